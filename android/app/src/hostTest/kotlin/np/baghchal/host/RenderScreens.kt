package np.baghchal.host

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import np.baghchal.app.BaghchalApp
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.app.ThemeChoice
import np.baghchal.i18n.Language
import np.baghchal.table.TableController
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.FontMgr
import org.jetbrains.skia.FontStyle
import org.jetbrains.skia.Image
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Level
import uniffi.baghchal.Phase
import uniffi.baghchal.Side
import java.io.File
import kotlin.random.Random

/** Phone-sized frame: 400 × 860 dp at 2.5 px per dp. */
private const val WIDTH_DP = 400
private const val HEIGHT_DP = 860
private const val DENSITY = 2.5f

/**
 * Renders the main screens to PNG, in English and Nepali, light and dark,
 * from real states of the state holder playing against the real core.
 */
class RenderScreens {
    private val outDir = File(System.getProperty("baghchal.screenshots") ?: "screenshots").apply { mkdirs() }

    internal fun render(name: String, controller: TableController, fontScale: Float = 1f, heightDp: Int = HEIGHT_DP, widthDp: Int = WIDTH_DP, content: @Composable () -> Unit = {
        BaghchalApp(controller, HostResources::strings, systemDark = false)
    }): File {
        val image: Image = ImageComposeScene(
            width = (widthDp * DENSITY).toInt(),
            height = (heightDp * DENSITY).toInt(),
            density = Density(DENSITY, fontScale),
            content = content,
        ).use { scene ->
            // Step frames through a second so move animations finish before the frame that is kept.
            var image = scene.render(0)
            for (frame in 1..10) image = scene.render(frame * 100_000_000L)
            image
        }
        val png = image.encodeToData(EncodedImageFormat.PNG)?.bytes ?: error("PNG encoding failed")
        val file = File(outDir, "$name.png")
        file.writeBytes(png)
        // A blank frame would mean nothing was drawn.
        val pixels = org.jetbrains.skia.Bitmap.makeFromImage(image)
        val colours = HashSet<Int>()
        for (y in 0 until pixels.height step 17) for (x in 0 until pixels.width step 13) colours += pixels.getColor(x, y)
        assertTrue("$name has content (${colours.size} colours)", colours.size > 8)
        return file
    }

    /** Renders the current state of [h] in all four language/theme variants. */
    private fun renderAll(screen: String, h: Harness) {
        for (language in Language.entries) {
            for (theme in listOf(ThemeChoice.LIGHT, ThemeChoice.DARK)) {
                h.on { updatePrefs { it.copy(language = language, theme = theme) } }
                render("${screen}_${language.tag}_${theme.name.lowercase()}", h.c)
            }
        }
    }

    @Test
    fun devanagariFontIsAvailable() {
        // Without it, Nepali renders as tofu boxes.
        val typeface = FontMgr.default.matchFamilyStyleCharacter(null, FontStyle.NORMAL, arrayOf("ne"), 'ब'.code)
        assertNotNull("a font with Devanagari glyphs", typeface)
    }

