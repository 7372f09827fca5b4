package np.baghchal.ui

import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.runtime.MutableState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.pointerInput
import np.baghchal.game.TableState
import kotlin.math.atan2

// The board's touch: what a finger does, as point indices and view changes. Deciding what a tap on
// a point means is the state holder's job; these only find the point.

/**
 * Turning (one finger, around the centre) and zooming (two fingers) the
 * board's [view]. Runs before the board's own gestures (Initial pass) and
 * leaves alone taps and any gesture that starts on a piece the player may
 * drag, so those still reach [pointGestures].
 */
internal fun Modifier.viewGestures(
    view: () -> ViewTransform,
    onViewChange: (ViewTransform) -> Unit,
    table: () -> TableState,
): Modifier = pointerInput(Unit) {
    awaitEachGesture {
        val down = awaitFirstDown(requireUnconsumed = false, pass = PointerEventPass.Initial)
        val centre = Offset(size.width / 2f, size.height / 2f)
        val onBoard = view().toBoard(down.position, centre)
        val point = BoardGeometry(size.width.toFloat()).pointAt(onBoard)
        val t = table()
        if (point != null && t.humanToMove && !t.placing && point in t.movable) return@awaitEachGesture
        var moving = false
        while (true) {
            val event = awaitPointerEvent(PointerEventPass.Initial)
            val pressed = event.changes.filter { it.pressed }
            if (pressed.isEmpty()) break
            if (pressed.size >= 2) {
                val v = view()
                onViewChange(v.copy(zoom = (v.zoom * event.calculateZoom()).coerceIn(MIN_ZOOM, MAX_ZOOM)))
                event.changes.forEach { it.consume() }
                moving = true
                continue
            }
            val c = pressed.first()
            if (!moving && (c.position - down.position).getDistance() > viewConfiguration.touchSlop) moving = true
            if (moving) {
                var turn = angleDegrees(c.position - centre) - angleDegrees(c.previousPosition - centre)
                // atan2 wraps at ±180°: take the short way round.
                if (turn > 180f) turn -= 360f
                if (turn < -180f) turn += 360f
                val v = view()
                onViewChange(v.copy(rotation = v.rotation + turn))
                c.consume()
            }
        }
    }
}

/**
 * Taps and drags on the (turned, zoomed) board's own coordinates: a tap on
 * a point or off the points, a drag that picks up a piece ([dragStart]
 * says whether one follows the finger), follows it in [dragPos] and lets it
 * go over a point or off the points.
 */
internal fun Modifier.pointGestures(
    geometry: () -> BoardGeometry,
    tap: (Int) -> Unit,
    outside: () -> Unit,
    dragStart: (Int) -> Boolean,
    dragEnd: (Int?) -> Unit,
    dragPos: MutableState<Offset?>,
): Modifier = pointerInput(Unit) {
    detectTapGestures { pos ->
        val p = geometry().pointAt(pos)
        if (p != null) tap(p) else outside()
    }
}.pointerInput(Unit) {
    detectDragGestures(
        onDragStart = { pos ->
            val p = geometry().pointAt(pos)
            // Only a piece of the player's that can move follows the finger.
            if (p != null && dragStart(p)) dragPos.value = pos
        },
        onDrag = { change, amount ->
            val pos = dragPos.value
            if (pos != null) {
                dragPos.value = pos + amount
                change.consume()
            }
        },
        onDragEnd = {
            val pos = dragPos.value
            if (pos != null) {
                dragPos.value = null
                dragEnd(geometry().pointAt(pos))
            }
        },
        onDragCancel = {
            if (dragPos.value != null) {
                dragPos.value = null
                dragEnd(null)
            }
        },
    )
}

private fun angleDegrees(v: Offset): Float = Math.toDegrees(atan2(v.y.toDouble(), v.x.toDouble())).toFloat()
