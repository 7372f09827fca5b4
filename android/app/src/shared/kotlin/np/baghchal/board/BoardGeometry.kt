package np.baghchal.board

import androidx.compose.ui.geometry.Offset
import np.baghchal.app.Points
import kotlin.math.cos
import kotlin.math.roundToInt
import kotlin.math.sin

/** Pixel geometry of a square board of side [size]. */
class BoardGeometry(val size: Float) {
    /** Margin around the outer square, so edge pieces are not clipped. */
    val margin = size * 0.1f

    /** Distance between neighbouring points. */
    val step = (size - 2 * margin) / 4

    /** Centre of [point] (rank 5 at the top). */
    fun center(point: Int) = Offset(margin + Points.col(point) * step, margin + (4 - Points.row(point)) * step)

    /** The point under [pos], if it is close enough to count as touching it. */
    fun pointAt(pos: Offset): Int? {
        val col = ((pos.x - margin) / step).roundToInt()
        val row = 4 - ((pos.y - margin) / step).roundToInt()
        if (col !in 0..4 || row !in 0..4) return null
        val p = row * 5 + col
        return if ((center(p) - pos).getDistance() <= step * 0.45f) p else null
    }
}

/** How the board is turned and zoomed; only the view, never the game. */
data class ViewTransform(val rotation: Float = 0f, val zoom: Float = 1f) {
    /** Maps a position in the untransformed box to the board's own coordinates. */
    fun toBoard(pos: Offset, centre: Offset): Offset {
        val rad = Math.toRadians(-rotation.toDouble())
        val d = (pos - centre) / zoom
        val x = d.x * cos(rad) - d.y * sin(rad)
        val y = d.x * sin(rad) + d.y * cos(rad)
        return centre + Offset(x.toFloat(), y.toFloat())
    }

    /** A quarter turn clockwise. */
    fun turned() = copy(rotation = rotation + 90f)

    /** One zoom step in (or out, with [inwards] false). */
    fun zoomed(inwards: Boolean) = copy(zoom = (if (inwards) zoom * ZOOM_STEP else zoom / ZOOM_STEP).coerceIn(MIN_ZOOM, MAX_ZOOM))

    /** Nothing turned, nothing zoomed. */
    val isStraight: Boolean get() = rotation % 360f == 0f && zoom == 1f
}

/** The view's zoom range and one step of the zoom buttons. */
internal const val MIN_ZOOM = 1f
internal const val MAX_ZOOM = 2.5f
private const val ZOOM_STEP = 1.25f
