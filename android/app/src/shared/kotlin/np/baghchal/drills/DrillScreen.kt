package np.baghchal.drills

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.analysis.AnalysisWords
import np.baghchal.app.LocalStrings
import np.baghchal.app.Speed
import np.baghchal.board.Board
import np.baghchal.board.BoardPage
import np.baghchal.board.BoardScreen
import np.baghchal.board.PageTitle
import np.baghchal.board.rememberSlidMove

/**
 * A slip as a drill, modelled on the puzzle trainer: where it comes from,
 * the task, the board (the game's board and touch), what the answer did,
 * the buttons for the stage, and the drill's count. [offsetAt] is the
 * phone's offset from UTC at a time, for the game's day.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DrillScreen(state: DrillState, speed: Speed, offsetAt: (Long) -> Int, trainer: DrillTrainer, onBack: () -> Unit) {
    val s = LocalStrings.current
    val slid = rememberSlidMove()
    val scroll = rememberScrollState()
    // A new drill or a retry starts with the controls' scroll at the top.
    LaunchedEffect(state.attempt) { scroll.scrollTo(0) }
    val muted = MaterialTheme.colorScheme.onSurfaceVariant
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoardPage(
            screen = BoardScreen.DRILL,
            modifier = Modifier.safeDrawingPadding(),
            scroll = scroll,
            titleBar = { PageTitle(s.text("drill_title"), s.text("drill_back"), onBack) },
            heading = {
                val where = listOfNotNull(DrillWords.count(s, state), DrillWords.source(s, state.drill, offsetAt(state.drill.gameEndedAt)))
                Text(where.joinToString("  ·  "), style = MaterialTheme.typography.bodyMedium, color = muted)
                Text(
                    DrillWords.task(s, state.drill),
                    style = MaterialTheme.typography.titleMedium,
                    fontWeight = FontWeight.SemiBold,
                    modifier = Modifier.padding(vertical = 6.dp).semantics { heading() },
                )
                Text(AnalysisWords.counts(s, state.table.game), style = MaterialTheme.typography.bodyMedium, color = muted)
            },
            board = { m ->
                Board(
                    table = state.table,
                    speed = speed,
                    onTapPoint = trainer::tapPoint,
                    onTapOutside = trainer::tapOutside,
                    onDragStart = trainer::dragStart,
                    onDragEnd = trainer::dragEnd,
                    modifier = m,
                    slid = slid,
                    eventMarks = state.refutation?.marks.orEmpty(),
                )
            },
        ) {
            // What the answer did: DrillWords.lines, one live region read out when it changes.
            Column(
                Modifier
                    .fillMaxWidth()
                    .heightIn(min = 48.dp)
                    .padding(vertical = 8.dp)
                    .semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
            ) {
                for (line in DrillWords.lines(s, state)) Text(line, style = MaterialTheme.typography.bodyLarge)
            }
            // Wraps: at large text in Nepali two buttons do not fit one line.
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                when (state.stage) {
                    DrillStage.ANSWERING, DrillStage.JUDGING -> {}
                    DrillStage.WRONG -> {
                        Button(onClick = trainer::retry) { Text(s.text("drill_try_again")) }
                        if (state.hasNext) OutlinedButton(onClick = trainer::next) { Text(s.text("drill_next")) }
                    }
                    DrillStage.RIGHT, DrillStage.NOT_COVERED ->
                        if (state.hasNext) Button(onClick = trainer::next) { Text(s.text("drill_next")) } else Button(onClick = onBack) { Text(s.text("drill_back")) }
                }
            }
            Spacer(Modifier.height(12.dp))
            if (state.stage != DrillStage.RIGHT) Text(DrillWords.progress(s, state), style = MaterialTheme.typography.bodyMedium, color = muted)
        }
    }
}
