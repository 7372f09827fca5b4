package np.baghchal.host

import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The spelling conventions written at the top of values-ne/strings.xml, as
 * checks a Nepali string can fail, each run on every key. The iOS
 * CatalogTests hold the same rules.
 */
object NepaliSpelling {
    /** Vowel signs and vowels that rise above the headline: the dot (ं) goes over these. */
    private const val RISING = "िीेैोौईऐओऔ"
    private const val DOT = 'ं'
    private const val MOON = 'ँ'

    /**
     * Words the English carried into Nepali, each with what a Nepali reader
     * would stop at.
     */
    val carriedOver = mapOf(
        "बोट" to "the opponent is कम्प्युटर; बोट is a plant",
        "बसाइ" to "there is no sitting at a table in Nepali: say अहिलेसम्म...",
        "बस्नु" to "there is no sitting at a table in Nepali",
        "बसेर" to "there is no sitting at a table in Nepali",
        "आधा चाल" to "a चाल is already one side's move",
        "चाल खेल" to "चाल goes with चल्नु (चाल खेल्नु is to scheme)",
        "एउटै पनि" to "\"not even one\" is एउटा पनि",
        " अनुसार" to "अनुसार joins the noun before it",
        "बोर्ड" to "the board is पाटी, as in every other string",
        "हातमा" to "\"in hand\" is chess's: goats not yet placed are खोरमा (in the pen)",
    )

    /**
     * Words a Nepali reader takes in another sense than the one meant
     * (issue 27), each with what to say instead. Matched inside words, so
     * every form of a verb (ढाकिएको, ढाकिएका) counts.
     */
    val misread = mapOf(
        "उत्तम खेलमा" to "reads \"in the Perfect game\" (उत्तम is the level's name): say दुवैले उत्तम चाल चले",
        "ढाकिए" to "ढाकिनु is to be covered with a lid or cloth: say पछाडिको बिन्दु भरिएको",
        "शिकार" to "the dictionary (Pragya) spells it सिकार",
        "चाल्" to "चाल्नु is to sift: the side to move is चल्ने, a move is चाल चल्नु",
        "मूल्य" to "first reads \"price\": a move's value is its नतिजा, as in the menu",
        "जवाफ:" to "on a पहेली screen a bare जवाफ is the riddle's answer: name the side that replied (बाघले जवाफमा ... चाल चले)",
        "जवाफ " to "on a पहेली screen a bare जवाफ is the riddle's answer: name the side that replied (बाघले जवाफमा ... चाल चले)",
        "अन्तिम खेलको" to "reads \"the final game's\": the endgame is खेलको अन्तिम चरण",
        "चाल अगाडि" to "of time अगाडि is \"earlier\": a step forward is अर्को चाल",
        "चाल पछाडि" to "a step back is अघिल्लो चाल",
    )

    /** What a step back through a game's moves says, on any screen. */
    const val STEP_BACK = "अघिल्लो चाल"

    /** What a step forward says: of time अगाडि is "earlier", so not एक चाल अगाडि. */
    const val STEP_FORWARD = "अर्को चाल"

    /**
     * The step buttons among [keys]: every `X_back` that has an `X_forward`
     * beside it (a lone `_back`, such as the puzzle screen's, leaves a screen).
     */
    fun stepPairs(keys: Set<String>): List<Pair<String, String>> =
        keys.filter { it.endsWith("_back") }.sorted()
            .map { it to it.removeSuffix("_back") + "_forward" }
            .filter { (_, forward) -> forward in keys }

    /** The words of [carriedOver] and [misread] found in [text]. */
    fun offences(text: String): List<String> = (carriedOver.keys + misread.keys).filter { it in text }

    /** The words of [text] whose nasal mark breaks the convention. */
    fun nasalMisfits(text: String): List<String> = text.split(Regex("\\s+")).filter { word ->
        word.indices.any { i -> misplaced(word, i) }
    }

    private fun misplaced(word: String, i: Int): Boolean {
        val before = word.getOrNull(i - 1)
        return when (word[i]) {
            // The dot stands only where the moon sign has no room; after a bare
            // consonant it would be a nasal consonant, written as a half letter.
            DOT -> before == null || before !in RISING
            MOON -> before == null || before in RISING || !isLetterOrVowelSign(before)
            else -> false
        }
    }

    private fun isLetterOrVowelSign(c: Char) = c in '\u0905'..'\u0939' || c in '\u093E'..'\u094C'
}

/** Every Nepali string keeps the conventions of values-ne/strings.xml. */
class NepaliSpellingTests {
    private val ne = HostResources.file(Language.NEPALI)

    /** Every Nepali text, named by its key (and plural form). */
    private val texts: Map<String, String> = buildMap {
        putAll(ne.strings)
        for ((key, forms) in ne.plurals) for ((quantity, text) in forms) put("$key ($quantity)", text)
    }

