package np.baghchal.table

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.Engine

/**
 * The open review of a finished game ([Review]) and the search for its
 * marks: finding them probes the endgame table at every position of the
 * game, so it runs on [dispatcher], and runs again when a table arrives (one
 * loaded since can judge more moves) or after a pause cut it short, so the
 * marks never stay missing. [update] shows each new review state (null:
 * closed) on [scope]'s thread.
 *
 * Every function must be called on [scope]'s thread.
 */
class ReviewSession(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val update: ((ReviewState?) -> ReviewState?) -> Unit,
) {
    private var review: Review? = null
    private var job: Job? = null

    /** True once the open review's marks have been found for the tables loaded then. */
    private var marked = false

    /** True while a review is open. */
    val isOpen: Boolean get() = review != null

    /** The marks' search while it runs; for tests. */
    val searching: Job? get() = job?.takeIf { it.isActive }

    /** Opens the review of [engine]'s finished game on its final position; its marks follow. */
    fun open(engine: Engine) {
        val r = Review(engine)
        review = r
        update { r.open() }
        findMarks(engine)
    }

    /** Steps the open review from [current]. */
    fun step(current: ReviewState, step: ReviewStep) {
        val r = review ?: return
        update { r.step(current, step) }
    }

    /** Closes the review (back to the end card). */
    fun close() {
        stop()
        review = null
        update { null }
    }

    /** Forgets the review without showing anything: its game is going away. */
    fun drop() {
        stop()
        review = null
    }

    /** Stops the marks' search (the app pauses, or the table moves on). */
    fun stop() {
        job?.cancel()
        job = null
    }

    /** The app is back: marks a pause kept from being found are looked for again. */
    fun resumed(engine: Engine) {
        if (review != null && !marked) findMarks(engine)
    }

    /**
     * A table arrived: the open review's verdicts are read again at once and
     * its marks looked for again, now or ([paused]) once the app is back.
     */
    fun tablesLoaded(engine: Engine, paused: Boolean) {
        val r = review ?: return
        update { current -> current?.let { r.at(it.index) } }
        if (paused) marked = false else findMarks(engine)
    }

    private fun findMarks(engine: Engine) {
        val r = review ?: return
        marked = false
        job?.cancel()
        job = scope.launch {
            val marks = try {
                withContext(dispatcher) { engine.reviewMarks() }
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                // The game was closed under the search (the table left): nothing to mark.
                return@launch
            }
            if (review !== r) return@launch
            val withMarks = r.withMarks(marks)
            review = withMarks
            marked = true
            update { current -> current?.let { withMarks.at(it.index) } }
        }
    }
}
