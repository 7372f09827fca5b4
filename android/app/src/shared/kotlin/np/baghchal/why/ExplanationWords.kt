package np.baghchal.why

import np.baghchal.app.Points
import np.baghchal.i18n.Strings
import uniffi.baghchal.BoardPlace
import uniffi.baghchal.Evaluation
import uniffi.baghchal.LineEvent
import uniffi.baghchal.MoveExplanation
import uniffi.baghchal.SlipCause
import uniffi.baghchal.Verdict

/**
 * A move's explanation (the core's typed `MoveExplanation`) in sentences of
 * the player's language: what the move changes, the moves that kept the
 * value, the line's first decisive event and the slip's cause. The same
 * words on every screen that explains a move, and what TalkBack reads.
 */
object ExplanationWords {
    /** A value for the mover: "win in 5 half moves", or "win" where the value has no distance (placement). */
    fun value(s: Strings, value: Evaluation): String {
        val distance = value.distance?.toInt()
        return when (value.verdict) {
            Verdict.WIN -> if (distance != null) s.plural("value_win_in", distance) else s.text("value_win")
            Verdict.LOSS -> if (distance != null) s.plural("value_loss_in", distance) else s.text("value_loss")
            Verdict.DRAW -> s.text("value_draw")
            Verdict.UNKNOWN -> s.text("value_unknown")
        }
    }

    /** True when the move kept the position's value exactly (the same verdict and distance). */
    fun kept(explanation: MoveExplanation): Boolean = explanation.after == explanation.before

    /** What the move does to the mover's value: keeps it, or turns one into another. */
    fun change(s: Strings, explanation: MoveExplanation): String =
        if (kept(explanation)) {
            s.text("why_kept", value(s, explanation.after))
        } else {
            s.text("why_changed", value(s, explanation.before), value(s, explanation.after))
        }

    /** The moves that would have kept the value; null when this move kept it (or the core names none). */
    fun better(s: Strings, explanation: MoveExplanation): String? {
        if (kept(explanation)) return null
        val moves = explanation.best.map { it.notation }
        return when (moves.size) {
            0 -> null
            1 -> s.text("why_better_one", moves.single())
            else -> s.text("why_better_many", moves.joinToString(", "))
        }
    }

    /** The line's first decisive event, or that best play decides nothing for a long time. */
    fun event(s: Strings, explanation: MoveExplanation): String = event(s, explanation.event)

    /** [event] for an event alone (a puzzle's right move says only this). */
    fun event(s: Strings, event: LineEvent?): String = when (event) {
        null -> s.text("why_event_none")
        is LineEvent.Capture -> when {
            // The core reports a capture at 0 only when it ends the game.
            event.at == 0u -> s.text("why_now_capture")
            event.endsGame -> s.plural("why_event_capture", event.at.toInt(), Points.name(event.tiger.toInt()), Points.name(event.goat.toInt())) +
                " " + s.text("why_event_capture_wins")
            else -> s.plural("why_event_capture", event.at.toInt(), Points.name(event.tiger.toInt()), Points.name(event.goat.toInt()))
        }
        is LineEvent.TigersTrapped -> if (event.at == 0u) s.text("why_now_trapped") else s.plural("why_event_trapped", event.at.toInt())
        is LineEvent.GoatsBlocked -> if (event.at == 0u) s.text("why_now_blocked") else s.plural("why_event_blocked", event.at.toInt())
        is LineEvent.Repetition -> if (event.at == 0u) s.text("why_now_repetition") else s.plural("why_event_repetition", event.at.toInt())
        is LineEvent.MoveLimit -> if (event.at == 0u) s.text("why_now_move_limit") else s.plural("why_event_move_limit", event.at.toInt())
    }

    /** The slip's immediate cause on the board; null when the core claims none. */
    fun cause(s: Strings, explanation: MoveExplanation): String? = when (val cause = explanation.cause) {
        null -> null
        is SlipCause.GoatLeftOpen ->
            s.text("why_cause_goat_left_open", name(cause.goat), name(cause.tiger), name(cause.landing))
        is SlipCause.LeapOpenedBehind ->
            s.text("why_cause_leap_opened_behind", name(cause.goat), name(cause.tiger), name(cause.landing))
        is SlipCause.TigerReleased -> s.text(
            when (cause.place) {
                BoardPlace.CORNER -> "why_cause_released_corner"
                BoardPlace.EDGE -> "why_cause_released_edge"
                BoardPlace.INSIDE -> "why_cause_released_inside"
            },
            name(cause.tiger),
            name(cause.point),
        )
        is SlipCause.CaptureIntoTrap -> s.text("why_cause_capture_into_trap", name(cause.tiger))
    }

    /** Every sentence, in the order the screens show them: change, better moves, event, cause. */
    fun sentences(s: Strings, explanation: MoveExplanation): List<String> =
        listOfNotNull(change(s, explanation), better(s, explanation), event(s, explanation), cause(s, explanation))

    /** The whole explanation as one text: what TalkBack reads. */
    fun spoken(s: Strings, explanation: MoveExplanation): String = sentences(s, explanation).joinToString(" ")

    /** What a screen says for an explanation's state: working, not covered, or the sentences. */
    fun lines(s: Strings, why: Why): List<String> = when (why) {
        Why.Computing -> listOf(s.text("why_computing"))
        Why.NotCovered -> listOf(s.text("why_not_covered"))
        is Why.Shown -> sentences(s, why.explanation)
    }

    private fun name(point: UByte): String = Points.name(point.toInt())
}
