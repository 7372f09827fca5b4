package np.baghchal.host

import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Screen
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Level
import uniffi.baghchal.Piece

private const val C3 = 12
private const val B2 = 6

private val watchEasy = TableSetup(mode = Mode.WATCH, level = Level.EASY)
private val playGoatsEasy = TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)

/** Waits (polling, up to [timeoutMillis]) until [done] holds; fails with [what] otherwise. */
private fun waitUntil(what: String, timeoutMillis: Long = 120_000, done: () -> Boolean) {
    val deadline = System.currentTimeMillis() + timeoutMillis
    while (!done()) {
        assertTrue(what, System.currentTimeMillis() < deadline)
        Thread.sleep(20)
    }
}

/** The table off screen (pause and resume) and leaving it only after the player confirms. */
class PauseAndLeaveTests {
    @Test
    fun pausedWatchTablePlaysNoMoveAndResumeCarriesOnFromTheSamePosition() {
        val storage = MemoryStorage()
        // Each bot move takes at least 200 ms, so the game is still young when paused and one more
        // move after resume cannot end it; the next game would only come after a minute.
        Harness(storage = storage, seed = 5, botPauseMillis = 200, nextGameMillis = 60_000).use { h ->
            h.on {
                updateSetup { watchEasy }
                startTable()
            }
            waitUntil("the bots play a few moves") { h.table.game.moveLog.size >= 2 }
            h.on { pause() }
            val paused = h.table
            val saved = storage.contents
            assertFalse("no search is shown while paused", paused.thinking)
            assertTrue("the search in progress was cancelled", h.cancelHandles.last().isCancelled())
            assertEquals("the paused table is saved", "1", saved[TableController.KEY_ACTIVE])
            assertNotNull(saved[TableController.KEY_RECORD])
            // Nothing is pending, so this returns at once; a bot still running would land moves here.
            h.idle(timeoutMillis = 5_000)
            // Long enough for two more moves if the bots were still playing.
            Thread.sleep(600)
            assertEquals("no move while paused", paused.game.moveLog, h.table.game.moveLog)
            assertEquals("nothing written while paused", saved, storage.contents)
            val searches = h.cancelHandles.size

            h.on { resume() }
            waitUntil("the bots play on after resume") { h.table.game.moveLog.size > paused.game.moveLog.size }
            assertTrue("a new search was started", h.cancelHandles.size > searches)
            val log = h.table.game.moveLog
            assertEquals("resume carries on from the same position", paused.game.moveLog, log.take(paused.game.moveLog.size))
            assertEquals(paused.tally, h.table.tally)
        }
    }

    @Test
    fun pauseDuringTheBotsTurnCancelsItsSearchAndResumePlaysIt() = seated(playGoatsEasy).use { h ->
        h.on {
            tapPoint(C3)
            // Same turn of the main thread: the bot's search has been launched but not yet landed.
            pause()
        }
        assertFalse(h.table.thinking)
        assertTrue(h.cancelHandles.last().isCancelled())
        h.idle(timeoutMillis = 5_000)
        assertEquals("only the player's move", listOf("c3"), h.table.game.moveLog)
        assertFalse(h.table.humanToMove)
        // A second pause changes nothing; resume hands the turn back to the bot.
        h.on { pause() }
        // Read in the same turn: the easy bot's move may land as soon as the main thread is free.
        assertTrue("the bot searches again", h.on { resume(); state.value.table!!.thinking })
        h.idle()
        assertEquals("the bot answered", 2, h.table.game.moveLog.size)
        assertEquals("c3", h.table.game.moveLog.first())
        assertTrue(h.table.humanToMove)
        // Resuming when nothing was paused starts nothing.
        h.on { resume() }
        assertFalse(h.table.thinking)
    }

    @Test
    fun pausedPlayerTurnStaysTheSameAndMovesAfterResume() = seated(playGoatsEasy).use { h ->
        h.on { pause() }
        val before = h.table
        h.on { resume() }
        assertEquals("the player's turn is untouched", before, h.table)
        // c3: no tiger stands next to it, so the bot's reply cannot eat it.
        h.on { tapPoint(C3) }
        h.idle()
        assertEquals(Piece.GOAT, h.table.game.board[C3])
        assertEquals("c3", h.table.game.moveLog.first())
        assertEquals(2, h.table.game.moveLog.size)
    }

