// Host JVM tests of the game-text calls: sharing a game as text and reading a pasted one.
package baghchal.bindings.tests

import uniffi.baghchal.*

/** Registers the game-text tests. */
fun registerGameTextTests(r: TestRunner) {
    r.test("a game's text reads back to the same game, with its tags") {
        Game(defaultSettings()).use { game ->
            for (name in listOf("c3", "a1-b2", "d4", "b2-b1")) game.playNotation(name)
            val tags = listOf(TextTag("Date", "2026.12.04"), TextTag("Goats", "Sita"))
            val text = game.gameText(tags)
            assertTrue(text.contains("1. c3 a1-b2 2. d4 b2-b1\n*")) { text }
            val read = readGameText(text, defaultSettings())
            read.game.use { copy ->
                assertEq(TextFormat.GAME_TEXT, read.format, "format")
                assertEq(false, read.positionOnly, "a game, not a position")
                assertEq(tags, read.tags, "tags")
                assertEq(game.snapshot(), copy.snapshot(), "snapshot")
                assertEq(game.recordJson(), copy.recordJson(), "record")
            }
        }
    }

    r.test("the baghchal library's PGN and FEN go both ways") {
        Game(defaultSettings()).use { game ->
            for (name in listOf("c3", "a5-b4", "d4", "b4xd2")) game.playNotation(name)
            assertEq("1. G33 B1122 2. G24 Bx2244", game.libraryPgn(false), "PGN")
            assertEq("4B/3G1/5/3B1/B3B G 2", game.libraryFen(), "FEN")
            val read = readGameText(game.libraryPgn(false), defaultSettings())
            read.game.use { assertEq(game.snapshot().board, it.snapshot().board, "board") }
            val position = readGameText(game.libraryFen(), defaultSettings())
            position.game.use {
                assertEq(TextFormat.LIBRARY_FEN, position.format, "format")
                assertEq(true, position.positionOnly, "a position")
                assertEq(game.setupLine(), it.setupLine(), "set-up line")
            }
        }
    }

    r.test("a bad text is refused with its line and a typed problem") {
        val e = assertThrows<BaghchalException.BadText>("illegal jump") {
            readGameText("[Game \"Baghchal\"]\n\n1. c3 a1-b2\n2. d4 b2xd4\n", defaultSettings())
        }
        assertEq(4u, e.line, "line")
        assertEq(
            TextProblem.IllegalMove(TextMove(2u, Side.TIGER, "b2xd4"), IllegalReason.OCCUPIED),
            e.problem,
            "problem",
        )
        val tag = assertThrows<BaghchalException.BadText>("misspelt rule") {
            readGameText("[GoatToWin \"3\"]\n1. c3", defaultSettings())
        }
        assertEq(TextProblem.UnknownTag("GoatToWin"), tag.problem, "unknown tag")
        val setup = assertThrows<BaghchalException.BadText>("five tigers") {
            readGameText("TTTTT/...../...../..G../T...T goat 19 0", defaultSettings())
        }
        assertTrue(setup.problem is TextProblem.BadSetup) { "${setup.problem}" }
    }

    r.test("a game the library cannot hold is refused by kind, or written without its result") {
        Game(defaultSettings()).use { game ->
            game.playNotation("c3")
            game.resign(Side.TIGER)
            val e = assertThrows<BaghchalException.NotForLibrary>("resigned") { game.libraryPgn(false) }
            assertEq(LibraryProblem.EndingNotInLibrary(EndReason.RESIGNED), e.problem, "problem")
            assertEq("1. G33", game.libraryPgn(true), "moves only")
        }
    }
}
