import BaghchalCore
import Foundation

/// How hard a puzzle is: which bot level's fixed search finds its first move (the core's `PuzzleDifficulty`).
public enum Difficulty: Sendable {
    /// Easy's search finds it; Medium's; Hard's; none of them.
    case easy, medium, hard, expert

    init(_ d: PuzzleDifficulty) {
        switch d {
        case .easy: self = .easy
        case .medium: self = .medium
        case .hard: self = .hard
        case .expert: self = .expert
        }
    }
}

/// The player's puzzle record as the views show it (the core's `PuzzleProgress`).
public struct PuzzleScore: Equatable, Sendable {
    /// Puzzles solved, with or without a hint.
    public let solved: Int
    /// Puzzles failed.
    public let failed: Int
    /// Puzzles solved with a hint.
    public let hints: Int
    /// Solved in a row since the last failure.
    public let streak: Int
    /// The longest streak so far.
    public let bestStreak: Int
    /// The player's level, 1 to 10.
    public let level: Int

    init(solved: Int, failed: Int, hints: Int, streak: Int, bestStreak: Int, level: Int) {
        self.solved = solved
        self.failed = failed
        self.hints = hints
        self.streak = streak
        self.bestStreak = bestStreak
        self.level = level
    }

    init(_ p: PuzzleProgress) {
        solved = Int(p.solved)
        failed = Int(p.failed)
        hints = Int(p.hints)
        streak = Int(p.streak)
        bestStreak = Int(p.bestStreak)
        level = Int(p.level)
    }
}

/// One puzzle as the trainer shows it; `line` is the solution, the player's moves at even places.
public struct PuzzleView: Equatable, Sendable {
    /// Its number in the file.
    public let index: Int
    /// The side the player moves.
    public let solver: Side
    /// How hard it is: which bot level's search finds the first move.
    public let difficulty: Difficulty
    /// Its level band, 1 (easiest) to 10.
    public let level: Int
    /// The solution: the player's move, the defence, … ending on the player's move.
    public let line: [MoveView]
}

/// What the core said of the player's move.
public enum PuzzleJudgement: Equatable, Sendable {
    /// The right move; `reply` is the defence to play next (nil once solved).
    case right(reply: MoveView?, solved: Bool)
    /// A move that lets the win go: what the table says of it for the player (draw or
    /// loss; unknown without the table) and the opponent's best answer, if known.
    case wrong(Evaluation, refutation: MoveView?)
}

/// The shipped puzzle file, read and checked by the core: the trainer's only door
/// to the generated puzzle API, as ``Engine`` is the game's. Judging a move is a few
/// table probes, fine on the main actor; loading reads the file: do it off it.
public final class PuzzleBook: Sendable {
    private let set: PuzzleSet

    /// Reads the puzzle file at `path`; throws ``TableLoadError`` if the core refuses it.
    public init(path: String) throws {
        do {
            set = try loadPuzzles(path: path)
        } catch BaghchalError.BadPuzzles(let detail) {
            throw TableLoadError(detail: detail)
        } catch {
            throw TableLoadError(detail: "\(error)")
        }
    }

    /// How many puzzles the file holds.
    public var count: Int { Int(set.count()) }

    /// Puzzle number `index`, or nil if there is none.
    public func puzzle(_ index: Int) -> PuzzleView? {
        guard let number = UInt32(exactly: index), let p = try? set.puzzle(index: number) else { return nil }
        return PuzzleView(
            index: index, solver: Side(p.solver), difficulty: Difficulty(p.difficulty), level: Int(p.level),
            line: p.line.map(MoveView.init))
    }

    /// A new game at puzzle `index`'s position.
    func engine(_ index: Int) throws -> Engine {
        Engine(game: try set.game(index: UInt32(clamping: index)))
    }

    /// Judges `move`, the player's move number `step` (0 = the first) in puzzle `index`.
    func judge(_ index: Int, step: Int, move: MoveView) throws -> PuzzleJudgement {
        let info = MoveInfo(
            notation: move.notation, side: move.side.core, from: move.from.map { UInt8(clamping: $0) },
            to: UInt8(clamping: move.to), captured: move.captured.map { UInt8(clamping: $0) })
        switch try set.answer(index: UInt32(clamping: index), step: UInt32(clamping: step), mv: info) {
        case .right(let reply, let solved):
            return .right(reply: reply.map(MoveView.init), solved: solved)
        case .wrong(let verdict, let distance, let refutation):
            let value = Evaluation(BaghchalCore.Evaluation(verdict: verdict, distance: distance))
            return .wrong(value, refutation: refutation.map(MoveView.init))
        }
    }

    /// The next puzzle for `progress`, drawn with `seed`.
    func pick(_ progress: PuzzleProgress, seed: UInt64) -> Int? {
        (try? set.pick(progress: progress, seed: seed)).map(Int.init)
    }
}

/// The player's record as the core keeps it; saved as one checked line.
enum PuzzleRecord {
    /// A new player's progress.
    static func fresh() -> PuzzleProgress { puzzleProgressNew() }

    /// `progress` after puzzle `index` ended.
    static func after(_ progress: PuzzleProgress, index: Int, solved: Bool, hinted: Bool) -> PuzzleProgress {
        puzzleProgressAfter(progress: progress, index: UInt32(clamping: index), solved: solved, hinted: hinted)
    }

    /// The saved line.
    static func save(_ progress: PuzzleProgress) -> String { puzzleProgressSave(progress: progress) }

    /// A saved line read back; throws for a damaged, foreign or newer one.
    static func restore(_ text: String) throws -> PuzzleProgress { try puzzleProgressRestore(text: text) }
}
