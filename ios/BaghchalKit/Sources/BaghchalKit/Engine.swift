import BaghchalCore
import Dispatch
import Foundation

/// Stops one bot search from another thread; once cancelled it stays cancelled.
/// Wraps the core's handle so the app never imports the generated bindings.
public final class CancelHandle: Sendable {
    let core: BaghchalCore.CancelHandle

    /// A handle that is not cancelled.
    public init() {
        core = BaghchalCore.CancelHandle()
    }

    /// Asks the search using this handle to stop soon.
    public func cancel() { core.cancel() }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { core.isCancelled() }
}

/// The only place that talks to the generated UniFFI API: one game of the Rust
/// core, with its unsigned types converted to the Ints the UI uses. Failing
/// calls throw the core's error unchanged.
///
/// Sendable (checked: the generated `Game` is) because the core's game locks
/// itself on every call, and a bot search works on a copy taken under that lock,
/// so the main actor never waits for a search.
final class Engine: Sendable {
    private let game: Game

    /// The serial queue bot searches block on, off the main actor and off Swift's cooperative pool.
    private static let botQueue = DispatchQueue(label: "np.baghchal.bot", qos: .userInitiated)

    /// A new game at the start with these rules.
    init(goatsToWin: Int, repetition: RepetitionRule) throws {
        var settings = defaultSettings()
        settings.goatsToWin = UInt8(clamping: goatsToWin)
        settings.repetition = repetition.core
        game = try Game(settings: settings)
    }

    /// A game restored from the core's record JSON; throws if it cannot be read.
    init(record: String) throws {
        game = try Game.fromRecord(json: record)
    }

    func snapshot() -> BoardView { BoardView(game.snapshot()) }

    /// The game as the core's record JSON, readable by ``init(record:)``.
    func record() -> String { game.recordJson() }

    func placementTargets() -> Set<Int> { Set(game.placementTargets().map(Int.init)) }

    func movablePieces() -> Set<Int> { Set(game.movablePieces().map(Int.init)) }

    func targets(from point: Int) -> [TargetView] {
        guard let from = UInt8(exactly: point) else { return [] }
        return game.targetsFrom(from: from).map { TargetView(to: Int($0.to), jumpOver: $0.jumpOver.map(Int.init)) }
    }

    @discardableResult
    func place(_ point: Int) throws -> BoardView {
        BoardView(try game.place(to: UInt8(clamping: point)))
    }

    @discardableResult
    func move(from: Int, to: Int) throws -> BoardView {
        BoardView(try game.movePiece(from: UInt8(clamping: from), to: UInt8(clamping: to)))
    }

    /// Plays a move the bot chose.
    @discardableResult
    func play(_ move: MoveView) throws -> BoardView {
        if let from = move.from { try self.move(from: from, to: move.to) } else { try place(move.to) }
    }

    @discardableResult
    func undo() throws -> BoardView { BoardView(try game.undo()) }

    @discardableResult
    func resign(_ side: Side) throws -> BoardView { BoardView(try game.resign(side: side.core)) }

    /// The bot's move for the side to move, searched on a background queue;
    /// nil if the search was cancelled or there is nothing to play.
    func botMove(level: Level, seed: UInt64, cancel: CancelHandle) async -> MoveView? {
        await withCheckedContinuation { continuation in
            Self.botQueue.async {
                let move = try? self.game.botMove(level: level.core, seed: seed, cancel: cancel.core)
                continuation.resume(returning: move.map { MoveView($0.mv) })
            }
        }
    }
}

extension BoardView {
    init(_ s: Snapshot) {
        board = s.board.map(Piece.init)
        toMove = Side(s.toMove)
        phase = s.phase == .placement ? .placement : .movement
        goatsInHand = Int(s.goatsInHand)
        goatsOnBoard = Int(s.goatsOnBoard)
        captured = Int(s.captured)
        goatsToWin = Int(s.goatsToWin)
        tigersTrapped = Int(s.tigersTrapped)
        halfMoves = Int(s.halfMoves)
        result = GameResult(s.result)
        reason = s.reason.map(EndReason.init)
        lastMove = s.lastMove.map(MoveView.init)
        moveLog = s.moveLog
        canUndo = s.canUndo
    }
}

extension MoveView {
    init(_ m: MoveInfo) {
        notation = m.notation
        side = Side(m.side)
        from = m.from.map(Int.init)
        to = Int(m.to)
        captured = m.captured.map(Int.init)
    }
}

extension Side {
    init(_ s: BaghchalCore.Side) { self = s == .goat ? .goat : .tiger }
    var core: BaghchalCore.Side { self == .goat ? .goat : .tiger }
}

extension Piece {
    init(_ p: BaghchalCore.Piece) {
        switch p {
        case .empty: self = .empty
        case .goat: self = .goat
        case .tiger: self = .tiger
        }
    }
}

extension GameResult {
    init(_ r: BaghchalCore.GameResult) {
        switch r {
        case .ongoing: self = .ongoing
        case .tigersWin: self = .tigersWin
        case .goatsWin: self = .goatsWin
        case .draw: self = .draw
        }
    }
}

extension EndReason {
    init(_ r: BaghchalCore.EndReason) {
        switch r {
        case .captures: self = .captures
        case .tigersTrapped: self = .tigersTrapped
        case .goatsBlocked: self = .goatsBlocked
        case .repetition: self = .repetition
        case .moveLimit: self = .moveLimit
        case .noCaptureLimit: self = .noCaptureLimit
        case .resigned: self = .resigned
        }
    }
}

extension RepetitionRule {
    var core: BaghchalCore.RepetitionRule {
        switch self {
        case .draw3: .draw3
        case .forbid: .forbid
        case .forbid3: .forbid3
        case .off: .off
        }
    }
}

extension Level {
    var core: BaghchalCore.Level {
        switch self {
        case .easy: .easy
        case .medium: .medium
        case .hard: .hard
        case .perfect: .perfect
        }
    }
}
