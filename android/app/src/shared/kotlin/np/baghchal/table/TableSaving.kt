package np.baghchal.table

import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.Points
import np.baghchal.app.Preferences
import np.baghchal.app.Storage
import np.baghchal.app.TableSetup
import np.baghchal.app.TableState
import np.baghchal.app.Tally
import np.baghchal.app.ThemeChoice
import np.baghchal.i18n.Language
import np.baghchal.table.TableController.Companion.KEY_ACTIVE
import np.baghchal.table.TableController.Companion.KEY_GOATS
import np.baghchal.table.TableController.Companion.KEY_HINTS
import np.baghchal.table.TableController.Companion.KEY_HUMANS
import np.baghchal.table.TableController.Companion.KEY_LANGUAGE
import np.baghchal.table.TableController.Companion.KEY_LEVEL
import np.baghchal.table.TableController.Companion.KEY_MATCH
import np.baghchal.table.TableController.Companion.KEY_MATCH_SETUP
import np.baghchal.table.TableController.Companion.KEY_MODE
import np.baghchal.table.TableController.Companion.KEY_RECORD
import np.baghchal.table.TableController.Companion.KEY_REPETITION
import np.baghchal.table.TableController.Companion.KEY_SIDE
import np.baghchal.table.TableController.Companion.KEY_SOUND
import np.baghchal.table.TableController.Companion.KEY_SPEED
import np.baghchal.table.TableController.Companion.KEY_TALLIED
import np.baghchal.table.TableController.Companion.KEY_TALLY
import np.baghchal.table.TableController.Companion.KEY_THEME
import np.baghchal.table.TableController.Companion.KEY_VERDICT
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.GameResult
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.Side

/** A table read back from storage, as the process left it. */
class SavedTable(
    /** The game; null when its record is missing or cannot be read. */
    val engine: Engine?,
    /** The saved seats; null when missing or not a seating the mode can have. */
    val humans: Set<Side>?,
    val tally: Tally,
    /** True if the saved game, finished, was already counted in [tally]. */
    val tallied: Boolean,
    /** Hints used in the saved game. */
    val hints: Int,
    /** The match the game belongs to, in a match set-up. */
    val match: MatchState?,
)

/**
 * Saving and restoring: the set-up, the preferences and the table (game
 * record, seats, tally, hints, match) in [storage], under the keys of
 * [TableController]'s companion, so a killed process comes back to its seat.
 * Anything damaged reads as its default, never as an error.
 */
class TableSaving(private val storage: Storage) {
    /** The hint count last written on its own, so each new hint is written once. */
    private var savedHints = -1

    /** True if a table was being played when the process last stopped. */
    val hasTable: Boolean get() = storage.read(KEY_ACTIVE) == "1"

    /** The saved set-up; each damaged or missing entry is the default's. */
    fun setup(): TableSetup {
        val d = TableSetup()
        return TableSetup(
            mode = enumOr(storage.read(KEY_MODE), d.mode),
            side = enumOr(storage.read(KEY_SIDE), d.side),
            level = enumOr(storage.read(KEY_LEVEL), d.level),
            goatsToWin = storage.read(KEY_GOATS)?.toIntOrNull()?.takeIf { it in TableSetup.GOATS_TO_WIN_CHOICES } ?: d.goatsToWin,
            repetition = enumOr(storage.read(KEY_REPETITION), d.repetition),
            speed = enumOr(storage.read(KEY_SPEED), d.speed),
            match = storage.read(KEY_MATCH_SETUP)?.toBooleanStrictOrNull() ?: d.match,
        )
    }

    /** The saved preferences; the language is [defaultLanguage] until one is chosen. */
    fun prefs(defaultLanguage: Language) = Preferences(
        sound = storage.read(KEY_SOUND)?.toBooleanStrictOrNull() ?: true,
        theme = enumOr(storage.read(KEY_THEME), ThemeChoice.SYSTEM),
        language = enumOr(storage.read(KEY_LANGUAGE), defaultLanguage),
        showVerdict = storage.read(KEY_VERDICT)?.toBooleanStrictOrNull() ?: false,
    )

    /** Remembers [s] for next time. */
    fun saveSetup(s: TableSetup) = storage.write(
        mapOf(
            KEY_MODE to s.mode.name,
            KEY_SIDE to s.side.name,
            KEY_LEVEL to s.level.name,
            KEY_GOATS to s.goatsToWin.toString(),
            KEY_REPETITION to s.repetition.name,
            KEY_SPEED to s.speed.name,
            KEY_MATCH_SETUP to s.match.toString(),
        ),
    )

