package np.baghchal.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.MutableIntState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.lerp
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import np.baghchal.game.Points
import np.baghchal.game.Speed
import np.baghchal.game.TableState
import uniffi.baghchal.Piece
import kotlin.math.atan2
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

// Sixteen lines: five across, five down, two long diagonals, four short ones.
private val LINES: List<Pair<Int, Int>> = buildList {
    for (i in 0..4) {
        add(i * 5 to i * 5 + 4)
        add(i to 20 + i)
    }
    add(0 to 24)
    add(4 to 20)
    add(2 to 10)
    add(10 to 22)
    add(22 to 14)
    add(14 to 2)
}

/**
 * The board, drawn as layers on one Canvas: lines, hints, pieces, ring.
 * Taps and drags are turned into point indices and handed to the callbacks;
 * deciding what they mean is the state holder's job.
 */
@Composable
fun Board(
    table: TableState,
    speed: Speed,
    onTapPoint: (Int) -> Unit,
    onTapOutside: () -> Unit,
    onDragStart: (Int) -> Boolean,
    onDragEnd: (Int?) -> Unit,
    view: ViewTransform = ViewTransform(),
    onViewChange: (ViewTransform) -> Unit = {},
    modifier: Modifier = Modifier,
    slid: MutableIntState = remember { mutableIntStateOf(NOT_SLID) },
) {
    val colors = LocalBoardColors.current
    val strings = LocalStrings.current
    val tap by rememberUpdatedState(onTapPoint)
    val outside by rememberUpdatedState(onTapOutside)
    val dragStart by rememberUpdatedState(onDragStart)
    val dragEnd by rememberUpdatedState(onDragEnd)

    // 0 -> 1 while the last move slides into place; a move slides once ([slid]), not again when the board comes back.
    val progress = remember { Animatable(1f) }
    LaunchedEffect(table.moveSerial) {
        if (table.animateLast && table.moveSerial != slid.intValue) {
            slid.intValue = table.moveSerial
            progress.snapTo(0f)
            progress.animateTo(1f, tween(MOVE_MILLIS / speed.factor))
        } else {
            progress.snapTo(1f)
        }
    }
    var dragPos by remember { mutableStateOf<Offset?>(null) }

    val currentView by rememberUpdatedState(view)
    val changeView by rememberUpdatedState(onViewChange)
    val currentTable by rememberUpdatedState(table)

    BoxWithConstraints(
        modifier
            .aspectRatio(1f)
            .clipToBounds()
            .pointerInput(Unit) {
                // Turning and zooming the view. Runs before the board's own gestures (Initial pass)
                // and leaves alone any gesture that starts on a piece the player may drag, and taps.
                awaitEachGesture {
                    val down = awaitFirstDown(requireUnconsumed = false, pass = PointerEventPass.Initial)
                    val centre = Offset(size.width / 2f, size.height / 2f)
                    val onBoard = currentView.toBoard(down.position, centre)
                    val point = BoardGeometry(size.width.toFloat()).pointAt(onBoard)
                    val t = currentTable
                    if (point != null && t.humanToMove && !t.placing && point in t.movable) return@awaitEachGesture
                    var moving = false
                    while (true) {
                        val event = awaitPointerEvent(PointerEventPass.Initial)
                        val pressed = event.changes.filter { it.pressed }
                        if (pressed.isEmpty()) break
                        if (pressed.size >= 2) {
                            val v = currentView
                            changeView(v.copy(zoom = (v.zoom * event.calculateZoom()).coerceIn(MIN_ZOOM, MAX_ZOOM)))
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
                            val v = currentView
                            changeView(v.copy(rotation = v.rotation + turn))
                            c.consume()
                        }
                    }
                }
            },
    ) {
        val density = LocalDensity.current
        val sidePx = with(density) { minOf(maxWidth, maxHeight).toPx() }
        val geo = remember(sidePx) { BoardGeometry(sidePx) }
        val currentGeo by rememberUpdatedState(geo)
        Box(
            Modifier
                .fillMaxSize()
                .graphicsLayer {
                    rotationZ = view.rotation
                    scaleX = view.zoom
                    scaleY = view.zoom
                },
        ) {
            Canvas(
                Modifier
                    .fillMaxSize()
                    .semantics { contentDescription = strings.text("board_description") }
                    .pointerInput(Unit) {
                        detectTapGestures { pos ->
                            val p = currentGeo.pointAt(pos)
                            if (p != null) tap(p) else outside()
                        }
                    }
                    .pointerInput(Unit) {
                        detectDragGestures(
                            onDragStart = { pos ->
                                val p = currentGeo.pointAt(pos)
                                // Only a piece of the player's that can move follows the finger.
                                if (p != null && dragStart(p)) dragPos = pos
                            },
                            onDrag = { change, amount ->
                                val pos = dragPos
                                if (pos != null) {
                                    dragPos = pos + amount
                                    change.consume()
                                }
                            },
                            onDragEnd = {
                                val pos = dragPos
                                if (pos != null) {
                                    dragPos = null
                                    dragEnd(currentGeo.pointAt(pos))
                                }
                            },
                            onDragCancel = {
                                if (dragPos != null) {
                                    dragPos = null
                                    dragEnd(null)
                                }
                            },
                        )
                    },
            ) {
                drawBoard(geo, colors)
                drawLastMove(geo, colors, table)
                drawHints(geo, colors, table)
                drawHintPath(geo, colors, table)
                drawPieces(geo, colors, table, progress.value, dragPos.takeIf { table.dragging })
                drawHintDiamonds(geo, colors, table)
            }

            // One invisible node per point, so TalkBack can read and act on each.
            val nodeSize = with(density) { (geo.step * 0.8f).toDp() }
            for (p in 0 until Points.COUNT) {
                val c = geo.center(p)
                val half = geo.step * 0.4f
                val description = pointDescription(strings, table, p)
                val action = pointActionLabel(strings, table, p)
                Box(
                    Modifier
                        .offset { IntOffset((c.x - half).roundToInt(), (c.y - half).roundToInt()) }
                        .size(nodeSize)
                        .semantics {
                            contentDescription = description
                            if (action != null) {
                                onClick(label = action) {
                                    tap(p)
                                    true
                                }
                            }
                        },
                )
            }
        }
    }
}

