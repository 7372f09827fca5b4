package np.baghchal.table

import np.baghchal.analysis.AnalysisWords
import np.baghchal.app.Mode
import np.baghchal.app.Note
import np.baghchal.app.Points
import np.baghchal.app.TableState
import np.baghchal.i18n.Strings
import uniffi.baghchal.EndReason
import uniffi.baghchal.GameResult
import uniffi.baghchal.MatchDecision
import uniffi.baghchal.MatchOutcome
import uniffi.baghchal.MatchPlayer
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

// Pure functions from state to words, kept apart from the composables so the
// host tests can check them directly.

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

/** In a match: which game it is and, passing the phone, which player has which side. Empty otherwise. */
fun matchLines(s: Strings, table: TableState, mode: Mode): List<String> {
    val match = table.match ?: return emptyList()
    val game = s.text("match_game", match.game, 2)
    if (mode != Mode.PASS_AND_PLAY) return listOf(game)
    return listOf(game, s.text(if (match.firstPlayerSide == Side.GOAT) "match_p1_goats" else "match_p1_tigers"))
}

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
    val lines = mutableListOf(s.plural("tally_games", t.games), detail)
    if (table.match != null) {
        lines += s.plural("tally_matches", t.matches)
        lines += if (mode == Mode.PLAY) {
            s.text("tally_matches_play", t.matchFirstWins, t.matchSecondWins, t.matchDraws)
        } else {
            s.text("tally_matches_pass", t.matchFirstWins, t.matchSecondWins, t.matchDraws)
        }
    }
    if (t.hints > 0) lines += s.plural("tally_hints", t.hints)
    return lines
}

/** The end card's line on this game's hints; null when none was used. */
fun endHintsLine(s: Strings, table: TableState): String? =
    table.hint.used.takeIf { it > 0 }?.let { s.plural("end_hints", it) }

/** Who took the match: player 1 is the person in play mode. */
fun matchTitle(s: Strings, outcome: MatchOutcome, mode: Mode): String = s.text(
    when (outcome.winner) {
        null -> "match_drawn"
        MatchPlayer.FIRST -> if (mode == Mode.PLAY) "match_you_win" else "match_first_wins"
        MatchPlayer.SECOND -> if (mode == Mode.PLAY) "match_you_lose" else "match_second_wins"
    },
)

/** What settled the match, with its numbers. */
fun matchReason(s: Strings, outcome: MatchOutcome, mode: Mode): String {
    val play = mode == Mode.PLAY
    return when (outcome.decidedBy) {
        MatchDecision.MORE_WINS ->
            s.text(if (play) "match_wins_play" else "match_wins_pass", outcome.firstWins.toInt(), outcome.secondWins.toInt())
        MatchDecision.FEWER_GOATS_EATEN -> s.text(
            if (play) "match_goats_play" else "match_goats_pass",
            outcome.firstGoatsEaten.toInt(),
            outcome.secondGoatsEaten.toInt(),
        )
        MatchDecision.LEVEL -> s.text("match_level", outcome.firstGoatsEaten.toInt())
    }
}

/** The fading note's words. */
fun noteText(s: Strings, note: Note): String = s.text(
    when (note) {
        Note.REPEAT_FORBIDDEN -> "note_repeat_forbidden"
        Note.REPEAT_FORBIDDEN3 -> "note_repeat_forbidden3"
    },
)

/** The review's position line: the start, or after which move. */
fun reviewPositionText(s: Strings, review: ReviewState): String =
    if (review.index == 0) s.text("review_start") else s.text("review_position", review.index, review.total)

/** One half move of the log as review shows it: the notation, with the slip mark if the table marked it. */
fun reviewMoveText(s: Strings, notation: String, index: Int, marks: List<Int>): String =
    if (index in marks) s.text("log_move_marked", notation) else notation

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
fun pointDescription(s: Strings, table: TableState, point: Int, mark: Verdict? = null): String {
    val name = Points.name(point)
    var text = when (table.game.board[point]) {
        Piece.GOAT -> s.text("point_goat", name)
        Piece.TIGER -> s.text("point_tiger", name)
        Piece.EMPTY -> s.text("point_empty", name)
    }
    val target = table.targetAt(point)
    val hint = table.hint.move
    val extra = when {
        table.picked == point -> s.text("point_picked")
        hint != null && hint.from == point -> s.text("point_hint_from")
        hint != null && hint.to == point -> s.text("point_hint_to")
        target?.jumpOver != null -> s.text("point_can_leap", Points.name(target.jumpOver))
        target != null -> s.text("point_can_move")
        table.picked == null && point in table.placeHints -> s.text("point_can_place")
        table.picked == null && !table.placing && point in table.movable -> s.text("point_can_pick")
        else -> null
    }
    if (extra != null) text = s.text("point_join", text, extra)
    // The analysis board's ring on this point, in words.
    if (mark != null) text = s.text("point_join", text, AnalysisWords.mark(s, mark))
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
