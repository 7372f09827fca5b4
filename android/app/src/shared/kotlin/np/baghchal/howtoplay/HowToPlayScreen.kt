package np.baghchal.howtoplay

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.board.BoardDiagram
import np.baghchal.board.PageTitle
import uniffi.baghchal.Settings

/** The how-to-play page: [HowToPlay]'s sections for [settings], scrollable, with a way back. */
@Composable
fun HowToPlayScreen(settings: Settings, onClose: () -> Unit) {
    val s = LocalStrings.current
    val sections = HowToPlay.sections(s, settings)
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Column(Modifier.safeDrawingPadding().fillMaxSize(), horizontalAlignment = Alignment.CenterHorizontally) {
            PageTitle(
                s.text("how_title"),
                s.text("close"),
                onClose,
                Modifier.widthIn(max = 640.dp).fillMaxWidth().padding(start = 20.dp, end = 8.dp, top = 8.dp),
            )
            Column(
                Modifier
                    .widthIn(max = 640.dp)
                    .fillMaxWidth()
                    .verticalScroll(rememberScrollState())
                    .padding(horizontal = 20.dp, vertical = 8.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                for (section in sections) {
                    Spacer(Modifier.height(6.dp))
                    Text(section.title, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
                    for (block in section.blocks) {
                        when (block) {
                            is HowToBlock.Paragraph -> Text(block.text, style = MaterialTheme.typography.bodyLarge)
                            // One TalkBack node per figure, an image read by its caption once: the drawing
                            // itself has no description of its own to repeat the caption.
                            is HowToBlock.Figure -> Column(
                                horizontalAlignment = Alignment.CenterHorizontally,
                                modifier = Modifier.fillMaxWidth().semantics(mergeDescendants = true) { role = Role.Image },
                            ) {
                                BoardDiagram(block.diagram, Modifier.widthIn(max = 240.dp).fillMaxWidth())
                                Text(
                                    block.caption,
                                    style = MaterialTheme.typography.bodySmall,
                                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                                )
                            }
                        }
                    }
                }
                Spacer(Modifier.height(16.dp))
            }
        }
    }
}
