package np.baghchal.board

import androidx.compose.foundation.ScrollState
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
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/**
 * A screen with a board, arranged as [ScreenLayout.of] decides for the space [modifier] leaves
 * and the text scale: the title bar at the top, the board (never in a scroll) above or beside the
 * controls, the heading above the board or leading the controls, the controls scrolling when
 * they do not fit. [controls] gets the layout, for the table's move log. [scroll] is the
 * controls' scroll, for a screen that sets it back to the top (a new puzzle).
 */
@Composable
fun BoardPage(
    screen: BoardScreen,
    modifier: Modifier,
    scroll: ScrollState = rememberScrollState(),
    titleBar: @Composable () -> Unit,
    heading: @Composable ColumnScope.() -> Unit,
    board: @Composable (Modifier) -> Unit,
    controls: @Composable ColumnScope.(ScreenLayout) -> Unit,
) {
    BoxWithConstraints(modifier.fillMaxSize()) {
        val window = LayoutWindow(maxWidth.value, maxHeight.value, LocalDensity.current.fontScale)
        val layout = ScreenLayout.of(screen, window)
        // One scroll position for both arrangements (held by the caller's [scroll]), so turning the phone keeps it.
        val pad = ScreenLayout.PADDING.dp
        val gap = ScreenLayout.GAP.dp
        val controlsColumn: @Composable ColumnScope.(Boolean) -> Unit = { withHeading ->
            val scrolling = if (layout.controlsScroll) Modifier.verticalScroll(scroll) else Modifier
            Column(Modifier.weight(1f).fillMaxWidth().then(scrolling)) {
                if (withHeading) heading()
                controls(layout)
            }
        }
        if (layout.sideBySide) {
            Row(Modifier.fillMaxSize().padding(pad)) {
                board(Modifier.size(layout.boardSide.dp))
                Spacer(Modifier.width(gap))
                Column(Modifier.weight(1f).fillMaxHeight()) {
                    titleBar()
                    controlsColumn(true)
                }
            }
        } else {
            Column(Modifier.fillMaxSize().padding(pad)) {
                titleBar()
                if (layout.headingAboveBoard) heading()
                board(Modifier.size(layout.boardSide.dp).align(Alignment.CenterHorizontally))
                Spacer(Modifier.height(gap))
                controlsColumn(!layout.headingAboveBoard)
            }
        }
    }
}

/** A page's title as a heading, with the button that leaves the page (back, close) at the end. */
@Composable
fun PageTitle(title: String, action: String, onAction: () -> Unit, modifier: Modifier = Modifier.fillMaxWidth()) {
    Row(modifier, verticalAlignment = Alignment.CenterVertically) {
        Text(
            title,
            style = MaterialTheme.typography.titleLarge,
            color = MaterialTheme.colorScheme.primary,
            modifier = Modifier.weight(1f).semantics { heading() },
        )
        TextButton(onClick = onAction) { Text(action) }
    }
}
