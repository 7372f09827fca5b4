package np.baghchal.host

import np.baghchal.i18n.Language
import np.baghchal.why.ExplanationWords
import np.baghchal.why.Why
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.BoardPlace
import uniffi.baghchal.Evaluation
import uniffi.baghchal.LineEvent
import uniffi.baghchal.MoveExplanation
import uniffi.baghchal.MoveInfo
import uniffi.baghchal.Side
import uniffi.baghchal.SlipCause
import uniffi.baghchal.Verdict

/** A hand-built explanation of a goat's step, for the kinds a small table never gives. */
internal fun explanationOf(
    before: Evaluation,
    after: Evaluation,
    best: List<String> = listOf("b2-b3"),
    event: LineEvent? = null,
    cause: SlipCause? = null,
): MoveExplanation = MoveExplanation(
    mv = MoveInfo("c2-c3", Side.GOAT, 7u, 12u, null),
    before = before,
    after = after,
    best = best.map { MoveInfo(it, Side.GOAT, null, 0u, null) },
    line = listOf(MoveInfo("a1-a2", Side.TIGER, 0u, 5u, null)),
    event = event,
    cause = cause,
)

private fun win(d: Int?) = Evaluation(Verdict.WIN, d?.toUInt())
private fun loss(d: Int?) = Evaluation(Verdict.LOSS, d?.toUInt())
private val draw = Evaluation(Verdict.DRAW, null)

