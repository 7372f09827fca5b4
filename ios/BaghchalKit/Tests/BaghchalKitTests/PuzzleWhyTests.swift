import Foundation
import Testing

@testable import BaghchalKit

/// Issue 43 §2 in the puzzles, with the goats-to-win 3 puzzles and table: a wrong move explained
/// under "Not that move", "Why it works" after a right one, the question cancelled by a new
/// puzzle, and the solution replayed step by step from the puzzle's position.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct PuzzleWhyTests {
    @Test func aWrongPuzzleMoveIsExplainedAndARightOneSaysWhyItWorks() async throws {
        let t = try await trainer()
        #expect(t.open(try puzzle(withLine: 1)))
        let right = try #require(t.puzzle?.line.first)
        let table = try #require(t.table)
        var wrong: (Int, Int)?
        for from in table.movable.sorted() where wrong == nil {
            t.tap(from)
            wrong = t.table?.targets.map { (from, $0.to) }.first { $0.0 != right.from || $0.1 != right.to }
            t.tapOutside()
        }
        let (from, to) = try #require(wrong)
        let handles = keepHandles(t.explainer)
        t.tap(from)
        t.tap(to)
        #expect(t.stage == .wrong && t.explainer.state == .computing && !t.explainsRightAnswer)
        let en = try catalogWords(.english)
        #expect(en.puzzleWhy(t) == [en.text(.whyComputing)])
        await t.explainer.waitUntilAnswered()
        let explained = try #require(t.explainer.explanation)
        #expect(explained.move.to == to && explained.move.from == from)
        #expect(!explained.keepsValue && explained.best.contains(where: { $0.notation == right.notation }))
        #expect(en.puzzleWhy(t) == en.why.sentences(explained))
        #expect(en.puzzleLines(t).suffix(en.puzzleWhy(t).count) == en.puzzleWhy(t)[...], "read out after the status")
        #expect(try catalogWords(.nepali).puzzleWhy(t) != en.puzzleWhy(t))
        // Try again drops it.
        t.retry()
        #expect(t.explainer.state == nil)
        touch(t, right)
        #expect(t.explainsRightAnswer)
        let asked = try #require(handles.value.last)
        await t.explainer.waitUntilAnswered()
        #expect(!asked.isCancelled)
        let works = try #require(t.explainer.explanation)
        #expect(works.keepsValue, "the right move keeps the win")
        #expect(en.puzzleWhy(t) == ["Why it works: " + en.why.event(works)])
        #expect(try catalogWords(.nepali).puzzleWhy(t) == ["किन मिल्छ: " + (try catalogWords(.nepali)).why.event(works)])
    }

    @Test func aNewPuzzleCancelsTheExplanationUnderWay() async throws {
        let t = try await trainer()
        #expect(t.open(try puzzle(withLine: 1)))
        let handles = keepHandles(t.explainer)
        let right = try #require(t.puzzle?.line.first)
        touch(t, right)
        let asked = try #require(handles.value.last)
        t.openNext()
        #expect(asked.isCancelled && t.explainer.state == nil)
        await t.explainer.waitUntilAnswered()
        #expect(t.explainer.state == nil, "an answer for the puzzle left is dropped")
    }

    @Test func theSolutionIsReplayedStepByStepFromThePuzzlesPosition() async throws {
        let t = try await trainer()
        #expect(t.open(try puzzle(withLine: 3)))
        let start = try #require(t.table?.game)
        let line = try #require(t.puzzle?.line)
        t.showSolution()
        #expect(t.stage == .solution)
        let replay = try #require(t.solution)
        #expect(replay.kind == .solution && replay.step == 0 && replay.moves == line)
        #expect(t.table?.game.board == start.board, "it starts at the puzzle's position, not its end")
        let en = try catalogWords(.english)
        #expect(en.puzzleStatus(t).hasSuffix("The solution: the puzzle's position"))
        t.solutionForward()
        #expect(t.solution?.step == 1 && t.table?.game.lastMove == line[0])
        #expect(en.puzzleStatus(t).hasSuffix("The solution: half move 1 of \(line.count), \(line[0].notation)"))
        t.solutionLast()
        #expect(t.table?.game.lastMove == line.last && t.solution?.canGoForward == false)
        t.solutionBack()
        #expect(t.solution?.step == line.count - 1)
        t.solutionFirst()
        #expect(t.table?.game.board == start.board)
        #expect(t.table?.humanToMove == false, "nothing to play during the replay")
        t.retry()
        #expect(t.solution == nil && t.stage == .solving)
    }
}
