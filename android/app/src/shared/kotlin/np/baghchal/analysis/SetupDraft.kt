package np.baghchal.analysis

import np.baghchal.app.BoardView
import uniffi.baghchal.Piece
import uniffi.baghchal.Settings
import uniffi.baghchal.Setup
import uniffi.baghchal.SetupProblem
import uniffi.baghchal.Side
import uniffi.baghchal.checkSetup

/**
 * A position being entered on the analysis board: what stands on each
 * point, the piece a tap puts down ([brush]), the side to move and the goat
 * counts, with every problem the core finds in it ([problems], empty when a
 * game can start from it). The core checks it after every change, which
 * takes microseconds.
 */
data class SetupDraft(
    val board: List<Piece>,
    val toMove: Side,
    val goatsInHand: Int,
    val goatsEaten: Int,
    val settings: Settings,
    val brush: Piece = Piece.TIGER,
    val problems: List<SetupProblem> = emptyList(),
) {
    /** The core's record of this set-up. */
    fun setup(): Setup = Setup(board, toMove, goatsInHand.toUByte(), goatsEaten.toUByte())

    /** A tap on [point]: it takes the brush's piece, or is cleared if it already holds it. */
    fun tap(point: Int): SetupDraft {
        if (point !in board.indices) return this
        val piece = if (board[point] == brush) Piece.EMPTY else brush
        return copy(board = board.toMutableList().also { it[point] = piece }).checked()
    }

    /** The piece the next tap puts down ([Piece.EMPTY] clears). */
    fun withBrush(piece: Piece): SetupDraft = copy(brush = piece)

    /** The side to move. */
    fun withToMove(side: Side): SetupDraft = copy(toMove = side).checked()

    /** Goats in hand, kept within 0..20. */
    fun withGoatsInHand(count: Int): SetupDraft = copy(goatsInHand = count.coerceIn(0, GOATS)).checked()

    /** Goats eaten, kept within 0..20. */
    fun withGoatsEaten(count: Int): SetupDraft = copy(goatsEaten = count.coerceIn(0, GOATS)).checked()

    /** This draft with its problems found again by the core. */
    fun checked(): SetupDraft = copy(problems = checkSetup(setup(), settings))

    /** Factories. */
    companion object {
        private const val GOATS = 20

        /** The set-up of [position] under [settings], checked. */
        fun of(position: BoardView, settings: Settings): SetupDraft = SetupDraft(
            board = position.board,
            toMove = position.toMove,
            goatsInHand = position.goatsInHand,
            goatsEaten = position.captured,
            settings = settings,
        ).checked()
    }
}
