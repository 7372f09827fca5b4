package np.baghchal.host

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import np.baghchal.app.BaghchalApp
import np.baghchal.app.MemoryStorage
import np.baghchal.app.MoveView
import np.baghchal.app.Screen
import np.baghchal.app.Storage
import np.baghchal.i18n.Language
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleStage
import np.baghchal.puzzles.PuzzleState
import np.baghchal.puzzles.PuzzleTrainer
import np.baghchal.puzzles.PuzzleWords
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import uniffi.baghchal.Verdict

/** The puzzle files .ci/test-android-host.sh provides. */
object TestPuzzles {
    /** Puzzles from the G = 3 test table, so wrong moves are valued by a real table. */
    val g3: String
        get() = System.getProperty("baghchal.puzzles3")
            ?: error("no G = 3 puzzles: run through .ci/test-android-host.sh (it sets -Dbaghchal.puzzles3)")

    /** The goats-to-win 5 file the app ships. */
    val shipped: String
        get() = System.getProperty("baghchal.puzzles5")
            ?: error("no shipped puzzles: run through .ci/test-android-host.sh (it sets -Dbaghchal.puzzles5)")
}

/**
 * A legal move of the player's other than the line's first (from, to): a piece
 * that can go somewhere the line does not say. Picks pieces up and puts them back.
 */
fun PuzzleTrainer.anyWrongMove(): Pair<Int, Int> {
    val s = state.value ?: error("no puzzle shown")
    val right = s.puzzle.line[0]
    return s.table.movable.asSequence().flatMap { from ->
        tapPoint(from)
        val targets = state.value!!.table.targets
        tapOutside()
        targets.map { from to it.to }
    }.first { (from, to) -> from != right.from || to != right.to }
}

/** The puzzle trainer against the real core: touch, judgement, progress, and the screen. */
class PuzzleTests {
    @get:Rule
    val rule = createComposeRule()

    private val en = HostResources.strings(Language.ENGLISH)

    /** A harness whose trainer has the G = 3 puzzles, with the G = 3 table loaded. */
    private fun trained(storage: Storage = MemoryStorage()): Harness {
        TestTables.loadG3()
        val h = Harness(storage)
        h.on { puzzlesLoaded(PuzzleBook.load(TestPuzzles.g3)) }
        return h
    }

    private val Harness.puzzle: PuzzleState get() = c.puzzles.state.value ?: error("no puzzle shown")

    /** Plays [move] with taps on its points, as a player does (a placement is one tap). */
    private fun Harness.touch(move: MoveView) = on {
        move.from?.let(puzzles::tapPoint)
        puzzles.tapPoint(move.to)
    }

    /** The first puzzle of the G = 3 file whose line has at least [moves] half moves. */
    private fun puzzleWithLine(moves: Int): Int = PuzzleBook.load(TestPuzzles.g3).use { b ->
        (0 until b.count).first { b.puzzle(it).line.size >= moves }
    }

    @Test
    fun theShippedFileLoadsWithBothSidesAndEveryLevel() = PuzzleBook.load(TestPuzzles.shipped).use { b ->
        assertTrue("${b.count} puzzles", b.count >= 1000)
        val all = (0 until b.count).map { b.puzzle(it) }
        assertEquals(setOf(uniffi.baghchal.Side.TIGER, uniffi.baghchal.Side.GOAT), all.map { it.solver }.toSet())
        assertEquals((1..10).toSet(), all.map { it.level }.toSet())
    }

    @Test
    fun aWholePuzzleIsSolvedThroughTouch() = trained().use { h ->
        val index = puzzleWithLine(3)
        assertTrue(h.on { puzzles.openPuzzle(index) })
        val line = h.puzzle.puzzle.line
        for (k in line.indices step 2) {
            assertEquals(PuzzleStage.SOLVING, h.puzzle.stage)
            assertTrue("the player may move", h.puzzle.table.humanToMove)
            h.touch(line[k])
            val last = k + 1 >= line.size
            if (last) {
                assertEquals(PuzzleStage.SOLVED, h.puzzle.stage)
                assertEquals(line[k].notation, h.puzzle.table.game.lastMove?.notation)
            } else {
                assertEquals("the defence is played at once", line[k + 1].notation, h.puzzle.table.game.lastMove?.notation)
                assertEquals(k / 2 + 1, h.puzzle.step)
                // The defence is the other side's reply, not the puzzle's answer (issue 37).
                val other = if (h.puzzle.puzzle.solver == uniffi.baghchal.Side.TIGER) "goats" else "tigers"
                assertEquals("Right! The $other replied ${line[k + 1].notation}: your move again.", PuzzleWords.status(en, h.puzzle))
            }
        }
        val p = h.puzzle.progress
        assertEquals(listOf(1, 1, 1, 2), listOf(p.solved, p.streak, p.bestStreak, p.level).map { it.toInt() })
        assertFalse("a solved board takes no more moves", h.puzzle.table.humanToMove)
        assertEquals(en.text("puzzle_solved"), PuzzleWords.status(en, h.puzzle))
    }

