package np.baghchal.host

import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.SideChoice
import np.baghchal.app.TableSetup
import np.baghchal.i18n.Language
import np.baghchal.table.MatchPlay
import np.baghchal.table.MatchState
import np.baghchal.table.TableController
import np.baghchal.table.matchLines
import np.baghchal.table.matchReason
import np.baghchal.table.matchTitle
import np.baghchal.table.tallyLines
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.GameResult
import uniffi.baghchal.Level
import uniffi.baghchal.MatchDecision
import uniffi.baghchal.MatchPlayer
import uniffi.baghchal.Side

/** Match play: the rule's every outcome as the app shows it, the games of a match, and a match across a kill. */
class MatchTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    /** A finished match: player 1 has the goats in game 1, the tigers in game 2. */
    private fun match(result1: GameResult, captured1: Int, result2: GameResult, captured2: Int): MatchState {
        var m = MatchPlay.start(Side.GOAT)
        m = MatchPlay.finish(m, result1, captured1)
        m = MatchPlay.next(m) ?: error("game 2 follows game 1")
        assertEquals(Side.TIGER, m.firstPlayerSide)
        return MatchPlay.finish(m, result2, captured2)
    }

    private data class Case(
        val name: String,
        val match: MatchState,
        val winner: MatchPlayer?,
        val decision: MatchDecision,
        val play: Pair<String, String>,
        val pass: Pair<String, String>,
        val nepaliPlay: Pair<String, String>,
    )

    @Test
    fun everyOutcomeOfTheRuleAsTheAppShowsIt() {
        val cases = listOf(
            Case(
                "player 1 wins both", match(GameResult.GOATS_WIN, 2, GameResult.TIGERS_WIN, 5), MatchPlayer.FIRST, MatchDecision.MORE_WINS,
                "You win the match" to "Games won: you 2, the computer 0.",
                "Player 1 wins the match" to "Games won: player 1 2, player 2 0.",
                "तपाईंले म्याच जित्नुभयो" to "जितेका खेल: तपाईं २, कम्प्युटर ०।",
            ),
            Case(
                "player 2 wins both", match(GameResult.TIGERS_WIN, 5, GameResult.GOATS_WIN, 0), MatchPlayer.SECOND, MatchDecision.MORE_WINS,
                "You lose the match" to "Games won: you 0, the computer 2.",
                "Player 2 wins the match" to "Games won: player 1 0, player 2 2.",
                "तपाईंले म्याच हार्नुभयो" to "जितेका खेल: तपाईं ०, कम्प्युटर २।",
            ),
            Case(
                "player 2 wins one, one drawn", match(GameResult.TIGERS_WIN, 5, GameResult.DRAW, 1), MatchPlayer.SECOND, MatchDecision.MORE_WINS,
                "You lose the match" to "Games won: you 0, the computer 1.",
                "Player 2 wins the match" to "Games won: player 1 0, player 2 1.",
                "तपाईंले म्याच हार्नुभयो" to "जितेका खेल: तपाईं ०, कम्प्युटर १।",
            ),
            // Both games to the tigers: one win each; player 1's goats (game 1) were eaten 5 times, player 2's 3.
            Case(
                "wins level, fewer goats eaten: player 2", match(GameResult.TIGERS_WIN, 5, GameResult.TIGERS_WIN, 3),
                MatchPlayer.SECOND, MatchDecision.FEWER_GOATS_EATEN,
                "You lose the match" to "Wins are level, so the goats eaten decide: yours 5, the computer's 3.",
                "Player 2 wins the match" to "Wins are level, so the goats eaten decide: player 1's 5, player 2's 3.",
                "तपाईंले म्याच हार्नुभयो" to "जित बराबर भएकाले खाइएका बाख्राको सङ्ख्याले टुङ्गो लगायो: तपाईंका ५, कम्प्युटरका ३।",
            ),
            // Both to the goats: one win each; player 1's goats were eaten once, player 2's twice.
            Case(
                "wins level, fewer goats eaten: player 1", match(GameResult.GOATS_WIN, 1, GameResult.GOATS_WIN, 2),
                MatchPlayer.FIRST, MatchDecision.FEWER_GOATS_EATEN,
                "You win the match" to "Wins are level, so the goats eaten decide: yours 1, the computer's 2.",
                "Player 1 wins the match" to "Wins are level, so the goats eaten decide: player 1's 1, player 2's 2.",
                "तपाईंले म्याच जित्नुभयो" to "जित बराबर भएकाले खाइएका बाख्राको सङ्ख्याले टुङ्गो लगायो: तपाईंका १, कम्प्युटरका २।",
            ),
            Case(
                "both drawn, goats eaten level", match(GameResult.DRAW, 2, GameResult.DRAW, 2), null, MatchDecision.LEVEL,
                "The match is drawn" to "Wins are level and so are the goats eaten, 2 each.",
                "The match is drawn" to "Wins are level and so are the goats eaten, 2 each.",
                "म्याच बराबरी" to "जित पनि बराबर, खाइएका बाख्रा पनि बराबर: दुवैका २।",
            ),
            Case(
                "both to the tigers, goats eaten level", match(GameResult.TIGERS_WIN, 4, GameResult.TIGERS_WIN, 4), null, MatchDecision.LEVEL,
                "The match is drawn" to "Wins are level and so are the goats eaten, 4 each.",
                "The match is drawn" to "Wins are level and so are the goats eaten, 4 each.",
                "म्याच बराबरी" to "जित पनि बराबर, खाइएका बाख्रा पनि बराबर: दुवैका ४।",
            ),
        )
        for (c in cases) {
            val outcome = c.match.outcome ?: error("${c.name}: no outcome")
            assertEquals(c.name, c.winner, outcome.winner)
            assertEquals(c.name, c.decision, outcome.decidedBy)
            assertEquals(c.name, c.play, matchTitle(en, outcome, Mode.PLAY) to matchReason(en, outcome, Mode.PLAY))
            assertEquals(c.name, c.pass, matchTitle(en, outcome, Mode.PASS_AND_PLAY) to matchReason(en, outcome, Mode.PASS_AND_PLAY))
            assertEquals(c.name, c.nepaliPlay, matchTitle(ne, outcome, Mode.PLAY) to matchReason(ne, outcome, Mode.PLAY))
            // Stored and read back, a finished match is the same match.
            assertEquals(c.name, c.match, MatchPlay.decode(MatchPlay.encode(c.match)))
        }
    }

    @Test
    fun damagedMatchStatesAreRefused() {
        for (bad in listOf("", "3,GOAT", "1,LION", "2,TIGER,GOAT:GOATS_WIN:2,GOAT:DRAW:1", "1,GOAT,GOAT:ONGOING:0", "2,TIGER,GOAT:GOATS_WIN:x")) {
            assertNull("'$bad'", MatchPlay.decode(bad))
        }
    }

    @Test
    fun aMatchAgainstTheComputerSwapsSidesAndCountsInTheTally() {
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.TIGERS, level = Level.EASY, match = true)).use { h ->
            assertEquals(setOf(Side.TIGER), h.table.humanSides)
            assertEquals(listOf("Match, game 1 of 2"), matchLines(en, h.table, Mode.PLAY))
            h.on { resign() }
            val afterOne = h.table.match!!
            assertEquals(1, afterOne.finished.size)
            assertNull("one game is not a match", afterOne.outcome)
            assertEquals(0, h.table.tally.matches)
            h.on { playAgain() }
            h.idle()
            assertEquals("sides swap for game 2", setOf(Side.GOAT), h.table.humanSides)
            assertEquals(2, h.table.match!!.game)
            h.on { resign() }
            val outcome = h.table.match!!.outcome ?: error("the match is over")
            assertEquals(MatchPlayer.SECOND, outcome.winner)
            assertEquals("You lose the match", matchTitle(en, outcome, Mode.PLAY))
            assertEquals(1, h.table.tally.matches)
            assertEquals(1, h.table.tally.matchSecondWins)
            assertEquals(2, h.table.tally.games)
            val lines = tallyLines(en, h.table, Mode.PLAY)
            assertTrue(lines.toString(), "1 match played" in lines && "Matches won 0 · Lost 1 · Drawn 0" in lines)
            // The next one is a new match.
            h.on { playAgain() }
            h.idle()
            assertEquals(1, h.table.match!!.game)
            assertEquals(setOf(Side.TIGER), h.table.humanSides)
        }
    }

    @Test
    fun passingThePhonePlayerOneHasTheGoatsThenTheTigers() = seated(TableSetup(mode = Mode.PASS_AND_PLAY, match = true)).use { h ->
        assertEquals(listOf("Match, game 1 of 2", "Player 1 has the goats, player 2 the tigers"), matchLines(en, h.table, Mode.PASS_AND_PLAY))
        h.on { resign() } // the goats (player 1) give game 1 up
        h.on { playAgain() }
        assertEquals(listOf("Match, game 2 of 2", "Player 1 has the tigers, player 2 the goats"), matchLines(en, h.table, Mode.PASS_AND_PLAY))
        h.on { resign() } // the goats (player 2 now) give game 2 up: both to the tigers, no goat eaten
        val outcome = h.table.match!!.outcome!!
        assertEquals(MatchDecision.LEVEL, outcome.decidedBy)
        assertEquals("The match is drawn", matchTitle(en, outcome, Mode.PASS_AND_PLAY))
        assertEquals(1, h.table.tally.matchDraws)
        assertTrue("Matches: player 1 0 · Player 2 0 · Drawn 1" in tallyLines(en, h.table, Mode.PASS_AND_PLAY))
    }

    @Test
    fun aMatchSurvivesAKillAndRestoreBetweenItsGames() {
        val storage = MemoryStorage()
        seated(TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY, match = true), storage = storage).use { h ->
            h.on { resign() }
            assertTrue(h.table.game.isOver)
        }
        // Killed after game 1: it comes back finished, game 2 still to play.
        Harness(storage = storage).use { h ->
            h.idle()
            assertTrue(h.table.game.isOver)
            val m = h.table.match ?: error("the match was not restored")
            assertEquals(1, m.game)
            assertEquals(1, m.finished.size)
            assertEquals(Side.GOAT, m.finished.single().firstPlayerSide)
            assertEquals(1, h.table.tally.games)
            h.on { playAgain() }
            h.idle()
            assertEquals(setOf(Side.TIGER), h.table.humanSides)
            assertEquals(2, h.table.match!!.game)
        }
        // Killed during game 2: still game 2, game 1 still counted once.
        Harness(storage = storage).use { h ->
            h.idle()
            assertEquals(2, h.table.match!!.game)
            assertEquals(setOf(Side.TIGER), h.table.humanSides)
            h.on { resign() }
            val outcome = h.table.match!!.outcome!!
            assertEquals(MatchPlayer.SECOND, outcome.winner)
            assertEquals(MatchDecision.MORE_WINS, outcome.decidedBy)
            assertEquals(2, h.table.tally.games)
            assertEquals(1, h.table.tally.matches)
        }
        assertTrue(storage.read(TableController.KEY_MATCH)!!.startsWith("2,TIGER,GOAT:TIGERS_WIN:0,TIGER:GOATS_WIN:0"))
    }

    @Test
    fun alternateSwapsThePlayersSideEveryGame() = seated(TableSetup(mode = Mode.PLAY, side = SideChoice.ALTERNATE, level = Level.EASY)).use { h ->
        val sides = mutableListOf(h.table.humanSides.single())
        repeat(3) {
            h.on { resign() }
            h.on { playAgain() }
            h.idle()
            sides += h.table.humanSides.single()
        }
        assertEquals(listOf(Side.GOAT, Side.TIGER, Side.GOAT, Side.TIGER), sides)
        assertNull("no match unless chosen", h.table.match)
    }
}
