// Host JVM tests of the analysis board's calls: Game.fromSetup / checkSetup
// with their typed problems, and Game.moveValues against evaluate().
package baghchal.bindings.tests

import uniffi.baghchal.*

/** A set-up from a board in the protocol's notation (rows 5 down to 1, `T`, `G`, `.`). */
fun setupOf(board: String, toMove: Side, inHand: Int, eaten: Int): Setup {
    val rows = board.split("/")
    require(rows.size == 5 && rows.all { it.length == 5 }) { "bad board $board" }
    val points = (0 until 25).map { i ->
        when (rows[4 - i / 5][i % 5]) {
            'T' -> Piece.TIGER
            'G' -> Piece.GOAT
            else -> Piece.EMPTY
        }
    }
    return Setup(points, toMove, inHand.toUByte(), eaten.toUByte())
}

/** Expects [setup] to be refused with exactly [problem], worded as [words]. */
fun assertRefused(setup: Setup, rules: Settings, problem: SetupProblem, words: String) {
    assertEq(listOf(problem), checkSetup(setup, rules), "checkSetup")
    assertEq(words, setupProblemText(problem), "words of $problem")
    val e = assertThrows<BaghchalException.BadSetup>("fromSetup with $problem") { Game.fromSetup(setup, rules) }
    assertEq(listOf(problem), e.problems, "problems of the error")
    assertEq(words, e.detail, "detail of the error")
}

/** The value evaluate() gives after [notation] in a copy of [game], seen by the mover. */
fun valueAfter(game: Game, notation: String): Evaluation {
    val mover = game.snapshot().toMove
    return Game.fromRecord(game.recordJson()).use { copy ->
        copy.playNotation(notation)
        val snap = copy.snapshot()
        val won = if (mover == Side.TIGER) GameResult.TIGERS_WIN else GameResult.GOATS_WIN
        when (snap.result) {
            GameResult.ONGOING -> {
                val e = copy.evaluate()
                when (e.verdict) {
                    Verdict.WIN -> Evaluation(Verdict.LOSS, e.distance!! + 1u)
                    Verdict.LOSS -> Evaluation(Verdict.WIN, e.distance!! + 1u)
                    else -> e
                }
            }
            won -> Evaluation(Verdict.WIN, 1u)
            GameResult.DRAW -> Evaluation(Verdict.DRAW, null)
            else -> Evaluation(Verdict.LOSS, 1u)
        }
    }
}

