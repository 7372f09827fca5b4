package np.baghchal.host

import np.baghchal.app.Engine
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Mode
import np.baghchal.app.Rules
import np.baghchal.app.Screen
import np.baghchal.app.SideChoice
import np.baghchal.app.Storage
import np.baghchal.app.TableSetup
import np.baghchal.games.GameHistory
import np.baghchal.games.GamesWords
import np.baghchal.games.ResultsChart
import np.baghchal.games.StatsWords
import np.baghchal.games.WeekBar
import np.baghchal.i18n.Language
import np.baghchal.table.MatchPlay
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.GameResult
import uniffi.baghchal.History
import uniffi.baghchal.KeptGame
import uniffi.baghchal.Level
import uniffi.baghchal.PlayMode
import uniffi.baghchal.PlayerResult
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side
import uniffi.baghchal.historyAdding
import uniffi.baghchal.historyCapacity
import uniffi.baghchal.readHistory
import java.util.concurrent.atomic.AtomicLong

private const val DAY = 86_400L

/** The kept games in [storage], read by the core. */
internal fun kept(storage: Storage): History = readHistory(storage.read(GameHistory.KEY).orEmpty())

/** A finished game's record: [side] resigned before any move. */
internal fun resignedRecord(side: Side, goatsToWin: Int = 5): String =
    Engine.new(Rules(goatsToWin, RepetitionRule.DRAW3)).use {
        it.resign(side)
        it.record()
    }

/** A history text the core wrote: [games] added oldest first. */
internal fun historyOf(vararg games: KeptGame): String = games.fold("") { text, game -> historyAdding(text, game) }

/** A game against the bot kept by hand. */
internal fun played(endedAt: Long, side: Side, level: Level, record: String) =
    KeptGame(endedAt = endedAt, mode = PlayMode.PLAY, playerSide = side, level = level, matchId = null, recordJson = record)

/** Five games against the bot over six weeks and one passed-phone game: their statistics are known. */
internal fun knownGames(): String {
    val goatsWin = resignedRecord(Side.TIGER)
    val tigersWin = resignedRecord(Side.GOAT)
    val (draw, _) = finishedRecord { it == GameResult.DRAW }
    return historyOf(
        played(HOST_NOW - 40 * DAY, Side.GOAT, Level.EASY, goatsWin),
        played(HOST_NOW - 10 * DAY, Side.GOAT, Level.EASY, tigersWin),
        played(HOST_NOW - 3 * DAY, Side.TIGER, Level.PERFECT, draw),
        played(HOST_NOW - 2 * DAY, Side.TIGER, Level.HARD, tigersWin),
        played(HOST_NOW - 1 * DAY, Side.TIGER, Level.HARD, tigersWin),
        KeptGame(HOST_NOW - 3600, PlayMode.PASS_AND_PLAY, null, null, null, goatsWin),
    )
}

/**
 * Issue 42 §1 and §2: every finished game kept once the moment it ends (each
 * mode, a match's games under one id, not again after a restore), the 500
 * kept, a damaged line refused alone, the statistics and the page's words of
 * a known set of games in both languages, and a kept game opened in review.
 */
