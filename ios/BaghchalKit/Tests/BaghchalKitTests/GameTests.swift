import Testing

@testable import BaghchalKit

/// Whole games, watch mode, the tally, take back, resign and bot cancellation.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct GameTests {
    @Test(arguments: Level.allCases)
    func aWholeGameAgainstTheBotThenTheTallyCarriesOn(level: Level) async throws {
        var setup = playGoats
        setup.level = level
        let h = await seated(setup, seed: 3)
        var dice = Dice(11)
        var turns = 0
        while try !h.table.game.isOver {
            #expect(try h.table.humanToMove)
            try h.playRandomMove(&dice)
            await h.idle()
            turns += 1
            try #require(turns <= 250, "the game ends within the move limit")
        }
        let first = try h.table
        #expect(first.game.result != .ongoing)
        #expect(first.game.reason != nil)
        #expect(first.tally.games == 1)
        #expect(first.tally.wins + first.tally.losses + first.tally.draws == 1)
        // Touch does nothing once the game is over.
        h.model.tap(first.placeHints.first ?? c3)
        #expect(try h.table == first)
        #expect(!h.model.canResign)
        #expect(!h.model.canTakeBack)
        // The next game: the tally carries on.
        h.model.playAgain()
        await h.idle()
        #expect(try h.table.game.moveLog.isEmpty)
        #expect(try h.table.tally == first.tally)
        h.model.resign()
        #expect(try h.table.game.result == .tigersWin)
        #expect(try h.table.game.reason == .resigned)
        let tally = try h.table.tally
        #expect(tally.games == 2)
        #expect(tally.losses == first.tally.losses + 1)
        #expect(tally.wins == first.tally.wins)
    }

    @Test func aWholePassAndPlayGameThroughTouch() async throws {
        let h = await seated(passAndPlay)
        var dice = Dice(5)
        var turns = 0
        while try !h.table.game.isOver {
            #expect(try h.table.humanToMove, "both sides are the people's")
            #expect(try !h.table.thinking)
            let before = try h.table.game.moveLog.count
            try h.playRandomMove(&dice)
            #expect(try h.table.game.moveLog.count == before + 1)
            turns += 1
            try #require(turns <= 400, "the game ends within the move limit")
        }
        #expect(h.handles.isEmpty, "no bot ever searched")
        let tally = try h.table.tally
        #expect(tally.games == 1)
        #expect(tally.wins + tally.losses == 0, "two people: only the sides' results count")
        #expect(tally.tigerWins + tally.goatWins + tally.draws == 1)
    }

    @Test func watchModeStartsTheNextGameByItself() async throws {
        let h = Harness(seed: 5)
        h.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        h.model.startTable()
        let twoGames = await h.eventually { (h.model.table?.tally.games ?? 0) >= 2 }
        #expect(twoGames, "two bot games finished")
        let tally = try h.table.tally
        // Watching counts the sides' results, nobody's wins or losses.
        #expect(tally.games == tally.tigerWins + tally.goatWins + tally.draws)
        #expect(tally.wins + tally.losses == 0)
        h.model.requestLeave()
        h.model.confirmLeave()
        #expect(h.model.screen == .setup)
        await h.idle()
        #expect(h.model.table == nil, "no next game after leaving")
    }

    @Test func watchModeNextGameKeepsTheMenuAndLeaveQuestionOpen() async throws {
        let h = Harness(seed: 5)
        h.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        h.model.startTable()
        h.model.setMenuOpen(true)
        h.model.requestLeave()
        let nextGame = await h.eventually { (h.model.table?.tally.games ?? 0) >= 1 && h.model.table?.game.isOver == false }
        #expect(nextGame, "the clock started the next watched game")
        #expect(try h.table.menuOpen, "the menu stays open across the next game")
        #expect(h.model.isConfirmingLeave, "the leave question stays up across the next game")
        h.model.confirmLeave()
        #expect(h.model.screen == .setup)
    }

    @Test func playAgainClosesTheMenuAndTheLeaveQuestion() async throws {
        let h = await seated(passAndPlay)
        h.model.tap(c3)
        h.model.resign()
        h.model.setMenuOpen(true)
        h.model.requestLeave()
        h.model.playAgain()
        #expect(try h.table.game.moveLog.isEmpty, "a new game")
        #expect(try !h.table.menuOpen)
        #expect(!h.model.isConfirmingLeave, "only a game the watch clock starts keeps the question up")
        h.model.confirmLeave()
        #expect(h.model.screen == .table, "nothing was asked, so nothing is confirmed")
    }

    @Test func takeBackUndoesThePlayersMoveAndTheBotsReply() async throws {
        let h = await seated(playGoats)
        #expect(!h.model.canTakeBack)
        h.model.tap(c3)
        await h.idle()
        h.model.tap(b2)
        await h.idle()
        #expect(try h.table.game.moveLog.count == 4)
        #expect(h.model.canTakeBack)
        h.model.takeBack()
        await h.idle()
        #expect(try h.table.game.moveLog.count == 2)
        #expect(try h.table.game.moveLog.first == "c3")
        #expect(try h.table.humanToMove)
        #expect(try h.table.game.board[b2] == .empty)
    }

    @Test func takeBackWhileTheBotThinksCancelsItsSearch() async throws {
        let h = await seated(playGoats, botPause: .seconds(60))
        h.model.tap(c3)
        #expect(try h.table.thinking)
        #expect(h.model.canTakeBack)
        h.model.takeBack()
        let handle = try #require(h.handles.first)
        #expect(h.handles.count == 1)
        #expect(handle.isCancelled, "the search was cancelled")
        #expect(try !h.table.thinking)
        #expect(try h.table.game.moveLog.isEmpty)
        #expect(try h.table.humanToMove)
        #expect(try h.table.placeHints.count == 21)
        await h.idle()
        #expect(try h.table.game.moveLog.isEmpty, "the cancelled search played nothing")
    }

    @Test func resigningWhileTheBotThinksCancelsItsSearch() async throws {
        let h = await seated(playGoats, botPause: .seconds(60))
        h.model.tap(c3)
        #expect(try h.table.thinking)
        h.model.resign()
        let handle = try #require(h.handles.first)
        #expect(handle.isCancelled, "the search was cancelled")
        #expect(try !h.table.thinking)
        #expect(try h.table.game.result == .tigersWin)
        #expect(try h.table.tally.losses == 1)
        await h.idle()
        #expect(try h.table.game.moveLog == ["c3"], "the cancelled search played nothing")
    }

    @Test func resigningInPassAndPlayGivesTheGameToTheOtherSide() async throws {
        let h = await seated(passAndPlay)
        h.model.tap(c3)
        #expect(try h.table.game.toMove == .tiger)
        h.model.resign()
        #expect(try h.table.game.result == .goatsWin)
        #expect(try h.table.tally.goatWins == 1)
        h.model.resign()
        #expect(try h.table.tally.games == 1, "a finished game is counted once")
    }

    @Test func aRandomSideIsRerolledEachGame() async throws {
        var setup = playGoats
        setup.side = .random
        let h = await seated(setup, seed: 42)
        var seen: Set<Side> = []
        for _ in 0..<12 {
            let sides = try h.table.humanSides
            #expect(sides.count == 1)
            seen.formUnion(sides)
            h.model.playAgain()
            await h.idle()
        }
        #expect(seen == [.goat, .tiger])
    }

    @Test func leavingTheTableAsksFirstThenCancelsTheBotAndEndsTheSitting() async throws {
        let storage = MemoryStorage()
        var setup = playTigers
        setup.level = .perfect
        // The long pause keeps the bot's turn open (thinking) until we leave.
        let h2 = Harness(storage: storage, botPause: .seconds(60))
        h2.model.updateSetup { $0 = setup }
        h2.model.startTable()
        #expect(try h2.table.thinking)
        let handle = try #require(h2.handles.last)
        #expect(!handle.isCancelled)
        h2.model.requestLeave()
        #expect(h2.model.isConfirmingLeave)
        #expect(storage.read(Saved.record) != nil, "nothing is deleted before the answer")
        let before = try h2.table
        h2.model.cancelLeave()
        #expect(try h2.table == before, "staying keeps the table as it was")
        #expect(!h2.model.isConfirmingLeave)
        #expect(h2.model.screen == .table)
        #expect(!handle.isCancelled, "cancelling the question leaves the bot alone")
        h2.model.requestLeave()
        h2.model.confirmLeave()
        #expect(!h2.model.isConfirmingLeave)
        #expect(h2.model.screen == .setup)
        #expect(h2.model.table == nil)
        #expect(handle.isCancelled, "the search was cancelled")
        await h2.idle()
        #expect(h2.model.table == nil)
        #expect(storage.read(Saved.record) == nil)
        h2.kill()
        let after = Harness(storage: storage)
        #expect(after.model.screen == .setup)
    }

    @Test func requestLeaveOffTheTableAsksNothingAndConfirmNeedsAQuestion() async throws {
        let h = Harness()
        h.model.requestLeave()
        #expect(!h.model.isConfirmingLeave)
        let seatedHarness = await seated(playTigers)
        seatedHarness.model.confirmLeave()
        #expect(seatedHarness.model.screen == .table, "no leaving without the question")
        let tiger = try #require(try seatedHarness.table.movable.min())
        seatedHarness.model.tap(tiger)
        seatedHarness.model.requestLeave()
        #expect(try seatedHarness.table.picked == nil, "asking puts the piece back down")
        #expect(!seatedHarness.model.beginDrag(at: tiger), "no touches while asking")
    }
}
