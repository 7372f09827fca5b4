import Foundation
import Testing

@testable import BaghchalKit

/// The analysis board against the real core and the G = 3 table: values, steps,
/// set-ups and where it opens from. The same checks as Android's `AnalysisTests`.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AnalysisBoardTests {
    private let g3 = GameRules(goatsToWin: 3, repetition: .draw3)

    /// A board opened on `engine`'s position, with the G = 3 table loaded.
    private func board(on engine: Engine, handles: Box<[CancelHandle]> = Box([])) async throws -> AnalysisBoard {
        try await loadG3Table()
        let b = AnalysisBoard(makeCancelHandle: {
            let handle = CancelHandle()
            handles.value.append(handle)
            return handle
        })
        b.open(engine.snapshot(), rules: engine.rules)
        return b
    }

    /// The value for the mover after `notation` in a copy of `engine`, by the table (as the core's own test).
    private func valueAfter(_ engine: Engine, _ notation: String) throws -> (Evaluation.Outcome, Int?) {
        let copy = try Engine(record: engine.record())
        let mover = copy.snapshot().toMove
        let game = try copy.play(notation: notation)
        switch game.result {
        case .ongoing:
            let e = copy.evaluate()
            return (negated(e.outcome), e.distance.map { $0 + 1 })
        case .draw: return (.draw, nil)
        case .tigersWin: return (mover == .tiger ? .win : .loss, 1)
        case .goatsWin: return (mover == .goat ? .win : .loss, 1)
        }
    }

    @Test func movementValuesAreTheTablesAfterEveryMovePlayedByTouch() async throws {
        try await loadG3Table()
        let start = try #require(try ratedPositions()[.win])
        let b = try await board(on: start)
        var checked = 0
        for ply in 0..<8 {
            await b.waitForValues()
            guard let table = b.table, !table.game.isOver else { break }
            guard case .known(let moves) = b.values else {
                Issue.record("no values at ply \(ply): \(b.values)")
                return
            }
            // The board's own position, set up afresh, is the reference.
            let copy = try Engine(setup: SetupDraft(table.game, rules: start.rules))
            #expect(moves.count == legalMoves(copy).count)
            for m in moves {
                let (outcome, distance) = try valueAfter(copy, m.move.notation)
                #expect(m.outcome == outcome && m.distance == distance, "\(m.move.notation) at ply \(ply)")
                checked += 1
            }
            #expect(Set(b.values.marks(picked: nil).keys) == table.movable)
            // A middling move, so the game lasts and both sides' values are seen.
            let ordered = MoveValues.ordered(moves)
            let played = ordered[ordered.count / 2]
            b.tap(try #require(played.move.from))
            #expect(Set(b.table?.targets.map(\.to) ?? []) == Set(b.values.marks(picked: played.move.from).keys))
            b.tap(played.move.to)
            #expect(b.table?.game.lastMove?.notation == played.move.notation)
        }
        #expect(checked >= 10)
        #expect(b.cursor == b.line.count && !b.line.isEmpty)
    }

    @Test func stepsGoBackAndForwardAndANewMoveForksTheLine() async throws {
        try await loadG3Table()
        let start = try #require(try ratedPositions()[.draw])
        let b = try await board(on: start)
        let first = try #require(b.table?.game)
        var moves: [String] = []
        for _ in 0..<3 {
            await b.waitForValues()
            guard case .known(let values) = b.values, let m = values.first?.move else { break }
            b.tap(try #require(m.from))
            b.tap(m.to)
            moves.append(m.notation)
        }
        #expect(b.line == moves)
        b.stepBack()
        b.stepBack()
        #expect(b.cursor == 1)
        #expect(b.table?.game.lastMove?.notation == moves[0])
        b.stepForward()
        #expect(b.table?.game.lastMove?.notation == moves[1])
        b.stepBack()
        b.stepBack()
        #expect(!b.canStepBack)
        #expect(b.table?.game.board == first.board)
        await b.waitForValues()
        guard case .known(let values) = b.values else {
            Issue.record("no values at the start")
            return
        }
        let other = try #require(values.first { $0.move.notation != moves[0] }?.move)
        b.tap(try #require(other.from))
        b.tap(other.to)
        #expect(b.line == [other.notation])
        #expect(!b.canStepForward)
    }

    @Test func placementFromTwelvePlacedShowsEveryMovesValue() async throws {
        let e = try placementGame(placed: 14)
        let b = try await board(on: e)
        await b.waitForValues()
        guard case .known(let moves) = b.values else {
            Issue.record("no values: \(b.values)")
            return
        }
        #expect(moves.count == e.placementTargets().count)
        #expect(moves.allSatisfy { $0.outcome != .unknown && $0.distance == nil })
        #expect(moves == MoveValues.ordered(try e.valuesNow(cancel: CancelHandle())), "all of them, best first")
        #expect(Set(b.values.marks(picked: nil).keys) == e.placementTargets())
        let en = try catalogWords(.english)
        #expect(moves.map(en.analysisMove).allSatisfy { $0.hasSuffix(": win") || $0.hasSuffix(": draw") || $0.hasSuffix(": loss") })
    }

    @Test func aSearchCancelledByAChangeShowsNoValues() async throws {
        let e = try placementGame(placed: 12)
        let handles = Box<[CancelHandle]>([])
        let b = try await board(on: e, handles: handles)
        #expect(b.values == .computing)
        // The change comes before the search can answer: both run on the main actor.
        b.editSetup()
        #expect(handles.value.count == 1 && handles.value[0].isCancelled)
        await b.waitForValues()
        #expect(b.draft != nil)
        if case .known = b.values { Issue.record("values of a cancelled search are shown") }
        // Back to the board: a new search, whose values are the position's.
        #expect(b.cancelDraft())
        await b.waitForValues()
        #expect(handles.value.count == 2)
        #expect(b.values == .known(MoveValues.ordered(try e.valuesNow(cancel: CancelHandle()))))
    }

    @Test func earlyPlacementSaysTheValuesAreNotKnownOnThePhone() async throws {
        let b = try await board(on: try Engine(goatsToWin: 3, repetition: .draw3))
        await b.waitForValues()
        #expect(b.values == .tooEarly)
        #expect(
            try catalogWords(.english).analysisStatus(b.values)
                == "Until 12 goats are placed, the phone cannot work out the moves' values.")
        #expect(
            try catalogWords(.nepali).analysisStatus(b.values)
                == "१२ बाख्रा नराखिंदासम्म फोनले चालहरूको नतिजा निकाल्न सक्दैन।")
        #expect(b.values.marks(picked: nil).isEmpty)
    }

    @Test func everyKindOfSetupProblemGetsItsWords() async throws {
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        let b = try await board(on: try Engine(goatsToWin: 3, repetition: .draw3))
        b.editSetup()
        #expect(b.draft?.problems == [])
        b.tap(c3)
        #expect(b.draft?.problems == [.tigerCount(5)])
        #expect(en.setupProblem(.tigerCount(5)) == "Tigers on the board: 5. There must be 4.")
        #expect(ne.setupProblem(.tigerCount(5)) == "पाटीमा बाघ: ५। ४ वटा हुनुपर्छ।")
        #expect(!b.startFromDraft())
        b.tap(c3)
        b.updateDraft { $0.withBrush(.goat).tapped(c3) }
        #expect(b.draft?.problems == [.goatCount(onBoard: 1, inHand: 20, eaten: 0)])
        #expect(
            en.setupProblem(.goatCount(onBoard: 1, inHand: 20, eaten: 0))
                == "Goats in all: 21 (1 on the board, 20 in the pen, 0 eaten). There must be 20.")
        b.updateDraft { $0.withGoatsInHand(16).withGoatsEaten(3) }
        #expect(b.draft?.problems == [.tigersHaveWon(eaten: 3, goatsToWin: 3)])
        b.updateDraft { $0.tapped(c3).withGoatsInHand(20).withGoatsEaten(0).withToMove(.tiger) }
        #expect(b.draft?.problems == [.noGoatAfterGoatsMove])
        // Tigers on the corners, goats everywhere but b3 (which no tiger reaches), tigers to move.
        b.updateDraft { d in
            var next = d.withBrush(.goat)
            for p in Points.all where d.board[p] == .empty && p != 11 { next = next.tapped(p) }
            return next.withGoatsInHand(0).withToMove(.tiger)
        }
        #expect(b.draft?.problems == [.noLegalMove(.tiger)])
        // Captures during placement where the rules forbid them.
        let strict = SetupDraft(try Engine(goatsToWin: 3, repetition: .draw3).snapshot(), rules: g3.placementCaptures(false))
            .withGoatsInHand(19).withGoatsEaten(1)
        #expect(strict.problems == [.eatenDuringPlacement(eaten: 1, inHand: 19)])
        // Every kind has words of its own in both languages.
        let kinds: [SetupProblem] = [
            .pointCount(24), .tigerCount(3), .goatCount(onBoard: 1, inHand: 2, eaten: 3), .tigersHaveWon(eaten: 5, goatsToWin: 5),
            .noGoatAfterGoatsMove, .eatenDuringPlacement(eaten: 1, inHand: 2), .noLegalMove(.tiger), .noLegalMove(.goat),
            .badSettings(.goatsToWin(0, allowed: 1...20)),
        ]
        for words in [en, ne] { #expect(Set(kinds.map(words.setupProblem)).count == kinds.count) }
        // A setting out of range is a kind of its own, worded in each language, never the core's English (issue 38).
        let outOfRange = SetupDraft(
            try Engine(goatsToWin: 3, repetition: .draw3).snapshot(), rules: GameRules(goatsToWin: 0, repetition: .draw3)
        ).problems
        #expect(outOfRange == [.badSettings(.goatsToWin(0, allowed: 1...20))])
        #expect(outOfRange.map(en.setupProblem) == ["Goats to win: 0. It must be from 1 to 20."])
        #expect(outOfRange.map(ne.setupProblem) == ["बाघले जित्न खानुपर्ने बाख्रा: ०। १ देखि २० सम्म हुनुपर्छ।"])
    }

    @Test func aValidSetupIsPlayedFrom() async throws {
        let b = try await board(on: try Engine(goatsToWin: 3, repetition: .draw3))
        b.editSetup()
        b.updateDraft { $0.withBrush(.goat).tapped(c3).withGoatsInHand(19).withToMove(.tiger) }
        #expect(b.draft?.problems == [])
        #expect(b.startFromDraft())
        #expect(b.draft == nil)
        let table = try #require(b.table)
        #expect(table.game.board[c3] == .goat && table.game.toMove == .tiger && table.game.phase == .placement)
        #expect(!table.movable.isEmpty && table.movable.allSatisfy { table.game.board[$0] == .tiger })
    }

    @Test func opensFromTheMenuAndTheReviewAndGoesBack() async throws {
        try await loadG3Table()
        var setup = passAndPlay
        setup.goatsToWin = 3
        let h = await seated(setup)
        h.model.tap(c3)
        h.model.setMenuOpen(true)
        h.model.openAnalysis()
        #expect(h.model.screen == .analysis)
        #expect(h.model.table?.menuOpen == false)
        let before = try h.table.game
        #expect(h.model.analysis.table?.game.board == before.board)
        let from = try #require(h.model.analysis.table?.movable.min())
        h.model.analysis.tap(from)
        h.model.analysis.tap(try #require(h.model.analysis.table?.targets.first?.to))
        #expect(h.model.analysis.table?.game.moveLog.count == 1, "the analysis starts at its set-up")
        let game = try h.table.game
        #expect(game.moveLog.count == 1 && game.board[from] == .tiger, "the game is untouched")
        h.model.closeAnalysis()
        #expect(h.model.screen == .table)
        #expect(h.model.analysis.table == nil)

        // From a finished game's review: the reviewed position, not the last one.
        let finished = try #require(try ratedPositions()[.win])
        var dice = Dice(5)
        while try playOneMove(finished, &dice) {}
        let r = Harness(storage: savedTable(finished, setup: setup, humans: [.goat, .tiger]))
        await r.idle()
        r.model.openReview()
        r.model.review.back()
        let reviewed = try #require(r.model.review.position)
        r.model.openAnalysis()
        #expect(r.model.screen == .analysis)
        #expect(r.model.analysis.table?.game.board == reviewed.board)
        #expect(r.model.analysis.draft == nil, "the reviewed position is played from")
        r.model.closeAnalysis()
        #expect(r.model.screen == .table && r.model.review.position == reviewed)
    }

    @Test func theAppLeftWhileTheBoardIsUpDoesNotHoldTheNextGameBack() async throws {
        let h = Harness()
        h.model.openAnalysisBoard()
        // The scene goes to the background and back while the board is up.
        h.model.pause()
        h.model.resume()
        h.model.closeAnalysis()
        h.model.updateSetup { $0 = playTigers }
        h.model.startTable()
        await h.idle()
        #expect((try h.table).game.moveLog.count == 1, "the bot's goats have placed")
    }

    @Test func aFinishedPositionOpensTheSetupWithItsProblem() async throws {
        try await loadG3Table()
        let finished = try #require(try ratedPositions()[.win])
        var dice = Dice(5)
        while try playOneMove(finished, &dice) {}
        let b = try await board(on: finished)
        #expect(b.draft?.problems.isEmpty == false)
        #expect(!b.draftCancellable && !b.cancelDraft())
    }
}

/// A value a closure can change from the main actor (the cancel handles a board makes).
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
