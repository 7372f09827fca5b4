package np.baghchal.host

import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.app.TableSetup
import np.baghchal.howtoplay.DiagramMark
import np.baghchal.howtoplay.HowToBlock
import np.baghchal.howtoplay.HowToPlay
import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule

/** The how-to-play page: every section in both languages, and endings that follow the table's settings. */
class HowToPlayTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    @Test
    fun everySectionHasItsWordsInBothLanguages() {
        val settings = Rules(5, RepetitionRule.DRAW3).settings()
        val english = HowToPlay.sections(en, settings)
        val nepali = HowToPlay.sections(ne, settings)
        assertEquals(10, english.size)
        assertEquals(english.map { it.blocks.size }, nepali.map { it.blocks.size })
        for ((e, n) in english.zip(nepali)) {
            assertTrue(e.title.isNotBlank() && n.title.isNotBlank() && e.title != n.title)
            for ((be, bn) in e.blocks.zip(n.blocks)) {
                val te = if (be is HowToBlock.Paragraph) be.text else (be as HowToBlock.Figure).caption
                val tn = if (bn is HowToBlock.Paragraph) bn.text else (bn as HowToBlock.Figure).caption
                assertTrue("'${e.title}' has words", te.length > 10 && tn.length > 10)
                assertTrue("Nepali is not English: $tn", te != tn)
            }
        }
        // Three diagrams: the board, a leap, a goat wall.
        val figures = english.flatMap { s -> s.blocks.filterIsInstance<HowToBlock.Figure>() }
        assertEquals(listOf(HowToPlay.EMPTY_BOARD, HowToPlay.LEAP, HowToPlay.GOAT_WALL), figures.map { it.diagram })
        // The words the page explains, with their Devanagari, in English; the same words in Nepali.
        val words = english.last().blocks.joinToString("\n") { (it as HowToBlock.Paragraph).text }
        val glossary = listOf(
            "Bagh (बाघ)", "Bakhra (बाख्रा)", "Goti (गोटी)", "Bindu (बिन्दु)", "Naghnu (नाघ्नु)",
            "Khanu (खानु)", "Adkinu (अड्किनु)", "Barabari (बराबरी)", "Khel (खेल)",
        )
        for (w in glossary) {
            assertTrue(w, w in words)
        }
        val nepaliWords = nepali.last().blocks.joinToString("\n") { (it as HowToBlock.Paragraph).text }
        for (w in listOf("बाघ:", "बाख्रा:", "गोटी:", "बिन्दु:", "नाघ्नु:", "खानु:", "अड्किनु:", "बराबरी:", "खेल:")) {
            assertTrue(w, w in nepaliWords)
        }
    }

    @Test
    fun theEndingTextFollowsTheSettings() {
        val draw3 = HowToPlay.endings(en, Rules(3, RepetitionRule.DRAW3).settings())
        val forbid = HowToPlay.endings(en, Rules(7, RepetitionRule.FORBID).settings())
        assertEquals("The tigers win as soon as they have eaten 3 goats.", draw3.first())
        assertEquals("The tigers win as soon as they have eaten 7 goats.", forbid.first())
        assertTrue(draw3.any { it.startsWith("If the same position") && it.endsWith("the game is a draw.") })
        assertFalse(forbid.any { it.startsWith("If the same position") })
        assertTrue(forbid.any { "refuses such a move" in it && "already been on the board" in it })
        assertTrue(HowToPlay.endings(en, Rules(5, RepetitionRule.FORBID3).settings()).any { "third time" in it && "refuses" in it })
        assertTrue(HowToPlay.endings(en, Rules(5, RepetitionRule.OFF).settings()).any { "never ends the game" in it })
        // The half-move limit and placement captures, as the core's settings have them.
        assertTrue(draw3.any { it.startsWith("After 400 half moves with no result") })
        assertTrue(draw3.any { it.startsWith("The tigers may eat from their first turn") })
        val noLimit = Rules(5, RepetitionRule.DRAW3).settings().copy(maxHalfMoves = 0u, placementCaptures = false, noCaptureLimit = 50u)
        val other = HowToPlay.endings(en, noLimit)
        assertTrue(other.contains("There is no limit on the number of moves."))
        assertTrue(other.contains("At this table the tigers may not eat while goats are still being placed."))
        assertTrue(other.contains("If 50 half moves go by with no goat eaten, the game is a draw."))
        // Nepali: the same settings, in Devanagari digits, the limit counted in चाल.
        val neDraw3 = HowToPlay.endings(ne, Rules(3, RepetitionRule.DRAW3).settings())
        val neForbid = HowToPlay.endings(ne, Rules(7, RepetitionRule.FORBID).settings())
        assertEquals("३ बाख्रा खाने बित्तिकै बाघ जित्छन्।", neDraw3.first())
        assertEquals("७ बाख्रा खाने बित्तिकै बाघ जित्छन्।", neForbid.first())
        assertTrue(neDraw3.any { it.startsWith("४०० चालसम्म") })
        assertTrue(neDraw3.any { "तेस्रो पटक आए खेल बराबरी" in it })
        assertTrue(neForbid.any { "फेरि ल्याउने चाल चल्न पाइँदैन" in it })
        // The no-capture limit counts moves in a row (issue 27: लगातार).
        assertTrue(HowToPlay.endings(ne, noLimit).contains("लगातार ५० चालसम्म एउटा पनि बाख्रा नखाइए खेल बराबरी हुन्छ।"))
    }

    @Test
    fun thePageExplainsTheTablesOwnRules() {
        Harness().use { h ->
            h.on { updateSetup { TableSetup(mode = Mode.PASS_AND_PLAY, goatsToWin = 6, repetition = RepetitionRule.FORBID3) } }
            assertEquals(6, h.on { howToSettings() }.goatsToWin.toInt())
            h.on { openHowTo() }
            assertTrue(h.app.howToOpen)
            assertTrue("Back closes it", h.on { back() })
            assertFalse(h.app.howToOpen)
            h.on {
                startTable()
                setMenuOpen(true)
                openHowTo()
            }
            assertTrue(h.app.howToOpen)
            assertFalse("the menu closed behind it", h.table.menuOpen)
            assertEquals(RepetitionRule.FORBID3, h.on { howToSettings() }.repetition)
            h.on { closeHowTo() }
            assertFalse(h.app.howToOpen)
        }
    }

    @Test
    fun theDiagramsShowWhatTheirCaptionsSay() {
        assertTrue(HowToPlay.EMPTY_BOARD.pieces.isEmpty())
        // The leap: tiger c3, goat c4, the empty c5 beyond on the same line.
        val leap = HowToPlay.LEAP
        assertEquals(Piece.TIGER, leap.pieces[12])
        assertEquals(Piece.GOAT, leap.pieces[17])
        assertEquals(null, leap.pieces[22])
        assertEquals(DiagramMark.EATEN, leap.marks[17])
        assertEquals(DiagramMark.LANDING, leap.marks[22])
        // The wall: the tiger on c5 can leap only along c5-b4-a3, c5-c4-c3 and c5-d4-e3; each far point is filled.
        val wall = HowToPlay.GOAT_WALL
        assertEquals(Piece.TIGER, wall.pieces[22])
        for ((goat, beyond) in listOf(16 to 10, 17 to 12, 18 to 14)) {
            assertEquals(Piece.GOAT, wall.pieces[goat])
            assertEquals(Piece.GOAT, wall.pieces[beyond])
            assertEquals(DiagramMark.FILLED, wall.marks[beyond])
        }
    }
}
