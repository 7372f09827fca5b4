package np.baghchal.ui

import np.baghchal.game.Mode
import np.baghchal.game.Points
import np.baghchal.game.SideChoice
import np.baghchal.game.Speed
import np.baghchal.game.TableState
import np.baghchal.game.ThemeChoice
import np.baghchal.i18n.Language
import np.baghchal.i18n.Strings
import uniffi.baghchal.EndReason
import uniffi.baghchal.GameResult
import uniffi.baghchal.Level
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

// Pure functions from state to words, kept apart from the composables so the
// host tests can check them directly.

/** Resource key naming [mode] on the set-up page. */
fun modeKey(mode: Mode) = when (mode) {
    Mode.PLAY -> "mode_play"
    Mode.PASS_AND_PLAY -> "mode_pass"
    Mode.WATCH -> "mode_watch"
}

/** Resource key naming [side]. */
fun sideKey(side: SideChoice) = when (side) {
    SideChoice.GOATS -> "side_goats_first"
    SideChoice.TIGERS -> "side_tigers"
    SideChoice.RANDOM -> "side_random"
}

/** Resource key naming [level]. */
fun levelKey(level: Level) = when (level) {
    Level.EASY -> "level_easy"
    Level.MEDIUM -> "level_medium"
    Level.HARD -> "level_hard"
    Level.PERFECT -> "level_perfect"
}

/** Resource key naming [rule]. */
fun repetitionKey(rule: RepetitionRule) = when (rule) {
    RepetitionRule.DRAW3 -> "rep_draw3"
    RepetitionRule.FORBID -> "rep_forbid"
    RepetitionRule.FORBID3 -> "rep_forbid3"
    RepetitionRule.OFF -> "rep_off"
}

/** Resource key naming [theme]. */
fun themeKey(theme: ThemeChoice) = when (theme) {
    ThemeChoice.SYSTEM -> "theme_system"
    ThemeChoice.LIGHT -> "theme_light"
    ThemeChoice.DARK -> "theme_dark"
}

/** Resource key naming [language] (each in its own script). */
fun languageKey(language: Language) = when (language) {
    Language.ENGLISH -> "language_en"
    Language.NEPALI -> "language_ne"
}

/** "2×" in the current language's digits. */
fun speedLabel(s: Strings, speed: Speed) = s.text("speed_value", speed.factor)

/** The line under the counters: whose turn it is (addressed to the player when it is theirs), or the result. */
fun turnText(s: Strings, table: TableState, mode: Mode): String {
    val game = table.game
    if (game.isOver) return resultTitle(s, table, mode)
    if (table.humanToMove && mode == Mode.PLAY) {
        return s.text(if (table.placing) "turn_you_place" else "turn_you_move")
    }
    return s.text(
        when {
            game.toMove == Side.TIGER -> "turn_tigers_move"
            game.phase == Phase.PLACEMENT -> "turn_goats_place"
            else -> "turn_goats_move"
        },
    )
}

/** Who sits where, in words. */
fun seatText(s: Strings, table: TableState, mode: Mode): String = s.text(
    when (mode) {
        Mode.PASS_AND_PLAY -> "seat_pass"
        Mode.WATCH -> "seat_watch"
        Mode.PLAY -> if (Side.GOAT in table.humanSides) "seat_you_goats" else "seat_you_tigers"
    },
)

/** The end dialog's title. */
fun resultTitle(s: Strings, table: TableState, mode: Mode): String {
    val game = table.game
    val winner = when (game.result) {
        GameResult.TIGERS_WIN -> Side.TIGER
        GameResult.GOATS_WIN -> Side.GOAT
        else -> return s.text("result_draw")
    }
    if (mode == Mode.PLAY) return s.text(if (winner in table.humanSides) "result_you_win" else "result_you_lose")
    return s.text(if (winner == Side.TIGER) "result_tigers_win" else "result_goats_win")
}

/** Why the game ended, as a sentence. */
fun reasonText(s: Strings, table: TableState): String {
    val game = table.game
    return when (game.reason) {
        EndReason.CAPTURES -> s.plural("reason_captures", game.captured)
        EndReason.TIGERS_TRAPPED -> s.text("reason_trapped")
        EndReason.GOATS_BLOCKED -> s.text("reason_goats_blocked")
        EndReason.REPETITION -> s.text("reason_repetition")
        EndReason.MOVE_LIMIT -> s.plural("reason_move_limit", game.halfMoves)
        EndReason.NO_CAPTURE_LIMIT -> s.text("reason_no_capture")
        // The side that resigned is the loser.
        EndReason.RESIGNED -> s.text(
            if (game.result == GameResult.TIGERS_WIN) "reason_resigned_goats" else "reason_resigned_tigers",
        )
        null -> ""
    }
}

/** The tally lines of the end dialog. */
fun tallyLines(s: Strings, table: TableState, mode: Mode): List<String> {
    val t = table.tally
    val detail = if (mode == Mode.PLAY) {
        s.text("tally_play", t.wins, t.losses, t.draws)
    } else {
        s.text("tally_sides", t.tigerWins, t.goatWins, t.draws)
    }
    return listOf(s.plural("tally_games", t.games), detail)
}

/**
 * The move log as numbered lines, a goat move and the tiger reply on each,
 * with the note the log makes when the last goat is placed.
 */
fun moveLogLines(s: Strings, log: List<String>, phase: Phase): List<String> {
    val lines = mutableListOf<String>()
    for (i in log.indices step 2) {
        lines += s.text("log_line", i / 2 + 1, log.subList(i, minOf(i + 2, log.size)).joinToString("  "))
        // Half move 39 (index 38) is the twentieth goat placement.
        if (phase == Phase.MOVEMENT && i == PLACEMENT_LAST_GOAT_PAIR) lines += s.text("log_all_placed")
    }
    return lines
}

private const val PLACEMENT_LAST_GOAT_PAIR = 38

/** What TalkBack reads for [point]: "c3, goat", "b2, empty, a goat can go here". */
fun pointDescription(s: Strings, table: TableState, point: Int): String {
    val name = Points.name(point)
    var text = when (table.game.board[point]) {
        Piece.GOAT -> s.text("point_goat", name)
        Piece.TIGER -> s.text("point_tiger", name)
        Piece.EMPTY -> s.text("point_empty", name)
    }
    val target = table.targetAt(point)
    val extra = when {
        table.picked == point -> s.text("point_picked")
        target?.jumpOver != null -> s.text("point_can_leap", Points.name(target.jumpOver))
        target != null -> s.text("point_can_move")
        table.picked == null && point in table.placeHints -> s.text("point_can_place")
        table.picked == null && !table.placing && point in table.movable -> s.text("point_can_pick")
        else -> null
    }
    if (extra != null) text = s.text("point_join", text, extra)
    return text
}

/** The label of the accessibility action on [point], or null if tapping it does nothing useful. */
fun pointActionLabel(s: Strings, table: TableState, point: Int): String? = when {
    !table.humanToMove -> null
    table.placing -> if (point in table.placeHints) s.text("action_place") else null
    table.picked == point -> s.text("action_put_back")
    table.picked != null -> if (table.targetAt(point) != null) s.text("action_move") else s.text("action_put_back")
    point in table.movable -> s.text("action_pick")
    else -> null
}
