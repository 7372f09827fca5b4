import BaghchalCore
import Dispatch
import Foundation

/// Why a move is good or bad, from the endgame table (issue 43): the core's
/// `MoveExplanation` converted for the app, so screens and tests never touch the bindings.
/// Values are for the side that played ``move``.
public struct Explanation: Equatable, Sendable {
    /// The first decisive thing in the line. `at` counts half moves after the explained
    /// move: the event is on `line[at - 1]`; 0 means the explained move itself ended the game.
    public enum Event: Equatable, Sendable {
        /// The tiger on `tiger` leaps and eats the goat on `goat`; `endsGame` when that capture wins.
        case capture(at: Int, goat: Int, tiger: Int, endsGame: Bool)
        /// Every tiger is left without a move: the goats win.
        case tigersTrapped(at: Int)
        /// The goats are left without a move: the tigers win.
        case goatsBlocked(at: Int)
        /// A position comes back (a draw); `first` is where it stood first in the line, if it did.
        case repetition(at: Int, first: Int?)
        /// The half-move limit ends the line in a draw.
        case moveLimit(at: Int)

        /// Half moves after the explained move.
        public var at: Int {
            switch self {
            case .capture(let at, _, _, _), .tigersTrapped(let at), .goatsBlocked(let at), .repetition(let at, _),
                .moveLimit(let at):
                at
            }
        }
    }

    /// Where a point lies, as the teaching speaks of tigers.
    public enum Place: Equatable, Sendable {
        /// A corner.
        case corner
        /// An edge, not a corner.
        case edge
        /// Inside the board.
        case inside
    }

    /// The immediate cause of a slip, in the game's teaching terms.
    public enum Cause: Equatable, Sendable {
        /// The goat just moved to `goat` has the empty `landing` beyond it; the tiger on `tiger` leaps it next.
        case goatLeftOpen(goat: Int, tiger: Int, landing: Int)
        /// The goat stepped out of a wall, leaving `landing` empty; the tiger on `tiger` leaps the goat on `goat` into it.
        case leapOpenedBehind(goat: Int, tiger: Int, landing: Int)
        /// The tiger on `tiger` (at `place`), which had no move, can now go to `point`, the point the goat left.
        case tigerReleased(tiger: Int, place: Place, point: Int)
        /// The capture landed the tiger on `tiger`, where it is trapped with the rest at the end of the line.
        case captureIntoTrap(tiger: Int)
    }

    /// The move explained.
    public let move: MoveView
    /// The position's value for the mover before the move (its best move's value).
    public let before: Evaluation
    /// The value the move keeps for the mover.
    public let after: Evaluation
    /// Every move that keeps ``before``.
    public let best: [MoveView]
    /// Best play after the move, the reply first, to the event.
    public let line: [MoveView]
    /// The line's first decisive event; nil if the line was cut short with nothing decided.
    public let event: Event?
    /// Why the move lost value, where a cause holds on the board.
    public let cause: Cause?

    /// An explanation from its parts (tests build the kinds a small table never gives).
    public init(
        move: MoveView, before: Evaluation, after: Evaluation, best: [MoveView], line: [MoveView], event: Event?,
        cause: Cause?
    ) {
        self.move = move
        self.before = before
        self.after = after
        self.best = best
        self.line = line
        self.event = event
        self.cause = cause
    }

    /// True when the move keeps the position's value (distance included, where known).
    public var keepsValue: Bool { before == after }
}

/// Where an asked-for explanation stands, as a screen shows it.
public enum ExplanationState: Equatable, Sendable {
    /// The core is working it out, off the main actor.
    case computing
    /// The explanation is in.
    case explained(Explanation)
    /// No loaded table covers the position: the move cannot be explained.
    case notCovered
}

extension Explanation {
    init(_ e: MoveExplanation) {
        self.init(
            move: MoveView(e.mv), before: Evaluation(e.before), after: Evaluation(e.after),
            best: e.best.map(MoveView.init), line: e.line.map(MoveView.init), event: e.event.map(Event.init),
            cause: e.cause.map(Cause.init))
    }
}

extension Explanation.Event {
    init(_ e: LineEvent) {
        switch e {
        case .capture(let at, let goat, let tiger, let endsGame):
            self = .capture(at: Int(at), goat: Int(goat), tiger: Int(tiger), endsGame: endsGame)
        case .tigersTrapped(let at): self = .tigersTrapped(at: Int(at))
        case .goatsBlocked(let at): self = .goatsBlocked(at: Int(at))
        case .repetition(let at, let first): self = .repetition(at: Int(at), first: first.map(Int.init))
        case .moveLimit(let at): self = .moveLimit(at: Int(at))
        }
    }
}

extension Explanation.Cause {
    init(_ c: SlipCause) {
        switch c {
        case .goatLeftOpen(let goat, let tiger, let landing):
            self = .goatLeftOpen(goat: Int(goat), tiger: Int(tiger), landing: Int(landing))
        case .leapOpenedBehind(let goat, let tiger, let landing):
            self = .leapOpenedBehind(goat: Int(goat), tiger: Int(tiger), landing: Int(landing))
        case .tigerReleased(let tiger, let place, let point):
            let where_: Explanation.Place =
                switch place {
                case .corner: .corner
                case .edge: .edge
                case .inside: .inside
                }
            self = .tigerReleased(tiger: Int(tiger), place: where_, point: Int(point))
        case .captureIntoTrap(let tiger): self = .captureIntoTrap(tiger: Int(tiger))
        }
    }
}

/// The core's explanations. Each probes the table for every legal move at each half move of
/// the line, so the async forms run on ``whyQueue``, off the main actor and off Swift's pool.
extension Engine {
    /// The queue explanations are worked out on.
    static let whyQueue = DispatchQueue(label: "np.baghchal.why", qos: .userInitiated)

    /// The explanation of the legal move `notation` in the current position; nil where no
    /// loaded table covers it. Throws for an illegal move or when `cancel` stops it. Blocks.
    func explainMoveNow(_ notation: String, cancel: CancelHandle) throws -> Explanation? {
        try game.explainMove(notation: notation, cancel: cancel.core).map(Explanation.init)
    }

    /// The explanation of the move at 0-based log index `index`, as a review shows a slip. Blocks.
    func explainPlayedMoveNow(_ index: Int, cancel: CancelHandle) throws -> Explanation? {
        try game.explainPlayedMove(index: UInt32(clamping: max(0, index)), cancel: cancel.core).map(Explanation.init)
    }

    /// ``explainMoveNow(_:cancel:)`` on ``whyQueue``: nil when cancelled or refused (an illegal move).
    func explainMove(_ notation: String, cancel: CancelHandle) async -> ExplanationState? {
        await Self.onWhyQueue { try self.explainMoveNow(notation, cancel: cancel) }
    }

    /// ``explainPlayedMoveNow(_:cancel:)`` on ``whyQueue``: nil when cancelled or refused.
    func explainPlayedMove(_ index: Int, cancel: CancelHandle) async -> ExplanationState? {
        await Self.onWhyQueue { try self.explainPlayedMoveNow(index, cancel: cancel) }
    }

    private static func onWhyQueue(_ work: @escaping @Sendable () throws -> Explanation?) async -> ExplanationState? {
        await withCheckedContinuation { continuation in
            whyQueue.async {
                do {
                    let found = try work()
                    continuation.resume(returning: found.map(ExplanationState.explained) ?? .notCovered)
                } catch {
                    continuation.resume(returning: nil)
                }
            }
        }
    }
}
