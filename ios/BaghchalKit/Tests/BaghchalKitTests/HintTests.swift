import Foundation
import Testing

@testable import BaghchalKit

/// The hint action: what it suggests, when it is offered, and that it never plays.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct HintTests {
    @Test func aHintIsALegalMoveAndNeverPlaysItself() async throws {
        let h = await seated(playGoats)
        h.model.tap(c3)
        await h.idle()
        let before = try h.table
        #expect(h.model.canHint)
        h.model.requestHint()
        await h.idle()
        let hint = try #require(h.model.hints.shown)
        #expect(hint.from == nil, "a placement turn suggests a placement")
        #expect(before.placeHints.contains(hint.to))
        // Shown, not played: the position and the turn are as they were.
        #expect(try h.table.game == before.game)
        #expect(try h.table.humanToMove)
        #expect(h.model.hints.count == 1)
        #expect(!h.model.canHint, "one hint at a time")
        // VoiceOver names the hinted point; without the hint the point reads as before.
        let en = try catalogWords(.english)
        let table = try h.table
        #expect(en.accessibility(of: hint.to, in: table, hint: hint).value == en.text(.pointHintTo))
        #expect(en.accessibility(of: hint.to, in: table).value == en.text(.pointCanPlace))
        #expect(en.hintAnnouncement(hint) == en.text(.hintShown, .text(Points.name(hint.to))))
    }

    @Test func aHintInATableRatedPositionKeepsTheTablesValue() async throws {
        try await loadG3Table()
        let positions = try ratedPositions()
        for outcome in [Evaluation.Outcome.win, .draw] {
            let engine = try #require(positions[outcome], "no \(outcome) position found")
            let side = engine.snapshot().toMove
            let storage = savedTable(
                engine, setup: TableSetup(mode: .play, side: side == .goat ? .goats : .tigers, goatsToWin: 3),
                humans: [side])
            let h = Harness(storage: storage)
            #expect(try h.table.humanToMove)
            h.model.requestHint()
            await h.idle()
            let hint = try #require(h.model.hints.shown)
            #expect(legalMoves(engine).contains { $0.from == hint.from && $0.to == hint.to })
            #expect(try moverOutcome(after: (hint.from, hint.to), on: engine) == outcome, "the hint threw away a \(outcome)")
            h.kill()
        }
    }

    @Test func aMoveOrAPauseCancelsTheHintAndLeavesNoMark() async throws {
        let h = await seated(passAndPlay)
        h.model.requestHint()
        let handle = try #require(h.handles.last)
        // The player moves before the search ends: its result must not show.
        h.model.tap(c3)
        #expect(handle.isCancelled)
        await h.idle()
        #expect(h.model.hints.shown == nil)
        #expect(!h.model.hints.isSearching)
        // A shown hint goes when the app is paused, and when a move is played.
        h.model.requestHint()
        await h.idle()
        #expect(h.model.hints.shown != nil)
        h.model.pause()
        #expect(h.model.hints.shown == nil)
        h.model.resume()
        h.model.requestHint()
        await h.idle()
        let hint = try #require(h.model.hints.shown)
        if let from = hint.from { h.model.tap(from) }
        h.model.tap(hint.to)
        #expect(h.model.hints.shown == nil)
        #expect(try h.table.game.moveLog.count == 2, "the player played the suggestion")
    }

    @Test func takeBackLeaveAndANewGameTakeTheHintAway() async throws {
        let h = await seated(playGoats)
        h.model.tap(c3)
        await h.idle()
        h.model.requestHint()
        await h.idle()
        #expect(h.model.hints.shown != nil)
        h.model.takeBack()
        #expect(h.model.hints.shown == nil, "take back")
        h.model.requestHint()
        await h.idle()
        h.model.resign()
        h.model.playAgain()
        #expect(h.model.hints.shown == nil && h.model.hints.count == 0, "a new game")
        h.model.requestHint()
        let handle = try #require(h.handles.last)
        h.model.leaveTable()
        #expect(handle.isCancelled, "leaving stops the search")
        await h.idle()
        #expect(h.model.hints.shown == nil && !h.model.hints.isSearching, "leave")
    }

    @Test func hintsAreOfferedToPlayersOnTheirTurnOnly() async throws {
        let watch = Harness()
        watch.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        watch.model.startTable()
        #expect(!watch.model.canHint, "never in watch mode")
        watch.model.requestHint()
        #expect(watch.model.hints.shown == nil && !watch.model.hints.isSearching)
        watch.kill()
        // Pass-and-play: both players.
        let pass = await seated(passAndPlay)
        #expect(pass.model.canHint)
        pass.model.tap(c3)
        #expect(pass.model.canHint, "the tigers' player may ask too")
        // Play mode: not while the bot thinks.
        let play = Harness(botPause: .seconds(60))
        play.model.updateSetup { $0 = playGoats }
        play.model.startTable()
        play.model.tap(c3)
        #expect(try play.table.thinking)
        #expect(!play.model.canHint)
        play.kill()
    }

    @Test func theHintCountIsSavedWithTheGameAndReachesTheTally() async throws {
        let storage = MemoryStorage()
        let h = await seated(passAndPlay, storage: storage)
        h.model.requestHint()
        await h.idle()
        h.model.tap(c3)
        h.model.requestHint()
        await h.idle()
        #expect(h.model.hints.count == 2)
        h.kill()
        let after = Harness(storage: storage)
        #expect(after.model.hints.count == 2)
        after.model.resign()
        #expect(try after.table.tally.hints == 2)
        let en = try catalogWords(.english)
        #expect(en.tallyLines(try after.table.tally, mode: .passAndPlay).contains(en.plural(.tallyHints, count: 2)))
        #expect(en.hintsUsed(2)?.contains("2") == true)
        #expect(en.hintsUsed(0) == nil)
        after.model.playAgain()
        #expect(after.model.hints.count == 0, "a new game starts counting again")
    }
}
