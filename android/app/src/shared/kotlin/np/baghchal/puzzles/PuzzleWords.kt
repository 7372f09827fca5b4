package np.baghchal.puzzles

import np.baghchal.app.Spoken
import np.baghchal.i18n.Strings
import np.baghchal.why.ExplanationWords
import np.baghchal.why.Why
import uniffi.baghchal.PuzzleDifficulty
import uniffi.baghchal.PuzzleProgress
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/** The puzzle trainer's sentences, from the strings files; kept apart from the layout so tests read them. */
object PuzzleWords {
    /** The task: which side moves and what it must do. */
    fun task(s: Strings, state: PuzzleState): String =
        s.text(if (state.puzzle.solver == Side.TIGER) "puzzle_task_tigers" else "puzzle_task_goats")

    /** The puzzle's grade and difficulty (worded apart from the player's level in [progress]). */
    fun level(s: Strings, state: PuzzleState): String =
        s.text("puzzle_level", state.puzzle.level, s.text(difficultyKey(state.puzzle.difficulty)))

    /** What the last move did, or what to do now. */
    fun status(s: Strings, state: PuzzleState): String = when (state.stage) {
        PuzzleStage.SOLVING -> {
            val hint = state.table.hint.move
            when {
                hint != null -> s.text("hint_shown", hint.notation)
                state.step == 0 -> s.text("puzzle_find")
                else -> s.text(
                    if (state.puzzle.solver == Side.TIGER) "puzzle_right_goats_replied" else "puzzle_right_tigers_replied",
                    state.table.game.lastMove?.notation ?: "",
                )
            }
        }
        PuzzleStage.WRONG -> wrong(s, state, state.wrong ?: PuzzleJudgement.Wrong(Verdict.UNKNOWN, null, null))
        PuzzleStage.SOLVED -> s.text(if (state.failed) "puzzle_solved_after_miss" else "puzzle_solved")
        PuzzleStage.SOLUTION -> s.text("puzzle_solution", state.puzzle.line.joinToString(" ") { it.notation })
    }

    /**
     * The lines the screen's live region holds: what the last move did (the
     * status), after the once-only word that a damaged record was reset.
     * TalkBack reads them when they change; VoiceOver is told [Spoken.changed].
     */
    fun lines(s: Strings, state: PuzzleState): List<String> =
        listOfNotNull(s.text("puzzle_progress_unreadable").takeIf { state.progressReset }, status(s, state))

    /** A wrong move in words: what the table says of it, and the reply the other side played. */
    private fun wrong(s: Strings, state: PuzzleState, w: PuzzleJudgement.Wrong): String {
        val value = when (w.verdict) {
            Verdict.DRAW -> s.text("puzzle_wrong_draws")
            Verdict.LOSS -> s.text(if (state.puzzle.solver == Side.TIGER) "puzzle_wrong_goats_win" else "puzzle_wrong_tigers_win")
            else -> s.text("puzzle_wrong")
        }
        val reply = w.refutation?.let {
            s.text(if (state.puzzle.solver == Side.TIGER) "puzzle_goats_replied" else "puzzle_tigers_replied", it.notation)
        }
        return listOfNotNull(value, reply).joinToString(" ")
    }

    /**
     * The explanation under the status (issue 43): after a wrong move, why
     * it fails and what the other side does; after a right one, one line on
     * why it works (said once it is known); else nothing.
     */
    fun why(s: Strings, state: PuzzleState): List<String> {
        val why = state.why ?: return emptyList()
        return when (state.stage) {
            PuzzleStage.WRONG -> ExplanationWords.lines(s, why)
            PuzzleStage.SOLVING, PuzzleStage.SOLVED ->
                (why as? Why.Shown)?.let { listOf(s.text("puzzle_why_right", ExplanationWords.event(s, it.explanation))) }.orEmpty()
            PuzzleStage.SOLUTION -> emptyList()
        }
    }

    /** The player's record. */
    fun progress(s: Strings, p: PuzzleProgress): String =
        s.text("puzzle_progress", p.solved.toInt(), p.streak.toInt(), p.bestStreak.toInt(), p.level.toInt())

    private fun difficultyKey(d: PuzzleDifficulty): String = when (d) {
        PuzzleDifficulty.EASY -> "level_easy"
        PuzzleDifficulty.MEDIUM -> "level_medium"
        PuzzleDifficulty.HARD -> "level_hard"
        PuzzleDifficulty.EXPERT -> "puzzle_expert"
    }
}
