package np.baghchal.games

import androidx.compose.foundation.Canvas
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import uniffi.baghchal.WeekResults

/** One week's bar: each part's height as a share of the chart's height (the busiest week fills it). */
data class WeekBar(val won: Float, val drawn: Float, val lost: Float)

/** The results chart's bars, one a week, oldest first; shared so the tests check the heights drawn. */
object ResultsChart {
    /** The bars of [weeks]; all empty when no game was played in them. */
    fun bars(weeks: List<WeekResults>): List<WeekBar> {
        val most = weeks.maxOfOrNull { it.results.won.toInt() + it.results.drawn.toInt() + it.results.lost.toInt() } ?: 0
        return weeks.map { w ->
            if (most == 0) {
                WeekBar(0f, 0f, 0f)
            } else {
                WeekBar(w.results.won.toFloat() / most, w.results.drawn.toFloat() / most, w.results.lost.toFloat() / most)
            }
        }
    }
}

/** The chart's colours: won, drawn, lost, and the base line. */
data class ChartColors(val won: Color, val drawn: Color, val lost: Color, val axis: Color)

/**
 * Stacked bars (won at the bottom, then drawn, then lost), painted as the
 * board is, on the app's own canvas. TalkBack reads [summary] instead of the picture.
 */
@Composable
fun ResultsChartView(bars: List<WeekBar>, colors: ChartColors, summary: String, modifier: Modifier = Modifier) {
    Canvas(modifier.semantics { contentDescription = summary }) { drawResultsChart(bars, colors) }
}

/** Paints [bars] across the whole area, a gap between them, over a base line. */
fun DrawScope.drawResultsChart(bars: List<WeekBar>, colors: ChartColors) {
    if (bars.isEmpty()) return
    val axis = 1.5f * density
    val slot = size.width / bars.size
    val width = slot * 0.7f
    val height = size.height - axis
    for ((i, bar) in bars.withIndex()) {
        val left = i * slot + (slot - width) / 2
        var bottom = height
        for ((share, color) in listOf(bar.won to colors.won, bar.drawn to colors.drawn, bar.lost to colors.lost)) {
            val h = share * height
            if (h <= 0f) continue
            drawRect(color, Offset(left, bottom - h), Size(width, h))
            bottom -= h
        }
    }
    drawRect(colors.axis, Offset(0f, height), Size(size.width, axis))
}
