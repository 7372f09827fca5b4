// Host JVM tests of the review and match calls the apps' learning features use.
package baghchal.bindings.tests

import uniffi.baghchal.*

/** Registers the review and match tests. */
fun registerLearnTests(r: TestRunner) {
    r.test("positionAt gives back every snapshot the game went through") {
        Game(defaultSettings()).use { game ->
            val seen = mutableListOf(game.snapshot())
            for (name in listOf("c3", "a1-b1", "b2", "b1-a1", "d4")) {
                seen += game.playNotation(name)
            }
            seen.forEachIndexed { n, snapshot ->
                assertEq(snapshot, game.positionAt(n.toUInt()), "snapshot after $n half moves")
            }
            val past = assertThrows<BaghchalException.BadSetting>("past the end") {
                game.positionAt(seen.size.toUInt())
            }
            assertTrue(past.detail.contains("5 half moves")) { past.detail }
        }
    }

    r.test("reviewMarks is empty where no table applies") {
        unloadTablebase()
        Game(defaultSettings()).use { game ->
            game.playNotation("c3")
            assertEq(emptyList<UInt>(), game.reviewMarks(), "marks without a table")
        }
    }

    r.test("matchOutcome: more wins, fewer goats eaten, level") {
        val first = matchOutcome(
            listOf(
                MatchGame(Side.GOAT, GameResult.GOATS_WIN, 2u),
                MatchGame(Side.TIGER, GameResult.DRAW, 1u),
            ),
        )
        assertEq(MatchPlayer.FIRST, first.winner, "winner")
        assertEq(MatchDecision.MORE_WINS, first.decidedBy, "decided by")
        val eaten = matchOutcome(
            listOf(
                MatchGame(Side.GOAT, GameResult.TIGERS_WIN, 5u),
                MatchGame(Side.TIGER, GameResult.TIGERS_WIN, 4u),
            ),
        )
        assertEq(MatchPlayer.SECOND, eaten.winner, "winner on goats eaten")
        assertEq(MatchDecision.FEWER_GOATS_EATEN, eaten.decidedBy, "decided by")
        val level = matchOutcome(
            listOf(
                MatchGame(Side.GOAT, GameResult.DRAW, 0u),
                MatchGame(Side.TIGER, GameResult.DRAW, 0u),
            ),
        )
        assertEq(null, level.winner, "a level match has no winner")
        assertEq(MatchDecision.LEVEL, level.decidedBy, "decided by")
    }

    r.test("matchOutcome refuses an unfinished game and an unswapped seat") {
        assertThrows<BaghchalException.BadSetting>("ongoing") {
            matchOutcome(
                listOf(
                    MatchGame(Side.GOAT, GameResult.ONGOING, 0u),
                    MatchGame(Side.TIGER, GameResult.DRAW, 0u),
                ),
            )
        }
        assertThrows<BaghchalException.BadSetting>("same seat twice") {
            matchOutcome(
                listOf(
                    MatchGame(Side.GOAT, GameResult.DRAW, 0u),
                    MatchGame(Side.GOAT, GameResult.DRAW, 0u),
                ),
            )
        }
    }
}
