package np.baghchal.table

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.launch
import np.baghchal.app.AppState
import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.Notice
import np.baghchal.app.Screen
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.app.TableState
import np.baghchal.app.Tally
import uniffi.baghchal.Side
import kotlin.random.Random

/**
 * The table's life around its games: sitting down, the next game (who sits
 * where: the side picker, Alternate, a match's second game; after a pause
 * by itself when watching), leaving, and the app going off screen and
 * coming back, when nothing plays, clicks or writes. It moves [table]
 * through these; what happens inside a game is the table's.
 *
 * Every function must be called on [scope]'s thread.
 */
class TableLifecycle(
    private val scope: CoroutineScope,
    private val random: Random,
    /** Pause between games in watch mode at 1× speed. */
    private val nextGameMillis: Long,
    /** What the UI draws; the lifecycle changes the screen and seats the table. */
    private val app: MutableStateFlow<AppState>,
    private val table: Table,
) {
    /** What the lifecycle needs of the table it runs: its game and the work going on at it. */
    interface Table {
        /** Stops the work under way at the table: the bot's turn, a hint's search, the review's search. */
        fun stopWork()

        /**
         * Closes the game played so far and plays [next] from now on (none: the
         * table is left); [tallied]: its end is already in the tally.
         */
        fun replaceGame(next: Engine?, tallied: Boolean = false)

        /** A game has been seated with [hints] used: its position shown, the bot moves if it is its turn. */
        fun gameSeated(hints: Int = 0)

        /** The bot's turn, searched again after a pause. */
        fun startBot()

        /** The app is back: work a pause cut short (the review's marks) is taken up again. */
        fun resumeWork()

        /** Saves the table as it is. */
        fun save()

        /** Forgets the saved table: it was left. */
        fun forget()
    }

    private var nextGame: Job? = null

    /** True while the app is off screen: no bot search, no next game, nothing played or saved. */
    var paused = false
        private set

    /** The next game's start while it waits; for tests. */
    val waitingGame: Job? get() = nextGame?.takeIf { it.isActive }

    /** Sits down with the current set-up: a new sitting, a fresh tally. */
    fun startTable() {
        stop()
        app.value = app.value.copy(screen = Screen.TABLE, table = null)
        newGame(Tally())
    }

    /** Starts the next game at the same table; the tally carries on. */
    fun playAgain() {
        val current = app.value.table ?: return
        stop()
        newGame(current.tally)
    }

    /**
     * Starts a game of the current set-up with [tally]; [keepOverlays]: the
     * menu or leave question open now stays open (a watch game the clock
     * started).
     */
    fun newGame(tally: Tally, keepOverlays: Boolean = false) {
        stop()
        val setup = app.value.setup
        val fresh = Engine.new(setup.rules)
        table.replaceGame(fresh)
        val last = app.value.table
        val (humans, match) = nextSeating(setup, last)
        val previous = last?.takeIf { keepOverlays }
        app.value = app.value.copy(
            screen = Screen.TABLE,
            table = TableState(
                game = fresh.snapshot(),
                humanSides = humans,
                tally = tally,
                menuOpen = previous?.menuOpen == true,
                confirmingLeave = previous?.confirmingLeave == true,
                match = match,
            ),
        )
        table.gameSeated()
    }

    /**
     * Comes back to [saved], the table the process left (killed, or ended
     * while a game was on), seated by the saved seats or else the set-up's.
     * Everything but an unreadable game is kept: that one is replaced by a
     * fresh game, with a notice saying so.
     */
    fun restore(saved: SavedTable) {
        val setup = app.value.setup
        val humans = saved.humans ?: seatsFor(setup)
        val engine = saved.engine
        if (engine == null) {
            val placeholder = TableState(game = TableSaving.placeholderGame(), humanSides = humans, tally = saved.tally)
            app.value = app.value.copy(screen = Screen.TABLE, table = placeholder)
            newGame(saved.tally)
            app.value.table?.let { app.value = app.value.copy(table = it.copy(notice = Notice.SAVE_UNREADABLE)) }
            return
        }
        table.replaceGame(engine, tallied = saved.tallied)
        app.value = app.value.copy(
            screen = Screen.TABLE,
            table = TableState(game = engine.snapshot(), humanSides = humans, tally = saved.tally, match = saved.match),
        )
        table.gameSeated(hints = saved.hints)
    }

    /** Leaves the table at once: the bot stops, the sitting and its tally end. */
    fun leave() {
        stop()
        table.replaceGame(null)
        app.value = app.value.copy(screen = Screen.SETUP, table = null)
        table.forget()
    }

    /** Stops everything going on (the work at the table, the next game's wait); the game stays saved. */
    fun stop() {
        table.stopWork()
        nextGame?.cancel()
        nextGame = null
    }

    /**
     * The app left the screen: the work at the table and the watch-mode
     * clock stop and the table is saved. [resume] carries on from there.
     */
    fun pause() {
        if (paused) return
        paused = true
        stop()
        table.save()
    }

    /** The app is back on screen: a bot turn cut short by [pause] is searched again, a finished watch game moves on. */
    fun resume() {
        if (!paused) return
        paused = false
        val current = app.value.table ?: return
        table.resumeWork()
        when {
            current.game.isOver -> gameOver()
            !current.humanToMove -> table.startBot()
        }
    }

    /** The game ended: when watching, the next one starts by itself after a pause (not while off screen). */
    fun gameOver() {
        if (paused || app.value.setup.mode != Mode.WATCH) return
        nextGame?.cancel()
        nextGame = scope.launch {
            delay(nextGameMillis / app.value.setup.speed.factor)
            val current = app.value.table ?: return@launch
            // It starts by itself, so it must not close what the player has open.
            newGame(current.tally, keepOverlays = true)
        }
    }

    /** The seats [setup] gives; [lastSide], the player's side in the game before, is what Alternate swaps. */
    fun seatsFor(setup: TableSetup, lastSide: Side? = null): Set<Side> = when (setup.mode) {
        Mode.PASS_AND_PLAY -> setOf(Side.GOAT, Side.TIGER)
        Mode.WATCH -> emptySet()
        Mode.PLAY -> when (setup.side) {
            SideChoice.GOATS -> setOf(Side.GOAT)
            SideChoice.TIGERS -> setOf(Side.TIGER)
            SideChoice.RANDOM -> setOf(if (random.nextBoolean()) Side.GOAT else Side.TIGER)
            SideChoice.ALTERNATE -> setOf(lastSide?.other() ?: Side.GOAT)
        }
    }

    /** True if [humans] is a seating [mode] can have. */
    fun fits(mode: Mode, humans: Set<Side>): Boolean = when (mode) {
        Mode.PLAY -> humans.size == 1
        Mode.PASS_AND_PLAY -> humans == setOf(Side.GOAT, Side.TIGER)
        Mode.WATCH -> humans.isEmpty()
    }

    /**
     * Who sits where in the next game of [setup] after [last] (null: the
     * first of a sitting), and the match it belongs to.
     */
    private fun nextSeating(setup: TableSetup, last: TableState?): Pair<Set<Side>, MatchState?> {
        // A match's second game follows its first; after a finished match (or none) a new one starts.
        val ongoing = if (setup.playsMatches) last?.match?.let(MatchPlay::next) else null
        val humans = when {
            ongoing != null && setup.mode == Mode.PLAY -> setOf(ongoing.firstPlayerSide)
            else -> seatsFor(setup, last?.humanSides?.singleOrNull())
        }
        val match = when {
            ongoing != null -> ongoing
            // Player 1 has the person's seat in play mode and the goats when passing the phone.
            setup.playsMatches -> MatchPlay.start(humans.singleOrNull() ?: Side.GOAT)
            else -> null
        }
        return humans to match
    }
}
