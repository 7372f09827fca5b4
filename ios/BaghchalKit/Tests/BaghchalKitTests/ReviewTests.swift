import Foundation
import Testing

@testable import BaghchalKit

/// Review after the game: stepping, the marks, and that it changes nothing.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ReviewTests {
    /// A pass-and-play game played to its end with seeded moves through touch.
    private func finishedGame(_ setup: TableSetup, seed: UInt64, storage: MemoryStorage = MemoryStorage()) async throws
        -> Harness
    {
        let h = await seated(setup, storage: storage)
        var dice = Dice(seed)
        while try !h.table.game.isOver {
            try h.playRandomMove(&dice)
        }
        return h
    }

    @Test func steppingBackAndForwardReproducesEveryPosition() async throws {
        let h = try await finishedGame(passAndPlay, seed: 3)
        let end = try h.table
        // The same game replayed move by move: its snapshots are the positions review must show.
        let replay = try Engine(goatsToWin: 5, repetition: .draw3)
        var expected = [replay.snapshot()]
        for notation in end.game.moveLog { expected.append(try replay.play(notation: notation)) }
        #expect(h.model.canReview)
        h.model.openReview()
        let review = h.model.review
        #expect(review.isOpen)
        #expect(review.length == end.game.moveLog.count)
        #expect(review.step == review.length, "it opens on the final position")
        review.first()
        #expect(review.step == 0 && !review.canGoBack && review.currentMove == nil)
        // The screen draws the reviewed position, with nothing for touch to act on.
        let drawn = try #require(h.model.shownTable)
        #expect(drawn.game.board == expected[0].board && !drawn.humanToMove && drawn.picked == nil)
        for step in 0...review.length {
            #expect(review.step == step)
            try same(review.position, expected[step], step)
            if step > 0 { #expect(review.currentMove == step - 1) }
            review.forward()
        }
        #expect(review.step == review.length && !review.canGoForward, "forward stops at the end")
        for step in stride(from: review.length, through: 0, by: -1) {
            #expect(review.step == step)
            try same(review.position, expected[step], step)
            review.back()
        }
        review.last()
        #expect(review.step == review.length)
        // Nothing in review changed the game or the tally; leaving returns to the card.
        h.model.closeReview()
        #expect(!review.isOpen)
        #expect(try h.table == end)
    }

    @Test func theMarksEqualABruteComparisonOfEvaluate() async throws {
        try await loadG3Table()
        var checkedMarks = 0
        for seed in UInt64(1)...UInt64(12) {
            // Into the movement phase without captures, then seeded moves of both sides to the end.
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice)
            for _ in 0..<80 { guard try playOneMove(engine, &dice) else { break } }
            let storage = savedTable(engine, setup: TableSetup(mode: .passAndPlay, goatsToWin: 3), humans: [.goat, .tiger])
            let h = Harness(storage: storage)
            if try !h.table.game.isOver { h.model.resign() }
            h.model.openReview()
            let brute = try bruteMarks(h.model.review.moveLog)
            // Found off the main actor: none yet, though the game has some.
            #expect(h.model.review.marks.isEmpty, "seed \(seed): marks found on the main actor")
            h.model.review.back()
            await h.model.review.waitForMarks()
            let marks = h.model.review.marks
            #expect(marks == brute, "seed \(seed)")
            #expect(h.model.review.step == h.model.review.length - 1, "the marks leave the player where they stepped")
            checkedMarks += marks.count
            if let first = marks.first {
                h.model.review.first()
                h.model.review.firstMark()
                #expect(h.model.review.currentMove == first, "jump to the first marked move")
            }
            h.kill()
        }
        #expect(checkedMarks > 0, "no game had a marked move; the comparison proved little")
    }

    @Test func noReviewWhileTheGameGoesOnOrWhenWatching() async throws {
        let h = await seated(passAndPlay)
        #expect(!h.model.canReview)
        h.model.openReview()
        #expect(!h.model.review.isOpen)
        let w = Harness()
        w.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        w.model.startTable()
        #expect(!w.model.canReview)
        w.kill()
    }

    @Test func playAgainClosesTheReview() async throws {
        let h = try await finishedGame(passAndPlay, seed: 5)
        h.model.openReview()
        h.model.review.first()
        h.model.playAgain()
        #expect(!h.model.review.isOpen)
        #expect(try h.table.game.moveLog.isEmpty)
    }

    @Test func theStepLineInBothLanguages() throws {
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        #expect(en.reviewStep(0, of: 40) == en.text(.reviewStart))
        #expect(en.reviewStep(12, of: 40).contains("12") && en.reviewStep(12, of: 40).contains("40"))
        #expect(ne.reviewStep(12, of: 40).contains("१२") && ne.reviewStep(12, of: 40).contains("४०"))
    }

    @Test func theReviewLogHighlightsTheCurrentMoveAndFlagsTheMarkedOnes() throws {
        let en = try catalogWords(.english)
        let lines = en.reviewLogLines(["c3", "a1-b1", "b2", "b1xb3", "d4"], current: 3, marks: [3])
        #expect(
            lines.map(\.text) == [
                en.text(.logLine, 1, "c3  a1-b1"), en.text(.logLine, 2, .text("b2  " + en.text(.logMoveMarked, "b1xb3"))),
                en.text(.logLine, 3, "d4"),
            ])
        #expect(lines.map(\.isCurrent) == [false, true, false])
        #expect(lines.map(\.isMarked) == [false, true, false])
        #expect(en.reviewLogLines(["c3"], current: nil, marks: []).map(\.isCurrent) == [false])
    }

    private func same(_ shown: BoardView?, _ expected: BoardView, _ step: Int) throws {
        let shown = try #require(shown, "no position at step \(step)")
        #expect(shown.board == expected.board, "board at \(step)")
        #expect(shown.toMove == expected.toMove, "side to move at \(step)")
        #expect(shown.goatsInHand == expected.goatsInHand && shown.captured == expected.captured, "counters at \(step)")
        #expect(shown.halfMoves == expected.halfMoves, "half moves at \(step)")
        #expect(shown.lastMove == expected.lastMove, "last move at \(step)")
        #expect(shown.moveLog == expected.moveLog, "log at \(step)")
    }

    /// Replays `log` and marks each movement-phase move after which the mover's
    /// exact result got worse: before, `evaluate()` for the mover; after, the game's
    /// result if the move ended it, else `evaluate()` for the other side turned round.
    private func bruteMarks(_ log: [String]) throws -> [Int] {
        let engine = try Engine(goatsToWin: 3, repetition: .draw3)
        var marks: [Int] = []
        for (index, notation) in log.enumerated() {
            let movement = engine.snapshot().phase == .movement
            let mover = engine.snapshot().toMove
            let before = engine.evaluate().outcome
            let game = try engine.play(notation: notation)
            let after: Evaluation.Outcome =
                switch game.result {
                case .ongoing: negated(engine.evaluate().outcome)
                case .draw: .draw
                case .tigersWin: mover == .tiger ? .win : .loss
                case .goatsWin: mover == .goat ? .win : .loss
                }
            guard movement, before != .unknown, after != .unknown else { continue }
            if rank(after) < rank(before) { marks.append(index) }
        }
        return marks
    }

    private func rank(_ outcome: Evaluation.Outcome) -> Int {
        switch outcome {
        case .win: 2
        case .draw: 1
        case .loss, .unknown: 0
        }
    }
}
