import Foundation
import Testing

@testable import BaghchalKit

/// The handles an explainer was given, newest last.
@MainActor
func keepHandles(_ explainer: Explainer) -> Box<[CancelHandle]> {
    let handles = Box<[CancelHandle]>([])
    explainer.makeCancelHandle = {
        let handle = CancelHandle()
        handles.value.append(handle)
        return handle
    }
    return handles
}

/// Issue 43 §2 in review, through the real core and the goats-to-win 3 table: the slip the review
/// stands on is explained off the main actor ("Working out why…" at once), the question is
/// cancelled when the review steps away, and its line opens on the board, steps and closes.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ReviewWhyTests {
    /// A finished G = 3 game with at least two slips the table marks, and its marks.
    private func gameWithSlips() async throws -> (engine: Engine, marks: [Int]) {
        try await loadG3Table()
        for seed in UInt64(1)...UInt64(12) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice)
            for _ in 0..<80 { guard try playOneMove(engine, &dice) else { break } }
            if !engine.snapshot().isOver { try engine.resign(engine.snapshot().toMove) }
            let marks = await engine.reviewMarks()
            if marks.count >= 2 { return (engine, marks.sorted()) }
        }
        throw CancellationError()
    }

    @Test func aReviewSlipIsExplainedAndItsLineOpensStepsAndCloses() async throws {
        let (engine, marks) = try await gameWithSlips()
        let review = Review()
        let handles = keepHandles(review.explainer)
        review.open(engine, showsVerdict: false)
        await review.waitForMarks()
        #expect(review.marks == marks)
        review.first()
        #expect(review.explainer.state == nil && !review.isOnSlip, "the start explains nothing")
        // Just after the first slip: asked at once, answered off the main actor.
        for _ in 0...marks[0] { review.forward() }
        #expect(review.isOnSlip && review.explainer.state == .computing)
        let asked = handles.value.count
        // Stepping away cancels it; stepping back asks again.
        review.back()
        #expect(handles.value.last?.isCancelled == true, "the question for a step left is cancelled")
        #expect(review.explainer.state == nil || !review.isOnSlip)
        review.forward()
        #expect(handles.value.count > asked)
        await review.waitForExplanation()
        let explained = try #require(review.explainer.explanation, "the G = 3 table covers the slip")
        #expect(explained.move.notation == engine.snapshot().moveLog[marks[0]])
        #expect(!explained.keepsValue, "a marked move lost value")
        let en = try catalogWords(.english).why
        #expect(en.lines(review.explainer.state).first?.hasPrefix("This move turns a") == true)
        #expect(en.better(explained)?.contains(explained.best[0].notation) == true)
        // Show the line: the board is the line's, from the position after the slip.
        try #require(review.canShowLine)
        review.showLine()
        let line = try #require(review.line)
        #expect(line.board.moveLog == Array(engine.snapshot().moveLog.prefix(marks[0] + 1)))
        #expect(line.moves == explained.line)
        review.lineForward()
        #expect(review.line?.step == 1)
        #expect(review.line?.board.lastMove == explained.line.first)
        review.lineLast()
        #expect(review.line?.step == explained.line.count)
        review.closeLine()
        #expect(review.line == nil && review.step == marks[0] + 1, "closing goes back to the review where it stood")
        #expect(review.explainer.explanation == explained, "the explanation stays under the move")
        // A step off the slip drops the explanation and any line.
        review.showLine()
        review.last()
        #expect(review.line == nil)
        if !review.isOnSlip { #expect(review.explainer.state == nil) }
        review.close()
        #expect(review.explainer.state == nil && review.line == nil)
    }

    @Test func theTablesReviewShowsTheLineAndSpeaksItsSteps() async throws {
        let (engine, marks) = try await gameWithSlips()
        var setup = passAndPlay
        setup.goatsToWin = 3
        let h = Harness(storage: savedTable(engine, setup: setup, humans: [.goat, .tiger]))
        await h.idle()
        try #require(h.model.canReview)
        h.model.openReview()
        let review = h.model.review
        await review.waitForMarks()
        review.first()
        for _ in 0...marks[0] { review.forward() }
        await review.waitForExplanation()
        review.showLine()
        review.lineForward()
        let line = try #require(review.line)
        #expect(h.model.shownTable?.game == line.board, "the board shows the line's step")
        #expect(h.model.shownTable?.humanToMove == false)
        let en = try catalogWords(.english)
        #expect(h.model.reviewAnnouncement(en) == en.why.replayStep(line))
        review.closeLine()
        #expect(h.model.shownTable?.game.moveLog.count == marks[0] + 1)
    }
}
