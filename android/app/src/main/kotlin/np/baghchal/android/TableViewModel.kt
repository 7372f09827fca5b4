package np.baghchal.android

import android.app.Application
import android.util.Log
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import np.baghchal.i18n.Language
import np.baghchal.table.TableController
import java.util.Locale

/**
 * Keeps the state holder across rotation. Everything it holds is also
 * written to SharedPreferences, so a killed process comes back to its seat.
 */
class TableViewModel(app: Application) : AndroidViewModel(app) {
    private val storage = PrefsStorage(app)

    /** Sound and haptics; the activity lends it its view for the haptics. */
    val feedback = DeviceFeedback(app) { storage.read(TableController.KEY_SOUND) != "false" }

    /** The share sheet; the activity lends itself to it while shown. */
    val shareSheet = ActivityShareSheet()

    /** The state holder shared with the host tests. */
    val controller = TableController(
        storage = storage,
        scope = viewModelScope,
        botDispatcher = Dispatchers.Default,
        // Sound is a preference the controller writes through the same storage.
        feedback = feedback,
        // With a per-app language set (Android 13+), the default locale is that language.
        defaultLanguage = if (Locale.getDefault().language == "ne") Language.NEPALI else Language.ENGLISH,
        // A finished game "Your games" could not keep: one line for a bug report.
        log = { Log.w("Baghchal", it) },
        shareSheet = shareSheet,
        clipboard = PhoneClipboard(app),
    )

    init {
        // The process's loader (started once, the core keeps the tables); the table plays on
        // meanwhile and hears of every table that has loaded, before this view model or since.
        viewModelScope.launch {
            TableFiles.loader(app).loaded.collect { if (it.isNotEmpty()) controller.tablesLoaded() }
        }
        viewModelScope.launch {
            // "Still loading" on the analysis board until the last table has been tried.
            TableFiles.loader(app).loading.collect { controller.tablesLoading(it) }
        }
        viewModelScope.launch {
            TableFiles.loader(app).puzzles.collect { book -> book?.let(controller::puzzlesLoaded) }
        }
    }

    override fun onCleared() {
        // Stops a search in progress; the game itself is already saved.
        controller.close()
        feedback.release()
    }
}
