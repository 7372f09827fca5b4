package np.baghchal.host

import kotlinx.coroutines.runBlocking
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.MoveValues
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.ThemeChoice
import np.baghchal.games.GameHistory
import np.baghchal.i18n.Language
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleStage
import np.baghchal.table.ReviewStep
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/**
 * Screenshots of issue 43 §2 (English light, Nepali dark): a kept game's
 * slip explained and its line on the board, a wrong puzzle move explained,
 * a step of a puzzle's solution, and a step of an analysis move's line.
 * Apart from [RenderScreens] so they can be rendered on their own.
 */
class WhyScreens {
    private val shots = RenderScreens()

    /** Steps [replay] forward to its event (or its end), by [step]. */
    private fun toEvent(replay: LineReplay, step: ((LineReplay) -> LineReplay) -> Unit) {
        val target = replay.eventStep ?: replay.moves.size
        repeat(target) { step(LineReplay::forward) }
    }

    @Test
    fun reviewSlip() = Harness(storage = MemoryStorage(mapOf(GameHistory.KEY to slipHistory()))).use { h ->
        TestTables.loadG3()
        h.on { openGames() }
        h.idle()
        h.on { games.openGame(games.state.value!!.read!!.history.games.first()) }
        h.idle()
        h.on { games.step(ReviewStep.FIRST_MARK) }
        h.idle()
        val review = h.c.games.state.value!!.open!!.table.review!!
        assertTrue("explained: ${review.why}", review.why is Why.Shown)
        shots.renderPair("43_review_slip_why", h)
        // The whole column, "Show the line" included, in a taller frame.
        h.on { updatePrefs { it.copy(language = Language.ENGLISH, theme = ThemeChoice.LIGHT) } }
        shots.render("43_review_slip_why_tall_en", h.c, heightDp = 1150)
        h.on { games.openLine() }
        val line = h.c.games.state.value!!.open!!.table.review!!.line
        assertNotNull(line)
        toEvent(line!!) { step -> h.on { games.stepLine(step) } }
        shots.renderPair("43_review_line_event", h)
    }

    @Test
    fun puzzle() {
        TestTables.loadG3()
        val index = PuzzleBook.load(TestPuzzles.g3).use { b -> (0 until b.count).first { b.puzzle(it).line.size >= 3 } }
        Harness().use { h ->
            h.on { puzzlesLoaded(PuzzleBook.load(TestPuzzles.g3)) }
            h.on { openPuzzles(index) }
            val wrong = h.on { puzzles.anyWrongMove() }
            h.on {
                puzzles.tapPoint(wrong.first)
                puzzles.tapPoint(wrong.second)
            }
            h.idle()
            assertEquals(PuzzleStage.WRONG, h.c.puzzles.state.value!!.stage)
            assertTrue(h.c.puzzles.state.value!!.why is Why.Shown)
            shots.renderPair("43_puzzle_wrong_why", h)
            h.on { puzzles.showSolution() }
            h.on { puzzles.stepSolution(LineReplay::forward) }
            shots.renderPair("43_puzzle_solution_step", h)
            h.on { puzzles.stepSolution(LineReplay::last) }
            shots.renderPair("43_puzzle_solution_end", h)
        }
    }

    @Test
    fun analysisLine() {
        TestTables.loadG3()
        val record = G3Positions.byVerdict.getValue(Verdict.WIN)
        restored(record, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER)).use { h ->
            h.on { openAnalysis() }
            runBlocking { h.c.analysis.awaitValues() }
            val values = h.c.analysis.state.value!!.values as? MoveValues.Known ?: error("no values")
            h.on { analysis.explain(AnalysisBoard.ordered(values.moves).last().move.notation) }
            h.idle()
            val open = h.c.analysis.state.value!!.why!!
            assertTrue("explained: ${open.why}", open.why is Why.Shown)
            toEvent(open.line!!) { step -> h.on { analysis.stepWhy(step) } }
            shots.renderPair("43_analysis_line_step", h)
        }
    }
}
