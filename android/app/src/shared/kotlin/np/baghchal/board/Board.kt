package np.baghchal.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.MutableIntState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.IntOffset
import np.baghchal.app.LocalBoardColors
import np.baghchal.app.LocalStrings
import np.baghchal.app.Points
import np.baghchal.app.Speed
import np.baghchal.app.TableState
import np.baghchal.table.pointActionLabel
import np.baghchal.table.pointDescription
import uniffi.baghchal.Verdict
import kotlin.math.roundToInt

/**
 * The board: its layers drawn on one Canvas ([drawBoard] and the layers
 * above it), the fingers' gestures ([viewGestures], [pointGestures]) turned
 * into point indices for the callbacks, and one TalkBack node per point.
 * Deciding what a touch means is the state holder's job.
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
    /** Turning and zooming by hand; null for a fixed straight board, whose only gestures are taps and piece drags. */
    onViewChange: ((ViewTransform) -> Unit)? = null,
    modifier: Modifier = Modifier,
    slid: MutableIntState = remember { mutableIntStateOf(NOT_SLID) },
    /** The analysis board's value marks: a point and the value of the best move it stands for. */
    marks: Map<Int, Verdict> = emptyMap(),
    /** While a set-up is entered: what a tap on any point does, for TalkBack (every point takes it). */
    editAction: String? = null,
    /** A line's decisive event (issue 43): the eaten goat's and the tiger's points, or every trapped tiger. */
    eventMarks: Set<Int> = emptySet(),
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
    val dragPos = remember { mutableStateOf<Offset?>(null) }

    val currentView by rememberUpdatedState(view)
    val changeView by rememberUpdatedState(onViewChange ?: {})
    val currentTable by rememberUpdatedState(table)

    BoxWithConstraints(
        modifier
            .aspectRatio(1f)
            .clipToBounds()
            // Without a view to change, nothing here takes a drag that does not move a piece (issue 37).
            .then(if (onViewChange != null) Modifier.viewGestures({ currentView }, { changeView(it) }, { currentTable }) else Modifier),
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
                    .pointGestures({ currentGeo }, { tap(it) }, { outside() }, { dragStart(it) }, { dragEnd(it) }, dragPos) { currentTable.mayDragFrom(it) },
            ) {
                drawBoard(geo, colors)
                drawLastMove(geo, colors, table)
                drawHints(geo, colors, table)
                drawValueMarks(geo, colors, marks)
                drawHintPath(geo, colors, table)
                drawPieces(geo, colors, table, progress.value, dragPos.value.takeIf { table.dragging })
                drawHintDiamonds(geo, colors, table)
                drawEventMarks(geo, colors, eventMarks)
            }

            // One invisible node per point, so TalkBack can read and act on each.
            val nodeSize = with(density) { (geo.step * 0.8f).toDp() }
            for (p in 0 until Points.COUNT) {
                val c = geo.center(p)
                val half = geo.step * 0.4f
                val description = pointDescription(strings, table, p, marks[p])
                val action = editAction ?: pointActionLabel(strings, table, p)
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

/** How long a move slides at 1× speed. */
const val MOVE_MILLIS = 320