    /** Remembers [prefs]. */
    fun savePrefs(prefs: Preferences) = storage.write(
        mapOf(
            KEY_SOUND to prefs.sound.toString(),
            KEY_THEME to prefs.theme.name,
            KEY_LANGUAGE to prefs.language.name,
            KEY_VERDICT to prefs.showVerdict.toString(),
        ),
    )

    /** Writes the game's hint count the moment a hint shows, so a kill right after it cannot lose it. */
    fun saveHints(used: Int) {
        if (used == savedHints) return
        savedHints = used
        storage.write(mapOf(KEY_HINTS to used.toString()))
    }

    /** Saves [table] with its game [engine]: [tallied] if the finished game is already in the tally, [hints] used in it. */
    fun save(engine: Engine, table: TableState, tallied: Boolean, hints: Int) = storage.write(
        mapOf(
            KEY_ACTIVE to "1",
            KEY_RECORD to engine.record(),
            KEY_HUMANS to table.humanSides.joinToString(",") { it.name },
            KEY_TALLY to table.tally.encode(),
            KEY_TALLIED to tallied.toString(),
            KEY_HINTS to hints.toString(),
            KEY_MATCH to table.match?.let(MatchPlay::encode),
        ),
    )

    /** Forgets the table (it was left): the set-up and the preferences stay. */
    fun forgetTable() = storage.write(
        mapOf(
            KEY_ACTIVE to null, KEY_RECORD to null, KEY_HUMANS to null, KEY_TALLY to null, KEY_TALLIED to null,
            KEY_HINTS to null, KEY_MATCH to null,
        ),
    )

    /** Reads the saved table back for [setup]; seats that [fits] refuses for its mode read as none. */
    fun restore(setup: TableSetup, fits: (Mode, Set<Side>) -> Boolean): SavedTable {
        val tally = storage.read(KEY_TALLY)?.let(::decodeTally) ?: Tally()
        // Damaged sides that do not fit the mode would hand the bot the player's seat (or stall the table).
        val humans = storage.read(KEY_HUMANS)?.let(::decodeSides)?.takeIf { fits(setup.mode, it) }
        val engine = storage.read(KEY_RECORD)?.let { record ->
            try {
                Engine.fromRecord(record)
            } catch (e: BaghchalException) {
                null
            }
        }
        return SavedTable(
            engine = engine,
            humans = humans,
            tally = tally,
            tallied = storage.read(KEY_TALLIED) == "true",
            hints = storage.read(KEY_HINTS)?.toIntOrNull()?.coerceAtLeast(0) ?: 0,
            match = storage.read(KEY_MATCH)?.takeIf { setup.playsMatches }?.let(MatchPlay::decode),
        )
    }

    /** Companion for the stand-in position. */
    companion object {
        /** An empty board, shown for the moment a fresh game replaces an unreadable save. */
        fun placeholderGame(): BoardView = BoardView(
            board = List(Points.COUNT) { Piece.EMPTY }, toMove = Side.GOAT, phase = Phase.PLACEMENT,
            goatsInHand = 0, goatsOnBoard = 0, captured = 0, goatsToWin = 0, tigersTrapped = 0, halfMoves = 0,
            result = GameResult.ONGOING, reason = null, lastMove = null, moveLog = emptyList(), canUndo = false,
        )
    }
}

private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
    enumValues<E>().firstOrNull { it.name == name } ?: default

private fun Tally.encode() =
    listOf(games, wins, losses, tigerWins, goatWins, draws, hints, matches, matchFirstWins, matchSecondWins, matchDraws)
        .joinToString(",")

/** Reads a tally; one saved before hints and matches existed (six numbers) counts none of them. */
private fun decodeTally(text: String): Tally? {
    val n = text.split(",").map { it.toIntOrNull()?.takeIf { v -> v >= 0 } ?: return null }
    if (n.size != 6 && n.size != 11) return null
    val more = n.drop(6) + List(11 - n.size) { 0 }
    return Tally(n[0], n[1], n[2], n[3], n[4], n[5], more[0], more[1], more[2], more[3], more[4])
}

private fun decodeSides(text: String): Set<Side> =
    text.split(",").filter { it.isNotEmpty() }.mapNotNull { n -> Side.entries.firstOrNull { it.name == n } }.toSet()
