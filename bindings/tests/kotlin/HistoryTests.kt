// Host JVM tests of the kept-games calls: a history text written, read, trimmed and summed up.
package baghchal.bindings.tests

import uniffi.baghchal.*

private const val NOW = 1_800_000_000L
private const val DAY = 86_400L

/** A finished game's record: two moves, then [loser] resigns. */
private fun resignedRecord(loser: Side): String = Game(defaultSettings()).use { game ->
    game.playNotation("c3")
    game.playNotation("a1-b2")
    game.resign(loser)
    game.recordJson()
}

private fun keptGame(side: Side, level: Level, lost: Boolean, endedAt: Long) = KeptGame(
    endedAt = endedAt,
    mode = PlayMode.PLAY,
    playerSide = side,
    level = level,
    matchId = null,
    recordJson = resignedRecord(if (lost) side else if (side == Side.GOAT) Side.TIGER else Side.GOAT),
)

/** Registers the kept-games tests. */
fun registerHistoryTests(r: TestRunner) {
    r.test("kept games read back newest first, with their result from the player's side") {
        var text = ""
        text = historyAdding(text, keptGame(Side.GOAT, Level.HARD, lost = false, endedAt = NOW - 20))
        text = historyAdding(text, keptGame(Side.TIGER, Level.PERFECT, lost = true, endedAt = NOW - 10))
        val history = readHistory(text)
        assertEq(emptyList<RefusedGame>(), history.refused, "refused")
        assertEq(listOf(NOW - 10, NOW - 20), history.games.map { it.game.endedAt }, "newest first")
        val first = history.games[0]
        assertEq(GameResult.GOATS_WIN, first.result, "result")
        assertEq(EndReason.RESIGNED, first.reason, "reason")
        assertEq(2u, first.halfMoves, "length")
        assertEq(PlayerResult.LOST, first.playerResult, "the tigers' player lost")
        assertEq(PlayerResult.WON, history.games[1].playerResult, "the goats' player won")
        Game.fromRecord(first.game.recordJson).use { assertEq(2u, it.snapshot().halfMoves, "replays") }
    }

    r.test("a game that has not ended or whose seats do not fit is refused with a typed error") {
        val ongoing = Game(defaultSettings()).use { it.recordJson() }
        val notEnded = keptGame(Side.GOAT, Level.EASY, false, NOW).copy(recordJson = ongoing)
        assertThrows<BaghchalException.BadRecord>("not ended") { historyAdding("", notEnded) }
        val noLevel = keptGame(Side.GOAT, Level.EASY, false, NOW)
            .copy(mode = PlayMode.WATCH, playerSide = null, level = null)
        assertThrows<BaghchalException.BadSetting>("watch without a level") { historyAdding("", noLevel) }
        assertThrows<BaghchalException.BadRecord>("not JSON") { historyAdding("", notEnded.copy(recordJson = "{")) }
    }

    r.test("a damaged line is refused alone and the others are listed") {
        var text = ""
        for (i in 0 until 3) text = historyAdding(text, keptGame(Side.GOAT, Level.EASY, false, NOW + i))
        val lines = text.lines().filter { it.isNotEmpty() }.toMutableList()
        lines[1] = lines[1].take(40)
        val history = readHistory(lines.joinToString("\n"))
        assertEq(listOf(2u), history.refused.map { it.line }, "the damaged line")
        assertEq(listOf(NOW + 2, NOW), history.games.map { it.game.endedAt }, "the others")
    }

    r.test("the history keeps the newest historyCapacity games") {
        val record = resignedRecord(Side.TIGER)
        var text = ""
        val cap = historyCapacity().toLong()
        for (i in 0..cap) {
            text = historyAdding(text, KeptGame(i, PlayMode.PASS_AND_PLAY, null, null, 7L, record))
        }
        val games = readHistory(text).games
        assertEq(cap.toInt(), games.size, "count")
        assertEq(cap, games.first().game.endedAt, "newest")
        assertEq(1L, games.last().game.endedAt, "the oldest went first")
        assertEq(7L, games.first().game.matchId, "match id")
    }

    r.test("statistics count games against the bot by side, level and week") {
        var text = ""
        text = historyAdding(text, keptGame(Side.GOAT, Level.PERFECT, false, NOW - 40 * DAY))
        text = historyAdding(text, keptGame(Side.GOAT, Level.PERFECT, false, NOW - 3 * DAY))
        text = historyAdding(text, keptGame(Side.TIGER, Level.EASY, true, NOW - DAY))
        text = historyAdding(text, KeptGame(NOW, PlayMode.WATCH, null, Level.HARD, null, resignedRecord(Side.GOAT)))
        val s = historyStatistics(text, NOW)
        assertEq(3u, s.gamesCounted, "watched games not counted")
        assertEq(Wdl(2u, 0u, 0u), s.sides[0].allTime, "goats all time")
        assertEq(Wdl(1u, 0u, 0u), s.sides[0].last30Days, "goats last 30 days")
        assertEq(Wdl(0u, 0u, 1u), s.sides[1].allTime, "tigers")
        val row = s.levels.single { it.side == Side.GOAT && it.level == Level.PERFECT }
        assertEq(Wdl(2u, 0u, 0u), row.allTime, "goats against Perfect")
        assertEq(8, s.levels.size, "every side and level")
        assertEq(2u, s.longestWinningStreak, "streak")
        assertEq(12, s.weeks.size, "weeks")
        assertEq(Wdl(1u, 0u, 1u), s.weeks.last().results, "this week")
        assertEq(Wdl(1u, 0u, 0u), s.weeks.single { it.weeksAgo == 5u }.results, "40 days ago")
    }
}
