package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.MoveView
import np.baghchal.app.Rules
import np.baghchal.app.Screen
import np.baghchal.drills.DrillStage
import np.baghchal.drills.DrillTrainer
import np.baghchal.drills.DrillWords
import np.baghchal.games.GameHistory
import np.baghchal.i18n.Language
import np.baghchal.table.ReviewStep
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Drill
import uniffi.baghchal.DrillGoal
import uniffi.baghchal.KeptGame
import uniffi.baghchal.Level
import uniffi.baghchal.PlayMode
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Setup
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict

/** A finished G = 3 game with one slip played on purpose: where, by whom, what it was and what it threw away. */
internal data class SlipGame(val record: String, val slipAt: Int, val mover: Side, val played: String, val goal: DrillGoal)

private fun rank(v: Verdict) = when (v) {
    Verdict.LOSS -> 0
    Verdict.DRAW -> 1
    Verdict.WIN -> 2
    Verdict.UNKNOWN -> error("the G = 3 table covers every movement position here")
}

/**
 * A G = 3 game set up from a rated movement position (the won one first):
 * best moves by the table until the side to move has a worse one, which it
 * plays (the slip); then best moves to the end. Set up, so the game's log
 * holds no random moves before it, and that slip is its only one.
 */
internal val slipGame: SlipGame by lazy {
    listOf(Verdict.WIN, Verdict.DRAW, Verdict.LOSS).firstNotNullOfOrNull { verdict ->
        val start = Engine.fromRecord(G3Positions.byVerdict.getValue(verdict)).use { it.snapshot() }
        val setup = Setup(start.board, start.toMove, start.goatsInHand.toUByte(), start.captured.toUByte())
        Engine.fromSetup(setup, Rules(3, RepetitionRule.DRAW3).settings()).use { e -> playedWithASlip(e) }
    } ?: error("no slip could be played from any rated position")
}

/** Plays [e] to its end as [slipGame] says; null if no side ever had a worse move. */
private fun playedWithASlip(e: Engine): SlipGame? = CancelHandle().use { cancel ->
    var slip: SlipGame? = null
    while (!e.snapshot().isOver) {
        val before = e.evaluate().verdict
        val values = e.moveValues(cancel)
        val worse = values.firstOrNull { slip == null && rank(it.verdict) < rank(before) }
        if (worse != null) {
            val goal = if (before == Verdict.WIN) DrillGoal.KEEP_WIN else DrillGoal.KEEP_DRAW
            slip = SlipGame("", e.snapshot().halfMoves, e.snapshot().toMove, worse.move.notation, goal)
        }
        // The quickest win, the longest loss: the game ends soon after the slip.
        val keeping = values.filter { it.verdict == before }
        val best = when (before) {
            Verdict.WIN -> keeping.minBy { it.distance ?: Int.MAX_VALUE }
            Verdict.LOSS -> keeping.maxBy { it.distance ?: 0 }
            else -> keeping.first()
        }
        e.playNotation((worse ?: best).move.notation)
    }
    slip?.copy(record = e.record())
}

/** The slip game kept twice against the bot, the player on the slipping side: a day apart, so two drills, oldest first. */
internal fun slipHistory(): String = historyOf(
    KeptGame(HOST_NOW - 2 * 86_400L, PlayMode.PLAY, slipGame.mover, Level.HARD, null, slipGame.record),
    KeptGame(HOST_NOW - 86_400L, PlayMode.PLAY, slipGame.mover, Level.HARD, null, slipGame.record),
)

/** The moves of [drill]'s position, valued by the table. */
private fun valuesAt(drill: Drill) = Engine.fromRecord(drill.recordJson).use { game ->
    game.gameAt(drill.halfMove.toInt()).use { p -> CancelHandle().use { p.moveValues(it) } }
}

/** A move that keeps [drill]'s goal. */
internal fun rightAnswer(drill: Drill): MoveView {
    val kept = if (drill.goal == DrillGoal.KEEP_WIN) Verdict.WIN else Verdict.DRAW
    return valuesAt(drill).first { it.verdict == kept }.move
}

/** The slip itself, as a move to play again. */
internal fun slipAnswer(drill: Drill): MoveView = valuesAt(drill).first { it.move.notation == drill.played }.move

