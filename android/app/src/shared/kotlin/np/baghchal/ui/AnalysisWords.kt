package np.baghchal.ui

import np.baghchal.game.AnalysisBoard
import np.baghchal.game.AnalysisState
import np.baghchal.game.BoardView
import np.baghchal.game.MoveValueView
import np.baghchal.game.MoveValues
import np.baghchal.i18n.Strings
import uniffi.baghchal.Phase
import uniffi.baghchal.SetupProblem
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/** The analysis board's words: whose turn, each move's value, what is known, and what is wrong with a set-up. */
object AnalysisWords {
    /** Whose turn it is in [game], or that the game is over. */
    fun turn(s: Strings, game: BoardView): String = when {
        game.isOver -> s.text("analysis_over")
        game.toMove == Side.TIGER -> s.text("turn_tigers_move")
        game.phase == Phase.PLACEMENT -> s.text("turn_goats_place")
        else -> s.text("turn_goats_move")
    }

    /** What is known of the moves' values, or null when they are listed. */
    fun status(s: Strings, state: AnalysisState): String? = when (state.values) {
        MoveValues.Computing -> s.text("analysis_computing")
        MoveValues.TooEarly -> s.text("analysis_too_early", AnalysisBoard.EXACT_FROM_PLACED)
        MoveValues.NoTable -> s.text("analysis_no_table")
        MoveValues.Over -> s.text("analysis_over")
        is MoveValues.Known -> null
    }

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
        is SetupProblem.BadSettings -> s.text("problem_settings", problem.detail)
    }

    private const val POINTS = 25
    private const val TIGERS = 4
    private const val GOATS = 20
}
