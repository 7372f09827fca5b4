package np.baghchal.game

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
) {
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
    private val total = engine.snapshot().moveLog.size
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
        return ReviewState(index = i, total = total, position = engine.positionAt(i), marks = marks)
    }
}
