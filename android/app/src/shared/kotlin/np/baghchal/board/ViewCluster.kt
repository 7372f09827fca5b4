package np.baghchal.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings

/**
 * The small cluster under the board's bottom right corner: turn a quarter,
 * zoom in, zoom out, straighten up. Icons are drawn; their names are read out.
 */
@Composable
fun ViewCluster(view: ViewTransform, onChange: (ViewTransform) -> Unit, modifier: Modifier = Modifier) {
    val s = LocalStrings.current
    val ink = MaterialTheme.colorScheme.onSurfaceVariant
    Row(modifier) {
        ClusterButton(s.text("view_turn"), { onChange(view.turned()) }) {
            drawArc(ink, 300f, 280f, false, style = Stroke(size.width * 0.1f, cap = StrokeCap.Round))
            val tip = Offset(size.width * 0.5f, 0f)
            drawLine(ink, tip, tip + Offset(size.width * 0.22f, size.height * 0.1f), size.width * 0.1f, StrokeCap.Round)
            drawLine(ink, tip, tip + Offset(size.width * 0.08f, size.height * 0.25f), size.width * 0.1f, StrokeCap.Round)
        }
        ClusterButton(s.text("view_zoom_in"), { onChange(view.zoomed(true)) }) {
            plus(ink, vertical = true)
        }
        ClusterButton(s.text("view_zoom_out"), { onChange(view.zoomed(false)) }) {
            plus(ink, vertical = false)
        }
        ClusterButton(s.text("view_straighten"), { onChange(ViewTransform()) }, enabled = !view.isStraight) {
            // An upright arrow: "north up".
            val w = size.width * 0.1f
            val top = Offset(size.width / 2, 0f)
            drawLine(ink, top, Offset(size.width / 2, size.height), w, StrokeCap.Round)
            drawLine(ink, top, top + Offset(-size.width * 0.3f, size.height * 0.3f), w, StrokeCap.Round)
            drawLine(ink, top, top + Offset(size.width * 0.3f, size.height * 0.3f), w, StrokeCap.Round)
            drawLine(ink, Offset(size.width * 0.2f, size.height), Offset(size.width * 0.8f, size.height), w, StrokeCap.Round)
        }
    }
}

private fun DrawScope.plus(ink: Color, vertical: Boolean) {
    val w = size.width * 0.12f
    drawLine(ink, Offset(0f, size.height / 2), Offset(size.width, size.height / 2), w, StrokeCap.Round)
    if (vertical) drawLine(ink, Offset(size.width / 2, 0f), Offset(size.width / 2, size.height), w, StrokeCap.Round)
}

@Composable
private fun ClusterButton(label: String, onClick: () -> Unit, enabled: Boolean = true, icon: DrawScope.() -> Unit) {
    IconButton(onClick = onClick, enabled = enabled, modifier = Modifier.semantics { contentDescription = label }) {
        Canvas(Modifier.size(18.dp).graphicsLayer { alpha = if (enabled) 1f else 0.38f }, onDraw = icon)
    }
}
