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
    /// The core's game; Analysis.swift reaches it too.
    let game: Game

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

    /// Wraps a game the core made elsewhere (a puzzle's).
    init(game: Game) {
        self.game = game
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

    /// Plays a move written in notation (`c3`, `b2-c3`, `a1xc3`).
    @discardableResult
    func play(notation: String) throws -> BoardView { BoardView(try game.playNotation(text: notation)) }

    /// How this game treats repeated positions.
    var repetition: RepetitionRule {
        switch game.settings().repetition {
        case .draw3: .draw3
        case .forbid: .forbid
        case .forbid3: .forbid3
        case .off: .off
        }
    }

    /// What the loaded endgame table says about the position, for the side to move.
    func evaluate() -> Evaluation { Evaluation(game.evaluate()) }

    /// The rules every new game is played with, apart from what the set-up chooses.
    static var defaultRules: (maxHalfMoves: Int, noCaptureLimit: Int, placementCaptures: Bool) {
        let settings = defaultSettings()
        return (Int(settings.maxHalfMoves), Int(settings.noCaptureLimit), settings.placementCaptures)
    }

    /// True if `error` is the core refusing a move because the repetition rule forbids it.
    static func isRepetitionForbidden(_ error: any Error) -> Bool {
        if case BaghchalError.IllegalMove(reason: .repetitionForbidden, _) = error { return true }
        return false
    }

    /// Loads the endgame table file at `path` for the whole process; returns its goats-to-win.
    /// Throws ``TableLoadError`` for a missing, damaged or foreign file (the tables loaded before stay).
    static func loadTablebase(path: String) throws -> Int {
        do {
            return Int(try BaghchalCore.loadTablebase(path: path))
        } catch BaghchalError.BadTablebase(let detail) {
            throw TableLoadError(detail: detail)
        } catch {
            throw TableLoadError(detail: "\(error)")
        }
    }

    /// Loads the placement book file at `path` for the whole process (load its table first:
    /// the book is checked against it); returns its goats-to-win. Throws ``TableLoadError``
    /// for a missing, damaged or foreign file, or a book this engine's policy no longer fits.
    static func loadBook(path: String) throws -> Int {
        do {
            return Int(try BaghchalCore.loadBook(path: path).goatsToWin)
        } catch BaghchalError.BadBook(let detail) {
            throw TableLoadError(detail: detail)
        } catch {
            throw TableLoadError(detail: "\(error)")
        }
    }

    /// Unloads every placement book; Perfect searches in placement as without one.
    static func unloadBooks() {
        BaghchalCore.unloadBooks()
    }

    /// The position after the first `halfMoves` half moves of this game (0: the start),
    /// counters, last move and log as they were then; throws past the end.
    func position(at halfMoves: Int) throws -> BoardView {
        BoardView(try game.positionAt(halfMoves: UInt32(clamping: max(0, halfMoves))))
    }

    /// Move-log indices of the movement-phase moves that made the exact result worse
    /// for their player, judged by the loaded endgame table; empty where none applies.
    /// Found on a background queue: it probes the table at every position of the game.
    func reviewMarks() async -> [Int] {
        await withCheckedContinuation { continuation in
            Self.reviewQueue.async {
                continuation.resume(returning: self.game.reviewMarks().map(Int.init))
            }
        }
    }

    /// The queue review marks are found on, off the main actor and off Swift's cooperative pool.
    private static let reviewQueue = DispatchQueue(label: "np.baghchal.review", qos: .userInitiated)

    /// What the loaded endgame table says about the position after the first `halfMoves`
    /// half moves, for its side to move; unknown past the end or if the log does not replay.
    /// The core evaluates only a live game, so this one is replayed to there in a scratch
    /// game with the same settings (repetition history included), on a background queue
    /// of its own so a step is not held up behind the marks.
    func evaluation(after halfMoves: Int) async -> Evaluation {
        await withCheckedContinuation { continuation in
            Self.verdictQueue.async {
                continuation.resume(returning: self.replayedEvaluation(after: halfMoves))
            }
        }
    }

    private func replayedEvaluation(after halfMoves: Int) -> Evaluation {
        let unknown = Evaluation(outcome: .unknown, distance: nil)
        let log = game.snapshot().moveLog
        guard (0...log.count).contains(halfMoves), let replay = try? Game(settings: game.settings()) else {
            return unknown
        }
        for notation in log.prefix(halfMoves) {
            guard (try? replay.playNotation(text: notation)) != nil else { return unknown }
        }
        return Evaluation(replay.evaluate())
    }

    /// The queue reviewed positions are evaluated on.
    private static let verdictQueue = DispatchQueue(label: "np.baghchal.review.verdict", qos: .userInitiated)

    /// The core's match rule; nil when `games` are not two finished games with the sides swapped.
    static func matchOutcome(_ games: [MatchGame]) -> MatchOutcome? {
        let core = games.map {
            BaghchalCore.MatchGame(
                firstPlayerSide: $0.firstPlayerSide.core, result: $0.result.core, captured: UInt8(clamping: $0.captured))
        }
        guard let outcome = try? BaghchalCore.matchOutcome(games: core) else { return nil }
        let decidedBy: MatchDecision =
            switch outcome.decidedBy {
            case .moreWins: .moreWins
            case .fewerGoatsEaten: .fewerGoatsEaten
            case .level: .level
            }
        return MatchOutcome(
            winner: outcome.winner.map { $0 == .first ? .first : .second }, decidedBy: decidedBy,
            firstWins: Int(outcome.firstWins), secondWins: Int(outcome.secondWins),
            firstGoatsEaten: Int(outcome.firstGoatsEaten), secondGoatsEaten: Int(outcome.secondGoatsEaten))
    }

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

extension GameResult {
    var core: BaghchalCore.GameResult {
        switch self {
        case .ongoing: .ongoing
        case .tigersWin: .tigersWin
        case .goatsWin: .goatsWin
        case .draw: .draw
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
    init(_ core: BaghchalCore.RepetitionRule) {
        switch core {
        case .draw3: self = .draw3
        case .forbid: self = .forbid
        case .forbid3: self = .forbid3
        case .off: self = .off
        }
    }

    var core: BaghchalCore.RepetitionRule {
        switch self {
        case .draw3: .draw3
        case .forbid: .forbid
        case .forbid3: .forbid3
        case .off: .off
        }
    }
}

extension Evaluation {
    init(_ e: BaghchalCore.Evaluation) {
        let outcome: Outcome =
            switch e.verdict {
            case .win: .win
            case .loss: .loss
            case .draw: .draw
            case .unknown: .unknown
            }
        self.init(outcome: outcome, distance: e.distance.map(Int.init))
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
