package np.baghchal.host

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.asCoroutineDispatcher
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.i18n.Language
import np.baghchal.table.ReviewStep
import np.baghchal.table.TableController
import np.baghchal.table.reviewMoveText
import np.baghchal.table.reviewPositionText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.GameResult
import uniffi.baghchal.Phase
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import uniffi.baghchal.loadTablebase
import uniffi.baghchal.unloadTablebase
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.random.Random

/** A finished G = 3 game played at random by both players from a rated movement position, held by a harness. */
internal fun finishedG3Game(seed: Int, botDispatcher: CoroutineDispatcher = Dispatchers.Default): Harness {
    val start = G3Positions.byVerdict.getValue(if (seed % 2 == 0) Verdict.WIN else Verdict.DRAW)
    val h = restored(start, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER), botDispatcher = botDispatcher)
    val rng = Random(seed)
    while (!h.table.game.isOver) h.playRandomHumanMove(rng)
    return h
}

/** Ranks a verdict for the side it belongs to: a win above a draw above a loss. */
private fun rank(v: Verdict): Int = when (v) {
    Verdict.WIN -> 2
    Verdict.DRAW -> 1
    Verdict.LOSS -> 0
    Verdict.UNKNOWN -> error("no rank for an unknown verdict")
}

/**
 * The marks by brute force: replay the game and, for every movement move,
 * compare `evaluate()` for its mover before it with `evaluate()` after it,
 * negated (or the result, where the move ended the game).
 */
private fun bruteMarks(log: List<String>, rules: Rules): List<Int> {
    val marks = mutableListOf<Int>()
    Engine.new(rules).use { e ->
        for ((i, notation) in log.withIndex()) {
            val before = e.snapshot()
            val mover = before.toMove
            val was = if (before.phase == Phase.MOVEMENT) e.evaluate().verdict else Verdict.UNKNOWN
            e.playNotation(notation)
            if (was == Verdict.UNKNOWN) continue
            val after = e.snapshot()
            val now = if (after.isOver) {
                when (after.result) {
                    GameResult.DRAW -> Verdict.DRAW
                    GameResult.GOATS_WIN -> if (mover == Side.GOAT) Verdict.WIN else Verdict.LOSS
                    else -> if (mover == Side.TIGER) Verdict.WIN else Verdict.LOSS
                }
            } else {
                when (e.evaluate().verdict) {
                    Verdict.WIN -> Verdict.LOSS
                    Verdict.LOSS -> Verdict.WIN
                    Verdict.DRAW -> Verdict.DRAW
                    Verdict.UNKNOWN -> continue
                }
            }
            if (rank(now) < rank(was)) marks += i
        }
    }
    return marks
}

/** Every position of a game, by replaying its log: index i = after i half moves. */
private fun replay(log: List<String>, rules: Rules): List<BoardView> = Engine.new(rules).use { e ->
    listOf(e.snapshot()) + log.map { e.playNotation(it) }
}

/** The fields a position shows; canUndo belongs to the live game, not to a position. */
private fun BoardView.shown() = copy(canUndo = false)

/** Review: stepping through a finished game, and the table's marks. */
class ReviewTests {
    @Test
    fun steppingBackAndForthReproducesEveryPositionAndChangesNothing() = finishedG3Game(2).use { h ->
        val game = h.table.game
        val tally = h.table.tally
        val saved = h.storage.read(TableController.KEY_RECORD)
        val positions = replay(game.moveLog, Rules(3, RepetitionRule.DRAW3))
        h.on { openReview() }
        var review = h.table.review ?: error("the review did not open")
        assertEquals("opens on the final position", game.moveLog.size, review.index)
        assertEquals(positions.last().shown(), review.position.shown())
        h.on { reviewStep(ReviewStep.FIRST) }
        for (i in positions.indices) {
            review = h.table.review!!
            assertEquals(i, review.index)
            assertEquals("forward, after $i half moves", positions[i].shown(), review.position.shown())
            h.on { reviewStep(ReviewStep.FORWARD) }
        }
        assertTrue("stops at the end", h.table.review!!.atEnd)
        for (i in positions.indices.reversed()) {
            review = h.table.review!!
            assertEquals("back, after $i half moves", positions[i].shown(), review.position.shown())
            h.on { reviewStep(ReviewStep.BACK) }
        }
        assertTrue("stops at the start", h.table.review!!.atStart)
        h.on { reviewStep(ReviewStep.LAST) }
        assertEquals(positions.last().shown(), h.table.review!!.position.shown())
        // Leaving returns to the card: the game over, the same game, the same tally, the same save.
        assertTrue(h.on { back() })
        assertNull(h.table.review)
        assertTrue(h.table.game.isOver)
        assertEquals(game, h.table.game)
        assertEquals(tally, h.table.tally)
        assertEquals(saved, h.storage.read(TableController.KEY_RECORD))
    }

