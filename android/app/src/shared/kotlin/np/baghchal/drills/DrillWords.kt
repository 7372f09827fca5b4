package np.baghchal.drills

import np.baghchal.games.GamesRead
import np.baghchal.games.GamesWords
import np.baghchal.games.KeptGameView
import np.baghchal.i18n.Strings
import uniffi.baghchal.Drill
import uniffi.baghchal.DrillGoal
import uniffi.baghchal.Drills
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/** Right answers that mark a drill learned (the core's rule, said in words). */
const val LEARNED_AFTER = 2

/** The drills' sentences, from the strings files; kept apart from the layout so tests read them in both languages. */
object DrillWords {
    /** The task: which side moves and what its move must keep. */
    fun task(s: Strings, drill: Drill): String = s.text(
        when (drill.mover) {
            Side.GOAT -> if (drill.goal == DrillGoal.KEEP_WIN) "drill_task_goats_win" else "drill_task_goats_draw"
            Side.TIGER -> if (drill.goal == DrillGoal.KEEP_WIN) "drill_task_tigers_win" else "drill_task_tigers_draw"
        },
    )

    /** Where the slip comes from: the game's day ([offsetSeconds] from UTC), the move's number and the move played then. */
    fun source(s: Strings, drill: Drill, offsetSeconds: Int): String =
        s.text("drill_from_game", GamesWords.dateText(s, drill.gameEndedAt, offsetSeconds), drill.halfMove.toInt() + 1, drill.played)

    /** "Slip 2 of 5" while several are practised; null for one. */
    fun count(s: Strings, state: DrillState): String? =
        if (state.count > 1) s.text("drill_count", state.number + 1, state.count) else null

    /** What the last move did, or what to do now. */
    fun status(s: Strings, state: DrillState): String = when (state.stage) {
        DrillStage.ANSWERING -> s.text("drill_find")
        DrillStage.JUDGING -> s.text("drill_judging")
        DrillStage.RIGHT -> s.text(if (state.drill.goal == DrillGoal.KEEP_WIN) "drill_right_win" else "drill_right_draw")
        DrillStage.WRONG -> wrong(s, state)
        DrillStage.NOT_COVERED -> s.text("drill_not_covered")
    }

    /**
     * The lines of the screen's live region: the once-only word that part of
     * the record was unreadable, what the last move did, and after a right
     * answer the count (or "Learned") and, after the last drill, that it was
     * the last. TalkBack reads them when they change.
     */
    fun lines(s: Strings, state: DrillState): List<String> = listOfNotNull(
        s.text("drill_progress_unreadable").takeIf { state.progressRefused > 0 },
        status(s, state),
        progress(s, state).takeIf { state.stage == DrillStage.RIGHT },
        s.text("drill_last").takeIf { state.stage == DrillStage.RIGHT && !state.hasNext },
    )

    /** The drill's count of right answers, or that it is learned. */
    fun progress(s: Strings, state: DrillState): String =
        if (state.learned) s.text("drill_learned") else s.text("drill_right_times", state.rightAnswers, LEARNED_AFTER)

    /** A wrong answer: what the move gives instead, and the best play after it that the board shows. */
    private fun wrong(s: Strings, state: DrillState): String {
        val explanation = state.judgement?.explanation
        val value = when (explanation?.after?.verdict) {
            Verdict.DRAW -> s.text("drill_wrong_draws")
            Verdict.LOSS -> s.text(if (state.drill.mover == Side.TIGER) "drill_wrong_goats_win" else "drill_wrong_tigers_win")
            else -> s.text("drill_wrong")
        }
        val line = explanation?.line.orEmpty().takeIf { it.isNotEmpty() }?.let { moves ->
            s.text("drill_refutation", moves.joinToString(" ") { it.notation })
        }
        return listOfNotNull(value, line).joinToString(" ")
    }

    /** The "Practise my slips" button's label with the count to practise; null when there is none (see [noneLine]). */
    fun practiseLabel(s: Strings, drills: Drills): String? =
        drills.toPractise.size.takeIf { it > 0 }?.let { s.text("drill_practise_all", it) }

    /** Why there is nothing to practise: no slip found, or every one answered right; null when there is some. */
    fun noneLine(s: Strings, drills: Drills): String? = when {
        drills.toPractise.isNotEmpty() -> null
        drills.all.isEmpty() -> s.text("drill_none_found")
        else -> s.text("drill_all_answered")
    }

    /**
     * The drill of the move the kept game's review shows, when that move is
     * marked as a slip and is the player's ([Drills.all]); else null, and
     * "Practise this slip" is not offered.
     */
    fun slipShown(read: GamesRead?, open: KeptGameView): Drill? {
        val review = open.table.review ?: return null
        val move = review.currentMove ?: return null
        if (move !in review.marks) return null
        return read?.drills?.all?.firstOrNull { it.gameEndedAt == open.listing.game.endedAt && it.halfMove.toInt() == move }
    }
}
