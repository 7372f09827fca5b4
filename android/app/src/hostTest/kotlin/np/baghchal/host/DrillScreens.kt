package np.baghchal.host

import np.baghchal.app.MemoryStorage
import np.baghchal.drills.DrillStage
import np.baghchal.games.GameHistory
import np.baghchal.table.ReviewStep
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Test

/**
 * Screenshots of issue 42 §4 (English light, Nepali dark): "Your games" with
 * "Practise my slips", a kept game's review on the player's slip with
 * "Practise this slip", a drill, and a wrong answer with its refutation
 * played. Apart from [RenderScreens] so they can be rendered on their own.
 */
class DrillScreens {
    private val shots = RenderScreens()

    @Test
    fun drills() = Harness(storage = MemoryStorage(mapOf(GameHistory.KEY to slipHistory()))).use { h ->
        h.on { openGames() }
        h.idle()
        shots.renderPair("21_games_slips", h)
        val listing = h.c.games.state.value!!.read!!.history.games.first()
        h.on { games.openGame(listing) }
        h.idle()
        h.on { games.step(ReviewStep.FIRST_MARK) }
        assertNotNull(np.baghchal.drills.DrillWords.slipShown(h.c.games.state.value!!.read, h.c.games.state.value!!.open!!))
        shots.renderPair("21_review_slip", h)
        h.on { closeDrill(); games.closeGame() }
        h.on { practiseSlips() }
        shots.renderPair("21_drill", h)
        h.answer(slipAnswer(h.c.drills.state.value!!.drill))
        assertEquals(DrillStage.WRONG, h.c.drills.state.value!!.stage)
        shots.renderPair("21_drill_wrong", h)
    }
}
