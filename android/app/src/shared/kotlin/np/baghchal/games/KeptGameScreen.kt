package np.baghchal.games

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import np.baghchal.app.LocalStrings
import np.baghchal.app.Speed
import np.baghchal.board.Board
import np.baghchal.board.BoardPage
import np.baghchal.board.BoardScreen
import np.baghchal.board.PageTitle
import np.baghchal.board.ScreenLayout
import np.baghchal.board.rememberSlidMove
import np.baghchal.share.ImportWords
import np.baghchal.table.ReviewBar
import np.baghchal.table.ReviewLine
import np.baghchal.table.ReviewLog
import np.baghchal.table.ReviewStep
import np.baghchal.table.reasonText
import np.baghchal.table.resultTitle
import np.baghchal.table.reviewed
import np.baghchal.why.LineBar
import np.baghchal.why.WhyPanel

/**
 * A kept game in the table's review: the board at the reviewed position
 * (nothing on it can be touched), who sat where, the result and why, the
 * review's steps with its slips marked, the analysis board, and the way
 * back to the list. Arranged by [ScreenLayout] as the table's review is.
 */
@Composable
fun KeptGameScreen(
    game: KeptGameView,
    offsetAt: (Long) -> Int,
    speed: Speed,
    onStep: (ReviewStep) -> Unit,
    onAnalyse: () -> Unit,
    onBack: () -> Unit,
    /** "Practise this slip", when the move shown is the player's slip (DrillWords.slipShown); null hides it. */
    onPractise: (() -> Unit)? = null,
    /** Sends the game as text through the share sheet. */
    onShare: (() -> Unit)? = null,
    /** The slip's line (issue 43): opened, stepped and closed by the review's holder. */
    onLine: ReviewLine = ReviewLine.None,
) {
    val s = LocalStrings.current
    val review = game.table.review ?: return
    val shown = game.table.reviewed()
    // A game opened from a text was never in the list: its way back leaves the page.
    val backKey = if (game.textTags != null) "close" else "games_back"
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Box(Modifier.fillMaxSize().safeDrawingPadding()) {
            val slid = rememberSlidMove()
            BoardPage(
                screen = BoardScreen.REVIEW,
                modifier = Modifier,
                titleBar = { PageTitle(GamesWords.dateText(s, game.listing.game.endedAt, offsetAt(game.listing.game.endedAt)), s.text(backKey), onBack) },
                heading = {
                    // A game opened from a text names its players as the text does; a kept one, as it was played.
                    val seats = game.textTags?.let { ImportWords.players(s, it) } ?: GamesWords.keptSeatLine(s, game.table, game.mode, game.listing)
                    Text(seats, style = MaterialTheme.typography.bodyMedium)
                    Text(resultTitle(s, game.table, game.mode), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.SemiBold)
                    Text(reasonText(s, game.table), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                },
                board = { m ->
                    Board(
                        table = shown,
                        speed = speed,
                        onTapPoint = {},
                        onTapOutside = {},
                        onDragStart = { false },
                        onDragEnd = {},
                        modifier = m,
                        slid = slid,
                        eventMarks = review.line?.marks.orEmpty(),
                    )
                },
            ) { layout ->
                val line = review.line
                if (line != null) {
                    LineBar(line, onLine.step, onLine.close)
                } else {
                    ReviewBar(review, onStep = onStep, onAnalyse = onAnalyse, onDone = onBack, doneKey = backKey, onShare = onShare)
                }
                review.why?.let { WhyPanel(it, onLine.open.takeIf { line == null }) }
                if (line == null) onPractise?.let { OutlinedButton(onClick = it, modifier = Modifier.padding(vertical = 4.dp)) { Text(s.text("drill_practise_this")) } }
                // Scrolling with the controls, the log keeps a few lines' height of its own; else it fills what is left.
                Column((if (layout.controlsScroll) Modifier.height(ScreenLayout.LOG_HEIGHT.dp) else Modifier.weight(1f)).fillMaxWidth()) {
                    Text(s.text("log_title"), style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    ReviewLog(game.table.game.moveLog, review)
                }
            }
        }
    }
}
