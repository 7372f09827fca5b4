package np.baghchal.games

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.TableState
import np.baghchal.table.ReviewSession
import np.baghchal.table.ReviewState
import np.baghchal.table.ReviewStep
import np.baghchal.why.LineReplay
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.GameListing
import uniffi.baghchal.PlayMode
import uniffi.baghchal.Side
import uniffi.baghchal.TextTag

/** A kept game opened in review: the table as it ended, seated as it was played, and the review's step. */
data class KeptGameView(
    val listing: GameListing,
    /** The finished game, seated as played, with the open review in [TableState.review]. */
    val table: TableState,
    /** The mode it was played in, for the seat and result words. */
    val mode: Mode,
    /** A game opened from a pasted or shared text: its tags (who played) name the players; null for a kept game. */
    val textTags: List<TextTag>? = null,
)

/** What the "Your games" page shows: the games and statistics once read, and the game opened in review, if any. */
data class GamesState(val read: GamesRead? = null, val open: KeptGameView? = null)

/**
 * The "Your games" page's state holder: reads the kept games and their
 * statistics ([GameHistory]) when the page opens, and opens a kept game in
 * the table's own review ([ReviewSession]: its slips are marked by the core's
 * `reviewMarks`, found on [dispatcher]). Nothing here changes the table, its
 * save or its tally. Every function must be called on [scope]'s thread.
 */
class YourGames(
    private val history: GameHistory,
    scope: CoroutineScope,
    dispatcher: CoroutineDispatcher,
    /** The clock, Unix seconds: "the last 30 days" and the chart's weeks end now. */
    private val now: () -> Long,
    /** Makes the handle each slip's explanation can be stopped with; tests watch it being cancelled. */
    newWhyCancelHandle: () -> CancelHandle = { CancelHandle() },
) {
    private val _state = MutableStateFlow<GamesState?>(null)

    /** Null while the page is closed. */
    val state: StateFlow<GamesState?> = _state.asStateFlow()

    private var engine: Engine? = null
    private val reviews = ReviewSession(scope, dispatcher, { change ->
        val open = _state.value?.open
        if (open != null) {
            val review = change(open.table.review)
            // Closing the review closes the game: back to the list.
            _state.value = _state.value?.copy(open = if (review == null) null else open.copy(table = open.table.copy(review = review)))
        }
    }, newWhyCancelHandle)

    /** The engine of the game open in review (the analysis board opens on it); null when none is. */
    val openEngine: Engine? get() = engine.takeIf { _state.value?.open != null }

    /** The marks' search while it runs; for tests. */
    val searching get() = reviews.searching

    /** Opens the page: the games are read off the main thread and shown when read. */
    fun open() {
        _state.value = GamesState()
        history.read(now()) { read -> if (_state.value != null) _state.value = _state.value?.copy(read = read) }
    }

    /** Reads the games again (after drills were answered), keeping the game open in review; the list shows the old read until then. */
    fun reload() {
        if (_state.value == null) return
        history.read(now()) { read -> if (_state.value != null) _state.value = _state.value?.copy(read = read) }
    }

    /** Closes the page (and any game open on it). */
    fun close() {
        closeGame()
        _state.value = null
    }

    /**
     * Opens [listing]'s game in review on its final position; its slips are
     * marked a moment later. [textTags]: the game came as a text (not kept).
     */
    fun openGame(listing: GameListing, textTags: List<TextTag>? = null) {
        val current = _state.value ?: return
        closeGame()
        // The core read this line already; a record it then refuses is left closed rather than shown half.
        val next = runCatching { Engine.fromRecord(listing.game.recordJson) }.getOrNull() ?: return
        engine = next
        val mode = when (listing.game.mode) {
            PlayMode.PLAY -> Mode.PLAY
            PlayMode.PASS_AND_PLAY -> Mode.PASS_AND_PLAY
            PlayMode.WATCH -> Mode.WATCH
        }
        val humans = when (mode) {
            Mode.PLAY -> setOfNotNull(listing.game.playerSide)
            Mode.PASS_AND_PLAY -> setOf(Side.GOAT, Side.TIGER)
            Mode.WATCH -> emptySet()
        }
        _state.value = current.copy(open = KeptGameView(listing, TableState(game = next.snapshot(), humanSides = humans), mode, textTags))
        reviews.open(next)
    }

    /** Steps the open game's review. */
    fun step(step: ReviewStep) {
        val review: ReviewState = _state.value?.open?.table?.review ?: return
        reviews.step(review, step)
    }

    /** Opens the shown slip's line on the board (issue 43). */
    fun openLine() = reviews.openLine()

    /** Steps the open line. */
    fun stepLine(step: (LineReplay) -> LineReplay) = reviews.stepLine(step)

    /** Closes the line: the review shows the game again. */
    fun closeLine() = reviews.closeLine()

    /** The slip's explanation while it is worked out; for tests. */
    val explaining get() = reviews.explaining

    /** Back from the open game to the list. */
    fun closeGame() {
        reviews.drop()
        engine?.close()
        engine = null
        _state.value = _state.value?.copy(open = null)
    }

    /** The app went off screen: the marks' search stops, and is looked for again on [resume]. */
    fun pause() = reviews.stop()

    /** The app is back: marks a pause kept from being found are looked for again. */
    fun resume() {
        engine?.let(reviews::resumed)
    }

    /** A table arrived: the open review's marks and verdicts are found again with it. */
    fun tablesLoaded(paused: Boolean) {
        engine?.let { reviews.tablesLoaded(it, paused) }
    }
}