    @Test
    fun marksEqualABruteComparisonOfEvaluate() {
        var marked = 0
        for (seed in 1..12) {
            finishedG3Game(seed).use { h ->
                val log = h.table.game.moveLog
                h.on { openReview() }
                h.idle()
                val review = h.table.review!!
                assertEquals("seed $seed", bruteMarks(log, Rules(3, RepetitionRule.DRAW3)), review.marks)
                if (review.marks.isNotEmpty()) {
                    marked++
                    h.on { reviewStep(ReviewStep.FIRST_MARK) }
                    val first = review.marks.first()
                    assertEquals("jumps to just after the first slip", first + 1, h.table.review!!.index)
                    assertEquals(first, h.table.review!!.currentMove)
                    val en = HostResources.strings(Language.ENGLISH)
                    val ne = HostResources.strings(Language.NEPALI)
                    assertEquals("${log[first]} (slip)", reviewMoveText(en, log[first], first, review.marks))
                    assertEquals("${log[first]} (भूल)", reviewMoveText(ne, log[first], first, review.marks))
                    assertEquals("After move ${first + 1} of ${log.size}", reviewPositionText(en, h.table.review!!))
                }
            }
        }
        assertTrue("random play threw some results away ($marked games with marks)", marked > 0)
    }

    @Test
    fun marksAreFoundOffTheMainThreadWhileTheReviewIsAlreadyUp() {
        val rules = Rules(3, RepetitionRule.DRAW3)
        val seed = (1..12).first { s -> finishedG3Game(s).use { bruteMarks(it.table.game.moveLog, rules).isNotEmpty() } }
        val gate = CountDownLatch(1)
        val pool = Executors.newSingleThreadExecutor()
        try {
            finishedG3Game(seed, pool.asCoroutineDispatcher()).use { h ->
                // The search thread is busy: were the marks found on the main thread, they would come at once.
                pool.execute { gate.await(30, TimeUnit.SECONDS) }
                val log = h.table.game.moveLog
                h.on { openReview() }
                assertEquals("opens on the final position", log.size, h.table.review!!.index)
                assertTrue("no marks before the search ran", h.table.review!!.marks.isEmpty())
                h.on { reviewStep(ReviewStep.BACK) }
                gate.countDown()
                h.idle()
                val review = h.table.review!!
                assertEquals(bruteMarks(log, rules), review.marks)
                assertEquals("the marks leave the player where they stepped", log.size - 1, review.index)
                h.on { reviewStep(ReviewStep.FIRST_MARK) }
                assertEquals(review.marks.first() + 1, h.table.review!!.index)
            }
        } finally {
            gate.countDown()
            pool.shutdownNow()
        }
    }

    /** A seed of [finishedG3Game] whose game has marks. */
    private fun markedSeed(rules: Rules): Int =
        (1..12).first { s -> finishedG3Game(s).use { bruteMarks(it.table.game.moveLog, rules).isNotEmpty() } }

    @Test
    fun marksAreFoundWhenTheTablesArriveAfterTheReviewOpened() {
        val rules = Rules(3, RepetitionRule.DRAW3)
        finishedG3Game(markedSeed(rules)).use { h ->
            val log = h.table.game.moveLog
            val expected = bruteMarks(log, rules)
            // The review opens before the tables have loaded (the first start copies them for a while).
            unloadTablebase()
            try {
                h.on { openReview() }
                h.idle()
                assertTrue("no table, no marks yet", h.table.review!!.marks.isEmpty())
                h.on { reviewStep(ReviewStep.BACK) }
                assertNull("no table, no verdict", h.table.review!!.evaluation)
            } finally {
                loadTablebase(TestTables.g3)
            }
            h.on { tablesLoaded() }
            h.idle()
            val review = h.table.review!!
            assertEquals(expected, review.marks)
            assertEquals("the player stays where they stepped", log.size - 1, review.index)
            if (review.position.phase == Phase.MOVEMENT) assertTrue(review.evaluation!!.verdict != Verdict.UNKNOWN)
        }
    }

    @Test
    fun marksCutShortByAPauseAreFoundOnResume() {
        val rules = Rules(3, RepetitionRule.DRAW3)
        val seed = markedSeed(rules)
        val gate = CountDownLatch(1)
        val pool = Executors.newSingleThreadExecutor()
        try {
            finishedG3Game(seed, pool.asCoroutineDispatcher()).use { h ->
                val expected = bruteMarks(h.table.game.moveLog, rules)
                // The search thread is busy, so the app goes off screen while the marks are still to find.
                pool.execute { gate.await(30, TimeUnit.SECONDS) }
                h.on {
                    openReview()
                    pause()
                }
                gate.countDown()
                h.idle()
                assertTrue("the pause stopped the search", h.table.review!!.marks.isEmpty())
                h.on { resume() }
                h.idle()
                assertEquals(expected, h.table.review!!.marks)
            }
        } finally {
            gate.countDown()
            pool.shutdownNow()
        }
    }

    @Test
    fun reviewOnlyAfterTheGameAndNoMarksWithoutATable() {
        seated(np.baghchal.app.TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
            h.on { openReview() }
            assertNull("not during a game", h.table.review)
            h.on { resign() }
            h.on { openReview() }
            h.idle()
            val review = h.table.review!!
            // Goats to win 5: no table loaded for it in the tests, so nothing is judged.
            assertTrue(review.marks.isEmpty())
            assertEquals("The start, before any move", reviewPositionText(HostResources.strings(Language.ENGLISH), review.copy(index = 0)))
            h.on { playAgain() }
            assertNull("a new game closes the review", h.table.review)
        }
    }
}
