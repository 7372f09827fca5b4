// Host JVM tests of loading a placement book through the bindings.
package baghchal.bindings.tests

import uniffi.baghchal.*

/** Registers the placement book tests. */
fun registerBookTests(r: TestRunner) {
    r.test("loadBook refuses missing and damaged files and reports what a good one covers") {
        val table = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val path = System.getProperty("baghchal.book")
            ?: error("-Dbaghchal.book=FILE (a goats-to-win 2 book for the tigers) is not set")
        val missing = assertThrows<BaghchalException.BadBook>("missing file") { loadBook("$path.missing") }
        assertTrue(missing.detail.contains("$path.missing")) { missing.detail }
        val damaged = java.io.File.createTempFile("baghchal", ".book")
        try {
            val bytes = java.io.File(path).readBytes()
            bytes[bytes.size - 1] = (bytes[bytes.size - 1].toInt() xor 1).toByte()
            damaged.writeBytes(bytes)
            val e = assertThrows<BaghchalException.BadBook>("damaged file") { loadBook(damaged.path) }
            assertTrue(e.detail.contains("damaged")) { e.detail }
        } finally {
            damaged.delete()
        }
        loadTablebase(table)
        try {
            val info = loadBook(path)
            assertEq(2.toUByte(), info.goatsToWin, "goats to win")
            assertEq(listOf(Side.TIGER), info.sides, "booked sides")
            assertEq(false, info.fromStart, "made from a late root")
            assertEq(java.io.File(path).length().toULong(), info.bytes, "size")
            // Perfect plays the tigers from the book's root: a legal move, and the game goes on.
            val board = "TG.GT/G.GGG/GGGGG/GG.GG/TGG.T"
            Game.fromRecord(setupRecord(board, "tiger", 2, 1, goatsToWin = 2)).use { game ->
                val mv = game.botMove(Level.PERFECT, 0u, CancelHandle()).mv
                game.playNotation(mv.notation)
                assertEq(Side.GOAT, game.snapshot().toMove, "after the tigers' move")
            }
        } finally {
            unloadBooks()
            unloadTablebase()
        }
    }
}
