package np.baghchal.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveableStateHolder
import np.baghchal.analysis.AnalysisScreen
import np.baghchal.drills.DrillScreen
import np.baghchal.drills.DrillWords
import np.baghchal.games.GamesScreen
import np.baghchal.games.KeptGameScreen
import np.baghchal.howtoplay.HowToPlayScreen
import np.baghchal.i18n.Language
import np.baghchal.i18n.Strings
import np.baghchal.puzzles.PuzzleScreen
import np.baghchal.share.ImportRefusalCard
import np.baghchal.table.ReviewLine
import np.baghchal.table.TableController
import np.baghchal.table.TableScreen

/**
 * The whole app. [stringsFor] gives the words of a language (Android
 * resources on the phone, the same XML parsed on the host); [systemDark] is
 * the platform's dark-mode setting, used when the theme follows the system.
 */
@Composable
fun BaghchalApp(
    controller: TableController,
    stringsFor: (Language) -> Strings,
    systemDark: Boolean,
    /** The phone's offset from UTC at a Unix time, seconds: "Your games" dates each game by the local day. */
    offsetAt: (Long) -> Int = ::localOffset,
) {
    val app by controller.state.collectAsState()
    val strings = remember(app.prefs.language) { stringsFor(app.prefs.language) }
    val dark = isDarkTheme(app.prefs.theme, systemDark)
    // The table's view state (the board's turn and zoom, the log's scroll, the move last slid into
    // place) is kept while How to play covers it, and dropped when the table is left.
    val saved = rememberSaveableStateHolder()
    BaghchalTheme(dark = dark, strings = strings) {
        val table = app.table
        if (app.howToOpen) {
            HowToPlayScreen(controller.howToSettings(), controller::closeHowTo)
        } else if (app.screen == Screen.TABLE && table != null) {
            saved.SaveableStateProvider(TABLE_VIEW) { TableScreen(app, table, controller) }
        } else if (app.screen == Screen.PUZZLES) {
            val puzzle by controller.puzzles.state.collectAsState()
            puzzle?.let { PuzzleScreen(it, app.setup.speed, controller.puzzles, controller::closePuzzles) }
        } else if (app.screen == Screen.ANALYSIS) {
            val analysis by controller.analysis.state.collectAsState()
            analysis?.let { AnalysisScreen(it, app.setup.speed, controller.analysis, controller::closeAnalysis, onShare = { controller.shareAnalysis(strings) }) }
        } else if (app.screen == Screen.GAMES) {
            val games by controller.games.state.collectAsState()
            val drill by controller.drills.state.collectAsState()
            val open = games?.open
            val shownDrill = drill
            if (shownDrill != null) {
                DrillScreen(shownDrill, app.setup.speed, offsetAt, controller.drills, controller::closeDrill)
            } else if (open != null) {
                KeptGameScreen(
                    open, offsetAt, app.setup.speed,
                    onStep = controller.games::step,
                    onAnalyse = controller::analyseKeptGame,
                    onBack = controller::closeKeptGame,
                    onShare = { controller.shareKeptGame(strings) },
                    onPractise = DrillWords.slipShown(games?.read, open)?.let { d -> { controller.practiseSlip(d) } },
                    onLine = ReviewLine(controller.games::openLine, controller.games::stepLine, controller.games::closeLine),
                )
            } else {
                games?.let { GamesScreen(it, offsetAt, controller.games::openGame, controller::closeGames, onPractise = controller::practiseSlips) }
            }
        } else {
            SetupScreen(
                app.setup, controller::updateSetup, controller::startTable, controller::openHowTo,
                onPuzzles = { controller.openPuzzles() }.takeIf { app.puzzlesReady },
                onAnalysis = controller::openAnalysisBoard,
                onGames = controller::openGames,
                sessionRefused = app.sessionRefused,
                onPaste = controller::pasteGame,
            )
        }
        // A pasted or shared text that did not open says why over whatever is on screen (the root stacks its children).
        app.importRefusal?.let { ImportRefusalCard(it, controller::dismissImportRefusal) }
    }
    // The analysis board opened from the table covers it like How to play: the table's view is kept.
    if (app.screen != Screen.TABLE && app.screen != Screen.ANALYSIS) {
        LaunchedEffect(Unit) { saved.removeState(TABLE_VIEW) }
    }
}

/** The key the table screen's saved view state is kept under (a number: a key must be saveable in a Bundle). */
private const val TABLE_VIEW = 1

/** The default time zone's offset from UTC at [unixSeconds], in seconds (summer time included). */
fun localOffset(unixSeconds: Long): Int = java.util.TimeZone.getDefault().getOffset(unixSeconds * 1000) / 1000

/** True if the app draws dark: the player's choice, or the system's when it follows the system. */
fun isDarkTheme(theme: ThemeChoice, systemDark: Boolean): Boolean = when (theme) {
    ThemeChoice.SYSTEM -> systemDark
    ThemeChoice.LIGHT -> false
    ThemeChoice.DARK -> true
}
