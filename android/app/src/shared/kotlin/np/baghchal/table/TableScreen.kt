package np.baghchal.table

import androidx.compose.animation.AnimatedVisibility
import androidx.compose.animation.fadeIn
import androidx.compose.animation.fadeOut
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.AppState
import np.baghchal.app.GameMenu
import np.baghchal.app.LocalBoardColors
import np.baghchal.app.LocalStrings
import np.baghchal.app.Mode
import np.baghchal.app.Note
import np.baghchal.app.TableState
import np.baghchal.board.Board
import np.baghchal.board.BoardPage
import np.baghchal.board.BoardScreen
import np.baghchal.board.PenGoats
import np.baghchal.board.ScreenLayout
import np.baghchal.board.ViewCluster
import np.baghchal.board.ViewTransform
import np.baghchal.board.rememberSlidMove
import np.baghchal.why.LineBar
import np.baghchal.why.WhyPanel

/** The table: counters, turn, board, pen and move log, with the menu and end dialog over them. */
@Composable
fun TableScreen(app: AppState, table: TableState, controller: TableController) {
    val mode = app.setup.mode
    // In review the board, counters and turn line show the reviewed position; nothing on it can be touched.
    val review = table.review
    val shown = table.reviewed()
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        // Inset from the status and navigation bars; the surface colour runs under them.
        Box(Modifier.fillMaxSize().safeDrawingPadding()) {
            // Turning and zooming is the player's view only; it survives rotation and How to play, not leaving the table.
            var rotation by rememberSaveable { mutableStateOf(0f) }
            var zoom by rememberSaveable { mutableStateOf(1f) }
            val view = ViewTransform(rotation, zoom)
            val setView: (ViewTransform) -> Unit = {
                rotation = it.rotation
                zoom = it.zoom
            }
            // Above the two layouts, so turning the phone does not slide the last move again.
            val slid = rememberSlidMove()
            // A tap anywhere off the board's points puts a picked-up piece back. A gesture detector,
            // not clickable(): that would merge the whole screen into one TalkBack node.
            val putBack = Modifier.pointerInput(controller) { detectTapGestures { controller.tapOutside() } }
            BoardPage(
                screen = if (review != null) BoardScreen.REVIEW else BoardScreen.TABLE,
                modifier = putBack,
                titleBar = { TopBar(controller) },
                heading = { Status(shown, mode, app.prefs.showVerdict, controller) },
                board = { m ->
                    Board(
                        table = shown,
                        speed = app.setup.speed,
                        onTapPoint = controller::tapPoint,
                        onTapOutside = controller::tapOutside,
                        onDragStart = controller::dragStart,
                        onDragEnd = controller::dragEnd,
                        view = view,
                        onViewChange = setView,
                        modifier = m,
                        slid = slid,
                        eventMarks = review?.line?.marks.orEmpty(),
                    )
                },
            ) { layout ->
                ViewCluster(view, setView, Modifier.align(Alignment.End))
                val line = review?.line
                if (line != null) {
                    LineBar(line, controller::reviewLineStep, controller::closeReviewLine)
                } else if (review != null) {
                    val s = LocalStrings.current
                    ReviewBar(review, controller::reviewStep, controller::openAnalysis, controller::closeReview, onShare = { controller.shareTableGame(s) })
                }
                if (review != null) {
                    review.why?.let { WhyPanel(it, controller::openReviewLine.takeIf { line == null }) }
                } else {
                    Pen(table)
                }
                // Scrolling with the controls, the log keeps a few lines' height of its own; else it fills what is left.
                MoveLog(table, if (layout.controlsScroll) Modifier.height(ScreenLayout.LOG_HEIGHT.dp) else Modifier.weight(1f))
            }
            if (table.menuOpen) GameMenu(app, controller)
            if (table.game.isOver && review == null) EndDialog(table, mode, controller)
            FadingNote(table.note, Modifier.align(Alignment.BottomCenter))
            val notice = table.notice
            if (notice != null && !table.menuOpen && !table.confirmingLeave) NoticeCard(notice, controller, Modifier.align(Alignment.BottomCenter))
            if (table.confirmingLeave) LeaveConfirmDialog(controller)
        }
    }
}

