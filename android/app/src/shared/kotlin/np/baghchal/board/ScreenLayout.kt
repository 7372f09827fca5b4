package np.baghchal.board

import kotlin.math.ceil
import kotlin.math.max
import kotlin.math.min

/** The screens with a board, each arranged by [ScreenLayout.of]. */
enum class BoardScreen { TABLE, REVIEW, PUZZLE, ANALYSIS, SET_UP, DRILL }

/** What does not fit in an arrangement; [ScreenLayout.problems] lists them. */
enum class LayoutProblem {
    /** Part of the board is off the screen until the page is scrolled. */
    BOARD_HIDDEN,

    /** The board is under [ScreenLayout.SMALLEST_PHONE_BOARD] a side on a phone. */
    BOARD_SMALL,

    /** The controls neither fit nor scroll, so the last buttons are off the screen for good. */
    BUTTONS_UNREACHABLE,

    /** A column is narrower than its words and buttons need, or the board wider than the window. */
    CUT,
}

/**
 * One screen's arrangement for a window (dp, inside the system bars) and a text scale:
 * the board beside the controls or above them, its side, whether the heading (counters and
 * turn, the task) stays above the board or goes to the top of the controls, and whether the
 * controls scroll. The board itself never sits in a scroll, so its gestures never compete
 * with one. Compose only applies this; the tests run it for real phones and tablets.
 */
data class ScreenLayout(
    /** Two columns, the board at the start; else one column, the board under the title (and heading). */
    val sideBySide: Boolean,
    /** The board's side, dp. */
    val boardSide: Float,
    /** One column only: the heading sits fixed above the board (else it leads the controls). */
    val headingAboveBoard: Boolean,
    /** The controls' column scrolls (the table's move log then has [LOG_HEIGHT]); else the log fills what is left. */
    val controlsScroll: Boolean,
    /** The board sits in the page's scroll; never so here, only the old arrangements the tests model did that. */
    val boardScrolls: Boolean = false,
) {
    /** The space the window leaves for the controls' column (under the fixed title bar in two columns), dp. */
    fun controlsSpace(window: LayoutWindow, screen: BoardScreen): Pair<Float, Float> {
        val content = Content(screen, window.textScale)
        val innerWidth = window.width - 2 * PADDING
        val innerHeight = window.height - 2 * PADDING
        return if (sideBySide) {
            (innerWidth - boardSide - GAP) to (innerHeight - content.titleBar(innerWidth - boardSide - GAP))
        } else {
            val above = content.titleBar(innerWidth) + (if (headingAboveBoard) content.heading(innerWidth) else 0f) + boardSide + GAP
            innerWidth to (innerHeight - above)
        }
    }

    /** What does not fit in this arrangement of [screen] in [window]; empty when everything does. */
    fun problems(window: LayoutWindow, screen: BoardScreen): List<LayoutProblem> {
        val content = Content(screen, window.textScale)
        val innerWidth = window.width - 2 * PADDING
        val innerHeight = window.height - 2 * PADDING
        val (controlsWidth, controlsHeight) = controlsSpace(window, screen)
        val found = mutableListOf<LayoutProblem>()
        // The board's top edge from the top of the page, at the page's first scroll position.
        val boardTop = if (sideBySide) 0f else content.titleBar(innerWidth) + (if (headingAboveBoard) content.heading(innerWidth) else 0f)
        val boardFits = boardSide <= innerHeight - boardTop + 0.5f && boardSide <= innerWidth + 0.5f
        if (!boardFits) found += LayoutProblem.BOARD_HIDDEN
        if (window.isPhone && boardSide < SMALLEST_PHONE_BOARD) found += LayoutProblem.BOARD_SMALL
        val inControls = content.controls(controlsWidth) + (if (sideBySide || !headingAboveBoard) content.heading(controlsWidth) else 0f)
        // Controls that scroll still need a window of one button row to scroll in.
        val unreachable = if (controlsScroll || boardScrolls) !boardScrolls && controlsHeight < content.smallestControls else inControls > controlsHeight + 0.5f
        if (unreachable) found += LayoutProblem.BUTTONS_UNREACHABLE
        if (boardSide > innerWidth + 0.5f || controlsWidth < content.narrowestControls) found += LayoutProblem.CUT
        return found
    }

    companion object {
        /** Around the page, dp. */
        const val PADDING = 12f

        /** Between the board and what is beside or under it, dp. */
        const val GAP = 12f

        /** Wider boards only spread the points apart, dp. */
        const val LARGEST_BOARD = 560f

        /** Issue 37: the smallest board a phone may show, dp. */
        const val SMALLEST_PHONE_BOARD = 280f

        /** The table's move log when the controls scroll: three lines at the default text size, dp. */
        const val LOG_HEIGHT = 96f

        /**
         * The arrangement of [screen] in [window]: one column with the heading above the board if
         * everything fits so, else one column with the heading under the board; two columns instead
         * when they give a larger board, or as large a one in a wide window (a phone on its side,
         * a tablet turned).
         */
        fun of(screen: BoardScreen, window: LayoutWindow): ScreenLayout {
            val content = Content(screen, window.textScale)
            val innerWidth = window.width - 2 * PADDING
            val innerHeight = window.height - 2 * PADDING
            fun stacked(headingAbove: Boolean): ScreenLayout {
                val above = content.titleBar(innerWidth) + (if (headingAbove) content.heading(innerWidth) else 0f)
                val side = min(min(innerWidth, LARGEST_BOARD), innerHeight - above - GAP - content.smallestControls)
                return settle(ScreenLayout(false, max(side, 0f), headingAbove, false), screen, window)
            }
            val beside = min(min(innerHeight, LARGEST_BOARD), innerWidth - GAP - content.narrowestControls)
            val column = stacked(true).takeIf { it.problems(window, screen).isEmpty() } ?: stacked(false)
            val columns = settle(ScreenLayout(true, max(beside, 0f), false, false), screen, window)
            // On a tie, a wide window puts the board beside the controls.
            val order = if (window.width > window.height) listOf(columns, column) else listOf(column, columns)
            val fits = order.filter { it.problems(window, screen).isEmpty() }.ifEmpty { order }
            return fits.reduce { best, next -> if (next.boardSide > best.boardSide + 1f) next else best }
        }

        /** [layout] with its controls scrolling when they do not fit their space. */
        private fun settle(layout: ScreenLayout, screen: BoardScreen, window: LayoutWindow): ScreenLayout {
            val (width, height) = layout.controlsSpace(window, screen)
            val content = Content(screen, window.textScale)
            val needed = content.controls(width) + (if (layout.sideBySide || !layout.headingAboveBoard) content.heading(width) else 0f)
            return layout.copy(controlsScroll = needed > height)
        }
    }
}