class GamesTests {
    private val en = HostResources.strings(Language.ENGLISH)
    private val ne = HostResources.strings(Language.NEPALI)
    private val playGoats = TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.HARD)

    @Test
    fun aGameAgainstTheBotIsKeptOnceWhenItEndsAndNotAgainAfterARestore() {
        val storage = MemoryStorage()
        seated(playGoats, storage = storage).use { h ->
            assertTrue("nothing kept before the end", kept(storage).games.isEmpty())
            h.on { resign() }
            h.idle()
            val game = kept(storage).games.single()
            assertEquals(PlayMode.PLAY, game.game.mode)
            assertEquals(Side.GOAT, game.game.playerSide)
            assertEquals(Level.HARD, game.game.level)
            assertNull(game.game.matchId)
            assertEquals(HOST_NOW, game.game.endedAt)
            assertEquals(GameResult.TIGERS_WIN, game.result)
            assertEquals(h.table.game.reason, game.reason)
            assertEquals(PlayerResult.LOST, game.playerResult)
            assertEquals(h.table.game.moveLog.size, game.halfMoves.toInt())
            assertEquals(h.storage.read(TableController.KEY_RECORD), game.game.recordJson)
            assertTrue(h.problems.isEmpty())
        }
        // The app killed at the end card and started again: the finished table is back, not kept again.
        Harness(storage = storage).use { h ->
            h.idle()
            assertTrue(h.table.game.isOver)
            assertEquals(1, h.table.tally.games)
            assertEquals(1, kept(storage).games.size)
            h.clock.set(HOST_NOW + 60)
            h.on { playAgain() }
            h.idle()
            h.on { resign() }
            h.idle()
            assertEquals(listOf(HOST_NOW + 60, HOST_NOW), kept(storage).games.map { it.game.endedAt })
        }
    }

    @Test
    fun aPassAndPlayGameIsKeptWithNoSideOrLevel() {
        val storage = MemoryStorage()
        seated(TableSetup(mode = Mode.PASS_AND_PLAY, level = Level.EASY), storage = storage).use { h ->
            h.on { resign() }
            h.idle()
            val game = kept(storage).games.single()
            assertEquals(PlayMode.PASS_AND_PLAY, game.game.mode)
            assertNull(game.game.playerSide)
            assertNull(game.game.level)
            assertNull("no 'you' when passing the phone", game.playerResult)
            assertEquals(GameResult.TIGERS_WIN, game.result)
        }
    }

    @Test
    fun everyWatchedGameIsKeptOnceAsTheTallyCountsIt() {
        val storage = MemoryStorage()
        Harness(storage = storage, seed = 5, nextGameMillis = 0).use { h ->
            h.on {
                updateSetup { TableSetup(mode = Mode.WATCH, level = Level.EASY, goatsToWin = 3) }
                startTable()
            }
            val deadline = System.currentTimeMillis() + 240_000
            while (h.on { state.value.table!!.tally.games } < 2) {
                assertTrue("two bot games finished", System.currentTimeMillis() < deadline)
                Thread.sleep(50)
            }
            val tallied = h.on {
                val games = state.value.table!!.tally.games
                leaveTable()
                games
            }
            h.idle()
            val games = kept(storage).games
            assertEquals(tallied, games.size)
            assertTrue(games.all { it.game.mode == PlayMode.WATCH && it.game.level == Level.EASY && it.game.playerSide == null })
        }
    }

    @Test
    fun aMatchsGamesShareOneIdAcrossAKillAndTheNextMatchHasItsOwn() {
        val storage = MemoryStorage()
        val setup = TableSetup(mode = Mode.PLAY, side = SideChoice.GOATS, level = Level.EASY, match = true)
        seated(setup, storage = storage).use { h ->
            h.on { resign() }
            h.idle()
        }
        Harness(storage = storage, clock = AtomicLong(HOST_NOW + 100)).use { h ->
            h.idle()
            h.on { playAgain() }
            h.idle()
            assertEquals(2, h.table.match?.game)
            h.on { resign() }
            h.idle()
            h.clock.set(HOST_NOW + 200)
            h.on { playAgain() }
            h.idle()
            h.on { resign() }
            h.idle()
        }
        val ids = kept(storage).games.map { it.game.matchId }
        assertEquals(3, ids.size)
        assertEquals("the first match's games, newest first", listOf<Long?>(HOST_NOW, HOST_NOW), ids.drop(1))
        assertNotNull(ids[0])
        assertNotEquals(ids[1], ids[0])
        // Marked as one match on the page.
        val rows = GamesWords.rows(en, kept(storage), offsetAt = { 0 })
        assertEquals(listOf("Match, game 1", "Match, game 2", "Match, game 1"), rows.map { it.detail.substringAfterLast("  ·  ") })
        assertTrue(rows.all { it.inMatch })
    }

    @Test
    fun aMatchSavedBeforeThisVersionStillReadsAndGetsItsIdWhenKept() {
        // The stored line of a match in its second game, as the app wrote it before "Your games".
        val old = "2,TIGER,GOAT:TIGERS_WIN:5"
        val match = MatchPlay.decode(old)
        assertNotNull(match)
        assertNull(match!!.id)
        assertEquals(old, MatchPlay.encode(match))
        val marked = match.copy(id = HOST_NOW)
        assertEquals(marked, MatchPlay.decode(MatchPlay.encode(marked)))
        assertNull("a damaged id is refused, as any damaged match", MatchPlay.decode("$old,id=x"))
    }

    @Test
    fun theLast500GamesAreKeptTheOldestGoFirst() {
        val record = resignedRecord(Side.GOAT)
        val capacity = historyCapacity().toInt()
        assertEquals(500, capacity)
        val start = HOST_NOW - 100_000
        var text = ""
        for (i in 1..capacity) {
            text = historyAdding(text, KeptGame(start + i, PlayMode.PASS_AND_PLAY, null, null, null, record))
        }
        val storage = MemoryStorage(mapOf(GameHistory.KEY to text))
        // The 501st ends at the table.
        seated(playGoats, storage = storage).use { h ->
            h.on { resign() }
            h.idle()
        }
        val games = kept(storage).games
        assertEquals(capacity, games.size)
        assertEquals("the newest first: the app's", HOST_NOW, games.first().game.endedAt)
        assertEquals("the oldest went", start + 2, games.last().game.endedAt)
    }

    @Test
    fun aDamagedLineIsRefusedAloneAndNothingElseIsTouched() {
        val storage = MemoryStorage()
        seated(playGoats, storage = storage).use { h ->
            h.on { resign() }
            h.idle()
            for (i in 1..2) {
                h.clock.set(HOST_NOW + i * 60)
                h.on { playAgain() }
                h.idle()
                h.on { resign() }
                h.idle()
            }
            h.on { updatePrefs { it.copy(language = Language.NEPALI) } }
        }
        val lines = storage.read(GameHistory.KEY)!!.lines()
        val damaged = lines.toMutableList().apply { this[1] = "{\"not\": a game" }.joinToString("\n")
        val before = storage.contents + (GameHistory.KEY to damaged)
        val copy = MemoryStorage(before)
        Harness(storage = copy, clock = AtomicLong(HOST_NOW + 600)).use { h ->
            h.idle()
            assertEquals("the tally is as it was", 3, h.table.tally.games)
            assertEquals(Language.NEPALI, h.app.prefs.language)
            h.on { games.open() }
            h.idle()
            val read = h.c.games.state.value!!.read!!
            assertEquals(2, read.history.games.size)
            assertEquals(listOf(2), read.history.refused.map { it.line.toInt() })
            assertEquals("1 kept game could not be read.", GamesWords.refusedLine(en, read.history))
            assertEquals("राखिएका १ खेल पढ्न सकिएन।", GamesWords.refusedLine(ne, read.history))
            // Reading touched nothing; a new game is still kept beside the others, the damaged line left as it was.
            assertEquals(before, copy.contents)
            h.on { games.close() }
            h.on { playAgain() }
            h.idle()
            h.on { resign() }
            h.idle()
        }
        val after = kept(copy)
        assertEquals(3, after.games.size)
        assertEquals(1, after.refused.size)
        assertTrue(copy.read(GameHistory.KEY)!!.lines().contains("{\"not\": a game"))
        assertEquals(before.filterKeys { !it.startsWith("table.") && it != GameHistory.KEY }, copy.contents.filterKeys { !it.startsWith("table.") && it != GameHistory.KEY })
    }

    @Test
    fun aGameTheCoreRefusesIsLoggedNotThrownAndKeepsNothing() {
        val storage = MemoryStorage()
        Harness(storage = storage).use { h ->
            // Not a finished game: the core refuses it; the app logs that and goes on.
            val unfinished = Engine.new(Rules(5, RepetitionRule.DRAW3)).use { it.record() }
            val history = GameHistory(storage, kotlinx.coroutines.GlobalScope, kotlinx.coroutines.Dispatchers.Default) { h.problems += it }
            history.keep(played(HOST_NOW, Side.GOAT, Level.EASY, unfinished))
            kotlinx.coroutines.runBlocking { history.awaitIdle() }
            assertEquals(1, h.problems.size)
            assertNull(storage.read(GameHistory.KEY))
        }
    }

    @Test
    fun theStatisticsOfAKnownSetOfGamesAsThePageShowsThem() {
        val storage = MemoryStorage(mapOf(GameHistory.KEY to knownGames()))
        Harness(storage = storage).use { h ->
            h.on { openGames() }
            h.idle()
            assertEquals(Screen.GAMES, h.app.screen)
            val stats = h.c.games.state.value!!.read!!.statistics
            assertEquals(5, stats.gamesCounted.toInt())
            val rows = StatsWords.rows(en, stats).map { listOf(it.label, it.allTime, it.last30) }
            assertEquals(
                listOf(
                    listOf("As goats", "1 · 0 · 1", "0 · 0 · 1"),
                    listOf("Easy", "1 · 0 · 1", "0 · 0 · 1"),
                    listOf("As tigers", "2 · 1 · 0", "2 · 1 · 0"),
                    listOf("Hard", "2 · 0 · 0", "2 · 0 · 0"),
                    listOf("Perfect", "0 · 1 · 0", "0 · 1 · 0"),
                ),
                rows,
            )
            assertEquals(listOf("Won · drawn · lost", "All time", "Last 30 days"), StatsWords.columns(en))
            assertEquals(listOf("जित · बराबरी · हार", "अहिलेसम्म", "पछिल्ला ३० दिन"), StatsWords.columns(ne))
            assertEquals(
                "As tigers, Perfect: all time won 0, drawn 1, lost 0; last 30 days won 0, drawn 1, lost 0.",
                StatsWords.rows(en, stats).last().spoken,
            )
            assertEquals(
                "बाघको पक्षमा, उत्तम: अहिलेसम्म जित ०, बराबरी १, हार ०; पछिल्ला ३० दिनमा जित ०, बराबरी १, हार ०।",
                StatsWords.rows(ne, stats).last().spoken,
            )
            assertEquals("Longest winning streak: 2", StatsWords.streakLine(en, stats))
            assertEquals("लगातार सबैभन्दा धेरै जित: २", StatsWords.streakLine(ne, stats))
            assertEquals("Perfect held to a draw: 1", StatsWords.perfectDrawsLine(en, stats))
            assertEquals("उत्तम कम्प्युटरसँग बराबरी: १", StatsWords.perfectDrawsLine(ne, stats))
            assertEquals("Results, last 12 weeks", StatsWords.chartTitle(en, stats))
            assertEquals(
                "Results of the last 12 weeks: won 3, drawn 1, lost 1. This week: won 2, drawn 1, lost 0.",
                StatsWords.chartSummary(en, stats),
            )
            assertEquals(
                "पछिल्ला १२ हप्ताका नतिजा: जित ३, बराबरी १, हार १। यो हप्ता: जित २, बराबरी १, हार ०।",
                StatsWords.chartSummary(ne, stats),
            )
            // The chart: this week (the last bar) is the busiest and fills the height.
            val bars = ResultsChart.bars(stats.weeks)
            assertEquals(12, bars.size)
            assertEquals(WeekBar(2f / 3, 1f / 3, 0f), bars[11])
            assertEquals(WeekBar(0f, 0f, 1f / 3), bars[10])
            assertEquals(WeekBar(1f / 3, 0f, 0f), bars[6])
            assertEquals(9, bars.count { it == WeekBar(0f, 0f, 0f) })
            // A game against the bot opened in review names the seat and the level.
            val hard = h.c.games.state.value!!.read!!.history.games.first { it.game.level == Level.HARD }
            h.on { games.openGame(hard) }
            h.idle()
            val open = h.c.games.state.value!!.open!!
            assertEquals("You play the tigers  ·  Against the bot (Hard)", GamesWords.keptSeatLine(en, open.table, open.mode, open.listing))
            assertEquals("You win", np.baghchal.table.resultTitle(en, open.table, open.mode))
            h.on { games.closeGame() }
                        // The khel tally is not the history's: nothing sat down, nothing tallied.
            assertNull(h.app.table)
        }
    }

    @Test
    fun theListsWordsInBothLanguages() {
        val history = readHistory(knownGames())
        val en = GamesWords.rows(en, history, offsetAt = { 0 })
        assertEquals(6, en.size)
        assertEquals("2026-06-01  ·  Two players", en[0].title)
        assertEquals("The goats win  ·  0 moves", en[0].detail)
        assertEquals("2026-05-31  ·  As tigers  ·  Against the bot (Hard)", en[1].title)
        assertEquals("Won  ·  0 moves", en[1].detail)
        assertEquals("2026-05-29  ·  As tigers  ·  Against the bot (Perfect)", en[3].title)
        assertTrue(en[3].detail, en[3].detail.startsWith("Drawn  ·  "))
        assertEquals("2026-04-22  ·  As goats  ·  Against the bot (Easy)", en[5].title)
        assertEquals("2026-04-22, As goats, Against the bot (Easy), Won, 0 moves", en[5].spoken)
        assertFalse(en.any { it.inMatch })
        val ne = GamesWords.rows(ne, history, offsetAt = { 0 })
        assertEquals("२०२६-०६-०१  ·  दुई जना", ne[0].title)
        assertEquals("बाख्रा जिते  ·  ० चाल", ne[0].detail)
        assertEquals("२०२६-०५-३१  ·  बाघको पक्षमा  ·  कम्प्युटरसँग (कठिन)", ne[1].title)
        assertEquals("जित  ·  ० चाल", ne[1].detail)
        // Nepal is 5:45 ahead: a game at 20:00 UTC on 31 May ended on 1 June there.
        assertEquals("२०२६-०६-०१", GamesWords.dateText(this.ne, HOST_NOW - 16 * 3600, 5 * 3600 + 45 * 60))
        assertEquals("2026-05-31", GamesWords.dateText(this.en, HOST_NOW - 16 * 3600, 0))
        // A watched game names the bots' level.
        val watched = readHistory(historyOf(KeptGame(HOST_NOW, PlayMode.WATCH, null, Level.MEDIUM, null, resignedRecord(Side.GOAT))))
        assertEquals("2026-06-01  ·  Bots watched (Medium)", GamesWords.rows(this.en, watched) { 0 }.single().title)
        assertEquals("२०२६-०६-०१  ·  कम्प्युटरहरूको खेल (मध्यम)", GamesWords.rows(this.ne, watched) { 0 }.single().title)
    }

    @Test
    fun anEmptyHistoryHasNoRowsNoStatisticsAndNoRefusedLine() {
        Harness().use { h ->
            h.on { openGames() }
            h.idle()
            val read = h.c.games.state.value!!.read!!
            assertTrue(read.history.games.isEmpty())
            assertNull(GamesWords.refusedLine(en, read.history))
            assertEquals(0, read.statistics.gamesCounted.toInt())
            assertEquals("Statistics count your games against the bot; none is kept yet.", StatsWords.none(en))
            assertTrue(ResultsChart.bars(read.statistics.weeks).all { it == WeekBar(0f, 0f, 0f) })
            // Back returns to the set-up page.
            assertTrue(h.on { back() })
            assertEquals(Screen.SETUP, h.app.screen)
            assertNull(h.c.games.state.value)
        }
    }

    @Test
    fun openingAKeptGameGivesItsReviewWithItsSlipsMarkedThenTheAnalysisBoardAndBack() {
        TestTables.loadG3()
        // A random G = 3 game passed between two players, kept as it ended; the first with a slip.
        val (storage, expected) = (1..20).firstNotNullOfOrNull { seed ->
            finishedG3Game(seed).use { h ->
                h.idle()
                val marks = Engine.fromRecord(h.storage.read(TableController.KEY_RECORD)!!).use { it.reviewMarks() }
                if (marks.isEmpty()) null else MemoryStorage(mapOf(GameHistory.KEY to h.storage.read(GameHistory.KEY)!!)) to marks
            }
        } ?: error("no random G = 3 game with a slip")
        Harness(storage = storage).use { h ->
            h.on { openGames() }
            h.idle()
            val listing = h.c.games.state.value!!.read!!.history.games.single()
            h.on { games.openGame(listing) }
            h.idle()
            val open = h.c.games.state.value!!.open!!
            val review = open.table.review!!
            assertEquals(expected, review.marks)
            assertTrue(review.atEnd)
            assertEquals(Mode.PASS_AND_PLAY, open.mode)
            assertEquals("Two players, one phone", GamesWords.keptSeatLine(en, open.table, open.mode, open.listing))
            h.on { games.step(np.baghchal.table.ReviewStep.FIRST_MARK) }
            assertEquals(expected.first() + 1, h.c.games.state.value!!.open!!.table.review!!.index)
            // The analysis board on the reviewed position; back returns to the game, then the list.
            h.on { analyseKeptGame() }
            assertEquals(Screen.ANALYSIS, h.app.screen)
            h.on { closeAnalysis() }
            assertEquals(Screen.GAMES, h.app.screen)
            assertNotNull(h.c.games.state.value!!.open)
            assertTrue(h.on { back() })
            assertNull(h.c.games.state.value!!.open)
            assertEquals(Screen.GAMES, h.app.screen)
            assertNull("the table is not touched", h.app.table)
        }
    }

    @Test
    fun nothingSavedBeforeThisVersionIsLost() {
        // A storage as the previous version left it: set-up, preferences and a finished table, no history.
        val storage = MemoryStorage()
        seated(playGoats, storage = storage).use { h ->
            h.on { updatePrefs { it.copy(language = Language.NEPALI) } }
            h.on { resign() }
            h.idle()
        }
        val old = MemoryStorage(storage.contents - GameHistory.KEY)
        val before = old.contents
        Harness(storage = old).use { h ->
            h.idle()
            assertTrue(h.table.game.isOver)
            assertEquals(1, h.table.tally.games)
            assertEquals(Level.HARD, h.app.setup.level)
            assertEquals(Language.NEPALI, h.app.prefs.language)
            // The finished table from before is not kept now (it was tallied then); nothing is rewritten.
            assertNull(old.read(GameHistory.KEY))
            assertEquals(before, old.contents)
        }
    }
}
