package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.Rules
import np.baghchal.i18n.Language
import np.baghchal.why.LineKind
import np.baghchal.why.LineReplay
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.LineEvent
import uniffi.baghchal.MoveExplanation
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule

/** The line of an explained move, played on the board step by step (issue 43 §2). */
class LineReplayTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    /** The slip game's slip explained by the G = 3 table, and its replay from just after it. */
    private fun slipReplay(): Pair<MoveExplanation, LineReplay> {
        TestTables.loadG3()
        return Engine.fromRecord(slipGame.record).use { e ->
            val ex = CancelHandle().use { e.explainPlayedMove(slipGame.slipAt, it) } ?: error("the table covers the slip")
            e.gameAt(slipGame.slipAt + 1).use { after -> ex to LineReplay.of(after, ex) }
        }
    }

    @Test
    fun theLineIsPlayedByTheCoreFromThePositionAfterTheMove() {
        val (ex, replay) = slipReplay()
        assertTrue("a slip's line has moves", ex.line.isNotEmpty())
        assertEquals(ex.line.map { it.notation }, replay.moves.map { it.notation })
        assertEquals(ex.line.size + 1, replay.boards.size)
        Engine.fromRecord(slipGame.record).use { e ->
            assertEquals(e.positionAt(slipGame.slipAt + 1).board, replay.start.board)
        }
        // Each board is the one before with its move played: the move's piece stands on its point.
        for (i in ex.line.indices) {
            val to = ex.line[i].to.toInt()
            assertTrue("move ${ex.line[i].notation}", replay.boards[i + 1].board[to] != Piece.EMPTY)
            assertEquals(ex.line[i].notation, replay.boards[i + 1].lastMove?.notation)
        }
    }

    @Test
    fun stepsGoBackAndForthWithinTheLine() {
        val (_, replay) = slipReplay()
        assertEquals(0, replay.step)
        assertTrue(replay.atFirst)
        assertSame(replay, replay.back())
        val one = replay.forward()
        assertEquals(1, one.step)
        assertTrue(one.slides)
        assertEquals(replay.boards[1], one.board)
        val back = one.back()
        assertEquals(0, back.step)
        assertFalse("a step back does not slide a move in", back.slides)
        assertTrue(back.serial != one.serial)
        val last = replay.last()
        assertTrue(last.atLast)
        assertEquals(replay.moves.size, last.step)
        assertSame(last, last.forward())
        assertEquals(0, last.first().step)
        assertEquals(last.board, last.table().game)
        assertTrue("a replay is only watched", last.table().humanSides.isEmpty())
    }

    @Test
    fun theEventIsMarkedOnItsStepAndSaid() {
        val (ex, replay) = slipReplay()
        val event = ex.event ?: error("a decided G = 3 line has an event")
        val at = when (event) {
            is LineEvent.Capture -> event.at
            is LineEvent.TigersTrapped -> event.at
            is LineEvent.GoatsBlocked -> event.at
            is LineEvent.Repetition -> event.at
            is LineEvent.MoveLimit -> event.at
        }.toInt()
        assertEquals(at, replay.eventStep)
        val expected = when (event) {
            is LineEvent.Capture -> setOf(event.goat.toInt(), event.tiger.toInt())
            is LineEvent.TigersTrapped -> replay.boards[at].board.indices.filter { replay.boards[at].board[it] == Piece.TIGER }.toSet()
            else -> emptySet()
        }
        assertEquals(expected, replay.eventMarks)
        var r = replay
        while (r.step != at) r = r.forward()
        assertEquals(expected, r.marks)
        if (expected.isNotEmpty()) {
            assertEquals("The decisive move is marked on the board.", r.lines(en).last())
            assertTrue(r.words(en), r.words(en).endsWith("\nThe decisive move is marked on the board."))
            assertTrue(r.words(ne), r.words(ne).endsWith("निर्णायक चाल पाटीमा चिन्ह लगाइएको छ।"))
        }
        val off = if (at == 0) r.forward() else r.back()
        if (off !== r) {
            assertTrue("marks only on the event's step", off.marks.isEmpty())
            assertFalse(off.words(en).contains("marked"))
        }
    }

    @Test
    fun wordsForEachStep() {
        val (_, replay) = slipReplay()
        assertEquals("The line: the position after the move", replay.words(en))
        assertEquals("क्रम: चालपछिको स्थिति", replay.words(ne))
        val one = replay.forward()
        val n = replay.moves.size
        assertTrue(one.words(en), one.words(en).startsWith("The line: half move 1 of $n, ${replay.moves[0].notation}"))
        assertTrue(one.words(ne), one.words(ne).startsWith("क्रम: ${ne.number(n)} मध्ये १ औं चाल, ${replay.moves[0].notation}"))
    }

    @Test
    fun aSolutionStopsBeforeAMoveTheCoreRefusesAndMarksAnEndByCaptures() {
        Engine.new(Rules(3, RepetitionRule.DRAW3)).use { e ->
            // c3 is placed; a second c3 is illegal, so the replay ends after one move.
            val replay = LineReplay.play(e, listOf("c3", "a1-b2", "c3", "d4"), event = null, kind = LineKind.SOLUTION)
            assertEquals(listOf("c3", "a1-b2"), replay.moves.map { it.notation })
            assertEquals(3, replay.boards.size)
            assertNull("nothing ends the game here", replay.eventStep)
            assertEquals("The solution: the puzzle's position", replay.words(en))
            assertEquals("The solution: half move 2 of 2, a1-b2", replay.last().words(en))
            assertEquals("हल: २ मध्ये २ औं चाल, a1-b2", replay.last().words(ne))
            // The engine replayed from is not played on.
            assertEquals(0, e.snapshot().halfMoves)
        }
    }

    @Test
    fun aLineCutShortOfItsEventMarksNothing() {
        Engine.new(Rules(3, RepetitionRule.DRAW3)).use { e ->
            val replay = LineReplay.play(e, listOf("c3"), LineEvent.Capture(5u, 12u, 2u, true), LineKind.LINE)
            assertNull(replay.eventStep)
            assertTrue(replay.eventMarks.isEmpty())
            val now = LineReplay.play(e, listOf("c3"), LineEvent.TigersTrapped(0u), LineKind.LINE)
            assertEquals(0, now.eventStep)
            assertEquals(setOf(0, 4, 20, 24), now.eventMarks)
        }
    }
}
