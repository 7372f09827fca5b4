package np.baghchal.games

import np.baghchal.board.LayoutProblem
import np.baghchal.board.LayoutWindow
import np.baghchal.board.ScreenLayout
import kotlin.math.min

/** How the statistics table's rows are laid out, widest first. */
enum class StatsTable {
    /** Three columns: the label, all time, the last 30 days. */
    COLUMNS,

    /** Each row's label above its two counts side by side. */
    LABEL_ABOVE,

    /** Each row's label, then each count on a line of its own after its column's name. */
    STACKED,
}

/**
 * The "Your games" page's arrangement for a window (dp, inside the system bars) and a text
 * scale, decided here as [ScreenLayout] decides the board screens: the statistics beside the
 * list in a wide window (a phone on its side, a tablet turned) or above it; the statistics
 * table in three columns when they fit, else each row's label above its two counts, else
 * everything on lines of its own; the chart's height. The page has no board, so each column scrolls; Compose only applies this.
 */
data class GamesLayout(
    /** Two columns: the statistics at the start, the list beside them; else one column, the statistics first. */
    val statsBesideList: Boolean,
    /** The width of each column, dp. */
    val columnWidth: Float,
    /** How the statistics table's rows are laid out. */
    val table: StatsTable,
    /** The chart's height, dp. */
    val chartHeight: Float,
) {
    /** What does not fit: a column narrower than its words or the chart narrower than its twelve bars. */
    fun problems(window: LayoutWindow): List<LayoutProblem> {
        val found = mutableListOf<LayoutProblem>()
        val needed = when (table) {
            StatsTable.COLUMNS -> labelWidth(window.textScale) + GAP + countsWidth(window.textScale)
            StatsTable.LABEL_ABOVE -> countsWidth(window.textScale)
            StatsTable.STACKED -> narrowest(window.textScale)
        }
        if (columnWidth + 0.5f < needed || columnWidth + 0.5f < CHART_MIN_WIDTH) found += LayoutProblem.CUT
        val total = if (statsBesideList) 2 * columnWidth + ScreenLayout.GAP else columnWidth
        if (total > window.width - 2 * ScreenLayout.PADDING + 0.5f) found += LayoutProblem.CUT
        return found.distinct()
    }

    companion object {
        /** Twelve bars of at least 10 dp with a gap each, dp. */
        const val CHART_MIN_WIDTH = 12 * 14f

        /** Between the table's columns, dp. */
        private const val GAP = 8f

        /** A label ("As tigers", a level; longer in Nepali): 14 characters of body text, dp. */
        private fun labelWidth(scale: Float) = 14 * 7.5f * scale

        /** The two counts cells ("12 · 3 · 4" each, a head as long above them) with a gap, dp. */
        private fun countsWidth(scale: Float) = 2 * 12 * 7.5f * scale + GAP

        /** The narrowest a column may be: a word of its longest and a row of the list, as [ScreenLayout] allows its controls, dp. */
        private fun narrowest(scale: Float) = 140f + 60f * scale

        /** The arrangement of the page in [window]. */
        fun of(window: LayoutWindow): GamesLayout {
            val inner = window.width - 2 * ScreenLayout.PADDING
            val half = (inner - ScreenLayout.GAP) / 2
            val beside = window.width > window.height && half >= countsWidth(window.textScale) && half >= CHART_MIN_WIDTH
            val column = if (beside) half else inner
            val table = when {
                column >= labelWidth(window.textScale) + GAP + countsWidth(window.textScale) -> StatsTable.COLUMNS
                column >= countsWidth(window.textScale) -> StatsTable.LABEL_ABOVE
                else -> StatsTable.STACKED
            }
            return GamesLayout(beside, column, table, min(160f, (column * 0.35f).coerceAtLeast(80f)))
        }
    }
}
