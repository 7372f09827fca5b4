package np.baghchal.android

import android.content.Context
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import np.baghchal.app.ShippedCopy
import np.baghchal.table.TableLoader
import java.io.File
import java.io.IOException

/**
 * The endgame tables, placement books and the puzzle file packed in the APK (assets/tablebase/,
 * stored uncompressed so [android.content.res.AssetManager.openFd] can read
 * them) and their copies in app storage, where the core can memory-map them.
 */
object TableFiles {
    private const val DIR = "tablebase"
    private const val LOG_TAG = "Baghchal"

    private var started: TableLoader? = null

    /**
     * The process's one loader, started on first use: the core keeps the tables and books for
     * the process, so a view model made later (the activity relaunched in a live process) finds
     * them loaded instead of checking 16 MB again, and no two copies write the same `.part` file.
     * Its scope is the process's own (main thread), which no screen's end cancels.
     */
    @Synchronized
    fun loader(context: Context): TableLoader = started ?: run {
        val app = context.applicationContext
        TableLoader(MainScope(), Dispatchers.IO, log = { Log.w(LOG_TAG, it) }).also {
            it.start({ prepare(app) })
            started = it
        }
    }

    /**
     * One file per goats-to-win the app ships. The default game's (5) goes last: a core that
     * keeps a single table for the process (before one slot per goats-to-win) is left with it.
     */
    private val TABLES = listOf("g3.tb", "g4.tb", "g5.tb")

    /**
     * Brings every shipped table, then every shipped book (books are optional: a build
     * may have none), into storage where its copy is missing or differs from the APK's
     * ([ShippedCopy.refresh]), and returns the copies in load order. Blocking: call it
     * off the main thread. A table missing from the APK is left out of storage, so the
     * loader reports it.
     */
    fun prepare(context: Context): List<File> {
        val dir = File(context.filesDir, DIR).apply { mkdirs() }
        val listed = try {
            context.assets.list(DIR).orEmpty().toList()
        } catch (e: IOException) {
            // The asset folder cannot be listed: no books or puzzles, and the tables (named, not listed) still come.
            emptyList()
        }
        // The puzzle file first: it needs no table, and the set-up page offers it as soon as it is in.
        // Books after the tables: loading one checks its policy against its table.
        val puzzles = listed.filter { it.endsWith(TableLoader.PUZZLES_SUFFIX) }.sorted()
        val books = listed.filter { it.endsWith(TableLoader.BOOK_SUFFIX) }.sorted()
        return (puzzles + TABLES + books).map { name ->
            val target = File(dir, name)
            try {
                val path = "$DIR/$name"
                val length = context.assets.openFd(path).use { it.length }
                // A fresh stream per read: streams from one AssetFileDescriptor share its file offset.
                ShippedCopy.refresh(target, length) { context.assets.open(path) }
            } catch (e: IOException) {
                // Not in this APK (a build without tables) or storage full: the loader logs the missing file.
            }
            target
        }
    }
}
