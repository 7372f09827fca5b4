package np.baghchal.host

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.ShippedCopy
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.table.TableLoader
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Level
import uniffi.baghchal.unloadBooks
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit

/** The endgame table loader: a good file loads, a missing or damaged one costs one log line and nothing else. */
class TableLoaderTests {
    private val main = Executors.newSingleThreadExecutor()
    private val scope = CoroutineScope(SupervisorJob() + main.asCoroutineDispatcher())

    /** Runs the loader on [files] to the end; returns the log lines and the goats-to-win values loaded. */
    private fun load(files: () -> List<File>): Pair<List<String>, Set<Int>> = loadWithBooks(files).let { it.log to it.tables }

    private data class Loaded(val log: List<String>, val tables: Set<Int>, val books: Set<Int>)

    private fun loadWithBooks(files: () -> List<File>): Loaded {
        val log = CopyOnWriteArrayList<String>()
        val loaded = CopyOnWriteArrayList<Int>()
        val loader = TableLoader(scope, Dispatchers.IO, log = { log += it })
        runBlocking { loader.start(files) { loaded += it }.join() }
        assertEquals("onLoaded is told of each table", loader.loaded.value, loaded.toSet())
        return Loaded(log, loader.loaded.value, loader.books.value)
    }

    private fun close() {
        scope.cancel()
        main.shutdownNow()
    }

    @Test
    fun aGoodFileLoads() = try {
        val (log, loaded) = load { listOf(File(TestTables.g3)) }
        assertEquals(setOf(3), loaded)
        assertTrue(log.isEmpty())
    } finally {
        close()
    }

    @Test
    fun aMissingFileCostsOneLogLine() = try {
        val missing = File(System.getProperty("java.io.tmpdir"), "baghchal-no-such-table.tb").apply { delete() }
        val (log, loaded) = load { listOf(missing, File(TestTables.g3)) }
        assertEquals(1, log.size)
        assertTrue(log.single(), missing.path in log.single())
        assertEquals("the files after it still load", setOf(3), loaded)
    } finally {
        close()
    }

