import Foundation
import Testing

@testable import BaghchalKit

/// The table model's holders on their own: BotTurns, TableSaving, TableLifecycle and TablePlay.
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

    @Test func thePlayedGameIsReReadSavedHandedToTheBotAndTalliedOnce() async throws {
        let model = PlayedTable()
        let engine = try Engine(goatsToWin: 5, repetition: .draw3)
        model.engine = engine
        model.table = TableState(game: engine.snapshot(), humanSides: [.goat], tally: Tally())
        let storage = MemoryStorage()
        let saving = TableSaving(storage: storage)
        let bots = BotTurns(timing: .instant, makeCancelHandle: { CancelHandle() })
        let playing = TablePlay(
            model: model, bots: bots, hints: Hints(makeCancelHandle: { CancelHandle() }), saving: saving,
            feedback: NoFeedback(), match: MatchPlay())
        // a1 holds a tiger: the core refuses, the piece goes back down and nothing else changes.
        playing.play { try $0.place(0) }
        #expect(model.putDowns == 1 && model.table?.game.moveLog == [] && !saving.hasTable)
        playing.play { try $0.place(c3) }
        #expect(model.table?.game.moveLog == ["c3"] && model.table?.moveSerial == 1 && saving.hasTable)
        #expect(model.table?.thinking == true && bots.isTakingTurn, "the tigers' turn went to the bot")
        await bots.waitForTurn()
        #expect(model.table?.game.moveLog.count == 2 && model.table?.thinking == false)
        #expect(model.table?.movable.isEmpty == true && model.table?.placeHints.isEmpty == false, "the goats place next")
        playing.play(animate: false) { try $0.resign(.goat) }
        #expect(model.table?.game.isOver == true && model.table?.tally.games == 1 && model.gameOvers == 1)
        #expect(playing.tallied && saving.savedTable().tallied)
        playing.refresh(animate: false)
        #expect(model.table?.tally.games == 1 && model.gameOvers == 2, "the end is tallied once, not at each re-read")
        #expect(model.kept.count == 1, "and kept once, with the tally")
        #expect(!bots.isTakingTurn)
    }
}

/// The part of a table model the game in play sees, recording what it was asked to do.
@MainActor
private final class PlayedTable: TablePlay.Table {
    var table: TableState?
    var engine: Engine?
    let setup = TableSetup(mode: .play, side: .goats, level: .easy)
    let preferences = Preferences()
    let isPaused = false
    let isShowingKeptGame = false
    var putDowns = 0
    var gameOvers = 0
    /// The games it was asked to keep, by their move count.
    var kept: [Int] = []

    func putDown() {
        putDowns += 1
        table?.picked = nil
    }

    func nextSeed() -> UInt64 { 1 }

    func gameOver() { gameOvers += 1 }

    func keepFinished(_ engine: Engine, humans: Set<Side>) { kept.append(engine.snapshot().moveLog.count) }
}
