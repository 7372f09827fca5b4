package np.baghchal.why

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings

/**
 * A move's explanation ([ExplanationWords.lines]) as one live region, so
 * TalkBack reads it whole when it arrives; with "Show the line" once it is
 * explained and [onShowLine] is given.
 */
@Composable
fun WhyPanel(why: Why, onShowLine: (() -> Unit)?, modifier: Modifier = Modifier) {
    val s = LocalStrings.current
    Column(modifier.fillMaxWidth()) {
        WhyLines(ExplanationWords.lines(s, why))
        if (why is Why.Shown && why.explanation.line.isNotEmpty() && onShowLine != null) {
            OutlinedButton(onClick = onShowLine, modifier = Modifier.padding(top = 4.dp)) { Text(s.text("why_show_line")) }
        }
    }
}

/** Sentences of an explanation ([lines]) as one live region, read out whole when they change; nothing when empty. */
@Composable
fun WhyLines(lines: List<String>, modifier: Modifier = Modifier) {
    if (lines.isEmpty()) return
    Column(modifier.fillMaxWidth().padding(vertical = 4.dp).semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite }) {
        for (line in lines) Text(line, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(vertical = 1.dp))
    }
}

/**
 * The controls of a line open on the board: where in the line the board
 * stands (read out as it changes), back and forward, and the way back.
 * [closeKey] names the way back: "Close the line", or the screen's own;
 * with no [onClose] (a puzzle's solution) the screen's buttons lead on.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun LineBar(replay: LineReplay, onStep: ((LineReplay) -> LineReplay) -> Unit, onClose: (() -> Unit)?, closeKey: String = "why_close_line") {
    val s = LocalStrings.current
    Surface(
        color = MaterialTheme.colorScheme.secondaryContainer,
        shape = RoundedCornerShape(12.dp),
        modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp),
    ) {
        Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp)) {
            Column(Modifier.semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite }) {
                for (line in replay.lines(s)) {
                    Text(line, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSecondaryContainer)
                }
            }
            val small = PaddingValues(horizontal = 10.dp, vertical = 0.dp)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                OutlinedButton({ onStep(LineReplay::back) }, enabled = !replay.atFirst, contentPadding = small) { Text(s.text("why_line_back")) }
                OutlinedButton({ onStep(LineReplay::forward) }, enabled = !replay.atLast, contentPadding = small) { Text(s.text("why_line_forward")) }
                if (onClose != null) Button(onClose, contentPadding = small) { Text(s.text(closeKey)) }
            }
        }
    }
}
