package np.baghchal.host

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.MoveView
import np.baghchal.app.Rules
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.table.HintState
import np.baghchal.table.Hints
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Level
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import kotlin.random.Random

/** The hint: Perfect's move for the player, shown and never played. */
class HintTests {
    /** Asks for a hint on [h]'s table and waits for it. */
    private fun hintOf(h: Harness): MoveView {
        h.on { requestHint() }
        h.idle()
        return h.table.hint.move ?: error("no hint was found")
    }

    private fun assertLegal(engine: Engine, move: MoveView) {
        val from = move.from
        if (from == null) {
            assertTrue("placement hint ${move.notation} is legal", move.to in engine.placementTargets())
        } else {
            assertTrue("hint ${move.notation} is legal", engine.targetsFrom(from).any { it.to == move.to })
        }
    }

    @Test
    fun aHintIsALegalMoveAndNeverPlaysItself() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)).use { h ->
        val rng = Random(3)
        repeat(3) {
            h.playRandomHumanMove(rng)
            h.idle()
        }
        val before = h.table.game
        val hint = hintOf(h)
        Engine.fromRecord(recordOf(h)).use { assertLegal(it, hint) }
        // Nothing was played: same log, same board, still the player's turn, and it stays so.
        Thread.sleep(300)
        h.idle()
        assertEquals(before.moveLog, h.table.game.moveLog)
        assertEquals(before.board, h.table.game.board)
        assertTrue(h.table.humanToMove)
        assertEquals(1, h.table.hint.used)
        // The hint is the player's to play: playing it clears the mark.
        h.on {
            val from = hint.from
            if (from == null) tapPoint(hint.to) else { tapPoint(from); tapPoint(hint.to) }
        }
        h.idle()
        assertNull("the mark goes with the move", h.table.hint.move)
        assertEquals(hint.notation, h.table.game.moveLog[before.moveLog.size])
    }

    @Test
    fun inAMovementPositionTheTableRatesTheHintKeepsItsValue() {
        for ((verdict, record) in G3Positions.byVerdict) {
            val side = Engine.fromRecord(record).use { it.snapshot().toMove }
            restored(record, Mode.PLAY, setOf(side)).use { h ->
                assertEquals(verdict, h.table.evaluation?.verdict)
                val before = h.table.evaluation!!
                val hint = hintOf(h)
                Engine.fromRecord(record).use { e ->
                    assertLegal(e, hint)
                    val from = hint.from
                    if (from == null) e.place(hint.to) else e.move(from, hint.to)
                    val after = e.snapshot()
                    // The mover's value after its move, seen from the other side to move (or the result).
                    val kept = if (after.isOver) {
                        when (after.result) {
                            uniffi.baghchal.GameResult.DRAW -> Verdict.DRAW
                            else -> if ((after.result == uniffi.baghchal.GameResult.GOATS_WIN) == (side == Side.GOAT)) Verdict.WIN else Verdict.LOSS
                        }
                    } else {
                        when (e.evaluate().verdict) {
                            Verdict.WIN -> Verdict.LOSS
                            Verdict.LOSS -> Verdict.WIN
                            else -> e.evaluate().verdict
                        }
                    }
                    assertEquals("a $verdict position's hint ${hint.notation} keeps it", verdict, kept)
                    if (verdict == Verdict.WIN && !after.isOver) {
                        assertEquals("the quickest win", before.distance!! - 1, e.evaluate().distance)
                    }
                }
            }
        }
    }

    @Test
    fun offeredToThePlayerOnlyOnTheirTurnAndNeverWhenWatching() {
        Harness().use { h ->
            h.on {
                updateSetup { TableSetup(mode = Mode.WATCH, level = Level.EASY) }
                startTable()
            }
            assertFalse(h.on { hintOffered() })
            h.on { requestHint() }
            assertTrue(h.hintHandles.isEmpty())
            h.on { leaveTable() }
        }
        seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
            assertTrue("goats, passing the phone", h.on { hintOffered() })
            h.on { tapPoint(12) }
            assertTrue("and the tigers", h.on { hintOffered() })
            assertEquals(Side.TIGER, h.table.game.toMove)
        }
        // Against the bot: not while the bot thinks (it is not the player's turn).
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), pause = 5_000).use { h ->
            h.on { tapPoint(12) }
            assertTrue(h.table.thinking)
            assertFalse(h.on { hintOffered() })
        }
    }

    @Test
    fun cancellationLeavesNoMark() {
        // A search held back until after the clear: it ends cancelled and shows nothing.
        val executor = Executors.newSingleThreadExecutor()
        val main = Executors.newSingleThreadExecutor()
        val gate = CountDownLatch(1)
        executor.execute { gate.await() }
        val scope = CoroutineScope(SupervisorJob() + main.asCoroutineDispatcher())
        val handles = mutableListOf<CancelHandle>()
        val published = mutableListOf<HintState>()
        try {
            Engine.new(Rules(5, RepetitionRule.DRAW3)).use { engine ->
                val hints = runBlocking(main.asCoroutineDispatcher()) {
                    Hints(scope, executor.asCoroutineDispatcher(), { CancelHandle().also { handles += it } }, Random(1)) { published += it }
                        .also { it.request(engine) }
                }
                assertTrue(hints.state.searching)
                runBlocking(main.asCoroutineDispatcher()) { hints.clear() }
                assertTrue("the search was cancelled", handles.single().isCancelled())
                gate.countDown()
                runBlocking(main.asCoroutineDispatcher()) { hints.awaitIdle() }
                Thread.sleep(200)
                assertEquals(HintState(), hints.state)
                assertTrue("no move was ever shown", published.all { it.move == null })
            }
        } finally {
            scope.cancel()
            executor.shutdownNow()
            main.shutdownNow()
        }
    }

    @Test
    fun moveTakeBackLeaveAndPauseClearTheHint() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)).use { h ->
        hintOf(h)
        h.on { pause() }
        assertNull("pause clears it", h.table.hint.move)
        h.on { resume() }
        h.on { requestHint() }
        // A move at once: the search in flight is cancelled, or its hint cleared; no mark either way.
        h.on { tapPoint(h.table.placeHints.first()) }
        h.idle()
        assertNull(h.table.hint.move)
        assertFalse(h.table.hint.searching)
        assertTrue("the hint search was stopped", h.hintHandles.last().isCancelled() || h.table.hint.used == 2)
        hintOf(h)
        h.on { takeBack() }
        assertNull("take back clears it", h.table.hint.move)
        hintOf(h)
        h.on {
            requestLeave()
            confirmLeave()
        }
        assertNull(h.app.table)
    }

    @Test
    fun theCountIsSavedWithTheGameAndReachesTheEndCardAndTally() {
        val storage = MemoryStorage()
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), storage = storage).use { h ->
            hintOf(h)
            h.on { tapPoint(h.table.placeHints.first()) }
            h.idle()
            hintOf(h)
            assertEquals(2, h.table.hint.used)
        }
        // Killed and restored: the count is still there, the marks are not.
        Harness(storage = storage).use { h ->
            h.idle()
            assertEquals(2, h.table.hint.used)
            assertNull(h.table.hint.move)
            h.on { resign() }
            val en = HostResources.strings(np.baghchal.i18n.Language.ENGLISH)
            val ne = HostResources.strings(np.baghchal.i18n.Language.NEPALI)
            assertEquals("2 hints used in this game", np.baghchal.table.endHintsLine(en, h.table))
            assertEquals("यो खेलमा २ सुझाव लिइए", np.baghchal.table.endHintsLine(ne, h.table))
            assertEquals(2, h.table.tally.hints)
            assertTrue(np.baghchal.table.tallyLines(en, h.table, Mode.PLAY).contains("2 hints used at this table"))
            h.on { playAgain() }
            assertEquals("a new game counts from zero", 0, h.table.hint.used)
            assertNull(np.baghchal.table.endHintsLine(en, h.table))
        }
        assertEquals("2", storage.read(TableController.KEY_TALLY)?.split(",")?.get(6))
    }
}

/** The saved record of [h]'s game. */
private fun recordOf(h: Harness): String = h.storage.read(TableController.KEY_RECORD) ?: error("no saved game")
