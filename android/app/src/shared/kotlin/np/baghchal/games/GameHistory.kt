package np.baghchal.games

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import np.baghchal.app.Storage
import np.baghchal.drills.DrillTrainer
import uniffi.baghchal.Drills
import uniffi.baghchal.History
import uniffi.baghchal.KeptGame
import uniffi.baghchal.Statistics
import uniffi.baghchal.historyAdding
import uniffi.baghchal.historyDrills
import uniffi.baghchal.historyStatistics
import uniffi.baghchal.readHistory

/** The kept games as the "Your games" page shows them, read at [now] (Unix seconds), with the player's slips as drills. */
data class GamesRead(
    val history: History,
    val statistics: Statistics,
    val now: Long,
    val drills: Drills = Drills(emptyList(), emptyList(), 0u),
)

/**
 * Every finished game, kept under one storage key ([KEY]) as the core's
 * history text: the core adds a game ([historyAdding]), drops the oldest
 * beyond its capacity, and reads the text back with a damaged line refused
 * alone. The app never parses the text itself and writes no other key here,
 * so a failure can cost at most the game being added, never the tally, the
 * settings or the games already kept.
 *
 * Adding and reading run on [dispatcher] (the core parses up to 500 games),
 * one at a time so two games ending close together are both kept; a
 * problem is handed to [log] (the phone's log), never thrown.
 */
class GameHistory(
    private val storage: Storage,
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val log: (String) -> Unit,
) {
    private val lock = Mutex()
    private val jobs = mutableListOf<Job>()

    /** Appends [game] to the kept text, off the calling thread. */
    fun keep(game: KeptGame) {
        track(
            scope.launch(dispatcher) {
                lock.withLock {
                    try {
                        val text = storage.read(KEY).orEmpty()
                        storage.write(mapOf(KEY to historyAdding(text, game)))
                    } catch (e: CancellationException) {
                        throw e
                    } catch (e: Exception) {
                        // A record the core refuses is a bug to report, not a reason to stop the app.
                        log("a finished game could not be kept: ${e.message}")
                    }
                }
            },
        )
    }

    /** Reads the kept games and their statistics at [now] off the calling thread, then hands them to [show] on the scope's thread. */
    fun read(now: Long, show: (GamesRead) -> Unit) {
        track(
            scope.launch {
                val read = withContext(dispatcher) {
                    // After any game still being added, so the page lists it.
                    lock.withLock {
                        val text = storage.read(KEY).orEmpty()
                        // The drills are found with the tables loaded now; their progress is its own key.
                        val drills = historyDrills(text, storage.read(DrillTrainer.KEY_PROGRESS).orEmpty())
                        GamesRead(readHistory(text), historyStatistics(text, now), now, drills)
                    }
                }
                show(read)
            },
        )
    }

    /** Suspends until every pending add and read is done; for tests. */
    suspend fun awaitIdle() {
        while (true) {
            val job = synchronized(jobs) { jobs.firstOrNull { it.isActive }.also { jobs.removeAll { j -> !j.isActive } } } ?: return
            job.join()
        }
    }

    private fun track(job: Job) {
        synchronized(jobs) {
            jobs.removeAll { !it.isActive }
            jobs += job
        }
    }

    /** Storage key of the history text; public so tests can damage it on purpose. */
    companion object {
        const val KEY = "games.history"
    }
}
