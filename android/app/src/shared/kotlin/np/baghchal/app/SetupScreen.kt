package np.baghchal.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import uniffi.baghchal.Level
import uniffi.baghchal.RepetitionRule

/** The game's own page: the table is set up here before sitting down. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SetupScreen(
    setup: TableSetup,
    onChange: ((TableSetup) -> TableSetup) -> Unit,
    onStart: () -> Unit,
    onHowTo: () -> Unit,
    /** Opens the puzzle trainer; null while the puzzle file is loading. */
    onPuzzles: (() -> Unit)? = null,
    /** Opens the analysis board on the start of the chosen rules. */
    onAnalysis: () -> Unit = {},
    /** Opens "Your games". */
    onGames: () -> Unit = {},
    /** True when the puzzle or board open at the last kill could not be read back: said here, once. */
    sessionRefused: Boolean = false,
    /** "Paste a game": opens the clipboard's game text or position. */
    onPaste: () -> Unit = {},
) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Column(
            Modifier
                .safeDrawingPadding()
                .verticalScroll(rememberScrollState())
                .padding(horizontal = 20.dp, vertical = 16.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Column(Modifier.widthIn(max = 560.dp).fillMaxWidth()) {
                Text(
                    s.text("app_name"),
                    style = MaterialTheme.typography.displaySmall,
                    color = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.semantics { heading() },
                )
                Text(s.text("app_subtitle"), style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(top = 8.dp)) {
                    OutlinedButton(onClick = onHowTo) { Text(s.text("how_to_play")) }
                    // In its place from the start, so nothing moves under a finger; it works once the puzzle file is in.
                    OutlinedButton(onClick = { onPuzzles?.invoke() }, enabled = onPuzzles != null) { Text(s.text("puzzles")) }
                    OutlinedButton(onClick = onAnalysis) { Text(s.text("analysis_board")) }
                    OutlinedButton(onClick = onGames) { Text(s.text("games_open")) }
                    OutlinedButton(onClick = onPaste) { Text(s.text("import_paste")) }
                }
                if (sessionRefused) {
                    Text(
                        s.text("session_unreadable"),
                        style = MaterialTheme.typography.bodyMedium,
                        color = MaterialTheme.colorScheme.error,
                        modifier = Modifier.padding(top = 8.dp),
                    )
                }
                Spacer(Modifier.height(12.dp))
                Text(s.text("setup_title"), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
                Spacer(Modifier.height(12.dp))

                ChoiceGroup(s.text("setup_mode"), Mode.entries, setup.mode, { s.text(modeKey(it)) }) { m ->
                    onChange { it.copy(mode = m) }
                }
                // The side picker and difficulty only mean something with one person and one bot.
                ChoiceGroup(
                    s.text("setup_side"),
                    SideChoice.entries,
                    setup.side,
                    { s.text(sideKey(it)) },
                    enabled = setup.mode == Mode.PLAY,
                ) { side -> onChange { it.copy(side = side) } }
                // Matches need a person on each game: play and pass-and-play.
                ChoiceGroup(
                    s.text("setup_match"),
                    listOf(false, true),
                    setup.match,
                    { s.text(matchChoiceKey(it)) },
                    enabled = setup.mode != Mode.WATCH,
                    help = s.text("setup_match_help"),
                ) { on -> onChange { it.copy(match = on) } }
                ChoiceGroup(
                    s.text("setup_level"),
                    Level.entries,
                    setup.level,
                    { s.text(levelKey(it)) },
                    enabled = setup.mode != Mode.PASS_AND_PLAY,
                ) { level -> onChange { it.copy(level = level) } }
                ChoiceGroup(
                    s.text("setup_goats_to_win"),
                    TableSetup.GOATS_TO_WIN_CHOICES.toList(),
                    setup.goatsToWin,
                    { s.text("number_value", it) },
                    help = s.text("setup_goats_to_win_help"),
                ) { n -> onChange { it.copy(goatsToWin = n) } }
                ChoiceGroup(
                    s.text("setup_repetition"),
                    RepetitionRule.entries,
                    setup.repetition,
                    { s.text(repetitionKey(it)) },
                ) { rule -> onChange { it.copy(repetition = rule) } }
                ChoiceGroup(s.text("setup_speed"), Speed.entries, setup.speed, { speedLabel(s, it) }) { sp ->
                    onChange { it.copy(speed = sp) }
                }
                Spacer(Modifier.height(20.dp))
                Button(onClick = onStart, modifier = Modifier.fillMaxWidth().height(52.dp)) {
                    Text(s.text("start"), style = MaterialTheme.typography.titleMedium)
                }
            }
        }
    }
}

/** A titled row of chips, exactly one selected. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun <T> ChoiceGroup(
    title: String,
    options: List<T>,
    selected: T,
    label: (T) -> String,
    enabled: Boolean = true,
    help: String? = null,
    onSelect: (T) -> Unit,
) {
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        Text(
            title,
            style = MaterialTheme.typography.titleSmall,
            color = MaterialTheme.colorScheme.onSurfaceVariant.copy(alpha = if (enabled) 1f else 0.6f),
        )
        if (help != null) Text(help, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (option in options) {
                FilterChip(
                    selected = option == selected,
                    onClick = { onSelect(option) },
                    label = { Text(label(option)) },
                    enabled = enabled,
                )
            }
        }
    }
}
