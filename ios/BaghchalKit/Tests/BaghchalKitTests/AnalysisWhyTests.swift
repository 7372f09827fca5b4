import Foundation
import Testing

@testable import BaghchalKit

/// Issue 43 §2 on the analysis board, with the goats-to-win 3 table: a tapped move explained off
/// the main actor (a second tap cancels the first), its line on the board step by step, the
/// list back on closing, and a change of position dropping the explanation.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AnalysisWhyTests {
    @Test func aTappedAnalysisMoveIsExplainedWithItsLineAndTheListComesBack() async throws {
        try await loadG3Table()
        let start = try #require(try ratedPositions()[.win])
        let b = AnalysisBoard()
        let explainHandles = keepHandles(b.explainer)
        b.open(start.snapshot(), rules: start.rules)
        await b.waitForValues()
        guard case .known(let moves) = b.values else {
            Issue.record("no values")
            return
        }
        let ordered = MoveValues.ordered(moves)
        let best = try #require(ordered.first)
        let worst = try #require(ordered.last)
        b.explain(worst)
        #expect(b.explained == worst && b.explainer.state == .computing)
        let first = try #require(explainHandles.value.last)
        b.explain(best)
        #expect(first.isCancelled, "a new tap cancels the explanation under way")
        await b.waitForExplanation()
        let explained = try #require(b.explainer.explanation)
        #expect(explained.move == best.move && explained.keepsValue)
        let line = try #require(b.whyLine)
        #expect(line.moves == explained.line && line.board.lastMove == best.move, "the line starts after the move")
        #expect(b.shownTable?.game == line.board)
        #expect(b.table?.game.board == start.snapshot().board, "the game in play is untouched")
        b.whyLineForward()
        #expect(b.whyLine?.step == (line.length > 0 ? 1 : 0))
        let en = try catalogWords(.english)
        let said = en.analysisLines(b)
        #expect(said.first == en.analysisMove(best))
        let stepped = try #require(b.whyLine)
        #expect(said.contains(en.why.change(explained)) && said.last == en.why.replayStep(stepped))
        #expect(!b.canStepBack && !b.canStepForward, "the line's steps, not the game's, while it is shown")
        let marked = b.shownTable?.marked
        b.tap(0)
        #expect(b.shownTable?.marked == marked, "the board takes no touch while the line is shown")
        b.closeExplanation()
        #expect(b.explained == nil && b.whyLine == nil && b.explainer.state == nil)
        #expect(b.shownTable == b.table)
        #expect(en.analysisLines(b).first == en.analysisTurn(try #require(b.table).game))
    }

    @Test func aChangeOfPositionDropsTheExplanation() async throws {
        try await loadG3Table()
        let start = try #require(try ratedPositions()[.draw])
        let b = AnalysisBoard()
        let handles = keepHandles(b.explainer)
        b.open(start.snapshot(), rules: start.rules)
        await b.waitForValues()
        guard case .known(let moves) = b.values, let move = moves.first else {
            Issue.record("no values")
            return
        }
        b.explain(move)
        let asked = try #require(handles.value.last)
        b.editSetup()
        #expect(asked.isCancelled && b.explained == nil && b.explainer.state == nil)
        await b.waitForExplanation()
        #expect(b.whyLine == nil, "the answer for the old position is dropped")
    }
}
