// Host JVM tests of Game.explainMove / explainPlayedMove: every claim
// re-checked through the other calls (moveValues, evaluate, playNotation).
package baghchal.bindings.tests

import uniffi.baghchal.*

/** Plays [line] on a copy of [game] after [notation], checking each move keeps the value. */
fun checkLine(game: Game, notation: String, line: List<MoveInfo>) {
    Game.fromRecord(game.recordJson()).use { copy ->
        copy.playNotation(notation)
        for ((i, mv) in line.withIndex()) {
            assertEq(copy.evaluate(), valueAfter(copy, mv.notation), "line move $i ${mv.notation} keeps the value")
            assertEq(copy.snapshot().toMove, mv.side, "side of line move $i")
            copy.playNotation(mv.notation)
        }
    }
}

fun registerExplainTests(r: TestRunner) {
    val g2 = settings(goatsToWin = 2)

    r.test("explainMove: values, best moves, line and event agree with the table") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val board = "TGGGT/GGGGG/GG.GG/GGGGG/TGGGT"
        Game.fromSetup(setupOf(board, Side.GOAT, 0, 0), g2).use { game ->
            val first = game.moveValues(CancelHandle()).first().mv.notation
            assertEq(null, game.explainMove(first, CancelHandle()), "no table: nothing explained")
            assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
            try {
                var causes = 0
                var plies = 0
                while (game.snapshot().result == GameResult.ONGOING && plies < 6) {
                    val values = game.moveValues(CancelHandle())
                    val before = game.evaluate()
                    for (v in values) {
                        val ex = game.explainMove(v.mv.notation, CancelHandle())
                            ?: error("${v.mv.notation} is covered")
                        assertEq(v.mv, ex.mv, "the move")
                        assertEq(before, ex.before, "value before ${v.mv.notation}")
                        assertEq(Evaluation(v.verdict, v.distance), ex.after, "value after ${v.mv.notation}")
                        val kept = values.filter { Evaluation(it.verdict, it.distance) == before }.map { it.mv }
                        assertEq(kept.toSet(), ex.best.toSet(), "best moves")
                        checkLine(game, v.mv.notation, ex.line)
                        when (val e = ex.event) {
                            is LineEvent.Capture -> {
                                assertEq(ex.line.size.toUInt(), e.at, "the line ends at its capture")
                                val m = if (e.at == 0u) ex.mv else ex.line[e.at.toInt() - 1]
                                assertEq(e.goat, m.captured, "the goat eaten")
                                assertEq(e.tiger, m.from, "the tiger")
                            }
                            is LineEvent.TigersTrapped -> assertEq(ex.line.size.toUInt(), e.at, "trap at the end")
                            is LineEvent.GoatsBlocked -> assertEq(ex.line.size.toUInt(), e.at, "block at the end")
                            is LineEvent.Repetition -> assertEq(Verdict.DRAW, ex.after.verdict, "only a draw goes round")
                            is LineEvent.MoveLimit -> assertEq(Verdict.DRAW, ex.after.verdict, "the limit draws")
                            null -> assertEq(Verdict.DRAW, ex.after.verdict, "a decided line ends")
                        }
                        when (val c = ex.cause) {
                            is SlipCause.GoatLeftOpen -> {
                                assertEq(ex.mv.to, c.goat, "the goat just moved")
                                assertEq(c.tiger, ex.line[0].from, "the tiger leaps it next")
                                assertEq(c.landing, ex.line[0].to, "onto the point beyond")
                            }
                            is SlipCause.LeapOpenedBehind -> {
                                assertEq(ex.mv.from, c.landing, "the point the goat left")
                                assertEq(c.goat, ex.line[0].captured, "the goat eaten next")
                            }
                            is SlipCause.TigerReleased -> assertEq(ex.mv.from, c.point, "the point the goat left")
                            is SlipCause.CaptureIntoTrap -> assertEq(ex.mv.to, c.tiger, "the capturing tiger")
                            null -> {}
                        }
                        if (ex.cause != null) {
                            assertTrue(rank(ex.after) > rank(ex.before)) { "a cause only for a slip: $ex" }
                            causes++
                        }
                    }
                    game.playNotation(values[plies % values.size].mv.notation)
                    plies++
                }
                assertTrue(causes > 0) { "no slip's cause was checked" }
                // A review's slip: the played move explained where it was played.
                val start = Game.fromRecord(game.recordJson()).use { it.positionAt(0u) }
                Game.fromSetup(setupOf(board, Side.GOAT, 0, 0), g2).use { fresh ->
                    assertEq(start.board, fresh.snapshot().board, "the same start")
                    val played = game.snapshot().moveLog[0]
                    assertEq(
                        fresh.explainMove(played, CancelHandle()),
                        game.explainPlayedMove(0u, CancelHandle()),
                        "a played move as if played now",
                    )
                }
                assertThrows<BaghchalException.BadSetting>("past the log") {
                    game.explainPlayedMove(999u, CancelHandle())
                }
            } finally {
                unloadTablebase()
            }
        }
    }

    r.test("explainMove in placement from 12 placed: values without distance, as moveValues gives them") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val evaluation = { v: MoveValue -> Evaluation(v.verdict, v.distance) }
        Game.fromSetup(setupOf("T.G.T/GGGGG/.GG../GGGG./T...T", Side.GOAT, 8, 0), g2).use { game ->
            val first = game.moveValues(CancelHandle()).first().mv.notation
            assertEq(null, game.explainMove(first, CancelHandle()), "no table: nothing explained")
            loadTablebase(path)
            try {
                var explained = 0
                var plies = 0
                while (game.snapshot().result == GameResult.ONGOING && plies < 4) {
                    val values = game.moveValues(CancelHandle())
                    val best = values.map(evaluation).minBy { rank(it) }
                    for (v in values.take(5)) {
                        val ex = game.explainMove(v.mv.notation, CancelHandle())
                            ?: error("${v.mv.notation} is covered from 12 placed")
                        assertEq(null, ex.before.distance, "no distance in placement")
                        assertEq(best, ex.before, "value before ${v.mv.notation}")
                        assertEq(evaluation(v), ex.after, "value after ${v.mv.notation}")
                        val kept = values.filter { evaluation(it) == best }.map { it.mv }
                        assertEq(kept.toSet(), ex.best.toSet(), "best moves")
                        Game.fromRecord(game.recordJson()).use { copy ->
                            copy.playNotation(v.mv.notation)
                            for ((i, mv) in ex.line.withIndex()) {
                                val here = copy.moveValues(CancelHandle())
                                val played = here.first { it.mv.notation == mv.notation }
                                assertEq(here.map(evaluation).minBy { rank(it) }, evaluation(played), "line move $i keeps the value")
                                copy.playNotation(mv.notation)
                            }
                        }
                        explained++
                    }
                    game.playNotation(values[plies % values.size].mv.notation)
                    plies++
                }
                assertTrue(explained >= 10) { "only $explained placement moves explained" }
            } finally {
                unloadTablebase()
            }
        }
    }

    r.test("explainMove refuses bad and illegal moves and stops when cancelled") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        Game.fromSetup(setupOf("TGGGT/GGGGG/GG.GG/GGGGG/TGGGT", Side.GOAT, 0, 0), g2).use { game ->
            loadTablebase(path)
            try {
                assertThrows<BaghchalException.BadNotation>("not notation") { game.explainMove("zz", CancelHandle()) }
                assertThrows<BaghchalException.IllegalMove>("not legal") { game.explainMove("a1-a2", CancelHandle()) }
                val cancel = CancelHandle()
                cancel.cancel()
                assertThrows<BaghchalException.Cancelled>("cancelled") { game.explainMove("b3-c3", cancel) }
            } finally {
                unloadTablebase()
            }
        }
    }
}
