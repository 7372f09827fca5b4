package np.baghchal.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.geometry.lerp
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import np.baghchal.app.BoardColors
import np.baghchal.app.LocalBoardColors
import np.baghchal.app.Points
import np.baghchal.app.TableState
import np.baghchal.howtoplay.Diagram
import np.baghchal.howtoplay.DiagramMark
import uniffi.baghchal.Piece
import uniffi.baghchal.Verdict

// The board's drawing layers, bottom to top: wood and lines, the last move, where a piece may go,
// the hint's path, the pieces and the ring, the hint's diamonds. The game board, the pen and the
// how-to-play diagrams all draw with them.

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

internal fun DrawScope.drawBoard(geo: BoardGeometry, colors: BoardColors) {
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
internal fun DrawScope.drawLastMove(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    val last = table.game.lastMove ?: return
    val to = geo.center(last.to)
    last.from?.let { drawLine(colors.lastMove, geo.center(it), to, strokeWidth = geo.step * 0.14f, cap = StrokeCap.Round) }
    drawCircle(colors.lastMove, radius = geo.step * 0.46f, center = to)
}

internal fun DrawScope.drawHints(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    // A faint dot where a goat may be dropped, a solid disc where the picked-up piece may go.
    if (table.picked == null) {
        for (p in table.placeHints) drawCircle(colors.hintDot, radius = geo.step * 0.11f, center = geo.center(p))
    }
    for (t in table.targets) drawCircle(colors.target, radius = geo.step * 0.17f, center = geo.center(t.to))
}

/**
 * The analysis board's values, as rings round the points under the pieces:
 * a win a thick solid ring, a draw a dashed one, a loss a thin dotted one,
 * so the three differ in shape as well as colour.
 */
internal fun DrawScope.drawValueMarks(geo: BoardGeometry, colors: BoardColors, marks: Map<Int, Verdict>) {
    for ((point, verdict) in marks) {
        val (color, width, dashes) = when (verdict) {
            Verdict.WIN -> Triple(colors.hint, 0.09f, null)
            Verdict.DRAW -> Triple(colors.line, 0.06f, floatArrayOf(0.16f, 0.1f))
            Verdict.LOSS -> Triple(colors.eaten, 0.04f, floatArrayOf(0.04f, 0.08f))
            Verdict.UNKNOWN -> continue
        }
        val effect = dashes?.let { d -> PathEffect.dashPathEffect(floatArrayOf(geo.step * d[0], geo.step * d[1])) }
        drawCircle(color, radius = geo.step * 0.4f, center = geo.center(point), style = Stroke(width = geo.step * width, pathEffect = effect))
    }
}

/** The hint's path, dashed, under the pieces. */
internal fun DrawScope.drawHintPath(geo: BoardGeometry, colors: BoardColors, table: TableState) {
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
internal fun DrawScope.drawHintDiamonds(geo: BoardGeometry, colors: BoardColors, table: TableState) {
    val move = table.hint.move ?: return
    move.from?.let { diamond(geo.center(it), geo.step * 0.44f, colors.hint, Stroke(geo.step * 0.06f)) }
    diamond(geo.center(move.to), geo.step * 0.44f, colors.hint, Stroke(geo.step * 0.06f))
    diamond(geo.center(move.to), geo.step * 0.13f, colors.hint, Fill)
}

/**
 * A line's decisive event: a square round each point, over the pieces, a
 * shape no other mark uses (rings are values and the selection, diamonds
 * the hint), in the colour of an eaten goat.
 */
internal fun DrawScope.drawEventMarks(geo: BoardGeometry, colors: BoardColors, marks: Set<Int>) {
    val half = geo.step * 0.42f
    for (point in marks) {
        val c = geo.center(point)
        drawRect(colors.eaten, topLeft = Offset(c.x - half, c.y - half), size = Size(2 * half, 2 * half), style = Stroke(width = geo.step * 0.07f))
    }
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

internal fun DrawScope.drawPieces(
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
