import BaghchalCore
import Dispatch

/// One legal move and what it is worth to the side that plays it: `distance` in half
/// moves from the endgame table in the movement phase, nil for a draw, an unknown
/// value and every placement value.
public struct MoveValue: Equatable, Sendable {
    /// The move.
    public let move: MoveView
    /// Win, draw or loss for the mover, or unknown.
    public let outcome: Evaluation.Outcome
    /// Half moves to the end with best play, where the table knows it.
    public let distance: Int?
}

/// One thing wrong with a position entered by hand, as the core finds it.
public enum SetupProblem: Equatable, Sendable {
    /// The board has not 25 points (a caller's mistake).
    case pointCount(Int)
    /// Not exactly four tigers stand on the board.
    case tigerCount(Int)
    /// Goats on the board, in hand and eaten do not make 20.
    case goatCount(onBoard: Int, inHand: Int, eaten: Int)
    /// As many goats eaten as win for the tigers.
    case tigersHaveWon(eaten: Int, goatsToWin: Int)
    /// Tigers to move with no goat on the board.
    case noGoatAfterGoatsMove
    /// Goats eaten while goats are in hand, under rules without captures in placement.
    case eatenDuringPlacement(eaten: Int, inHand: Int)
    /// The side to move has no legal move: the game is decided.
    case noLegalMove(Side)
    /// A setting is out of range.
    case badSettings(SettingsProblem)

    init(_ p: BaghchalCore.SetupProblem) {
        switch p {
        case .pointCount(let points): self = .pointCount(Int(points))
        case .tigerCount(let tigers): self = .tigerCount(Int(tigers))
        case .goatCount(let onBoard, let inHand, let eaten):
            self = .goatCount(onBoard: Int(onBoard), inHand: Int(inHand), eaten: Int(eaten))
        case .tigersHaveWon(let eaten, let goatsToWin): self = .tigersHaveWon(eaten: Int(eaten), goatsToWin: Int(goatsToWin))
        case .noGoatAfterGoatsMove: self = .noGoatAfterGoatsMove
        case .eatenDuringPlacement(let eaten, let inHand): self = .eatenDuringPlacement(eaten: Int(eaten), inHand: Int(inHand))
        case .noLegalMove(let side): self = .noLegalMove(Side(side))
        case .badSettings(let problem): self = .badSettings(SettingsProblem(problem))
        }
    }
}

/// One setting out of its range, as the core finds it, with the range allowed.
public enum SettingsProblem: Equatable, Sendable {
    /// Goats to win is outside `allowed`.
    case goatsToWin(Int, allowed: ClosedRange<Int>)

    init(_ p: BaghchalCore.SettingsProblem) {
        switch p {
        case .goatsToWin(let goatsToWin, let lowest, let highest):
            self = .goatsToWin(Int(goatsToWin), allowed: Int(lowest)...Int(max(lowest, highest)))
        }
    }
}

/// The rules a set-up is checked and played under: a game's full settings, kept whole
/// so an analysis board plays by exactly the rules of the game it came from.
public struct GameRules: Sendable {
    let core: Settings

    /// The set-up page's rules, the core's defaults for the rest.
    public init(goatsToWin: Int, repetition: RepetitionRule) {
        var settings = defaultSettings()
        settings.goatsToWin = UInt8(clamping: goatsToWin)
        settings.repetition = repetition.core
        core = settings
    }

    init(core: Settings) { self.core = core }

    /// The same rules with captures during placement allowed or not.
    public func placementCaptures(_ allowed: Bool) -> GameRules {
        var settings = core
        settings.placementCaptures = allowed
        return GameRules(core: settings)
    }
}

/// A position being entered on the analysis board: what stands on each point, the
/// piece a tap puts down (`brush`), the side to move and the goat counts, with every
/// problem the core finds in it (`problems`, empty when a game can start from it).
/// The core checks it after every change, which takes microseconds.
public struct SetupDraft: Sendable {
    /// What stands on each point.
    public private(set) var board: [Piece]
    /// The side to move.
    public private(set) var toMove: Side
    /// Goats still to be placed.
    public private(set) var goatsInHand: Int
    /// Goats the tigers have eaten.
    public private(set) var goatsEaten: Int
    /// The piece a tap puts down (`.empty` clears).
    public private(set) var brush: Piece = .tiger
    /// Everything wrong with the position, in the core's order.
    public private(set) var problems: [SetupProblem] = []
    /// The rules it is checked under.
    public let rules: GameRules

    /// The set-up of `position` under `rules`, checked.
    public init(_ position: BoardView, rules: GameRules) {
        board = position.board
        toMove = position.toMove
        goatsInHand = position.goatsInHand
        goatsEaten = position.captured
        self.rules = rules
        check()
    }

    /// A set-up entered as `board`, `toMove` and the goat counts, with `brush` in hand, checked.
    init(board: [Piece], toMove: Side, goatsInHand: Int, goatsEaten: Int, rules: GameRules, brush: Piece = .tiger) {
        self.board = board
        self.toMove = toMove
        self.goatsInHand = goatsInHand
        self.goatsEaten = goatsEaten
        self.brush = brush
        self.rules = rules
        check()
    }

