package np.baghchal.host

import np.baghchal.app.BoardView
import np.baghchal.app.Mode
import np.baghchal.app.TableState
import np.baghchal.app.Tally
import np.baghchal.app.TargetView
import np.baghchal.i18n.Language
import np.baghchal.i18n.formatPattern
import np.baghchal.i18n.localDigits
import np.baghchal.table.moveLogLines
import np.baghchal.table.pointActionLabel
import np.baghchal.table.pointDescription
import np.baghchal.table.reasonText
import np.baghchal.table.resultTitle
import np.baghchal.table.tallyLines
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.EndReason
import uniffi.baghchal.GameResult
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.Side
import java.io.File

private val placeholderRegex = Regex("""%(\d+\$)?[sd]""")

private fun placeholders(text: String) = placeholderRegex.findAll(text).map { it.value }.sorted().toList()

/** A start position with goats to place, built by hand so these tests need no engine. */
private fun startTable(humans: Set<Side> = setOf(Side.GOAT)): TableState {
    val board = MutableList(25) { Piece.EMPTY }
    for (p in listOf(0, 4, 20, 24)) board[p] = Piece.TIGER
    val game = BoardView(
        board = board, toMove = Side.GOAT, phase = Phase.PLACEMENT, goatsInHand = 20, goatsOnBoard = 0,
        captured = 0, goatsToWin = 5, tigersTrapped = 0, halfMoves = 0, result = GameResult.ONGOING,
        reason = null, lastMove = null, moveLog = emptyList(), canUndo = false,
    )
    return TableState(game = game, humanSides = humans, placeHints = (0 until 25).filter { board[it] == Piece.EMPTY }.toSet())
}

/** The two strings files agree, and every word is where it should be. */
class StringsTests {
    private val en = HostResources.file(Language.ENGLISH)
    private val ne = HostResources.file(Language.NEPALI)

    @Test
    fun bothFilesHaveTheSameKeys() {
        assertEquals(en.strings.keys.sorted(), ne.strings.keys.sorted())
        assertEquals(en.plurals.keys.sorted(), ne.plurals.keys.sorted())
        assertTrue(en.strings.size > 50)
    }

    @Test
    fun bothFilesHaveTheSamePlaceholders() {
        for ((key, value) in en.strings) {
            assertEquals("placeholders of '$key'", placeholders(value), placeholders(ne.strings.getValue(key)))
        }
        for ((key, forms) in en.plurals) {
            for ((q, value) in forms) {
                assertEquals("placeholders of '$key' ($q)", placeholders(value), placeholders(ne.plurals.getValue(key).getValue(q)))
            }
        }
    }

    @Test
    fun bothFilesHaveTheSamePluralForms() {
        for ((key, forms) in en.plurals) {
            // English and Nepali both use CLDR's "one" and "other".
            assertEquals("forms of '$key'", setOf("one", "other"), forms.keys)
            assertEquals("forms of '$key'", forms.keys, ne.plurals.getValue(key).keys)
        }
    }

    @Test
    fun nepaliIsReallyNepali() {
        val latinWords = Regex("[A-Za-z]{3,}")
        // Language names are shown in their own script in both files, on purpose; signs are signs, and
        // a date, the won · drawn · lost counts and "head: counts" are numbers and signs only.
        val sameInBoth = setOf(
            "language_en", "language_ne", "speed_value", "number_value", "log_line", "point_join", "setup_fewer_sign", "setup_more_sign",
            "games_date", "stats_wdl", "stats_count_line",
        )
        for ((key, value) in ne.strings) {
            if (key in sameInBoth) continue
            assertTrue("'$key' is not translated: $value", !latinWords.containsMatchIn(value))
            assertTrue("'$key' is the same as English", value != en.strings[key])
        }
        val all = (ne.strings.values + ne.plurals.values.flatMap { it.values }).joinToString("\n")
        // The seed's vocabulary (stems, since the verbs are conjugated).
        for (word in listOf("बाघचाल", "बाघ", "बाख्रा", "गोटी", "बिन्दु", "नाघ", "खा", "अड्कि", "बराबरी", "खेल")) {
            assertTrue("Nepali strings use '$word'", word in all)
        }
    }

