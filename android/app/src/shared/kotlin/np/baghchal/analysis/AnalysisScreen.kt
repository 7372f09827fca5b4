package np.baghchal.analysis

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.app.Speed
import np.baghchal.app.TableState
import np.baghchal.board.Board
import np.baghchal.board.BoardPage
import np.baghchal.board.BoardScreen
import np.baghchal.board.PageTitle
import np.baghchal.board.rememberSlidMove
import np.baghchal.why.ExplanationWords
import np.baghchal.why.LineBar
import np.baghchal.why.WhyLines
import uniffi.baghchal.Piece
import uniffi.baghchal.Side

/**
 * The analysis board: the position with every legal move's value marked on
 * the board and listed under it, steps back and forward through the moves
 * tried, and the set-up where the player enters a position of their own.
 */
@Composable
fun AnalysisScreen(
    state: AnalysisState,
    speed: Speed,
    board: AnalysisBoard,
    onClose: () -> Unit,
    /** Sends the line on the board as text through the share sheet. */
    onShare: (() -> Unit)? = null,
) {
    val s = LocalStrings.current
    val slid = rememberSlidMove()
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        val draft = state.draft
        BoardPage(
            screen = if (draft != null) BoardScreen.SET_UP else BoardScreen.ANALYSIS,
            modifier = Modifier.safeDrawingPadding(),
            titleBar = { PageTitle(s.text(if (draft != null) "analysis_set_up" else "analysis_board"), s.text("close"), onClose) },
            heading = { if (draft != null) SetupBrushes(draft, board) else AnalysisHeading(state) },
            // A fixed straight board, as on iOS: the values list names its points (issue 37).
            board = { m ->
                if (draft != null) {
                    SetupBoard(state.table, draft, speed, board, m)
                } else {
                    Board(
                        table = state.board,
                        speed = speed,
                        onTapPoint = board::tapPoint,
                        onTapOutside = board::tapOutside,
                        onDragStart = board::dragStart,
                        onDragEnd = board::dragEnd,
                        modifier = m,
                        slid = slid,
                        // While a move's line is shown, its event is marked instead of the values.
                        marks = if (state.why == null) AnalysisBoard.marks(state.values, state.table.picked) else emptyMap(),
                        eventMarks = state.why?.line?.marks.orEmpty(),
                    )
                }
            },
        ) {
            if (draft != null) SetupControls(draft, state.draftCancellable, board) else AnalysisControls(state, board, onShare)
        }
    }
}

