import Foundation
import Testing

@testable import BaghchalKit

/// The verdict line and the forbidden-repeat note.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct VerdictTests {
    @Test func theLineEqualsEvaluateForAWonALostAndADrawnPositionInBothLanguages() async throws {
        try await loadG3Table()
        let positions = try ratedPositions()
        for outcome in [Evaluation.Outcome.win, .loss, .draw] {
            let engine = try #require(positions[outcome], "no \(outcome) position found")
            let expected = engine.evaluate()
            #expect(expected.outcome == outcome)
            let toMove = engine.snapshot().toMove
            for mode in [Mode.play, .passAndPlay] {
                // In play mode the player sits on the side to move; the line speaks to them.
                let humans: Set<Side> = mode == .play ? [toMove] : [.goat, .tiger]
                let storage = savedTable(
                    engine, setup: TableSetup(mode: mode, side: toMove == .goat ? .goats : .tigers, goatsToWin: 3),
                    humans: humans)
                let h = Harness(storage: storage)
                #expect(try h.table.verdict == nil, "off by default")
                h.model.updatePreferences { $0.showVerdict = true }
                let table = try h.table
                #expect(table.verdict == expected)
                for language in AppLanguage.allCases {
                    let words = try catalogWords(language)
                    let line = try #require(
                        Verdict.line(
                            table.verdict, game: table.game, seat: Verdict.seat(of: table, mode: mode), words: words))
                    // Against the computer it speaks to the player; passing the phone it names the winner.
                    let winner = expected.winner(toMove: toMove)
                    switch (outcome, mode) {
                    case (.win, .play):
                        #expect(line == words.plural(.verdictYouWin, count: try #require(expected.distance)))
                    case (.loss, .play):
                        #expect(line == words.plural(.verdictYouLose, count: try #require(expected.distance)))
                    case (.win, _), (.loss, _):
                        let key: StringKey = winner == .tiger ? .verdictTigersWin : .verdictGoatsWin
                        #expect(line == words.plural(key, count: try #require(expected.distance)))
                    default:
                        #expect(line == words.text(.verdictDraw))
                    }
                    if let distance = expected.distance { #expect(line.contains(words.number(distance))) }
                    #expect(!line.contains("%"), "unfilled placeholder in \(line)")
                }
                h.kill()
            }
        }
    }

    @Test func watchingTheLineNamesTheWinningSide() async throws {
        try await loadG3Table()
        let engine = try #require(try ratedPositions()[.win])
        let game = engine.snapshot()
        let en = try catalogWords(.english)
        let distance = try #require(engine.evaluate().distance)
        let line = Verdict.line(engine.evaluate(), game: game, seat: nil, words: en)
        #expect(line == en.plural(game.toMove == .tiger ? .verdictTigersWin : .verdictGoatsWin, count: distance))
    }

    @Test func noLineWhereNoTableApplies() async throws {
        try await loadG3Table()
        // Placement, and goats to win 5 (no table for it here): unknown, so no line.
        let h = await seated(passAndPlay)
        h.model.updatePreferences { $0.showVerdict = true }
        let table = try h.table
        #expect(table.verdict?.outcome == .unknown)
        let en = try catalogWords(.english)
        #expect(Verdict.line(table.verdict, game: table.game, seat: .goat, words: en) == nil)
        #expect(Verdict.line(nil, game: table.game, seat: .goat, words: en) == nil)
        h.model.updatePreferences { $0.showVerdict = false }
        #expect(try h.table.verdict == nil)
    }

    @Test func theSwitchIsSavedAndOffByDefault() {
        let storage = MemoryStorage()
        let h = Harness(storage: storage)
        #expect(!h.model.preferences.showVerdict)
        h.model.updatePreferences { $0.showVerdict = true }
        h.kill()
        #expect(Harness(storage: storage).model.preferences.showVerdict)
    }

    @Test func aPieceWhoseEveryMoveIsAForbiddenRepeatCanBePickedUpToTry() async throws {
        // Seed 1: right after placement a shuttle leaves the tiger no legal move at all.
        var dice = Dice(1)
        let engine = try Engine(goatsToWin: 5, repetition: .forbid)
        try playIntoMovement(engine, &dice, captures: 1)
        let shuttle = try #require(try findShuttle(engine, stuck: true))
        let storage = savedTable(
            engine, setup: TableSetup(mode: .passAndPlay, repetition: .forbid), humans: [.goat, .tiger])
        let h = Harness(storage: storage)
        for (from, to) in [shuttle.goat, shuttle.tiger, (shuttle.goat.to, shuttle.goat.from)] {
            h.model.tap(from)
            h.model.tap(to)
        }
        #expect(try !h.table.movable.contains(shuttle.tiger.to), "no legal move is left to the tiger")
        h.model.tap(shuttle.tiger.to)
        #expect(try h.table.picked == shuttle.tiger.to, "it can still be picked up")
        #expect(try h.table.targets.isEmpty, "with nowhere marked")
        h.model.tap(shuttle.tiger.from)
        #expect(try h.table.note == .repeatForbidden)
        #expect(try h.table.picked == nil)
    }

    @Test func theForbiddenRepeatNoteShowsForThatReasonOnly() async throws {
        // A movement position under `forbid`, then a goat and a tiger step out and back:
        // the tiger's step back would bring back a position already seen.
        var dice = Dice(7)
        let engine = try Engine(goatsToWin: 5, repetition: .forbid)
        try playIntoMovement(engine, &dice)
        let shuttle = try #require(try findShuttle(engine))
        let storage = savedTable(engine, setup: TableSetup(mode: .passAndPlay, repetition: .forbid), humans: [.goat, .tiger])
        let h = Harness(storage: storage)
        // Another illegal attempt says nothing: a goat to a point it cannot reach.
        let reachable = Set(engine.targets(from: shuttle.goat.from).map(\.to))
        let unreachable = try #require(Points.all.first { !reachable.contains($0) && $0 != shuttle.goat.from })
        h.model.tap(shuttle.goat.from)
        h.model.tap(unreachable)
        #expect(try h.table.note == nil)
        #expect(try h.table.picked == nil, "the goat went back down")
        for (from, to) in [shuttle.goat, shuttle.tiger, (shuttle.goat.to, shuttle.goat.from)] {
            h.model.tap(from)
            h.model.tap(to)
        }
        #expect(try h.table.game.moveLog.count == engine.snapshot().moveLog.count + 3)
        let logBefore = try h.table.game.moveLog
        h.model.tap(shuttle.tiger.to)
        h.model.tap(shuttle.tiger.from)
        #expect(try h.table.game.moveLog == logBefore, "the core refused the repeat")
        #expect(try h.table.note == .repeatForbidden)
        let serial = try h.table.noteSerial
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            let forbid = words.text(FadingNote.repeatForbidden.key)
            let forbid3 = words.text(FadingNote.repeatForbidden3.key)
            #expect(!forbid.isEmpty && forbid != StringKey.noteRepeatForbidden.rawValue && forbid != forbid3)
        }
        #expect(serial == 1)
        h.model.dismissNote()
        #expect(try h.table.note == nil)
    }
}
