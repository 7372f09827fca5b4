package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Points
import np.baghchal.app.Rules
import np.baghchal.app.TableState
import np.baghchal.i18n.Language
import np.baghchal.table.ReviewStep
import np.baghchal.table.TableController
import np.baghchal.table.Verdict
import np.baghchal.table.pointActionLabel
import np.baghchal.table.resultTitle
import np.baghchal.table.reviewed
import np.baghchal.table.seatText
import np.baghchal.table.turnText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.GameResult
import uniffi.baghchal.Phase
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

/** The saved record of the first random G = 3 game (see [finishedG3Game]) whose result [wanted] accepts. */
internal fun finishedRecord(wanted: (GameResult) -> Boolean): Pair<String, GameResult> {
    for (seed in 1..80) {
        finishedG3Game(seed).use { h ->
            val result = h.table.game.result
            if (wanted(result)) return h.storage.read(TableController.KEY_RECORD)!! to result
        }
    }
    error("no random G = 3 game ended as wanted")
}

/** The side [result] names as the winner; null for a draw or an unfinished game. */
internal fun winnerOf(result: GameResult): Side? = when (result) {
    GameResult.GOATS_WIN -> Side.GOAT
    GameResult.TIGERS_WIN -> Side.TIGER
    else -> null
}

/** A harness at [record]'s finished table seated as [mode] with [humans], the verdict on, its review open on the last position with its marks found. */
internal fun reviewing(record: String, mode: Mode, humans: Set<Side>): Harness {
    val storage = MemoryStorage(
        mapOf(
            TableController.KEY_ACTIVE to "1",
            TableController.KEY_RECORD to record,
            TableController.KEY_HUMANS to humans.joinToString(",") { it.name },
            TableController.KEY_MODE to mode.name,
            TableController.KEY_GOATS to "3",
            TableController.KEY_REPETITION to RepetitionRule.DRAW3.name,
            TableController.KEY_VERDICT to "true",
        ),
    )
    // A minute before a watched game moves on by itself, and the pause stops even that.
    val h = Harness(storage = storage, nextGameMillis = 60_000)
    h.on {
        pause()
        openReview()
    }
    h.idle()
    return h
}

/**
 * The words review shows (seat, turn or result line, verdict) for the game
 * [record] seated as [mode] with [humans]: in play mode from the player's real
 * seat, while nobody is to move and the board offers nothing to do.
 */
class ReviewWordsTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    /** The turn line's words for a position where nobody is addressed. */
    private fun neutralTurn(t: TableState): String = en.text(
        when {
            t.game.toMove == Side.TIGER -> "turn_tigers_move"
            t.game.phase == Phase.PLACEMENT -> "turn_goats_place"
            else -> "turn_goats_move"
        },
    )

    /**
     * Steps from the end to the start and checks every earlier position: the
     * seat line stays [seat], the turn line addresses nobody, no point has a
     * TalkBack action, and the verdict line, where the table rates the
     * position, says what a replay's `evaluate()` says, worded by [verdictWords].
     * Returns how many positions had a verdict line.
     */
    private fun checkEarlierPositions(
        h: Harness,
        mode: Mode,
        seat: String,
        verdictWords: (winner: Side, distance: Int) -> String,
    ): Int {
        val log = h.table.game.moveLog
        var verdicts = 0
        Engine.new(Rules(3, RepetitionRule.DRAW3)).use { replay ->
            val positions = listOf(replay.snapshot() to replay.evaluate()) +
                log.map { replay.playNotation(it) to replay.evaluate() }
            for (i in log.size - 1 downTo 0) {
                h.on { reviewStep(ReviewStep.BACK) }
                val shown = h.table.reviewed()
                assertEquals(i, h.table.review!!.index)
                assertEquals("seat at $i", seat, seatText(en, shown, mode))
                assertFalse("nobody is to move in review", shown.humanToMove)
                assertEquals("turn line at $i", neutralTurn(shown), turnText(en, shown, mode))
                for (p in 0 until Points.COUNT) assertNull("no action on ${Points.name(p)} at $i", pointActionLabel(en, shown, p))
                assertTrue(shown.movable.isEmpty() && shown.placeHints.isEmpty() && shown.picked == null)
                val (position, evaluation) = positions[i]
                val line = Verdict.line(en, shown, mode, enabled = true)
                val expected = when {
                    position.phase != Phase.MOVEMENT -> null
                    evaluation.verdict == uniffi.baghchal.Verdict.DRAW -> en.text("verdict_draw")
                    evaluation.verdict == uniffi.baghchal.Verdict.WIN -> verdictWords(position.toMove, evaluation.distance!!.toInt())
                    evaluation.verdict == uniffi.baghchal.Verdict.LOSS ->
                        verdictWords(position.toMove.let { if (it == Side.GOAT) Side.TIGER else Side.GOAT }, evaluation.distance!!.toInt())
                    else -> null
                }
                assertEquals("verdict at $i", expected, line)
                if (line != null) verdicts++
            }
        }
        assertTrue("stepped to the start", h.table.review!!.atStart)
        // A tap on the reviewed board plays nothing.
        val before = h.table.game
        h.on { tapPoint(12) }
        assertEquals(before, h.table.game)
        return verdicts
    }

    private fun playVerdict(seat: Side): (Side, Int) -> String =
        { winner, d -> en.plural(if (winner == seat) "verdict_you_win" else "verdict_you_lose", d) }

    private val sideVerdict: (Side, Int) -> String =
        { winner, d -> en.plural(if (winner == Side.GOAT) "verdict_goats_win" else "verdict_tigers_win", d) }

    private fun seatWords(side: Side) = en.text(if (side == Side.GOAT) "seat_you_goats" else "seat_you_tigers")

    @Test
    fun aGameThePlayerWonSaysYouWin() {
        val (record, result) = finishedRecord { winnerOf(it) != null }
        val seat = winnerOf(result)!!
        reviewing(record, Mode.PLAY, setOf(seat)).use { h ->
            val shown = h.table.reviewed()
            assertTrue(h.table.review!!.atEnd)
            assertEquals(seatWords(seat), seatText(en, shown, Mode.PLAY))
            assertEquals("You win", turnText(en, shown, Mode.PLAY))
            assertEquals("You win", resultTitle(en, shown, Mode.PLAY))
            assertEquals(ne.text("result_you_win"), turnText(ne, shown, Mode.PLAY))
            assertNull("no verdict line at the end", Verdict.line(en, shown, Mode.PLAY, true))
            val verdicts = checkEarlierPositions(h, Mode.PLAY, seatWords(seat), playVerdict(seat))
            assertTrue("the table rated some positions ($verdicts)", verdicts > 0)
        }
    }

    @Test
    fun aGameThePlayerLostSaysYouLose() {
        val (record, result) = finishedRecord { winnerOf(it) != null }
        val seat = winnerOf(result)!!.let { if (it == Side.GOAT) Side.TIGER else Side.GOAT }
        reviewing(record, Mode.PLAY, setOf(seat)).use { h ->
            val shown = h.table.reviewed()
            assertEquals(seatWords(seat), seatText(en, shown, Mode.PLAY))
            assertEquals("You lose", turnText(en, shown, Mode.PLAY))
            assertEquals(ne.text("result_you_lose"), turnText(ne, shown, Mode.PLAY))
            val verdicts = checkEarlierPositions(h, Mode.PLAY, seatWords(seat), playVerdict(seat))
            assertTrue("the table rated some positions ($verdicts)", verdicts > 0)
        }
    }

    @Test
    fun aDrawnGameSaysADrawFromEitherSeat() {
        val (record, _) = finishedRecord { it == GameResult.DRAW }
        for (seat in listOf(Side.GOAT, Side.TIGER)) {
            reviewing(record, Mode.PLAY, setOf(seat)).use { h ->
                val shown = h.table.reviewed()
                assertEquals(seatWords(seat), seatText(en, shown, Mode.PLAY))
                assertEquals("A draw", turnText(en, shown, Mode.PLAY))
                checkEarlierPositions(h, Mode.PLAY, seatWords(seat), playVerdict(seat))
            }
        }
    }

    @Test
    fun passAndPlayAndWatchStillNameTheSides() {
        val (record, result) = finishedRecord { winnerOf(it) != null }
        val sideWins = en.text(if (winnerOf(result) == Side.GOAT) "result_goats_win" else "result_tigers_win")
        reviewing(record, Mode.PASS_AND_PLAY, setOf(Side.GOAT, Side.TIGER)).use { h ->
            assertEquals(sideWins, turnText(en, h.table.reviewed(), Mode.PASS_AND_PLAY))
            val verdicts = checkEarlierPositions(h, Mode.PASS_AND_PLAY, "Two players, one phone", sideVerdict)
            assertTrue(verdicts > 0)
        }
        reviewing(record, Mode.WATCH, emptySet()).use { h ->
            assertEquals(sideWins, turnText(en, h.table.reviewed(), Mode.WATCH))
            checkEarlierPositions(h, Mode.WATCH, "Bots on both sides", sideVerdict)
        }
    }
}
