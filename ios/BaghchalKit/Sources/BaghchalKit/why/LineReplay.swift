import Foundation

/// A line played on the board step by step (issue 43 §2): an explanation's best play after
/// the move, or a puzzle's solution from its start. Every position is the core's, played on
/// a copy of the game when the replay is made (no rule is re-implemented here); stepping only
/// moves ``step`` between them. As on Android (`LineReplay.kt`).
public struct LineReplay: Equatable, Sendable {
    /// What the line is, which chooses its words.
    public enum Kind: Equatable, Sendable {
        /// Best play after an explained move, from the position after it.
        case line
        /// A puzzle's solution, from the puzzle's position.
        case solution
    }

    /// What the line is.
    public let kind: Kind
    /// The moves that were played, in order (a move the core refused ends the line there).
    public let moves: [MoveView]
    /// The position before any move of the line, then after each: `moves.count + 1` of them.
    public let boards: [BoardView]
    /// Moves shown (0 = the start, ``length`` = the end).
    public private(set) var step = 0
    /// The step where the decisive event stands, if any: after `line[at - 1]`, or the start when `at == 0`.
    public let eventStep: Int?
    /// The points marked at ``eventStep``: the eaten goat's and the tiger's, or every tiger for a trap.
    public let eventMarks: Set<Int>
    /// True when the last step was one half move forward: only then does the board slide that move in.
    public private(set) var steppedForward = false

    /// Plays `notations` on `start` (a copy the replay may change; it is left at the line's
    /// end) from its position; `event` is the explanation's, whose step and points are marked.
    init(kind: Kind, start: Engine, notations: [String], event: Explanation.Event? = nil) {
        self.kind = kind
        var boards = [start.snapshot()]
        var moves: [MoveView] = []
        for notation in notations {
            guard let board = try? start.play(notation: notation), let move = board.lastMove else { break }
            boards.append(board)
            moves.append(move)
        }
        self.boards = boards
        self.moves = moves
        guard let event, (0...moves.count).contains(event.at) else {
            eventStep = nil
            eventMarks = []
            return
        }
        eventStep = event.at
        switch event {
        case .capture(_, let goat, let tiger, _):
            eventMarks = [goat, tiger]
        case .tigersTrapped:
            eventMarks = Set(boards[event.at].board.indices.filter { boards[event.at].board[$0] == .tiger })
        case .goatsBlocked, .repetition, .moveLimit:
            eventMarks = []
        }
    }

    /// The line after `explanation`'s move, from `afterMove` (a copy of the game just after it).
    init(explaining explanation: Explanation, afterMove: Engine) {
        self.init(kind: .line, start: afterMove, notations: explanation.line.map(\.notation), event: explanation.event)
    }

    /// Half moves in the line.
    public var length: Int { moves.count }
    /// The position at ``step``.
    public var board: BoardView { boards[step] }
    /// The move that led to the shown position; nil at the start.
    public var currentMove: MoveView? { step > 0 ? moves[step - 1] : nil }
    /// True when the shown step is the decisive event's.
    public var isAtEvent: Bool { step == eventStep }
    /// The points to mark on the shown board (only at the event's step).
    public var marks: Set<Int> { isAtEvent ? eventMarks : [] }
    /// True if there is a step before this one.
    public var canGoBack: Bool { step > 0 }
    /// True if there is a step after this one.
    public var canGoForward: Bool { step < length }

    /// One half move back.
    public mutating func back() { go(to: step - 1) }
    /// One half move on.
    public mutating func forward() { go(to: step + 1) }
    /// The start of the line.
    public mutating func first() { go(to: 0) }
    /// The end of the line.
    public mutating func last() { go(to: length) }

    private mutating func go(to target: Int) {
        let next = min(max(0, target), length)
        steppedForward = next == step + 1
        step = next
    }

    /// The shown position as a table nobody plays, with the event's points marked.
    public func table(like shown: TableState? = nil) -> TableState {
        var table = TableState(game: board, humanSides: shown?.humanSides ?? [], tally: shown?.tally ?? Tally())
        table.isReviewed = true
        table.marked = marks
        table.moveSerial = (shown?.moveSerial ?? 0) + step
        table.animateLast = steppedForward
        return table
    }
}

extension Engine {
    /// A copy of this game after its first `halfMoves` half moves (the log's own positions,
    /// repetition history included), to play a line on; nil past the log or if it cannot be copied.
    func copy(after halfMoves: Int) -> Engine? {
        guard let copy = try? Engine(record: record()) else { return nil }
        var count = copy.snapshot().moveLog.count
        guard (0...count).contains(halfMoves) else { return nil }
        while count > halfMoves {
            guard let board = try? copy.undo(), board.moveLog.count < count else { return nil }
            count = board.moveLog.count
        }
        return copy
    }
}

extension ExplanationWords {
    /// Where a replay stands, what VoiceOver reads at each step: "The line: half move 2 of 5,
    /// c4xc2" (or the solution's words), and at the event's step that it is marked.
    public func replayStep(_ replay: LineReplay) -> String {
        let said: String
        if let move = replay.currentMove {
            let key: StringKey = replay.kind == .line ? .whyLineStep : .puzzleSolutionStep
            said = words.text(key, .number(replay.step), .number(replay.length), .text(move.notation))
        } else {
            said = words.text(replay.kind == .line ? .whyLineStart : .puzzleSolutionStart)
        }
        return replay.isAtEvent ? said + " " + words.text(.whyLineEventMarked) : said
    }
}