    /// A tap on `point`: it takes the brush's piece, or is cleared if it already holds it.
    public func tapped(_ point: Int) -> SetupDraft {
        guard board.indices.contains(point) else { return self }
        var next = self
        next.board[point] = board[point] == brush ? .empty : brush
        next.check()
        return next
    }

    /// The piece the next tap puts down.
    public func withBrush(_ piece: Piece) -> SetupDraft {
        var next = self
        next.brush = piece
        return next
    }

    /// The side to move.
    public func withToMove(_ side: Side) -> SetupDraft {
        var next = self
        next.toMove = side
        next.check()
        return next
    }

    /// Goats in hand, kept within 0...20.
    public func withGoatsInHand(_ count: Int) -> SetupDraft {
        var next = self
        next.goatsInHand = min(max(count, 0), 20)
        next.check()
        return next
    }

    /// Goats eaten, kept within 0...20.
    public func withGoatsEaten(_ count: Int) -> SetupDraft {
        var next = self
        next.goatsEaten = min(max(count, 0), 20)
        next.check()
        return next
    }

    var core: Setup {
        Setup(
            board: board.map(\.core), toMove: toMove.core, goatsInHand: UInt8(clamping: goatsInHand),
            goatsEaten: UInt8(clamping: goatsEaten))
    }

    private mutating func check() {
        problems = checkSetup(setup: core, settings: rules.core).map(SetupProblem.init)
    }
}

extension Piece {
    var core: BaghchalCore.Piece {
        switch self {
        case .empty: .empty
        case .goat: .goat
        case .tiger: .tiger
        }
    }
}

extension Engine {
    /// A game from a position the player entered; throws the core's `BadSetup` if it has problems.
    convenience init(setup: SetupDraft) throws {
        self.init(game: try Game.fromSetup(setup: setup.core, settings: setup.rules.core))
    }

    /// Every legal move's value for the side to move, each given by the stream as soon as the
    /// core knows it (quick ones first; seconds for the last in placement from 12 placed), worked
    /// out by `search` on a queue of its own. The stream ends once every value is in, or throws
    /// once `cancel` stops the search; it ends only when the search has, so a board awaiting it
    /// knows no value of that search can come later.
    func valueStream(
        cancel: CancelHandle, search: @escaping ValueSearch = { try Engine.valuesEach($0, cancel: $1, found: $2) }
    ) -> AsyncThrowingStream<MoveValue, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: MoveValue.self)
        Self.valuesQueue.async {
            do {
                try search(self, cancel) { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }

    /// The core's search: every legal move's value handed to `found` as it is known, on the
    /// calling thread, blocking until the last; throws the core's `Cancelled` once `cancel` stops it.
    static func valuesEach(
        _ engine: Engine, cancel: CancelHandle, found: @escaping @Sendable (MoveValue) -> Void
    ) throws {
        try engine.game.moveValuesEach(cancel: cancel.core, sink: ValueSink(found))
    }

    /// Every legal move's value, blocking, in the core's order; for tests.
    func valuesNow(cancel: CancelHandle) throws -> [MoveValue] {
        try game.moveValues(cancel: cancel.core).map(MoveValue.init)
    }

    /// How many legal moves the side to move has: as many values as the core gives.
    func legalMoveCount() -> Int {
        let places = placementTargets()
        if !places.isEmpty { return places.count }
        return movablePieces().reduce(0) { $0 + targets(from: $1).count }
    }

    /// The rules this game is played under, whole.
    var rules: GameRules { GameRules(core: game.settings()) }

    /// The queue value searches run on, off the main actor and off Swift's cooperative pool.
    private static let valuesQueue = DispatchQueue(label: "np.baghchal.analysis", qos: .userInitiated)
}

/// Works out every legal move's value of a game, handing each to the closure as it is known, on
/// the calling thread; blocks until the last and throws once the handle stops it.
/// ``Engine/valuesEach(_:cancel:found:)`` is the core's; tests give values one by one on demand.
typealias ValueSearch = @Sendable (Engine, CancelHandle, @escaping @Sendable (MoveValue) -> Void) throws -> Void

/// The core's receiver of values found (`MoveValueSink`), turning each into the kit's value.
private final class ValueSink: MoveValueSink {
    private let deliver: @Sendable (MoveValue) -> Void

    init(_ deliver: @escaping @Sendable (MoveValue) -> Void) { self.deliver = deliver }

    func found(value: BaghchalCore.MoveValue) { deliver(MoveValue(value)) }
}

extension MoveValue {
    /// The core's value as the kit shows it.
    init(_ v: BaghchalCore.MoveValue) {
        let outcome: Evaluation.Outcome =
            switch v.verdict {
            case .win: .win
            case .loss: .loss
            case .draw: .draw
            case .unknown: .unknown
            }
        self.init(move: MoveView(v.mv), outcome: outcome, distance: v.distance.map(Int.init))
    }
}
