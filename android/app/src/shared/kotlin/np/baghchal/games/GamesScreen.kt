package np.baghchal.games

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.board.LayoutWindow
import np.baghchal.drills.DrillWords
import np.baghchal.board.PageTitle
import np.baghchal.board.ScreenLayout
import np.baghchal.i18n.Strings
import uniffi.baghchal.GameListing

/**
 * "Your games": the statistics (table, streak, Perfect held to a draw, the
 * weeks' chart) and every kept game, newest first, arranged by
 * [GamesLayout]; a tap on a game opens it in review. [offsetAt] is the
 * phone's offset from UTC at a time, for the dates.
 */
@Composable
fun GamesScreen(
    state: GamesState,
    offsetAt: (Long) -> Int,
    onOpen: (GameListing) -> Unit,
    onClose: () -> Unit,
    /** "Practise my slips" (issue 42 §4); null hides it. */
    onPractise: (() -> Unit)? = null,
) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoxWithConstraints(Modifier.fillMaxSize().safeDrawingPadding()) {
            val layout = GamesLayout.of(LayoutWindow(maxWidth.value, maxHeight.value, LocalDensity.current.fontScale))
            val pad = ScreenLayout.PADDING.dp
            Column(Modifier.fillMaxSize().padding(pad)) {
                PageTitle(s.text("games_title"), s.text("close"), onClose)
                val read = state.read
                if (read == null) {
                    CircularProgressIndicator(Modifier.padding(16.dp).size(24.dp))
                    return@Column
                }
                val stats: @Composable ColumnScope.() -> Unit = { Statistics(s, read, layout) }
                val list: @Composable ColumnScope.() -> Unit = {
                    if (onPractise != null) PractiseSlips(s, read, onPractise)
                    GameList(s, read, offsetAt, onOpen)
                }
                if (layout.statsBesideList) {
                    Row(Modifier.fillMaxSize()) {
                        Column(Modifier.width(layout.columnWidth.dp).fillMaxHeight().verticalScroll(rememberScrollState()), content = stats)
                        Spacer(Modifier.width(ScreenLayout.GAP.dp))
                        Column(Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()), content = list)
                    }
                } else {
                    Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
                        stats()
                        Spacer(Modifier.height(ScreenLayout.GAP.dp))
                        list()
                    }
                }
            }
        }
    }
}

