package np.baghchal.app

import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.DrillGoal
import uniffi.baghchal.DrillJudgement
import uniffi.baghchal.EndReason
import uniffi.baghchal.Game
import uniffi.baghchal.GameResult
import uniffi.baghchal.Level
import uniffi.baghchal.MoveExplanation
import uniffi.baghchal.MoveInfo
import uniffi.baghchal.MoveValue
import uniffi.baghchal.MoveValueSink
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Settings
import uniffi.baghchal.Setup
import uniffi.baghchal.Side
import uniffi.baghchal.Snapshot
import uniffi.baghchal.TextTag
import uniffi.baghchal.Verdict
import uniffi.baghchal.defaultSettings

/** Point helpers: index = row * 5 + col, col 0..4 = a..e, row 0..4 = ranks 1..5 from the bottom. */
object Points {
    /** Number of points on the board. */
    const val COUNT = 25

    /** Column 0..4 (a..e) of [point]. */
    fun col(point: Int): Int = point % 5

    /** Row 0..4 (rank 1..5) of [point]. */
    fun row(point: Int): Int = point / 5

    /** The move-log name of [point], e.g. "c3". */
    fun name(point: Int): String = "${'a' + col(point)}${row(point) + 1}"
}

/** A move as the UI needs it: plain ints. */
data class MoveView(
    val notation: String,
    val side: Side,
    val from: Int?,
    val to: Int,
    val captured: Int?,
)

/** Everything the UI shows about a position, copied out of the core's snapshot. */
data class BoardView(
    val board: List<Piece>,
    val toMove: Side,
    val phase: Phase,
    val goatsInHand: Int,
    val goatsOnBoard: Int,
    val captured: Int,
    val goatsToWin: Int,
    val tigersTrapped: Int,
    val halfMoves: Int,
    val result: GameResult,
    val reason: EndReason?,
    val lastMove: MoveView?,
    val moveLog: List<String>,
    val canUndo: Boolean,
) {
    /** True once the game has a result. */
    val isOver: Boolean get() = result != GameResult.ONGOING
}

/** A destination for a picked-up piece; [jumpOver] is the goat a leap eats. */
data class TargetView(val to: Int, val jumpOver: Int?)

/** The rules a table is played with; the subset of the core's settings the app offers. */
data class Rules(val goatsToWin: Int, val repetition: RepetitionRule) {
    /** The core's full settings for these rules: its defaults for everything the app does not offer. */
    fun settings(): Settings = defaultSettings().copy(goatsToWin = goatsToWin.toUByte(), repetition = repetition)
}

/**
 * The endgame table's word on a position, for the side to move: [distance]
 * is in half moves (quickest win, longest loss), null for a draw or when
 * [verdict] is unknown (no loaded table applies).
 */
data class EvaluationView(val verdict: Verdict, val distance: Int?)

/**
 * One legal move and what it is worth to the side that plays it: [distance]
 * in half moves from the endgame table in the movement phase, null for a
 * draw, an unknown value and every placement value.
 */
data class MoveValueView(val move: MoveView, val verdict: Verdict, val distance: Int?)

/**
 * The only place that talks to the generated UniFFI API. Every rule and every
 * bot decision comes from the Rust core; this converts its unsigned types to
 * the Ints the UI uses. Calls throw [BaghchalException] exactly as the core does.
 */
class Engine private constructor(private val game: Game) : AutoCloseable {
    /** A copy of the current position. */
    fun snapshot(): BoardView = game.snapshot().toView()

    /** The serialized game, readable by [fromRecord]. */
    fun record(): String = game.recordJson()

    /** Points a goat may be placed on now (empty unless the goats are placing). */
    fun placementTargets(): Set<Int> = game.placementTargets().map { it.toInt() }.toSet()

    /** Points holding a piece of the side to move that has at least one legal move. */
    fun movablePieces(): Set<Int> = game.movablePieces().map { it.toInt() }.toSet()

    /** Legal destinations of the piece on [from]. */
    fun targetsFrom(from: Int): List<TargetView> =
        game.targetsFrom(from.toUByte()).map { TargetView(it.to.toInt(), it.jumpOver?.toInt()) }

    /** Places a goat on [to]. */
    fun place(to: Int): BoardView = game.place(to.toUByte()).toView()

    /** Moves the piece on [from] to [to] (a step or a leap). */
    fun move(from: Int, to: Int): BoardView = game.movePiece(from.toUByte(), to.toUByte()).toView()

    /** Takes back one half move. */
    fun undo(): BoardView = game.undo().toView()

    /**
     * Takes back half moves until one of [humans]'s has been taken back and
     * one of them is to move again: the player's last move and the bot's
     * reply to it (or as far as the game goes back).
     */
    fun takeBackTurn(humans: Set<Side>) {
        var snap = snapshot()
        var undoneHuman = false
        while (snap.canUndo) {
            val lastSide = if ((snap.moveLog.size - 1) % 2 == 0) Side.GOAT else Side.TIGER
            snap = undo()
            if (lastSide in humans) undoneHuman = true
            if (undoneHuman && snap.toMove in humans) break
        }
    }

    /** Ends the game with [side] resigning. */
    fun resign(side: Side): BoardView = game.resign(side).toView()