/** The words of every kind of explanation, in English and Nepali (issue 43 §2). */
class ExplanationWordsTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    @Test
    fun keptAndChangedValuesWithAndWithoutDistance() {
        assertEquals("This move keeps the win in 5 half moves.", ExplanationWords.change(en, explanationOf(win(5), win(5))))
        assertEquals("This move keeps the draw.", ExplanationWords.change(en, explanationOf(draw, draw)))
        assertEquals(
            "This move turns a win in 7 half moves into a loss in 1 half move.",
            ExplanationWords.change(en, explanationOf(win(7), loss(1))),
        )
        // Placement (from 12 placed): the same records without a distance.
        assertEquals("This move turns a win into a draw.", ExplanationWords.change(en, explanationOf(win(null), draw)))
        assertEquals("This move keeps the loss.", ExplanationWords.change(en, explanationOf(loss(null), loss(null))))
        assertEquals("यो चालले ५ चालमा जित जोगाउँछ।", ExplanationWords.change(ne, explanationOf(win(5), win(5))))
        assertEquals("यो चालले जितलाई बराबरीमा बदल्छ।", ExplanationWords.change(ne, explanationOf(win(null), draw)))
        assertEquals("यो चालले ७ चालमा जितलाई १ चालमा हारमा बदल्छ।", ExplanationWords.change(ne, explanationOf(win(7), loss(1))))
    }

    @Test
    fun betterMovesOnlyWhenTheValueChanged() {
        assertNull(ExplanationWords.better(en, explanationOf(win(5), win(5))))
        assertEquals("The move that keeps it: b2-b3.", ExplanationWords.better(en, explanationOf(win(5), draw)))
        assertEquals(
            "Moves that keep it: b2-b3, d4-d5.",
            ExplanationWords.better(en, explanationOf(draw, loss(9), best = listOf("b2-b3", "d4-d5"))),
        )
        assertEquals("त्यो जोगाउने चाल: b2-b3।", ExplanationWords.better(ne, explanationOf(win(5), draw)))
        assertEquals(
            "त्यो जोगाउने चालहरू: b2-b3, d4-d5।",
            ExplanationWords.better(ne, explanationOf(draw, loss(9), best = listOf("b2-b3", "d4-d5"))),
        )
    }

    @Test
    fun everyEventLaterInTheLine() {
        fun words(e: LineEvent?) = ExplanationWords.event(en, explanationOf(win(5), draw, event = e))
        assertEquals(
            "Best play then: 3 half moves later, the tiger on c3 eats the goat on c4.",
            words(LineEvent.Capture(3u, 17u, 12u, false)),
        )
        assertEquals(
            "Best play then: 1 half move later, the tiger on c3 eats the goat on c4. That capture wins the game for the tigers.",
            words(LineEvent.Capture(1u, 17u, 12u, true)),
        )
        assertEquals("Best play then: 9 half moves later, every tiger is trapped and the goats win.", words(LineEvent.TigersTrapped(9u)))
        assertEquals("Best play then: 1 half move later, the goats have no move left and the tigers win.", words(LineEvent.GoatsBlocked(1u)))
        assertEquals(
            "Best play then: after 4 half moves the same position comes back, so the game goes round: a draw.",
            words(LineEvent.Repetition(4u, 0u)),
        )
        assertEquals(
            "Best play then: after 2 half moves the same position comes back, so the game goes round: a draw.",
            words(LineEvent.Repetition(2u, null)),
        )
        assertEquals("Best play then: after 6 half moves the move limit ends the game in a draw.", words(LineEvent.MoveLimit(6u)))
        assertEquals("Best play goes on for a long time with nothing decided.", words(null))
    }

    @Test
    fun everyEventTheMoveItselfMakes() {
        fun words(e: LineEvent) = ExplanationWords.event(en, explanationOf(win(1), win(1), event = e))
        assertEquals("This move eats the goat that wins the game for the tigers.", words(LineEvent.Capture(0u, 17u, 12u, true)))
        assertEquals("This move traps the last tiger: the goats win.", words(LineEvent.TigersTrapped(0u)))
        assertEquals("This move leaves the goats no move: the tigers win.", words(LineEvent.GoatsBlocked(0u)))
        assertEquals("This move brings a position back for the third time: a draw.", words(LineEvent.Repetition(0u, null)))
        assertEquals("This move reaches the move limit: a draw.", words(LineEvent.MoveLimit(0u)))
    }

    @Test
    fun eventsInNepaliUseNepaliDigitsAndKeepPointNames() {
        fun words(e: LineEvent?) = ExplanationWords.event(ne, explanationOf(win(5), draw, event = e))
        assertEquals(
            "त्यसपछि दुवैले उत्तम चाल चले १२ चालपछि c3 को बाघले c4 को बाख्रा खान्छ। त्यो बाख्रा खाएपछि बाघ जित्छन्।",
            words(LineEvent.Capture(12u, 17u, 12u, true)),
        )
        assertEquals("त्यसपछि दुवैले उत्तम चाल चले ३ चालपछि सबै बाघ अड्किन्छन् र बाख्रा जित्छन्।", words(LineEvent.TigersTrapped(3u)))
        assertEquals("त्यसपछि दुवैले उत्तम चाल चले १ चालपछि बाख्राको चल्ने ठाउँ रहँदैन र बाघ जित्छन्।", words(LineEvent.GoatsBlocked(1u)))
        assertEquals("त्यसपछि दुवैले उत्तम चाल चले ४ चालपछि उही स्थिति फेरि आउँछ, खेल घुमिरहन्छ: बराबरी।", words(LineEvent.Repetition(4u, 0u)))
        assertEquals("त्यसपछि दुवैले उत्तम चाल चले ६ चालपछि चालको सीमाले खेल बराबरीमा टुङ्गिन्छ।", words(LineEvent.MoveLimit(6u)))
        assertEquals("दुवैले उत्तम चाल चले धेरै चालसम्म केही टुङ्गिंदैन।", words(null))
        assertEquals("यो चालले अन्तिम बाघ अड्काउँछ: बाख्रा जित्छन्।", words(LineEvent.TigersTrapped(0u)))
    }

    @Test
    fun everyCause() {
        fun words(c: SlipCause?) = ExplanationWords.cause(en, explanationOf(win(5), draw, cause = c))
        assertNull(words(null))
        assertEquals(
            "The goat on c3 has the empty point c5 beyond it: the tiger on c2 leaps it.",
            words(SlipCause.GoatLeftOpen(goat = 12u, tiger = 7u, landing = 22u)),
        )
        assertEquals(
            "The goat stepped out of the wall and left c5 empty: the tiger on c2 leaps the goat on c3 into it.",
            words(SlipCause.LeapOpenedBehind(goat = 12u, tiger = 7u, landing = 22u)),
        )
        assertEquals(
            "The tiger in the corner at a1 had no move; now it can go to b2, the point the goat left.",
            words(SlipCause.TigerReleased(tiger = 0u, place = BoardPlace.CORNER, point = 6u)),
        )
        assertEquals(
            "The tiger on the edge at a3 had no move; now it can go to b3, the point the goat left.",
            words(SlipCause.TigerReleased(tiger = 10u, place = BoardPlace.EDGE, point = 11u)),
        )
        assertEquals(
            "The tiger on c3 had no move; now it can go to d3, the point the goat left.",
            words(SlipCause.TigerReleased(tiger = 12u, place = BoardPlace.INSIDE, point = 13u)),
        )
        assertEquals("That capture took the tiger to e5, where it is trapped with the rest.", words(SlipCause.CaptureIntoTrap(24u)))
        val nepali = ExplanationWords.cause(ne, explanationOf(win(5), draw, cause = SlipCause.TigerReleased(0u, BoardPlace.CORNER, 6u)))
        assertEquals("कुनाको a1 मा रहेको बाघ चल्न सक्दैनथ्यो; अब ऊ बाख्राले छोडेको b2 मा जान सक्छ।", nepali)
        assertEquals(
            "c3 को बाख्राको पछाडि c5 बिन्दु खाली छ: c2 को बाघले त्यसलाई नाघेर खान्छ।",
            ExplanationWords.cause(ne, explanationOf(win(5), draw, cause = SlipCause.GoatLeftOpen(12u, 7u, 22u))),
        )
    }

    @Test
    fun spokenJoinsEverySentenceInOrder() {
        val slip = explanationOf(win(5), draw, event = LineEvent.Repetition(2u, null), cause = SlipCause.CaptureIntoTrap(24u))
        val sentences = ExplanationWords.sentences(en, slip)
        assertEquals(4, sentences.size)
        assertEquals(
            "This move turns a win in 5 half moves into a draw. The move that keeps it: b2-b3. " +
                "Best play then: after 2 half moves the same position comes back, so the game goes round: a draw. " +
                "That capture took the tiger to e5, where it is trapped with the rest.",
            ExplanationWords.spoken(en, slip),
        )
        // A kept move says only what it keeps and what follows.
        assertEquals(2, ExplanationWords.sentences(en, explanationOf(win(3), win(3), event = LineEvent.TigersTrapped(2u))).size)
        assertEquals(listOf("Working out why…"), ExplanationWords.lines(en, Why.Computing))
        assertEquals(listOf("कारण निकाल्दै…"), ExplanationWords.lines(ne, Why.Computing))
        assertTrue(ExplanationWords.lines(en, Why.NotCovered).single().startsWith("The endgame table does not cover"))
        assertEquals(ExplanationWords.sentences(ne, slip), ExplanationWords.lines(ne, Why.Shown(slip)))
    }

    @Test
    fun aRealSlipFromTheTableIsWorded() {
        TestTables.loadG3()
        val ex = np.baghchal.app.Engine.fromRecord(slipGame.record).use { e ->
            uniffi.baghchal.CancelHandle().use { e.explainPlayedMove(slipGame.slipAt, it) }
        } ?: error("the G = 3 table covers the slip")
        assertEquals(slipGame.played, ex.mv.notation)
        assertTrue("a slip changes the value", !ExplanationWords.kept(ex))
        val words = ExplanationWords.sentences(en, ex)
        assertTrue(words.toString(), words[0].startsWith("This move turns a "))
        assertTrue(words.toString(), ex.best.isNotEmpty() && ex.best.all { it.notation in words[1] })
        val nepali = ExplanationWords.spoken(ne, ex)
        assertTrue(nepali, nepali.startsWith("यो चालले"))
        // The distance is written in Nepali digits.
        ex.before.distance?.let { d -> assertTrue(nepali, ne.number(d.toInt()) + " चालमा" in nepali) }
    }
}
