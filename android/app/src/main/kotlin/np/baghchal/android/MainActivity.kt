package np.baghchal.android

import android.content.Intent
import android.graphics.Color
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.SystemBarStyle
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalView
import androidx.lifecycle.compose.LifecycleStartEffect
import androidx.lifecycle.viewmodel.compose.viewModel
import np.baghchal.app.BaghchalApp
import np.baghchal.app.Screen
import np.baghchal.app.isDarkTheme
import np.baghchal.i18n.Strings

/** The only activity: hosts the Compose UI, routes Back, pauses the table off screen. */
class MainActivity : ComponentActivity() {
    /** A shared text that came in and is not opened yet; the composition opens it on the controller's thread. */
    private val incoming = mutableStateOf<String?>(null)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // Only a fresh start: a recreated activity's intent was opened already.
        if (savedInstanceState == null) incoming.value = intent?.sharedText()
        // Styled again below from the app's own theme as soon as it is known.
        enableEdgeToEdge()
        setContent {
            val vm: TableViewModel = viewModel()
            val controller = vm.controller
            val app by controller.state.collectAsState()

            // Off screen (stopped) nothing plays, clicks or writes; back on screen the table carries on.
            LifecycleStartEffect(controller) {
                controller.resume()
                onStopOrDispose { controller.pause() }
            }

            // Back never throws the game away by itself (an edge swipe made while dragging a piece
            // would): it closes the how-to page, the question, the menu or the review, else asks
            // whether to leave. On the set-up page it only closes the how-to page; from the puzzles
            // it goes back to the set-up page (the progress is saved with every puzzle's end).
            BackHandler(enabled = app.screen != Screen.SETUP || app.howToOpen) { controller.back() }

            // The system bars follow the app's Light/Dark choice, not the system's, and change with it.
            val dark = isDarkTheme(app.prefs.theme, isSystemInDarkTheme())
            DisposableEffect(dark) {
                enableEdgeToEdge(
                    statusBarStyle = SystemBarStyle.auto(Color.TRANSPARENT, Color.TRANSPARENT) { dark },
                    navigationBarStyle = SystemBarStyle.auto(LIGHT_NAV_SCRIM, DARK_NAV_SCRIM) { dark },
                )
                onDispose {}
            }

            // Haptics need a view; the view model outlives this activity, so lend it only meanwhile.
            val view = LocalView.current
            DisposableEffect(view) {
                vm.feedback.view = view
                onDispose { vm.feedback.view = null }
            }
            // The share sheet starts from this activity, lent the same way.
            DisposableEffect(vm) {
                vm.shareSheet.activity = this@MainActivity
                onDispose { vm.shareSheet.activity = null }
            }

            // A text shared to the app (ACTION_SEND of text/plain) opens as a pasted one does.
            val shared = incoming.value
            LaunchedEffect(shared) {
                if (shared != null) {
                    incoming.value = null
                    controller.openText(shared)
                }
            }

            // Android 13's per-app language and the app's own choice agree: a choice made in the
            // system settings is taken on start; one made in the menu is handed to the system.
            LaunchedEffect(controller) {
                val system = AppLanguage.fromSystem(this@MainActivity)
                if (system != null && system != controller.state.value.prefs.language) {
                    controller.updatePrefs { it.copy(language = system) }
                }
            }
            val language = app.prefs.language
            val shown = remember { mutableStateOf(language) }
            LaunchedEffect(language) {
                // Only a change made while running; the first value is what the system already has or lacks.
                if (language != shown.value) AppLanguage.toSystem(this@MainActivity, language)
                shown.value = language
            }

            // The screens pad themselves for the system bars (edge to edge is the default from Android 15).
            BaghchalApp(
                controller = controller,
                stringsFor = { Strings(ResourceStrings(this@MainActivity, it)) },
                systemDark = isSystemInDarkTheme(),
            )
        }
    }

    /** A share arriving while the app runs (singleTask: this activity takes it). */
    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        intent.sharedText()?.let { incoming.value = it }
    }

    private companion object {
        // Behind three-button navigation, where the bar needs a scrim to keep its buttons readable;
        // the same tints androidx.activity uses by default.
        val LIGHT_NAV_SCRIM = Color.argb(0xe6, 0xff, 0xff, 0xff)
        val DARK_NAV_SCRIM = Color.argb(0x80, 0x1b, 0x1b, 0x1b)
    }
}
