package np.baghchal.app

import np.baghchal.table.TableLoader
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.InputStream

/**
 * Keeps app storage's copy of a file the app ships (an endgame table, a
 * placement book) the same as the one in the APK, where the core can
 * memory-map it.
 *
 * A copy is recognised by its length and its ends only, which reading 16 MB
 * at every start to compare would cost; a copy damaged in the middle is
 * caught when the core refuses it on its checksum, and [TableLoader] then
 * deletes it, so the next start copies it again.
 */
object ShippedCopy {
    /**
     * Bytes compared at each end. Every shipped format keeps a checksum of its
     * contents there: a table's is its last 8 bytes, a book's header checksums
     * lie in its first few hundred bytes.
     */
    const val ENDS = 4096

    /**
     * Makes [target] a copy of the shipped file [open] reads ([length] bytes)
     * unless it already is one: same length and same first and last [ENDS]
     * bytes. A new build's file of the same length (a rebuilt table) is copied
     * again. Returns whether it copied. Blocking: call it off the main thread.
     *
     * @throws IOException if the shipped file cannot be read or storage is full;
     *   [target] is then as it was, and no partial copy is left behind.
     */
    fun refresh(target: File, length: Long, open: () -> InputStream): Boolean {
        if (isCopy(target, length, open)) return false
        // Through a temporary file: a copy cut short by a kill or a full disk is never taken for the file.
        val partial = File(target.parentFile, "${target.name}.part")
        try {
            open().use { input ->
                FileOutputStream(partial).use { out ->
                    input.copyTo(out, 1 shl 16)
                    // On the disk before the rename: else a power cut could keep the new name over missing blocks.
                    out.fd.sync()
                }
            }
            if (partial.length() != length) throw IOException("${target.name}: read ${partial.length()} of $length bytes")
            if (!partial.renameTo(target)) throw IOException("cannot rename $partial")
        } finally {
            partial.delete()
        }
        return true
    }

    private fun isCopy(target: File, length: Long, open: () -> InputStream): Boolean =
        target.isFile && target.length() == length &&
            open().use { ends(it, length) }.contentEquals(target.inputStream().use { ends(it, length) })

    /** The first and last [ENDS] bytes of a stream of [length] bytes; the whole of a shorter one. */
    private fun ends(input: InputStream, length: Long): ByteArray {
        if (length <= 2L * ENDS) return input.readExactly(length.toInt())
        val head = input.readExactly(ENDS)
        var left = length - 2L * ENDS
        // InputStream.skip may skip less than asked, or nothing at all: read a byte then.
        while (left > 0) {
            val skipped = input.skip(left)
            if (skipped > 0) {
                left -= skipped
            } else if (input.read() >= 0) {
                left--
            } else {
                throw IOException("file ended $left bytes early")
            }
        }
        return head + input.readExactly(ENDS)
    }

    /** Reads exactly [n] bytes (InputStream.readNBytes needs Android 13). */
    private fun InputStream.readExactly(n: Int): ByteArray {
        val bytes = ByteArray(n)
        var done = 0
        while (done < n) {
            val got = read(bytes, done, n - done)
            if (got < 0) throw IOException("file ended after $done of $n bytes")
            done += got
        }
        return bytes
    }
}
