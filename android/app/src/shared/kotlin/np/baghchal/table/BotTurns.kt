package np.baghchal.table

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.Engine
import np.baghchal.app.MoveView
import np.baghchal.app.Speed
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Level
import kotlin.random.Random

/**
 * The bot's turns: its search runs on [dispatcher] with a cancel handle of
 * its own, and a turn takes at least [pauseMillis] at 1× speed (less at 2×
 * and 4×), so its move can be followed; the move is handed back on
 * [scope]'s thread. The table decides when a turn starts and what its move
 * does; this holder only searches, paces and stops.
 *
 * Every function must be called on [scope]'s thread.
 */
class BotTurns(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val random: Random,
    /** How long a turn takes at least at 1× speed. */
    private val pauseMillis: Long,
    /** Makes the handle each search can be stopped with; tests watch it being cancelled. */
    private val newCancelHandle: () -> CancelHandle,
) {
    private var job: Job? = null
    private var cancel: CancelHandle? = null

    /** The turn under way (searching or pausing), if any. */
    val running: Job? get() = job?.takeIf { it.isActive }

    /**
     * Searches [engine]'s move at [level]. Once found, and after the rest of
     * the turn's pause at the [speed] then chosen, [play] gets it, unless the
     * turn was cancelled or [stillCurrent] says the game it was for is gone.
     */
    fun start(engine: Engine, level: Level, speed: () -> Speed, stillCurrent: () -> Boolean, play: (MoveView) -> Unit) {
        val handle = newCancelHandle()
        cancel = handle
        val seed = random.nextLong()
        job = scope.launch {
            val started = System.nanoTime()
            val move = try {
                withContext(dispatcher) { engine.botMove(level, seed, handle) }
            } catch (e: BaghchalException) {
                // Cancelled (we left or took back) or the game changed under us: nothing to play.
                return@launch
            }
            val pause = pauseMillis / speed().factor - (System.nanoTime() - started) / 1_000_000
            if (pause > 0) delay(pause)
            if (!stillCurrent()) return@launch
            // This turn is done; clear it so the next bot turn (watch mode) can start.
            job = null
            cancel = null
            play(move)
        }
    }

    /** Stops the turn under way, if any: its search is cancelled and its move never played. */
    fun cancel() {
        cancel?.cancel()
        cancel = null
        job?.cancel()
        job = null
    }
}
