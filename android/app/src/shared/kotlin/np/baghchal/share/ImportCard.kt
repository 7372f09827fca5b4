package np.baghchal.share

import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.height
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.table.Overlay

/** Why a pasted or shared text did not open, over whatever is on screen, until the player closes it. */
@Composable
fun ImportRefusalCard(refusal: ImportRefusal, onDismiss: () -> Unit) {
    val s = LocalStrings.current
    Overlay(onDismiss = onDismiss) {
        Text(
            s.text("import_refused_title"),
            style = MaterialTheme.typography.titleLarge,
            fontWeight = FontWeight.Bold,
            modifier = Modifier.semantics { heading() },
        )
        Spacer(Modifier.height(8.dp))
        Text(ImportWords.refusal(s, refusal), style = MaterialTheme.typography.bodyLarge)
        Spacer(Modifier.height(16.dp))
        Button(onClick = onDismiss, modifier = Modifier.align(Alignment.End)) { Text(s.text("ok")) }
    }
}
