package np.baghchal.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
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
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings

/** The review's controls, in place of the pen: where we are, first / back / forward / last, the first slip, analysing the position, and the way back. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ReviewBar(
    review: ReviewState,
    onStep: (ReviewStep) -> Unit,
    onAnalyse: () -> Unit,
    onDone: () -> Unit,
    /** The way back's words: to the end card at the table, to the list in "Your games". */
    doneKey: String = "review_done",
    /** Sends the game as text through the share sheet; null: no share button. */
    onShare: (() -> Unit)? = null,
) {
    val s = LocalStrings.current
    Surface(
        color = MaterialTheme.colorScheme.secondaryContainer,
        shape = RoundedCornerShape(12.dp),
        modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp),
    ) {
        Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp)) {
            Text(
                s.text("review_title") + "  ·  " + reviewPositionText(s, review),
                style = MaterialTheme.typography.titleSmall,
                color = MaterialTheme.colorScheme.onSecondaryContainer,
                modifier = Modifier.semantics {
                    heading()
                    liveRegion = LiveRegionMode.Polite
                },
            )
            val small = PaddingValues(horizontal = 10.dp, vertical = 0.dp)
            val stepButton: @Composable (ReviewStep, Boolean, String) -> Unit = { step, enabled, key ->
                OutlinedButton({ onStep(step) }, enabled = enabled, contentPadding = small) { Text(s.text(key)) }
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                stepButton(ReviewStep.FIRST, !review.atStart, "review_first")
                stepButton(ReviewStep.BACK, !review.atStart, "review_back")
                stepButton(ReviewStep.FORWARD, !review.atEnd, "review_forward")
                stepButton(ReviewStep.LAST, !review.atEnd, "review_last")
            }
            if (review.marks.isNotEmpty()) {
                Text(
                    s.plural("review_marks", review.marks.size),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSecondaryContainer,
                )
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                if (review.marks.isNotEmpty()) {
                    OutlinedButton({ onStep(ReviewStep.FIRST_MARK) }, contentPadding = small) { Text(s.text("review_jump_mark")) }
                }
                OutlinedButton(onAnalyse, contentPadding = small) { Text(s.text("analyse")) }
                if (onShare != null) OutlinedButton(onShare, contentPadding = small) { Text(s.text("share_button")) }
                Button(onDone, contentPadding = small) { Text(s.text(doneKey)) }
            }
        }
    }
}

/** The move log in review: every half move, the current one highlighted, the table's marks called out. */
@Composable
fun ReviewLog(log: List<String>, review: ReviewState) {
    val s = LocalStrings.current
    val highlight = MaterialTheme.colorScheme.primaryContainer
    val onHighlight = MaterialTheme.colorScheme.onPrimaryContainer
    val marked = MaterialTheme.colorScheme.error
    // Oldest first here: review walks the game from its start. The current move is kept in view.
    val scroll = rememberScrollState()
    val lines = (log.size + 1) / 2
    LaunchedEffect(review.index, scroll.maxValue) {
        val line = (review.currentMove ?: 0) / 2
        scroll.scrollTo(if (lines <= 1) 0 else scroll.maxValue * line / (lines - 1))
    }
    Column(Modifier.verticalScroll(scroll)) {
        for (i in log.indices step 2) {
            val line = buildAnnotatedString {
                append(s.text("log_line", i / 2 + 1, ""))
                for (j in i until minOf(i + 2, log.size)) {
                    if (j > i) append("  ")
                    val style = when {
                        j == review.currentMove -> SpanStyle(background = highlight, color = onHighlight, fontWeight = FontWeight.Bold)
                        j in review.marks -> SpanStyle(color = marked, fontWeight = FontWeight.SemiBold)
                        else -> SpanStyle()
                    }
                    withStyle(style) { append(reviewMoveText(s, log[j], j, review.marks)) }
                }
            }
            Text(
                line,
                style = MaterialTheme.typography.bodyMedium,
                modifier = if (review.currentMove?.let { it / 2 == i / 2 } == true) {
                    Modifier.background(highlight.copy(alpha = 0.25f))
                } else {
                    Modifier
                },
            )
        }
    }
}
