package np.baghchal.host

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.MoveValueSource
import np.baghchal.app.AppState
import np.baghchal.app.Feedback
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Storage
import np.baghchal.app.TableSetup
import np.baghchal.app.TableState
import np.baghchal.share.Clipboard
import np.baghchal.share.ShareSheet
import np.baghchal.table.TableController
import uniffi.baghchal.CancelHandle
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicLong
import kotlin.random.Random

/**
 * A [TableController] on a single "main" thread, as on the phone, with the
 * bot on Dispatchers.Default. Every call goes through [on] so the test
 * thread never touches the controller concurrently with a bot move landing.
 */
class Harness(
    val storage: Storage = MemoryStorage(),
    seed: Int = 1,
    botPauseMillis: Long = 0,
    nextGameMillis: Long = 0,
    feedback: Feedback = Feedback.None,
    noteMillis: Long = 3500,
    botDispatcher: CoroutineDispatcher = Dispatchers.Default,
    /** The app's clock, Unix seconds; tests move it on to date the games they keep. */
    val clock: AtomicLong = AtomicLong(HOST_NOW),
    /** Pause before each move of a wrong drill answer's refutation; none, so tests wait only for the work. */
    drillStepMillis: Long = 0,
    /** The share sheet games are shared through; tests record what it was given. */
    shareSheet: ShareSheet = ShareSheet.None,
    /** The clipboard "Paste a game" reads. */
    clipboard: Clipboard = Clipboard.None,
    /** Where the analysis board's values come from; tests hand them over one by one ([HandedValues]). */
    analysisValues: MoveValueSource = MoveValueSource.CORE,
) : AutoCloseable {
    private val executor = Executors.newSingleThreadExecutor { r -> Thread(r, "host-main").apply { isDaemon = true } }
    private val main = executor.asCoroutineDispatcher()
    private val scope = CoroutineScope(SupervisorJob() + main)

    /** Every handle a bot search was started with, oldest first. */
    val cancelHandles: MutableList<CancelHandle> = CopyOnWriteArrayList()

    /** Every handle a hint search was started with, oldest first. */
    val hintHandles: MutableList<CancelHandle> = CopyOnWriteArrayList()

    /** Every handle an analysis board's value search was started with, oldest first. */
    val analysisHandles: MutableList<CancelHandle> = CopyOnWriteArrayList()

    /** Every handle a move's explanation was asked with, oldest first. */
    val whyHandles: MutableList<CancelHandle> = CopyOnWriteArrayList()

    /** Every problem the controller logged, oldest first. */
    val problems: MutableList<String> = CopyOnWriteArrayList()

    /** The controller under test. */
    val c: TableController = runBlocking(main) {
        TableController(
            storage = storage,
            scope = scope,
            botDispatcher = botDispatcher,
            random = Random(seed),
            feedback = feedback,
            botPauseMillis = botPauseMillis,
            nextGameMillis = nextGameMillis,
            newCancelHandle = { CancelHandle().also { cancelHandles += it } },
            newHintCancelHandle = { CancelHandle().also { hintHandles += it } },
            noteMillis = noteMillis,
            newAnalysisCancelHandle = { CancelHandle().also { analysisHandles += it } },
            now = { clock.get() },
            log = { problems += it },
            drillStepMillis = drillStepMillis,
            shareSheet = shareSheet,
            clipboard = clipboard,
            // Shared texts are dated in UTC here, so the day is known.
            offsetAt = { 0 },
            newWhyCancelHandle = { CancelHandle().also { whyHandles += it } },
            analysisValues = analysisValues,
        )
    }

    /** Runs [block] on the controller's thread. */
    fun <T> on(block: TableController.() -> T): T = runBlocking(main) { c.block() }

    /** Waits (up to [timeoutMillis]) until the bot has played and nothing is pending. */
    fun idle(timeoutMillis: Long = 120_000) = runBlocking(main) { withTimeout(timeoutMillis) { c.awaitIdle() } }

    /** The current app state. */
    val app: AppState get() = c.state.value

    /** The current table; fails if not at the table. */
    val table: TableState get() = c.state.value.table ?: error("not at the table")

    /** Simulates the process dying: the bot stops, nothing more is saved. */
    override fun close() {
        on { close() }
        scope.cancel()
        executor.shutdownNow()
    }
}

/** The host tests' "now": 2026-06-01 12:00 UTC, a fixed day so dates and weeks are known. */
const val HOST_NOW = 1_780_315_200L

/** A harness sat down at a table with [setup], once the bot (if it moves first) has played. */
fun seated(
    setup: TableSetup,
    seed: Int = 1,
    storage: MemoryStorage = MemoryStorage(),
    pause: Long = 0,
    feedback: Feedback = Feedback.None,
): Harness {
    val h = Harness(storage = storage, seed = seed, botPauseMillis = pause, feedback = feedback)
    h.on {
        updateSetup { setup }
        startTable()
    }
    h.idle()
    return h
}

/** A [Feedback] that writes down what it was asked to play, in order, for tests. */
class RecordingFeedback : Feedback {
    /** Every cue so far: "moved", "captured", "picked" or "gameOver". */
    val cues: MutableList<String> = CopyOnWriteArrayList()

    override fun moved(captured: Boolean) {
        cues += if (captured) "captured" else "moved"
    }

    override fun picked() {
        cues += "picked"
    }

    override fun gameOver() {
        cues += "gameOver"
    }
}
