import Foundation
import Testing

@testable import BaghchalKit

/// Save, kill and restore; pause and resume.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct SavingTests {
    @Test func saveKillRestoreComesBackToTheSeat() async throws {
        let storage = MemoryStorage()
        var setup = playTigers
        setup.goatsToWin = 6
        let h = await seated(setup, storage: storage)
        var dice = Dice(1)
        try h.playRandomMove(&dice)
        await h.idle()
        h.model.updatePreferences { $0.language = .nepali }
        let before = try h.table
        h.kill()
        // A new model over the same storage is the app after the process was killed.
        let after = Harness(storage: storage)
        await after.idle()
        #expect(after.model.screen == .table)
        #expect(try after.table.game.moveLog == before.game.moveLog)
        #expect(try after.table.game.board == before.game.board)
        #expect(try after.table.humanSides == before.humanSides)
        #expect(try after.table.tally == before.tally)
        #expect(try after.table.game.goatsToWin == 6)
        #expect(after.model.setup == setup)
        #expect(after.model.preferences.language == .nepali)
        #expect(try after.table.notice == nil)
        #expect(try after.table.humanToMove)
    }

    @Test func killedDuringTheBotsTurnTheBotPlaysAfterRestore() async throws {
        let storage = MemoryStorage()
        // A long pause keeps the bot's move from landing before the "kill".
        let h = Harness(storage: storage, botPause: .seconds(60))
        h.model.updateSetup { $0 = playGoats }
        h.model.startTable()
        h.model.tap(c3)
        #expect(try h.table.thinking)
        let handle = try #require(h.handles.last)
        h.kill()
        #expect(handle.isCancelled)
        let after = Harness(storage: storage)
        await after.idle()
        #expect(try after.table.game.moveLog.count == 2)
        #expect(try after.table.game.moveLog.first == "c3")
        #expect(try after.table.humanToMove)
    }

    @Test func damagedSidesInASaveFallBackToTheSetupsSeat() async throws {
        let storage = MemoryStorage()
        let h = await seated(playGoats, storage: storage)
        h.model.tap(c3)
        await h.idle()
        h.kill()
        // Sides that do not fit the mode would give the bot the player's seat (or none).
        for damaged in ["garbage", "", "goat,tiger"] {
            storage.write([Saved.humans: damaged])
            let after = Harness(storage: MemoryStorage(storage.contents))
            await after.idle()
            #expect(try after.table.humanSides == [.goat], "\(damaged)")
            #expect(try after.table.game.moveLog.count == 2, "the bot did not play the player's goats")
            #expect(try after.table.humanToMove)
        }
    }

    @Test func aFinishedGameIsNotCountedTwiceAfterRestore() async throws {
        let storage = MemoryStorage()
        let h = await seated(playGoats, storage: storage)
        h.model.resign()
        h.kill()
        let after = Harness(storage: storage)
        #expect(try after.table.game.isOver)
        #expect(try after.table.tally.games == 1)
    }

    @Test func anUnreadableSaveGivesAMessageAndAFreshGameAndKeepsTheRest() async throws {
        let storage = MemoryStorage()
        var setup = playGoats
        setup.goatsToWin = 4
        let h = await seated(setup, storage: storage)
        h.model.resign()
        h.model.playAgain()
        await h.idle()
        h.model.tap(c3)
        await h.idle()
        h.model.updatePreferences {
            $0.language = .nepali
            $0.sound = false
        }
        let tally = try h.table.tally
        h.kill()
        storage.write([Saved.record: "{ this is not a game"])
        let after = Harness(storage: storage)
        await after.idle()
        #expect(after.model.screen == .table)
        #expect(try after.table.notice == .saveUnreadable)
        #expect(try after.table.game.moveLog.isEmpty, "a fresh game")
        #expect(try after.table.game.goatsToWin == 4)
        #expect(try after.table.tally == tally)
        #expect(tally.games == 1)
        #expect(try after.table.humanSides == [.goat])
        #expect(after.model.preferences.language == .nepali)
        #expect(!after.model.preferences.sound)
        after.model.dismissNotice()
        #expect(try after.table.notice == nil)
        // The fresh game is saved over the broken one.
        #expect(storage.read(Saved.record) != "{ this is not a game")
        let words = try catalogWords(.english)
        #expect(words.text(Notice.saveUnreadable.key) == "Your saved game could not be read, so a new game has started.")
    }

    @Test func anUnreadableSaveKeepsTheSidesAndTheBotPlaysOnlyItsOwn() async throws {
        let storage = MemoryStorage()
        var setup = playTigers
        setup.side = .random
        // Seed 3 gives the player the goats; restores re-rolling the tigers would let the bot play goats.
        let h = await seated(setup, seed: 3, storage: storage)
        let humans = try h.table.humanSides
        h.kill()
        storage.write([Saved.record: "[]"])
        for seed: UInt64 in 1...6 {
            let after = Harness(storage: MemoryStorage(storage.contents), seed: seed)
            await after.idle()
            #expect(try after.table.notice == .saveUnreadable)
            #expect(try after.table.humanSides == humans)
            #expect(try after.table.humanToMove, "the bot played its side's move only")
            #expect(try after.table.game.moveLog.count == (humans == [.tiger] ? 1 : 0))
        }
    }

    @Test func setupChoicesAreRememberedAndKeptInRange() {
        let storage = MemoryStorage()
        let setup = TableSetup(mode: .watch, side: .random, level: .hard, goatsToWin: 7, repetition: .forbid3, speed: .x4)
        Harness(storage: storage).model.updateSetup { $0 = setup }
        #expect(Harness(storage: storage).model.setup == setup)
        let h = Harness(storage: storage)
        h.model.updateSetup { $0.goatsToWin = 12 }
        #expect(h.model.setup.goatsToWin == 7)
        h.model.setSpeed(.x2)
        #expect(Harness(storage: storage).model.setup.speed == .x2)
        // A damaged value falls back to the default rather than failing.
        storage.write(["setup.level": "impossible", "setup.goatsToWin": "99"])
        #expect(Harness(storage: storage).model.setup.level == .medium)
        #expect(Harness(storage: storage).model.setup.goatsToWin == 5)
    }

    @Test func aPausedWatchTablePlaysNoMoveAndResumeCarriesOn() async throws {
        let storage = MemoryStorage()
        let h = Harness(storage: storage, seed: 9)
        h.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        h.model.startTable()
        #expect(try h.table.thinking)
        h.model.pause()
        #expect(h.model.isPaused)
        #expect(try !h.table.thinking)
        #expect(h.handles.count == 1)
        #expect(h.handles[0].isCancelled, "pausing stops the search")
        await h.idle()
        for _ in 0..<100 { await Task.yield() }
        #expect(try h.table.game.moveLog.isEmpty, "a paused table plays nothing")
        #expect(h.handles.count == 1, "no new search while paused")
        #expect(storage.read("table.active") == "1", "pausing saves")
        h.model.resume()
        #expect(!h.model.isPaused)
        let played = await h.eventually { h.model.table.map { $0.game.moveLog.count >= 3 || $0.tally.games >= 1 } ?? false }
        #expect(played, "resume carries on from the same position")
        h.model.leaveTable()
    }

    @Test func pausingAWatchTableLaterFreezesItUntilResume() async throws {
        let h = Harness(seed: 4)
        h.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        h.model.startTable()
        // The tally only grows, so this cannot be missed between two polls.
        let ended = await h.eventually { (h.model.table?.tally.games ?? 0) >= 1 }
        #expect(ended)
        // A game has ended: the next one is scheduled or under way. Pause whichever it is.
        h.model.pause()
        let paused = try h.table
        await h.idle()
        for _ in 0..<100 { await Task.yield() }
        #expect(try h.table.game == paused.game, "nothing happens while paused")
        #expect(try h.table.tally == paused.tally)
        h.model.resume()
        let next = await h.eventually { (h.model.table?.tally.games ?? 0) > paused.tally.games }
        #expect(next, "the next game comes after resume")
        h.model.leaveTable()
    }

    @Test func pausedDuringTheBotsTurnResumeLetsItPlay() async throws {
        let h = await seated(playGoats)
        h.model.tap(c3)
        #expect(try h.table.thinking)
        h.model.pause()
        #expect(try !h.table.thinking)
        #expect(try #require(h.handles.last).isCancelled, "pausing stops the search")
        await h.idle()
        #expect(try h.table.game.moveLog == ["c3"])
        #expect(try !h.table.humanToMove)
        // A second pause changes nothing; resume hands the turn back to the bot.
        h.model.pause()
        h.model.resume()
        #expect(try h.table.thinking, "the bot searches again")
        #expect(try !#require(h.handles.last).isCancelled)
        await h.idle()
        #expect(try h.table.game.moveLog.count == 2)
        #expect(try h.table.game.moveLog.first == "c3")
        #expect(try h.table.humanToMove)
        // Resuming when nothing was paused starts nothing.
        let searches = h.handles.count
        h.model.resume()
        #expect(try !h.table.thinking)
        #expect(h.handles.count == searches)
    }

    @Test func aPausedPlayersTurnStaysTheSameAndMovesAfterResume() async throws {
        let h = await seated(playGoats)
        h.model.pause()
        let before = try h.table
        h.model.resume()
        #expect(try h.table == before, "the player's turn is untouched")
        #expect(h.handles.isEmpty, "no bot search for the player's turn")
        h.model.tap(c3)
        await h.idle()
        #expect(try h.table.game.board[c3] == .goat)
        #expect(try h.table.game.moveLog.first == "c3")
        #expect(try h.table.game.moveLog.count == 2)
    }

    @Test func defaultsStorageKeepsValuesUnderItsPrefix() throws {
        let defaults = try #require(UserDefaults(suiteName: "np.baghchal.tests.\(UInt64.random(in: 0 ... .max))"))
        let storage = DefaultsStorage(defaults, prefix: "t.")
        storage.write(["a": "1", "b": "2"])
        #expect(storage.read("a") == "1")
        #expect(defaults.string(forKey: "t.b") == "2")
        storage.write(["a": nil])
        #expect(storage.read("a") == nil)
        #expect(storage.read("b") == "2")
    }
}
