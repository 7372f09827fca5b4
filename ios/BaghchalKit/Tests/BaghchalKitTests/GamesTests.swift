import Foundation
import Testing

@testable import BaghchalKit

/// Issue 42 §1 and §2: every finished game kept once, through the real core; the "Your games"
/// page's rows, statistics and chart; and a kept game opened in the table's review.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct GamesTests {
    /// The kept games as the core reads them back from `storage`.
    private func kept(_ storage: MemoryStorage) -> KeptGames {
        Engine.keptGames(storage.read(YourGames.key) ?? "")
    }

    /// A finished game's record: a fresh game resigned by `loser` at once.
    private func resigned(_ loser: Side, goatsToWin: Int = 5) throws -> String {
        let engine = try Engine(goatsToWin: goatsToWin, repetition: .draw3)
        try engine.resign(loser)
        return engine.record()
    }

    /// A drawn game's record: seeded placement, then each side stepping a piece there and back
    /// until the position comes up a third time (the draw3 rule).
    private func drawn() throws -> String {
        /// The first step (not a leap) of the side to move that does not land on `avoid`.
        func step(_ engine: Engine, avoiding avoid: Int? = nil) -> (from: Int, to: Int)? {
            for from in engine.movablePieces().sorted() {
                for target in engine.targets(from: from) where target.jumpOver == nil && target.to != avoid {
                    return (from, target.to)
                }
            }
            return nil
        }
        for seed in UInt64(1)...UInt64(40) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 5, repetition: .draw3)
            try playIntoMovement(engine, &dice, captures: 0)
            for _ in 0..<3 {
                guard !engine.snapshot().isOver, let first = step(engine) else { break }
                try engine.move(from: first.from, to: first.to)
                guard !engine.snapshot().isOver, let second = step(engine, avoiding: first.from) else { break }
                try engine.move(from: second.from, to: second.to)
                guard (try? engine.move(from: first.to, to: first.from)) != nil, !engine.snapshot().isOver,
                    (try? engine.move(from: second.to, to: second.from)) != nil
                else { break }
            }
            if engine.snapshot().result == .draw { return engine.record() }
        }
        throw CancellationError()
    }

    // MARK: Kept at the end, once

    @Test func aPlayedGameIsKeptOnceWithItsSideAndLevelAndNotAgainAfterARestore() async throws {
        let storage = MemoryStorage()
        var setup = playTigers
        setup.level = .hard
        let h = await seated(setup, storage: storage)
        var dice = Dice(2)
        try h.playRandomMove(&dice)
        await h.idle()
        #expect(kept(storage).rows.isEmpty, "nothing is kept before the game ends")
        h.model.resign()
        await h.model.games.waitUntilKept()
        let rows = kept(storage).rows
        try #require(rows.count == 1)
        let row = rows[0]
        #expect(row.game.mode == .play && row.game.playerSide == .tiger && row.game.level == .hard)
        #expect(row.game.matchId == nil)
        #expect(row.result == .goatsWin && row.playerResult == .lost && row.reason == .resigned)
        #expect(row.halfMoves == (try h.table.game.moveLog.count))
        #expect(abs(row.game.endedAt.timeIntervalSinceNow) < 120, "dated by the clock")
        // The finished table after a kill: restored, and neither tallied nor kept again.
        h.kill()
        let after = Harness(storage: storage)
        await after.idle()
        #expect(try after.table.game.isOver)
        await after.model.games.waitUntilKept()
        #expect(kept(storage).rows.count == 1, "kept once, not again after the restore")
        #expect(try after.table.tally.games == 1)
        // The next game is kept on its own.
        after.model.playAgain()
        await after.idle()
        after.model.resign()
        await after.model.games.waitUntilKept()
        #expect(kept(storage).rows.count == 2)
    }

    @Test func aPassAndPlayGameIsKeptWithNeitherSideNorLevel() async throws {
        let storage = MemoryStorage()
        let h = await seated(passAndPlay, storage: storage)
        h.model.tap(c3)
        h.model.resign()  // the tigers, to move, give up
        await h.model.games.waitUntilKept()
        let rows = kept(storage).rows
        try #require(rows.count == 1)
        #expect(rows[0].game.mode == .passAndPlay && rows[0].game.playerSide == nil && rows[0].game.level == nil)
        #expect(rows[0].result == .goatsWin && rows[0].playerResult == nil && rows[0].halfMoves == 1)
    }

    @Test func watchedGamesAreKeptOneEachWithTheLevel() async throws {
        let storage = MemoryStorage()
        let h = Harness(storage: storage, seed: 5)
        h.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy, goatsToWin: 3) }
        h.model.startTable()
        let two = await h.eventually { (h.model.table?.tally.games ?? 0) >= 2 }
        #expect(two, "two bot games finished")
        let tallied = try h.table.tally.games
        h.model.leaveTable()
        await h.model.games.waitUntilKept()
        let rows = kept(storage).rows
        #expect(rows.count == tallied, "each watched game kept once, as the tally counted them")
        for row in rows {
            #expect(row.game.mode == .watch && row.game.level == .easy && row.game.playerSide == nil)
            #expect(row.playerResult == nil && row.result != .ongoing)
        }
        // Newest first.
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.game.endedAt >= $1.game.endedAt })
    }

    @Test func aMatchsGamesShareOneMatchIdAcrossAKillAndTheNextMatchHasAnother() async throws {
        let storage = MemoryStorage()
        var setup = playGoats
        setup.match = true
        let h = await seated(setup, storage: storage)
        h.model.resign()
        await h.model.games.waitUntilKept()
        h.kill()
        let after = Harness(storage: storage)
        after.model.playAgain()
        await after.idle()
        after.model.resign()
        await after.model.games.waitUntilKept()
        let listing = kept(storage)
        try #require(listing.rows.count == 2)
        let id = try #require(listing.rows[0].game.matchId)
        #expect(listing.rows[1].game.matchId == id, "both games of the match")
        #expect(listing.rows.map(\.game.playerSide) == [.tiger, .goat], "newest first, the sides swapped")
        #expect(listing.matchGame(of: listing.rows[1]) == 1 && listing.matchGame(of: listing.rows[0]) == 2)
        // A new match: a new id (a second later at the least, as the id is the first game's end).
        try await Task.sleep(for: .milliseconds(1100))
        after.model.playAgain()
        await after.idle()
        after.model.resign()
        await after.model.games.waitUntilKept()
        let newest = kept(storage).rows[0]
        #expect(newest.game.matchId != nil && newest.game.matchId != id)
    }

    @Test func aMatchLineKeepsItsIdAndAnOlderOrDamagedOneStillReads() {
        let match = MatchPlay()
        match.restore("goat;goat:tigersWin:0@1700000000")
        #expect(match.games.count == 1 && match.id == 1_700_000_000)
        #expect(match.saved == "goat;goat:tigersWin:0@1700000000", "saved as read")
        // A line saved before games were kept: the match reads, and its next game gets an id of its own.
        match.restore("goat;goat:tigersWin:0")
        #expect(match.games.count == 1 && match.id == nil)
        #expect(match.identify(at: Date(timeIntervalSince1970: 5)) == 5)
        #expect(match.identify(at: Date(timeIntervalSince1970: 9)) == 5, "the match keeps its first id")
        // A damaged id is dropped alone.
        match.restore("goat;goat:tigersWin:0@x")
        #expect(match.games.count == 1 && match.id == nil)
    }

    @Test func aSaveFromBeforeThisVersionLosesNothingAndKeepsTheNextGame() async throws {
        // A table saved by the last version: a finished, tallied game, the set-up, a tally, no kept games.
        let engine = try Engine(goatsToWin: 5, repetition: .draw3)
        try engine.resign(.goat)
        let storage = savedTable(
            engine, setup: playGoats, humans: [.goat],
            extra: [Saved.tally: "1,0,1,1,0,0", Saved.tallied: "true", "prefs.language": "ne"])
        let before = storage.contents
        let h = Harness(storage: storage)
        await h.idle()
        await h.model.games.waitUntilKept()
        #expect(try h.table.game.isOver && h.table.tally.games == 1)
        #expect(h.model.preferences.language == .nepali)
        #expect(storage.read(YourGames.key) == nil, "the old game ended before games were kept")
        for (key, value) in before where key.hasPrefix("setup.") || key.hasPrefix("prefs.") || key == Saved.record {
            #expect(storage.read(key) == value, "\(key) kept as it was")
        }
        #expect(storage.read(Saved.tally).flatMap(Saved.tally(from:)) == Saved.tally(from: "1,0,1,1,0,0"))
        h.model.playAgain()
        await h.idle()
        h.model.resign()
        await h.model.games.waitUntilKept()
        #expect(kept(storage).rows.count == 1)
        #expect(try h.table.tally.games == 2)
    }

    // MARK: The text: capacity, damage, refusals

    @Test func fiveHundredAndOneGamesKeepTheNewestFiveHundred() async throws {
        #expect(YourGames.capacity == 500)
        let storage = MemoryStorage()
        let games = YourGames(storage: storage, now: { Date() }, log: { _ in })
        let record = try resigned(.tiger)
        for index in 0...500 {
            games.keep(
                FinishedGame(
                    endedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60), mode: .play,
                    playerSide: .goat, level: .easy, matchId: nil, record: record))
        }
        await games.waitUntilKept()
        let listing = kept(storage)
        #expect(listing.refused == 0)
        #expect(listing.rows.count == 500)
        #expect(listing.rows.first?.game.endedAt == Date(timeIntervalSince1970: 1_700_000_000 + 500 * 60), "the newest first")
        #expect(listing.rows.last?.game.endedAt == Date(timeIntervalSince1970: 1_700_000_000 + 60), "the oldest went")
    }

    @Test func aDamagedLineIsRefusedAloneAndNothingElseIsTouched() async throws {
        let record = try resigned(.tiger)
        var text = ""
        for index in 0..<3 {
            text = try Engine.history(
                text,
                adding: FinishedGame(
                    endedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), mode: .play, playerSide: .goat,
                    level: .medium, matchId: nil, record: record))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[1] = String(lines[1].dropLast(7)) + "garbage"
        let damaged = lines.joined(separator: "\n")
        let storage = MemoryStorage([
            YourGames.key: damaged, "table.tally": "3,1,2,1,2,0", "prefs.language": "ne", "setup.level": "hard",
        ])
        let others = storage.contents.filter { $0.key != YourGames.key }
        let before = kept(storage)
        #expect(before.refused == 1 && before.rows.count == 2, "the damaged line alone is refused")
        let logged = Logged()
        let games = YourGames(storage: storage, now: { Date() }, log: { line in logged.add(line) })
        // A game the core refuses (not finished) is logged, and the text stays as it was.
        let unfinished = try Engine(goatsToWin: 5, repetition: .draw3).record()
        games.keep(
            FinishedGame(endedAt: Date(), mode: .play, playerSide: .goat, level: .easy, matchId: nil, record: unfinished))
        await games.waitUntilKept()
        #expect(storage.read(YourGames.key) == damaged)
        #expect(logged.lines.count == 1 && logged.lines[0].contains("could not be kept"))
        // A good game is added beside the damaged line.
        games.keep(FinishedGame(endedAt: Date(), mode: .watch, playerSide: nil, level: .hard, matchId: nil, record: record))
        await games.waitUntilKept()
        let after = kept(storage)
        #expect(after.refused == 1 && after.rows.count == 3)
        #expect(after.rows[0].game.mode == .watch)
        #expect(storage.contents.filter { $0.key != YourGames.key } == others, "tally and settings untouched")
        // The page says so, in both languages.
        games.refresh()
        await games.waitUntilRead()
        #expect(games.listing?.refused == 1)
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        #expect(en.gamesRefused(1) == "1 kept game could not be read.")
        #expect(ne.gamesRefused(1) == ne.plural(.gamesRefused, count: 1) && ne.gamesRefused(1)?.contains("१") == true)
        #expect(en.gamesRefused(0) == nil)
    }

    // MARK: The page

    /// The known set: five games against the computer, a pass-and-play and a watched game, ended
    /// at known times before `now`.
    private func knownSet(now: Date) throws -> String {
        let day = 86_400.0
        let wonAsGoats = try resigned(.tiger)
        let lostAsGoats = try resigned(.goat)
        let wonAsTigers = try resigned(.goat)
        let draw = try drawn()
        let games: [FinishedGame] = [
            FinishedGame(
                endedAt: now - 40 * day, mode: .play, playerSide: .tiger, level: .perfect, matchId: nil, record: draw),
            FinishedGame(
                endedAt: now - 5 * day, mode: .play, playerSide: .goat, level: .easy, matchId: 7, record: wonAsGoats),
            FinishedGame(
                endedAt: now - 3 * day, mode: .play, playerSide: .tiger, level: .hard, matchId: 7, record: wonAsTigers),
            FinishedGame(endedAt: now - 2.5 * day, mode: .passAndPlay, playerSide: nil, level: nil, matchId: nil, record: draw),
            FinishedGame(
                endedAt: now - 2 * day, mode: .play, playerSide: .goat, level: .easy, matchId: nil, record: lostAsGoats),
            FinishedGame(endedAt: now - 1.5 * day, mode: .watch, playerSide: nil, level: .medium, matchId: nil, record: draw),
            FinishedGame(
                endedAt: now - 1 * day, mode: .play, playerSide: .goat, level: .easy, matchId: nil, record: wonAsGoats),
        ]
        return try games.reduce("") { try Engine.history($0, adding: $1) }
    }

    @Test func theStatisticsOfAKnownSetAsThePageShowsThem() throws {
        let now = Date(timeIntervalSince1970: 1_760_000_000)
        let stats = Engine.statistics(try knownSet(now: now), now: now)
        #expect(stats.gamesCounted == 5, "only the games against the computer")
        let goats = try #require(stats.sides.first { $0.side == .goat })
        let tigers = try #require(stats.sides.first { $0.side == .tiger })
        #expect(goats.allTime == WinsDrawsLosses(won: 2, drawn: 0, lost: 1) && goats.last30Days == goats.allTime)
        #expect(tigers.allTime == WinsDrawsLosses(won: 1, drawn: 1, lost: 0))
        #expect(tigers.last30Days == WinsDrawsLosses(won: 1, drawn: 0, lost: 0), "the draw was 40 days ago")
        #expect(stats.levels.count == 8)
        #expect(stats.levels.first { $0.side == .goat && $0.level == .easy }?.allTime == WinsDrawsLosses(won: 2, drawn: 0, lost: 1))
        #expect(stats.levels.first { $0.side == .tiger && $0.level == .perfect }?.allTime == WinsDrawsLosses(won: 0, drawn: 1, lost: 0))
        // In the order they ended: draw, won, won, lost, won.
        #expect(stats.longestWinningStreak == 2)
        #expect(stats.perfectHeldToDraw == 1)
        #expect(stats.weeks.map(\.weeksAgo) == Array((0...11).reversed()))
        #expect(stats.weeks.last?.results == WinsDrawsLosses(won: 3, drawn: 0, lost: 1))
        #expect(stats.weeks.first { $0.weeksAgo == 5 }?.results == WinsDrawsLosses(won: 0, drawn: 1, lost: 0))

        let en = try catalogWords(.english)
        let said = en.statistics(stats)
        #expect(said.none == nil)
        #expect(said.sides.map(\.label) == ["As goats", "As tigers"])
        #expect(said.sides[0].allTime == "All time: 2 · 0 · 1")
        #expect(said.sides[0].spoken == "As goats: all time won 2, drawn 0, lost 1; last 30 days won 2, drawn 0, lost 1.")
        #expect(said.sides[1].last30Days == "Last 30 days: 1 · 0 · 0")
        #expect(
            said.levels.map(\.label) == [
                "As goats · Against the bot (Easy)", "As tigers · Against the bot (Hard)",
                "As tigers · Against the bot (Perfect)",
            ], "levels never played are left out")
        #expect(said.streak == "Longest winning streak: 2")
        #expect(said.perfectDraws == "Perfect held to a draw: 1")
        #expect(said.legend == "Won · drawn · lost")
        #expect(said.chartTitle == "Results, last 12 weeks")
        #expect(
            said.chartSummary
                == "Results of the last 12 weeks: won 3, drawn 1, lost 1. This week: won 3, drawn 0, lost 1.")
        let ne = try catalogWords(.nepali)
        let nepali = ne.statistics(stats)
        #expect(nepali.sides[0].allTime == "अहिलेसम्म: २ · ० · १")
        #expect(nepali.streak == "लगातार सबैभन्दा धेरै जित: २")
        for text in [nepali.streak, nepali.perfectDraws, nepali.chartSummary, nepali.chartTitle] + nepali.sides.map(\.spoken) + nepali.levels.map(\.last30Days) {
            #expect(!hasASCIIDigit(text), "Nepali digits: \(text)")
        }
    }

    @Test func theRowsOfAKnownSetAsThePageShowsThem() throws {
        let now = Date(timeIntervalSince1970: 1_760_000_000)  // 2025-10-09 08:53:20 UTC
        let listing = Engine.keptGames(try knownSet(now: now))
        #expect(listing.rows.count == 7 && listing.refused == 0)
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        let utc = try #require(TimeZone(identifier: "UTC"))
        func row(_ index: Int, _ words: Words) -> GameRowWords {
            words.gameRow(listing.rows[index], matchGame: listing.matchGame(of: listing.rows[index]), in: utc)
        }
        let newest = row(0, en)
        #expect(newest.date == "2025-10-08")
        #expect(newest.result == "Won")
        #expect(newest.players == "As goats · Against the bot (Easy)")
        #expect(newest.match == nil)
        #expect(newest.spoken == "2025-10-08, Won, As goats · Against the bot (Easy), \(newest.length)")
        #expect(row(1, en).players == "Bots watched (Medium)")
        #expect(row(1, en).result == "A draw")
        #expect(row(2, en).result == "Lost")
        #expect(row(3, en).players == "Two players")
        #expect(row(4, en).match == "Match, game 2" && row(5, en).match == "Match, game 1")
        #expect(row(6, en).result == en.text(.gamesDrawn))
        let resigned = listing.rows[0].halfMoves
        #expect(row(0, en).length == en.plural(.gamesLength, count: resigned))
        #expect(en.plural(.gamesLength, count: 1) == "1 move" && en.plural(.gamesLength, count: 12) == "12 moves")
        let nepaliNewest = row(0, ne)
        #expect(nepaliNewest.date == "२०२५-१०-०८")
        #expect(nepaliNewest.result == "जित")
        #expect(row(4, ne).match == "म्याच, खेल २")
        for index in 0..<7 {
            #expect(!hasASCIIDigit(row(index, ne).spoken), "Nepali digits: \(row(index, ne).spoken)")
        }
    }

    @Test func theEmptyPageAndNoStatisticsInBothLanguages() async throws {
        let storage = MemoryStorage()
        let h = Harness(storage: storage)
        h.model.openGames()
        #expect(h.model.screen == .games)
        await h.model.games.waitUntilRead()
        let listing = try #require(h.model.games.listing)
        #expect(listing.rows.isEmpty && listing.refused == 0)
        let stats = try #require(h.model.games.statistics)
        #expect(stats.gamesCounted == 0 && stats.weeks.count == 12)
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        #expect(en.text(.gamesEmpty) == "No games kept yet. Every game you finish is kept here.")
        #expect(en.statistics(stats).none == "Statistics count your games against the bot; none is kept yet.")
        #expect(ne.statistics(stats).none == ne.text(.statsNone) && ne.text(.statsNone) != en.text(.statsNone))
        #expect(ne.gamesTitle == "तपाईंका खेलहरू")
        h.model.closeGames()
        #expect(h.model.screen == .setup)
        #expect(storage.contents.isEmpty, "looking saves nothing")
    }

    // MARK: The chart

    @Test func theChartsBarsStackWinsDrawsAndLossesOnOneScale() {
        let weeks = (0..<12).map { ago in
            WeekRecord(
                weeksAgo: 11 - ago,
                results: ago == 11
                    ? WinsDrawsLosses(won: 3, drawn: 0, lost: 1)
                    : ago == 6 ? WinsDrawsLosses(won: 0, drawn: 2, lost: 0) : WinsDrawsLosses(won: 0, drawn: 0, lost: 0))
        }
        let chart = ResultsChart(weeks.reversed(), width: 240, height: 100)
        #expect(chart.bars.map(\.weeksAgo) == Array((0...11).reversed()), "oldest at the left, whatever the order given")
        #expect(chart.busiestWeek == 4 && chart.baselineY == 100 && chart.width == 240)
        // Twelve slots of 20 pt, each bar 70 % of its slot, centred.
        for (index, bar) in chart.bars.enumerated() {
            #expect(abs(bar.slot.minX - (Double(index) * 20 + 3)) < 1e-9 && abs(bar.slot.width - 14) < 1e-9)
        }
        let this = chart.bars[11]
        #expect(this.segments.map(\.outcome) == [.won, .lost], "no segment for no draws")
        #expect(this.segments[0].rect == CGRect(x: 223, y: 25, width: 14, height: 75), "wins at the bottom: 3 of 4")
        #expect(this.segments[1].rect == CGRect(x: 223, y: 0, width: 14, height: 25), "the loss on top, to the top")
        let drawnWeek = chart.bars[6]
        #expect(drawnWeek.weeksAgo == 5 && drawnWeek.segments.map(\.outcome) == [.drawn])
        #expect(drawnWeek.segments[0].rect == CGRect(x: 123, y: 50, width: 14, height: 50))
        #expect(chart.bars.filter { $0.segments.isEmpty }.count == 10)
        // No game at all: empty slots, no division by nought.
        let empty = ResultsChart(weeks.map { WeekRecord(weeksAgo: $0.weeksAgo, results: WinsDrawsLosses(won: 0, drawn: 0, lost: 0)) }, width: 240, height: 100)
        #expect(empty.busiestWeek == 0 && empty.bars.allSatisfy { $0.segments.isEmpty })
    }

    // MARK: A kept game in review

    @Test func openingAKeptGameGivesItsReviewWithItsSlipsAndBackToTheList() async throws {
        try await loadG3Table()
        // A goats-to-win 3 game with slips the table knows of, played to its end with seeded moves.
        var found: (engine: Engine, marks: [Int])?
        for seed in UInt64(1)...UInt64(12) where found == nil {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice)
            for _ in 0..<80 { guard try playOneMove(engine, &dice) else { break } }
            if !engine.snapshot().isOver { try engine.resign(engine.snapshot().toMove) }
            let marks = await engine.reviewMarks()
            if !marks.isEmpty { found = (engine, marks.sorted()) }
        }
        let (engine, marks) = try #require(found, "a seeded game with slips")
        let storage = MemoryStorage()
        storage.write([
            YourGames.key: try Engine.history(
                "",
                adding: FinishedGame(
                    endedAt: Date(), mode: .passAndPlay, playerSide: nil, level: nil, matchId: nil, record: engine.record())),
        ])
        let before = storage.contents
        let h = Harness(storage: storage)
        h.model.openGames()
        await h.model.games.waitUntilRead()
        let row = try #require(h.model.games.listing?.rows.first)
        #expect(h.model.openKeptGame(row))
        #expect(h.model.screen == .table && h.model.isShowingKeptGame && h.model.tableMode == .passAndPlay)
        let review = h.model.review
        #expect(review.isOpen && review.step == review.length && review.length == engine.snapshot().moveLog.count)
        await review.waitForMarks()
        #expect(review.marks == marks, "its slips marked")
        #expect(h.model.reviewDoneKey == .gamesBack)
        // Nothing to play, no menu, and nothing saved: a kill here comes back to the set-up page.
        #expect(!h.model.canHint && !h.model.canResign)
        h.model.pause()
        h.model.resume()
        #expect(storage.contents == before, "reviewing a kept game saves nothing")
        // The analysis board from the review, and back to it.
        h.model.openAnalysis()
        #expect(h.model.screen == .analysis)
        h.model.closeAnalysis()
        #expect(h.model.screen == .table && review.isOpen)
        // Back to the list, as it was.
        h.model.closeReview()
        #expect(h.model.screen == .games && !h.model.isShowingKeptGame && h.model.table == nil)
        #expect(h.model.games.listing?.rows == [row])
        storage.write([TableModel.openKey: nil])
        #expect(storage.contents == before)
    }
}

/// Lines a log was given, from any thread.
final class Logged: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func add(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// True if `text` has a digit 0-9 (Nepali text writes ०-९).
func hasASCIIDigit(_ text: String) -> Bool {
    text.unicodeScalars.contains { ("0"..."9").contains($0) }
}