/** [Board]'s `slid` before any move has slid. */
const val NOT_SLID = -1

/**
 * The serial of the move the board last slid into place, for [Board]'s `slid`:
 * saved, so a board that comes back (from How to play, after a rotation)
 * shows that move in place instead of sliding it again.
 */
@Composable
fun rememberSlidMove(): MutableIntState = rememberSaveable { mutableIntStateOf(NOT_SLID) }

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

private const val MIN_ZOOM = 1f
private const val MAX_ZOOM = 2.5f
private const val ZOOM_STEP = 1.25f

private fun angleDegrees(v: Offset): Float = Math.toDegrees(atan2(v.y.toDouble(), v.x.toDouble())).toFloat()

/** How long a move slides at 1× speed. */
const val MOVE_MILLIS = 320

private fun DrawScope.drawBoard(geo: BoardGeometry, colors: BoardColors) {
    drawRect(colors.wood)
    val width = geo.step * 0.035f
    for ((a, b) in LINES) {
        drawLine(colors.line, geo.center(a), geo.center(b), strokeWidth = width, cap = StrokeCap.Round)
    }
    for (p in 0 until Points.COUNT) drawCircle(colors.line, radius = width * 1.6f, center = geo.center(p))
}

/**
 * Where the last move came from and went, so the bot's reply can be followed:
 * a soft trail and a halo under the piece. Deliberately not a ring, which
 * means "picked up".
 */
