package np.baghchal.host

import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The spelling conventions written at the top of values-ne/strings.xml, as
 * checks a Nepali string can fail. The iOS CatalogTests hold the same rules.
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
    )

    /**
     * Words that must not name a key's action, with why: said of time,
     * अगाडि is "earlier", the opposite of stepping forward through a game.
     */
    val wrongForKey = mapOf(
        "review_forward" to ("अगाडि" to "of time अगाडि is \"earlier\": say अर्को चाल"),
        "review_back" to ("पछाडि" to "the step back is the previous move: say अघिल्लो चाल"),
    )

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
    fun theReviewStepsSayWhichMove() {
        for ((key, wordAndWhy) in NepaliSpelling.wrongForKey) {
            val text = ne.strings[key] ?: error("no $key in values-ne")
            assertTrue("$key: '${wordAndWhy.first}' (${wordAndWhy.second}): $text", wordAndWhy.first !in text)
        }
        assertEquals("अघिल्लो चाल", ne.strings["review_back"])
        assertEquals("अर्को चाल", ne.strings["review_forward"])
    }

    @Test
    fun theOpponentIsTheComputer() {
        val all = texts.values.joinToString("\n")
        assertTrue("बोट (a plant) in the Nepali strings", "बोट" !in all)
        assertEquals("कम्प्युटरसँग खेल्नुहोस्", ne.strings["mode_play"])
        assertEquals("दुवैतिर कम्प्युटर", ne.strings["seat_watch"])
    }
}