    @Test
    fun nasalVowelsFollowOneStyle() {
        assertTrue(texts.size > 50)
        val offenders = texts.flatMap { (key, text) -> NepaliSpelling.nasalMisfits(text).map { "$key: $it" } }
        assertTrue("nasal marks against the convention in values-ne:\n" + offenders.joinToString("\n"), offenders.isEmpty())
    }

    @Test
    fun theNasalCheckCatchesEitherMarkInTheWrongPlace() {
        assertEquals(listOf("आफैँ"), NepaliSpelling.nasalMisfits("अर्को खेल आफैँ सुरु हुन्छ।"))
        assertEquals(listOf("तपाईँको"), NepaliSpelling.nasalMisfits("तपाईँको पालो"))
        assertEquals(listOf("यहां"), NepaliSpelling.nasalMisfits("यहां बाख्रा"))
        assertEquals(listOf("टुंगो"), NepaliSpelling.nasalMisfits("कुनै टुंगो लागेन"))
        assertEquals(listOf("ँ"), NepaliSpelling.nasalMisfits("ँ"))
        assertEquals(
            emptyList<String>(),
            NepaliSpelling.nasalMisfits("तपाईं यहाँ बाँकी अँध्यारो पाइँदैन चलिंदा आफैं हुँदैन टुङ्गो सङ्ख्या"),
        )
    }

    @Test
    fun noWordCarriedOverFromEnglish() {
        val offenders = texts.flatMap { (key, text) ->
            NepaliSpelling.carriedOver.filterKeys { it in text }.map { (word, why) -> "$key: '${word.trim()}' ($why): $text" }
        }
        assertTrue("Nepali that reads as English:\n" + offenders.joinToString("\n"), offenders.isEmpty())
    }

    @Test
    fun noWordAPlayerWouldReadOtherwise() {
        val offenders = texts.flatMap { (key, text) ->
            NepaliSpelling.misread.filterKeys { it in text }.map { (word, why) -> "$key: '$word' ($why): $text" }
        }
        assertTrue("Nepali a player would read otherwise:\n" + offenders.joinToString("\n"), offenders.isEmpty())
    }

    @Test
    fun everyStepButtonSaysWhichMove() {
        val pairs = NepaliSpelling.stepPairs(ne.strings.keys)
        // The finder must see the two step rows the app has, so a rename cannot hide one.
        assertTrue("$pairs", pairs.containsAll(listOf("review_back" to "review_forward", "analysis_step_back" to "analysis_step_forward")))
        assertTrue("$pairs", pairs.none { it.first == "puzzle_back" })
        val offenders = pairs.flatMap { (back, forward) ->
            listOf(back to NepaliSpelling.STEP_BACK, forward to NepaliSpelling.STEP_FORWARD)
                .filter { (key, want) -> ne.strings[key] != want }
                .map { (key, want) -> "$key: '${ne.strings[key]}', not '$want'" }
        }
        assertTrue("step buttons (of time अगाडि is \"earlier\"):\n" + offenders.joinToString("\n"), offenders.isEmpty())
    }

    @Test
    fun theWordChecksCatchTheThirdReadsFindings() {
        // Issue 38's old texts, each caught by a rule that runs on every key.
        val old = listOf(
            "विश्लेषण बोर्ड", "हातमा बाख्रा: ३", "एक चाल अगाडि", "एक चाल पछाडि", "चाल्ने पक्षका लागि",
            "हरेक चालको मूल्य निकाल्दै…", "जवाफ: b2-b1।", "ठीक। जवाफ b2-b1 थियो", "यी नियमको अन्तिम खेलको तालिका",
        )
        for (text in old) assertTrue(text, NepaliSpelling.offences(text).isNotEmpty())
        val new = listOf(
            "विश्लेषण पाटी", "खोरमा बाख्रा: ३", "अर्को चाल", "चल्ने पक्षका लागि", "हरेक चालको नतिजा निकाल्दै…",
            "बाघले जवाफमा b2-b1 चाल चले।", "खेलको अन्तिम चरणको नतिजा-तालिका", "चालु", "पछाडिको बिन्दु भरिएको",
        )
        for (text in new) assertEquals(text, emptyList<String>(), NepaliSpelling.offences(text))
    }

    @Test
    fun theOpponentIsTheComputer() {
        val all = texts.values.joinToString("\n")
        assertTrue("बोट (a plant) in the Nepali strings", "बोट" !in all)
        assertEquals("कम्प्युटरसँग खेल्नुहोस्", ne.strings["mode_play"])
        assertEquals("दुवैतिर कम्प्युटर", ne.strings["seat_watch"])
    }
}
