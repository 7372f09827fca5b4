package np.baghchal.table

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.Engine
import np.baghchal.app.MoveView
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Level
import kotlin.random.Random

/** The hint as the table shows it. */
data class HintState(
    /** The move shown on the board; null when no hint is shown. */
    val move: MoveView? = null,
    /** True while Perfect searches for the hint. */
    val searching: Boolean = false,
    /** Hints shown in the current game; saved with the game. */
    val used: Int = 0,
)

/**
 * Hints: asks Perfect for the move of the side to move off the main thread,
 * with a cancel handle of its own so the bot's turn and a hint never stop
 * each other. A hint is only ever shown, never played. The table screen's
 * state holder decides when one may be asked for and clears it on every
 * change of position.
 *
 * Every function must be called on [scope]'s thread; [publish] is called
 * there with each new state.
 */
class Hints(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val newCancelHandle: () -> CancelHandle,
    private val random: Random,
    private val publish: (HintState) -> Unit,
) {
    private var job: Job? = null
    private var cancel: CancelHandle? = null

    /** The current hint state. */
    var state: HintState = HintState()
        private set

    /** Starts a search for [engine]'s side to move unless a hint is already shown or coming. */
    fun request(engine: Engine) {
        if (state.searching || state.move != null) return
        val handle = newCancelHandle()
        cancel = handle
        set(state.copy(searching = true))
        val seed = random.nextLong()
        job = scope.launch {
            val move = try {
                withContext(dispatcher) { engine.botMove(Level.PERFECT, seed, handle) }
            } catch (e: BaghchalException) {
                // Cancelled (the position changed) or nothing to find: no mark, no count.
                if (cancel === handle) {
                    cancel = null
                    set(state.copy(searching = false))
                }
                return@launch
            }
            // A clear() while the result was on its way wins: the position it was for is gone.
            if (cancel !== handle) return@launch
            cancel = null
            job = null
            set(state.copy(move = move, searching = false, used = state.used + 1))
        }
    }

    /** Cancels a search and takes the shown hint away; the count stays. */
    fun clear() {
        cancel?.cancel()
        cancel = null
        job?.cancel()
        job = null
        if (state.move != null || state.searching) set(state.copy(move = null, searching = false))
    }

    /** A new or restored game: nothing shown, [used] hints counted so far. */
    fun reset(used: Int) {
        clear()
        set(HintState(used = used))
    }

    /** Suspends until no search is running; for tests. */
    suspend fun awaitIdle() {
        job?.takeIf { it.isActive }?.join()
    }

    private fun set(next: HintState) {
        state = next
        publish(next)
    }
}
