package np.baghchal.table

import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.EvaluationView
import np.baghchal.app.TableState
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.Phase
import uniffi.baghchal.Verdict

/** One step of a game's review. */
data class ReviewState(
    /** Half moves played in the position shown (0 = the start). */
    val index: Int,
    /** Half moves in the whole game. */
    val total: Int,
    /** The position after [index] half moves, counters and last move as they were then. */
    val position: BoardView,
    /** Move-log indices of the moves that threw a result away, by the endgame table; ascending. */
    val marks: List<Int>,
    /** What the loaded endgame table says about [position] for its side to move; null where none applies and at the end. */
    val evaluation: EvaluationView? = null,
    /** On a marked move, why it was a slip (issue 43): being worked out, not covered, or the core's explanation; null elsewhere. */
    val why: Why? = null,
    /** The slip's line, open on the board in place of the reviewed position; null while the review shows the game. */
    val line: LineReplay? = null,
) {
    /** True when the move that led to [position] is a marked slip, so its explanation is shown. */
    val onSlip: Boolean get() = currentMove?.let { it in marks } == true

    /** The move-log index of the move that led to [position]; null at the start. */
    val currentMove: Int? get() = if (index == 0) null else index - 1

    /** True at the start, where there is nothing to step back to. */
    val atStart: Boolean get() = index == 0

    /** True at the final position. */
    val atEnd: Boolean get() = index == total
}

/** A way through the review. */
enum class ReviewStep {
    FIRST,
    BACK,
    FORWARD,
    LAST,

    /** The position right after the first marked move. */
    FIRST_MARK,
}

/**
 * Steps through a finished game without touching it: every position comes
 * from the core's `positionAt`, read from [engine] with nothing played on
 * it, so the game and the tally stay as they are. The marks (the core's
 * `reviewMarks`) are found off the main thread and given with [withMarks];
 * until then there are none.
 */
class Review(private val engine: Engine, marks: List<Int> = emptyList()) {
    private val log = engine.snapshot().moveLog
    private val total = log.size
    private val marks = marks.sorted()

    /** This review with [marks], the move-log indices `reviewMarks` gave. */
    fun withMarks(marks: List<Int>): Review = Review(engine, marks)

    /** The review opens on the final position. */
    fun open(): ReviewState = at(total)

    /** Where [step] leads from [from]. */
    fun step(from: ReviewState, step: ReviewStep): ReviewState = at(
        when (step) {
            ReviewStep.FIRST -> 0
            ReviewStep.BACK -> from.index - 1
            ReviewStep.FORWARD -> from.index + 1
            ReviewStep.LAST -> total
            ReviewStep.FIRST_MARK -> marks.firstOrNull()?.plus(1) ?: from.index
        },
    )

    /** The review at [index] half moves, kept within the game. */
    fun at(index: Int): ReviewState {
        val i = index.coerceIn(0, total)
        val position = engine.positionAt(i)
        return ReviewState(index = i, total = total, position = position, marks = marks, evaluation = evaluationAt(i, position))
    }

    /**
     * The table's word on the position after [halfMoves]. `evaluate()` reads
     * only a live game, so the game is replayed to there in a scratch one
     * (its repetition history included); a few hundred quick calls at most.
     * Placement and the end have no verdict line, so nothing is replayed for them.
     */
    private fun evaluationAt(halfMoves: Int, position: BoardView): EvaluationView? {
        if (position.isOver || position.phase != Phase.MOVEMENT) return null
        return try {
            Engine.new(engine.settings()).use { replay ->
                for (notation in log.subList(0, halfMoves)) replay.playNotation(notation)
                replay.evaluate().takeIf { it.verdict != Verdict.UNKNOWN }
            }
        } catch (e: BaghchalException) {
            // The log does not replay (it always should): no line rather than a wrong one.
            null
        }
    }
}

/**
 * The table as review shows it: the reviewed position with the real seats,
 * so the seat line, the result and the verdict are worded for the player,
 * and nothing to pick, place, move or hint: while a review is open nobody is
 * to move ([TableState.humanToMove]), so no turn line says "your turn" and
 * the board offers no TalkBack action. The last move is drawn still.
 * Without an open review, the table itself.
 */
fun TableState.reviewed(): TableState {
    val review = review ?: return this
    // The slip's line, when open, is shown in place of the game: only watched, the event marked by the board's caller.
    review.line?.let { line -> return line.table().copy(humanSides = humanSides, tally = tally, match = match, review = review) }
    return copy(
        game = review.position,
        picked = null,
        targets = emptyList(),
        placeHints = emptySet(),
        movable = emptySet(),
        dragging = false,
        thinking = false,
        animateLast = false,
        hint = HintState(),
        evaluation = review.evaluation,
    )
}

/** What a review screen does with its slip's line (issue 43): open it, step it, close it. */
class ReviewLine(
    /** "Show the line". */
    val open: () -> Unit,
    /** Back or forward in the open line. */
    val step: ((LineReplay) -> LineReplay) -> Unit,
    /** "Close the line". */
    val close: () -> Unit,
) {
    /** Nothing to do: a screen that offers no line. */
    companion object {
        /** Callbacks that do nothing. */
        val None = ReviewLine({}, {}, {})
    }
}
