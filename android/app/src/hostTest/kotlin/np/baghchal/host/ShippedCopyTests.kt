package np.baghchal.host

import np.baghchal.app.ShippedCopy
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.ByteArrayInputStream
import java.io.File
import java.io.IOException
import java.io.InputStream
import java.nio.file.Files
import kotlin.random.Random

/** Storage's copy of a shipped file: made when missing, kept when the same, replaced when the APK brings another. */
class ShippedCopyTests {
    private val dir: File = Files.createTempDirectory("baghchal-shipped").toFile().apply { deleteOnExit() }

    private fun shipped(bytes: ByteArray): () -> InputStream = { ByteArrayInputStream(bytes) }

    private fun bytes(size: Int, seed: Int) = Random(seed).nextBytes(size)

    @Test
    fun aMissingCopyIsMadeAndAnEqualOneKept() {
        val file = bytes(3 * ShippedCopy.ENDS + 17, 1)
        val target = File(dir, "g5.tb")
        assertTrue(ShippedCopy.refresh(target, file.size.toLong(), shipped(file)))
        assertArrayEquals(file, target.readBytes())
        assertFalse("an equal copy is not written again", ShippedCopy.refresh(target, file.size.toLong(), shipped(file)))
        assertFalse(File(dir, "g5.tb.part").exists())
    }

    @Test
    fun aNewFileOfTheSameLengthReplacesTheCopy() {
        val old = bytes(3 * ShippedCopy.ENDS, 2)
        val target = File(dir, "g5.tb").apply { writeBytes(old) }
        // A rebuilt table: same length, another checksum in its last bytes.
        val rebuilt = old.copyOf().also { it[it.size - 3] = (it[it.size - 3] + 1).toByte() }
        assertTrue(ShippedCopy.refresh(target, rebuilt.size.toLong(), shipped(rebuilt)))
        assertArrayEquals(rebuilt, target.readBytes())
        // A re-explored book: same length, another header checksum near its start.
        val reexplored = rebuilt.copyOf().also { it[40] = (it[40] + 1).toByte() }
        assertTrue(ShippedCopy.refresh(target, reexplored.size.toLong(), shipped(reexplored)))
        assertArrayEquals(reexplored, target.readBytes())
    }

    @Test
    fun shortFilesAreComparedWhole() {
        val old = bytes(ShippedCopy.ENDS + 5, 3)
        val target = File(dir, "g2.book").apply { writeBytes(old) }
        val changed = old.copyOf().also { it[ShippedCopy.ENDS] = (it[ShippedCopy.ENDS] + 1).toByte() }
        assertTrue(ShippedCopy.refresh(target, changed.size.toLong(), shipped(changed)))
        assertArrayEquals(changed, target.readBytes())
    }

    @Test
    fun aFailedCopyLeavesTheOldFileAndNoPart() {
        val old = bytes(3 * ShippedCopy.ENDS, 4)
        val target = File(dir, "g5.tb").apply { writeBytes(old) }
        val newer = bytes(5 * ShippedCopy.ENDS, 5)
        // The APK's stream breaks half way (storage full, a damaged APK).
        val breaking = {
            object : InputStream() {
                private val inner = ByteArrayInputStream(newer, 0, newer.size / 2)

                override fun read(): Int = inner.read().takeIf { it >= 0 } ?: throw IOException("read error")

                override fun read(b: ByteArray, off: Int, len: Int): Int =
                    inner.read(b, off, len).takeIf { it >= 0 } ?: throw IOException("read error")
            }
        }
        val e = runCatching { ShippedCopy.refresh(target, newer.size.toLong(), breaking) }.exceptionOrNull()
        assertTrue("the failure is reported: $e", e is IOException)
        assertArrayEquals("the old copy is untouched", old, target.readBytes())
        assertFalse(File(dir, "g5.tb.part").exists())
        // A stream shorter than the length it was announced with is refused too.
        val short = runCatching { ShippedCopy.refresh(target, newer.size + 1L, shipped(newer)) }.exceptionOrNull()
        assertTrue("$short", short is IOException)
        assertEquals(old.size.toLong(), target.length())
        assertFalse(File(dir, "g5.tb.part").exists())
    }
}
