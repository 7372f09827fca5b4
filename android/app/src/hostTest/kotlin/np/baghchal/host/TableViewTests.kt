package np.baghchal.host

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithContentDescription
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.use
import np.baghchal.app.BaghchalApp
import np.baghchal.app.BaghchalTheme
import np.baghchal.app.Engine
import np.baghchal.app.Mode
import np.baghchal.app.Points
import np.baghchal.app.Rules
import np.baghchal.app.TableSetup
import np.baghchal.howtoplay.HowToBlock
import np.baghchal.howtoplay.HowToPlay
import np.baghchal.howtoplay.HowToPlayScreen
import np.baghchal.i18n.Language
import org.jetbrains.skia.Bitmap
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import uniffi.baghchal.RepetitionRule
import kotlin.random.Random

/**
 * The table's view around How to play, and what TalkBack and large fonts
 * meet on it: on the composed screens, as on the phone.
 */
class TableViewTests {
    @get:Rule
    val rule = createComposeRule()

    private val en = HostResources.strings(Language.ENGLISH)

    /** Where [point] is drawn, in window coordinates, found through its accessibility node. */
    private fun at(point: Int): Offset = rule
        .onNodeWithContentDescription(Points.name(point) + ",", substring = true)
        .fetchSemanticsNode().boundsInRoot.center

    /** The move log's own scroll: on a small phone it sits in the controls' scroll (issue 37's layout). */
    private val log = hasScrollAction() and (hasAnyAncestor(hasScrollAction()) or !hasAnyDescendant(hasScrollAction()))

    private fun scrolled(): Float =
        rule.onNode(log).fetchSemanticsNode().config[SemanticsProperties.VerticalScrollAxisRange].value()

