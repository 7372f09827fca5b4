package np.baghchal.table

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.Engine
import np.baghchal.why.Explainer
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle

/**
 * The open review of a finished game ([Review]) and the search for its
 * marks: finding them probes the endgame table at every position of the
 * game, so it runs on [dispatcher], and runs again when a table arrives (one
 * loaded since can judge more moves) or after a pause cut it short, so the
 * marks never stay missing. [update] shows each new review state (null:
 * closed) on [scope]'s thread. On a marked slip the core's explanation is
 * asked for on [dispatcher] too (`explainPlayedMove`, cancelled when the
 * review moves on), and its line can be opened on the board ([openLine]).
 *
 * Every function must be called on [scope]'s thread.
 */
class ReviewSession(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val update: ((ReviewState?) -> ReviewState?) -> Unit,
    /** Makes the handle each explanation can be stopped with; tests watch it being cancelled. */
    newCancelHandle: () -> CancelHandle = { CancelHandle() },
) {
    private val explainer = Explainer(scope, dispatcher, newCancelHandle)
    private var engine: Engine? = null
    private var review: Review? = null
    private var job: Job? = null

    /** True once the open review's marks have been found for the tables loaded then. */
    private var marked = false

    /** True while a review is open. */
    val isOpen: Boolean get() = review != null

    /** The marks' search while it runs; for tests. */
    val searching: Job? get() = job?.takeIf { it.isActive }

    /** The slip's explanation while it is worked out; for tests. */
    val explaining: Job? get() = explainer.working

    /** Opens the review of [engine]'s finished game on its final position; its marks follow. */
    fun open(engine: Engine) {
        val r = Review(engine)
        review = r
        this.engine = engine
        show { r.open() }
        findMarks(engine)
    }

    /** Steps the open review from [current]. */
    fun step(current: ReviewState, step: ReviewStep) {
        val r = review ?: return
        show { r.step(current, step) }
    }

    /** Opens the shown slip's line on the board, from the position just after it; nothing until it is explained. */
    fun openLine() {
        val e = engine ?: return
        update { current ->
            val why = current?.why as? Why.Shown ?: return@update current
            val line = try {
                e.gameAt(current.index).use { after -> LineReplay.of(after, why.explanation) }
            } catch (ex: BaghchalException) {
                // The kept game no longer rebuilds to there (it always should): the review stays as it is.
                return@update current
            }
            current.copy(line = line)
        }
    }

    /** Steps the open line ([LineReplay.back], [LineReplay.forward], ...). */
    fun stepLine(step: (LineReplay) -> LineReplay) {
        update { current -> current?.line?.let { current.copy(line = step(it)) } ?: current }
    }

    /** Closes the line: the review shows the game again. */
    fun closeLine() {
        update { current -> current?.copy(line = null) }
    }

    /** Closes the review (back to the end card). */
    fun close() {
        stop()
        review = null
        engine = null
        update { null }
    }

    /** Forgets the review without showing anything: its game is going away. */
    fun drop() {
        stop()
        review = null
        engine = null
    }

    /** Stops the marks' search (the app pauses, or the table moves on). */
    fun stop() {
        job?.cancel()
        job = null
        explainer.cancel()
    }

    /** The app is back: marks a pause kept from being found are looked for again. */
    fun resumed(engine: Engine) {
        if (review != null && !marked) findMarks(engine)
        // An explanation a pause stopped is asked for again.
        if (review != null) show { it }
    }

    /**
     * A table arrived: the open review's verdicts are read again at once and
     * its marks looked for again, now or ([paused]) once the app is back.
     */
    fun tablesLoaded(engine: Engine, paused: Boolean) {
        val r = review ?: return
        show { current -> current?.let { r.at(it.index) } }
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
            show { current -> current?.let { withMarks.at(it.index) } }
        }
    }

    /**
     * Shows [change]'s review state with its slip's explanation: kept when
     * the review stays on the same slip (the marks or tables arrived), else
     * asked for afresh; off a slip nothing is asked and a running request is
     * cancelled. An open line is kept only on the same slip.
     */
    private fun show(change: (ReviewState?) -> ReviewState?) {
        var shown: ReviewState? = null
        update { current ->
            val next = change(current)
            val same = next != null && current != null && next.index == current.index
            shown = when {
                next == null || !next.onSlip -> next?.copy(why = null, line = null)
                same && current?.why is Why.Shown -> next.copy(why = current.why, line = current.line)
                else -> next.copy(why = Why.Computing, line = null)
            }
            shown
        }
        val now = shown
        val e = engine
        if (now == null || e == null || now.why != Why.Computing) {
            if (now?.why == null) explainer.cancel()
            return
        }
        val move = now.currentMove ?: return
        explainer.request({ handle -> e.explainPlayedMove(move, handle) }) { why ->
            update { current -> if (current != null && current.currentMove == move && current.onSlip) current.copy(why = why) else current }
        }
    }
}
