// Host JVM tests of the drills: the player's slips found in kept games, judged
// by the table through judgeDrill, and their progress kept.
package baghchal.bindings.tests

import uniffi.baghchal.*

private fun rank(v: Verdict) = when (v) {
    Verdict.LOSS -> 0
    Verdict.DRAW -> 1
    Verdict.WIN -> 2
    Verdict.UNKNOWN -> error("the table covers every position here")
}

/** Registers the drill tests. */
fun registerDrillTests(r: TestRunner) {
    r.test("drills: a kept game's slip judged by the table, its progress kept") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val board = "TGGGT/GGGGG/GG.GG/GGGGG/TGGGT"
        assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
        try {
            Game.fromSetup(setupOf(board, Side.GOAT, 0, 0), settings(goatsToWin = 2)).use { game ->
                // Best moves until one side has a worse move to play: then play it.
                var slipAt = -1
                var slip = ""
                var goal = Verdict.UNKNOWN
                while (slipAt < 0 && game.snapshot().result == GameResult.ONGOING) {
                    val before = game.evaluate().verdict
                    val values = game.moveValues(CancelHandle())
                    val worse = values.firstOrNull { rank(it.verdict) < rank(before) }
                    if (worse != null) {
                        slipAt = game.snapshot().halfMoves.toInt()
                        slip = worse.mv.notation
                        goal = before
                    }
                    game.playNotation(worse?.mv?.notation ?: values.first { it.verdict == before }.mv.notation)
                }
                assertTrue(slipAt >= 0) { "no slip could be played" }
                if (game.snapshot().result == GameResult.ONGOING) game.resign(game.snapshot().toMove)
                val kept = KeptGame(1_800_000_000L, PlayMode.PASS_AND_PLAY, null, null, null, game.recordJson())
                val history = historyAdding("", kept)

                val drills = historyDrills(history, "")
                val drill = drills.all.single { it.halfMove.toInt() == slipAt }
                assertEq(slip, drill.played, "the move played")
                assertEq(if (goal == Verdict.WIN) DrillGoal.KEEP_WIN else DrillGoal.KEEP_DRAW, drill.goal, "goal")
                assertEq(drills.all, drills.toPractise, "nothing answered yet")
                assertEq(0u, drills.progressRefused, "no progress text")

                game.gameAt(drill.halfMove).use { position ->
                    val wrong = position.judgeDrill(drill.goal, drill.played, CancelHandle()) ?: error("covered")
                    assertEq(false, wrong.right, "the slip is wrong")
                    assertEq(slip, wrong.explanation.mv.notation, "its explanation")
                    assertTrue(wrong.explanation.line.isNotEmpty() || wrong.explanation.event != null) {
                        "a refutation to play"
                    }
                    val best = wrong.explanation.best.first().notation
                    val right = position.judgeDrill(drill.goal, best, CancelHandle()) ?: error("covered")
                    assertEq(true, right.right, "a best move is right")
                    assertThrows<BaghchalException.Cancelled>("cancelled") {
                        position.judgeDrill(drill.goal, best, CancelHandle().also { it.cancel() })
                    }
                }
                assertThrows<BaghchalException.BadSetting>("past the end") { game.gameAt(10_000u) }

                var progress = drillProgressAfter("", history, drill, false)
                assertEq(drills.toPractise, historyDrills(history, progress).toPractise, "a wrong answer keeps it queued")
                progress = drillProgressAfter(progress, history, drill, true)
                val once = historyDrills(history, progress)
                assertTrue(once.toPractise.none { it.halfMove == drill.halfMove }) { "answered right once" }
                assertEq(1u, once.all.single { it.halfMove == drill.halfMove }.rightAnswers, "right answers")
                progress = drillProgressAfter(progress, history, drill, true)
                assertEq(true, historyDrills(history, progress).all.single { it.halfMove == drill.halfMove }.learned, "learned")
                val gone = drillProgressAfter(progress, history, drill.copy(gameEndedAt = 5L), true)
                assertEq(progress, gone, "a drill of a game no longer kept is forgotten")
                assertEq(1u, historyDrills(history, "drills 1\nnot a line\n").progressRefused, "a bad line")
            }
        } finally {
            unloadTablebase()
        }
    }
}
