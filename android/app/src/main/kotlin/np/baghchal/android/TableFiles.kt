package np.baghchal.android

import android.content.Context
import java.io.File
import java.io.IOException

/**
 * The endgame tables packed in the APK (assets/tablebase/, stored
 * uncompressed so [android.content.res.AssetManager.openFd] can read them)
 * and their copies in app storage, where the core can memory-map them.
 */
object TableFiles {
    private const val DIR = "tablebase"

    /** One file per goats-to-win the app ships, the default game's (5) first so it is ready soonest. */
    private val NAMES = listOf("g5.tb", "g4.tb", "g3.tb")

    /**
     * Copies every table that is not yet in storage, or whose copy has
     * another size (an app update brought a new one), and returns the copies
     * in load order. Blocking: call it off the main thread. A table missing
     * from the APK is left out of storage, so the loader reports it.
     */
    fun prepare(context: Context): List<File> {
        val dir = File(context.filesDir, DIR).apply { mkdirs() }
        return NAMES.map { name ->
            val target = File(dir, name)
            try {
                context.assets.openFd("$DIR/$name").use { fd ->
                    if (target.length() != fd.length) {
                        // Through a temporary file: a copy cut short by a kill is never taken for a table.
                        val partial = File(dir, "$name.part")
                        fd.createInputStream().use { input -> partial.outputStream().use { input.copyTo(it, 1 shl 16) } }
                        if (!partial.renameTo(target)) throw IOException("cannot rename $partial")
                    }
                }
            } catch (e: IOException) {
                // Not in this APK (a build without tables) or storage full: the loader logs the missing file.
                File(dir, "$name.part").delete()
            }
            target
        }
    }
}
