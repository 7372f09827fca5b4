package np.baghchal.host

import kotlinx.coroutines.CoroutineExceptionHandler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.MoveValues
import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.games.GameHistory
import np.baghchal.i18n.Language
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleStage
import np.baghchal.puzzles.PuzzleState
import np.baghchal.puzzles.PuzzleWords
import np.baghchal.table.ReviewStep
import np.baghchal.table.reviewed
import np.baghchal.why.ExplanationWords
import np.baghchal.why.Explainer
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.Evaluation
import uniffi.baghchal.Verdict

/** Each screen's explanation state (issue 43 §2): asked off the main thread, cancelled on change, shown, its line opened and closed. */
class WhyScreensTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    private fun keptSlip(): Harness {
        TestTables.loadG3()
        val h = Harness(storage = MemoryStorage(mapOf(GameHistory.KEY to slipHistory())))
        h.on { openGames() }
        h.idle()
        val listing = h.c.games.state.value!!.read!!.history.games.first()
        h.on { games.openGame(listing) }
        h.idle()
        return h
    }

    private fun Harness.review() = c.games.state.value!!.open!!.table.review!!

    @Test
    fun aReviewSlipIsExplainedOffTheMainThreadAndItsLineOpens() = keptSlip().use { h ->
        // On the final position (not a slip) nothing is asked.
        assertNull(h.review().why)
        assertTrue(h.whyHandles.isEmpty())
        val asked = h.on {
            games.step(ReviewStep.FIRST_MARK)
            // Still on the main thread: the answer cannot be in yet.
            games.state.value!!.open!!.table.review!!.why
        }
        assertEquals(Why.Computing, asked)
        assertEquals(1, h.whyHandles.size)
        h.idle()
        val review = h.review()
        assertEquals(slipGame.slipAt, review.currentMove)
        val why = review.why as? Why.Shown ?: error("the G = 3 table explains the slip: ${review.why}")
        assertEquals(slipGame.played, why.explanation.mv.notation)
        assertFalse("a slip changes the value", ExplanationWords.kept(why.explanation))
        assertTrue(ExplanationWords.lines(en, review.why!!).first().startsWith("This move turns a "))

        // Show the line: the board is the line's, starting just after the slip.
        h.on { games.openLine() }
        val line = h.review().line ?: error("the line opens")
        assertEquals(why.explanation.line.map { it.notation }, line.moves.map { it.notation })
        val table = h.c.games.state.value!!.open!!.table
        assertEquals(line.start, table.reviewed().game)
        assertFalse("nobody moves on a line", table.reviewed().humanToMove)
        h.on { games.stepLine(LineReplay::forward) }
        assertEquals(1, h.review().line!!.step)
        assertEquals(line.boards[1], h.c.games.state.value!!.open!!.table.reviewed().game)
        h.on { games.stepLine(LineReplay::back) }
        assertEquals(0, h.review().line!!.step)
        // Close the line: the review shows the slip's position again, still explained.
        h.on { games.closeLine() }
        assertNull(h.review().line)
        assertEquals(h.review().position, h.c.games.state.value!!.open!!.table.reviewed().game)
        assertEquals(why, h.review().why)
    }

    @Test
    fun steppingOffTheSlipCancelsItsExplanation() = keptSlip().use { h ->
        h.on {
            games.step(ReviewStep.FIRST_MARK)
            games.step(ReviewStep.FORWARD)
        }
        assertTrue("the explanation asked on the slip was cancelled", h.whyHandles.single().isCancelled())
        h.idle()
        assertNull("off the slip nothing is explained", h.review().why)
        // Back on the slip it is asked again, and the line closes when the review moves on.
        h.on { games.step(ReviewStep.BACK) }
        h.idle()
        assertTrue(h.review().why is Why.Shown)
        assertEquals(2, h.whyHandles.size)
        h.on { games.openLine() }
        assertNotNull(h.review().line)
        h.on { games.step(ReviewStep.FORWARD) }
        assertNull(h.review().line)
        assertNull(h.review().why)
    }

    private fun trained(): Harness {
        TestTables.loadG3()
        val h = Harness()
        h.on { puzzlesLoaded(PuzzleBook.load(TestPuzzles.g3)) }
        return h
    }

    private val Harness.puzzle: PuzzleState get() = c.puzzles.state.value ?: error("no puzzle shown")

    private fun Harness.firstPuzzle(moves: Int) = on {
        val index = PuzzleBook.load(TestPuzzles.g3).use { b -> (0 until b.count).first { b.puzzle(it).line.size >= moves } }
        assertTrue(puzzles.openPuzzle(index))
    }

    @Test
    fun aWrongPuzzleMoveIsExplainedAndARetryCancelsIt() = trained().use { h ->
        h.firstPuzzle(1)
        val wrong = h.on { puzzles.anyWrongMove() }
        h.on {
            puzzles.tapPoint(wrong.first)
            puzzles.tapPoint(wrong.second)
            // Asked on the dispatcher: not in yet on the main thread.
            assertEquals(Why.Computing, puzzles.state.value!!.why)
            puzzles.retry()
        }
        assertTrue("the retry cancelled the explanation", h.whyHandles.single().isCancelled())
        h.idle()
        assertNull(h.puzzle.why)
        h.on {
            puzzles.tapPoint(wrong.first)
            puzzles.tapPoint(wrong.second)
        }
        h.idle()
        assertEquals(PuzzleStage.WRONG, h.puzzle.stage)
        val why = h.puzzle.why as? Why.Shown ?: error("the G = 3 table explains the wrong move: ${h.puzzle.why}")
        assertEquals(wrong.first, why.explanation.mv.from?.toInt())
        assertEquals(wrong.second, why.explanation.mv.to.toInt())
        assertFalse("a wrong move loses the win", ExplanationWords.kept(why.explanation))
        val words = PuzzleWords.why(en, h.puzzle)
        assertEquals(ExplanationWords.sentences(en, why.explanation), words)
        assertTrue(words.first(), words.first().startsWith("This move turns a win"))
        // The move that kept the win is named: the puzzle's own answer is among them.
        assertTrue(words[1], h.puzzle.puzzle.line[0].notation in words[1])
    }

    @Test
    fun aRightPuzzleMoveSaysWhyItWorks() = trained().use { h ->
        h.firstPuzzle(1)
        val right = h.puzzle.puzzle.line[0]
        h.on {
            right.from?.let(puzzles::tapPoint)
            puzzles.tapPoint(right.to)
            // Nothing is said until the explanation is in.
            assertEquals(Why.Computing, puzzles.state.value!!.why)
            assertEquals(emptyList<String>(), PuzzleWords.why(en, puzzles.state.value!!))
        }
        h.idle()
        val why = h.puzzle.why as? Why.Shown ?: error("the right move is explained: ${h.puzzle.why}")
        assertEquals(right.notation, why.explanation.mv.notation)
        assertTrue(ExplanationWords.kept(why.explanation))
        assertEquals(listOf("Why it works: " + ExplanationWords.event(en, why.explanation)), PuzzleWords.why(en, h.puzzle))
        assertEquals(listOf("किन मिल्छ: " + ExplanationWords.event(ne, why.explanation)), PuzzleWords.why(ne, h.puzzle))
    }

    @Test
    fun theSolutionIsReplayedStepByStepFromThePuzzlesPosition() = trained().use { h ->
        h.firstPuzzle(3)
        val start = h.puzzle.table.game
        val line = h.puzzle.puzzle.line
        h.on { puzzles.showSolution() }
        assertEquals(PuzzleStage.SOLUTION, h.puzzle.stage)
        val replay = h.puzzle.solution ?: error("the solution is a replay")
        assertEquals(0, replay.step)
        assertEquals(start.board, h.puzzle.board.game.board)
        assertEquals("The solution: the puzzle's position", replay.words(en))
        assertEquals(line.map { it.notation }, replay.moves.map { it.notation })
        h.on { puzzles.stepSolution(LineReplay::forward) }
        assertEquals(line[0].notation, h.puzzle.board.game.lastMove?.notation)
        assertEquals("The solution: half move 1 of ${line.size}, ${line[0].notation}", h.puzzle.solution!!.words(en))
        assertFalse("nobody moves in a replay", h.puzzle.board.humanToMove)
        h.on { puzzles.stepSolution(LineReplay::last) }
        val end = h.puzzle.solution!!
        assertTrue(end.atLast)
        // A solved puzzle ends the game: its end (a capture or the trap) is marked.
        if (end.board.isOver) {
            assertEquals(line.size, end.eventStep)
            assertTrue(end.marks.isNotEmpty())
        }
        h.on { puzzles.retry() }
        assertNull(h.puzzle.solution)
        assertEquals(start.board, h.puzzle.board.game.board)
    }

    @Test
    fun anAnalysisMoveTappedIsExplainedAndItsLinePlayedOnTheBoard() {
        TestTables.loadG3()
        Engine.fromRecord(G3Positions.byVerdict.getValue(Verdict.WIN)).use { start ->
            Harness().use { h ->
                h.on { analysis.open(start.snapshot(), start.settings()) }
                h.idle()
                runBlocking { withTimeout(120_000) { h.c.analysis.awaitValues() } }
                val values = h.c.analysis.state.value!!.values as? MoveValues.Known ?: error("no values")
                // The worst move: a slip, so its explanation names the better ones.
                val worst = AnalysisBoard.ordered(values.moves).last().move.notation
                h.on {
                    analysis.explain(worst)
                    assertEquals(Why.Computing, analysis.state.value!!.why!!.why)
                    // Back to the list before the answer: the request is cancelled and nothing arrives.
                    analysis.closeWhy()
                }
                assertTrue(h.whyHandles.single().isCancelled())
                h.idle()
                assertNull(h.c.analysis.state.value!!.why)

                h.on { analysis.explain(worst) }
                h.idle()
                val open = h.c.analysis.state.value!!.why ?: error("the move stays open")
                val shown = open.why as? Why.Shown ?: error("the G = 3 table explains $worst: ${open.why}")
                assertEquals(worst, shown.explanation.mv.notation)
                val line = open.line ?: error("its line is on the board")
                val after = Engine.fromRecord(start.record()).use { it.playNotation(worst) }
                assertEquals(after.board, h.c.analysis.state.value!!.board.game.board)
                assertEquals(shown.explanation.line.map { it.notation }, line.moves.map { it.notation })
                // The board is not played on while the line is shown.
                assertFalse(h.c.analysis.state.value!!.board.humanToMove)
                h.on { analysis.stepWhy(LineReplay::forward) }
                assertEquals(line.boards[1], h.c.analysis.state.value!!.board.game)
                h.on { analysis.closeWhy() }
                val back = h.c.analysis.state.value!!
                assertNull(back.why)
                assertEquals(start.snapshot().board, back.board.game.board)
                assertTrue("the list is back with its values", back.values is MoveValues.Known)
            }
        }
    }

    @Test
    fun anExplainerDropsWhatIsCancelledOrClosedAndNamesWhatIsNotCovered() {
        val executor = java.util.concurrent.Executors.newSingleThreadExecutor()
        val main = executor.asCoroutineDispatcher()
        // What would crash the app on the phone is caught here, to be seen.
        val crashes = java.util.concurrent.CopyOnWriteArrayList<Throwable>()
        val scope = CoroutineScope(SupervisorJob() + main + CoroutineExceptionHandler { _, e -> crashes += e })
        val answers = java.util.concurrent.CopyOnWriteArrayList<Why>()
        try {
            val explainer = Explainer(scope, Dispatchers.Default)
            fun ask(work: (uniffi.baghchal.CancelHandle) -> uniffi.baghchal.MoveExplanation?) {
                val job = runBlocking(main) {
                    explainer.request(work) { answers += it }
                    explainer.working
                }
                // The answer (if any) is handed over inside the request's job.
                runBlocking { withTimeout(10_000) { job?.join() } }
            }
            ask { null }
            assertEquals(listOf<Why>(Why.NotCovered), answers)
            ask { throw BaghchalException.GameOver() }
            assertEquals(listOf<Why>(Why.NotCovered, Why.NotCovered), answers)
            // Cancelled, or the game closed under it: nothing arrives, and nothing crashes.
            ask { throw BaghchalException.Cancelled() }
            ask { throw IllegalStateException("Game object has already been destroyed") }
            assertEquals(2, answers.size)
            assertEquals(emptyList<Throwable>(), crashes)
            val shown = explanationOf(Evaluation(Verdict.WIN, 3u), Evaluation(Verdict.DRAW, null))
            ask { shown }
            assertEquals(Why.Shown(shown), answers.last())
        } finally {
            executor.shutdown()
        }
    }
}
