package np.baghchal.puzzles

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
import np.baghchal.why.LineBar
import np.baghchal.why.WhyLines

/**
 * The puzzle trainer: the task, the board (the game's board and touch), what
 * the last move did, the buttons for the stage, and the player's progress.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PuzzleScreen(state: PuzzleState, speed: Speed, trainer: PuzzleTrainer, onBack: () -> Unit) {
    val s = LocalStrings.current
    val slid = rememberSlidMove()
    val scroll = rememberScrollState()
    // A new puzzle or a retry starts with the controls' scroll at the top (the task, when it leads them, in view).
    LaunchedEffect(state.attempt) { scroll.scrollTo(0) }
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoardPage(
            screen = BoardScreen.PUZZLE,
            modifier = Modifier.safeDrawingPadding(),
            scroll = scroll,
            titleBar = { PageTitle(s.text("puzzles"), s.text("puzzle_back"), onBack) },
            heading = {
                Text(PuzzleWords.level(s, state), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                Text(
                    PuzzleWords.task(s, state),
                    style = MaterialTheme.typography.titleMedium,
                    fontWeight = FontWeight.SemiBold,
                    modifier = Modifier.padding(vertical = 6.dp).semantics { heading() },
                )
                Text(AnalysisWords.counts(s, state.board.game), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            },
            // A fixed straight board, as on iOS: the task and the answers name its points (issue 37).
            board = { m ->
                Board(
                    table = state.board,
                    speed = speed,
                    onTapPoint = trainer::tapPoint,
                    onTapOutside = trainer::tapOutside,
                    onDragStart = trainer::dragStart,
                    onDragEnd = trainer::dragEnd,
                    modifier = m,
                    slid = slid,
                    eventMarks = state.solution?.marks.orEmpty(),
                )
            },
        ) {
            // What the last move did (after a damaged record's reset, said once): PuzzleWords.lines, one live region read out when it changes.
            Column(
                Modifier
                    .fillMaxWidth()
                    .heightIn(min = 48.dp)
                    .padding(vertical = 8.dp)
                    .semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
            ) {
                for (line in PuzzleWords.lines(s, state)) Text(line, style = MaterialTheme.typography.bodyLarge)
            }
            // Why the move fails or works (issue 43), its own live region, read when it arrives.
            WhyLines(PuzzleWords.why(s, state))
            state.solution?.let { LineBar(it, trainer::stepSolution, onClose = null) }
            // Wraps: at large text in Nepali the two Wrong-stage buttons do not fit one line.
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
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
