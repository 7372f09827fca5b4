package np.baghchal.host

import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Screen
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.i18n.Language
import np.baghchal.share.Clipboard
import np.baghchal.share.ImportRefusal
import np.baghchal.share.ImportWords
import np.baghchal.share.IncomingShare
import np.baghchal.share.ShareSheet
import np.baghchal.table.ReviewStep
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.EndReason
import uniffi.baghchal.IllegalReason
import uniffi.baghchal.Level
import uniffi.baghchal.Piece
import uniffi.baghchal.Side
import uniffi.baghchal.TextMove
import uniffi.baghchal.TextProblem
import uniffi.baghchal.TextResult
import uniffi.baghchal.defaultSettings
import uniffi.baghchal.readGameText
import java.util.concurrent.CopyOnWriteArrayList
import kotlin.random.Random

/** A [ShareSheet] that writes down every text it was asked to send, with the chooser's title. */
class RecordingShareSheet : ShareSheet {
    /** Every (text, chooser title) sent, oldest first. */
    val sent: MutableList<Pair<String, String>> = CopyOnWriteArrayList()

    override fun share(text: String, chooserTitle: String) {
        sent += text to chooserTitle
    }
}

/**
 * Issue 42 §3 in the Android app: a game shared from review or the analysis
 * board as our game text and opened again from a paste or an incoming share,
 * a position alone on the analysis board, and every bad text worded in
 * English and Nepali with nothing saved touched.
 */
class ShareTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    /** A game against the easy bot, a few moves then resigned, in its review; the sheet records what it sends. */
    private fun resignedGame(sheet: ShareSheet, storage: MemoryStorage = MemoryStorage()): Harness {
        val h = Harness(storage = storage, shareSheet = sheet)
        h.on {
            updateSetup { TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY) }
            startTable()
        }
        h.idle()
        val rng = Random(7)
        repeat(4) {
            h.playRandomHumanMove(rng)
            h.idle()
        }
        h.on { resign() }
        h.idle()
        h.on { openReview() }
        return h
    }

    @Test
    fun aGameSharedFromTheTablesReviewOpensAgainAsTheSameGame() {
        val sheet = RecordingShareSheet()
        resignedGame(sheet).use { h ->
            val played = h.table.game
            h.on { shareTableGame(en) }
            val (text, title) = sheet.sent.single()
            assertEquals(en.text("share_chooser"), title)
            // The day of the host's clock, the person and the bot named, the rules and the ending from the core.
            assertTrue(text, text.contains("[Date \"2026.06.01\"]"))
            assertTrue(text, text.contains("[Goats \"You\"]"))
            assertTrue(text, text.contains("[Tigers \"The bot (Easy)\"]"))
            assertTrue(text, text.contains("[Termination \"resigned\"]"))
            assertTrue(text, text.contains("[Result \"0-1\"]"))

            // Opened again (an incoming share while the finished table is up): the same game, in review.
            h.on { openText(IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain", text)) }
            assertEquals(Screen.GAMES, h.app.screen)
            val open = h.c.games.state.value?.open ?: error("no game in review")
            assertEquals(played.moveLog, open.table.game.moveLog)
            assertEquals(played.result, open.table.game.result)
            assertEquals(played.reason, open.table.game.reason)
            assertEquals(played.board, open.table.game.board)
            // Named as the text names them, in the reader's language.
            assertEquals("Goats: You · Tigers: The bot (Easy)", ImportWords.players(en, open.textTags!!))
            // It steps like any review, and back goes to the table it covered, which waited.
            h.on { games.step(ReviewStep.FIRST) }
            assertEquals(0, h.c.games.state.value!!.open!!.table.review!!.index)
            h.on { back() }
            assertEquals(Screen.TABLE, h.app.screen)
            assertNull(h.c.games.state.value)
            assertEquals(played.moveLog, h.table.game.moveLog)
        }
    }

    @Test
    fun aKeptGameSharesWithItsDayAndReadsBack() {
        val sheet = RecordingShareSheet()
        val storage = MemoryStorage()
        resignedGame(RecordingShareSheet(), storage).close()
        Harness(storage = MemoryStorage(storage.contents.filterKeys { !it.startsWith("table.") }), shareSheet = sheet).use { h ->
            h.clock.addAndGet(3 * 86_400L)
            h.on { openGames() }
            h.idle()
            val listing = h.c.games.state.value!!.read!!.history.games.single()
            h.on { games.openGame(listing) }
            h.on { shareKeptGame(ne) }
            val (text, title) = sheet.sent.single()
            assertEquals(ne.text("share_chooser"), title)
            // Dated the day it ended, not today; the players in the sharer's language.
            assertTrue(text, text.contains("[Date \"2026.06.01\"]"))
            assertTrue(text, text.contains("[Goats \"तपाईं\"]"))
            assertTrue(text, text.contains("[Tigers \"कम्प्युटर (सजिलो)\"]"))
            val kept = h.c.games.state.value!!.open!!.table.game
            h.on { back() }
            h.on { closeGames() }
            h.on { openText(text) }
            val open = h.c.games.state.value!!.open!!
            assertEquals(kept.moveLog, open.table.game.moveLog)
            assertEquals(kept.result, open.table.game.result)
            // Titled by its Date tag (noon UTC of 2026-06-01), not by today.
            assertEquals(HOST_NOW, open.listing.game.endedAt)
            // Shared again, it keeps the text's own tags.
            h.on { shareKeptGame(en) }
            assertEquals(text, sheet.sent.last().first)
            // Back leaves the page: the imported game was never kept.
            h.on { back() }
            assertEquals(Screen.SETUP, h.app.screen)
            assertEquals(storage.read(np.baghchal.games.GameHistory.KEY), h.storage.read(np.baghchal.games.GameHistory.KEY))
        }
    }

    @Test
    fun aPositionAloneOpensTheAnalysisBoard() {
        for (text in listOf("T...T/...../..G../...../T...T tiger 19 0", "B3B/5/2G2/5/B3B B 1")) {
            Harness().use { h ->
                h.on { openText(text) }
                assertEquals(text, Screen.ANALYSIS, h.app.screen)
                val board = h.c.analysis.state.value ?: error("no analysis board")
                assertNull(board.draft)
                assertEquals(Side.TIGER, board.table.game.toMove)
                assertEquals(19, board.table.game.goatsInHand)
                // c3 is the centre point (row 3, column c).
                assertEquals(Piece.GOAT, board.table.game.board[12])
                assertEquals(4, board.table.game.board.count { it == Piece.TIGER })
                h.on { back() }
                assertEquals(Screen.SETUP, h.app.screen)
            }
        }
    }

    @Test
    fun anUnfinishedGameOpensOnTheAnalysisBoardAtItsLastMoveAndSharesBack() {
        val sheet = RecordingShareSheet()
        Harness(shareSheet = sheet).use { h ->
            h.on { openText("1. c3 a1-b2 2. d4") }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            val board = h.c.analysis.state.value!!
            assertEquals(listOf("c3", "a1-b2", "d4"), board.line)
            assertEquals(3, board.cursor)
            assertEquals(Side.TIGER, board.table.game.toMove)
            h.on { analysis.stepBack() }
            h.on { shareAnalysis(en) }
            val text = sheet.sent.single().first
            // The line up to the move shown, unfinished.
            assertTrue(text, text.contains("1. c3 a1-b2"))
            assertFalse(text, text.contains("d4"))
            assertTrue(text, text.contains("[Result \"*\"]"))
            h.on { openText(text) }
            assertEquals(listOf("c3", "a1-b2"), h.c.analysis.state.value!!.line)
        }
    }

    @Test
    fun pasteReadsTheClipboardAndARefusalTouchesNothing() {
        var clip: String? = null
        val storage = MemoryStorage()
        Harness(storage = storage, clipboard = Clipboard { clip }).use { h ->
            h.on { updateSetup { it.copy(goatsToWin = 4) } }
            val saved = storage.contents.toMap()
            h.on { pasteGame() }
            assertEquals(ImportRefusal.NothingToPaste, h.app.importRefusal)
            assertEquals(Screen.SETUP, h.app.screen)
            clip = "1. c3 a1-b2 2. b2"
            h.on { pasteGame() }
            val refusal = h.app.importRefusal as ImportRefusal.Refused
            assertEquals("Line 1: At move 2, the goats' b2: that point is taken.", ImportWords.refusal(en, refusal))
            assertEquals("पङ्क्ति १: चाल २, बाख्राको b2 मा: त्यो बिन्दुमा पहिल्यै गोटी छ।", ImportWords.refusal(ne, refusal))
            assertEquals(Screen.SETUP, h.app.screen)
            assertEquals(saved, storage.contents.toMap())
            h.on { dismissImportRefusal() }
            assertNull(h.app.importRefusal)
            clip = "T...T/...../..G../...../T...T tiger 19 0"
            h.on { pasteGame() }
            assertEquals(Screen.ANALYSIS, h.app.screen)
        }
    }

    @Test
    fun anIncomingShareIsTakenOnlyWhenItIsPlainText() {
        assertEquals("1. c3", IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain", "1. c3"))
        assertEquals("1. c3", IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain; charset=utf-8", "1. c3"))
        assertNull(IncomingShare.text("android.intent.action.MAIN", null, null))
        assertNull(IncomingShare.text(IncomingShare.ACTION_SEND, "image/png", "1. c3"))
        assertNull(IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain", null))
        // An incoming share that carries no text says so, as an empty clipboard does.
        Harness().use { h ->
            h.on { openText(IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain", null)) }
            assertEquals(ImportRefusal.NothingToPaste, h.app.importRefusal)
        }
        // One arriving over a puzzle-free set-up page with a game in play: the game waits, then goes on.
        seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
            h.on { tapPoint(12) }
            h.on { openText(IncomingShare.text(IncomingShare.ACTION_SEND, "text/plain", "B3B/5/5/5/B3B G 0")) }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            h.on { back() }
            assertEquals(Screen.TABLE, h.app.screen)
            assertEquals(Piece.GOAT, h.table.game.board[12])
        }
    }

    /** Texts the core refuses, one per kind it can be reached with, and the kind each gives. */
    private val badTexts = listOf(
        "  \n " to "Empty",
        "[Result 0-1]\n\n1. c3" to "TagSyntax",
        "[GoatToWin \"3\"]\n\n1. c3" to "UnknownTag",
        "[GoatsToWin \"3\"]\n[GoatsToWin \"3\"]\n\n1. c3" to "DuplicateTag",
        "[GoatsToWin \"25\"]\n\n1. c3" to "BadTagValue",
        "1. c3\n[Event \"x\"]" to "TagAfterMoves",
        "T...T/...../...../...../T...T goat 21 0" to "BadPositionLine",
        "T...T/...../...../...../T...T cow 20 0" to "BadPositionLine",
        "T...T/..X../...../...../T...T goat 20 0" to "BadPositionLine",
        "TT..T/...../...../...../T...T goat 20 0" to "BadSetup",
        "1. c3!" to "UnreadableWord",
        "1. c3 a1-b2 3. d4" to "WrongMoveNumber",
        "1. c3 a1-b2 2. b2" to "IllegalMove",
        "1. c3 * d4" to "AfterResult",
        "1. c3 a1-b2 0-1" to "ResultDiffers",
        "[Termination \"captures\"]\n\n1. c3 a1-b2" to "TerminationDiffers",
    )

    /** Problems no short text reaches, made by hand so their words are checked too. */
    private val madeProblems = listOf(
        TextProblem.MoveAfterEnd(TextMove(30u, Side.TIGER, "a1xc3")),
        TextProblem.LibraryRulesDiffer(TextMove(42u, Side.GOAT, "G2423"), TextResult.DRAW, TextResult.UNFINISHED),
        TextProblem.TerminationDiffers(EndReason.CAPTURES, null),
    ) + IllegalReason.entries.map { TextProblem.IllegalMove(TextMove(2u, Side.GOAT, "b2"), it) }

    @Test
    fun everyKindOfBadTextIsWordedInBothLanguages() {
        val seen = mutableSetOf<String>()
        for ((text, kind) in badTexts) {
            val e = try {
                readGameText(text, defaultSettings())
                fail("read: $text")
                return
            } catch (e: BaghchalException.BadText) {
                e
            }
            assertEquals(text, kind, e.problem::class.simpleName)
            seen += kind
            checkWords(e.problem, "$text")
            val english = ImportWords.error(en, e)
            val nepali = ImportWords.error(ne, e)
            // The line is named (none for a text that is blank as a whole), in each language's digits.
            if (e.line == 0u) {
                assertFalse(english, english.startsWith("Line"))
            } else {
                assertTrue(english, english.startsWith("Line ${e.line}: "))
                assertTrue(nepali, nepali.startsWith("पङ्क्ति " + ne.number(e.line.toInt()) + ": "))
            }
        }
        for (p in madeProblems) {
            seen += p::class.simpleName!!
            checkWords(p, p.toString())
        }
        // Every kind the bindings name is worded (a new one must be added here and to ImportWords).
        val kinds = TextProblem::class.java.declaredClasses.filter { TextProblem::class.java.isAssignableFrom(it) }.map { it.simpleName }.toSet()
        assertEquals(kinds, seen intersect kinds)
        assertTrue("$kinds", kinds.size >= 16)
        // Each rule broken is said its own way.
        for (s in listOf(en, ne)) assertEquals(IllegalReason.entries.size, IllegalReason.entries.map { ImportWords.rule(s, it) }.toSet().size)
        // A refusal that is not a text's (never expected from reading) still gets words.
        assertEquals(en.text("import_other"), ImportWords.error(en, BaghchalException.GameOver()))
    }

    /** [p] worded in both languages: filled in, different, and naming what the problem carries. */
    private fun checkWords(p: TextProblem, what: String) {
        val english = ImportWords.problem(en, p)
        val nepali = ImportWords.problem(ne, p)
        for (words in listOf(english, nepali)) {
            assertTrue("$what: $words", words.isNotBlank() && !words.contains('%'))
        }
        assertNotEquals(what, english, nepali)
        // The Nepali carries no ASCII digit but in notation and what the text itself wrote.
        val carried = when (p) {
            is TextProblem.IllegalMove -> p.at.text
            is TextProblem.MoveAfterEnd -> p.at.text
            is TextProblem.LibraryRulesDiffer -> p.at.text
            is TextProblem.WrongMoveNumber -> p.found
            is TextProblem.BadTagValue -> p.name + p.value
            is TextProblem.UnknownTag -> p.name
            is TextProblem.DuplicateTag -> p.name
            is TextProblem.UnreadableWord -> p.word
            is TextProblem.AfterResult -> p.word
            else -> ""
        }
        assertTrue("$what: $nepali", nepali.filter { it in '0'..'9' }.all { it in carried })
        if (carried.isNotEmpty()) assertTrue("$what: $english", english.contains(if (p is TextProblem.BadTagValue) p.value else carried))
        if (p is TextProblem.IllegalMove) {
            assertTrue(english, english.contains("move 2, the goats' b2"))
            assertTrue(nepali, nepali.contains("चाल २, बाख्राको b2"))
        }
    }
}
