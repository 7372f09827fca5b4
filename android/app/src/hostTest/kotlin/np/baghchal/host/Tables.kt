package np.baghchal.host

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Level
import uniffi.baghchal.Phase
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import uniffi.baghchal.loadTablebase
import kotlin.random.Random

/** The G = 3 endgame table .ci/test-android-host.sh builds with the CLI, loaded once into the process. */
object TestTables {
    /** Path of the G = 3 table file. */
    val g3: String
        get() = System.getProperty("baghchal.tablebase3")
            ?: error("no G = 3 table: run through .ci/test-android-host.sh (it sets -Dbaghchal.tablebase3)")

    /** Path of a goats-to-win 2 table, for the book's tests. */
    val g2: String
        get() = System.getProperty("baghchal.tablebase2")
            ?: error("no G = 2 table: run through .ci/test-android-host.sh (it sets -Dbaghchal.tablebase2)")

    /** Path of a goats-to-win 2 placement book for the tigers from a late root, made with [g2]. */
    val bookG2: String
        get() = System.getProperty("baghchal.book2")
            ?: error("no G = 2 book: run through .ci/test-android-host.sh (it sets -Dbaghchal.book2)")

    private var loaded = false

    /** Loads the G = 3 table for the whole process (the core keeps it); later calls do nothing. */
    @Synchronized
    fun loadG3() {
        if (loaded) return
        assertEquals(3, loadTablebase(g3).toInt())
        loaded = true
    }
}

/** Plays one random legal move of the side to move on [engine]. */
fun Engine.playRandom(rng: Random) {
    val place = placementTargets()
    if (place.isNotEmpty()) {
        place(place.random(rng))
        return
    }
    val from = movablePieces().random(rng)
    move(from, targetsFrom(from).random(rng).to)
}

/**
 * Plays a game of [rules] to the movement phase: the goats place with the
 * Medium bot (so they are not all eaten), the tigers move at random.
 * Returns null if the game ended first.
 */
fun movementGame(rules: Rules, seed: Int): Engine? {
    val rng = Random(seed)
    val engine = Engine.new(rules)
    CancelHandle().use { cancel ->
        while (true) {
            val game = engine.snapshot()
            if (game.isOver) {
                engine.close()
                return null
            }
            if (game.phase == Phase.MOVEMENT) return engine
            if (game.toMove == Side.GOAT) {
                val m = engine.botMove(Level.MEDIUM, rng.nextLong(), cancel)
                engine.place(m.to)
            } else {
                engine.playRandom(rng)
            }
        }
    }
}

/**
 * Saved games (records) of G = 3 movement positions the table rates, one per
 * verdict for the side to move: found by random play after a Medium placement.
 */
object G3Positions {
    /** Verdict (WIN, LOSS, DRAW) to the record of a position with that verdict for the side to move. */
    val byVerdict: Map<Verdict, String> by lazy {
        TestTables.loadG3()
        val found = HashMap<Verdict, String>()
        for (seed in 1..400) {
            val engine = movementGame(Rules(3, RepetitionRule.DRAW3), seed) ?: continue
            val rng = Random(seed * 31)
            engine.use {
                while (!it.snapshot().isOver && found.size < 3) {
                    val verdict = it.evaluate().verdict
                    if (verdict != Verdict.UNKNOWN && verdict !in found) found[verdict] = it.record()
                    it.playRandom(rng)
                }
            }
            if (found.size == 3) break
        }
        check(found.size == 3) { "random G = 3 games gave only ${found.keys}" }
        found
    }
}

/** A harness whose controller restored [record] as a saved table of [mode] with [humans], as after a kill. */
fun restored(
    record: String,
    mode: Mode,
    humans: Set<Side>,
    goatsToWin: Int = 3,
    rule: RepetitionRule = RepetitionRule.DRAW3,
    extra: Map<String, String> = emptyMap(),
    noteMillis: Long = 3500,
    botDispatcher: CoroutineDispatcher = Dispatchers.Default,
): Harness {
    val storage = MemoryStorage(
        mapOf(
            TableController.KEY_ACTIVE to "1",
            TableController.KEY_RECORD to record,
            TableController.KEY_HUMANS to humans.joinToString(",") { it.name },
            TableController.KEY_MODE to mode.name,
            TableController.KEY_GOATS to goatsToWin.toString(),
            TableController.KEY_REPETITION to rule.name,
        ) + extra,
    )
    val h = Harness(storage = storage, noteMillis = noteMillis, botDispatcher = botDispatcher)
    h.idle()
    return h
}
