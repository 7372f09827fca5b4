package np.baghchal.host

import np.baghchal.app.MemoryStorage
import np.baghchal.games.GameHistory
import np.baghchal.i18n.Language
import np.baghchal.table.ReviewStep
import np.baghchal.table.reviewed
import np.baghchal.why.ExplanationWords
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Each screen's explanation state (issue 43 §2): asked off the main thread, cancelled on change, shown, its line opened and closed. */
class WhyScreensTests {
    private val en = HostResources.strings(Language.ENGLISH)

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
}