@Composable
private fun TopBar(controller: TableController) {
    val s = LocalStrings.current
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        Text(
            s.text("app_name"),
            style = MaterialTheme.typography.titleLarge,
            color = MaterialTheme.colorScheme.primary,
            modifier = Modifier.weight(1f),
        )
        val menuLabel = s.text("menu")
        IconButton(
            onClick = { controller.setMenuOpen(true) },
            modifier = Modifier.semantics { contentDescription = menuLabel },
        ) {
            val color = MaterialTheme.colorScheme.onSurface
            Canvas(Modifier.size(24.dp)) {
                for (i in 0..2) drawCircle(color, radius = size.width * 0.09f, center = Offset(size.width / 2, size.height * (0.2f + 0.3f * i)))
            }
        }
    }
}

@Composable
private fun Status(table: TableState, mode: Mode, showVerdict: Boolean, controller: TableController) {
    val s = LocalStrings.current
    val game = table.game
    Row(Modifier.fillMaxWidth().height(IntrinsicSize.Min), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Counter(s.text("counter_eaten", game.captured, game.goatsToWin), Modifier.weight(1f).fillMaxHeight())
        Counter(s.text("counter_trapped", game.tigersTrapped, 4), Modifier.weight(1f).fillMaxHeight())
    }
    Spacer(Modifier.height(6.dp))
    Text(
        (listOf(seatText(s, table, mode)) + matchLines(s, table, mode)).joinToString("  ·  "),
        style = MaterialTheme.typography.bodyMedium,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
    Row(Modifier.fillMaxWidth().heightIn(min = 32.dp), verticalAlignment = Alignment.CenterVertically) {
        // The turn line takes what the hint leaves; only it (not the hint button) is announced.
        Row(Modifier.weight(1f).semantics { liveRegion = LiveRegionMode.Polite }, verticalAlignment = Alignment.CenterVertically) {
            Text(
                turnText(s, table, mode),
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.weight(1f, fill = false),
            )
            if (table.thinking) {
                Spacer(Modifier.width(10.dp))
                CircularProgressIndicator(Modifier.size(16.dp), strokeWidth = 2.dp)
                Spacer(Modifier.width(6.dp))
                Text(s.text("thinking"), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
        Spacer(Modifier.width(8.dp))
        HintAction(table, controller)
    }
    // Quiet, and absent rather than a guess where no table applies.
    Verdict.line(s, table, mode, showVerdict)?.let {
        Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
    }
}

/**
 * The Hint button on the player's turn; while Perfect searches, a spinner; once found, the move in words.
 * The search and its result sit in a live region of their own that stays in place (empty while the
 * button shows), so TalkBack reads the move when it arrives; the button stays outside it, so a new turn
 * does not announce "Hint". The button grows with the font size (no fixed height to clip its label).
 */
@Composable
private fun HintAction(table: TableState, controller: TableController) {
    val s = LocalStrings.current
    val hint = table.hint
    val move = hint.move
    Row(verticalAlignment = Alignment.CenterVertically) {
        Box(Modifier.semantics { liveRegion = LiveRegionMode.Polite }) {
            when {
                move != null -> Text(
                    s.text("hint_shown", move.notation),
                    style = MaterialTheme.typography.labelLarge,
                    // The board's hint colour, so the words and the diamonds read as one.
                    color = LocalBoardColors.current.hint,
                )
                hint.searching -> Row(verticalAlignment = Alignment.CenterVertically) {
                    CircularProgressIndicator(Modifier.size(16.dp), strokeWidth = 2.dp)
                    Spacer(Modifier.width(6.dp))
                    Text(s.text("hint_thinking"), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
        }
        if (move == null && !hint.searching && controller.hintOffered()) {
            OutlinedButton(
                onClick = controller::requestHint,
                contentPadding = PaddingValues(horizontal = 14.dp, vertical = 4.dp),
                modifier = Modifier.heightIn(min = 34.dp),
            ) { Text(s.text("hint")) }
        }
    }
}

/** The short note over the bottom of the table that fades in and out by itself. */
@Composable
private fun FadingNote(note: Note?, modifier: Modifier) {
    val s = LocalStrings.current
    // Keeps the words while the note fades out.
    var last by remember { mutableStateOf(note) }
    if (note != null) last = note
    AnimatedVisibility(visible = note != null, enter = fadeIn(), exit = fadeOut(), modifier = modifier) {
        val shown = last ?: return@AnimatedVisibility
        Surface(
            modifier = Modifier.padding(16.dp).widthIn(max = 520.dp).semantics { liveRegion = LiveRegionMode.Polite },
            shape = RoundedCornerShape(12.dp),
            color = MaterialTheme.colorScheme.inverseSurface,
            shadowElevation = 6.dp,
        ) {
            Text(
                noteText(s, shown),
                color = MaterialTheme.colorScheme.inverseOnSurface,
                modifier = Modifier.padding(horizontal = 16.dp, vertical = 12.dp),
            )
        }
    }
}

@Composable
private fun Counter(text: String, modifier: Modifier) {
    Box(
        modifier
            .background(MaterialTheme.colorScheme.secondaryContainer, RoundedCornerShape(10.dp))
            .padding(horizontal = 10.dp, vertical = 6.dp),
    ) {
        Text(text, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSecondaryContainer)
    }
}

@Composable
private fun Pen(table: TableState) {
    val s = LocalStrings.current
    val inHand = table.game.goatsInHand
    Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(
            if (inHand > 0) s.plural("pen_goats", inHand) else s.text("pen_empty"),
            style = MaterialTheme.typography.bodyMedium,
            modifier = Modifier.weight(1f),
        )
        // No drag handler here: goats are placed by tapping a point, never dragged out of the pen.
        PenGoats(inHand, Modifier.width(200.dp).height(40.dp))
    }
}

@Composable
private fun MoveLog(table: TableState, modifier: Modifier) {
    val s = LocalStrings.current
    Column(modifier.fillMaxWidth()) {
        Text(s.text("log_title"), style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        val review = table.review
        if (review != null) {
            ReviewLog(table.game.moveLog, review)
            return@Column
        }
        val lines = moveLogLines(s, table.game.moveLog, table.game.phase)
        if (lines.isEmpty()) {
            Text(s.text("log_empty"), style = MaterialTheme.typography.bodyMedium)
        } else {
            // Newest first, so the latest move is always in view without scrolling.
            Column(Modifier.verticalScroll(rememberScrollState())) {
                for (line in lines.asReversed()) Text(line, style = MaterialTheme.typography.bodyMedium)
            }
        }
    }
}

/** A scrim with a card in the middle; used for the menu and the end dialog. */
@Composable
fun Overlay(
    onDismiss: (() -> Unit)?,
    alignment: Alignment = Alignment.Center,
    content: @Composable ColumnScope.() -> Unit,
) {
    Box(
        Modifier
            .fillMaxSize()
            .background(MaterialTheme.colorScheme.scrim.copy(alpha = 0.45f))
            // Taps on the scrim dismiss (if allowed) and never reach the table underneath.
            .pointerInput(onDismiss) { detectTapGestures { onDismiss?.invoke() } },
        contentAlignment = alignment,
    ) {
        Surface(
            shape = RoundedCornerShape(20.dp),
            tonalElevation = 6.dp,
            shadowElevation = 8.dp,
            modifier = Modifier
                .padding(20.dp)
                .widthIn(max = 480.dp)
                .pointerInput(Unit) { detectTapGestures { } },
        ) {
            Column(Modifier.verticalScroll(rememberScrollState()).padding(20.dp), content = content)
        }
    }
}
