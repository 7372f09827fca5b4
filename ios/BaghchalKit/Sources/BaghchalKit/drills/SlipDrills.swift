import BaghchalCore
import Dispatch
import Foundation

/// One of the player's slips in a kept game, as a drill (the core's `Drill`): the position
/// before the slip, to be answered with a move that keeps what the slip threw away.
public struct SlipDrill: Equatable, Sendable, Identifiable {
    /// What a right answer keeps.
    public enum Goal: Equatable, Sendable {
        /// The position was won: find a move that keeps the win.
        case keepWin
        /// The position was drawn: find a move that keeps the draw.
        case keepDraw
    }

    /// When the kept game ended: with ``halfMove``, what names the drill.
    public let gameEndedAt: Date
    /// 0-based index of the slip in the game's move log; the drill's position is the game after this many half moves.
    public let halfMove: Int
    /// The side that slipped, who answers.
    public let mover: Side
    /// What a right answer keeps.
    public let goal: Goal
    /// The move played in the game, in notation.
    public let played: String
    /// The kept game's record JSON.
    public let record: String
    /// Right answers given so far.
    public let rightAnswers: Int
    /// Answered right twice.
    public let learned: Bool

    /// The drill's name: its game's end and the slip's place in it (progress is kept by it).
    public var id: String { "\(Int64(gameEndedAt.timeIntervalSince1970.rounded(.down))) \(halfMove)" }
}

/// The drills of the kept games: every slip of the player's, and those not yet answered right.
public struct SlipDrills: Equatable, Sendable {
    /// Every slip of the player's in the kept games, oldest first.
    public let all: [SlipDrill]
    /// The slips not yet answered right, oldest first: "Practise my slips".
    public let toPractise: [SlipDrill]
    /// Lines of the progress text that could not be read (each skipped alone).
    public let progressRefused: Int

    /// None at all (before the first read).
    public static let none = SlipDrills(all: [], toPractise: [], progressRefused: 0)

    /// The drill of the kept game that ended at `endedAt` whose slip is move `halfMove` of its log, if it is one of the player's.
    public func drill(endedAt: Date, halfMove: Int) -> SlipDrill? {
        let second = Int64(endedAt.timeIntervalSince1970.rounded(.down))
        return all.first { Int64($0.gameEndedAt.timeIntervalSince1970.rounded(.down)) == second && $0.halfMove == halfMove }
    }
}

/// A drill's answer, judged by the table.
public struct DrillVerdict: Equatable, Sendable {
    /// The move keeps what the drill asks for (a slower win is still a win).
    public let right: Bool
    /// The answer as played.
    public let move: MoveView
    /// What the answer keeps for the mover.
    public let after: Evaluation
    /// Best play after the answer, the reply first: the refutation of a wrong one.
    public let line: [MoveView]
    /// Every move that keeps the drill's goal.
    public let best: [MoveView]
    /// The refutation's decisive event, marked on the board when it is played (issue 43).
    public let event: Explanation.Event?
}

/// The core's drills, converted for the app; every call but ``drillPosition(_:)`` probes
/// the tables, so each runs off the main actor on ``drillQueue``.
extension Engine {
    /// The queue drills are found and judged on, off the main actor and off Swift's cooperative pool.
    static let drillQueue = DispatchQueue(label: "np.baghchal.drills", qos: .userInitiated)

    /// The drills in the kept games' `history` with the progress text `progress`; never fails.
    static func slipDrills(history: String, progress: String) -> SlipDrills {
        let found = BaghchalCore.historyDrills(historyText: history, progressText: progress)
        return SlipDrills(
            all: found.all.map(SlipDrill.init), toPractise: found.toPractise.map(SlipDrill.init),
            progressRefused: Int(found.progressRefused))
    }

    /// The progress text after an answer to `drill`: a right one counts, a wrong one changes
    /// nothing; drills of games no longer in `history` and unreadable lines are dropped.
    static func drillProgress(_ progress: String, history: String, after drill: SlipDrill, right: Bool) -> String {
        BaghchalCore.drillProgressAfter(progressText: progress, historyText: history, drill: drill.core, right: right)
    }

    /// The drill's position, a game of its own to play on; nil if its record no longer loads.
    static func drillPosition(_ drill: SlipDrill) -> Engine? {
        guard let whole = try? Game.fromRecord(json: drill.record),
            let position = try? whole.gameAt(halfMoves: UInt32(clamping: drill.halfMove))
        else { return nil }
        return Engine(game: position)
    }

    /// `notation` in this position judged as an answer to a drill with `goal`; nil where no
    /// loaded table covers the position. Throws `Cancelled` when `cancel` is, or the core's
    /// error for an illegal move.
    func judgeDrill(_ goal: SlipDrill.Goal, notation: String, cancel: CancelHandle) throws -> DrillVerdict? {
        let coreGoal: DrillGoal = goal == .keepWin ? .keepWin : .keepDraw
        guard let judged = try game.judgeDrill(goal: coreGoal, notation: notation, cancel: cancel.core) else { return nil }
        let explained = judged.explanation
        return DrillVerdict(
            right: judged.right, move: MoveView(explained.mv), after: Evaluation(explained.after),
            line: explained.line.map(MoveView.init), best: explained.best.map(MoveView.init),
            event: explained.event.map(Explanation.Event.init))
    }
}

extension SlipDrill {
    init(_ drill: Drill) {
        gameEndedAt = Date(timeIntervalSince1970: TimeInterval(drill.gameEndedAt))
        halfMove = Int(drill.halfMove)
        mover = Side(drill.mover)
        goal = drill.goal == .keepWin ? .keepWin : .keepDraw
        played = drill.played
        record = drill.recordJson
        rightAnswers = Int(drill.rightAnswers)
        learned = drill.learned
    }

    /// The core's drill, as it was read (only its name counts for progress).
    var core: Drill {
        Drill(
            gameEndedAt: Int64(gameEndedAt.timeIntervalSince1970.rounded(.down)), halfMove: UInt32(clamping: halfMove),
            mover: mover.core, goal: goal == .keepWin ? .keepWin : .keepDraw, played: played, recordJson: record,
            rightAnswers: UInt32(clamping: rightAnswers), learned: learned)
    }
}
