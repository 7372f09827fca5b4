package np.baghchal.why

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.MoveExplanation

/**
 * Asks the core for one explanation at a time, off the main thread, as the
 * drills ask `judgeDrill`: a new request (or [cancel]) cancels the one
 * running, whose answer is then dropped. Every function must be called on
 * [scope]'s thread; answers come back on it.
 */
class Explainer(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    /** Makes the handle each request can be stopped with; tests watch it being cancelled. */
    private val newCancelHandle: () -> CancelHandle = { CancelHandle() },
) {
    private var cancelHandle: CancelHandle? = null
    private var job: Job? = null

    /** The request running, if any; for tests. */
    val working: Job? get() = job?.takeIf { it.isActive }

    /**
     * Runs [work] on the dispatcher and hands its answer to [done]: [Why.Shown],
     * or [Why.NotCovered] for null or a move the core will not explain. A
     * cancelled request calls nothing.
     */
    fun request(work: (CancelHandle) -> MoveExplanation?, done: (Why) -> Unit) {
        cancel()
        val handle = newCancelHandle()
        cancelHandle = handle
        job = scope.launch {
            val why = withContext(dispatcher) {
                try {
                    work(handle)?.let { Why.Shown(it) } ?: Why.NotCovered
                } catch (e: BaghchalException) {
                    // Cancelled: the screen moved on. Anything else (a game changed under it): nothing to explain.
                    if (e is BaghchalException.Cancelled) null else Why.NotCovered
                } catch (e: IllegalStateException) {
                    // The game was closed under the request (the screen moved on before it started): dropped, never a crash.
                    null
                }
            }
            if (why != null && cancelHandle === handle) {
                cancelHandle = null
                done(why)
            }
        }
    }

    /** Stops the request running; its answer never arrives. */
    fun cancel() {
        cancelHandle?.cancel()
        cancelHandle = null
        job?.cancel()
        job = null
    }
}
