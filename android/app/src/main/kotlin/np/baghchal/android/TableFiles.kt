package np.baghchal.android

import android.content.Context
import np.baghchal.game.ShippedCopy
import np.baghchal.game.TableLoader
import java.io.File
import java.io.IOException

/**
 * The endgame tables and placement books packed in the APK (assets/tablebase/,
 * stored uncompressed so [android.content.res.AssetManager.openFd] can read
 * them) and their copies in app storage, where the core can memory-map them.
 */
object TableFiles {
    private const val DIR = "tablebase"

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
        val books = context.assets.list(DIR).orEmpty().filter { it.endsWith(TableLoader.BOOK_SUFFIX) }.sorted()
        return (TABLES + books).map { name ->
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
