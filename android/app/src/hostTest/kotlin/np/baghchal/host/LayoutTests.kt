package np.baghchal.host

import np.baghchal.board.BoardScreen
import np.baghchal.board.LayoutProblem
import np.baghchal.board.LayoutWindow
import np.baghchal.board.ScreenLayout
import np.baghchal.games.GamesLayout
import np.baghchal.games.StatsTable
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Issue 37 §1: every screen with a board, arranged by [ScreenLayout.of] for the device classes
 * the issue lists, upright and turned, at 1× and 2× text: the whole board in view and at least
 * 280 dp a side on a phone, the buttons on screen or a scroll away, nothing cut.
 */
class LayoutTests {
    /** A device's screen in dp and its system bars upright (top, bottom) and turned (top, the navigation bar's side). */
    private data class Device(val name: String, val width: Float, val height: Float, val foldable: Boolean = false) {
        /** The window the app gets, inside a 24 dp status bar and a 48 dp navigation bar. */
        fun window(turned: Boolean, scale: Float) =
            if (turned) LayoutWindow(height - 48f, width - 24f, scale) else LayoutWindow(width, height - 24f - 48f, scale)
    }

    private val devices = listOf(
        Device("small phone", 360f, 640f),
        Device("large phone", 411f, 891f),
        Device("foldable", 600f, 960f, foldable = true),
        Device("tablet", 800f, 1280f),
    )
    private val scales = listOf(1f, 2f)

    private fun everyCase(check: (String, BoardScreen, LayoutWindow) -> Unit) {
        for (d in devices) for (turned in listOf(false, true)) for (scale in scales) for (screen in BoardScreen.entries) {
            check("${d.name}${if (turned) " turned" else ""} at ${scale}x, $screen", screen, d.window(turned, scale))
        }
    }

    @Test
    fun everyScreenFitsEveryDeviceClass() = everyCase { name, screen, window ->
        val layout = ScreenLayout.of(screen, window)
        assertEquals("$name: $layout", emptyList<LayoutProblem>(), layout.problems(window, screen))
        assertFalse("$name: the board is never in the page's scroll", layout.boardScrolls)
        if (window.isPhone) assertTrue("$name: ${layout.boardSide} dp", layout.boardSide >= ScreenLayout.SMALLEST_PHONE_BOARD)
    }

    @Test
    fun aTurnedPhoneOrTabletHasTheBoardBesideTheControls() = everyCase { name, screen, window ->
        if (window.width > window.height) assertTrue(name, ScreenLayout.of(screen, window).sideBySide)
        if (window.width < window.height) assertFalse(name, ScreenLayout.of(screen, window).sideBySide)
    }

    @Test
    fun largerTextMovesTheHeadingUnderTheBoardOnASmallPhoneRatherThanShrinkingIt() {
        val upright = devices[0].window(turned = false, scale = 1f)
        val large = upright.copy(textScale = 2f)
        val table = ScreenLayout.of(BoardScreen.TABLE, upright)
        assertTrue(table.headingAboveBoard)
        val tableLarge = ScreenLayout.of(BoardScreen.TABLE, large)
        assertFalse(tableLarge.headingAboveBoard)
        assertTrue(tableLarge.boardSide >= table.boardSide)
        // The review's bar does not fit under the board on the small phone: its controls scroll.
        assertTrue(ScreenLayout.of(BoardScreen.REVIEW, upright).controlsScroll)
    }

    /**
     * 3645027's puzzle trainer, analysis board and set-up: one column in a vertical scroll, the
     * board as wide as the window (`fillMaxWidth().widthIn(max = 560.dp)` caps nothing in that order).
     */
    private fun oldScrollingPage(window: LayoutWindow) = ScreenLayout(
        sideBySide = false,
        boardSide = window.width - 2 * ScreenLayout.PADDING,
        headingAboveBoard = true,
        controlsScroll = true,
        boardScrolls = true,
    )

    @Test
    fun theOldPuzzleAndAnalysisPagesHideTheBoardOnEveryPhoneTurnedSideways() {
        var turnedPhones = 0
        for (d in devices) for (scale in scales) for (screen in listOf(BoardScreen.PUZZLE, BoardScreen.ANALYSIS, BoardScreen.SET_UP)) {
            val window = d.window(turned = true, scale = scale)
            if (!window.isPhone) continue
            turnedPhones++
            assertTrue("${d.name} turned, $screen, old", LayoutProblem.BOARD_HIDDEN in oldScrollingPage(window).problems(window, screen))
            assertEquals("${d.name} turned, $screen, new", emptyList<LayoutProblem>(), ScreenLayout.of(screen, window).problems(window, screen))
        }
        assertTrue(turnedPhones >= 6)
    }

    @Test
    fun theCheckFindsEachKindOfProblem() {
        val phone = devices[0].window(turned = false, scale = 1f)
        val good = ScreenLayout.of(BoardScreen.TABLE, phone)
        assertEquals(listOf(LayoutProblem.BOARD_SMALL), good.copy(boardSide = 200f).problems(phone, BoardScreen.TABLE))
        assertTrue(LayoutProblem.CUT in good.copy(boardSide = phone.width).problems(phone, BoardScreen.TABLE))
        // The review's controls under a full-width board without a scroll: the last buttons are off the screen.
        val review = ScreenLayout.of(BoardScreen.REVIEW, phone)
        assertEquals(listOf(LayoutProblem.BUTTONS_UNREACHABLE), review.copy(controlsScroll = false).problems(phone, BoardScreen.REVIEW))
        val turned = devices[0].window(turned = true, scale = 1f)
        assertTrue(LayoutProblem.BOARD_HIDDEN in good.problems(turned, BoardScreen.TABLE))
    }

    /**
     * Issue 42: "Your games" (no board; the kept game's review is [BoardScreen.REVIEW], checked
     * above) on every device class, upright and turned, at 1x and 2x text: nothing cut, the chart
     * wide enough for its twelve weeks; the statistics beside the list only in a wide window.
     */
    @Test
    fun theGamesPageFitsEveryDeviceClass() {
        var beside = 0
        for (d in devices) for (turned in listOf(false, true)) for (scale in scales) {
            val window = d.window(turned, scale)
            val name = "${d.name}${if (turned) " turned" else ""} at ${scale}x"
            val layout = GamesLayout.of(window)
            assertEquals("$name: $layout", emptyList<LayoutProblem>(), layout.problems(window))
            assertTrue(name, layout.columnWidth >= GamesLayout.CHART_MIN_WIDTH)
            if (window.width < window.height) assertFalse("$name: upright, one column", layout.statsBesideList)
            if (layout.statsBesideList) beside++
        }
        // A phone on its side at 1x, the foldable and the tablet turned at both sizes.
        assertTrue("$beside arrangements side by side", beside >= 5)
        // The statistics table: three columns at 1x on the small phone; at 2x everything on its own line there,
        // each label above its counts on the large phone.
        val small = devices[0].window(turned = false, scale = 1f)
        assertEquals(StatsTable.COLUMNS, GamesLayout.of(small).table)
        assertEquals(StatsTable.STACKED, GamesLayout.of(small.copy(textScale = 2f)).table)
        assertEquals(StatsTable.LABEL_ABOVE, GamesLayout.of(devices[1].window(turned = false, scale = 2f)).table)
        // The check finds a cut column.
        assertEquals(listOf(LayoutProblem.CUT), GamesLayout.of(small).copy(columnWidth = 150f).problems(small))
        assertEquals(listOf(LayoutProblem.CUT), GamesLayout.of(small).copy(statsBesideList = true).problems(small))
    }
}