    @Test
    fun setupScreen() = Harness().use { h ->
        h.on { updateSetup { TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.MEDIUM) } }
        renderAll("1_setup", h)
    }

    @Test
    fun placementScreen() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), seed = 4).use { h ->
        val rng = Random(9)
        repeat(5) {
            h.playRandomHumanMove(rng)
            h.idle()
        }
        assertTrue(h.table.placing)
        renderAll("2_placement", h)
        // The system's largest common font size: text must still fit.
        for (language in Language.entries) {
            h.on { updatePrefs { it.copy(language = language, theme = ThemeChoice.LIGHT) } }
            render("7_large_text_placement_${language.tag}", h.c, fontScale = 1.5f)
        }
    }

    @Test
    fun movementWithAPiecePickedUp() {
        // Find a seeded game that reaches the goats' first move; EASY plays at random sometimes.
        for (seed in 1..20) {
            Harness(seed = seed).use { h ->
                h.on {
                    updateSetup { TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY, goatsToWin = 7) }
                    startTable()
                }
                val rng = Random(seed)
                while (!h.table.game.isOver && h.table.game.phase == Phase.PLACEMENT) {
                    h.playRandomHumanMove(rng)
                    h.idle()
                }
                val t = h.table
                if (t.game.isOver || !t.humanToMove || t.movable.isEmpty()) return@use
                // Pick the goat with the most destinations, so the hints show.
                val goat = t.movable.maxBy { p -> h.on { tapPoint(p); val n = state.value.table!!.targets.size; tapOutside(); n } }
                h.on { tapPoint(goat) }
                assertEquals(goat, h.table.picked)
                assertEquals(Side.GOAT, h.table.game.toMove)
                renderAll("3_movement_picked", h)
                return
            }
        }
        error("no seed reached the movement phase")
    }

    @Test
    fun endDialog() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), seed = 2).use { h ->
        val rng = Random(5)
        h.on { resign() }
        h.on { playAgain() }
        h.idle()
        while (!h.table.game.isOver) {
            h.playRandomHumanMove(rng)
            h.idle()
        }
        assertEquals(2, h.table.tally.games)
        renderAll("4_end", h)
    }

    @Test
    fun menuAndNotice() {
        Harness().use { h ->
            h.on {
                updateSetup { TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS) }
                startTable()
                tapPoint(12)
            }
            h.idle()
            h.on { setMenuOpen(true) }
            renderAll("5_menu", h)
        }
        val storage = MemoryStorage()
        Harness(storage = storage).use { h -> h.on { updateSetup { it.copy(mode = Mode.PASS_AND_PLAY) }; startTable() } }
        storage.write(mapOf(TableController.KEY_RECORD to "not a game"))
        Harness(storage = storage).use { h -> renderAll("6_unreadable_save", h) }
    }

    /** Renders [h] in English light and Nepali dark, the pair the issue 15 screens are checked in. */
    internal fun renderPair(screen: String, h: Harness) {
        for ((language, theme) in listOf(Language.ENGLISH to ThemeChoice.LIGHT, Language.NEPALI to ThemeChoice.DARK)) {
            h.on { updatePrefs { it.copy(language = language, theme = theme) } }
            render("${screen}_${language.tag}_${theme.name.lowercase()}", h.c)
        }
    }

    @Test
    fun howToPlay() = Harness().use { h ->
        h.on { openHowTo() }
        renderAll("10_how_to_play", h)
        // The whole page in one tall frame per language, to read every section and diagram.
        for (language in Language.entries) {
            h.on { updatePrefs { it.copy(language = language, theme = ThemeChoice.LIGHT) } }
            render("10_how_to_play_full_${language.tag}", h.c, heightDp = 5600)
        }
    }

    @Test
    fun puzzles() {
        TestTables.loadG3()
        val index = np.baghchal.puzzles.PuzzleBook.load(TestPuzzles.g3).use { b -> (0 until b.count).first { b.puzzle(it).line.size >= 3 } }
        Harness().use { h ->
            h.on { puzzlesLoaded(np.baghchal.puzzles.PuzzleBook.load(TestPuzzles.g3)) }
            // The set-up page offers the puzzles once their file has loaded.
            renderPair("17_setup_with_puzzles", h)
            h.on { openPuzzles(index) }
            renderPair("17_puzzle", h)
            val trainer = h.c.puzzles
            val line = trainer.state.value!!.puzzle.line
            val wrong = h.on { trainer.anyWrongMove() }
            h.on {
                trainer.tapPoint(wrong.first)
                trainer.tapPoint(wrong.second)
            }
            assertEquals(np.baghchal.puzzles.PuzzleStage.WRONG, trainer.state.value!!.stage)
            renderPair("17_puzzle_wrong", h)
            h.on { trainer.retry() }
            for (k in line.indices step 2) h.on {
                line[k].from?.let(trainer::tapPoint)
                trainer.tapPoint(line[k].to)
            }
            assertEquals(np.baghchal.puzzles.PuzzleStage.SOLVED, trainer.state.value!!.stage)
            renderPair("17_puzzle_solved", h)
        }
    }

    @Test
    fun hintShown() {
        // A rated movement position: Perfect answers from the table, and the hint has a from and a to.
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        val side = np.baghchal.app.Engine.fromRecord(record).use { it.snapshot().toMove }
        restored(record, Mode.PLAY, setOf(side)).use { h ->
            h.on { requestHint() }
            h.idle()
            assertNotNull(h.table.hint.move?.from)
            renderPair("11_hint", h)
        }
    }

    @Test
    fun verdictLine() {
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        val side = np.baghchal.app.Engine.fromRecord(record).use { it.snapshot().toMove }
        restored(record, Mode.PLAY, setOf(side), extra = mapOf(TableController.KEY_VERDICT to "true")).use { h ->
            assertNotNull(np.baghchal.table.Verdict.line(HostResources.strings(Language.ENGLISH), h.table, Mode.PLAY, true))
            renderPair("12_verdict", h)
        }
    }

    @Test
    fun reviewWithAMarkedMove() {
        for (seed in 1..20) {
            finishedG3Game(seed).use { h ->
                h.on { openReview() }
                h.idle()
                if (h.table.review!!.marks.isEmpty()) return@use
                h.on { reviewStep(np.baghchal.table.ReviewStep.FIRST_MARK) }
                // The slip's explanation (issue 43) is in before the picture is taken.
                h.idle()
                renderPair("13_review", h)
                return
            }
        }
        error("no game with a marked move")
    }

    @Test
    fun analysisBoard() {
        TestTables.loadG3()
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        restored(record, Mode.PASS_AND_PLAY, setOf(uniffi.baghchal.Side.GOAT, uniffi.baghchal.Side.TIGER)).use { h ->
            h.on { openAnalysis() }
            kotlinx.coroutines.runBlocking { h.c.analysis.awaitValues() }
            assertTrue(h.c.analysis.state.value!!.values is np.baghchal.analysis.MoveValues.Known)
            renderPair("18_analysis", h)
            // The whole list of moves under the board.
            h.on { updatePrefs { it.copy(language = Language.ENGLISH, theme = ThemeChoice.LIGHT) } }
            render("18_analysis_full_en", h.c, heightDp = 1500)
            // A piece picked up: its destinations carry the values.
            val from = h.c.analysis.state.value!!.table.movable.first()
            h.on { analysis.tapPoint(from) }
            renderPair("18_analysis_picked", h)
            h.on { analysis.tapOutside() }
            // A set-up being entered, with a fifth tiger on an empty point.
            h.on { analysis.editSetup() }
            val empty = h.c.analysis.state.value!!.draft!!.board.indexOfFirst { it == uniffi.baghchal.Piece.EMPTY }
            h.on { analysis.tapPoint(empty) }
            assertTrue(h.c.analysis.state.value!!.draft!!.problems.isNotEmpty())
            renderPair("18_analysis_setup", h)
        }
    }

    /**
     * Issue 37: the screens with a board on a small (360 × 640 dp) phone turned sideways, and upright
     * and turned at 2× text, in English and Nepali: `19_<screen>_<land|port>_<1x|2x>_<language>`.
     */
    private fun renderSmallPhone(screen: String, h: Harness) {
        for ((frame, scale) in listOf("land" to 1f, "port" to 2f, "land" to 2f)) {
            val (w, hgt) = if (frame == "land") 640 to 360 else 360 to 640
            for (language in Language.entries) {
                h.on { updatePrefs { it.copy(language = language, theme = ThemeChoice.LIGHT) } }
                render("19_${screen}_${frame}_${scale.toInt()}x_${language.tag}", h.c, fontScale = scale, heightDp = hgt, widthDp = w)
            }
        }
    }

    @Test
    fun smallPhoneTurnedAndAtLargeText() {
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), seed = 4).use { h ->
            val rng = Random(9)
            repeat(5) {
                h.playRandomHumanMove(rng)
                h.idle()
            }
            renderSmallPhone("table", h)
        }
        for (seed in 1..20) {
            val done = finishedG3Game(seed).use { h ->
                h.on { openReview() }
                h.idle()
                if (h.table.review!!.marks.isEmpty()) return@use false
                h.on { reviewStep(np.baghchal.table.ReviewStep.FIRST_MARK) }
                renderSmallPhone("review", h)
                true
            }
            if (done) break
        }
        TestTables.loadG3()
        Harness().use { h ->
            h.on { puzzlesLoaded(np.baghchal.puzzles.PuzzleBook.load(TestPuzzles.g3)) }
            h.on { openPuzzles(0) }
            renderSmallPhone("puzzle", h)
        }
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        restored(record, Mode.PASS_AND_PLAY, setOf(uniffi.baghchal.Side.GOAT, uniffi.baghchal.Side.TIGER)).use { h ->
            h.on { openAnalysis() }
            kotlinx.coroutines.runBlocking { h.c.analysis.awaitValues() }
            renderSmallPhone("analysis", h)
            h.on { analysis.editSetup() }
            renderSmallPhone("analysis_setup", h)
        }
    }

    /** Renders [h] in English light and Nepali light, under [name], at [fontScale]. */
    private fun renderLanguages(name: String, h: Harness, fontScale: Float = 1f) {
        for (language in Language.entries) {
            h.on { updatePrefs { it.copy(language = language, theme = ThemeChoice.LIGHT) } }
            render("${name}_${language.tag}", h.c, fontScale = fontScale)
        }
    }

    @Test
    fun reviewInPlayModeOfAGameThePlayerWon() {
        val (record, result) = finishedRecord { winnerOf(it) != null }
        reviewing(record, Mode.PLAY, setOf(winnerOf(result)!!)).use { h ->
            // The last position: the player's result, worded for their seat.
            renderLanguages("15_review_play_end", h)
            // An earlier movement position with the verdict line: nobody is addressed as to move.
            while (h.table.review!!.evaluation == null) h.on { reviewStep(np.baghchal.table.ReviewStep.BACK) }
            renderLanguages("15_review_play_earlier", h)
        }
    }

    @Test
    fun hintAtTheLargestFontScale() {
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        val side = np.baghchal.app.Engine.fromRecord(record).use { it.snapshot().toMove }
        restored(record, Mode.PLAY, setOf(side)).use { h ->
            // Android 14's largest font size, 200 %: the button and then the hint's words.
            renderLanguages("16_hint_button_font200", h, fontScale = 2f)
            h.on { requestHint() }
            h.idle()
            assertNotNull(h.table.hint.move)
            renderLanguages("16_hint_shown_font200", h, fontScale = 2f)
        }
    }

    @Test
    fun matchEndCard() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY, match = true), seed = 3).use { h ->
        h.on { resign() }
        h.on { playAgain() }
        h.idle()
        val rng = Random(4)
        while (!h.table.game.isOver) {
            h.playRandomHumanMove(rng)
            h.idle()
        }
        assertNotNull(h.table.match?.outcome)
        renderPair("14_match_end", h)
    }

    @Test
    fun leaveConfirmation() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)).use { h ->
        h.on { tapPoint(12) }
        h.idle()
        // Asked from the menu, so the question stands over it.
        h.on {
            setMenuOpen(true)
            requestLeave()
        }
        renderAll("8_leave_confirm", h)
    }

    /** Renders [h] in English light and Nepali dark, at [heightDp] (the whole page) under [name]. */
    private fun renderGames(name: String, h: Harness, heightDp: Int = HEIGHT_DP) {
        for ((language, theme) in listOf(Language.ENGLISH to ThemeChoice.LIGHT, Language.NEPALI to ThemeChoice.DARK)) {
            h.on { updatePrefs { it.copy(language = language, theme = theme) } }
            render("${name}_${language.tag}_${theme.name.lowercase()}", h.c, heightDp = heightDp) {
                BaghchalApp(h.c, HostResources::strings, systemDark = false, offsetAt = { 0 })
            }
        }
    }

    /** Issue 42: "Your games" with its statistics and chart, empty, with a refused line, and a kept game in review. */
    @Test
    fun yourGames() {
        // The known games plus a two-game match against the bot, kept as the table keeps them.
        val storage = MemoryStorage(mapOf(np.baghchal.games.GameHistory.KEY to knownGames()))
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY, match = true), storage = storage).use { h ->
            h.on { resign() }
            h.idle()
            h.on { playAgain() }
            h.idle()
            h.on { resign() }
            h.idle()
        }
        Harness(storage = MemoryStorage(storage.contents.filterKeys { !it.startsWith("table.") })).use { h ->
            h.on { openGames() }
            h.idle()
            renderGames("20_games", h)
            renderGames("20_games_whole", h, heightDp = 1500)
            renderSmallPhone("games", h)
        }
        Harness().use { h ->
            h.on { openGames() }
            h.idle()
            renderGames("20_games_empty", h)
        }
        val text = storage.read(np.baghchal.games.GameHistory.KEY)!!.lines().toMutableList().apply { this[2] = "damaged" }.joinToString("\n")
        Harness(storage = MemoryStorage(mapOf(np.baghchal.games.GameHistory.KEY to text))).use { h ->
            h.on { openGames() }
            h.idle()
            renderGames("20_games_refused", h)
        }
        TestTables.loadG3()
        for (seed in 1..20) {
            val done = finishedG3Game(seed).use { g ->
                g.idle()
                Harness(storage = MemoryStorage(mapOf(np.baghchal.games.GameHistory.KEY to g.storage.read(np.baghchal.games.GameHistory.KEY)!!))).use { h ->
                    h.on { openGames() }
                    h.idle()
                    h.on { games.openGame(games.state.value!!.read!!.history.games.single()) }
                    h.idle()
                    if (h.c.games.state.value!!.open!!.table.review!!.marks.isEmpty()) return@use false
                    h.on { games.step(np.baghchal.table.ReviewStep.FIRST_MARK) }
                    renderGames("20_games_review", h)
                    true
                }
            }
            if (done) break
        }
    }

    /** Issue 42 §3: a pasted text the core refuses, its line and rule named, over the set-up page and its paste button. */
    @Test
    fun importRefusal() = Harness(clipboard = np.baghchal.share.Clipboard { "1. c3 a1-b2 2. b2" }).use { h ->
        h.on { pasteGame() }
        renderPair("21_import_error", h)
    }
}