/** Above the board in play: the turn and the goat counts. */
@Composable
private fun AnalysisHeading(state: AnalysisState) {
    val s = LocalStrings.current
    // The position on the board: a listed move's line while it is open.
    val game = state.board.game
    // The turn line, then the values line: the live regions of AnalysisWords.lines, read out when they change.
    Text(
        AnalysisWords.turn(s, game),
        style = MaterialTheme.typography.titleMedium,
        fontWeight = FontWeight.SemiBold,
        modifier = Modifier.padding(vertical = 4.dp).semantics { liveRegion = LiveRegionMode.Polite },
    )
    Text(AnalysisWords.counts(s, game), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
}

/** Under or beside the board in play: the ring legend, the steps, and every move's value. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun AnalysisControls(state: AnalysisState, board: AnalysisBoard, onShare: (() -> Unit)?) {
    val s = LocalStrings.current
    val why = state.why
    if (why != null) {
        WhyControls(why, board)
        return
    }
    // What the three ring styles mean, first under (or beside) the board; each point's own description names its value too.
    val listed = AnalysisBoard.ordered(AnalysisBoard.shown(state.values))
    if (listed.isNotEmpty()) {
        Text(s.text("analysis_legend"), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
    }
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(vertical = 6.dp)) {
        OutlinedButton(onClick = board::stepBack, enabled = state.canStepBack) { Text(s.text("analysis_step_back")) }
        OutlinedButton(onClick = board::stepForward, enabled = state.canStepForward) { Text(s.text("analysis_step_forward")) }
        OutlinedButton(onClick = board::editSetup) { Text(s.text("analysis_set_up")) }
        if (onShare != null) OutlinedButton(onClick = onShare) { Text(s.text("share_button")) }
    }
    Text(s.text("analysis_moves"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.semantics { heading() })
    // What is known, read out when it changes (with the count still worked out, AnalysisWords.spokenStatus);
    // then one line a move found, best first. Over, the turn line says it all.
    val status = AnalysisWords.status(s, state)
    val spoken = AnalysisWords.spokenStatus(s, state)
    if (status != null && spoken != null) {
        Text(
            status,
            style = MaterialTheme.typography.bodyMedium,
            modifier = Modifier.fillMaxWidth().clearAndSetSemantics {
                contentDescription = spoken
                liveRegion = LiveRegionMode.Polite
            },
        )
    }
    if (listed.isNotEmpty()) {
        // A tap on a move opens why it has its value (issue 43); TalkBack names the action.
        val action = s.text("why_show_line")
        for (m in listed) {
            Text(
                AnalysisWords.move(s, m),
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier
                    .fillMaxWidth()
                    .heightIn(min = 28.dp)
                    .clickable(onClickLabel = action) { board.explain(m.move.notation) },
            )
        }
    }
    // While some values are still worked out: how many, under those found (heard with the status line above).
    val waiting = AnalysisWords.waiting(s, state.values)
    if (waiting != null) {
        Text(
            waiting,
            style = MaterialTheme.typography.bodyMedium,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
            modifier = Modifier.fillMaxWidth().padding(top = 4.dp),
        )
    }
}

/** A listed move opened: its explanation, its line's steps on the board, and the way back to the list. */
@Composable
private fun WhyControls(open: AnalysisWhy, board: AnalysisBoard) {
    val s = LocalStrings.current
    Text(open.notation, style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(top = 6.dp).semantics { heading() })
    WhyLines(ExplanationWords.lines(s, open.why))
    val line = open.line
    if (line != null) {
        LineBar(line, board::stepWhy, board::closeWhy)
    } else {
        Button(onClick = board::closeWhy) { Text(s.text("close")) }
    }
}

/** Above the set-up's board: the piece a tap puts. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupBrushes(draft: SetupDraft, board: AnalysisBoard) {
    val s = LocalStrings.current
    Text(s.text("setup_put"), style = MaterialTheme.typography.titleSmall)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for ((piece, key) in BRUSHES) {
            FilterChip(
                selected = draft.brush == piece,
                onClick = { board.updateDraft { it.withBrush(piece) } },
                label = { Text(s.text(key)) },
            )
        }
    }
}

/** The pieces a set-up's tap can put, with their names' keys. */
private val BRUSHES = listOf(Piece.TIGER to "setup_put_tiger", Piece.GOAT to "setup_put_goat", Piece.EMPTY to "setup_put_empty")

/** The set-up's board: the draft's pieces on a board no one plays; taps only edit. */
@Composable
private fun SetupBoard(table: TableState, draft: SetupDraft, speed: Speed, board: AnalysisBoard, modifier: Modifier) {
    val s = LocalStrings.current
    val shown = table.copy(
        game = table.game.copy(board = draft.board, lastMove = null),
        humanSides = emptySet(),
        movable = emptySet(),
        placeHints = emptySet(),
        picked = null,
        targets = emptyList(),
        dragging = false,
    )
    val brushName = s.text(BRUSHES.first { it.first == draft.brush }.second)
    Board(
        table = shown,
        speed = speed,
        onTapPoint = board::tapPoint,
        onTapOutside = {},
        onDragStart = { false },
        onDragEnd = {},
        modifier = modifier,
        editAction = s.text("setup_action", brushName),
    )
}

/** Under or beside the set-up's board: the side to move, the goat counts, what is wrong, and start. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupControls(draft: SetupDraft, draftCancellable: Boolean, board: AnalysisBoard) {
    val s = LocalStrings.current
    Text(s.text("setup_to_move"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(top = 6.dp))
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for ((side, key) in listOf(Side.GOAT to "turn_goats_move", Side.TIGER to "turn_tigers_move")) {
            FilterChip(selected = draft.toMove == side, onClick = { board.updateDraft { it.withToMove(side) } }, label = { Text(s.text(key)) })
        }
    }
    Counter(s.text("setup_in_hand", draft.goatsInHand), { board.updateDraft { it.withGoatsInHand(it.goatsInHand - 1) } }) {
        board.updateDraft { it.withGoatsInHand(it.goatsInHand + 1) }
    }
    Counter(s.text("setup_eaten", draft.goatsEaten), { board.updateDraft { it.withGoatsEaten(it.goatsEaten - 1) } }) {
        board.updateDraft { it.withGoatsEaten(it.goatsEaten + 1) }
    }
    // Every problem at once, read out as the player taps: exactly AnalysisWords.setupLine.
    val problemsLine = AnalysisWords.setupLine(s, draft.problems)
    Column(
        Modifier.fillMaxWidth().padding(vertical = 6.dp).clearAndSetSemantics {
            contentDescription = problemsLine
            liveRegion = LiveRegionMode.Polite
        },
    ) {
        if (draft.problems.isEmpty()) {
            Text(s.text("setup_ready"), style = MaterialTheme.typography.bodyMedium)
        } else {
            for (p in draft.problems) {
                Text(AnalysisWords.problem(s, p), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error)
            }
        }
    }
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Button(onClick = { board.startFromDraft() }, enabled = draft.problems.isEmpty()) { Text(s.text("setup_start")) }
        if (draftCancellable) OutlinedButton(onClick = { board.cancelDraft() }) { Text(s.text("setup_cancel")) }
    }
}

/** A count with buttons to lower and raise it; TalkBack reads each button with the count it changes. */
@Composable
private fun Counter(text: String, onLess: () -> Unit, onMore: () -> Unit) {
    val s = LocalStrings.current
    val less = s.text("setup_less", text)
    val more = s.text("setup_more", text)
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
        OutlinedButton(onClick = onLess, modifier = Modifier.semantics { contentDescription = less }) { Text(s.text("setup_fewer_sign")) }
        OutlinedButton(onClick = onMore, modifier = Modifier.semantics { contentDescription = more }) { Text(s.text("setup_more_sign")) }
    }
}
