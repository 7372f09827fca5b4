package np.baghchal.game

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import uniffi.baghchal.Side
import kotlin.random.Random

/** Who sits where in a game about to start, and the match it belongs to. */
data class Seating(val humans: Set<Side>, val match: MatchState?)

/**
 * The table's life around its games: the app going off screen and coming
 * back ([pause], [resume]: nothing plays, clicks or writes meanwhile), the
 * pause before a watched game's next one, and who sits where when the next
 * game starts (the side picker, Alternate, a match's second game). The
 * table leaves, starts and restores its games; this holder says when and
 * with whom.
 *
 * Every function must be called on [scope]'s thread.
 */
class TableLifecycle(
    private val scope: CoroutineScope,
    private val random: Random,
    /** Pause between games in watch mode at 1× speed. */
    private val nextGameMillis: Long,
) {
    private var nextGame: Job? = null

    /** True while the app is off screen: no bot search, no next game, nothing played or saved. */
    var paused = false
        private set

    /** The next game's start while it waits; for tests. */
    val waitingGame: Job? get() = nextGame?.takeIf { it.isActive }

    /** The app left the screen; false if it already had (nothing to do). */
    fun pause(): Boolean {
        if (paused) return false
        paused = true
        return true
    }

    /** The app is back on screen; false if it never left (nothing to do). */
    fun resume(): Boolean {
        if (!paused) return false
        paused = false
        return true
    }

    /**
     * A watched game ended: [start] runs after the pause between games at
     * [speed]. Not while paused: the table schedules it again on resume.
     */
    fun scheduleNextGame(speed: Speed, start: () -> Unit) {
        if (paused) return
        nextGame?.cancel()
        nextGame = scope.launch {
            delay(nextGameMillis / speed.factor)
            start()
        }
    }

    /** The next game no longer waits (the table moved on or went off screen). */
    fun cancelNextGame() {
        nextGame?.cancel()
        nextGame = null
    }

    /**
     * Who sits where in the next game of [setup], after [last] (null: the
     * first game of a sitting): a match's second game swaps the sides of its
     * first; otherwise the side picker decides, Alternate swapping the
     * player's side of the game before.
     */
    fun nextSeating(setup: TableSetup, last: TableState?): Seating {
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
        return Seating(humans, match)
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
}