@Composable
private fun Statistics(s: Strings, read: GamesRead, layout: GamesLayout) {
    val stats = read.statistics
    Text(s.text("stats_title"), style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
    if (stats.gamesCounted.toInt() == 0) {
        Text(StatsWords.none(s), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        return
    }
    val (legend, allTime, recent) = StatsWords.columns(s)
    val muted = MaterialTheme.colorScheme.onSurfaceVariant
    val head = MaterialTheme.typography.labelMedium
    // The column heads, shown once; each row is read as one sentence.
    Text(legend, style = head, color = muted, modifier = Modifier.padding(top = 4.dp))
    if (layout.table != StatsTable.STACKED) {
        Row(Modifier.fillMaxWidth()) {
            if (layout.table == StatsTable.COLUMNS) Spacer(Modifier.weight(1f))
            Text(allTime, style = head, color = muted, modifier = Modifier.weight(1f))
            Text(recent, style = head, color = muted, modifier = Modifier.weight(1f))
        }
    }
    for (row in StatsWords.rows(s, stats)) {
        val weight = if (row.isSide) FontWeight.SemiBold else FontWeight.Normal
        val style = MaterialTheme.typography.bodyMedium
        val indent = if (row.isSide) 0.dp else 12.dp
        Column(Modifier.fillMaxWidth().padding(top = if (row.isSide) 6.dp else 2.dp).clearAndSetSemantics { contentDescription = row.spoken }) {
            when (layout.table) {
                StatsTable.COLUMNS -> Row(Modifier.fillMaxWidth()) {
                    Text(row.label, style = style, fontWeight = weight, modifier = Modifier.weight(1f).padding(start = indent))
                    Text(row.allTime, style = style, fontWeight = weight, modifier = Modifier.weight(1f))
                    Text(row.last30, style = style, fontWeight = weight, modifier = Modifier.weight(1f))
                }
                StatsTable.LABEL_ABOVE -> {
                    Text(row.label, style = style, fontWeight = weight, modifier = Modifier.padding(start = indent))
                    Row(Modifier.fillMaxWidth()) {
                        Text(row.allTime, style = style, modifier = Modifier.weight(1f))
                        Text(row.last30, style = style, modifier = Modifier.weight(1f))
                    }
                }
                StatsTable.STACKED -> {
                    Text(row.label, style = style, fontWeight = weight, modifier = Modifier.padding(start = indent))
                    Text(s.text("stats_count_line", allTime, row.allTime), style = style, modifier = Modifier.padding(start = indent))
                    Text(s.text("stats_count_line", recent, row.last30), style = style, modifier = Modifier.padding(start = indent))
                }
            }
        }
    }
    Spacer(Modifier.height(8.dp))
    Text(StatsWords.streakLine(s, stats), style = MaterialTheme.typography.bodyMedium)
    Text(StatsWords.perfectDrawsLine(s, stats), style = MaterialTheme.typography.bodyMedium)
    Spacer(Modifier.height(8.dp))
    Text(StatsWords.chartTitle(s, stats), style = MaterialTheme.typography.titleSmall)
    val scheme = MaterialTheme.colorScheme
    // Three hues apart in both themes (the theme's tertiary is too close to its error colour in dark).
    val colors = ChartColors(won = scheme.primary, drawn = scheme.secondary, lost = scheme.error, axis = scheme.outline)
    ResultsChartView(
        ResultsChart.bars(stats.weeks), colors, StatsWords.chartSummary(s, stats),
        Modifier.fillMaxWidth().height(layout.chartHeight.dp).padding(vertical = 4.dp),
    )
    Row(Modifier.clearAndSetSemantics {}, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        for ((key, color) in listOf("games_won" to colors.won, "games_drawn" to colors.drawn, "games_lost" to colors.lost)) {
            Row {
                Box(Modifier.padding(top = 4.dp).size(12.dp).background(color))
                Spacer(Modifier.width(4.dp))
                Text(s.text(key), style = MaterialTheme.typography.bodySmall)
            }
        }
    }
}

/** "Practise my slips" with the count to practise, or the words saying why there is none. */
@Composable
private fun PractiseSlips(s: Strings, read: GamesRead, onPractise: () -> Unit) {
    val label = DrillWords.practiseLabel(s, read.drills)
    if (label != null) {
        Button(onClick = onPractise, modifier = Modifier.padding(bottom = 8.dp)) { Text(label) }
    } else {
        DrillWords.noneLine(s, read.drills)?.let {
            Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(bottom = 8.dp))
        }
    }
}

@Composable
private fun GameList(s: Strings, read: GamesRead, offsetAt: (Long) -> Int, onOpen: (GameListing) -> Unit) {
    Text(s.text("games_list"), style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
    GamesWords.refusedLine(s, read.history)?.let {
        Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(vertical = 4.dp))
    }
    if (read.history.games.isEmpty()) {
        Text(s.text("games_empty"), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        return
    }
    val rows = GamesWords.rows(s, read.history, offsetAt)
    for ((listing, row) in read.history.games.zip(rows)) {
        Row(
            Modifier.fillMaxWidth()
                .clickable { onOpen(listing) }
                // One sentence a row, still a button TalkBack can press.
                .clearAndSetSemantics {
                    contentDescription = row.spoken
                    role = Role.Button
                    onClick { onOpen(listing); true }
                }
                .padding(vertical = 6.dp),
        ) {
            // A match's games share a stripe down their side.
            Box(Modifier.width(4.dp).height(40.dp).background(if (row.inMatch) MaterialTheme.colorScheme.outline else MaterialTheme.colorScheme.background))
            Spacer(Modifier.width(8.dp))
            Column(Modifier.weight(1f)) {
                Text(row.title, style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.SemiBold)
                Text(row.detail, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
        HorizontalDivider()
    }
}
