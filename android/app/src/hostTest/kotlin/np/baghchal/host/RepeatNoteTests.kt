package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.Note
import np.baghchal.app.Points
import np.baghchal.app.Rules
import np.baghchal.i18n.Language
import np.baghchal.table.noteText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.IllegalReason
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

/** A saved game whose tigers are to move, and the tiger move [from] -> [to] the rule refuses. */
private data class Refused(val record: String, val from: Int, val to: Int)

/** The note a move refused for repeating a position shows; nothing else shows it. */
class RepeatNoteTests {
    /**
     * A movement game under [rule] where a goat and a tiger have stepped out
     * and the goat back ([cycles] times under forbid3, which allows a second
     * visit), so the tiger stepping back would repeat the position.
     */
    private fun refusedRepeat(rule: RepetitionRule): Refused {
        for (seed in 1..60) {
            val base = movementGame(Rules(7, rule), seed) ?: continue
            val start = base.use { e ->
                // Begin on a goat turn inside the movement phase.
                if (e.snapshot().toMove == Side.TIGER) {
                    val c = e.movablePieces().first()
                    e.move(c, e.targetsFrom(c).first().to)
                }
                e.record()
            }
            if (Engine.fromRecord(start).use { it.snapshot().isOver }) continue
            val found = cycle(start, rule)
            if (found != null) return found
        }
        error("no seed gave a repeatable position under $rule")
    }

    private fun cycle(start: String, rule: RepetitionRule): Refused? {
        Engine.fromRecord(start).use { e0 ->
            for (a in e0.movablePieces()) for (step in e0.targetsFrom(a)) {
                val b = step.to
                Engine.fromRecord(start).use { e1 ->
                    e1.move(a, b)
                    if (e1.snapshot().isOver) return@use
                    for (c in e1.movablePieces()) for (t in e1.targetsFrom(c)) {
                        if (t.jumpOver != null || t.to == a) continue
                        val d = t.to
                        Engine.fromRecord(e1.record()).use { e2 ->
                            e2.move(c, d)
                            if (e2.targetsFrom(b).none { it.to == a }) return@use
                            e2.move(b, a)
                            if (rule == RepetitionRule.FORBID3) {
                                // Back once (a second visit, allowed), and out again.
                                if (e2.targetsFrom(d).none { it.to == c }) return@use
                                e2.move(d, c)
                                e2.move(a, b)
                                e2.move(c, d)
                                e2.move(b, a)
                            }
                            if (e2.snapshot().isOver || e2.targetsFrom(d).any { it.to == c }) return@use
                            return Refused(e2.record(), d, c)
                        }
                    }
                }
            }
        }
        return null
    }

    private fun checkNote(rule: RepetitionRule, note: Note) {
        val r = refusedRepeat(rule)
        // The core itself gives the reason the note is for.
        Engine.fromRecord(r.record).use { e ->
            val reason = try {
                e.move(r.from, r.to)
                null
            } catch (ex: BaghchalException.IllegalMove) {
                ex.reason
            }
            assertEquals(IllegalReason.REPETITION_FORBIDDEN, reason)
        }
        restored(r.record, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER), goatsToWin = 7, rule = rule, noteMillis = 400).use { h ->
            assertEquals(Side.TIGER, h.table.game.toMove)
            val before = h.table.game
            // Whether or not the tiger has another move, it can be picked up to try.
            h.on { tapPoint(r.from) }
            assertEquals(r.from, h.table.picked)
            h.on { tapOutside() }
            // Other refusals stay silent: a point the tiger cannot reach, a taken point, off the board.
            val unreachable = (0 until Points.COUNT).first { p ->
                before.board[p] == Piece.EMPTY && p != r.to && h.on { tapPoint(r.from); val ok = state.value.table!!.targetAt(p) == null; tapOutside(); ok }
            }
            h.on { tapPoint(r.from); tapPoint(unreachable) }
            assertNull("silent for a point it cannot reach", h.table.note)
            val taken = (0 until Points.COUNT).first { before.board[it] == Piece.GOAT }
            h.on { tapPoint(r.from); tapPoint(taken) }
            assertNull("silent for a taken point", h.table.note)
            h.on { dragStart(r.from); dragEnd(null) }
            assertNull("silent off the board", h.table.note)
            // The repeat: refused, explained, nothing changed.
            h.on { tapPoint(r.from); tapPoint(r.to) }
            assertEquals(note, h.table.note)
            assertEquals(before.moveLog, h.table.game.moveLog)
            assertEquals(before.board, h.table.game.board)
            assertNull(h.table.picked)
            // It fades by itself.
            Thread.sleep(900)
            assertNull("the note faded", h.table.note)
            // A drop there says the same.
            h.on {
                dragStart(r.from)
                dragEnd(r.to)
            }
            assertEquals(note, h.table.note)
            assertEquals(before.moveLog, h.table.game.moveLog)
        }
    }

    @Test
    fun forbidRefusalShowsTheNote() = checkNote(RepetitionRule.FORBID, Note.REPEAT_FORBIDDEN)

    @Test
    fun forbid3RefusalShowsTheNote() = checkNote(RepetitionRule.FORBID3, Note.REPEAT_FORBIDDEN3)

    @Test
    fun theNoteInBothLanguages() {
        val en = HostResources.strings(Language.ENGLISH)
        val ne = HostResources.strings(Language.NEPALI)
        assertEquals("That move would repeat an earlier position, which this table's rule forbids.", noteText(en, Note.REPEAT_FORBIDDEN))
        assertEquals("यो खेलको नियमअनुसार त्यो चाल चल्न पाइँदैन: त्यसले पहिले आइसकेको स्थिति दोहोर्‍याउँछ।", noteText(ne, Note.REPEAT_FORBIDDEN))
        assertTrue(noteText(en, Note.REPEAT_FORBIDDEN3).contains("third time"))
        assertTrue(noteText(ne, Note.REPEAT_FORBIDDEN3).contains("तेस्रो पटक"))
    }
}
