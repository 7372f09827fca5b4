package np.baghchal.table

import uniffi.baghchal.BaghchalException
import uniffi.baghchal.GameResult
import uniffi.baghchal.MatchGame
import uniffi.baghchal.MatchOutcome
import uniffi.baghchal.MatchPlayer
import uniffi.baghchal.Side
import uniffi.baghchal.matchOutcome

/**
 * A two-game match in progress. Player 1 is the one who had the first game's
 * seat: in play mode the person, in pass-and-play the goats of game 1.
 */
data class MatchState(
    /** 1 or 2: the game being played, or just finished. */
    val game: Int,
    /** Player 1's side in the current game; the sides swap for game 2. */
    val firstPlayerSide: Side,
    /** The match's finished games, in order. */
    val finished: List<MatchGame> = emptyList(),
    /** The match's result once both games are finished, from the core's rule. */
    val outcome: MatchOutcome? = null,
    /** The match's mark in "Your games" (its first game's end, Unix seconds); null until its first game is kept. */
    val id: Long? = null,
) {
    /** True once both games are over. */
    val isOver: Boolean get() = outcome != null
}

/**
 * Match play: two games with the sides swapped, judged by the core's
 * `matchOutcome`. The app only keeps the two games' results (saved with the
 * table, so a match survives the app being killed between its games).
 */
object MatchPlay {
    /** A new match whose first game gives player 1 [firstPlayerSide]. */
    fun start(firstPlayerSide: Side): MatchState = MatchState(game = 1, firstPlayerSide = firstPlayerSide)

    /**
     * Records the current game's end. After the second game the outcome is
     * asked of the core; recording the same game twice changes nothing.
     */
    fun finish(match: MatchState, result: GameResult, captured: Int): MatchState {
        if (result == GameResult.ONGOING || match.finished.size >= match.game) return match
        val finished = match.finished + MatchGame(match.firstPlayerSide, result, captured.toUByte())
        val outcome = if (finished.size == 2) matchOutcome(finished) else null
        return match.copy(finished = finished, outcome = outcome)
    }

    /** The match after the current game: game 2 with the sides swapped, or null when the match is over. */
    fun next(match: MatchState): MatchState? = when {
        match.isOver -> null
        match.game == 1 && match.finished.size == 1 -> match.copy(game = 2, firstPlayerSide = match.firstPlayerSide.other())
        else -> match
    }

    /** True if [winner] is player 1 (the person in play mode). */
    fun firstWins(outcome: MatchOutcome): Boolean? = when (outcome.winner) {
        MatchPlayer.FIRST -> true
        MatchPlayer.SECOND -> false
        null -> null
    }

    /** The match as one line for storage. */
    fun encode(match: MatchState): String = buildList {
        add(match.game.toString())
        add(match.firstPlayerSide.name)
        for (g in match.finished) add("${g.firstPlayerSide.name}:${g.result.name}:${g.captured}")
        match.id?.let { add("$ID_PREFIX$it") }
    }.joinToString(",")

    /** The match stored by [encode]; null for anything damaged, so the table plays on without it. */
    fun decode(text: String): MatchState? {
        // Saves from before "Your games" have no id: the match is marked when its next game is kept.
        val all = text.split(",")
        val id = all.lastOrNull()?.takeIf { it.startsWith(ID_PREFIX) }?.let { it.removePrefix(ID_PREFIX).toLongOrNull() ?: return null }
        val parts = if (id != null) all.dropLast(1) else all
        if (parts.size < 2) return null
        val game = parts[0].toIntOrNull()?.takeIf { it in 1..2 } ?: return null
        val side = Side.entries.firstOrNull { it.name == parts[1] } ?: return null
        val finished = parts.drop(2).map { g ->
            val f = g.split(":")
            if (f.size != 3) return null
            MatchGame(
                firstPlayerSide = Side.entries.firstOrNull { it.name == f[0] } ?: return null,
                result = GameResult.entries.firstOrNull { it.name == f[1] && it != GameResult.ONGOING } ?: return null,
                captured = f[2].toUByteOrNull() ?: return null,
            )
        }
        if (finished.size > game || finished.size < game - 1) return null
        val outcome = if (finished.size == 2) {
            try {
                matchOutcome(finished)
            } catch (e: BaghchalException) {
                // Two games with the same seat: not a match the core accepts.
                return null
            }
        } else {
            null
        }
        return MatchState(game, side, finished, outcome, id)
    }

    /** Marks the match's id in its stored line; no game part starts so. */
    private const val ID_PREFIX = "id="
}

/** The other side. */
fun Side.other(): Side = if (this == Side.GOAT) Side.TIGER else Side.GOAT