    @Test
    fun aWrongMoveIsAnsweredWithItsValueAndTheRefutation() = trained().use { h ->
        val index = puzzleWithLine(1)
        h.on { puzzles.openPuzzle(index) }
        val wrong = h.on { puzzles.anyWrongMove() }
        val before = h.puzzle.table.game.moveLog.size
        h.on {
            puzzles.tapPoint(wrong.first)
            puzzles.tapPoint(wrong.second)
        }
        val s = h.puzzle
        assertEquals(PuzzleStage.WRONG, s.stage)
        val w = s.wrong ?: error("no judgement")
        assertTrue("the table values it: ${w.verdict}", w.verdict == Verdict.DRAW || w.verdict == Verdict.LOSS)
        val refutation = w.refutation
        if (s.table.game.isOver) {
            assertEquals(before + 1, s.table.game.moveLog.size)
        } else {
            assertEquals("the refutation is on the board", refutation?.notation, s.table.game.lastMove?.notation)
            assertEquals(before + 2, s.table.game.moveLog.size)
        }
        val words = PuzzleWords.status(en, s)
        val valueWords = if (w.verdict == Verdict.DRAW) en.text("puzzle_wrong_draws") else if (s.puzzle.solver == uniffi.baghchal.Side.TIGER) en.text("puzzle_wrong_goats_win") else en.text("puzzle_wrong_tigers_win")
        assertTrue(words, words.startsWith(valueWords))
        if (refutation != null) {
            // The refutation is named as the other side's reply, not as the puzzle's answer (issue 37).
            val other = if (s.puzzle.solver == uniffi.baghchal.Side.TIGER) "goats" else "tigers"
            assertEquals("$valueWords The $other replied ${refutation.notation}.", words)
        }
        assertEquals("a failure ends the streak and counts once", 1, s.progress.failed.toInt())
        // Try again: the position comes back and the right move now solves it, without counting again.
        h.on { puzzles.retry() }
        assertEquals(PuzzleStage.SOLVING, h.puzzle.stage)
        assertEquals(before, h.puzzle.table.game.moveLog.size)
        var k = 0
        while (h.puzzle.stage == PuzzleStage.SOLVING) {
            h.touch(h.puzzle.puzzle.line[k])
            k += 2
        }
        assertEquals(PuzzleStage.SOLVED, h.puzzle.stage)
        assertEquals(listOf(0, 1), listOf(h.puzzle.progress.solved, h.puzzle.progress.failed).map { it.toInt() })
        assertEquals(en.text("puzzle_solved_after_miss"), PuzzleWords.status(en, h.puzzle))
    }

    /**
     * The puzzle's grade and the player's level share no word in either
     * language (issue 37: both were "Level", side by side on one screen).
     */
    @Test
    fun thePuzzlesGradeAndThePlayersLevelAreWordedApart() = trained().use { h ->
        h.on { puzzles.openPuzzle(puzzleWithLine(1)) }
        fun words(text: String) = text.lowercase().split(' ', '·').filter { w -> w.isNotBlank() && w.none { it.isDigit() } }.toSet()
        for (s in listOf(en, HostResources.strings(Language.NEPALI))) {
            val grade = PuzzleWords.level(s, h.puzzle)
            val record = PuzzleWords.progress(s, h.puzzle.progress)
            assertTrue("$grade | $record", words(grade).isNotEmpty() && words(record).isNotEmpty())
            assertEquals("$grade | $record", emptySet<String>(), words(grade) intersect words(record))
        }
    }

    @Test
    fun aHintShowsTheMoveAndIsCounted() = trained().use { h ->
        h.on { puzzles.openPuzzle(puzzleWithLine(1)) }
        h.on { puzzles.hint() }
        val move = h.puzzle.table.hint.move ?: error("no hint shown")
        assertEquals(h.puzzle.puzzle.line[0], move)
        var k = 0
        while (h.puzzle.stage == PuzzleStage.SOLVING) {
            h.touch(h.puzzle.puzzle.line[k])
            k += 2
        }
        val p = h.puzzle.progress
        assertEquals(listOf(1, 1, 1), listOf(p.solved, p.hints, p.level).map { it.toInt() })
    }

