package np.baghchal.board

import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.awaitTouchSlopOrCancellation
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.gestures.drag
import androidx.compose.runtime.MutableState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.input.pointer.positionChange
import np.baghchal.app.TableState
import uniffi.baghchal.Piece
import uniffi.baghchal.Side
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
        if (point != null && table().mayDragFrom(point)) return@awaitEachGesture
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
 * a point or off the points, a drag from where [mayDrag] allows that picks up
 * a piece ([dragStart] says whether one follows the finger), follows it in
 * [dragPos] and lets it go over a point or off the points.
 */
internal fun Modifier.pointGestures(
    geometry: () -> BoardGeometry,
    tap: (Int) -> Unit,
    outside: () -> Unit,
    dragStart: (Int) -> Boolean,
    dragEnd: (Int?) -> Unit,
    dragPos: MutableState<Offset?>,
    mayDrag: (Int) -> Boolean,
): Modifier = pointerInput(Unit) {
    detectTapGestures { pos ->
        val p = geometry().pointAt(pos)
        if (p != null) tap(p) else outside()
    }
}.pointerInput(Unit) {
    // Only a drag that starts on a piece the player may move is the board's; any other is left
    // to the view gestures or to the page around the board (issue 37).
    awaitEachGesture {
        val down = awaitFirstDown(requireUnconsumed = false)
        val p = geometry().pointAt(down.position)
        if (p == null || !mayDrag(p)) return@awaitEachGesture
        val moved = awaitTouchSlopOrCancellation(down.id) { change, _ -> change.consume() } ?: return@awaitEachGesture
        if (!dragStart(p)) return@awaitEachGesture
        dragPos.value = moved.position
        val ended = drag(moved.id) { change ->
            dragPos.value = (dragPos.value ?: change.position) + change.positionChange()
            change.consume()
        }
        val pos = dragPos.value
        dragPos.value = null
        dragEnd(if (ended && pos != null) geometry().pointAt(pos) else null)
    }
}

/** True if a drag from [point] may pick up a piece: the player's turn, moving, and a piece of the side to move there. */
internal fun TableState.mayDragFrom(point: Int): Boolean {
    if (!humanToMove || placing) return false
    val mover = if (game.toMove == Side.GOAT) Piece.GOAT else Piece.TIGER
    return game.board[point] == mover
}

private fun angleDegrees(v: Offset): Float = Math.toDegrees(atan2(v.y.toDouble(), v.x.toDouble())).toFloat()