    @Test
    fun aDamagedFileCostsOneLogLineAndThePlayGoesOn() = try {
        val damaged = File.createTempFile("baghchal-damaged", ".tb").apply { deleteOnExit() }
        val bytes = File(TestTables.g3).readBytes()
        // A flipped run in the middle: the checksum no longer matches.
        for (i in bytes.size / 2 until bytes.size / 2 + 64) bytes[i] = (bytes[i].toInt() xor 0x5a).toByte()
        damaged.writeBytes(bytes)
        val truncated = File.createTempFile("baghchal-truncated", ".tb").apply { deleteOnExit() }
        truncated.writeBytes(bytes.copyOf(1000))
        val (log, loaded) = load { listOf(damaged, truncated) }
        assertEquals(log.toString(), 2, log.size)
        assertTrue(log.all { it.startsWith("endgame table refused") })
        assertTrue(loaded.isEmpty())
        // The app plays on as before, its saved things untouched.
        val storage = MemoryStorage()
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY), storage = storage).use { h ->
            h.on { tapPoint(12) }
            h.idle()
            assertEquals(2, h.table.game.moveLog.size)
        }
        assertEquals("1", storage.read(np.baghchal.table.TableController.KEY_ACTIVE))
    } finally {
        close()
    }

    @Test
    fun aBookLoadsAfterItsTable() = try {
        val (log, tables, books) = loadWithBooks { listOf(File(TestTables.g2), File(TestTables.bookG2)) }
        assertEquals(emptyList<String>(), log)
        assertEquals(setOf(2), tables)
        assertEquals(setOf(2), books)
    } finally {
        unloadBooks()
        close()
    }

    @Test
    fun aRefusedBookCostsOneLogLineAndItsTableStays() = try {
        val damaged = File.createTempFile("baghchal-damaged", ".book").apply { deleteOnExit() }
        val bytes = File(TestTables.bookG2).readBytes()
        bytes[bytes.size - 1] = (bytes[bytes.size - 1].toInt() xor 1).toByte()
        damaged.writeBytes(bytes)
        val missing = File(System.getProperty("java.io.tmpdir"), "baghchal-no-such.book").apply { delete() }
        val (log, tables, books) = loadWithBooks { listOf(File(TestTables.g2), damaged, missing) }
        assertEquals(log.toString(), 2, log.size)
        assertTrue(log[0], log[0].startsWith("placement book refused") && "damaged" in log[0])
        assertEquals("placement book missing: ${missing.path}", log[1])
        assertEquals(setOf(2), tables)
        assertTrue(books.isEmpty())
    } finally {
        unloadBooks()
        close()
    }

    @Test
    fun filesThatCannotBePreparedCostOneLogLine() = try {
        val (log, loaded) = load { throw java.io.IOException("no space left") }
        assertEquals(listOf("endgame tables not available: no space left"), log)
        assertTrue(loaded.isEmpty())
    } finally {
        close()
    }

    @Test
    fun aCopyDamagedInTheMiddleIsDeletedAndCopiedAgainAtTheNextStart() = try {
        val shipped = File(TestTables.g3).readBytes()
        val dir = java.nio.file.Files.createTempDirectory("baghchal-copy").toFile().apply { deleteOnExit() }
        val copy = File(dir, "g3.tb")
        val apk = { java.io.ByteArrayInputStream(shipped) }
        assertTrue(ShippedCopy.refresh(copy, shipped.size.toLong(), apk))
        // Damaged in the middle (a bad block): same length, same ends, so the copy passes as one.
        val bytes = copy.readBytes()
        for (i in bytes.size / 2 until bytes.size / 2 + 64) bytes[i] = (bytes[i].toInt() xor 0x5a).toByte()
        copy.writeBytes(bytes)
        assertFalse("the ends alone cannot tell", ShippedCopy.refresh(copy, shipped.size.toLong(), apk))
        // This start: the core refuses it on its checksum, and the copy goes.
        val (log, loaded) = load { listOf(copy) }
        assertEquals(log.toString(), 1, log.size)
        assertTrue(log.single(), log.single().startsWith("endgame table refused") && "damaged" in log.single())
        assertTrue(loaded.isEmpty())
        assertFalse("the refused copy is deleted", copy.exists())
        // The next start copies it again, and it loads.
        val (again, reloaded) = load { listOf(copy.also { ShippedCopy.refresh(it, shipped.size.toLong(), apk) }) }
        assertEquals(emptyList<String>(), again)
        assertEquals(setOf(3), reloaded)
        assertArrayEquals(shipped, copy.readBytes())
    } finally {
        close()
    }

    @Test
    fun theLoaderStartsOnceForItsProcess() = try {
        val prepared = java.util.concurrent.atomic.AtomicInteger()
        val loader = TableLoader(scope, Dispatchers.IO, log = { })
        val files = {
            prepared.incrementAndGet()
            listOf(File(TestTables.g3))
        }
        val first = loader.start(files)
        val second = loader.start(files)
        runBlocking { first.join() }
        assertTrue("a second start is the first one's job", first === second)
        assertEquals("the files are prepared (copied) once", 1, prepared.get())
        assertEquals(setOf(3), loader.loaded.value)
    } finally {
        close()
    }

    @Test
    fun aCancelledLoadIsNotReportedAsMissingTables() = try {
        val gate = CountDownLatch(1)
        val preparing = CountDownLatch(1)
        val log = CopyOnWriteArrayList<String>()
        val loader = TableLoader(scope, Dispatchers.IO, log = { log += it })
        val job = loader.start({
            preparing.countDown()
            gate.await(30, TimeUnit.SECONDS)
            listOf(File(TestTables.g3))
        })
        // Cancelled while the files are being prepared, as when the process's scope ends.
        assertTrue(preparing.await(30, TimeUnit.SECONDS))
        job.cancel()
        gate.countDown()
        runBlocking { job.join() }
        assertTrue("cancelled", job.isCancelled)
        assertEquals(emptyList<String>(), log)
    } finally {
        close()
    }

    @Test
    fun everythingWorksWhileLoading() {
        val gate = CountDownLatch(1)
        val log = CopyOnWriteArrayList<String>()
        try {
            seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY)).use { h ->
                val loader = TableLoader(scope, Dispatchers.IO, log = { log += it })
                // Preparing the files hangs (a slow first copy); the table plays meanwhile.
                val job = loader.start({
                    gate.await(30, TimeUnit.SECONDS)
                    listOf(File(TestTables.g3))
                }) { h.on { tablesLoaded() } }
                h.on { tapPoint(12) }
                h.idle()
                assertEquals(2, h.table.game.moveLog.size)
                assertTrue(loader.loaded.value.isEmpty())
                gate.countDown()
                runBlocking { job.join() }
                assertEquals(setOf(3), loader.loaded.value)
                assertTrue(log.isEmpty())
            }
        } finally {
            gate.countDown()
            close()
        }
    }
}
