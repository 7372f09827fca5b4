package np.baghchal.why

import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.MoveView
import np.baghchal.app.TableState
import np.baghchal.i18n.Strings
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.EndReason
import uniffi.baghchal.LineEvent
import uniffi.baghchal.MoveExplanation
import uniffi.baghchal.Piece

/** What a replay shows, which decides its words. */
enum class LineKind {
    /** Best play after an explained move (review, analysis board). */
    LINE,

    /** A puzzle's solution from the puzzle's position. */
    SOLUTION,
}

/**
 * A line of moves played on the board step by step: [boards] holds the
 * start (step 0) and the position after each of [moves], all played by the
 * core on a copy of the game (no rule is re-implemented here). [step] runs
 * 0..[moves].size; [eventStep] is the step where the decisive event
 * happens, and [eventMarks] the points marked there: the eaten goat's and
 * the tiger's for a capture, every tiger for a trap. Immutable: each move
 * returns the replay at its new step.
 */
data class LineReplay(
    val kind: LineKind,
    val moves: List<MoveView>,
    val boards: List<BoardView>,
    val eventStep: Int?,
    val eventMarks: Set<Int>,
    val step: Int = 0,
    /** Changes with every step, so the board knows a move to slide. */
    val serial: Int = 0,
    /** True when the last step went forward: only then does the board slide the move in. */
    val slides: Boolean = false,
) {
    /** The position the line starts from. */
    val start: BoardView get() = boards.first()

    /** The position at [step]. */
    val board: BoardView get() = boards[step]

    /** True at the start, where [back] does nothing. */
    val atFirst: Boolean get() = step == 0

    /** True after the last move, where [forward] does nothing. */
    val atLast: Boolean get() = step == moves.size

    /** The points marked now: [eventMarks] on the event's step, none elsewhere. */
    val marks: Set<Int> get() = if (step == eventStep) eventMarks else emptySet()

    /** One move back. */
    fun back(): LineReplay = to(step - 1)

    /** One move forward. */
    fun forward(): LineReplay = to(step + 1)

    /** The start of the line. */
    fun first(): LineReplay = to(0)

    /** The end of the line. */
    fun last(): LineReplay = to(moves.size)

    private fun to(target: Int): LineReplay {
        val next = target.coerceIn(0, moves.size)
        if (next == step) return this
        return copy(step = next, serial = serial + 1, slides = next == step + 1)
    }

    /** The board as a watched table: nothing to touch, the last move slid in when stepping forward. */
    fun table(): TableState = TableState(game = board, humanSides = emptySet(), moveSerial = serial, animateLast = slides)

    /**
     * The words for [step], a sentence a line: the start, or which half
     * move of how many and which move it is, and on the event's step that
     * it is marked.
     */
    fun lines(s: Strings): List<String> {
        val where = if (step == 0) {
            s.text(if (kind == LineKind.LINE) "why_line_start" else "puzzle_solution_start")
        } else {
            s.text(if (kind == LineKind.LINE) "why_line_step" else "puzzle_solution_step", step, moves.size, moves[step - 1].notation)
        }
        return if (marks.isEmpty()) listOf(where) else listOf(where, s.text("why_line_event_marked"))
    }

    /** [lines] as one text, a line each: what TalkBack reads as the step changes. */
    fun words(s: Strings): String = lines(s).joinToString(NEWLINE.toString())

    /** Building replays from the core's games. */
    companion object {
        private const val NEWLINE = '\n'

        /**
         * [moves] (notation) played one by one on a copy of [from] as it
         * stands; the replay stops before a move the core refuses, so it
         * shows only what is legal. [event] (counted as the core counts it:
         * 0 is [from] itself) is marked where it happens; with none, a game
         * the line ends by captures or a trap is marked at its end.
         */
        fun play(from: Engine, moves: List<String>, event: LineEvent?, kind: LineKind): LineReplay {
            val boards = mutableListOf<BoardView>()
            val played = mutableListOf<MoveView>()
            from.gameAt(from.snapshot().halfMoves).use { copy ->
                boards += copy.snapshot()
                for (notation in moves) {
                    val board = try {
                        copy.playNotation(notation)
                    } catch (e: BaghchalException) {
                        break
                    }
                    played += board.lastMove ?: break
                    boards += board
                }
            }
            val (step, marks) = eventOf(event, boards, played)
            return LineReplay(kind, played, boards, step, marks)
        }

        /** The line of [explanation] from [after], the position just after the explained move. */
        fun of(after: Engine, explanation: MoveExplanation): LineReplay =
            play(after, explanation.line.map { it.notation }, explanation.event, LineKind.LINE)

        /** Where the event is and the points it marks; a line cut short of its event marks nothing. */
        private fun eventOf(event: LineEvent?, boards: List<BoardView>, moves: List<MoveView>): Pair<Int?, Set<Int>> {
            if (event == null) return endOf(boards, moves)
            val at = when (event) {
                is LineEvent.Capture -> event.at
                is LineEvent.TigersTrapped -> event.at
                is LineEvent.GoatsBlocked -> event.at
                is LineEvent.Repetition -> event.at
                is LineEvent.MoveLimit -> event.at
            }.toInt()
            val board = boards.getOrNull(at) ?: return null to emptySet()
            val marks = when (event) {
                is LineEvent.Capture -> setOf(event.goat.toInt(), event.tiger.toInt())
                is LineEvent.TigersTrapped -> tigers(board)
                else -> emptySet()
            }
            return at to marks
        }

        /** With no event given: the line's end, when the game ends there by captures or a trap. */
        private fun endOf(boards: List<BoardView>, moves: List<MoveView>): Pair<Int?, Set<Int>> {
            val last = boards.last()
            val move = moves.lastOrNull() ?: return null to emptySet()
            return when (last.reason) {
                EndReason.CAPTURES -> moves.size to setOfNotNull(move.captured, move.from)
                EndReason.TIGERS_TRAPPED -> moves.size to tigers(last)
                else -> null to emptySet()
            }
        }

        private fun tigers(board: BoardView): Set<Int> =
            board.board.indices.filter { board.board[it] == Piece.TIGER }.toSet()
    }
}