/** A window's size in dp, inside the system bars and cut-outs, and the text scale (1 = the default). */
data class LayoutWindow(val width: Float, val height: Float, val textScale: Float) {
    /** A phone (in either orientation) rather than a tablet or an unfolded foldable. */
    val isPhone: Boolean get() = min(width, height) < 600f
}

/**
 * How tall and wide each screen's parts are, in dp, at a text scale: Material 3's line heights
 * (14 sp body on a 20 sp line, 16 sp titles on 24) and its 48 dp touch targets. Estimates the
 * host screenshots check; text scales with the font, touch targets only grow with it.
 */
internal class Content(private val screen: BoardScreen, private val scale: Float) {
    private val line = 20f * scale
    private val titleLine = 24f * scale
    private val button = max(48f, 24f + titleLine)

    /** The title and its button (menu, back, close) at [width]; always at the top, never scrolled. */
    fun titleBar(width: Float): Float {
        // The page's name (long ones in Nepali) beside its back or close button, or the menu's icon.
        val (chars, action) = when (screen) {
            BoardScreen.TABLE, BoardScreen.REVIEW -> 8 to 48f
            BoardScreen.PUZZLE, BoardScreen.DRILL -> 10 to 60f * scale + 24f
            BoardScreen.ANALYSIS, BoardScreen.SET_UP -> 17 to 60f * scale + 24f
        }
        return max(48f, text(chars, 12f, 28f * scale, width - action) + 8f)
    }

