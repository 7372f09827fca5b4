package np.baghchal.host

import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.AnalysisState
import np.baghchal.analysis.AnalysisWords
import np.baghchal.analysis.MoveValues
import np.baghchal.app.Engine
import np.baghchal.app.Rules
import np.baghchal.app.Spoken
import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import kotlin.random.Random

/**
 * The analysis board showing each move's value as it arrives (issue 41 §1):
 * the real core and G = 3 table, its values handed to the board one by one
 * by the test ([HandedValues]).
 */
class AnalysisStreamTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    private val Harness.board: AnalysisState get() = c.analysis.state.value ?: error("no analysis board")

    /** Waits until the board's values pass [test]; fails with what they are if they never do. */
    private fun Harness.valuesWhen(what: String, test: (MoveValues) -> Boolean): MoveValues = try {
        runBlocking { withTimeout(60_000) { c.analysis.state.first { it != null && test(it.values) } } }!!.values
    } catch (e: TimeoutCancellationException) {
        error("never $what: ${board.values}")
    }

    @Test
    fun valuesShowOneByOneAndThenAllAreKnown() {
        TestTables.loadG3()
        val hand = HandedValues()
        g3Placement(14).use { e ->
            val all = e.moveValues(CancelHandle()).toSet()
            assertTrue("enough moves to hand over in steps: ${all.size}", all.size >= 4)
            Harness(analysisValues = hand).use { h ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
                // The core has a value the board has not been given: still working, nothing shown.
                hand.awaitHeld()
                assertEquals(MoveValues.Computing, h.board.values)
                assertTrue(AnalysisBoard.marks(h.board.values, null).isEmpty())

                hand.release(1)
                val one = h.valuesWhen("one value") { it is MoveValues.Partial } as MoveValues.Partial
                assertEquals(hand.handed.toList(), one.found)
                assertEquals(1, one.found.size)
                assertEquals(all.size - 1, one.waiting)
                // Its ring is on the board at once.
                val first = one.found.single()
                assertEquals(mapOf(first.move.to to first.verdict), AnalysisBoard.marks(one, null))

                hand.release(2)
                val three = h.valuesWhen("three values") { it is MoveValues.Partial && it.found.size == 3 } as MoveValues.Partial
                assertEquals(hand.handed.toList(), three.found)
                assertTrue("values the core gives for the position", all.containsAll(three.found))
                assertEquals(all.size - 3, three.waiting)
                assertEquals(three.found.associate { it.move.to to it.verdict }, AnalysisBoard.marks(three, null))
                // Listed best first, as the whole list is; the status names the best so far, then how many are to come.
                val best = AnalysisBoard.ordered(three.found).first()
                assertEquals(AnalysisBoard.ordered(three.found), AnalysisBoard.ordered(AnalysisBoard.shown(three)))
                assertEquals(en.text("analysis_values_known", AnalysisWords.move(en, best)), AnalysisWords.status(en, h.board))
                assertEquals("Moves still being worked out: ${all.size - 3}", AnalysisWords.waiting(en, three))

                hand.release(all.size)
                val known = h.valuesWhen("every value") { it is MoveValues.Known } as MoveValues.Known
                assertEquals(all.size, known.moves.size)
                assertEquals(all, known.moves.toSet())
                assertEquals(null, AnalysisWords.waiting(en, known))
            }
        }
    }

    @Test
    fun aValueArrivingAfterTheBoardMovedOnIsNotShown() {
        TestTables.loadG3()
        val hand = HandedValues()
        g3Placement(14).use { e ->
            Harness(analysisValues = hand).use { h ->
                h.on { analysis.open(e.snapshot(), e.settings()) }
                hand.awaitHeld()
                hand.release(1)
                val one = h.valuesWhen("one value") { it is MoveValues.Partial } as MoveValues.Partial
                // A second value is on its way when a goat is placed: the search is cancelled, the value still comes.
                hand.awaitHeld()
                val point = one.found.single().move.to
                h.on { analysis.tapPoint(point) }
                assertTrue("the old search was cancelled", h.analysisHandles.first().isCancelled())
                assertEquals(2, h.analysisHandles.size)
                hand.awaitLate(1)
                val oldMoves = hand.handed.toList()
                assertEquals(2, oldMoves.size)
                // Once the board's thread has had the late value's turn, it is nowhere: the new position is still worked out.
                h.on { }
                assertEquals(Side.TIGER, h.board.table.game.toMove)
                assertEquals(MoveValues.Computing, h.board.values)
                // The new position's own values come: the tigers' moves, none of the old goat placements.
                hand.awaitHeld()
                hand.release(1)
                val next = h.valuesWhen("the new position's value") { it is MoveValues.Partial } as MoveValues.Partial
                assertEquals(1, next.found.size)
                assertTrue(next.found.none { it in oldMoves })
                assertEquals("a tiger's move", Side.TIGER, next.found.single().move.side)
            }
        }
    }

    @Test
    fun thePartialStateIsSpokenAsItsBestSoFarAndTheCountToCome() {
        TestTables.loadG3()
        val hand = HandedValues()
        g3Placement(14).use { e ->
            Harness(analysisValues = hand).use { h ->
                val opened = h.on {
                    analysis.open(e.snapshot(), e.settings())
                    analysis.state.value!!
                }
                hand.awaitHeld()
                hand.release(2)
                val two = h.valuesWhen("two values") { it is MoveValues.Partial && it.found.size == 2 } as MoveValues.Partial
                val best = AnalysisBoard.ordered(two.found).first()
                val turn = AnalysisWords.turn(en, h.board.table.game)
                // Heard when the first values arrive: the best so far and how many are still worked out, one line.
                val status = "Values found. Best: ${AnalysisWords.move(en, best)}. Moves still being worked out: ${two.waiting}"
                assertEquals(listOf(turn, status), AnalysisWords.lines(en, h.board))
                assertEquals(listOf(status), Spoken.changed(AnalysisWords.lines(en, opened), AnalysisWords.lines(en, h.board)))
                val nepali = AnalysisWords.lines(ne, h.board)
                assertEquals(2, nepali.size)
                assertTrue(nepali[1], nepali[1].endsWith("नतिजा निकाल्न बाँकी चाल: ${devanagari(two.waiting)}"))
                // Once all are in: exactly the known summary, the count gone.
                hand.release(two.waiting)
                val known = h.valuesWhen("every value") { it is MoveValues.Known } as MoveValues.Known
                val allBest = AnalysisBoard.ordered(known.moves).first()
                assertEquals(listOf(turn, en.text("analysis_values_known", AnalysisWords.move(en, allBest))), AnalysisWords.lines(en, h.board))
            }
        }
    }

    @Test
    fun theWaitingLineInEnglishAndNepali() {
        val some = MoveValues.Partial(found = emptyList(), waiting = 12)
        assertEquals("Moves still being worked out: 12", AnalysisWords.waiting(en, some))
        assertEquals("नतिजा निकाल्न बाँकी चाल: १२", AnalysisWords.waiting(ne, some))
        assertEquals("नतिजा निकाल्न बाँकी चाल: ३", AnalysisWords.waiting(ne, some.copy(waiting = 3)))
        for (other in listOf(MoveValues.Computing, MoveValues.Known(emptyList()), MoveValues.TooEarly, MoveValues.NoTable)) {
            assertEquals(null, AnalysisWords.waiting(en, other))
        }
    }

    /** [n] in Devanagari digits, written out here rather than by the app's own formatting. */
    private fun devanagari(n: Int): String = n.toString().map { '०' + (it - '0') }.joinToString("")
}

/** A G = 3 game played at random until [placed] goats are placed, goats to move (the first seed that gets there). */
internal fun g3Placement(placed: Int): Engine = (1..200).firstNotNullOf { seed ->
    val rng = Random(seed)
    val e = Engine.new(Rules(3, RepetitionRule.DRAW3))
    var found: Engine? = null
    while (true) {
        val s = e.snapshot()
        if (s.isOver) break
        if (20 - s.goatsInHand == placed && s.toMove == Side.GOAT) {
            found = e
            break
        }
        e.playRandom(rng)
    }
    if (found == null) e.close()
    found
}
