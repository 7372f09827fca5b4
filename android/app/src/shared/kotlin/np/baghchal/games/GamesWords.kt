package np.baghchal.games

import np.baghchal.app.Mode
import np.baghchal.app.TableState
import np.baghchal.app.levelKey
import np.baghchal.i18n.Strings
import np.baghchal.table.seatText
import uniffi.baghchal.GameListing
import uniffi.baghchal.GameResult
import uniffi.baghchal.History
import uniffi.baghchal.PlayMode
import uniffi.baghchal.PlayerResult
import uniffi.baghchal.Side

/** One game's row on the "Your games" page: two lines shown, one sentence read out. */
data class GameRow(
    /** Date, side and opponent. */
    val title: String,
    /** Result, length, and the match it belongs to. */
    val detail: String,
    /** What TalkBack reads for the row. */
    val spoken: String,
    /** True if the game is one of a match's games. */
    val inMatch: Boolean,
)

// Pure functions from the kept games to the page's words, kept apart from the
// composables so the host tests check them in both languages.
object GamesWords {
    /** The day [endedAt] (Unix seconds) fell on, [offsetSeconds] from UTC, as year-month-day in the language's digits. */
    fun dateText(s: Strings, endedAt: Long, offsetSeconds: Int): String {
        val (year, month, day) = civilDate(Math.floorDiv(endedAt + offsetSeconds, 86_400L))
        return s.text("games_date", year, pad(s, month), pad(s, day))
    }

    /** The player's side in a game against the bot; null for pass-and-play and watching. */
    fun sideText(s: Strings, listing: GameListing): String? = when (listing.game.playerSide) {
        Side.GOAT -> s.text("games_as_goats")
        Side.TIGER -> s.text("games_as_tigers")
        null -> null
    }

    /** Who the game was against: the bot's level, the other player, or bots watched. */
    fun opponentText(s: Strings, listing: GameListing): String {
        val level = listing.game.level?.let { s.text(levelKey(it)) }
        return when (listing.game.mode) {
            PlayMode.PLAY -> s.text("games_vs_level", level.orEmpty())
            PlayMode.PASS_AND_PLAY -> s.text("games_vs_player")
            PlayMode.WATCH -> s.text("games_watch", level.orEmpty())
        }
    }

    /** The result: from the player's side against the bot, else which side won. */
    fun resultText(s: Strings, listing: GameListing): String = when (listing.playerResult) {
        PlayerResult.WON -> s.text("games_won")
        PlayerResult.DRAWN -> s.text("games_drawn")
        PlayerResult.LOST -> s.text("games_lost")
        null -> s.text(
            when (listing.result) {
                GameResult.TIGERS_WIN -> "result_tigers_win"
                GameResult.GOATS_WIN -> "result_goats_win"
                else -> "result_draw"
            },
        )
    }

    /**
     * The rows of [history]'s games, newest first; a match's games say which of the match each is.
     * [offsetAt] gives the phone's offset from UTC, in seconds, at a Unix time.
     */
    fun rows(s: Strings, history: History, offsetAt: (Long) -> Int): List<GameRow> {
        // Each match's games in the order played: the list is newest first, in the order they were kept.
        val matchOrder = history.games.mapNotNull { it.game.matchId }.distinct().associateWith { id ->
            history.games.filter { it.game.matchId == id }.asReversed()
        }
        return history.games.map { listing ->
            val matchGame = listing.game.matchId?.let { id -> matchOrder.getValue(id).indexOf(listing) + 1 }
            val title = listOfNotNull(dateText(s, listing.game.endedAt, offsetAt(listing.game.endedAt)), sideText(s, listing), opponentText(s, listing))
            val detail = listOfNotNull(
                resultText(s, listing),
                s.plural("games_length", listing.halfMoves.toInt()),
                matchGame?.let { s.text("games_match", it) },
            )
            GameRow(
                title = title.joinToString("  ·  "),
                detail = detail.joinToString("  ·  "),
                spoken = (title + detail).joinToString(", "),
                inMatch = matchGame != null,
            )
        }
    }

    /** Who sat where in a kept game open in review, and against which level; passing the phone the seat line says it all. */
    fun keptSeatLine(s: Strings, table: TableState, mode: Mode, listing: GameListing): String =
        if (mode == Mode.PASS_AND_PLAY) seatText(s, table, mode) else seatText(s, table, mode) + "  ·  " + opponentText(s, listing)

    /** The line saying how many kept games could not be read; null when all could. */
    fun refusedLine(s: Strings, history: History): String? =
        history.refused.size.takeIf { it > 0 }?.let { s.plural("games_refused", it) }

    /** [value] with two digits, in the language's digits. */
    private fun pad(s: Strings, value: Int): String = if (value < 10) s.number(0) + s.number(value) else s.number(value)

    /** Year, month (1..12) and day of the [days]th day since 1970-01-01 (H. Hinnant's civil-from-days; no java.time below API 26). */
    internal fun civilDate(days: Long): Triple<Int, Int, Int> {
        val z = days + 719_468
        val era = Math.floorDiv(z, 146_097L)
        val doe = z - era * 146_097
        val yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        val doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        val mp = (5 * doy + 2) / 153
        val day = (doy - (153 * mp + 2) / 5 + 1).toInt()
        val month = (if (mp < 10) mp + 3 else mp - 9).toInt()
        val year = (yoe + era * 400 + if (month <= 2) 1 else 0).toInt()
        return Triple(year, month, day)
    }
}
