package np.baghchal.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.game.PuzzleStage
import np.baghchal.game.PuzzleState
import np.baghchal.game.PuzzleTrainer
import np.baghchal.game.Speed

/**
 * The puzzle trainer: the task, the board (the game's board and touch), what
 * the last move did, the buttons for the stage, and the player's progress.
 */
@Composable
fun PuzzleScreen(state: PuzzleState, speed: Speed, trainer: PuzzleTrainer, onBack: () -> Unit) {
    val s = LocalStrings.current
    val slid = rememberSlidMove()
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Column(
            Modifier
                .safeDrawingPadding()
                .verticalScroll(rememberScrollState())
                .padding(horizontal = 12.dp, vertical = 8.dp),
        ) {
            Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
                Text(
                    s.text("puzzles"),
                    style = MaterialTheme.typography.titleLarge,
                    color = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.weight(1f).semantics { heading() },
                )
                TextButton(onClick = onBack) { Text(s.text("puzzle_back")) }
            }
            Text(PuzzleWords.level(s, state), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            Text(
                PuzzleWords.task(s, state),
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.padding(vertical = 6.dp).semantics { heading() },
            )
            Board(
                table = state.table,
                speed = speed,
                onTapPoint = trainer::tapPoint,
                onTapOutside = trainer::tapOutside,
                onDragStart = trainer::dragStart,
                onDragEnd = trainer::dragEnd,
                modifier = Modifier.fillMaxWidth().widthIn(max = 560.dp).align(Alignment.CenterHorizontally),
                slid = slid,
            )
            // What the last move did, read out when it changes.
            Text(
                PuzzleWords.status(s, state),
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier
                    .fillMaxWidth()
                    .heightIn(min = 48.dp)
                    .padding(vertical = 8.dp)
                    .semantics { liveRegion = LiveRegionMode.Polite },
            )
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                when (state.stage) {
                    PuzzleStage.SOLVING -> OutlinedButton(onClick = trainer::hint, enabled = state.table.hint.move == null) {
                        Text(s.text("hint"))
                    }
                    PuzzleStage.WRONG -> {
                        Button(onClick = trainer::retry) { Text(s.text("puzzle_retry")) }
                        OutlinedButton(onClick = trainer::showSolution) { Text(s.text("puzzle_show_solution")) }
                    }
                    PuzzleStage.SOLVED, PuzzleStage.SOLUTION -> Button(onClick = trainer::next) { Text(s.text("puzzle_next")) }
                }
            }
            Spacer(Modifier.height(12.dp))
            Text(PuzzleWords.progress(s, state.progress), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}
