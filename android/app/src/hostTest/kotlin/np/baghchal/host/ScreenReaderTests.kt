package np.baghchal.host

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.AnalysisState
import np.baghchal.analysis.AnalysisWords
import np.baghchal.analysis.MoveValues
import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.app.Screen
import np.baghchal.app.SideChoice
import np.baghchal.app.Spoken
import np.baghchal.app.Storage
import np.baghchal.app.TableSetup
import np.baghchal.i18n.Language
import np.baghchal.i18n.Strings
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleStage
import np.baghchal.puzzles.PuzzleState
import np.baghchal.puzzles.PuzzleTrainer
import np.baghchal.puzzles.PuzzleWords
import np.baghchal.table.TableController
import np.baghchal.table.pointDescription
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Level
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import kotlin.random.Random

/**
 * A pass-and-play table restored at the end of a G = 3 game played at random
 * ([seed]) from a won position, its review open; [test] gets a copy of the game too.
 */
internal fun <T> finishedG3Review(seed: Int = 5, test: (engine: Engine, h: Harness) -> T): T =
    Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
        val rng = Random(seed)
        while (!e.snapshot().isOver) e.playRandom(rng)
        restored(e.record(), Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER)).use { h ->
            h.on { openReview() }
            h.idle()
            test(e, h)
        }
    }

/**
 * What TalkBack hears on the puzzle trainer and the analysis board (issue 37):
 * for every event, the live-region lines the shared code computes
 * ([PuzzleWords.lines], [AnalysisWords.lines]) and the ones that changed
 * ([Spoken.changed]), which iOS posts as its announcement; and the defects
 * the third review found in the same screens.
 */
class ScreenReaderTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    private val Harness.puzzle: PuzzleState get() = c.puzzles.state.value ?: error("no puzzle shown")
    private val Harness.board: AnalysisState get() = c.analysis.state.value ?: error("no analysis board")

    private fun trained(storage: Storage = MemoryStorage()): Harness {
        TestTables.loadG3()
        val h = Harness(storage)
        h.on { puzzlesLoaded(PuzzleBook.load(TestPuzzles.g3)) }
        return h
    }

    private fun puzzleWithLine(moves: Int): Int = PuzzleBook.load(TestPuzzles.g3).use { b ->
        (0 until b.count).first { b.puzzle(it).line.size >= moves }
    }

    /** The lines said when [event] runs on the puzzle shown, in [s]. */
    private fun Harness.puzzleSays(s: Strings = en, event: Harness.() -> Unit): List<String> {
        val before = PuzzleWords.lines(s, puzzle)
        event()
        return Spoken.changed(before, PuzzleWords.lines(s, puzzle))
    }

    /**
     * The lines said when [event] runs on the analysis board: before and after
     * read on the controller's thread with the event, so a value search
     * cannot answer in between.
     */
    private fun Harness.analysisSays(s: Strings = en, event: TableController.() -> Unit): List<String> = on {
        val before = AnalysisWords.lines(s, analysis.state.value!!)
        event()
        Spoken.changed(before, AnalysisWords.lines(s, analysis.state.value!!))
    }


    private fun Harness.awaitValues() = runBlocking { withTimeout(120_000) { c.analysis.awaitValues() } }

    @Test
    fun everyPuzzleEventIsSpoken() = trained().use { h ->
        val index = puzzleWithLine(3)
        h.on { puzzles.openPuzzle(index) }
        val line = h.puzzle.puzzle.line
        // A hint: its move.
        assertEquals(listOf(en.text("hint_shown", line[0].notation)), h.puzzleSays { on { puzzles.hint() } })
        // A right move: the defence played in reply.
        val right = h.puzzleSays {
            on {
                line[0].from?.let(puzzles::tapPoint)
                puzzles.tapPoint(line[0].to)
            }
        }
        // The reply is named by its side: the solver's opponent.
        val replied = if (h.puzzle.puzzle.solver == Side.TIGER) "puzzle_right_goats_replied" else "puzzle_right_tigers_replied"
        assertEquals(listOf(en.text(replied, line[1].notation)), right)
        // A wrong move: its value and the reply, every word from PuzzleWords.
        val wrong = h.on { puzzles.anyWrongMove() }
        val said = h.puzzleSays {
            on {
                puzzles.tapPoint(wrong.first)
                puzzles.tapPoint(wrong.second)
            }
        }
        assertEquals(PuzzleStage.WRONG, h.puzzle.stage)
        assertEquals(listOf(PuzzleWords.status(en, h.puzzle)), said)
        assertTrue(said.single().startsWith(en.text("puzzle_wrong").substringBefore(".")))
        // A retry: back to the task's first words; a fresh attempt.
        val attempt = h.puzzle.attempt
        assertEquals(listOf(en.text("puzzle_find")), h.puzzleSays { on { puzzles.retry() } })
        assertEquals(attempt + 1, h.puzzle.attempt)
        // The solution, then a new puzzle.
        assertEquals(listOf(PuzzleWords.status(en, h.puzzle.copy(stage = PuzzleStage.SOLUTION))), h.puzzleSays { on { puzzles.showSolution() } })
        assertEquals(listOf(en.text("puzzle_find")), h.puzzleSays { on { puzzles.next() } })
        assertEquals(attempt + 2, h.puzzle.attempt)
        // Solved: the last move found.
        val fresh = h.puzzle.puzzle.line
        var k = 0
        var last = emptyList<String>()
        while (h.puzzle.stage == PuzzleStage.SOLVING) {
            val m = fresh[k]
            last = h.puzzleSays {
                on {
                    m.from?.let(puzzles::tapPoint)
                    puzzles.tapPoint(m.to)
                }
            }
            k += 2
        }
        assertEquals(listOf(en.text("puzzle_solved")), last)
        // The Nepali lines are the Nepali strings, not English.
        assertEquals(listOf(ne.text("puzzle_solved")), PuzzleWords.lines(ne, h.puzzle))
    }

    @Test
    fun aDamagedPuzzleRecordIsSaidOnceAndCountsAreShown() {
        val storage = MemoryStorage()
        storage.write(mapOf(PuzzleTrainer.KEY_PROGRESS to "not a progress line"))
        trained(storage).use { h ->
            h.on { openPuzzles(puzzleWithLine(1)) }
            assertEquals(Screen.PUZZLES, h.app.screen)
            val notice = en.text("puzzle_progress_unreadable")
            assertEquals(listOf(notice, en.text("puzzle_find")), PuzzleWords.lines(en, h.puzzle))
            // Once: gone after the first hint, and not back on the next puzzle.
            h.on { puzzles.hint() }
            assertFalse(notice in PuzzleWords.lines(en, h.puzzle))
            h.on { puzzles.next() }
            assertFalse(notice in PuzzleWords.lines(en, h.puzzle))
            // The goats eaten out of those needed, as the analysis board shows them.
            val game = h.puzzle.table.game
            assertEquals(en.text("setup_in_hand", game.goatsInHand) + "  ·  " + en.text("counter_eaten", game.captured, game.goatsToWin), AnalysisWords.counts(en, game))
        }
    }

    @Test
    fun aNewPuzzleCarriesTheMoveSerialOn() = trained().use { h ->
        h.on { puzzles.openPuzzle(puzzleWithLine(3)) }
        val line = h.puzzle.puzzle.line
        h.on {
            line[0].from?.let(puzzles::tapPoint)
            puzzles.tapPoint(line[0].to)
        }
        val slid = h.puzzle.table.moveSerial
        assertTrue(slid > 0)
        // The next puzzle's first move must get a serial the board has not slid yet.
        h.on { puzzles.next() }
        assertTrue("serial ${h.puzzle.table.moveSerial} after $slid", h.puzzle.table.moveSerial >= slid)
        h.on { closePuzzles() }
        h.on { openPuzzles() }
        assertTrue(h.puzzle.table.moveSerial >= slid)
    }

    @Test
    fun valuesArrivingAStepAndTheSetupAreSpoken() {
        TestTables.loadG3()
        Harness().use { h ->
            // Opened and read on the controller's thread: the search cannot have answered yet.
            val opened = Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
                h.on {
                    analysis.open(e.snapshot(), e.settings())
                    analysis.state.value!!
                }
            }
            // Values arriving: the best move and its value, not silence after "Working out".
            assertEquals(MoveValues.Computing, opened.values)
            h.awaitValues()
            val arrived = Spoken.changed(AnalysisWords.lines(en, opened), AnalysisWords.lines(en, h.board))
            val known = h.board.values as MoveValues.Known
            val best = AnalysisBoard.ordered(known.moves).first()
            assertEquals(listOf(en.text("analysis_values_known", AnalysisWords.move(en, best))), arrived)
            // Each mark is in its point's description.
            val marks = AnalysisBoard.marks(h.board.values, null)
            assertTrue(marks.isNotEmpty())
            for ((point, verdict) in marks) {
                assertTrue(pointDescription(en, h.board.table, point, verdict).endsWith(AnalysisWords.mark(en, verdict)))
            }
            assertEquals(en.text("point_value", en.text("value_win")), AnalysisWords.mark(en, Verdict.WIN))
            // A move that does not end the game: the new turn and "working out", together.
            val middling = AnalysisBoard.ordered(known.moves).first { !(it.verdict == Verdict.WIN && it.distance == 1) }
            val moved = h.analysisSays {
                analysis.tapPoint(middling.move.from!!)
                analysis.tapPoint(middling.move.to)
            }
            assertEquals(listOf(AnalysisWords.turn(en, h.board.table.game), en.text("analysis_computing")), moved)
            h.awaitValues()
            // A step back: the turn it goes back to.
            val stepped = h.analysisSays { analysis.stepBack() }
            assertEquals(AnalysisWords.turn(en, h.board.table.game), stepped.first())
            h.awaitValues()
            // The set-up: its problems as the player makes them, then that it is ready.
            assertEquals(listOf(en.text("setup_ready")), h.analysisSays { analysis.editSetup() })
            val tiger = h.board.draft!!.board.indexOfFirst { it == Piece.TIGER }
            val problem = h.analysisSays { analysis.tapPoint(tiger) }
            assertEquals(listOf(AnalysisWords.setupLine(en, h.board.draft!!.problems)), problem)
            assertTrue(h.board.draft!!.problems.isNotEmpty())
            assertEquals(listOf(en.text("setup_ready")), h.analysisSays { analysis.tapPoint(tiger) })
            // Started from the set-up: the turn line and the values line again.
            val started = h.analysisSays { analysis.startFromDraft() }
            assertEquals(2, started.size)
            h.awaitValues()
        }
    }

    @Test
    fun gameOverSaysTheResultOnce() {
        TestTables.loadG3()
        Harness().use { h ->
            Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
            }
            h.awaitValues()
            // Play the winning side's best move until the game ends.
            var said = emptyList<String>()
            while (!h.board.table.game.isOver) {
                val best = AnalysisBoard.ordered((h.board.values as MoveValues.Known).moves).first()
                said = h.analysisSays {
                    best.move.from?.let(analysis::tapPoint)
                    analysis.tapPoint(best.move.to)
                }
                h.awaitValues()
            }
            val result = en.text("analysis_result", en.text("result_tigers_win").takeIf { h.board.table.game.result == uniffi.baghchal.GameResult.TIGERS_WIN } ?: en.text("result_goats_win"))
            val lines = AnalysisWords.lines(en, h.board)
            assertEquals("one line: the result, not 'over' twice", 1, lines.size)
            assertTrue(lines.single(), lines.single().startsWith(result))
            // Said once: the values line no longer repeats that the game is over.
            val joined = lines.joinToString(" ")
            assertEquals(1, (joined.length - joined.replace(result, "").length) / result.length)
            assertEquals(lines, said)
        }
    }

    @Test
    fun tablesStillLoadingSaySoAndTheValuesComeWhenTheyAreIn() {
        TestTables.loadG3()
        // A G = 4 position: no table fits here, as on a phone before its tables are in.
        Harness().use { h ->
            val settings = Rules(4, RepetitionRule.DRAW3).settings()
            val start = Engine.new(settings).use { e ->
                val rng = Random(3)
                while (e.snapshot().phase == uniffi.baghchal.Phase.PLACEMENT) e.playRandom(rng)
                e.snapshot()
            }
            h.on { tablesLoading(true) }
            h.on { analysis.open(start, settings) }
            h.awaitValues()
            assertEquals(MoveValues.TablesLoading, h.board.values)
            assertEquals(en.text("analysis_tables_loading"), AnalysisWords.status(en, h.board))
            // The loader finished without a fitting table: now it is not on the phone.
            h.on { tablesLoading(false) }
            h.awaitValues()
            assertEquals(MoveValues.NoTable, h.board.values)
        }
        // With the fitting table arriving: asked again, the values are known.
        Harness().use { h ->
            Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
            }
            h.awaitValues()
            assertTrue(h.board.values is MoveValues.Known)
            h.on { tablesLoading(true) }
            h.on { tablesLoaded() }
            h.awaitValues()
            assertTrue("asked again, still known", h.board.values is MoveValues.Known)
        }
    }

    @Test
    fun theSearchStopsOffScreenAndIsAskedAgainOnReturn() {
        TestTables.loadG3()
        Harness().use { h ->
            val handles = h.analysisHandles
            Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
                h.on {
                    analysis.open(e.snapshot(), e.settings())
                    // Off screen before the answer: the search is cancelled, nothing new starts.
                    pause()
                }
            }
            assertTrue("the running search is cancelled", handles.single().isCancelled())
            h.awaitValues()
            assertEquals(MoveValues.Computing, h.board.values)
            assertEquals(1, handles.size)
            h.on { resume() }
            assertEquals("asked again", 2, handles.size)
            h.awaitValues()
            assertTrue(h.board.values is MoveValues.Known)
            // The view model going away cancels a search under way too.
            h.on {
                val from = analysis.state.value!!.table.movable.first()
                analysis.tapPoint(from)
                analysis.tapPoint(analysis.state.value!!.table.targets.first().to)
                close()
            }
            assertEquals("a search for the move", 3, handles.size)
            assertTrue(handles.last().isCancelled())
        }
    }

    @Test
    fun analysisMovesClick() {
        TestTables.loadG3()
        val feedback = RecordingFeedback()
        Harness(feedback = feedback).use { h ->
            Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
            }
            val from = h.board.table.movable.first()
            h.on {
                analysis.tapPoint(from)
                analysis.tapPoint(analysis.state.value!!.table.targets.first().to)
            }
            assertTrue(feedback.cues.toString(), feedback.cues.last() == "moved" || feedback.cues.last() == "captured")
        }
    }

    @Test
    fun aFinishedGameIsAnalysedFromThePositionBeforeTheEnd() {
        finishedG3Review { e, h ->
            h.on { openAnalysis() }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            assertNull("no set-up full of errors", h.board.draft)
            val log = h.table.game.moveLog
            assertEquals(e.positionAt(log.size - 1).board, h.board.table.game.board)
            assertEquals(listOf(log.last()), h.board.line)
            assertTrue(h.board.canStepForward)
            h.on { analysis.stepForward() }
            assertTrue(h.board.table.game.isOver)
            assertTrue(AnalysisWords.turn(en, h.board.table.game).startsWith(en.text("analysis_result", "").substringBefore(" ")))
        }
    }

    @Test
    fun analyseIsOfferedAgainstTheBotOnlyAfterTheGame() {
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)).use { h ->
            assertFalse(h.c.canAnalyse())
            h.on { openAnalysis() }
            assertEquals("no uncounted hint mid-game", Screen.TABLE, h.app.screen)
            h.on { resign() }
            h.idle()
            assertTrue(h.table.game.isOver)
            assertTrue(h.c.canAnalyse())
        }
        seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h -> assertTrue(h.c.canAnalyse()) }
    }
}
