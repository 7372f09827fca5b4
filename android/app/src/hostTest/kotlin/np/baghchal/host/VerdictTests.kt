package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.EvaluationView
import np.baghchal.app.Mode
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.i18n.Language
import np.baghchal.i18n.localDigits
import np.baghchal.table.TableController
import np.baghchal.table.Verdict
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict as CoreVerdict

/** The verdict line: what the endgame table says, from the player's seat, and nothing where it says nothing. */
class VerdictTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    /** The line's words for [ev], written out by hand from the strings files' wording. */
    private fun expected(language: Language, ev: EvaluationView, youWin: Boolean?): String {
        val d = ev.distance?.let { localDigits(it.toString(), language) }
        val plural = ev.distance != 1
        return when (language) {
            Language.ENGLISH -> when (youWin) {
                null -> "Drawn with best play"
                true -> "With best play you win in $d half move" + if (plural) "s" else ""
                false -> "With best play you lose in $d half move" + if (plural) "s" else ""
            }
            Language.NEPALI -> when (youWin) {
                null -> "दुवैले उत्तम चाल चले बराबरी हुन्छ"
                true -> "दुवैले उत्तम चाल चले तपाईं $d चालमा जित्नुहुन्छ"
                false -> "दुवैले उत्तम चाल चले तपाईं $d चालमा हार्नुहुन्छ"
            }
        }
    }

    @Test
    fun theLineMatchesEvaluateForWonLostAndDrawnPositionsInBothLanguages() {
        for ((verdict, record) in G3Positions.byVerdict) {
            val (toMove, evaluation) = Engine.fromRecord(record).use { it.snapshot().toMove to it.evaluate() }
            assertEquals(verdict, evaluation.verdict)
            // Restored as the player's turn, as after a kill: the line comes from the table state.
            restored(record, Mode.PLAY, setOf(toMove), extra = mapOf(TableController.KEY_VERDICT to "true")).use { h ->
                val table = h.table
                assertEquals("the table's evaluation is the core's", evaluation, table.evaluation)
                val youWin = when (verdict) {
                    CoreVerdict.DRAW -> null
                    else -> verdict == CoreVerdict.WIN
                }
                for ((language, s) in listOf(Language.ENGLISH to en, Language.NEPALI to ne)) {
                    assertEquals(
                        "$verdict, $language",
                        expected(language, evaluation, youWin),
                        Verdict.line(s, table, Mode.PLAY, enabled = h.app.prefs.showVerdict),
                    )
                }
            }
            // The player waiting for the computer's move: the same verdict, the other way round.
            val other = if (toMove == Side.GOAT) Side.TIGER else Side.GOAT
            val theirs = when (verdict) {
                CoreVerdict.DRAW -> null
                else -> verdict == CoreVerdict.LOSS
            }
            for ((language, s) in listOf(Language.ENGLISH to en, Language.NEPALI to ne)) {
                assertEquals(expected(language, evaluation, theirs), Verdict.line(s, evaluation, toMove, setOf(other), Mode.PLAY))
            }
        }
    }

    @Test
    fun passingThePhoneTheLineNamesTheWinningSide() {
        val record = G3Positions.byVerdict.getValue(CoreVerdict.WIN)
        val (toMove, ev) = Engine.fromRecord(record).use { it.snapshot().toMove to it.evaluate() }
        restored(record, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER)).use { h ->
            val line = Verdict.line(en, h.table, Mode.PASS_AND_PLAY, enabled = true)
            val side = if (toMove == Side.GOAT) "Goats" else "Tigers"
            assertEquals("$side win in ${ev.distance} half move" + (if (ev.distance == 1) "" else "s") + " with best play", line)
        }
    }

    @Test
    fun absentWhereNoTableAppliesAndWhenSwitchedOff() {
        TestTables.loadG3()
        // Placement, and goats to win 5 (no G = 5 table in the tests): unknown, so no line at all.
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, goatsToWin = 3)).use { h ->
            assertEquals(CoreVerdict.UNKNOWN, h.table.evaluation?.verdict)
            assertNull(Verdict.line(en, h.table, Mode.PLAY, enabled = true))
        }
        val record = G3Positions.byVerdict.getValue(CoreVerdict.DRAW)
        restored(record, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER)).use { h ->
            assertFalse("off by default", h.app.prefs.showVerdict)
            assertNull(Verdict.line(en, h.table, Mode.PASS_AND_PLAY, enabled = h.app.prefs.showVerdict))
            h.on { setShowVerdict(true) }
            assertTrue(h.app.prefs.showVerdict)
            assertEquals("true", h.storage.read(TableController.KEY_VERDICT))
            assertEquals("Drawn with best play", Verdict.line(en, h.table, Mode.PASS_AND_PLAY, enabled = h.app.prefs.showVerdict))
        }
        // Under forbid the table does not apply: unknown even in the movement phase, so no line.
        val forbid = (1..50).firstNotNullOf { movementGame(np.baghchal.app.Rules(3, uniffi.baghchal.RepetitionRule.FORBID), it) }
        forbid.use { e ->
            val ev = e.evaluate()
            assertEquals(CoreVerdict.UNKNOWN, ev.verdict)
            assertNull(Verdict.line(en, ev, e.snapshot().toMove, setOf(Side.GOAT), Mode.PLAY))
        }
    }
}