    /**
     * Searches for the side to move's best move. Blocking and slow on purpose:
     * call it off the main thread. [cancel] stops it early with
     * [BaghchalException.Cancelled].
     */
    fun botMove(level: Level, seed: Long, cancel: CancelHandle): MoveView =
        game.botMove(level, seed.toULong(), cancel).mv.toView()

    /** Plays a move written in notation (`c3`, `b2-c3`, `a1xc3`). */
    fun playNotation(text: String): BoardView = game.playNotation(text).toView()

    /** The rules this game is played with. */
    fun rules(): Rules = game.settings().let { Rules(it.goatsToWin.toInt(), it.repetition) }

    /** Every setting of this game, the ones the app does not offer included. */
    fun settings(): Settings = game.settings()

    /** What the loaded endgame table says for the side to move; quick (one probe), so fine on the main thread. */
    fun evaluate(): EvaluationView = game.evaluate().let { EvaluationView(it.verdict, it.distance?.toInt()) }

    /**
     * Every legal move with its value for the side to move. Quick in the
     * movement phase, seconds in placement from 12 placed, so call it off
     * the main thread; [cancel] stops it with [BaghchalException.Cancelled].
     */
    fun moveValues(cancel: CancelHandle): List<MoveValueView> = game.moveValues(cancel).map { it.toView() }

    /**
     * The same values as [moveValues], each handed to [found] as soon as the
     * core knows it (the quickly settled ones first, in milliseconds), once
     * per legal move, on the calling thread; returns when every value is
     * given. Call it off the main thread; [cancel] stops it with
     * [BaghchalException.Cancelled], and no value is given after the core
     * sees the cancel. [found] must not throw.
     */
    fun moveValuesEach(cancel: CancelHandle, found: (MoveValueView) -> Unit) =
        game.moveValuesEach(
            cancel,
            object : MoveValueSink {
                override fun found(value: MoveValue) = found(value.toView())
            },
        )

    /** The position after the first [halfMoves] half moves of this game (0 = the start). */
    fun positionAt(halfMoves: Int): BoardView = game.positionAt(halfMoves.toUInt()).toView()

    /** Move-log indices of the movement moves that made the table's verdict worse for their side. */
    fun reviewMarks(): List<Int> = game.reviewMarks().map { it.toInt() }

    /** This game as it stood after its first [halfMoves] half moves, as a game of its own (a drill's position). */
    fun gameAt(halfMoves: Int): Engine = Engine(game.gameAt(halfMoves.toUInt()))

    /**
     * Judges the legal move [notation] here as an answer to a drill with
     * [goal]; null where no loaded table covers the position. A few table
     * probes a move of the refutation: call it off the main thread.
     */
    fun judgeDrill(goal: DrillGoal, notation: String, cancel: CancelHandle): DrillJudgement? =
        game.judgeDrill(goal, notation, cancel)

    /**
     * Why the legal move [notation] here is good or bad (issue 43); null
     * where no loaded table covers the position. A table probe per legal
     * move for each half move of its line: call it off the main thread;
     * [cancel] stops it with [BaghchalException.Cancelled].
     */
    fun explainMove(notation: String, cancel: CancelHandle): MoveExplanation? = game.explainMove(notation, cancel)

    /** As [explainMove], for the move played at 0-based log [index] (a review's slip). */
    fun explainPlayedMove(index: Int, cancel: CancelHandle): MoveExplanation? = game.explainPlayedMove(index.toUInt(), cancel)

    /** The game as our game text (docs/game-text.md) with [tags] added; the rules, moves and result are the core's. */
    fun gameText(tags: List<TextTag>): String = game.gameText(tags)

    override fun close() = game.close()

    /** Factories. */
    companion object {
        /** A new game at the starting position. */
        fun new(rules: Rules): Engine = new(rules.settings())

        /** A new game at the starting position with every one of the core's [settings]. */
        fun new(settings: Settings): Engine = Engine(Game(settings))

        /** A game restored from [record]; throws [BaghchalException.BadRecord] if unreadable. */
        fun fromRecord(record: String): Engine = Engine(Game.fromRecord(record))

        /** A game from a position the player entered; throws [BaghchalException.BadSetup] listing its problems. */
        fun fromSetup(setup: Setup, settings: Settings): Engine = Engine(Game.fromSetup(setup, settings))

        /** Wraps a game the core made elsewhere (a puzzle's, a set-up's). */
        internal fun of(game: Game): Engine = Engine(game)
    }
}

private fun MoveValue.toView() = MoveValueView(mv.toView(), verdict, distance?.toInt())

internal fun MoveInfo.toView() = MoveView(
    notation = notation,
    side = side,
    from = from?.toInt(),
    to = to.toInt(),
    captured = captured?.toInt(),
)

private fun Snapshot.toView() = BoardView(
    board = board.toList(),
    toMove = toMove,
    phase = phase,
    goatsInHand = goatsInHand.toInt(),
    goatsOnBoard = goatsOnBoard.toInt(),
    captured = captured.toInt(),
    goatsToWin = goatsToWin.toInt(),
    tigersTrapped = tigersTrapped.toInt(),
    halfMoves = halfMoves.toInt(),
    result = result,
    reason = reason,
    lastMove = lastMove?.toView(),
    moveLog = moveLog.toList(),
    canUndo = canUndo,
)