    @Test
    fun leaveAsksFirstAndStayKeepsTheGame() {
        val storage = MemoryStorage()
        seated(playGoatsEasy, storage = storage).use { h ->
            h.on { tapPoint(C3) }
            h.idle()
            val before = h.table
            h.on { requestLeave() }
            assertTrue(h.table.confirmingLeave)
            assertEquals(Screen.TABLE, h.app.screen)
            assertNotNull("nothing is deleted before the answer", storage.read(TableController.KEY_RECORD))
            // The board takes no touches while the question is up.
            h.on { tapPoint(B2) }
            assertFalse(h.on { dragStart(C3) })
            assertEquals(before.game, h.table.game)
            h.on { cancelLeave() }
            assertFalse(h.table.confirmingLeave)
            assertEquals(before, h.table)
            // Confirming with no question up does nothing.
            h.on { confirmLeave() }
            assertEquals(Screen.TABLE, h.app.screen)
            assertEquals(before, h.table)
        }
        Harness(storage = storage).use { h -> assertEquals("the game is still saved", Screen.TABLE, h.app.screen) }
    }

    @Test
    fun confirmedLeaveEndsTheSittingAndDeletesTheSave() {
        val storage = MemoryStorage()
        seated(playGoatsEasy, storage = storage).use { h ->
            h.on { tapPoint(C3) }
            h.idle()
            h.on {
                setMenuOpen(true)
                requestLeave()
            }
            assertTrue(h.table.menuOpen)
            assertTrue(h.table.confirmingLeave)
            h.on { confirmLeave() }
            assertEquals(Screen.SETUP, h.app.screen)
            assertNull(h.app.table)
            assertNull(storage.read(TableController.KEY_RECORD))
            assertNull(storage.read(TableController.KEY_TALLY))
        }
        Harness(storage = storage).use { h -> assertEquals(Screen.SETUP, h.app.screen) }
    }

    @Test
    fun theLeaveQuestionStaysUpWhileWatchModeStartsTheNextGame() {
        val storage = MemoryStorage()
        Harness(storage = storage, seed = 5, botPauseMillis = 0, nextGameMillis = 0).use { h ->
            h.on {
                updateSetup { watchEasy }
                startTable()
                setMenuOpen(true)
                requestLeave()
            }
            // Two finished games: at least one next game has started behind the question.
            waitUntil("two bot games finish", timeoutMillis = 240_000) { h.table.tally.games >= 2 }
            assertTrue("the question is still up", h.table.confirmingLeave)
            assertTrue("the menu under it is still open", h.table.menuOpen)
            assertEquals(Screen.TABLE, h.app.screen)
            assertNotNull(storage.read(TableController.KEY_RECORD))
            assertTrue(h.on { back() })
            assertFalse(h.table.confirmingLeave)
            assertTrue(h.table.menuOpen)
        }
    }

    @Test
    fun backOnTheTableAsksInsteadOfLeaving() = seated(playGoatsEasy).use { h ->
        h.on { tapPoint(C3) }
        h.idle()
        assertTrue(h.on { back() })
        assertTrue(h.table.confirmingLeave)
        assertEquals(Screen.TABLE, h.app.screen)
        // Back again is "stay".
        assertTrue(h.on { back() })
        assertFalse(h.table.confirmingLeave)
        assertEquals(Screen.TABLE, h.app.screen)
        // With the menu open, Back closes it first.
        h.on { setMenuOpen(true) }
        assertTrue(h.on { back() })
        assertFalse(h.table.menuOpen)
        assertFalse(h.table.confirmingLeave)
        // The question over the menu: Back closes the question, then the menu.
        h.on {
            setMenuOpen(true)
            requestLeave()
        }
        assertTrue(h.on { back() })
        assertTrue(h.table.menuOpen)
        assertFalse(h.table.confirmingLeave)
        assertTrue(h.on { back() })
        assertFalse(h.table.menuOpen)
        assertEquals(listOf("c3"), h.table.game.moveLog.take(1))
        // Off the table Back is the platform's.
        h.on {
            requestLeave()
            confirmLeave()
        }
        assertFalse(h.on { back() })
        assertEquals(Screen.SETUP, h.app.screen)
    }

    @Test
    fun backDuringADragPutsThePieceBack() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.TIGERS, level = Level.EASY)).use { h ->
        val tiger = h.table.movable.first()
        assertTrue(h.on { dragStart(tiger) })
        val dest = h.table.targets.first().to
        assertTrue(h.on { back() })
        assertNull(h.table.picked)
        assertFalse(h.table.dragging)
        // The finger lifts over a target after the swipe: nothing is played.
        h.on { dragEnd(dest) }
        assertEquals(1, h.table.game.moveLog.size)
        assertEquals(Piece.TIGER, h.table.game.board[tiger])
    }
}
