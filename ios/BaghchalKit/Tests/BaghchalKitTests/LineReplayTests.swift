import Foundation
import Testing

@testable import BaghchalKit

/// Issue 43 §2: the line played on the board step by step, with real explanations from the
/// goats-to-win 3 table and hand-built events: every step's board is the core's, the event's
/// step and points are marked, and each step has its words in both languages.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct LineReplayTests {
    /// The same position: pieces, side to move, counters, last move and log.
    private func same(_ a: BoardView, _ b: BoardView) -> Bool {
        a.board == b.board && a.toMove == b.toMove && a.goatsInHand == b.goatsInHand && a.captured == b.captured
            && a.lastMove == b.lastMove && a.moveLog == b.moveLog && a.result == b.result
    }

    /// Seeded legal moves from the start of a G = 3 game, as notations, and the game after them.
    private func seededGame(moves count: Int, seed: UInt64 = 3) throws -> (notations: [String], engine: Engine) {
        var dice = Dice(seed)
        let engine = try Engine(goatsToWin: 3, repetition: .draw3)
        for _ in 0..<count { try #require(try playOneMove(engine, &dice)) }
        return (engine.snapshot().moveLog, engine)
    }

    @Test func everyStepIsTheCoresPositionAndStepsStayInTheLine() throws {
        let (notations, played) = try seededGame(moves: 6)
        var replay = LineReplay(kind: .solution, start: try Engine(goatsToWin: 3, repetition: .draw3), notations: notations)
        #expect(replay.length == 6 && replay.boards.count == 7)
        #expect(replay.step == 0 && !replay.canGoBack && replay.canGoForward && replay.currentMove == nil)
        for k in 0...6 {
            #expect(replay.step == k)
            #expect(same(replay.board, try played.position(at: k)), "step \(k) is the core's position")
            #expect(replay.table().game == replay.board && replay.table().humanToMove == false)
            replay.forward()
        }
        #expect(replay.step == 6 && !replay.canGoForward, "forward stops at the end")
        replay.back()
        #expect(replay.step == 5 && replay.currentMove?.notation == notations[4])
        #expect(!replay.table().animateLast, "a step back shows the position without sliding a move in")
        replay.forward()
        #expect(replay.table().animateLast, "a step forward slides its move in")
        replay.back()
        replay.first()
        #expect(replay.step == 0)
        replay.back()
        #expect(replay.step == 0, "back stops at the start")
        replay.last()
        #expect(replay.step == 6 && replay.marks.isEmpty && replay.eventStep == nil)
    }

    @Test func aMoveTheCoreRefusesEndsTheLineThere() throws {
        let (notations, _) = try seededGame(moves: 4)
        let replay = LineReplay(
            kind: .line, start: try Engine(goatsToWin: 3, repetition: .draw3),
            notations: Array(notations.prefix(2)) + ["a1", "zz9"] + notations.suffix(2))
        #expect(replay.length <= 3 && replay.moves.map(\.notation).starts(with: notations.prefix(2)))
        #expect(replay.boards.count == replay.length + 1)
    }

    @Test func aTrapMarksEveryTigerAndACaptureTheGoatAndTheTiger() throws {
        let (notations, _) = try seededGame(moves: 5)
        let start = { try Engine(goatsToWin: 3, repetition: .draw3) }
        let trap = LineReplay(kind: .line, start: try start(), notations: notations, event: .tigersTrapped(at: 3))
        let tigers = Set(trap.boards[3].board.indices.filter { trap.boards[3].board[$0] == .tiger })
        #expect(tigers.count == 4)
        #expect(trap.eventStep == 3 && trap.eventMarks == tigers)
        var stepped = trap
        #expect(stepped.marks.isEmpty, "nothing is marked before the event")
        for _ in 0..<3 { stepped.forward() }
        #expect(stepped.isAtEvent && stepped.marks == tigers && stepped.table().marked == tigers)
        #expect(stepped.table().hints.marked == tigers, "the board is told to draw the marks")
        stepped.forward()
        #expect(!stepped.isAtEvent && stepped.marks.isEmpty)
        let capture = LineReplay(
            kind: .line, start: try start(), notations: notations, event: .capture(at: 0, goat: 12, tiger: 7, endsGame: true))
        #expect(capture.eventStep == 0 && capture.marks == [12, 7], "at == 0: the move itself, marked at the start")
        let beyond = LineReplay(kind: .line, start: try start(), notations: notations, event: .goatsBlocked(at: 9))
        #expect(beyond.eventStep == nil, "an event past the line is not marked")
        let blocked = LineReplay(kind: .line, start: try start(), notations: notations, event: .goatsBlocked(at: 2))
        #expect(blocked.eventStep == 2 && blocked.eventMarks.isEmpty)
    }

    @Test func eachStepIsWordedInBothLanguages() throws {
        let (notations, _) = try seededGame(moves: 3)
        var line = LineReplay(
            kind: .line, start: try Engine(goatsToWin: 3, repetition: .draw3), notations: notations,
            event: .moveLimit(at: 2))
        let en = try catalogWords(.english).why
        let ne = try catalogWords(.nepali).why
        #expect(en.replayStep(line) == "The line: the position after the move")
        #expect(ne.replayStep(line) == "क्रम: चालपछिको स्थिति")
        line.forward()
        #expect(en.replayStep(line) == "The line: half move 1 of 3, \(notations[0])")
        line.forward()
        #expect(
            en.replayStep(line) == "The line: half move 2 of 3, \(notations[1]) The decisive move is marked on the board.")
        #expect(ne.replayStep(line) == "क्रम: ३ मध्ये २ औं चाल, \(notations[1]) निर्णायक चाल पाटीमा चिन्ह लगाइएको छ।")
        var solution = LineReplay(kind: .solution, start: try Engine(goatsToWin: 3, repetition: .draw3), notations: notations)
        #expect(en.replayStep(solution) == "The solution: the puzzle's position")
        #expect(ne.replayStep(solution) == "हल: पहेलीको स्थिति")
        solution.last()
        #expect(en.replayStep(solution) == "The solution: half move 3 of 3, \(notations[2])")
        #expect(ne.replayStep(solution) == "हल: ३ मध्ये ३ औं चाल, \(notations[2])")
    }

    @Test func aRealExplanationsLineReachesItsEventOnTheBoard() async throws {
        try await loadG3Table()
        var checked = 0
        for (_, position) in try ratedPositions() {
            for move in legalMoves(position) {
                let copy = try Engine(record: position.record())
                let board = try move.from.map { try copy.move(from: $0, to: move.to) } ?? copy.place(move.to)
                let notation = try #require(board.lastMove?.notation)
                let explained = try #require(
                    try position.explainMoveNow(notation, cancel: CancelHandle()), "the G = 3 table covers movement")
                #expect(explained.move.notation == notation)
                let replay = LineReplay(explaining: explained, afterMove: copy)
                #expect(replay.moves == explained.line, "the whole line plays")
                #expect(same(replay.boards[0], board), "the line starts after the move")
                guard let event = explained.event else { continue }
                let at = try #require(replay.eventStep)
                #expect(at == event.at)
                let there = replay.boards[at]
                switch event {
                case .capture(_, let goat, let tiger, _):
                    #expect(replay.eventMarks == [goat, tiger])
                    #expect(there.board[goat] == .empty && there.lastMove?.captured == goat && there.lastMove?.from == tiger)
                case .tigersTrapped:
                    #expect(there.result == .goatsWin && replay.eventMarks.count == 4)
                case .goatsBlocked:
                    #expect(there.result == .tigersWin)
                case .repetition(_, let first):
                    // The table counts the first return as the draw; the game's rule may want a third.
                    if let first {
                        #expect(replay.boards[first].board == there.board && replay.boards[first].toMove == there.toMove)
                    }
                    #expect(replay.eventMarks.isEmpty)
                case .moveLimit:
                    #expect(there.result == .draw)
                }
                checked += 1
            }
        }
        #expect(checked > 0, "some explanation had an event to check")
    }

    @Test func aGameCopiedAfterAnyHalfMoveIsTheCoresPositionThen() throws {
        let (_, played) = try seededGame(moves: 8)
        for k in [0, 3, 8] {
            let copy = try #require(played.copy(after: k))
            #expect(same(copy.snapshot(), try played.position(at: k)))
        }
        #expect(played.copy(after: 9) == nil && played.copy(after: -1) == nil)
        #expect(played.snapshot().moveLog.count == 8, "the game itself is untouched")
    }
}
