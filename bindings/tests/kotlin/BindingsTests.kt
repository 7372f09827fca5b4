// Host JVM tests of the generated Kotlin bindings against the real Rust library.
package baghchal.bindings.tests

import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicReference
import kotlin.system.exitProcess
import uniffi.baghchal.*

/** Point index from its name, so tests read like the notation ("c3" -> 12). */
fun pt(name: String): UByte {
    require(name.length == 2 && name[0] in 'a'..'e' && name[1] in '1'..'5') { "bad point $name" }
    return ((name[1] - '1') * 5 + (name[0] - 'a')).toUByte()
}

/** The rules the app plays by, with some changed. */
fun settings(
    goatsToWin: Int = 5,
    repetition: RepetitionRule = RepetitionRule.DRAW3,
    maxHalfMoves: Int = 400,
    noCaptureLimit: Int = 0,
    placementCaptures: Boolean = true,
) = Settings(goatsToWin.toUByte(), repetition, maxHalfMoves.toUInt(), noCaptureLimit.toUInt(), placementCaptures)

/**
 * A record that starts from a set-up board (rows 5 down to 1, `T`, `G`, `.`),
 * so a test can reach the movement phase without playing the placement.
 */
fun setupRecord(
    board: String,
    toMove: String,
    inHand: Int,
    captured: Int,
    repetition: String = "draw3",
    goatsToWin: Int = 20,
    moves: List<String> = emptyList(),
): String {
    val moveList = moves.joinToString(",") { "\"$it\"" }
    return """{"format":"baghchal-record","version":1,""" +
        """"settings":{"goats_to_win":$goatsToWin,"repetition":"$repetition","max_half_moves":400,""" +
        """"no_capture_limit":0,"placement_captures":true},""" +
        """"setup":{"board":"$board","to_move":"$toMove","goats_in_hand":$inHand,"captured":$captured},""" +
        """"moves":[$moveList],"resigned":null,"result":"ongoing","reason":null}"""
}

/** Movement phase, goats to move: goats on c3 and c4, tigers on the corners, 18 eaten. */
val MOVEMENT_BOARD = "T...T/..G../..G../...../T...T"

/** Expects [block] to fail with an illegal move for [reason]. */
fun assertIllegal(reason: IllegalReason, what: String, block: () -> Unit) {
    val e = assertThrows<BaghchalException.IllegalMove>(what, block)
    assertEq(reason, e.reason, "$what: reason")
    assertTrue(e.detail.isNotBlank()) { "$what: detail is blank" }
}

/** Checks that [mv] is legal in [game] right now, using the hint calls a UI would use. */
fun assertLegal(game: Game, mv: MoveInfo, what: String) {
    val snap = game.snapshot()
    assertEq(snap.toMove, mv.side, "$what: side of ${mv.notation}")
    val from = mv.from
    if (from == null) {
        assertTrue(mv.to in game.placementTargets().map { it.toUByte() }) { "$what: ${mv.notation} is not a placement target" }
        assertEq(pointName(mv.to), mv.notation, "$what: notation")
    } else {
        assertTrue(from in game.movablePieces().map { it.toUByte() }) { "$what: ${mv.notation}: piece not movable" }
        val target = Target(mv.to, mv.captured)
        assertTrue(target in game.targetsFrom(from)) { "$what: ${mv.notation} not among ${game.targetsFrom(from)}" }
        val sep = if (mv.captured == null) "-" else "x"
        assertEq(pointName(from) + sep + pointName(mv.to), mv.notation, "$what: notation")
    }
}

/** Plays [mv] through the call a UI would use for its kind. */
fun playMove(game: Game, mv: MoveInfo): Snapshot {
    val from = mv.from
    return if (from == null) game.place(mv.to) else game.movePiece(from, mv.to)
}

/** A bot search on its own thread that has reached the native search call when construction returns. */
class BotThread(game: Game, limits: BotLimits, seed: ULong) {
    /** Cancels this search. */
    val cancel = CancelHandle()

    /** The [BotMove] or the exception the search ended with; null while it runs. */
    val outcome = AtomicReference<Any?>(null)

    /** The thread that searches. */
    val thread = Thread {
        outcome.set(
            try {
                game.botMoveLimited(limits, seed, cancel)
            } catch (e: Throwable) {
                e
            },
        )
    }

