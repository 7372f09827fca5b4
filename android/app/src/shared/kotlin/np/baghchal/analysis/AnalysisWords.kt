package np.baghchal.analysis

import np.baghchal.app.BoardView
import np.baghchal.app.Mode
import np.baghchal.app.MoveValueView
import np.baghchal.app.Spoken
import np.baghchal.app.TableState
import np.baghchal.i18n.Strings
import np.baghchal.table.reasonText
import np.baghchal.table.resultTitle
import uniffi.baghchal.Phase
import uniffi.baghchal.SettingsProblem
import uniffi.baghchal.SetupProblem
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/** The analysis board's words: whose turn, each move's value, what is known, and what is wrong with a set-up. */
object AnalysisWords {
    /** Whose turn it is in [game], or, once it is over, who won and why. */
    fun turn(s: Strings, game: BoardView): String = when {
        game.isOver -> {
            val table = TableState(game = game, humanSides = emptySet())
            listOf(s.text("analysis_result", resultTitle(s, table, Mode.WATCH)), reasonText(s, table))
                .filter { it.isNotEmpty() }.joinToString(" ")
        }
        game.toMove == Side.TIGER -> s.text("turn_tigers_move")
        game.phase == Phase.PLACEMENT -> s.text("turn_goats_place")
        else -> s.text("turn_goats_move")
    }

    /**
     * What is known of the moves' values: working, the best move once they
     * are in (the best so far while some are still worked out), or why there
     * are none; null when the game is over (the turn line says the result).
     */
    fun status(s: Strings, state: AnalysisState): String? = when (val values = state.values) {
        MoveValues.Computing -> s.text("analysis_computing")
        is MoveValues.Partial -> AnalysisBoard.ordered(values.found).firstOrNull()
            ?.let { s.text("analysis_values_known", move(s, it)) }
            ?: s.text("analysis_computing")
        MoveValues.TooEarly -> s.text("analysis_too_early", AnalysisBoard.EXACT_FROM_PLACED)
        MoveValues.NoTable -> s.text("analysis_no_table")
        MoveValues.TablesLoading -> s.text("analysis_tables_loading")
        MoveValues.Over -> null
        is MoveValues.Known -> s.text("analysis_values_known", move(s, AnalysisBoard.ordered(values.moves).first()))
    }

    /** The line under the values found so far: how many moves are still being worked out; null unless some are. */
    fun waiting(s: Strings, values: MoveValues): String? =
        (values as? MoveValues.Partial)?.let { s.text("analysis_values_waiting", it.waiting) }

    /**
     * The values line as a screen reader hears it: [status], and while some
     * values are still worked out the [waiting] line after it, so the count
     * is heard with the best move so far.
     */
    fun spokenStatus(s: Strings, state: AnalysisState): String? {
        val status = status(s, state) ?: return null
        return listOfNotNull(status, waiting(s, state.values)).joinToString(" ")
    }

    /** The goats in hand, and the goats eaten out of those the tigers need: the line under the turn. */
    fun counts(s: Strings, game: BoardView): String =
        s.text("setup_in_hand", game.goatsInHand) + "  ·  " + s.text("counter_eaten", game.captured, game.goatsToWin)

    /**
     * The lines the screen's live regions hold, in order: in play the turn
     * and [spokenStatus]; in the set-up its problems (or that it is ready), one line.
     * TalkBack reads a line when it changes; VoiceOver is told [Spoken.changed].
     */
    fun lines(s: Strings, state: AnalysisState): List<String> {
        val draft = state.draft
        if (draft != null) return listOf(setupLine(s, draft.problems))
        return listOfNotNull(turn(s, state.table.game), spokenStatus(s, state))
    }

    /** The set-up's problems as one line, or that a game can start from it. */
    fun setupLine(s: Strings, problems: List<SetupProblem>): String =
        if (problems.isEmpty()) s.text("setup_ready") else problems.joinToString(" ") { problem(s, it) }

    /** A point's value mark in words, for its TalkBack description: "value: win". */
    fun mark(s: Strings, verdict: Verdict): String = s.text(
        "point_value",
        when (verdict) {
            Verdict.WIN -> s.text("value_win")
            Verdict.LOSS -> s.text("value_loss")
            Verdict.DRAW -> s.text("value_draw")
            Verdict.UNKNOWN -> s.text("value_unknown")
        },
    )

    /** One move and its value for the side that plays it, e.g. "b2-c3: win in 5 half moves". */
    fun move(s: Strings, value: MoveValueView): String = "${value.move.notation}: ${value(s, value)}"

    /** A move's value for its mover: with the distance from the table, without it from the placement search. */
    fun value(s: Strings, value: MoveValueView): String {
        val distance = value.distance
        return when (value.verdict) {
            Verdict.WIN -> if (distance != null) s.plural("value_win_in", distance) else s.text("value_win")
            Verdict.LOSS -> if (distance != null) s.plural("value_loss_in", distance) else s.text("value_loss")
            Verdict.DRAW -> s.text("value_draw")
            Verdict.UNKNOWN -> s.text("value_unknown")
        }
    }

    /** One thing wrong with a set-up, in the player's language. */
    fun problem(s: Strings, problem: SetupProblem): String = when (problem) {
        is SetupProblem.PointCount -> s.text("problem_points", problem.points.toInt(), POINTS)
        is SetupProblem.TigerCount -> s.text("problem_tigers", problem.tigers.toInt(), TIGERS)
        is SetupProblem.GoatCount -> s.text(
            "problem_goats",
            problem.onBoard.toInt() + problem.inHand.toInt() + problem.eaten.toInt(),
            problem.onBoard.toInt(),
            problem.inHand.toInt(),
            problem.eaten.toInt(),
            GOATS,
        )
        is SetupProblem.TigersHaveWon -> s.text("problem_tigers_won", problem.eaten.toInt(), problem.goatsToWin.toInt())
        is SetupProblem.NoGoatAfterGoatsMove -> s.text("problem_no_goat")
        is SetupProblem.EatenDuringPlacement -> s.text("problem_eaten_in_placement", problem.eaten.toInt(), problem.inHand.toInt())
        is SetupProblem.NoLegalMove -> s.text(if (problem.side == Side.TIGER) "problem_no_move_tigers" else "problem_no_move_goats")
        is SetupProblem.BadSettings -> setting(s, problem.problem)
    }

    /** A setting out of its range, in the player's language (never the core's English). */
    private fun setting(s: Strings, problem: SettingsProblem): String = when (problem) {
        is SettingsProblem.GoatsToWin ->
            s.text("problem_goats_to_win", problem.goatsToWin.toInt(), problem.lowest.toInt(), problem.highest.toInt())
    }

    private const val POINTS = 25
    private const val TIGERS = 4
    private const val GOATS = 20
}