    /** What belongs above the board at [width]: the counters and the turn; the puzzle's task; the set-up's brushes. */
    fun heading(width: Float): Float = when (screen) {
        BoardScreen.TABLE, BoardScreen.REVIEW -> {
            // The turn line shares its row with the Hint button (long in Nepali); at 2x it wraps to several lines.
            val hint = min(width / 2, 15 * 8f * scale + 40f)
            (text(18, 8f, line, (width - 8f) / 2 - 20f) + 12f) + 6f + text(26, 7.5f, line, width) +
                max(32f, text(46, 9f, titleLine, width - hint - 8f)) + text(40, 7.5f, line, width)
        }
        // The level, the task, and the counts line (goats in the pen, eaten of the goal).
        BoardScreen.PUZZLE -> text(30, 7.5f, line, width) + text(60, 9f, titleLine, width) + 12f + text(36, 7.5f, line, width)
        BoardScreen.ANALYSIS -> text(30, 9f, titleLine, width) + 8f + text(36, 7.5f, line, width)
        // Which slip of how many and where it comes from, the task, and the counts line.
        BoardScreen.DRILL -> text(70, 7.5f, line, width) + text(50, 9f, titleLine, width) + 12f + text(36, 7.5f, line, width)
        BoardScreen.SET_UP -> line + rows(3, 8, width)
    }

    /** [chars] characters of [charWidth] dp each at the default size, wrapped at [width] on lines of [lineHeight]. */
    private fun text(chars: Int, charWidth: Float, lineHeight: Float, width: Float) =
        ceil(chars * charWidth * scale / max(width, 1f)).coerceAtLeast(1f) * lineHeight

    /** [buttons] buttons with labels of [labelChars] characters, wrapped into rows at [width]. */
    private fun rows(buttons: Int, labelChars: Int, width: Float) =
        ceil(buttons * (labelChars * 8f * scale + 40f) / max(width, 1f)).coerceAtLeast(1f) * button

    /** The narrowest the controls' column may be: a button's longest word at this scale with room around it. */
    val narrowestControls = 140f + 60f * scale

    /** Room around a move's explanation, dp. */
    private val whyRoom = 12f

    /** The longest explanation, in characters at the default size: four sentences of the longest kinds. */
    private val whyChars = 330

    /** The least of the controls that must show beside or under the board: one row of buttons. */
    val smallestControls = button

    /** The controls (under or beside the board) at [width]: the buttons wrap into rows as they need. */
    fun controls(width: Float): Float {
        val log = line + 3 * line
        return when (screen) {
            BoardScreen.TABLE -> 48f + max(48f, line + 8f) + log
            // On a slip, its explanation (issue 43: up to four sentences), "Show the line" and, in a kept
            // game, "Practise this slip" follow the bar.
            BoardScreen.REVIEW -> 48f + 12f + text(30, 8f, titleLine, width) + rows(4, 7, width) + line + rows(3, 9, width) +
                whyRoom + text(whyChars, 7.5f, line, width) + 2 * button + log
            // A wrong move's explanation, or the solution's step and its two buttons (issue 43), whichever is taller.
            BoardScreen.PUZZLE -> max(48f, text(60, 8f, line, width)) + 16f + rows(2, 16, width) + 12f + text(40, 7.5f, line, width) +
                max(whyRoom + text(whyChars, 7.5f, line, width), 24f + text(40, 8f, titleLine, width) + button)
            // The ring legend (12 sp on a 16 sp line) first, once the values are known; under the values, while some
            // are still worked out, the line with how many (the longer Nepali one, at 2x it wraps).
            // Or, a listed move opened (issue 43): its name, its explanation and the line's bar, whichever is taller.
            BoardScreen.ANALYSIS -> max(
                text(85, 6.5f, 16f * scale, width) + rows(3, 12, width) + titleLine + line + 3 * (line + 8f) +
                    4f + text(34, 7.5f, line, width),
                titleLine + whyRoom + text(whyChars, 7.5f, line, width) + 24f + text(40, 8f, titleLine, width) + button,
            )
            BoardScreen.SET_UP -> line + rows(2, 12, width) + 2 * button + 2 * line + rows(2, 10, width)
            // A wrong answer's words and its refutation's moves, two buttons, the count.
            BoardScreen.DRILL -> max(48f, text(120, 8f, line, width)) + 16f + rows(2, 16, width) + 12f + text(40, 7.5f, line, width)
        }
    }
}
