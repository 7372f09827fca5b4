package np.baghchal.android

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.lifecycle.viewmodel.compose.viewModel
import np.baghchal.game.Screen
import np.baghchal.i18n.Strings
import np.baghchal.ui.BaghchalApp

/** The only activity: hosts the Compose UI and routes Back. */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        setContent {
            val vm: TableViewModel = viewModel()
            val controller = vm.controller
            val app by controller.state.collectAsState()
            val table = app.table
            // Back closes the menu first, then leaves the table; on the set-up page it exits.
            BackHandler(enabled = app.screen == Screen.TABLE) {
                if (table?.menuOpen == true) controller.setMenuOpen(false) else controller.leaveTable()
            }
            // The screens pad themselves for the system bars (edge to edge is the default from Android 15).
            BaghchalApp(
                controller = controller,
                stringsFor = { Strings(ResourceStrings(this@MainActivity, it)) },
                systemDark = isSystemInDarkTheme(),
            )
        }
    }
}
