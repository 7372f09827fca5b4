package np.baghchal.host

import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.AnalysisState
import np.baghchal.analysis.AnalysisWords
import np.baghchal.analysis.MoveValues
import np.baghchal.analysis.SetupDraft
import np.baghchal.app.Engine
import np.baghchal.app.EvaluationView
import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.app.Screen
import np.baghchal.app.TableSetup
import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.GameResult
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.SettingsProblem
import uniffi.baghchal.SetupProblem
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import kotlin.random.Random

/** The analysis board against the real core and the G = 3 table: values, steps, set-ups and where it opens from. */
class AnalysisTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)
    private val g3 = Rules(3, RepetitionRule.DRAW3)

    private val Harness.board: AnalysisState get() = c.analysis.state.value ?: error("no analysis board")

    /** Waits until the value search for the position shown has answered. */
    private fun Harness.values(): MoveValues {
        runBlocking { withTimeout(120_000) { c.analysis.awaitValues() } }
        return board.values
    }

    /** The value the table gives after [move] in a copy of [engine], seen by the mover (as the core's own test). */
    private fun valueAfter(engine: Engine, move: String): EvaluationView {
        val mover = engine.snapshot().toMove
        return Engine.fromRecord(engine.record()).use { copy ->
            val after = copy.playNotation(move)
            val won = if (mover == Side.TIGER) GameResult.TIGERS_WIN else GameResult.GOATS_WIN
            when (after.result) {
                GameResult.ONGOING -> copy.evaluate().let {
                    when (it.verdict) {
                        Verdict.WIN -> EvaluationView(Verdict.LOSS, it.distance!! + 1)
                        Verdict.LOSS -> EvaluationView(Verdict.WIN, it.distance!! + 1)
                        else -> it
                    }
                }
                won -> EvaluationView(Verdict.WIN, 1)
                GameResult.DRAW -> EvaluationView(Verdict.DRAW, null)
                else -> EvaluationView(Verdict.LOSS, 1)
            }
        }
    }

    /** A G = 3 game played at random until [placed] goats are placed, goats to move; null if it ended first. */
    private fun placementGame(placed: Int, seed: Int): Engine? {
        val rng = Random(seed)
        val e = Engine.new(g3)
        while (true) {
            val s = e.snapshot()
            if (s.isOver) break
            if (20 - s.goatsInHand == placed && s.toMove == Side.GOAT) return e
            e.playRandom(rng)
        }
        e.close()
        return null
    }

    /** A harness with the G = 3 table whose analysis board is open on [engine]'s position. */
    private fun analysing(engine: Engine, h: Harness = Harness()): Harness {
        TestTables.loadG3()
        h.on { analysis.open(engine.snapshot(), engine.settings()) }
        return h
    }

    @Test
    fun movementValuesAreTheTablesAfterEveryMovePlayedByTouch() {
        TestTables.loadG3()
        val record = G3Positions.byVerdict.getValue(Verdict.WIN)
        Engine.fromRecord(record).use { start ->
            analysing(start).use { h ->
                var checked = 0
                repeat(6) { ply ->
                    if (h.board.table.game.isOver) return@repeat
                    val values = h.values() as? MoveValues.Known ?: error("no values at ply $ply: ${h.board.values}")
                    // The board's own game, copied, is the reference: every value is the table's after that move.
                    val shown = h.board.table.game
                    Engine.fromSetup(
                        uniffi.baghchal.Setup(shown.board, shown.toMove, shown.goatsInHand.toUByte(), shown.captured.toUByte()),
                        start.settings(),
                    ).use { copy ->
                        assertEquals("one value a legal move", copy.movablePieces().sumOf { copy.targetsFrom(it).size }, values.moves.size)
                        for (v in values.moves) {
                            assertEquals("${v.move.notation} at ply $ply", valueAfter(copy, v.move.notation), EvaluationView(v.verdict, v.distance))
                            checked++
                        }
                    }
                    // The marks: each movable piece carries its best move's value.
                    val marks = AnalysisBoard.marks(values, picked = null)
                    assertEquals(h.board.table.movable, marks.keys)
                    // Play the best move (for the side to move) through taps, as a player does.
                    val best = AnalysisBoard.ordered(values.moves).first()
                    h.on {
                        analysis.tapPoint(best.move.from!!)
                        assertEquals("picked up: the marks are its destinations", analysis.state.value!!.table.targets.map { it.to }.toSet(),
                            AnalysisBoard.marks(values, best.move.from).keys)
                        analysis.tapPoint(best.move.to)
                    }
                    assertEquals(best.move.notation, h.board.table.game.lastMove?.notation)
                }
                assertTrue("only $checked values checked", checked >= 10)
                val shown = h.board
                assertEquals(shown.cursor, shown.line.size)
                assertTrue(shown.line.isNotEmpty())
            }
        }
    }

    @Test
    fun stepsGoBackAndForwardAndANewMoveForksTheLine() {
        TestTables.loadG3()
        Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.DRAW)).use { start ->
            analysing(start).use { h ->
                val first = h.board.table.game
                val moves = mutableListOf<String>()
                repeat(3) {
                    val values = h.values() as MoveValues.Known
                    val m = values.moves.first().move
                    h.on {
                        analysis.tapPoint(m.from!!)
                        analysis.tapPoint(m.to)
                    }
                    moves += m.notation
                }
                assertEquals(moves, h.board.line)
                h.on { analysis.stepBack() }
                h.on { analysis.stepBack() }
                assertEquals(1, h.board.cursor)
                assertEquals(moves[0], h.board.table.game.lastMove?.notation)
                h.on { analysis.stepForward() }
                assertEquals(moves[1], h.board.table.game.lastMove?.notation)
                h.on { analysis.stepBack() }
                h.on { analysis.stepBack() }
                assertFalse(h.board.canStepBack)
                assertEquals(first.board, h.board.table.game.board)
                // A different first move: the line forks there and the rest is dropped.
                val other = (h.values() as MoveValues.Known).moves.first { it.move.notation != moves[0] }.move
                h.on {
                    analysis.tapPoint(other.from!!)
                    analysis.tapPoint(other.to)
                }
                assertEquals(listOf(other.notation), h.board.line)
                assertFalse(h.board.canStepForward)
            }
        }
    }

    @Test
    fun placementFromTwelvePlacedShowsEveryMovesValue() {
        TestTables.loadG3()
        val engine = (1..200).firstNotNullOf { placementGame(14, it) }
        engine.use { e ->
            analysing(e).use { h ->
                val values = h.values() as? MoveValues.Known ?: error("no values: ${h.board.values}")
                assertEquals(e.placementTargets().size, values.moves.size)
                assertTrue("placement values have no distance", values.moves.all { it.verdict != Verdict.UNKNOWN && it.distance == null })
                // The same as the core gives for that position directly.
                val direct = e.moveValues(CancelHandle())
                assertEquals(direct.toSet(), values.moves.toSet())
                assertEquals(e.placementTargets(), AnalysisBoard.marks(values, null).keys)
                val words = values.moves.map { AnalysisWords.move(en, it) }
                assertTrue(words.joinToString(), words.all { it.endsWith(": win") || it.endsWith(": draw") || it.endsWith(": loss") })
            }
        }
    }

    @Test
    fun aSearchCancelledByAChangeShowsNoValues() {
        TestTables.loadG3()
        val gate = CountDownLatch(1)
        val pool = Executors.newSingleThreadExecutor()
        // The first search waits at the gate, so the change surely comes while it runs.
        pool.execute { gate.await() }
        val engine = (1..200).firstNotNullOf { placementGame(12, it) }
        engine.use { e ->
            Harness(botDispatcher = pool.asCoroutineDispatcher()).use { h ->
                analysing(e, h)
                assertEquals(MoveValues.Computing, h.board.values)
                h.on { analysis.editSetup() }
                assertTrue("the search was cancelled", h.analysisHandles.single().isCancelled())
                gate.countDown()
                h.values()
                assertNotEquals(null, h.board.draft)
                assertFalse("no values of a cancelled search", h.board.values is MoveValues.Known)
                // Back to the board: a new search, and its values are the position's.
                h.on { analysis.cancelDraft() }
                assertEquals(2, h.analysisHandles.size)
                val values = h.values() as? MoveValues.Known ?: error("no values: ${h.board.values}")
                assertEquals(e.moveValues(CancelHandle()).toSet(), values.moves.toSet())
            }
        }
        pool.shutdownNow()
    }

    @Test
    fun earlyPlacementSaysTheValuesAreNotKnownOnThePhone() {
        TestTables.loadG3()
        Engine.new(g3).use { start ->
            analysing(start).use { h ->
                assertEquals(MoveValues.TooEarly, h.values())
                assertEquals(
                    "Until 12 goats are placed, the phone cannot work out the moves' values.",
                    AnalysisWords.status(en, h.board),
                )
                assertEquals("१२ बाख्रा नराखिंदासम्म फोनले चालहरूको नतिजा निकाल्न सक्दैन।", AnalysisWords.status(ne, h.board))
                assertTrue(AnalysisBoard.marks(h.board.values, null).isEmpty())
            }
        }
    }

    @Test
    fun everyKindOfSetupProblemGetsItsWords() {
        Engine.new(g3).use { start ->
            Harness().use { h ->
                h.on {
                    analysis.open(start.snapshot(), start.settings())
                    analysis.editSetup()
                }
                fun problems() = h.board.draft!!.problems
                assertEquals(emptyList<SetupProblem>(), problems())
                // A fifth tiger on c3.
                h.on { analysis.tapPoint(12) }
                assertEquals(listOf(SetupProblem.TigerCount(5u)), problems())
                assertEquals("Tigers on the board: 5. There must be 4.", AnalysisWords.problem(en, problems()[0]))
                assertEquals("पाटीमा बाघ: ५। ४ वटा हुनुपर्छ।", AnalysisWords.problem(ne, problems()[0]))
                assertFalse("no start with a problem", h.on { analysis.startFromDraft() })
                // Tapping the tiger again takes it off; a goat there makes 21 goats.
                h.on {
                    analysis.tapPoint(12)
                    analysis.updateDraft { it.withBrush(Piece.GOAT) }
                    analysis.tapPoint(12)
                }
                assertEquals(listOf(SetupProblem.GoatCount(1u, 20u, 0u)), problems())
                assertEquals(
                    "Goats in all: 21 (1 on the board, 20 in the pen, 0 eaten). There must be 20.",
                    AnalysisWords.problem(en, problems()[0]),
                )
                // Three eaten at goats-to-win 3: already won.
                h.on { analysis.updateDraft { it.withGoatsInHand(16).withGoatsEaten(3) } }
                assertEquals(listOf(SetupProblem.TigersHaveWon(3u, 3u)), problems())
                assertEquals("Goats eaten: 3. The tigers have already won (3 are enough).", AnalysisWords.problem(en, problems()[0]))
                // No goat on the board with the tigers to move.
                h.on { analysis.updateDraft { it.tap(12).withGoatsInHand(20).withGoatsEaten(0).withToMove(Side.TIGER) } }
                assertEquals(listOf(SetupProblem.NoGoatAfterGoatsMove), problems())
                assertEquals(
                    "Tigers to move with no goat on the board: the goats' last move would have left one there.",
                    AnalysisWords.problem(en, problems()[0]),
                )
            }
        }
        // Captures during placement where the rules forbid them.
        val noCaptures = g3.settings().copy(placementCaptures = false)
        Engine.new(noCaptures).use { start ->
            Harness().use { h ->
                h.on { analysis.open(start.snapshot(), noCaptures) }
                h.on { analysis.editSetup() }
                h.on { analysis.updateDraft { it.withGoatsInHand(19).withGoatsEaten(1) } }
                val problems = h.board.draft!!.problems
                assertEquals(listOf(SetupProblem.EatenDuringPlacement(1u, 19u)), problems)
                assertEquals(
                    "Goats eaten: 1, goats in the pen: 19. Under these rules no goat is eaten before every goat is placed.",
                    AnalysisWords.problem(en, problems[0]),
                )
            }
        }
        // Every tiger shut in, tigers to move: decided already.
        Engine.new(g3).use { start ->
            Harness().use { h ->
                h.on { analysis.open(start.snapshot(), start.settings()) }
                h.on { analysis.editSetup() }
                h.on {
                    analysis.updateDraft { d ->
                        // Tigers on a1, e1, a5, e5; goats on every other point but b3, which no tiger reaches.
                        var next = d.withBrush(Piece.GOAT)
                        for (p in 0 until 25) if (d.board[p] == Piece.EMPTY && p != 11) next = next.tap(p)
                        next.withGoatsInHand(0).withToMove(Side.TIGER)
                    }
                }
                val problems = h.board.draft!!.problems
                assertEquals(listOf(SetupProblem.NoLegalMove(Side.TIGER)), problems)
                assertEquals(
                    "The tigers are to move but have no move: the game is already decided.",
                    AnalysisWords.problem(en, problems[0]),
                )
                // Every kind has words of its own in both languages.
                val kinds = listOf(
                    SetupProblem.PointCount(24u), SetupProblem.TigerCount(3u), SetupProblem.GoatCount(1u, 2u, 3u),
                    SetupProblem.TigersHaveWon(5u, 5u), SetupProblem.NoGoatAfterGoatsMove, SetupProblem.EatenDuringPlacement(1u, 2u),
                    SetupProblem.NoLegalMove(Side.TIGER), SetupProblem.NoLegalMove(Side.GOAT),
                    SetupProblem.BadSettings(SettingsProblem.GoatsToWin(0u, 1u, 20u)),
                )
                for (s in listOf(en, ne)) assertEquals(kinds.size, kinds.map { AnalysisWords.problem(s, it) }.toSet().size)
                // A setting out of range is a kind of its own, worded in each language, never the core's English (issue 38).
                val outOfRange = SetupDraft.of(start.snapshot(), g3.settings().copy(goatsToWin = 0u)).problems
                assertEquals(listOf(SetupProblem.BadSettings(SettingsProblem.GoatsToWin(0u, 1u, 20u))), outOfRange)
                assertEquals("Goats to win: 0. It must be from 1 to 20.", AnalysisWords.problem(en, outOfRange[0]))
                assertEquals("बाघले जित्न खानुपर्ने बाख्रा: ०। १ देखि २० सम्म हुनुपर्छ।", AnalysisWords.problem(ne, outOfRange[0]))
            }
        }
    }

    @Test
    fun aValidSetupIsPlayedFrom() {
        TestTables.loadG3()
        Engine.new(g3).use { start ->
            Harness().use { h ->
                h.on { analysis.open(start.snapshot(), start.settings()) }
                h.on { analysis.editSetup() }
                // A goat on c3, 19 in hand, tigers to move.
                h.on { analysis.updateDraft { it.withBrush(Piece.GOAT).tap(12).withGoatsInHand(19).withToMove(Side.TIGER) } }
                assertTrue(h.board.draft!!.problems.isEmpty())
                assertTrue(h.on { analysis.startFromDraft() })
                assertNull(h.board.draft)
                val game = h.board.table.game
                assertEquals(Piece.GOAT, game.board[12])
                assertEquals(Side.TIGER, game.toMove)
                assertEquals(Phase.PLACEMENT, game.phase)
                assertTrue(h.board.table.movable.isNotEmpty())
                assertTrue("only tigers move", h.board.table.movable.all { game.board[it] == Piece.TIGER })
            }
        }
    }

    @Test
    fun opensFromTheMenuAndTheReviewAndGoesBack() {
        TestTables.loadG3()
        seated(TableSetup(mode = Mode.PASS_AND_PLAY, goatsToWin = 3)).use { h ->
            h.on { tapPoint(12) }
            h.on { setMenuOpen(true) }
            h.on { openAnalysis() }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            assertFalse("the menu closed", h.table.menuOpen)
            assertEquals(h.table.game.board, h.board.table.game.board)
            // A move on the analysis board leaves the game as it was.
            assertEquals(MoveValues.TooEarly, h.values())
            val from = h.board.table.movable.first()
            assertEquals(Piece.TIGER, h.table.game.board[from])
            h.on {
                analysis.tapPoint(from)
                analysis.tapPoint(analysis.state.value!!.table.targets.first().to)
            }
            // The analysis game starts at the set-up: its record holds only its own move.
            assertEquals(1, h.board.table.game.moveLog.size)
            assertEquals(1, h.table.game.moveLog.size)
            assertEquals(Piece.TIGER, h.table.game.board[from])
            assertTrue(h.on { back() })
            assertEquals(Screen.TABLE, h.app.screen)
            assertNull(h.c.analysis.state.value)
        }
        // From a finished game's review: the reviewed position, not the last one.
        finishedG3Review { _, h ->
            h.on { reviewStep(np.baghchal.table.ReviewStep.BACK) }
            h.idle()
            val reviewed = h.table.review!!.position
            h.on { openAnalysis() }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            assertEquals(reviewed.board, h.board.table.game.board)
            assertNull("the reviewed position is played from", h.board.draft)
            h.on { closeAnalysis() }
            assertEquals(Screen.TABLE, h.app.screen)
            assertEquals(reviewed, h.table.review?.position)
        }
    }

    @Test
    fun theAppLeftWhileTheBoardIsUpDoesNotHoldTheNextGameBack() {
        Harness().use { h ->
            h.on {
                openAnalysisBoard()
                // The activity stops and starts again while the board is up.
                pause()
                resume()
                closeAnalysis()
                updateSetup { TableSetup(mode = Mode.PLAY, side = np.baghchal.app.SideChoice.TIGERS, level = uniffi.baghchal.Level.EASY) }
                startTable()
            }
            h.idle()
            assertEquals("the bot's goats have placed", 1, h.table.game.moveLog.size)
        }
    }

    @Test
    fun aFinishedPositionOpensTheSetupWithItsProblem() {
        Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { e ->
            val rng = Random(5)
            while (!e.snapshot().isOver) e.playRandom(rng)
            Harness().use { h ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
                val draft = h.board.draft ?: error("a finished game's position opens the set-up")
                assertTrue(draft.problems.isNotEmpty())
                assertFalse("nothing to go back to", h.board.draftCancellable)
            }
        }
    }
}
