import Foundation
import Testing

@testable import BaghchalKit

/// The table model's holders on their own: BotTurns, TableSaving and TableLifecycle.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct HolderTests {
    @Test func aStoppedBotTurnPlaysNothingAndAFinishedOnePlaysOnce() async throws {
        let bots = BotTurns(timing: .instant, makeCancelHandle: { CancelHandle() })
        let engine = try Engine(goatsToWin: 5, repetition: .draw3)
        var played: [MoveView] = []
        bots.start(engine: engine, level: .easy, speed: .x1, seed: 1) { played.append($0) }
        #expect(bots.isTakingTurn)
        bots.stop()
        #expect(!bots.isTakingTurn)
        await bots.waitForTurn()
        #expect(played.isEmpty, "a stopped turn played a move")
        bots.start(engine: engine, level: .easy, speed: .x1, seed: 1) { played.append($0) }
        await bots.waitForTurn()
        #expect(played.count == 1 && !bots.isTakingTurn)
        let move = try #require(played.first)
        #expect(move.from == nil && engine.placementTargets().contains(move.to), "a goat placement for the goats' first turn")
    }

    @Test func savingRestoresEachPartAndClearingForgetsTheTable() throws {
        let storage = MemoryStorage()
        let saving = TableSaving(storage: storage)
        #expect(!saving.hasTable)
        let engine = try Engine(goatsToWin: 4, repetition: .forbid)
        try engine.place(c3)
        var table = TableState(game: engine.snapshot(), humanSides: [.tiger], tally: Tally(games: 2, wins: 1, draws: 1))
        table.menuOpen = true
        saving.save(engine: engine, table: table, tallied: true, hints: 3, match: nil)
        #expect(saving.hasTable)
        let saved = saving.savedTable()
        #expect(saved.tally == table.tally && saved.humans == [.tiger] && saved.tallied && saved.hints == 3)
        #expect(saved.match == nil)
        #expect(saved.engine?.snapshot().moveLog == ["c3"])
        storage.write([Saved.record: "not a record"])
        #expect(saving.savedTable().engine == nil, "an unreadable game is nil, the rest still read")
        #expect(saving.savedTable().tally == table.tally)
        saving.clear()
        #expect(!saving.hasTable)
        saving.save(TableSetup(mode: .watch, goatsToWin: 6))
        #expect(saving.setup() == TableSetup(mode: .watch, goatsToWin: 6))
    }

    @Test func theLifecycleSeatsTheNextGameAndPausesOnce() {
        let lifecycle = TableLifecycle(timing: .instant)
        #expect(lifecycle.pause() && !lifecycle.pause() && lifecycle.isPaused)
        #expect(lifecycle.resume() && !lifecycle.resume() && !lifecycle.isPaused)
        lifecycle.askToLeave()
        #expect(lifecycle.isConfirmingLeave)
        lifecycle.dropLeaveQuestion()
        #expect(!lifecycle.isConfirmingLeave)
        #expect(TableLifecycle.fits([.goat], .play) && !TableLifecycle.fits([.goat, .tiger], .play))
        #expect(TableLifecycle.fits([.goat, .tiger], .passAndPlay) && !TableLifecycle.fits([.tiger], .passAndPlay))
        #expect(TableLifecycle.fits([], .watch) && !TableLifecycle.fits([.goat], .watch))
        var random = SplitMix64(seed: 1)
        let alternate = TableSetup(mode: .play, side: .alternate)
        #expect(TableLifecycle.seating(alternate, random: &random) == [.goat], "the first game takes the goats")
        #expect(TableLifecycle.seating(alternate, previous: [.goat], random: &random) == [.tiger])
        #expect(TableLifecycle.seating(alternate, previous: [.tiger], random: &random) == [.goat])
        #expect(TableLifecycle.seating(TableSetup(mode: .watch), random: &random).isEmpty)
        // A match's second game swaps the player's side.
        let match = MatchPlay()
        let setup = TableSetup(mode: .play, side: .tigers, match: true)
        let first = TableLifecycle.nextSeating(setup, previous: nil, match: match, random: &random)
        #expect(first == [.tiger])
        _ = match.finish(result: .goatsWin, captured: 0)
        #expect(TableLifecycle.nextSeating(setup, previous: first, match: match, random: &random) == [.goat])
    }

    @Test func aCancelledNextGameNeverStarts() async {
        let lifecycle = TableLifecycle(timing: Timing(botPause: .zero, nextGame: .seconds(3600)))
        var started = 0
        lifecycle.scheduleNextGame(speed: .x1) { started += 1 }
        #expect(lifecycle.isNextGameScheduled)
        lifecycle.cancelNextGame()
        #expect(!lifecycle.isNextGameScheduled)
        let instant = TableLifecycle(timing: .instant)
        instant.scheduleNextGame(speed: .x1) { started += 1 }
        await instant.waitForNextGame()
        #expect(started == 1)
    }
}