    init {
        thread.start()
        // Without this a cancel or a change could land before the search began, and a test of
        // "during the search" would pass while testing nothing of the kind.
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30)
        while (thread.isAlive && !inSearch()) {
            assertTrue(System.nanoTime() < deadline) { "the bot thread never reached the search" }
            Thread.sleep(1)
        }
    }

    private fun inSearch(): Boolean {
        val top = thread.stackTrace.firstOrNull() ?: return false
        return top.isNativeMethod && top.methodName == "uniffi_baghchal_ffi_fn_method_game_bot_move_limited"
    }

    /** Waits for the search to end (failing if it runs on for 30 s) and returns its outcome. */
    fun join(): Any? {
        thread.join(30_000)
        assertTrue(!thread.isAlive) { "bot thread still running 30 s later" }
        return outcome.get()
    }
}

/** Registers every bindings test on [r]. */
fun registerTests(r: TestRunner) {
    r.test("defaultSettings are the app's rules") {
        val s = defaultSettings()
        assertEq(5u.toUByte(), s.goatsToWin, "goatsToWin")
        assertEq(RepetitionRule.DRAW3, s.repetition, "repetition")
        assertEq(400u, s.maxHalfMoves, "maxHalfMoves")
        assertEq(0u, s.noCaptureLimit, "noCaptureLimit")
        assertEq(true, s.placementCaptures, "placementCaptures")
    }

    r.test("pointName names every point and marks off-board indices") {
        assertEq("a1", pointName(0u))
        assertEq("e1", pointName(4u))
        assertEq("c3", pointName(12u))
        assertEq("a5", pointName(20u))
        assertEq("e5", pointName(24u))
        assertEq("?", pointName(25u))
        assertEq("?", pointName(255u))
        val names = (0 until 25).map { pointName(it.toUByte()) }
        assertEq(25, names.toSet().size, "distinct names")
        names.forEachIndexed { i, n -> assertEq(i.toUByte(), pt(n), "index of $n") }
    }

    r.test("new game snapshot is the start position") {
        Game(defaultSettings()).use { game ->
            val s = game.snapshot()
            assertEq(25, s.board.size, "board size")
            val tigers = s.board.indices.filter { s.board[it] == Piece.TIGER }
            assertEq(listOf(0, 4, 20, 24), tigers, "tigers")
            assertEq(21, s.board.count { it == Piece.EMPTY }, "empty points")
            assertEq(Side.GOAT, s.toMove, "toMove")
            assertEq(Phase.PLACEMENT, s.phase, "phase")
            assertEq(20, s.goatsInHand.toInt(), "goatsInHand")
            assertEq(0, s.goatsOnBoard.toInt(), "goatsOnBoard")
            assertEq(0, s.captured.toInt(), "captured")
            assertEq(5, s.goatsToWin.toInt(), "goatsToWin")
            assertEq(0, s.tigersTrapped.toInt(), "tigersTrapped")
            assertEq(0u, s.halfMoves, "halfMoves")
            assertEq(GameResult.ONGOING, s.result, "result")
            assertEq(null, s.reason, "reason")
            assertEq(null, s.lastMove, "lastMove")
            assertEq(emptyList<String>(), s.moveLog, "moveLog")
            assertEq(false, s.canUndo, "canUndo")
        }
    }

    r.test("settings round trip through a game") {
        val wanted = settings(3, RepetitionRule.FORBID3, 100, 50, false)
        Game(wanted).use { game ->
            assertEq(wanted, game.settings(), "settings")
            assertEq(3, game.snapshot().goatsToWin.toInt(), "snapshot goatsToWin")
        }
    }

    r.test("bad settings are BadSetting") {
        for (n in listOf(0, 21, 255)) {
            val e = assertThrows<BaghchalException.BadSetting>("goatsToWin $n") { Game(settings(goatsToWin = n)) }
            assertTrue(e.detail.contains("goats_to_win")) { "detail: ${e.detail}" }
        }
        Game(settings(goatsToWin = 1)).close()
        Game(settings(goatsToWin = 20)).close()
    }

    r.test("placementTargets and movablePieces follow the turn") {
        Game(defaultSettings()).use { game ->
            val start = game.placementTargets().map { it.toInt() }
            assertEq((0 until 25).filter { it !in listOf(0, 4, 20, 24) }, start.sorted(), "placement targets")
            assertEq(0, game.movablePieces().size, "movable pieces while placing")
            game.place(pt("c3"))
            assertEq(0, game.placementTargets().size, "placement targets on the tigers' turn")
            assertEq(listOf(0, 4, 20, 24), game.movablePieces().map { it.toInt() }, "movable tigers")
            game.movePiece(pt("a1"), pt("b1"))
            assertEq(20, game.placementTargets().size, "placement targets after a tiger step")
        }
    }

    r.test("targetsFrom lists steps and jumps, and nothing for other points") {
        Game(defaultSettings()).use { game ->
            game.place(pt("b2"))
            val fromA1 = game.targetsFrom(pt("a1")).toSet()
            val want = setOf(Target(pt("b1"), null), Target(pt("a2"), null), Target(pt("c3"), pt("b2")))
            assertEq(want, fromA1, "targets from a1")
            assertEq(0, game.targetsFrom(pt("c3")).size, "empty point")
            assertEq(0, game.targetsFrom(pt("b2")).size, "goat on the tigers' turn")
            assertEq(0, game.targetsFrom(25u).size, "off the board")
            assertEq(0, game.targetsFrom(255u).size, "far off the board")
        }
    }

    r.test("place and movePiece return the new snapshot") {
        Game(defaultSettings()).use { game ->
            val s1 = game.place(pt("b2"))
            assertEq(Piece.GOAT, s1.board[pt("b2").toInt()], "goat placed")
            assertEq(MoveInfo("b2", Side.GOAT, null, pt("b2"), null), s1.lastMove, "last move")
            assertEq(19, s1.goatsInHand.toInt(), "goats in hand")
            assertEq(1, s1.goatsOnBoard.toInt(), "goats on board")
            assertEq(Side.TIGER, s1.toMove, "to move")
            assertEq(true, s1.canUndo, "canUndo")
            val s2 = game.movePiece(pt("e1"), pt("d1"))
            assertEq(MoveInfo("e1-d1", Side.TIGER, pt("e1"), pt("d1"), null), s2.lastMove, "step")
            assertEq(Piece.EMPTY, s2.board[pt("e1").toInt()], "e1 left")
            assertEq(Piece.TIGER, s2.board[pt("d1").toInt()], "d1 taken")
            assertEq(listOf("b2", "e1-d1"), s2.moveLog, "move log")
            assertEq(2u, s2.halfMoves, "half moves")
            assertEq(s2, game.snapshot(), "snapshot equals the returned one")
        }
    }

    r.test("a jump eats the goat") {
        Game(defaultSettings()).use { game ->
            game.place(pt("b2"))
            val s = game.movePiece(pt("a1"), pt("c3"))
            assertEq(MoveInfo("a1xc3", Side.TIGER, pt("a1"), pt("c3"), pt("b2")), s.lastMove, "jump")
            assertEq(1, s.captured.toInt(), "captured")
            assertEq(0, s.goatsOnBoard.toInt(), "goats on board")
            assertEq(Piece.EMPTY, s.board[pt("b2").toInt()], "goat eaten")
            assertEq(Piece.TIGER, s.board[pt("c3").toInt()], "tiger landed")
        }
    }

    r.test("playNotation plays all three kinds") {
        Game(defaultSettings()).use { game ->
            game.playNotation("b2")
            game.playNotation("a5-a4")
            game.playNotation("d4")
            val s = game.playNotation("a1xc3")
            assertEq(listOf("b2", "a5-a4", "d4", "a1xc3"), s.moveLog, "move log")
            assertEq(1, s.captured.toInt(), "captured")
        }
    }

    r.test("bad notation is BadNotation") {
        Game(defaultSettings()).use { game ->
            for (text in listOf("", "z9", "c3-", "C3", "a1-c3", "a1xb1", "c3 ", "b2+c3", "ĉ3")) {
                val e = assertThrows<BaghchalException.BadNotation>("'$text'") { game.playNotation(text) }
                assertTrue(e.detail.isNotBlank()) { "detail for '$text'" }
            }
            assertEq(0u, game.snapshot().halfMoves, "nothing played")
        }
    }

    r.test("bad point indices are BadPoint") {
        Game(defaultSettings()).use { game ->
            assertEq(25.toUByte(), assertThrows<BaghchalException.BadPoint>("place 25") { game.place(25u) }.index)
            game.place(pt("c3"))
            assertEq(99.toUByte(), assertThrows<BaghchalException.BadPoint>("to 99") { game.movePiece(0u, 99u) }.index)
            assertEq(200.toUByte(), assertThrows<BaghchalException.BadPoint>("from 200") { game.movePiece(200u, 0u) }.index)
        }
    }

    r.test("illegal moves name their reason (placement phase)") {
        Game(defaultSettings()).use { game ->
            assertIllegal(IllegalReason.OCCUPIED, "place on a tiger") { game.place(pt("a1")) }
            game.place(pt("b2"))
            assertIllegal(IllegalReason.NOT_YOUR_TURN, "goat placed on the tigers' turn") { game.place(pt("c3")) }
            assertIllegal(IllegalReason.NO_PIECE, "move from an empty point") { game.movePiece(pt("c3"), pt("c4")) }
            assertIllegal(IllegalReason.NOT_YOUR_PIECE, "tiger moves a goat") { game.movePiece(pt("b2"), pt("c2")) }
            assertIllegal(IllegalReason.NOT_CONNECTED, "no line") { game.movePiece(pt("a1"), pt("d1")) }
            assertIllegal(IllegalReason.NOTHING_TO_JUMP, "jump over nothing") { game.movePiece(pt("e1"), pt("c3")) }
            assertIllegal(IllegalReason.OCCUPIED, "step onto a goat") { game.movePiece(pt("a1"), pt("b2")) }
            game.movePiece(pt("a1"), pt("b1"))
            assertIllegal(IllegalReason.MUST_PLACE, "goat steps while goats are in hand") { game.movePiece(pt("b2"), pt("c2")) }
            assertEq(listOf("b2", "a1-b1"), game.snapshot().moveLog, "only legal moves were played")
        }
    }

    r.test("captures wait for the placement when the setting says so") {
        Game(settings(placementCaptures = false)).use { game ->
            game.place(pt("b2"))
            assertIllegal(IllegalReason.CAPTURE_NOT_ALLOWED_YET, "jump while placing") { game.movePiece(pt("a1"), pt("c3")) }
            assertEq(false, Target(pt("c3"), pt("b2")) in game.targetsFrom(pt("a1")), "no jump hint")
        }
    }

    r.test("illegal moves name their reason (movement phase)") {
        Game.fromRecord(setupRecord(MOVEMENT_BOARD, "goat", 0, 18)).use { game ->
            val s = game.snapshot()
            assertEq(Phase.MOVEMENT, s.phase, "phase")
            assertEq(0, game.placementTargets().size, "no placement targets")
            assertIllegal(IllegalReason.NOTHING_TO_PLACE, "place with none in hand") { game.place(pt("b1")) }
            assertIllegal(IllegalReason.GOAT_CANNOT_JUMP, "goat jumps") { game.playNotation("c3xc5") }
            assertEq(listOf(12, 17), game.movablePieces().map { it.toInt() }, "movable goats")
            game.movePiece(pt("c3"), pt("d3"))
            assertEq(Phase.MOVEMENT, game.snapshot().phase, "still movement")
        }
    }

    r.test("the forbid rule refuses a repeated position") {
        Game.fromRecord(setupRecord(MOVEMENT_BOARD, "goat", 0, 18, repetition = "forbid")).use { game ->
            game.playNotation("c3-d3")
            game.playNotation("a1-b1")
            game.playNotation("d3-c3")
            assertEq(false, Target(pt("a1"), null) in game.targetsFrom(pt("b1")), "no hint back to a1")
            assertIllegal(IllegalReason.REPETITION_FORBIDDEN, "tiger back to a1") { game.movePiece(pt("b1"), pt("a1")) }
            game.movePiece(pt("b1"), pt("c1"))
        }
    }

    r.test("draw3 ends the game on the third repetition") {
        Game.fromRecord(setupRecord(MOVEMENT_BOARD, "goat", 0, 18, repetition = "draw3")).use { game ->
            repeat(2) {
                for (m in listOf("c3-d3", "a1-b1", "d3-c3", "b1-a1")) game.playNotation(m)
            }
            val s = game.snapshot()
            assertEq(GameResult.DRAW, s.result, "result")
            assertEq(EndReason.REPETITION, s.reason, "reason")
        }
    }

    r.test("undo takes back one half move at a time") {
        Game(defaultSettings()).use { game ->
            assertThrows<BaghchalException.NothingToUndo>("undo at the start") { game.undo() }
            game.place(pt("b2"))
            val afterPlace = game.snapshot()
            game.movePiece(pt("a1"), pt("c3"))
            val u1 = game.undo()
            assertEq(afterPlace, u1, "back to after the placement")
            val u2 = game.undo()
            assertEq(0u, u2.halfMoves, "half moves")
            assertEq(false, u2.canUndo, "canUndo")
            assertEq(20, u2.goatsInHand.toInt(), "goats back in hand")
            assertThrows<BaghchalException.NothingToUndo>("undo again") { game.undo() }
        }
    }

    r.test("resign ends the game and undo takes the resignation back") {
        Game(defaultSettings()).use { game ->
            game.place(pt("c3"))
            val s = game.resign(Side.TIGER)
            assertEq(GameResult.GOATS_WIN, s.result, "result")
            assertEq(EndReason.RESIGNED, s.reason, "reason")
            assertThrows<BaghchalException.GameOver>("resign twice") { game.resign(Side.GOAT) }
            val u = game.undo()
            assertEq(GameResult.ONGOING, u.result, "ongoing again")
            assertEq(null, u.reason, "no reason")
            assertEq(0u, u.halfMoves, "the placement was taken back too")
            assertEq(GameResult.TIGERS_WIN, game.resign(Side.GOAT).result, "goats resign")
        }
    }

    r.test("a finished game refuses every move with GameOver") {
        Game(defaultSettings()).use { game ->
            game.resign(Side.GOAT)
            assertThrows<BaghchalException.GameOver>("place") { game.place(pt("c3")) }
            assertThrows<BaghchalException.GameOver>("movePiece") { game.movePiece(pt("a1"), pt("a2")) }
            assertThrows<BaghchalException.GameOver>("movePiece off the lines") { game.movePiece(pt("a1"), pt("d2")) }
            assertThrows<BaghchalException.GameOver>("playNotation") { game.playNotation("c3") }
            assertThrows<BaghchalException.GameOver>("botMove") { game.botMove(Level.EASY, 1u, CancelHandle()) }
            assertEq(0, game.placementTargets().size, "no placement hints")
            assertEq(0, game.movablePieces().size, "no movable pieces")
            assertEq(0, game.targetsFrom(pt("a1")).size, "no targets")
        }
    }

    r.test("captures win for the tigers") {
        Game(settings(goatsToWin = 1)).use { game ->
            game.place(pt("b2"))
            val s = game.movePiece(pt("a1"), pt("c3"))
            assertEq(GameResult.TIGERS_WIN, s.result, "result")
            assertEq(EndReason.CAPTURES, s.reason, "reason")
        }
    }

    r.test("record round trip keeps the whole game") {
        Game(settings(goatsToWin = 4, repetition = RepetitionRule.FORBID3)).use { game ->
            for (m in listOf("b2", "a1xc3", "a1", "c3-c2", "b2")) game.playNotation(m)
            val json = game.recordJson()
            assertTrue(json.contains("\"baghchal-record\"")) { "format missing: $json" }
            Game.fromRecord(json).use { loaded ->
                assertEq(game.snapshot(), loaded.snapshot(), "snapshot")
                assertEq(game.settings(), loaded.settings(), "settings")
                assertEq(json, loaded.recordJson(), "record")
                loaded.movePiece(pt("c2"), pt("c3"))
                assertEq(5u, game.snapshot().halfMoves, "the original is a separate game")
            }
            game.resign(Side.GOAT)
            Game.fromRecord(game.recordJson()).use { loaded ->
                assertEq(EndReason.RESIGNED, loaded.snapshot().reason, "resignation kept")
            }
        }
    }

    r.test("corrupted and tampered records are BadRecord") {
        val good = Game(defaultSettings()).use { game ->
            for (m in listOf("b2", "a1xc3", "a1")) game.playNotation(m)
            game.recordJson()
        }
        Game.fromRecord(good).close()
        val bad = mapOf(
            "not JSON" to "this is not a record",
            "empty" to "",
            "cut short" to good.substring(0, good.length / 2),
            "not an object" to "[1,2,3]",
            "empty object" to "{}",
            "wrong format" to good.replace("baghchal-record", "chess-record"),
            "newer version" to good.replace("\"version\":1", "\"version\":99"),
            "illegal move" to good.replace("\"a1xc3\"", "\"a1xe5\""),
            "move out of turn" to good.replace("\"b2\"", "\"a1-a2\""),
            "unreadable move" to good.replace("\"a1\"]", "\"zz\"]"),
            "tampered result" to good.replace("\"result\":\"ongoing\"", "\"result\":\"goats\""),
            "bad setting" to good.replace("\"goats_to_win\":5", "\"goats_to_win\":0"),
            "unknown field" to good.replace("{\"format\"", "{\"cheat\":true,\"format\""),
        )
        for ((what, json) in bad) {
            assertTrue(json != good) { "$what: the tampering changed nothing" }
            val e = assertThrows<BaghchalException.BadRecord>(what) { Game.fromRecord(json) }
            assertTrue(e.detail.isNotBlank()) { "$what: blank detail" }
        }
        val newer = assertThrows<BaghchalException.BadRecord>("version") { Game.fromRecord(bad.getValue("newer version")) }
        assertTrue(newer.detail.contains("99")) { "version detail: ${newer.detail}" }
        val move = assertThrows<BaghchalException.BadRecord>("move") { Game.fromRecord(bad.getValue("illegal move")) }
        assertTrue(move.detail.contains("a1xe5")) { "move detail: ${move.detail}" }
    }

    r.test("CancelHandle starts clear and stays cancelled") {
        CancelHandle().use { c ->
            assertEq(false, c.isCancelled(), "new handle")
            c.cancel()
            assertEq(true, c.isCancelled(), "after cancel")
            c.cancel()
            assertEq(true, c.isCancelled(), "after a second cancel")
        }
    }

    r.test("botMove answers a legal move for the side to move at every level") {
        Game(defaultSettings()).use { game ->
            for (level in Level.entries) {
                assertLegal(game, game.botMove(level, 7u, CancelHandle()).mv, "goat at $level")
            }
            game.place(pt("c3"))
            for (level in Level.entries) {
                assertLegal(game, game.botMove(level, 7u, CancelHandle()).mv, "tiger at $level")
            }
        }
    }

    r.test("botMove is repeatable for a seed and does not play") {
        Game(defaultSettings()).use { game ->
            val a = game.botMove(Level.EASY, 42u, CancelHandle())
            val b = game.botMove(Level.EASY, 42u, CancelHandle())
            assertEq(a.mv, b.mv, "same seed, same move")
            assertEq(0u, game.snapshot().halfMoves, "nothing played")
        }
    }

    r.test("botMoveLimited honours limits and refuses empty ones") {
        Game(defaultSettings()).use { game ->
            game.place(pt("c3"))
            val bm = game.botMoveLimited(BotLimits(2u, null, null), 1u, CancelHandle())
            assertLegal(game, bm.mv, "depth 2")
            assertTrue(bm.depth <= 2u) { "depth ${bm.depth} over the limit" }
            assertLegal(game, game.botMoveLimited(BotLimits(null, 1000u, null), 1u, CancelHandle()).mv, "nodes")
            assertLegal(game, game.botMoveLimited(BotLimits(null, null, 20u), 1u, CancelHandle()).mv, "millis")
            assertThrows<BaghchalException.BadSetting>("no limits") {
                game.botMoveLimited(BotLimits(null, null, null), 1u, CancelHandle())
            }
            assertThrows<BaghchalException.BadSetting>("depth 0") {
                game.botMoveLimited(BotLimits(0u, null, null), 1u, CancelHandle())
            }
        }
    }

    r.test("a cancelled handle stops the bot before it starts") {
        Game(defaultSettings()).use { game ->
            val c = CancelHandle()
            c.cancel()
            assertThrows<BaghchalException.Cancelled>("botMove") { game.botMove(Level.PERFECT, 1u, c) }
            assertThrows<BaghchalException.Cancelled>("botMoveLimited") {
                game.botMoveLimited(BotLimits(null, null, 60_000u), 1u, c)
            }
        }
    }

    r.test("cancelling from another thread stops a long search") {
        Game(defaultSettings()).use { game ->
            // The limit is a minute: ending at all within the join's bound means the cancel was heard.
            val bot = BotThread(game, BotLimits(null, null, 60_000u), 3u)
            Thread.sleep(50)
            bot.cancel.cancel()
            val got = bot.join()
            assertTrue(got is BaghchalException.Cancelled) { "expected Cancelled, got $got" }
        }
    }

    r.test("the game can be read and changed while the bot thinks") {
        Game(defaultSettings()).use { game ->
            // A minute-long search: until it is cancelled, everything below happens while it runs.
            val bot = BotThread(game, BotLimits(null, null, 60_000u), 5u)
            repeat(200) { assertEq(25, game.snapshot().board.size, "snapshot while thinking") }
            assertEq(Side.TIGER, game.place(pt("c3")).toMove, "a move played while thinking")
            // A second search meanwhile gets the spare table, and sees the game as it is now.
            val second = game.botMoveLimited(BotLimits(2u, null, null), 1u, CancelHandle())
            assertLegal(game, second.mv, "second search while the first thinks")
            assertTrue(bot.thread.isAlive) { "the long search ended before it was cancelled: ${bot.outcome.get()}" }
            bot.cancel.cancel()
            val got = bot.join()
            assertTrue(got is BaghchalException.Cancelled) { "expected Cancelled, got $got" }
            assertEq(Side.TIGER, game.snapshot().toMove, "the game moved on")
        }
    }

    r.test("the bot answers for the game as it was when asked") {
        Game(defaultSettings()).use { game ->
            val bot = BotThread(game, BotLimits(null, null, 1_500u), 5u)
            // Let the search get going before the game changes under it.
            Thread.sleep(50)
            game.place(pt("c3"))
            val got = bot.join()
            assertTrue(got is BotMove) { "expected a move, got $got" }
            val mv = (got as BotMove).mv
            assertEq(Side.GOAT, mv.side, "side of the answer")
            assertEq(null, mv.from, "a placement, as at the start")
        }
    }

    r.test("bot against bot at Easy plays a whole legal game") {
        for (seed in 1..3) {
            Game(defaultSettings()).use { game ->
                var plies = 0
                while (game.snapshot().result == GameResult.ONGOING) {
                    assertTrue(plies < 400) { "seed $seed: game did not end within the move limit" }
                    val bm = game.botMove(Level.EASY, (seed * 1000 + plies).toULong(), CancelHandle())
                    assertLegal(game, bm.mv, "seed $seed ply $plies")
                    val s = playMove(game, bm.mv)
                    assertEq(bm.mv, s.lastMove, "seed $seed ply $plies: last move")
                    plies++
                }
                val end = game.snapshot()
                assertTrue(end.reason != null) { "seed $seed: ended without a reason" }
                assertEq(plies.toUInt(), end.halfMoves, "seed $seed: half moves")
                assertEq(plies, end.moveLog.size, "seed $seed: move log")
                assertThrows<BaghchalException.GameOver>("seed $seed: bot after the end") {
                    game.botMove(Level.EASY, 1u, CancelHandle())
                }
                Game.fromRecord(game.recordJson()).use { loaded ->
                    assertEq(end, loaded.snapshot(), "seed $seed: finished game reloads")
                }
            }
        }
    }

    r.test("many threads share one game safely") {
        Game(defaultSettings()).use { game ->
            val errors = AtomicReference<Throwable?>(null)
            // Every thread waits at the gate, so their calls overlap instead of running one after another.
            val gate = CountDownLatch(1)
            val threads = (0 until 4).map { t ->
                Thread {
                    try {
                        gate.await()
                        repeat(500) {
                            val s = game.snapshot()
                            assertEq(25, s.board.size, "board")
                            game.targetsFrom(pt("a1"))
                            if (t == 0 && it % 50 == 0) game.botMove(Level.EASY, it.toULong(), CancelHandle())
                        }
                    } catch (e: Throwable) {
                        errors.compareAndSet(null, e)
                    }
                }
            }
            threads.forEach { it.start() }
            gate.countDown()
            threads.forEach { it.join(30_000) }
            assertTrue(threads.none { it.isAlive }) { "threads still running" }
            errors.get()?.let { throw it }
        }
    }

    r.test("Perfect plays from a loaded endgame table and evaluate() agrees with it") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        assertThrows<BaghchalException.BadTablebase>("missing file") { loadTablebase("$path.missing") }
        val truncated = java.io.File.createTempFile("baghchal", ".tb")
        try {
            truncated.writeBytes(java.io.File(path).readBytes().copyOf(4000))
            val e = assertThrows<BaghchalException.BadTablebase>("truncated file") {
                loadTablebase(truncated.path)
            }
            assertTrue(e.detail.contains("truncated")) { "detail was ${e.detail}" }
        } finally {
            truncated.delete()
        }
        Game(defaultSettings()).use { game ->
            assertEq(Evaluation(Verdict.UNKNOWN, null), game.evaluate(), "no table loaded")
        }
        assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
        try {
            Game(defaultSettings()).use { game ->
                assertEq(Verdict.UNKNOWN, game.evaluate().verdict, "placement, other goats to win")
            }
            val board = "TGGGT/GGGGG/GG.GG/GGGGG/TGGGT"
            Game.fromRecord(setupRecord(board, "goat", 0, 0, goatsToWin = 2)).use { game ->
                var before = game.evaluate()
                assertTrue(before.verdict != Verdict.UNKNOWN) { "the table covers the set-up" }
                var plies = 0
                while (game.snapshot().result == GameResult.ONGOING && plies < 8) {
                    val mover = game.snapshot().toMove
                    val mv = game.botMove(Level.PERFECT, plies.toULong(), CancelHandle()).mv
                    game.playNotation(mv.notation)
                    val after = game.evaluate()
                    val snap = game.snapshot()
                    val what = "after ${mv.notation} (was $before)"
                    when (before.verdict) {
                        Verdict.WIN -> if (before.distance == 1u) {
                            val won = if (mover == Side.TIGER) GameResult.TIGERS_WIN else GameResult.GOATS_WIN
                            assertEq(won, snap.result, what)
                        } else {
                            assertEq(Evaluation(Verdict.LOSS, before.distance!! - 1u), after, what)
                        }
                        Verdict.LOSS -> assertEq(Evaluation(Verdict.WIN, before.distance!! - 1u), after, what)
                        Verdict.DRAW -> assertEq(Evaluation(Verdict.DRAW, null), after, what)
                        Verdict.UNKNOWN -> error("unreachable: checked above")
                    }
                    before = after
                    plies++
                }
                assertTrue(plies > 0) { "Perfect played at least one move" }
            }
        } finally {
            unloadTablebase()
        }
    }

    r.test("tables of two goats-to-win stay loaded side by side, a slim one too") {
        val path2 = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val path3 = System.getProperty("baghchal.tablebase3")
            ?: error("-Dbaghchal.tablebase3=FILE (a one-side goats-to-win 3 table) is not set")
        val board = "TGGGT/GGGGG/GG.GG/GGGGG/TGGGT"
        fun evaluateAt(goatsToWin: Int, toMove: String): Evaluation =
            Game.fromRecord(setupRecord(board, toMove, 0, 0, goatsToWin = goatsToWin)).use { it.evaluate() }
        try {
            assertEq(2.toUByte(), loadTablebase(path2), "goats to win of the first table")
            assertEq(3.toUByte(), loadTablebase(path3), "goats to win of the slim table")
            for (goatsToWin in listOf(2, 3)) {
                for (toMove in listOf("goat", "tiger")) {
                    val what = "goats to win $goatsToWin, $toMove to move"
                    assertTrue(evaluateAt(goatsToWin, toMove).verdict != Verdict.UNKNOWN) { "$what: a table applies" }
                }
                // Perfect plays from the table of the game's goats-to-win: the value holds move by move.
                Game.fromRecord(setupRecord(board, "tiger", 0, 0, goatsToWin = goatsToWin)).use { game ->
                    val before = game.evaluate()
                    val mv = game.botMove(Level.PERFECT, 1uL, CancelHandle()).mv
                    game.playNotation(mv.notation)
                    val after = game.evaluate()
                    val what = "goats to win $goatsToWin, after ${mv.notation} (was $before)"
                    when (before.verdict) {
                        Verdict.WIN -> if (before.distance == 1u) {
                            assertEq(GameResult.TIGERS_WIN, game.snapshot().result, what)
                        } else {
                            assertEq(Evaluation(Verdict.LOSS, before.distance!! - 1u), after, what)
                        }
                        Verdict.LOSS -> assertEq(Evaluation(Verdict.WIN, before.distance!! - 1u), after, what)
                        Verdict.DRAW -> assertEq(Evaluation(Verdict.DRAW, null), after, what)
                        Verdict.UNKNOWN -> error("$what: no table applied")
                    }
                }
            }
            assertEq(Verdict.UNKNOWN, evaluateAt(4, "goat").verdict, "no table for goats to win 4")
            // Loading the goats-to-win 2 table again replaces it and keeps the other.
            assertEq(2.toUByte(), loadTablebase(path2), "reloaded")
            assertTrue(evaluateAt(3, "goat").verdict != Verdict.UNKNOWN) { "the slim table stayed" }
        } finally {
            unloadTablebase()
        }
        for (goatsToWin in listOf(2, 3)) {
            assertEq(Verdict.UNKNOWN, evaluateAt(goatsToWin, "goat").verdict, "unloaded: goats to win $goatsToWin")
        }
    }

    r.test("forced panic arrives as InternalException and the library goes on") {
        val e = assertThrows<InternalException>("debugForcePanic") { debugForcePanic() }
        assertTrue(e.message?.contains("forced panic") == true) { "message was ${e.message}" }
        Game(defaultSettings()).use { game ->
            assertEq(Side.TIGER, game.place(pt("c3")).toMove, "a game still works after the panic")
        }
    }
}

fun main(args: Array<String>) {
    val runner = TestRunner()
    registerTests(runner)
    registerLearnTests(runner)
    registerBookTests(runner)
    registerAnalysisTests(runner)
    registerExplainTests(runner)
    registerPuzzleTests(runner)
    registerGameTextTests(runner)
    registerHistoryTests(runner)
    val failed = runner.run(args.firstOrNull())
    // The library's cleaner threads must not keep the JVM alive or hide the status.
    exitProcess(if (failed == 0) 0 else 1)
}
