package np.baghchal.app

import np.baghchal.analysis.AnalysisBoard
import np.baghchal.games.YourGames
import np.baghchal.i18n.Language
import np.baghchal.puzzles.PuzzleTrainer
import np.baghchal.share.ImportRefusal
import np.baghchal.table.HintState
import np.baghchal.table.Hints
import np.baghchal.table.MatchPlay
import np.baghchal.table.MatchState
import np.baghchal.table.ReviewState
import uniffi.baghchal.GameResult
import uniffi.baghchal.Level
import uniffi.baghchal.MatchOutcome
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

/** Who sits at the table. */
enum class Mode {
    /** The player against the bot. */
    PLAY,

    /** Two people passing one phone. */
    PASS_AND_PLAY,

    /** A bot on both seats; the next game starts by itself. */
    WATCH,
}

/** The side picker on the set-up page. */
enum class SideChoice {
    GOATS,
    TIGERS,

    /** Re-rolled at the start of every game. */
    RANDOM,

    /** The player's side swaps at every new game, starting with the goats. */
    ALTERNATE,
}

/** Animation and bot pause speed. */
enum class Speed(val factor: Int) {
    X1(1),
    X2(2),
    X4(4),
}

/** Colour theme. */
enum class ThemeChoice {
    SYSTEM,
    LIGHT,
    DARK,
}

/** The game's own page: everything chosen before sitting down. Remembered between sittings. */
data class TableSetup(
    val mode: Mode = Mode.PLAY,
    val side: SideChoice = SideChoice.GOATS,
    val level: Level = Level.MEDIUM,
    val goatsToWin: Int = 5,
    val repetition: RepetitionRule = RepetitionRule.DRAW3,
    val speed: Speed = Speed.X1,
    /** True: games come in matches of two with the sides swapped (play and pass-and-play only). */
    val match: Boolean = false,
) {
    /** True if this set-up plays matches: the switch is on and the mode has people on both games. */
    val playsMatches: Boolean get() = match && mode != Mode.WATCH

    /** The rules part of the setup. */
    val rules: Rules get() = Rules(goatsToWin, repetition)

    /** Companion for the allowed range. */
    companion object {
        /** Goats-to-win values the set-up page offers. */
        val GOATS_TO_WIN_CHOICES = 3..7
    }
}

/** Settings that do not touch the game. */
data class Preferences(
    val sound: Boolean = true,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    val language: Language = Language.ENGLISH,
    /** The verdict line under the turn line; off until the player turns it on. */
    val showVerdict: Boolean = false,
)

/**
 * The khel tally for this sitting. Play mode counts the player's results;
 * pass-and-play and watch mode count tiger and goat wins.
 */
data class Tally(
    val games: Int = 0,
    val wins: Int = 0,
    val losses: Int = 0,
    val tigerWins: Int = 0,
    val goatWins: Int = 0,
    val draws: Int = 0,
    /** Hints used in the games counted here. */
    val hints: Int = 0,
    /** Finished two-game matches (match set-ups only). */
    val matches: Int = 0,
    /** Matches won by player 1: in play mode the person, in pass-and-play the first game's goats. */
    val matchFirstWins: Int = 0,
    /** Matches won by player 2: in play mode the computer. */
    val matchSecondWins: Int = 0,
    val matchDraws: Int = 0,
)

/** Messages shown once over the table. */
enum class Notice {
    /** The saved game could not be read; a fresh one was started. */
    SAVE_UNREADABLE,
}

/** A short note that fades by itself: the core refused a move for this reason. */
enum class Note {
    /** Under `forbid`: the move would bring back a position already seen. */
    REPEAT_FORBIDDEN,

    /** Under `forbid3`: the move would bring a position up a third time. */
    REPEAT_FORBIDDEN3,
}