/** Plays [move] on the drill board by taps, then waits for its judgement (and a wrong one's refutation). */
internal fun Harness.answer(move: MoveView) {
    on {
        move.from?.let(drills::tapPoint)
        drills.tapPoint(move.to)
    }
    idle()
}

/**
 * Issue 42 §4 in the app: the player's slips in the kept games listed as
 * drills, judged right and wrong through the drill screen's touch (a wrong
 * answer's refutation played on the board), their progress counted and
 * learned after two, a damaged progress text costing nothing kept, and the
 * words in both languages.
 */
class DrillTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)

    private fun harness(progress: String? = null): Harness {
        val saved = mapOf(GameHistory.KEY to slipHistory()) + (progress?.let { mapOf(DrillTrainer.KEY_PROGRESS to it) } ?: emptyMap())
        val h = Harness(storage = MemoryStorage(saved))
        h.on { openGames() }
        h.idle()
        return h
    }

    @Test
    fun theSlipsOfAKnownHistoryAreListedOldestFirstWithTheCountOnTheGamesPage() = harness().use { h ->
        val drills = h.c.games.state.value!!.read!!.drills
        assertEquals(listOf(HOST_NOW - 2 * 86_400L, HOST_NOW - 86_400L), drills.all.map { it.gameEndedAt })
        assertEquals(drills.all, drills.toPractise)
        for (d in drills.all) {
            assertEquals(slipGame.slipAt, d.halfMove.toInt())
            assertEquals(slipGame.mover, d.mover)
            assertEquals(slipGame.played, d.played)
            assertEquals(slipGame.goal, d.goal)
        }
        assertEquals("Practise my slips (2)", DrillWords.practiseLabel(en, drills))
        assertEquals("मेरा भूलहरूको अभ्यास (२)", DrillWords.practiseLabel(ne, drills))
        assertNull(DrillWords.noneLine(en, drills))
        // The other side's slips are not the player's: a game played from that side gives none.
        val other = if (slipGame.mover == Side.GOAT) Side.TIGER else Side.GOAT
        val theirs = historyOf(KeptGame(HOST_NOW, PlayMode.PLAY, other, Level.HARD, null, slipGame.record))
        val none = uniffi.baghchal.historyDrills(theirs, "")
        assertTrue(none.all.isEmpty())
        assertNull(DrillWords.practiseLabel(en, none))
        assertEquals("No slips to practise: none is found in your kept games yet.", DrillWords.noneLine(en, none))
        assertEquals("अभ्यास गर्ने भूल छैन: राखिएका खेलहरूमा अहिलेसम्म कुनै भूल भेटिएको छैन।", DrillWords.noneLine(ne, none))
    }

    @Test
    fun aRightAnswerCountsAndTwoMarkTheDrillLearned() = harness().use { h ->
        h.on { practiseSlips() }
        val first = h.c.drills.state.value!!
        assertEquals(Screen.GAMES, h.app.screen)
        assertEquals(DrillStage.ANSWERING, first.stage)
        assertEquals(2, first.count)
        assertEquals(slipGame.slipAt, first.table.game.moveLog.size)
        assertEquals(setOf(slipGame.mover), first.table.humanSides)
        h.answer(rightAnswer(first.drill))
        val right = h.c.drills.state.value!!
        assertEquals(DrillStage.RIGHT, right.stage)
        assertEquals(1, right.rightAnswers)
        assertFalse(right.learned)
        assertNotNull(h.storage.read(DrillTrainer.KEY_PROGRESS))
        val words = DrillWords.lines(en, right)
        assertEquals(if (slipGame.goal == DrillGoal.KEEP_WIN) "Right! That move keeps the win." else "Right! That move keeps the draw.", words[0])
        assertEquals("Answered right 1 of 2 times.", words[1])
        assertEquals("२ मध्ये १ पटक सही चाल।", DrillWords.lines(ne, right)[1])
        // Nothing more can be played once judged.
        assertTrue(right.table.movable.isEmpty())

        // Back on the page the first is no longer to practise; from its review, once more, it is learned.
        h.on { closeDrill() }
        h.idle()
        val read = h.c.games.state.value!!.read!!
        assertEquals(listOf(HOST_NOW - 86_400L), read.drills.toPractise.map { it.gameEndedAt })
        val listing = read.history.games.first { it.game.endedAt == first.drill.gameEndedAt }
        h.on { games.openGame(listing) }
        h.idle()
        h.on { games.step(ReviewStep.FIRST_MARK) }
        val drill = DrillWords.slipShown(h.c.games.state.value!!.read, h.c.games.state.value!!.open!!)
        assertNotNull("the reviewed move is the player's slip", drill)
        h.on { practiseSlip(drill!!) }
        assertEquals(1, h.c.drills.state.value!!.rightAnswers)
        assertFalse(h.c.drills.state.value!!.hasNext)
        h.answer(rightAnswer(drill!!))
        val learned = h.c.drills.state.value!!
        assertTrue(learned.learned)
        assertEquals(2, learned.rightAnswers)
        assertEquals(listOf("Learned: answered right twice.", "That was the last slip to practise."), DrillWords.lines(en, learned).drop(1))
        assertEquals(listOf("सिकियो: दुई पटक सही चाल।", "अभ्यास गर्ने भूलहरू सकिए।"), DrillWords.lines(ne, learned).drop(1))
        // Back returns to the review it was opened from.
        assertTrue(h.on { back() })
        assertNull(h.c.drills.state.value)
        assertNotNull(h.c.games.state.value!!.open)
    }

    @Test
    fun closingTheControllerStopsADrillBeingJudged() = harness().use { h ->
        h.on { practiseSlips() }
        val move = rightAnswer(h.c.drills.state.value!!.drill)
        h.on {
            move.from?.let(drills::tapPoint)
            drills.tapPoint(move.to)
            close()
        }
        h.idle()
        assertNull("the drill closed with the controller", h.c.drills.state.value)
        assertNull("an answer judged after closing is not counted", h.storage.read(DrillTrainer.KEY_PROGRESS))
    }

    @Test
    fun aWrongAnswerSaysWhatItGivesPlaysTheRefutationAndCountsNothing() = harness().use { h ->
        h.on { practiseSlips() }
        val drill = h.c.drills.state.value!!.drill
        h.answer(slipAnswer(drill))
        val wrong = h.c.drills.state.value!!
        assertEquals(DrillStage.WRONG, wrong.stage)
        val line = wrong.judgement!!.explanation.line.map { it.notation }
        assertTrue("a refutation to play", line.isNotEmpty())
        // The slip, then every move of the refutation, played on the board.
        assertEquals(line.size, wrong.refuted)
        // Played as a LineReplay of the answer's explanation, stepped to its end.
        assertEquals(line, wrong.refutation!!.moves.map { it.notation })
        assertTrue(wrong.refutation!!.atLast)
        assertEquals(wrong.refutation!!.board, wrong.table.game)
        assertEquals(listOf(drill.played) + line, wrong.table.game.moveLog.drop(slipGame.slipAt))
        assertNull("a wrong answer counts nothing", h.storage.read(DrillTrainer.KEY_PROGRESS))
        val gives = when (wrong.judgement!!.explanation.after.verdict) {
            Verdict.DRAW -> "Not that move: it only draws."
            Verdict.LOSS -> if (drill.mover == Side.TIGER) "Not that move: now the goats win." else "Not that move: now the tigers win."
            else -> "Not that move."
        }
        assertEquals("$gives Best play from there, on the board: ${line.joinToString(" ")}", DrillWords.status(en, wrong))
        assertTrue(DrillWords.status(ne, wrong).startsWith("त्यो चाल मिलेन"))
        assertEquals("Answered right 0 of 2 times.", DrillWords.progress(en, wrong))
        // Try again: the drill's position, the player's move awaited.
        h.on { drills.retry() }
        val again = h.c.drills.state.value!!
        assertEquals(DrillStage.ANSWERING, again.stage)
        assertEquals(slipGame.slipAt, again.table.game.moveLog.size)
        assertTrue(again.table.movable.isNotEmpty() || again.table.placeHints.isNotEmpty())
        // Next slip walks the queue.
        h.on { drills.next() }
        assertEquals(1, h.c.drills.state.value!!.number)
        assertEquals(HOST_NOW - 86_400L, h.c.drills.state.value!!.drill.gameEndedAt)
    }

    @Test
    fun aDamagedProgressTextLosesNoGameAndIsSaidOnce() {
        val history = slipHistory()
        harness(progress = "drills 1\nnot a line\n").use { h ->
            val read = h.c.games.state.value!!.read!!
            assertEquals(2, read.history.games.size)
            assertEquals(1, read.drills.progressRefused.toInt())
            assertEquals(2, read.drills.toPractise.size)
            h.on { practiseSlips() }
            val first = h.c.drills.state.value!!
            assertEquals("Part of your slips record could not be read; the rest is kept.", DrillWords.lines(en, first).first())
            h.answer(rightAnswer(first.drill))
            val saved = h.storage.read(DrillTrainer.KEY_PROGRESS)!!
            assertFalse(saved.contains("not a line"))
            assertEquals(history, h.storage.read(GameHistory.KEY))
            // Said once: gone after the move.
            assertTrue(DrillWords.lines(en, h.c.drills.state.value!!).none { it.startsWith("Part of") })
        }
    }

    @Test
    fun aDrillNoTableCoversSaysSoAndNothingBreaks() = Harness().use { h ->
        // A G = 5 game in placement: no loaded table covers it.
        val record = Engine.new(Rules(5, RepetitionRule.DRAW3)).use { it.record() }
        val drill = Drill(HOST_NOW, 0u, Side.GOAT, DrillGoal.KEEP_WIN, "c3", record, 0u, false)
        assertTrue(h.on { drills.open(listOf(drill)) })
        h.on { drills.tapPoint(12) }
        h.idle()
        val s = h.c.drills.state.value!!
        assertEquals(DrillStage.NOT_COVERED, s.stage)
        assertEquals("The endgame table for this position is not on the phone, so the move cannot be judged.", DrillWords.status(en, s))
        assertEquals("यो स्थितिको लागि खेलको अन्तिम चरणको नतिजा-तालिका फोनमा छैन, त्यसैले चाल जाँच्न सकिंदैन।", DrillWords.status(ne, s))
        assertNull(h.storage.read(DrillTrainer.KEY_PROGRESS))
        // A record the core refuses opens nothing.
        assertFalse(h.on { drills.open(listOf(drill.copy(recordJson = "not a game"))) })
        assertFalse(h.on { drills.open(emptyList()) })
    }

    @Test
    fun theTasksAndWordsInBothLanguages() {
        val d = Drill(HOST_NOW, 4u, Side.GOAT, DrillGoal.KEEP_WIN, "b2-b3", "", 0u, false)
        assertEquals("Goats to move: find a move that keeps the win", DrillWords.task(en, d))
        assertEquals("Goats to move: find a move that keeps the draw", DrillWords.task(en, d.copy(goal = DrillGoal.KEEP_DRAW)))
        assertEquals("Tigers to move: find a move that keeps the win", DrillWords.task(en, d.copy(mover = Side.TIGER)))
        assertEquals("Tigers to move: find a move that keeps the draw", DrillWords.task(en, d.copy(mover = Side.TIGER, goal = DrillGoal.KEEP_DRAW)))
        assertEquals("बाख्राको पालो: जित नगुमाउने चाल खोज्नुहोस्", DrillWords.task(ne, d))
        assertEquals("बाघको पालो: बराबरी नगुमाउने चाल खोज्नुहोस्", DrillWords.task(ne, d.copy(mover = Side.TIGER, goal = DrillGoal.KEEP_DRAW)))
        assertEquals("Your game of 2026-06-01, move 5. Played then: b2-b3.", DrillWords.source(en, d, 0))
        assertEquals("२०२६-०६-०१ को तपाईंको खेल, चाल ५। त्यतिबेला चलिएको चाल: b2-b3।", DrillWords.source(ne, d, 0))
        val drills = uniffi.baghchal.Drills(listOf(d), emptyList(), 0u)
        assertEquals("No slips to practise: every slip found was answered right.", DrillWords.noneLine(en, drills))
        assertEquals("अभ्यास गर्ने भूल छैन: भेटिएका सबै भूलमा सही चाल चलिसकियो।", DrillWords.noneLine(ne, drills))
    }
}