private fun DrawScope.drawLastMove(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    val last = table.game.lastMove ?: return
    val to = geo.center(last.to)
    last.from?.let { drawLine(colors.lastMove, geo.center(it), to, strokeWidth = geo.step * 0.14f, cap = StrokeCap.Round) }
    drawCircle(colors.lastMove, radius = geo.step * 0.46f, center = to)
}

private fun DrawScope.drawHints(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    // A faint dot where a goat may be dropped, a solid disc where the picked-up piece may go.
    if (table.picked == null) {
        for (p in table.placeHints) drawCircle(colors.hintDot, radius = geo.step * 0.11f, center = geo.center(p))
    }
    for (t in table.targets) drawCircle(colors.target, radius = geo.step * 0.17f, center = geo.center(t.to))
}

/** The hint's path, dashed, under the pieces. */
private fun DrawScope.drawHintPath(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    val move = table.hint.move ?: return
    val from = move.from ?: return
    drawLine(
        colors.hint,
        geo.center(from),
        geo.center(move.to),
        strokeWidth = geo.step * 0.05f,
        cap = StrokeCap.Round,
        pathEffect = PathEffect.dashPathEffect(floatArrayOf(geo.step * 0.12f, geo.step * 0.1f)),
    )
}

/**
 * The hint's from and to points, as diamonds over the pieces: a shape the
 * selection never uses (it has a ring and discs), so the two cannot be taken
 * for each other.
 */
private fun DrawScope.drawHintDiamonds(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    val move = table.hint.move ?: return
    move.from?.let { diamond(geo.center(it), geo.step * 0.44f, colors.hint, Stroke(geo.step * 0.06f)) }
    diamond(geo.center(move.to), geo.step * 0.44f, colors.hint, Stroke(geo.step * 0.06f))
    diamond(geo.center(move.to), geo.step * 0.13f, colors.hint, Fill)
}

private fun DrawScope.diamond(center: Offset, half: Float, color: Color, style: DrawStyle) {
    val path = Path().apply {
        moveTo(center.x, center.y - half)
        lineTo(center.x + half, center.y)
        lineTo(center.x, center.y + half)
        lineTo(center.x - half, center.y)
        close()
    }
    drawPath(path, color, style = style)
}

private fun DrawScope.drawPieces(
    geo: BoardGeometry,
    colors: BoardColors,
    table: TableState,
    progress: Float,
    dragPos: Offset?,
) {
    val game = table.game
    val last = game.lastMove
    val r = geo.step * 0.3f
    // The eaten goat fades out where it stood.
    if (last?.captured != null && progress < 1f) {
        drawGoat(geo.center(last.captured), r, colors, alpha = 1f - progress)
    }
    for (p in 0 until Points.COUNT) {
        val piece = game.board[p]
        if (piece == Piece.EMPTY || p == table.picked && dragPos != null) continue
        var center = geo.center(p)
        var alpha = 1f
        if (last != null && last.to == p && progress < 1f) {
            val from = last.from
            if (from != null) center = lerp(geo.center(from), center, progress) else alpha = progress
        }
        drawPiece(piece, center, r, colors, alpha)
    }
    val picked = table.picked
    if (picked != null) {
        val at = dragPos ?: geo.center(picked)
        if (dragPos != null) drawPiece(game.board[picked], at, r * 1.1f, colors, 1f)
        drawCircle(colors.ring, radius = r * 1.32f, center = at, style = Stroke(width = geo.step * 0.06f))
    }
}

private fun DrawScope.drawPiece(piece: Piece, center: Offset, r: Float, colors: BoardColors, alpha: Float) {
    when (piece) {
        Piece.GOAT -> drawGoat(center, r, colors, alpha)
        Piece.TIGER -> drawTiger(center, r, colors, alpha)
        Piece.EMPTY -> Unit
    }
}