    @Test
    fun howToPlayKeepsTheBoardsTurnAndZoomAndTheLogsScroll() = seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
        val rng = Random(3)
        while (h.table.game.moveLog.size < 30 && !h.table.game.isOver) h.playRandomHumanMove(rng)
        // A phone-sized portrait screen, so the log is longer than its slot.
        rule.setContent { Box(Modifier.size(380.dp, 700.dp)) { BaghchalApp(h.c, HostResources::strings, systemDark = false) } }
        rule.waitForIdle()
        val straight = at(21)
        rule.onNodeWithContentDescription(en.text("view_turn")).performClick()
        rule.onNodeWithContentDescription(en.text("view_zoom_in")).performClick()
        rule.waitForIdle()
        rule.onNode(log).performSemanticsAction(SemanticsActions.ScrollBy) { it(0f, 60f) }
        rule.waitForIdle()
        val turned = at(21)
        val scroll = scrolled()
        assertTrue("b5 is drawn elsewhere once turned", (turned - straight).getDistance() > 20f)
        assertTrue("the log scrolled ($scroll)", scroll > 0f)
        h.on { openHowTo() }
        rule.waitForIdle()
        rule.onAllNodesWithContentDescription(en.text("board_description")).assertCountEquals(0)
        h.on { closeHowTo() }
        rule.waitForIdle()
        assertTrue("the turn and zoom are kept", (at(21) - turned).getDistance() < 0.5f)
        assertEquals("the log's scroll is kept", scroll, scrolled(), 0.5f)
        // Leaving the table drops them: the next sitting starts straight.
        h.on {
            requestLeave()
            confirmLeave()
        }
        rule.waitForIdle()
        h.on { startTable() }
        rule.waitForIdle()
        assertTrue("a new sitting starts straight", (at(21) - straight).getDistance() < 0.5f)
    }

    @Test
    fun theLastMoveDoesNotSlideAgainAfterHowToPlay() = seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
        h.on { tapPoint(12) }
        assertTrue(h.table.animateLast)
        ImageComposeScene(400, 800, Density(1f)) { BaghchalApp(h.c, HostResources::strings, systemDark = false) }.use { scene ->
            fun frame(ms: Long): ByteArray {
                // Writes made off the composition (the animation's, the controller's) reach the scene first.
                Snapshot.sendApplyNotifications()
                return Bitmap.makeFromImage(scene.render(ms * 1_000_000)).readPixels()!!
            }
            // Ten frames, 16 ms apart, from [start]: a slide (320 ms) shows in some of them.
            fun frames(start: Long) = (0 until 10).map { frame(start + it * 16L) }
            val first = frames(0)
            // The scene sees the controller's state, and an animation's last value, a frame or so
            // after it is written (off the composition), so each change is waited for, frame by frame.
            var now = 2_000L
            fun frameAfter(what: String, changed: (ByteArray) -> Boolean): ByteArray {
                repeat(200) {
                    now += 16
                    val f = frame(now)
                    if (changed(f)) return f
                    Thread.sleep(10)
                }
                error("$what never showed")
            }
            // What the screen shows once it stays: three frames drawn alike in a row.
            fun steady(what: String): ByteArray {
                var last = frame(now)
                var alike = 1
                while (alike < 3) {
                    val next = frameAfter(what) { true }
                    alike = if (next.contentEquals(last)) alike + 1 else 1
                    last = next
                }
                return last
            }
            // Long after the slide (320 ms): the board at rest. A single frame is not enough, as
            // the goat's last step may reach the scene only in the frame after it (seen in CI).
            val settled = steady("the board at rest")
            assertTrue("a board that comes up with a new move slides it in", first.any { !it.contentEquals(settled) })
            h.on { openHowTo() }
            frameAfter("How to play") { !it.contentEquals(settled) }
            val howTo = steady("How to play, still")
            h.on { closeHowTo() }
            // The first frame that is no longer How to play, and the nine after it, must
            // all be the settled board: a slide played again (320 ms) would show in them.
            val returned = frameAfter("the table again") { !it.contentEquals(howTo) }
            val back = listOf(returned) + (1..9).map { frame(now + it * 16L) }
            assertTrue("back from How to play, the goat is in place at once", back.all { it.contentEquals(settled) })
        }
    }

    @Test
    fun theHintsResultIsReadFromALiveRegionAndTheButtonIsNotInIt() {
        val record = G3Positions.byVerdict.getValue(uniffi.baghchal.Verdict.WIN)
        val side = Engine.fromRecord(record).use { it.snapshot().toMove }
        restored(record, Mode.PLAY, setOf(side)).use { h ->
            rule.setContent { BaghchalApp(h.c, HostResources::strings, systemDark = false) }
            rule.waitForIdle()
            val button = rule.onNode(hasText(en.text("hint")) and hasClickAction()).fetchSemanticsNode()
            assertFalse("a new turn does not announce the button", button.inLiveRegion())
            h.on { requestHint() }
            h.idle()
            rule.waitForIdle()
            val move = h.table.hint.move ?: error("no hint came")
            val result = rule.onNodeWithText(en.text("hint_shown", move.notation), useUnmergedTree = true).fetchSemanticsNode()
            assertTrue("the hint's move is announced when it arrives", result.inLiveRegion())
        }
    }

    @Test
    fun theHintButtonGrowsWithTheLargestFontScale() = seated(TableSetup(mode = Mode.PASS_AND_PLAY)).use { h ->
        rule.setContent {
            // Android 14's largest font size, 200 %.
            CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 2f)) {
                BaghchalApp(h.c, HostResources::strings, systemDark = false)
            }
        }
        rule.waitForIdle()
        val label = rule.onNodeWithText(en.text("hint"), useUnmergedTree = true)
        val layouts = mutableListOf<TextLayoutResult>()
        label.performSemanticsAction(SemanticsActions.GetTextLayoutResult) { it(layouts) }
        assertFalse("the label is not clipped", layouts.single().didOverflowHeight)
        val button = rule.onNode(hasText(en.text("hint")) and hasClickAction()).fetchSemanticsNode().boundsInRoot
        val text = label.fetchSemanticsNode().boundsInRoot
        assertTrue("the button holds its label ($button, $text)", text.top >= button.top && text.bottom <= button.bottom)
    }

    @Test
    fun eachHowToPlayDiagramIsReadOnceByItsCaption() {
        rule.setContent {
            BaghchalTheme(dark = false, strings = en) { HowToPlayScreen(Rules(5, RepetitionRule.DRAW3).settings()) {} }
        }
        rule.waitForIdle()
        val captions = HowToPlay.sections(en, Rules(5, RepetitionRule.DRAW3).settings())
            .flatMap { it.blocks.filterIsInstance<HowToBlock.Figure>() }.map { it.caption }
        assertEquals(3, captions.size)
        for (caption in captions) {
            rule.onAllNodesWithText(caption).assertCountEquals(1)
            rule.onAllNodesWithContentDescription(caption).assertCountEquals(0)
            val figure = rule.onNodeWithText(caption).fetchSemanticsNode()
            assertEquals(Role.Image, figure.config.getOrNull(SemanticsProperties.Role))
        }
    }
}

/** True if this node or one around it is a live region. */
private fun SemanticsNode.inLiveRegion(): Boolean =
    generateSequence(this) { it.parent }.any { SemanticsProperties.LiveRegion in it.config }
