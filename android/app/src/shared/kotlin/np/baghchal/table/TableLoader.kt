package np.baghchal.table

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.ShippedCopy
import np.baghchal.app.Storage
import np.baghchal.puzzles.PuzzleBook
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.loadBook
import uniffi.baghchal.loadTablebase
import java.io.File

/**
 * Loads the endgame tables the app ships, off the main thread, one file per
 * goats-to-win, and the placement books (`.book` files) that follow them.
 * Until a file has loaded the app plays exactly as without it; a file that
 * is missing or that the core refuses (damaged, truncated, other rules, a
 * book made by another engine) costs one line in the log and nothing else.
 *
 * The core keeps what it loads for the whole process, so one loader serves
 * the process: [start] runs once, and every later table holder reads
 * [loaded].
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
    /**
     * What becomes of a file the core refused. Every file the app loads is its
     * own copy of a shipped one, which [ShippedCopy] only checks at its ends, so
     * a copy damaged in the middle is deleted: the next start copies it again.
     */
    private val discard: (File) -> Unit = { it.delete() },
    /** The core's puzzle-file reader. */
    private val openPuzzles: (String) -> PuzzleBook = { PuzzleBook.load(it) },
) {
    private var job: Job? = null

    private val _loaded = MutableStateFlow<Set<Int>>(emptySet())
    private val _books = MutableStateFlow<Set<Int>>(emptySet())

    /** Goats-to-win values whose table has loaded. */
    val loaded: StateFlow<Set<Int>> = _loaded.asStateFlow()

    /** Goats-to-win values whose placement book has loaded. */
    val books: StateFlow<Set<Int>> = _books.asStateFlow()

    private val _puzzles = MutableStateFlow<PuzzleBook?>(null)
    private val _loading = MutableStateFlow(false)

    /** True from [start] until every file has been tried: a table not loaded yet may still come. */
    val loading: StateFlow<Boolean> = _loading.asStateFlow()

    /** The puzzle file (a `.puzzles` file), once loaded; it needs no table to load. */
    val puzzles: StateFlow<PuzzleBook?> = _puzzles.asStateFlow()

    /**
     * Loads every file [files] gives, in order, on [dispatcher] ([files] runs
     * there too: on the phone it copies the files out of the APK first). A
     * book must come after its table: loading checks the book's recorded
     * policy answers, which the table can change. [onLoaded] runs on
     * [scope]'s thread after each table that loaded.
     *
     * Only the first call starts anything (two would copy into the same
     * files at once); a later one returns the first one's job.
     */
    @Synchronized
    fun start(files: () -> List<File>, onLoaded: (Int) -> Unit = {}): Job = job ?: run {
        _loading.value = true
        scope.launch {
            try {
                loadAll(files, onLoaded)
            } finally {
                _loading.value = false
            }
        }
    }.also { job = it }

    private suspend fun loadAll(files: () -> List<File>, onLoaded: (Int) -> Unit) {
        val list = try {
            withContext(dispatcher) { files() }
        } catch (e: CancellationException) {
            // The process's scope went away: not a missing table.
            throw e
        } catch (e: Exception) {
            // Storage full, an asset missing from a build without tables: play on without them.
            log("endgame tables not available: ${e.message}")
            return
        }
        for (file in list) {
            if (file.name.endsWith(PUZZLES_SUFFIX)) {
                _puzzles.value = withContext(dispatcher) { loadOne(file, "puzzle file", openPuzzles) } ?: continue
            } else if (file.name.endsWith(BOOK_SUFFIX)) {
                val goats = withContext(dispatcher) { loadOne(file, "placement book", installBook) } ?: continue
                _books.value = _books.value + goats
            } else {
                val goats = withContext(dispatcher) { loadOne(file, "endgame table", load) } ?: continue
                _loaded.value = _loaded.value + goats
                onLoaded(goats)
            }
        }
    }

    private fun <T> loadOne(file: File, what: String, loader: (String) -> T): T? {
        if (!file.isFile) {
            log("$what missing: ${file.path}")
            return null
        }
        return try {
            loader(file.path)
        } catch (e: BaghchalException) {
            // The core read it and said no: a damaged copy, most likely; the next start makes a fresh one.
            log("$what refused: ${e.message}")
            discard(file)
            null
        } catch (e: Exception) {
            // An unexpected failure still leaves the app playing without this file.
            log("$what refused: ${e.message}")
            null
        }
    }

    companion object {
        /** How a placement book's file name ends; every file that is neither this nor [PUZZLES_SUFFIX] is taken for a table. */
        const val BOOK_SUFFIX = ".book"

        /** How the puzzle file's name ends. */
        const val PUZZLES_SUFFIX = ".puzzles"
    }
}
