// Host JVM tests of the puzzle trainer's calls: the shipped file, each move
// judged against the endgame table, the next pick, and the saved progress.
package baghchal.bindings.tests

import uniffi.baghchal.*
import java.io.File

/** Every legal move of [game] in notation, from moveValues (which lists them all). */
fun legalNotations(game: Game): List<String> = CancelHandle().use { cancel -> game.moveValues(cancel).map { it.mv.notation } }

fun registerPuzzleTests(r: TestRunner) {
    val shipped = System.getProperty("baghchal.puzzles5") ?: error("-Dbaghchal.puzzles5 not set")
    val small = System.getProperty("baghchal.puzzles") ?: error("-Dbaghchal.puzzles not set")
    val table = System.getProperty("baghchal.tablebase") ?: error("-Dbaghchal.tablebase not set")

    r.test("the shipped goats-to-win 5 puzzles load, both sides, every level, each line playable") {
        loadPuzzles(shipped).use { set ->
            assertEq(5.toUByte(), set.goatsToWin(), "goats to win")
            assertTrue(set.count() >= 1000u) { "only ${set.count()} puzzles" }
            val infos = (0u until set.count()).map { set.puzzle(it) }
            assertEq(setOf(Side.TIGER, Side.GOAT), infos.map { it.solver }.toSet(), "solvers")
            assertEq((1u..10u).toSet(), infos.map { it.level }.toSet(), "levels")
            for (info in infos.filterIndexed { i, _ -> i % 50 == 0 }) {
                set.game(info.index).use { game ->
                    assertEq(info.solver, game.snapshot().toMove, "side to move of ${info.index}")
                    for (m in info.line) game.playNotation(m.notation)
                }
            }
        }
    }

    r.test("a puzzle played along its line is solved, with the line's replies") {
        loadTablebase(table)
        try {
            loadPuzzles(small).use { set ->
                assertTrue(set.count() >= 5u) { "only ${set.count()} small puzzles" }
                for (i in 0u until set.count()) {
                    val line = set.puzzle(i).line
                    for (step in 0 until (line.size + 1) / 2) {
                        val answer = set.answer(i, step.toUInt(), line[2 * step])
                        val last = 2 * step + 1 >= line.size
                        assertEq(PuzzleAnswer.Right(if (last) null else line[2 * step + 1], last), answer, "puzzle $i step $step")
                    }
                    assertThrows<BaghchalException.NoSuchPuzzleStep>("past the line") {
                        set.answer(i, ((line.size + 1) / 2).toUInt(), line[0])
                    }
                }
            }
        } finally {
            unloadTablebase()
        }
    }

    r.test("a wrong move gets the table's value and the opponent's best answer") {
        loadTablebase(table)
        try {
            loadPuzzles(small).use { set ->
                var judged = 0
                for (i in 0u until set.count()) {
                    val right = set.puzzle(i).line[0].notation
                    set.game(i).use { game ->
                        for (wrong in legalNotations(game).filter { it != right }) {
                            val answer = set.answer(i, 0u, moveInfoOf(game, wrong))
                            assertTrue(answer is PuzzleAnswer.Wrong) { "$wrong in puzzle $i was $answer" }
                            answer as PuzzleAnswer.Wrong
                            val seen = valueAfter(game, wrong)
                            assertEq(seen.verdict, answer.verdict, "verdict of $wrong in puzzle $i")
                            assertTrue(seen.verdict != Verdict.WIN) { "$wrong wins: puzzle $i is not unique" }
                            val refutation = answer.refutation ?: continue
                            Game.fromRecord(game.recordJson()).use { after ->
                                after.playNotation(wrong)
                                // The refutation is one of the opponent's best moves by the table.
                                val best = legalNotations(after).map { valueAfter(after, it) }
                                    .minBy { rank(it) }
                                assertEq(rank(best), rank(valueAfter(after, refutation.notation)), "refutation of $wrong")
                            }
                            judged++
                        }
                    }
                }
                assertTrue(judged >= 10) { "only $judged wrong moves judged" }
            }
        } finally {
            unloadTablebase()
        }
        // Without the table the move is still wrong, with nothing to show.
        loadPuzzles(small).use { set ->
            set.game(0u).use { game ->
                val wrong = legalNotations(game).first { it != set.puzzle(0u).line[0].notation }
                assertEq(PuzzleAnswer.Wrong(Verdict.UNKNOWN, null, null), set.answer(0u, 0u, moveInfoOf(game, wrong)), "no table")
            }
        }
    }

    r.test("bad puzzle files, numbers, steps and moves get typed errors") {
        assertThrows<BaghchalException.BadPuzzles>("missing file") { loadPuzzles("$small.missing") }
        val bytes = File(small).readBytes()
        val cut = File.createTempFile("cut", ".puzzles").apply { writeBytes(bytes.copyOf(bytes.size - 3)); deleteOnExit() }
        val e = assertThrows<BaghchalException.BadPuzzles>("truncated file") { loadPuzzles(cut.path) }
        assertTrue(e.detail.contains(cut.path)) { "the message names the file: ${e.detail}" }
        assertThrows<BaghchalException.BadPuzzles>("a table is not a puzzle file") { loadPuzzles(table) }
        loadPuzzles(small).use { set ->
            assertThrows<BaghchalException.NoSuchPuzzle>("puzzle past the end") { set.puzzle(set.count()) }
            assertThrows<BaghchalException.NoSuchPuzzle>("game past the end") { set.game(set.count()) }
            // A placement: puzzles are in the movement phase, with no goat in hand.
            val placement = MoveInfo("c3", set.puzzle(0u).solver, null, pt("c3"), null)
            assertThrows<BaghchalException.IllegalMove>("an illegal move") { set.answer(0u, 0u, placement) }
        }
    }

    r.test("picks follow the level and progress saves, restores and refuses damage") {
        loadPuzzles(small).use { set ->
            var progress = puzzleProgressNew()
            assertEq(1u, progress.level, "a new player's level")
            val first = set.pick(progress, 7uL)
            assertEq(1u, set.puzzle(first).level, "the first pick's level")
            progress = puzzleProgressAfter(progress, first, solved = true, hinted = false)
            progress = puzzleProgressAfter(progress, 3u, solved = true, hinted = true)
            assertEq(PuzzleProgress(2u, 0u, 1u, 2u, 2u, 2u, 3u), progress, "after two solves")
            val next = set.pick(progress, 7uL)
            assertTrue(next != 3u) { "the last puzzle was picked again" }
            val saved = puzzleProgressSave(progress)
            assertEq(progress, puzzleProgressRestore(saved), "restored")
            val damaged = saved.replace("solved=2", "solved=9")
            val err = assertThrows<BaghchalException.BadSave>("a damaged save") { puzzleProgressRestore(damaged) }
            assertTrue(err.detail.isNotEmpty()) { "the refusal gives a reason" }
        }
    }
}

/** [notation] as the MoveInfo the app would pass (from moveValues of [game]). */
fun moveInfoOf(game: Game, notation: String): MoveInfo =
    CancelHandle().use { cancel -> game.moveValues(cancel).first { it.mv.notation == notation }.mv }

/** Orders values for the mover: quicker wins first, then draws, then longer losses (placement's have no distance). */
fun rank(e: Evaluation): Long = when (e.verdict) {
    Verdict.WIN -> e.distance?.toLong() ?: 0L
    Verdict.DRAW, Verdict.UNKNOWN -> 1_000L
    Verdict.LOSS -> 2_000L - (e.distance?.toLong() ?: 0L)
}