fun registerAnalysisTests(r: TestRunner) {
    val g2 = settings(goatsToWin = 2)
    // Tigers on the corners and goats on c3 and c4.
    val twoGoats = "T...T/..G../..G../...../T...T"

    r.test("a valid set-up is played from like any game") {
        val setup = setupOf(twoGoats, Side.GOAT, 16, 2)
        assertEq(emptyList<SetupProblem>(), checkSetup(setup, defaultSettings()), "problems")
        Game.fromSetup(setup, defaultSettings()).use { game ->
            val snap = game.snapshot()
            assertEq(setup.board, snap.board, "board")
            assertEq(16.toUByte(), snap.goatsInHand, "in hand")
            assertEq(2.toUByte(), snap.captured, "eaten")
            assertEq(Side.TIGER, game.place(pt("a3")).toMove, "a placement is played")
            // Its record replays from the set-up.
            Game.fromRecord(game.recordJson()).use { assertEq(game.snapshot(), it.snapshot(), "replayed") }
        }
    }

    r.test("each kind of set-up problem is refused with its words") {
        val rules = defaultSettings()
        assertRefused(
            setupOf("TT..T/..G../..G../...../T...T", Side.GOAT, 16, 2), rules,
            SetupProblem.TigerCount(5u), "5 tigers: exactly 4 are needed",
        )
        assertRefused(
            setupOf(twoGoats, Side.GOAT, 17, 2), rules,
            SetupProblem.GoatCount(2u, 17u, 2u),
            "21 goats in all (2 on the board, 17 in hand, 2 eaten): there must be 20",
        )
        assertRefused(
            setupOf(twoGoats, Side.GOAT, 13, 5), rules,
            SetupProblem.TigersHaveWon(5u, 5u), "5 goats eaten: the tigers win at 5, so the game is already over",
        )
        assertRefused(
            setupOf("T...T/...../...../...../T...T", Side.TIGER, 20, 0), rules,
            SetupProblem.NoGoatAfterGoatsMove,
            "tigers to move with no goat on the board: the goats' last move would have left one there",
        )
        assertRefused(
            setupOf(twoGoats, Side.GOAT, 16, 2), settings(placementCaptures = false),
            SetupProblem.EatenDuringPlacement(2u, 16u),
            "2 goats eaten with 16 still in hand, but these rules allow no capture until every goat is placed",
        )
        assertRefused(
            setupOf("TGGGT/GG.GG/GGGGG/GG.GG/TGGGT", Side.TIGER, 0, 1), rules,
            SetupProblem.NoLegalMove(Side.TIGER), "the tigers to move have no legal move, so the game is already decided",
        )
        val short = setupOf(twoGoats, Side.GOAT, 16, 2).let { it.copy(board = it.board.drop(1)) }
        assertRefused(short, rules, SetupProblem.PointCount(24u), "24 points given: the board has 25")
        assertRefused(
            setupOf(twoGoats, Side.GOAT, 16, 2), settings(goatsToWin = 0),
            SetupProblem.BadSettings(SettingsProblem.GoatsToWin(0u, 1u, 20u)), "the rules: goats_to_win 0 is outside 1..=20",
        )
        // Several problems at once: all of them, in order.
        val many = setupOf("TT..T/...../...../...../T...T", Side.TIGER, 15, 6)
        val e = assertThrows<BaghchalException.BadSetup>("several problems") { Game.fromSetup(many, rules) }
        assertEq(
            listOf(
                SetupProblem.TigerCount(5u), SetupProblem.GoatCount(0u, 15u, 6u),
                SetupProblem.TigersHaveWon(6u, 5u), SetupProblem.NoGoatAfterGoatsMove,
            ),
            e.problems, "problems",
        )
    }

    r.test("moveValues in the movement phase equal evaluate() after each move") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val board = "TGGGT/GGGGG/GG.GG/GGGGG/TGGGT"
        Game.fromSetup(setupOf(board, Side.GOAT, 0, 0), g2).use { game ->
            assertTrue(game.moveValues(CancelHandle()).all { it.verdict == Verdict.UNKNOWN }) { "no table: unknown" }
            assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
            try {
                var plies = 0
                var checked = 0
                while (game.snapshot().result == GameResult.ONGOING && plies < 10) {
                    val values = game.moveValues(CancelHandle())
                    assertEq(game.movablePieces().sumOf { game.targetsFrom(it.toUByte()).size }, values.size, "one value a legal move")
                    for (v in values) {
                        assertEq(valueAfter(game, v.mv.notation), Evaluation(v.verdict, v.distance), "${v.mv.notation} at ply $plies")
                        checked++
                    }
                    // Walk on by a different move each time, so both sides' values are seen.
                    game.playNotation(values[plies % values.size].mv.notation)
                    plies++
                }
                assertTrue(checked >= 10) { "only $checked values checked" }
            } finally {
                unloadTablebase()
            }
        }
    }

    r.test("moveValues in placement from 12 placed, unknown before, none once cancelled") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        // Twelve goats placed, eight in hand, goats to move.
        val twelve = setupOf("T.G.T/GG.GG/G.G.G/GG.G./T.G.T", Side.GOAT, 8, 0)
        // Eleven placed: the goat on c1 still in hand.
        val eleven = setupOf("T.G.T/GG.GG/G.G.G/GG.G./T...T", Side.GOAT, 9, 0)
        assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
        try {
            Game.fromSetup(twelve, g2).use { game ->
                val values = game.moveValues(CancelHandle())
                assertEq(game.placementTargets().size, values.size, "one value a placement")
                assertTrue(values.all { it.verdict != Verdict.UNKNOWN && it.distance == null }) { "values: $values" }
                val cancel = CancelHandle()
                cancel.cancel()
                assertThrows<BaghchalException.Cancelled>("a cancelled call") { game.moveValues(cancel) }
                // The game is untouched and answers again.
                assertEq(values, game.moveValues(CancelHandle()), "values again")
            }
            Game.fromSetup(eleven, g2).use { game ->
                assertTrue(game.moveValues(CancelHandle()).all { it.verdict == Verdict.UNKNOWN }) { "11 placed: unknown" }
            }
        } finally {
            unloadTablebase()
        }
        Game.fromSetup(twelve, g2).use { game ->
            assertTrue(game.moveValues(CancelHandle()).all { it.verdict == Verdict.UNKNOWN }) { "no table: unknown" }
        }
    }

    r.test("moveValuesEach hands over every value once, and stops at a cancel") {
        val path = System.getProperty("baghchal.tablebase")
            ?: error("-Dbaghchal.tablebase=FILE (a goats-to-win 2 table) is not set")
        val twelve = setupOf("T.G.T/GG.GG/G.G.G/GG.G./T.G.T", Side.GOAT, 8, 0)
        assertEq(2.toUByte(), loadTablebase(path), "goats to win of the table")
        try {
            Game.fromSetup(twelve, g2).use { game ->
                val all = game.moveValues(CancelHandle())
                val each = mutableListOf<MoveValue>()
                game.moveValuesEach(CancelHandle(), object : MoveValueSink {
                    override fun found(value: MoveValue) { synchronized(each) { each.add(value) } }
                })
                assertEq(all.size, each.size, "as many values as moveValues")
                assertEq(all.toSet(), each.toSet(), "the same values")
                // A board that moves on after the first value cancels the rest.
                val cancel = CancelHandle()
                val some = mutableListOf<MoveValue>()
                assertThrows<BaghchalException.Cancelled>("cancelled from the sink") {
                    game.moveValuesEach(cancel, object : MoveValueSink {
                        override fun found(value: MoveValue) { some.add(value); cancel.cancel() }
                    })
                }
                assertEq(1, some.size, "no value after the cancel")
                assertTrue(all.contains(some[0])) { "the one value given is true: ${some[0]}" }
            }
        } finally {
            unloadTablebase()
        }
    }
}
