package np.baghchal.host

import np.baghchal.analysis.MoveValueSource
import np.baghchal.app.Engine
import np.baghchal.app.MoveValueView
import uniffi.baghchal.CancelHandle
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Semaphore
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/**
 * The core's analysis values ([MoveValueSource.CORE]), each held on the
 * worker thread until the test lets it through with [release], so a test
 * sees the board between two values. A value held when its search is
 * cancelled goes through anyway, as one already on its way when the position
 * changed would: [late] counts those.
 */
class HandedValues : MoveValueSource {
    private val permits = Semaphore(0)

    /** The searches with a value held now, by their handles. */
    private val holding: MutableList<CancelHandle> = CopyOnWriteArrayList()

    /** Every value let through to the board, oldest first (late ones included). */
    val handed: MutableList<MoveValueView> = CopyOnWriteArrayList()

    /** Values let through after their search was cancelled. */
    val late = AtomicInteger()

    override fun each(engine: Engine, cancel: CancelHandle, found: (MoveValueView) -> Unit) =
        MoveValueSource.CORE.each(engine, cancel) { value ->
            holding += cancel
            try {
                while (true) {
                    // The cancel first: a permit is never spent on a search that is over.
                    if (cancel.isCancelled()) {
                        late.incrementAndGet()
                        break
                    }
                    if (permits.tryAcquire(10, TimeUnit.MILLISECONDS)) break
                }
            } finally {
                holding -= cancel
            }
            handed += value
            found(value)
        }

    /** Lets [count] more values through. */
    fun release(count: Int = 1) = permits.release(count)

    /** Waits until a search still running holds a value (the core has found one the board has not been given). */
    fun awaitHeld(timeoutMillis: Long = 60_000) = awaitTrue(timeoutMillis, "a value held") { holding.any { !it.isCancelled() } }

    /** Waits until [count] values have gone through late. */
    fun awaitLate(count: Int, timeoutMillis: Long = 60_000) = awaitTrue(timeoutMillis, "$count late values") { late.get() >= count }

    private fun awaitTrue(timeoutMillis: Long, what: String, test: () -> Boolean) {
        val end = System.nanoTime() + timeoutMillis * 1_000_000
        while (!test()) {
            check(System.nanoTime() < end) { "waited $timeoutMillis ms for $what" }
            Thread.sleep(5)
        }
    }
}
