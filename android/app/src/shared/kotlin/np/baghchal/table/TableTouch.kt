package np.baghchal.table

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.Note
import np.baghchal.app.TableState
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.IllegalReason
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

/**
 * The board's touch: taps and drags on points turned into picking a piece
 * up, putting it back, and moves handed to the table's [play]. A move the
 * repetition rule refuses says why with a note that fades after
 * [noteMillis]; every other refusal changes nothing.
 *
 * Every function must be called on [scope]'s thread.
 */
class TableTouch(
    private val scope: CoroutineScope,
    private val feedback: Feedback,
    private val noteMillis: Long,
    /** The game being played, if any. */
    private val engine: () -> Engine?,
    /** The table as it is now. */
    private val table: () -> TableState?,
    /** Changes the table. */
    private val update: ((TableState) -> TableState) -> Unit,
    /** Plays a move through the table: an illegal one changes nothing. */
    private val play: ((Engine) -> BoardView) -> Unit,
    /** The core took a move played behind the table's back (its targets were stale). */
    private val playedAnyway: () -> Unit,
) {
    private var noteJob: Job? = null

    /**
     * A tap on [point]. Places a goat on a placement turn; otherwise picks up
     * one of the player's pieces, moves the picked-up piece, or puts it back.
     * Anything illegal changes nothing.
     */
    fun tap(point: Int) {
        val t = table() ?: return
        if (!t.humanToMove || t.thinking || t.menuOpen || t.confirmingLeave) return
        val picked = t.picked
        when {
            t.placing -> if (point in t.placeHints) play { it.place(point) }
            picked == null -> if (point in t.movable || stuckByRepeat(t, point)) pick(point)
            else -> {
                val target = t.targetAt(point)
                if (target != null) play { it.move(picked, target.to) } else refusedOrPutBack(picked, point)
            }
        }
    }

    /** A tap off the board's points puts a picked-up piece back. */
    fun tapOutside() {
        if (table()?.picked != null) putBack()
    }

    /**
     * A finger starts dragging from [point]. Returns true if that picks up a
     * piece to drag; goats in the pen and pieces that cannot move stay put.
     */
    fun dragStart(point: Int): Boolean {
        val t = table() ?: return false
        if (!t.humanToMove || t.thinking || t.menuOpen || t.confirmingLeave || t.placing) return false
        if (point !in t.movable && !stuckByRepeat(t, point)) return false
        pick(point)
        update { it.copy(dragging = true) }
        return true
    }

    /** The dragged piece is let go over [point] (null: off the points). */
    fun dragEnd(point: Int?) {
        val t = table() ?: return
        val picked = t.picked
        if (!t.dragging || picked == null) return
        val target = point?.let { t.targetAt(it) }
        when {
            target != null -> play { it.move(picked, target.to) }
            point != null -> refusedOrPutBack(picked, point)
            else -> putBack()
        }
    }

    /** Puts a picked-up piece back where it was. */
    fun putBack() = update { it.copy(picked = null, targets = emptyList(), dragging = false) }

    private fun pick(point: Int) {
        val engine = engine() ?: return
        update { it.copy(picked = point, targets = engine.targetsFrom(point), dragging = false) }
        feedback.picked()
    }

    /**
     * True for a piece of the side to move that has no legal move under
     * `forbid`/`forbid3`: it may be picked up (with nowhere marked), so that
     * putting it where the rule forbids can say why instead of doing nothing.
     */
    private fun stuckByRepeat(t: TableState, point: Int): Boolean {
        val rule = engine()?.rules()?.repetition ?: return false
        if (rule != RepetitionRule.FORBID && rule != RepetitionRule.FORBID3) return false
        val piece = if (t.game.toMove == Side.GOAT) Piece.GOAT else Piece.TIGER
        return t.game.phase == Phase.MOVEMENT && t.game.board[point] == piece && point !in t.movable
    }

    /**
     * The picked-up piece was let go on [to], which is not one of its targets.
     * Under `forbid`/`forbid3` the core is asked, so a move refused only for
     * repeating a position can say so; every other refusal stays silent.
     */
    private fun refusedOrPutBack(from: Int, to: Int) {
        putBack()
        val engine = engine() ?: return
        val rule = engine.rules().repetition
        if (rule != RepetitionRule.FORBID && rule != RepetitionRule.FORBID3) return
        if (table()?.game?.board?.getOrNull(to) != Piece.EMPTY) return
        try {
            engine.move(from, to)
        } catch (e: BaghchalException.IllegalMove) {
            if (e.reason == IllegalReason.REPETITION_FORBIDDEN) {
                showNote(if (rule == RepetitionRule.FORBID) Note.REPEAT_FORBIDDEN else Note.REPEAT_FORBIDDEN3)
            }
            return
        } catch (e: BaghchalException) {
            return
        }
        // The core took it after all (targets were stale): it is a move like any other.
        playedAnyway()
    }

    private fun showNote(note: Note) {
        noteJob?.cancel()
        update { it.copy(note = note) }
        noteJob = scope.launch {
            delay(noteMillis)
            update { it.copy(note = null) }
        }
    }
}