    @Test
    fun numbersUseDevanagariDigitsInNepali() {
        val ne = HostResources.strings(Language.NEPALI)
        val en = HostResources.strings(Language.ENGLISH)
        assertEquals("Eaten 2/5", en.text("counter_eaten", 2, 5))
        assertEquals("खाइएका बाख्रा २/५", ne.text("counter_eaten", 2, 5))
        assertEquals("अड्किएका बाघ १/४", ne.text("counter_trapped", 1, 4))
        assertEquals("खोरमा १७ बाख्रा", ne.plural("pen_goats", 17))
        assertEquals("०१२३४५६७८९", localDigits("0123456789", Language.NEPALI))
    }

    @Test
    fun pluralsPickTheRightForm() {
        val en = HostResources.strings(Language.ENGLISH)
        assertEquals("1 goat in the pen", en.plural("pen_goats", 1))
        assertEquals("20 goats in the pen", en.plural("pen_goats", 20))
        assertEquals("1 game played", en.plural("tally_games", 1))
        assertEquals("3 games played", en.plural("tally_games", 3))
    }

    @Test
    fun leaveConfirmationHasTheWordsTheIosCatalogShares() {
        // The iOS app uses the same keys and text; a change here must be made there too.
        val words = mapOf(
            "leave_confirm_title" to ("Leave the table?" to "खेल छोड्ने?"),
            "leave_confirm_message" to ("This game and the tally of this sitting will be lost." to "यो खेल र अहिलेसम्मको जित-हारको हिसाब मेटिनेछ।"),
            "leave_confirm_yes" to ("Leave" to "छोड्नुहोस्"),
            "leave_confirm_no" to ("Stay" to "खेलिरहनुहोस्"),
        )
        for ((key, pair) in words) {
            assertEquals(key, pair.first, en.strings[key])
            assertEquals(key, pair.second, ne.strings[key])
        }
    }

    @Test
    fun patternFormatting() {
        assertEquals("b a", formatPattern("%2\$s %1\$s", listOf("a", "b")))
        assertEquals("x 100%", formatPattern("%s 100%%", listOf("x")))
    }

    @Test
    fun talkBackReadsEachPoint() {
        val en = HostResources.strings(Language.ENGLISH)
        val ne = HostResources.strings(Language.NEPALI)
        val table = startTable()
        assertEquals("b2, empty, a goat can go here", pointDescription(en, table, 6))
        assertEquals("a1, tiger", pointDescription(en, table, 0))
        assertEquals("Put a goat here", pointActionLabel(en, table, 6))
        assertNull(pointActionLabel(en, table, 0))
        val board = table.game.board.toMutableList().also { it[12] = Piece.GOAT }
        val later = table.copy(game = table.game.copy(board = board, toMove = Side.TIGER), placeHints = emptySet())
        assertEquals("c3, goat", pointDescription(en, later, 12))
        assertEquals("c3, बाख्रा", pointDescription(ne, later, 12))
        // A tiger picked up on a1 with a leap over b1 to c1.
        val leap = later.copy(humanSides = setOf(Side.TIGER), picked = 0, targets = listOf(TargetView(2, 1)))
        assertEquals("a1, tiger, picked up", pointDescription(en, leap, 0))
        assertEquals("c1, empty, your tiger can leap here over b1 and eat the goat", pointDescription(en, leap, 2))
        assertEquals("Move here", pointActionLabel(en, leap, 2))
    }

    @Test
    fun endWordsSayWhoWonAndWhy() {
        val en = HostResources.strings(Language.ENGLISH)
        val ne = HostResources.strings(Language.NEPALI)
        val base = startTable()
        val over = base.copy(
            game = base.game.copy(result = GameResult.TIGERS_WIN, reason = EndReason.CAPTURES, captured = 5),
            tally = Tally(games = 3, wins = 1, losses = 2, draws = 0),
        )
        assertEquals("You lose", resultTitle(en, over, Mode.PLAY))
        assertEquals("The tigers win", resultTitle(en, over, Mode.WATCH))
        assertEquals("The tigers ate 5 goats.", reasonText(en, over))
        assertEquals("बाघले ५ बाख्रा खाए।", reasonText(ne, over))
        assertEquals(listOf("3 games played", "Won 1 · Lost 2 · Drawn 0"), tallyLines(en, over, Mode.PLAY))
        val trapped = over.copy(game = over.game.copy(result = GameResult.GOATS_WIN, reason = EndReason.TIGERS_TRAPPED))
        assertEquals("You win", resultTitle(en, trapped, Mode.PLAY))
        assertTrue(reasonText(en, trapped).startsWith("All four tigers are stuck"))
        val resigned = over.copy(game = over.game.copy(reason = EndReason.RESIGNED))
        assertEquals("The goats resigned.", reasonText(en, resigned))
        val draw = over.copy(game = over.game.copy(result = GameResult.DRAW, reason = EndReason.REPETITION))
        assertEquals("बराबरी", resultTitle(ne, draw, Mode.PLAY))
        // Both sides' moves together, each a चाल (issue 17: no "half move" in Nepali).
        val limit = draw.copy(game = draw.game.copy(reason = EndReason.MOVE_LIMIT, halfMoves = 300))
        assertEquals("300 half moves were played with nothing settled.", reasonText(en, limit))
        assertEquals("दुवैतर्फबाट ३०० चाल चलिंदा पनि कुनै टुङ्गो लागेन।", reasonText(ne, limit))
    }