    @Test
    fun progressSurvivesAKillAndADamagedSaveIsRefusedWithoutLosingTheTally() {
        val storage = MemoryStorage()
        trained(storage).use { h ->
            h.on { puzzles.openPuzzle(puzzleWithLine(1)) }
            var k = 0
            while (h.puzzle.stage == PuzzleStage.SOLVING) {
                h.touch(h.puzzle.puzzle.line[k])
                k += 2
            }
        }
        // A new process: the progress is read back.
        val saved = storage.read(PuzzleTrainer.KEY_PROGRESS) ?: error("nothing saved")
        trained(storage).use { h -> assertEquals(1, h.c.puzzles.progress.solved.toInt()) }
        // Damaged on disk: refused, kept aside, a fresh start; the khel tally is untouched.
        // The tally as a table sitting saves it (any text: only that it stays matters).
        storage.write(mapOf(PuzzleTrainer.KEY_PROGRESS to saved.replace("solved=1", "solved=7"), TableController.KEY_TALLY to "3,2,1,0,0,0"))
        val before = storage.read(TableController.KEY_TALLY)
        trained(storage).use { h ->
            assertTrue(h.c.puzzles.progressRefused)
            assertEquals(0, h.c.puzzles.progress.solved.toInt())
            assertEquals(saved.replace("solved=1", "solved=7"), storage.read(PuzzleTrainer.KEY_PROGRESS_REFUSED))
            assertNull(storage.read(PuzzleTrainer.KEY_PROGRESS))
        }
        assertEquals("the tally is as it was", before, storage.read(TableController.KEY_TALLY))
    }

    @Test
    fun theSetupPageOffersPuzzlesOnceLoadedAndBackReturnsToIt() = trained().use { h ->
        rule.setContent { BaghchalApp(h.c, HostResources::strings, systemDark = false) }
        rule.onNodeWithText(en.text("puzzles")).performClick()
        rule.waitForIdle()
        assertEquals(Screen.PUZZLES, h.app.screen)
        val task = PuzzleWords.task(en, h.puzzle)
        rule.onNodeWithText(task).assertExists()
        assertTrue(h.on { back() })
        rule.waitForIdle()
        assertEquals(Screen.SETUP, h.app.screen)
        assertNull(h.c.puzzles.state.value)
        assertNotEquals(0, h.c.puzzles.progress.level.toInt())
    }

    /**
     * Issue 37 with §3: on a small phone at 2x text the puzzle's controls scroll under the fixed
     * board; a retry and a new puzzle bring that scroll back to the top, the first lines in view.
     */
    @Test
    fun aRetryAndANewPuzzleScrollTheControlsBackToTheTop() = trained().use { h ->
        h.on { openPuzzles(0) }
        rule.setContent {
            Box(Modifier.size(360.dp, 640.dp)) {
                CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 2f)) {
                    BaghchalApp(h.c, HostResources::strings, systemDark = false)
                }
            }
        }
        rule.waitForIdle()
        fun scrolled(): Float =
            rule.onNode(hasScrollAction()).fetchSemanticsNode().config[SemanticsProperties.VerticalScrollAxisRange].value()
        fun scrollDown() {
            rule.onNode(hasScrollAction()).performSemanticsAction(SemanticsActions.ScrollBy) { it(0f, 10_000f) }
            rule.waitForIdle()
            assertTrue("the controls scrolled (${scrolled()})", scrolled() > 0f)
        }
        val wrong = h.on { puzzles.anyWrongMove() }
        h.on {
            puzzles.tapPoint(wrong.first)
            puzzles.tapPoint(wrong.second)
        }
        rule.waitForIdle()
        assertEquals(PuzzleStage.WRONG, h.puzzle.stage)
        scrollDown()
        h.on { puzzles.retry() }
        rule.waitForIdle()
        assertEquals("a retry starts at the top", 0f, scrolled(), 0.5f)
        scrollDown()
        h.on { puzzles.showSolution() }
        h.on { puzzles.next() }
        rule.waitForIdle()
        assertEquals("a new puzzle starts at the top", 0f, scrolled(), 0.5f)
    }
}