/** A pale disc with a dark rim and two small horns. */
fun DrawScope.drawGoat(center: Offset, r: Float, colors: BoardColors, alpha: Float = 1f) {
    drawCircle(colors.goat, radius = r * 0.82f, center = center, alpha = alpha)
    drawCircle(colors.goatEdge, radius = r * 0.82f, center = center, alpha = alpha, style = Stroke(r * 0.14f))
    val horn = Stroke(width = r * 0.13f, cap = StrokeCap.Round)
    drawLine(colors.goatEdge, center + Offset(-r * 0.22f, -r * 0.1f), center + Offset(-r * 0.38f, -r * 0.45f), horn.width, StrokeCap.Round, alpha = alpha)
    drawLine(colors.goatEdge, center + Offset(r * 0.22f, -r * 0.1f), center + Offset(r * 0.38f, -r * 0.45f), horn.width, StrokeCap.Round, alpha = alpha)
}

/** An amber disc with dark stripes. */
fun DrawScope.drawTiger(center: Offset, r: Float, colors: BoardColors, alpha: Float = 1f) {
    drawCircle(colors.tiger, radius = r, center = center, alpha = alpha)
    drawCircle(colors.tigerStripe, radius = r, center = center, alpha = alpha, style = Stroke(r * 0.12f))
    val w = r * 0.16f
    for (dx in listOf(-0.5f, 0f, 0.5f)) {
        drawLine(
            colors.tigerStripe,
            center + Offset(dx * r - r * 0.12f, -r * 0.62f),
            center + Offset(dx * r + r * 0.12f, -r * 0.12f),
            w,
            StrokeCap.Round,
            alpha = alpha,
        )
        drawLine(
            colors.tigerStripe,
            center + Offset(dx * r + r * 0.12f, r * 0.12f),
            center + Offset(dx * r - r * 0.12f, r * 0.62f),
            w,
            StrokeCap.Round,
            alpha = alpha,
        )
    }
}

/** Small goat icons for the pen. */
@Composable
fun PenGoats(count: Int, modifier: Modifier = Modifier) {
    val colors = LocalBoardColors.current
    Canvas(modifier) {
        if (count <= 0) return@Canvas
        val perRow = 10
        val cell = minOf(size.width / perRow, size.height / 2)
        val r = cell * 0.42f
        for (i in 0 until count) {
            val c = Offset(cell * (i % perRow) + cell / 2, cell * (i / perRow) + cell / 2)
            drawGoat(c, r / 0.82f * 0.9f, colors)
        }
    }
}

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

/**
 * A diagram of the how-to-play page, drawn by the same painter as the game's
 * board: the lines, the pieces and the diagram's marks. It has no words of
 * its own: the figure around it gives it its caption.
 */
@Composable
fun BoardDiagram(diagram: Diagram, modifier: Modifier = Modifier) {
    val colors = LocalBoardColors.current
    Canvas(modifier.aspectRatio(1f)) {
        val geo = BoardGeometry(minOf(size.width, size.height))
        drawBoard(geo, colors)
        val r = geo.step * 0.3f
        for ((from, to) in diagram.arrows) {
            drawLine(colors.target.copy(alpha = 0.6f), geo.center(from), geo.center(to), strokeWidth = geo.step * 0.07f, cap = StrokeCap.Round)
        }
        for ((p, piece) in diagram.pieces) drawPiece(piece, geo.center(p), r, colors, 1f)
        for ((p, mark) in diagram.marks) {
            val c = geo.center(p)
            when (mark) {
                // Where the leap lands: the disc the game uses for a destination.
                DiagramMark.LANDING -> drawCircle(colors.target, radius = geo.step * 0.17f, center = c)
                DiagramMark.EATEN -> {
                    val d = r * 0.8f
                    val w = geo.step * 0.07f
                    drawLine(colors.eaten, c + Offset(-d, -d), c + Offset(d, d), w, StrokeCap.Round)
                    drawLine(colors.eaten, c + Offset(-d, d), c + Offset(d, -d), w, StrokeCap.Round)
                }
                DiagramMark.FILLED -> drawCircle(colors.target, radius = r * 1.3f, center = c, style = Stroke(geo.step * 0.05f))
            }
        }
    }
}