    @Test
    fun moveLogNotesWhenEveryGoatIsDown() {
        val en = HostResources.strings(Language.ENGLISH)
        val log = List(41) { if (it % 2 == 0) "c3" else "a1-b2" }
        val lines = moveLogLines(en, log, Phase.MOVEMENT)
        assertEquals("1. c3  a1-b2", lines.first())
        assertEquals("Every goat is down, so now they can move.", lines[20])
        assertEquals("21. c3", lines.last())
        assertEquals(20, moveLogLines(en, log.take(39), Phase.PLACEMENT).size)
    }
}

/** No user-visible text is written in Kotlin: every literal in the UI is a resource key. */
class HardcodedTextTests {
    private val sharedDir: File = File(HostResources.resDir, "../../shared/kotlin/np/baghchal").canonicalFile
    private val en = HostResources.file(Language.ENGLISH)

    // Files whose literals are storage keys, save formats and programmer-facing log text,
    // never shown: the state holders that save, the loader, and the string formatter itself.
    private val notShown = setOf(
        "AnalysisBoard.kt", "AnalysisSession.kt", "PuzzleTrainer.kt", "TableController.kt",
        "TableLoader.kt", "TableSaving.kt", "Strings.kt", "GameHistory.kt", "MatchPlay.kt", "DrillTrainer.kt",
        // A game text's tag names and Android's intent names: formats, never shown.
        "TextTags.kt", "IncomingShare.kt",
    )

    // Every feature folder's screens and words, wherever they live.
    private fun sources() = sharedDir.walk().filter { f -> f.extension == "kt" && f.name !in notShown }
        .sortedBy { it.name }.toList().also {
            assertTrue("UI sources found in $sharedDir", it.size >= 22)
        }

    @Test
    fun noTextLiteralsInComposables() {
        val direct = Regex("""\b(Text|contentDescription\s*=|label\s*=|stateDescription\s*=|text\s*=)\s*\(?\s*"""")
        val offenders = sources().flatMap { f ->
            f.readLines().withIndex().filter { (_, line) -> direct.containsMatchIn(line) }.map { (i, line) -> "${f.name}:${i + 1}: ${line.trim()}" }
        }
        assertTrue("hard-coded text:\n" + offenders.joinToString("\n"), offenders.isEmpty())
    }

    @Test
    fun everyStringLiteralIsAKnownKey() {
        val literal = Regex(""""((?:[^"\\$]|\\.)*)"""")
        val keys = en.strings.keys + en.plurals.keys
        // Programmer-facing messages that never reach the screen.
        val allowed = setOf("No Strings provided")
        val offenders = mutableListOf<String>()
        var used = 0
        for (f in sources()) {
            for ((i, line) in f.readLines().withIndex()) {
                val trimmed = line.trim()
                // Comments and KDoc may quote what the screen shows.
                if (trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("//")) continue
                val code = line.substringBefore("//")
                for (m in literal.findAll(code)) {
                    val value = m.groupValues[1]
                    when {
                        value in keys -> used++
                        value in allowed -> Unit
                        // Separators and the like carry no words.
                        value.none { it.isLetter() } -> Unit
                        else -> offenders += "${f.name}:${i + 1}: \"$value\""
                    }
                }
            }
        }
        assertTrue("literals that are not resource keys:\n" + offenders.joinToString("\n"), offenders.isEmpty())
        assertTrue("the UI uses resource keys ($used)", used > 40)
    }

    @Test
    fun everyResourceKeyIsUsed() {
        val code = sources().joinToString("\n") { it.readText() }
        val unused = (en.strings.keys + en.plurals.keys).filter { "\"$it\"" !in code }
        assertTrue("strings nobody shows: $unused", unused.isEmpty())
    }
}
