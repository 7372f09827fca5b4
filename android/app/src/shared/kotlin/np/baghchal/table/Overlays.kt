package np.baghchal.table

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.app.Mode
import np.baghchal.app.Notice
import np.baghchal.app.TableState

/** Who won and why, the khel tally, and the way on. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun EndDialog(table: TableState, mode: Mode, controller: TableController) {
    val s = LocalStrings.current
    // At the bottom, so the final position stays in view above it.
    val match = table.match
    val outcome = match?.outcome
    Overlay(onDismiss = null, alignment = Alignment.BottomCenter) {
        // The second game of a match leads with the match's result and its reason; the game's own follow.
        if (outcome != null) {
            Text(
                matchTitle(s, outcome, mode),
                style = MaterialTheme.typography.headlineSmall,
                fontWeight = FontWeight.Bold,
                modifier = Modifier.semantics { heading() },
            )
            Spacer(Modifier.height(4.dp))
            Text(matchReason(s, outcome, mode), style = MaterialTheme.typography.bodyLarge)
            Spacer(Modifier.height(10.dp))
        }
        Text(
            resultTitle(s, table, mode),
            style = if (outcome != null) MaterialTheme.typography.titleMedium else MaterialTheme.typography.headlineSmall,
            fontWeight = FontWeight.Bold,
            modifier = if (outcome != null) Modifier else Modifier.semantics { heading() },
        )
        Spacer(Modifier.height(6.dp))
        Text(reasonText(s, table), style = MaterialTheme.typography.bodyLarge)
        endHintsLine(s, table)?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        if (match != null && outcome == null) {
            Spacer(Modifier.height(6.dp))
            Text(s.text("match_next"), style = MaterialTheme.typography.bodyMedium)
        }
        Spacer(Modifier.height(14.dp))
        Surface(
            color = MaterialTheme.colorScheme.secondaryContainer,
            shape = RoundedCornerShape(12.dp),
            modifier = Modifier.fillMaxWidth(),
        ) {
            Column(Modifier.padding(12.dp)) {
                Text(s.text("tally_title"), style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSecondaryContainer)
                for (line in tallyLines(s, table, mode)) {
                    Text(line, style = MaterialTheme.typography.bodyLarge, color = MaterialTheme.colorScheme.onSecondaryContainer)
                }
            }
        }
        Spacer(Modifier.height(16.dp))
        if (mode == Mode.WATCH) {
            Text(s.text("next_game_soon"), style = MaterialTheme.typography.bodyMedium)
            Spacer(Modifier.height(8.dp))
        }
        FlowRow(
            Modifier.fillMaxWidth(),
            horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End),
            verticalArrangement = Arrangement.spacedBy(4.dp),
        ) {
            TextButton(onClick = controller::requestLeave) { Text(s.text("leave_table")) }
            // Watching, the next game starts by itself in a moment: no review to be cut short.
            if (mode != Mode.WATCH) OutlinedButton(onClick = controller::openReview) { Text(s.text("review")) }
            if (mode != Mode.WATCH) {
                val again = when {
                    match == null -> "play_again"
                    outcome == null -> "match_play_second"
                    else -> "match_new"
                }
                Button(onClick = controller::playAgain) { Text(s.text(again)) }
            }
        }
    }
}

/** Asks before leaving throws the game and the sitting's tally away; over the menu or the end dialog if open. */
@Composable
fun LeaveConfirmDialog(controller: TableController) {
    val s = LocalStrings.current
    Overlay(onDismiss = controller::cancelLeave) {
        Text(s.text("leave_confirm_title"), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
        Spacer(Modifier.height(8.dp))
        Text(s.text("leave_confirm_message"), style = MaterialTheme.typography.bodyLarge)
        Spacer(Modifier.height(16.dp))
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End)) {
            TextButton(onClick = controller::confirmLeave) { Text(s.text("leave_confirm_yes")) }
            // Staying is the safe answer, so it is the filled button.
            Button(onClick = controller::cancelLeave) { Text(s.text("leave_confirm_no")) }
        }
    }
}

/** A short message over the bottom of the table. */
@Composable
fun NoticeCard(notice: Notice, controller: TableController, modifier: Modifier = Modifier) {
    val s = LocalStrings.current
    val text = when (notice) {
        Notice.SAVE_UNREADABLE -> s.text("save_unreadable")
    }
    Surface(
        modifier = modifier.padding(16.dp).widthIn(max = 520.dp).fillMaxWidth(),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.inverseSurface,
        shadowElevation = 6.dp,
    ) {
        Row(Modifier.padding(start = 16.dp, end = 8.dp, top = 8.dp, bottom = 8.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(text, color = MaterialTheme.colorScheme.inverseOnSurface, modifier = Modifier.weight(1f))
            TextButton(onClick = controller::dismissNotice) {
                Text(s.text("ok"), color = MaterialTheme.colorScheme.inversePrimary)
            }
        }
    }
}
