package np.baghchal.game

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import uniffi.baghchal.loadBook
import uniffi.baghchal.loadTablebase
import java.io.File

/**
 * Loads the endgame tables the app ships, off the main thread, one file per
 * goats-to-win, and the placement books (`.book` files) that follow them.
 * Until a file has loaded the app plays exactly as without it; a file that
 * is missing or that the core refuses (damaged, truncated, other rules, a
 * book made by another engine) costs one line in the log and nothing else.
 */
class TableLoader(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    /** Where a refused or missing file is reported: android.util.Log on the phone. */
    private val log: (String) -> Unit,
    /** The core's loader; returns the goats-to-win of the table it installed. */
    private val load: (String) -> Int = { loadTablebase(it).toInt() },
    /** The core's book loader; returns the goats-to-win of the book it installed. */
    private val installBook: (String) -> Int = { loadBook(it).goatsToWin.toInt() },
) {
    private val _loaded = MutableStateFlow<Set<Int>>(emptySet())
    private val _books = MutableStateFlow<Set<Int>>(emptySet())

    /** Goats-to-win values whose table has loaded. */
    val loaded: StateFlow<Set<Int>> = _loaded.asStateFlow()

    /** Goats-to-win values whose placement book has loaded. */
    val books: StateFlow<Set<Int>> = _books.asStateFlow()

    /**
     * Loads every file [files] gives, in order, on [dispatcher] ([files] runs
     * there too: on the phone it copies the files out of the APK first). A
     * book must come after its table: loading checks the book's recorded
     * policy answers, which the table can change. [onLoaded] runs on
     * [scope]'s thread after each table that loaded.
     */
    fun start(files: () -> List<File>, onLoaded: (Int) -> Unit = {}): Job = scope.launch {
        val list = try {
            withContext(dispatcher) { files() }
        } catch (e: Exception) {
            // Storage full, an asset missing from a build without tables: play on without them.
            log("endgame tables not available: ${e.message}")
            return@launch
        }
        for (file in list) {
            if (file.name.endsWith(BOOK_SUFFIX)) {
                val goats = withContext(dispatcher) { loadOne(file, "placement book", installBook) } ?: continue
                _books.value = _books.value + goats
            } else {
                val goats = withContext(dispatcher) { loadOne(file, "endgame table", load) } ?: continue
                _loaded.value = _loaded.value + goats
                onLoaded(goats)
            }
        }
    }

    private fun loadOne(file: File, what: String, loader: (String) -> Int): Int? {
        if (!file.isFile) {
            log("$what missing: ${file.path}")
            return null
        }
        return try {
            loader(file.path)
        } catch (e: Exception) {
            // Any failure, a typed refusal or an unexpected one, leaves the app playing without this file.
            log("$what refused: ${e.message}")
            null
        }
    }

    companion object {
        /** How a placement book's file name ends; every other file is taken for a table. */
        const val BOOK_SUFFIX = ".book"
    }
}