/** State of the table (the board screen). */
data class TableState(
    val game: BoardView,
    /** Sides the person holding the phone plays (empty when watching). */
    val humanSides: Set<Side>,
    /** The piece picked up, if any. */
    val picked: Int? = null,
    /** Where the picked-up piece may go. */
    val targets: List<TargetView> = emptyList(),
    /** Where a goat may be placed by the player now. */
    val placeHints: Set<Int> = emptySet(),
    /** Pieces the player may pick up now. */
    val movable: Set<Int> = emptySet(),
    /** True while the picked-up piece follows a finger. */
    val dragging: Boolean = false,
    /** True while the bot searches. */
    val thinking: Boolean = false,
    /** Increases with every move played, so the board knows to animate. */
    val moveSerial: Int = 0,
    /** False after a take back or restore: the last move is shown without animation. */
    val animateLast: Boolean = false,
    val tally: Tally = Tally(),
    val menuOpen: Boolean = false,
    /** True while the table asks whether to leave (and lose the game and the tally). */
    val confirmingLeave: Boolean = false,
    val notice: Notice? = null,
    /** The fading note shown now, if any. */
    val note: Note? = null,
    /** The hint shown or being searched for, and this game's hint count. */
    val hint: HintState = HintState(),
    /** What the loaded endgame table says about this position; null or unknown where no table applies. */
    val evaluation: EvaluationView? = null,
    /** Open while the finished game is being stepped through. */
    val review: ReviewState? = null,
    /** The two-game match this game belongs to, in match set-ups. */
    val match: MatchState? = null,
) {
    /** True when the player holding the phone is to move; never while a review is open, which only shows positions. */
    val humanToMove: Boolean get() = !game.isOver && game.toMove in humanSides && review == null

    /** True when the player's turn is a placement. */
    val placing: Boolean get() = humanToMove && placeHints.isNotEmpty()

    /** The target of the picked-up piece landing on [point], if legal. */
    fun targetAt(point: Int): TargetView? = targets.firstOrNull { it.to == point }
}

/** Which screen is up. */
enum class Screen {
    SETUP,
    TABLE,

    /** The puzzle trainer ([PuzzleTrainer]). */
    PUZZLES,

    /** The analysis board ([AnalysisBoard]). */
    ANALYSIS,

    /** "Your games": the kept games and their statistics, and a kept game in review ([YourGames]). */
    GAMES,
}

/** Everything the UI draws. */
data class AppState(
    val screen: Screen,
    val setup: TableSetup,
    val prefs: Preferences,
    val table: TableState?,
    /** True while the how-to-play page is shown over the current screen. */
    val howToOpen: Boolean = false,
    /** True once the puzzle file has loaded, so the set-up page offers the puzzles. */
    val puzzlesReady: Boolean = false,
    /** True once a kept puzzle or analysis board could not be read: the set-up page says so until something is opened. */
    val sessionRefused: Boolean = false,
    /** Why the text last pasted or shared could not be opened, shown over the screen until dismissed; null: nothing refused. */
    val importRefusal: ImportRefusal? = null,
)

/** This tally with a finished game of [result] added: play mode counts it for or against the player seated as [humans]. */
internal fun Tally.add(result: GameResult, humans: Set<Side>, mode: Mode): Tally {
    val winner = when (result) {
        GameResult.TIGERS_WIN -> Side.TIGER
        GameResult.GOATS_WIN -> Side.GOAT
        else -> null
    }
    val counted = copy(
        games = games + 1,
        tigerWins = tigerWins + if (winner == Side.TIGER) 1 else 0,
        goatWins = goatWins + if (winner == Side.GOAT) 1 else 0,
        draws = draws + if (winner == null) 1 else 0,
    )
    if (mode != Mode.PLAY || winner == null) return counted
    return if (winner in humans) counted.copy(wins = wins + 1) else counted.copy(losses = losses + 1)
}

/** This tally with a finished match of [outcome] added. */
internal fun Tally.addMatch(outcome: MatchOutcome): Tally = when (MatchPlay.firstWins(outcome)) {
    true -> copy(matches = matches + 1, matchFirstWins = matchFirstWins + 1)
    false -> copy(matches = matches + 1, matchSecondWins = matchSecondWins + 1)
    null -> copy(matches = matches + 1, matchDraws = matchDraws + 1)
}
