package np.baghchal.table

import np.baghchal.app.EvaluationView
import np.baghchal.app.Mode
import np.baghchal.app.TableState
import np.baghchal.i18n.Strings
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict as CoreVerdict

/**
 * The verdict line under the turn line: what best play gives from here, by
 * the loaded endgame table (`Game.evaluate()`), worded from the player's
 * seat. Against the computer it speaks to the player ("you win"); passing
 * the phone or watching, it names the side that wins, so it reads the same
 * to whoever holds the phone.
 */
object Verdict {
    /** The line, or null when it is switched off, the game is over, or no table applies. */
    fun line(s: Strings, table: TableState, mode: Mode, enabled: Boolean): String? {
        if (!enabled || table.game.isOver) return null
        return line(s, table.evaluation ?: return null, table.game.toMove, table.humanSides, mode)
    }

    /** The words for [evaluation], which is for [toMove]; null when the verdict is unknown. */
    fun line(s: Strings, evaluation: EvaluationView, toMove: Side, humanSides: Set<Side>, mode: Mode): String? {
        val winner = when (evaluation.verdict) {
            CoreVerdict.UNKNOWN -> return null
            CoreVerdict.DRAW -> return s.text("verdict_draw")
            CoreVerdict.WIN -> toMove
            CoreVerdict.LOSS -> if (toMove == Side.GOAT) Side.TIGER else Side.GOAT
        }
        val distance = evaluation.distance ?: return null
        val seat = humanSides.singleOrNull()
        if (mode == Mode.PLAY && seat != null) {
            return s.plural(if (winner == seat) "verdict_you_win" else "verdict_you_lose", distance)
        }
        return s.plural(if (winner == Side.GOAT) "verdict_goats_win" else "verdict_tigers_win", distance)
    }
}
