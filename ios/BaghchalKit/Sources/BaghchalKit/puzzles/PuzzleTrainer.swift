import BaghchalCore
import Foundation
import Observation

/// Where the player is in a puzzle.
public enum PuzzleStage: Sendable {
    /// The player's move is awaited.
    case solving
    /// The last move let the win go; the refutation is on the board.
    case wrong
    /// Every move of the line was found.
    case solved
    /// The solution is played out on the board, step by step (``PuzzleTrainer/solution``).
    case solution
}

/// The puzzle trainer: picks a puzzle near the player's level, takes the player's
/// touches on the board, has the core judge each move, plays the defence or the
/// refutation, and keeps the player's progress in `storage` (one line the core
/// checks: a damaged one is refused, kept aside under ``refusedKey``, and the player
/// starts afresh, with everything else saved, the khel tally included, untouched).
@MainActor
@Observable
public final class PuzzleTrainer: BoardInput {
    /// The puzzle shown; nil while closed.
    public private(set) var puzzle: PuzzleView?
    /// The board, as a table the player sits at on the solver's side.
    public private(set) var table: TableState?
    /// Solver moves found so far.
    public private(set) var step = 0
    /// Where the player is.
    public private(set) var stage = PuzzleStage.solving
    /// What the core said of the wrong move, while ``stage`` is `.wrong`.
    public private(set) var wrong: PuzzleJudgement?
    /// The next move shown as a hint, if asked for.
    public private(set) var hint: HintMove?
    /// True once a wrong move was played in this puzzle: it counts as failed, once.
    public private(set) var failed = false
    /// The player's record.
    public var score: PuzzleScore { PuzzleScore(progress) }
    /// True when a saved progress line was refused as damaged.
    public private(set) var progressRefused = false
    /// True on the first puzzle shown after a damaged progress line was reset, until the
    /// player acts: the screen says so, once.
    public private(set) var progressReset = false
    /// Counts the puzzles shown and the retries: VoiceOver's focus goes to the task on each.
    public private(set) var attempt = 0
    /// True once the puzzle file has loaded.
    public var isReady: Bool { book != nil }
    /// The last answer's explanation (issue 43 §2): why a wrong move fails, or why a right one
    /// works; asked off the main actor after each answer, dropped when the board changes.
    public let explainer = Explainer()
    /// True when ``explainer`` explains a right answer (its event is "why it works").
    public private(set) var explainsRightAnswer = false
    /// The solution played step by step from the puzzle's position, while ``stage`` is `.solution`.
    public private(set) var solution: LineReplay?

    /// Where the progress line is saved.
    public static let progressKey = "puzzle_progress"
    /// Where a refused progress line is kept.
    public static let refusedKey = "puzzle_progress_refused"
    /// The puzzle on screen, "index step flags" (flags: 1 failed, 2 hinted), as on Android.
    public static let sessionKey = "puzzle_session"
    /// Where a session that does not fit the file is kept.
    public static let sessionRefusedKey = "puzzle_session_refused"
    /// True when a kept puzzle session was refused as damaged; said once on the set-up page.
    public var sessionRefused: Bool { kept.refused }
    @ObservationIgnored private lazy var kept = KeptSession(
        storage: storage, key: Self.sessionKey, refusedKey: Self.sessionRefusedKey)

    @ObservationIgnored private let storage: any Storage
    @ObservationIgnored private let feedback: any Feedback
    @ObservationIgnored private var random: SplitMix64
    private var book: PuzzleBook?
    @ObservationIgnored private var engine: Engine?
    @ObservationIgnored private var hinted = false
    @ObservationIgnored private var resetUnsaid = false
    private var progress: PuzzleProgress
    /// The board's touch; it reads and changes ``table`` and plays through ``play(_:)``.
    @ObservationIgnored private lazy var touch = FreeTouch(
        table: { [unowned self] in self.table },
        update: { [unowned self] change in
            guard var t = self.table else { return }
            change(&t)
            self.table = t
        },
        engine: { [unowned self] in self.engine }, feedback: feedback, play: { [unowned self] in self.play($0) })

    /// A trainer keeping its progress in `storage`; `seed` makes its picks reproducible.
    public init(storage: any Storage, feedback: any Feedback = NoFeedback(), seed: UInt64? = nil) {
        self.storage = storage
        self.feedback = feedback
        random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        progress = PuzzleRecord.fresh()
        if let saved = storage.read(Self.progressKey) {
            do {
                progress = try PuzzleRecord.restore(saved)
            } catch {
                // Kept aside, not lost; nothing else saved is touched.
                progressRefused = true
                resetUnsaid = true
                storage.write([Self.refusedKey: saved, Self.progressKey: nil])
            }
        }
    }

    /// Hands in the loaded puzzle file.
    public func attach(_ loaded: PuzzleBook) {
        book = loaded
    }

    /// Shows the next puzzle for the player's level; false if the file has not loaded.
    @discardableResult
    public func openNext() -> Bool {
        guard let book, let index = book.pick(progress, seed: random.next()) else { return false }
        return open(index)
    }

    /// Shows puzzle number `index`; false if the file has not loaded or has no such puzzle.
    @discardableResult
    public func open(_ index: Int) -> Bool {
        guard let book, let shown = book.puzzle(index), let game = try? book.engine(index) else { return false }
        engine = game
        puzzle = shown
        step = 0
        stage = .solving
        wrong = nil
        hint = nil
        hinted = false
        failed = false
        forgetAnswer()
        progressReset = resetUnsaid
        resetUnsaid = false
        attempt += 1
        refreshTable(animate: false)
        saveSession()
        return true
    }

    /// Closes the trainer; the progress is already saved, the puzzle on screen is forgotten.
    public func close() {
        engine = nil
        puzzle = nil
        table = nil
        forgetAnswer()
        kept.write(nil)
    }

    /// Shows the puzzle that was on screen when the app was killed, at the solver moves
    /// found (``sessionKey``); false if there is none or the file has not loaded. A
    /// session that does not fit the file is kept aside under ``sessionRefusedKey``.
    @discardableResult
    public func resumeSession() -> Bool {
        guard let book, let saved = kept.read() else { return false }
        let parts = saved.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let index = parts[0], let step = parts[1], let flags = parts[2], (0...3).contains(flags),
            let shown = book.puzzle(index), step >= 0, 2 * step < shown.line.count,
            let game = try? book.engine(index)
        else { return refuseSession(saved) }
        for move in shown.line.prefix(2 * step) where (try? game.play(notation: move.notation)) == nil {
            return refuseSession(saved)
        }
        engine = game
        puzzle = shown
        self.step = step
        stage = .solving
        wrong = nil
        hint = nil
        failed = flags & 1 != 0
        hinted = flags & 2 != 0
        forgetAnswer()
        progressReset = resetUnsaid
        resetUnsaid = false
        attempt += 1
        refreshTable(animate: false)
        return true
    }

    /// The refusal has been shown.
    public func sessionRefusalSaid() { kept.said() }

    private func refuseSession(_ saved: String) -> Bool { kept.refuse(saved) }

    /// Saves the puzzle on screen, so a kill in the background brings it back; past the
    /// solving it comes back at its start, already counted (never counted twice).
    private func saveSession() {
        guard let puzzle else { return }
        let solving = stage == .solving
        let flags = (failed || !solving ? 1 : 0) | (hinted ? 2 : 0)
        kept.write("\(puzzle.index) \(solving ? step : 0) \(flags)")
    }

    /// Shows the next move of the solution; the puzzle then counts as solved with a hint.
    public func showHint() {
        guard let puzzle, stage == .solving, 2 * step < puzzle.line.count else { return }
        let move = puzzle.line[2 * step]
        hint = HintMove(from: move.from, to: move.to)
        hinted = true
        progressReset = false
        saveSession()
    }

    /// Starts the puzzle again from its position (a failure already counted stays counted).
    public func retry() {
        guard let book, let puzzle, let game = try? book.engine(puzzle.index) else { return }
        engine = game
        step = 0
        stage = .solving
        wrong = nil
        hint = nil
        progressReset = false
        forgetAnswer()
        attempt += 1
        refreshTable(animate: false)
        saveSession()
    }

    /// Shows the solution step by step from the puzzle's position (``solution``, at its start);
    /// before solving, this gives the puzzle up.
    public func showSolution() {
        guard let book, let puzzle, let game = try? book.engine(puzzle.index) else { return }
        let replay = LineReplay(kind: .solution, start: game, notations: puzzle.line.map(\.notation))
        engine = game
        if stage == .solving && !failed { record(solved: false) }
        failed = true
        stage = .solution
        wrong = nil
        hint = nil
        forgetAnswer()
        solution = replay
        refreshTable(animate: false)
        saveSession()
    }

    /// Steps the solution: one half move back.
    public func solutionBack() { stepSolution { $0.back() } }
    /// Steps the solution: one half move on.
    public func solutionForward() { stepSolution { $0.forward() } }
    /// Steps the solution: the puzzle's position.
    public func solutionFirst() { stepSolution { $0.first() } }
    /// Steps the solution: its end.
    public func solutionLast() { stepSolution { $0.last() } }

    private func stepSolution(_ change: (inout LineReplay) -> Void) {
        guard stage == .solution, var replay = solution else { return }
        let was = replay.step
        change(&replay)
        solution = replay
        refreshTable(animate: replay.step == was + 1)
    }

    /// Drops the last answer's explanation (and stops it) and the solution's replay.
    private func forgetAnswer() {
        explainer.clear()
        explainsRightAnswer = false
        solution = nil
    }

    // MARK: Touch

    /// A tap on `point`: picks up one of the player's pieces, moves it, or puts it back.
    public func tap(_ point: Int) { touch.tap(point) }

    /// A tap off the points puts a picked-up piece back.
    public func tapOutside() { touch.tapOutside() }

    /// A tap on another movable piece picks it up (``FreeTouch``).
    public var isFreeBoard: Bool { true }

    /// A finger starts dragging from `point`; true if that picks up a piece.
    @discardableResult
    public func beginDrag(at point: Int) -> Bool { touch.beginDrag(at: point) }

    /// The dragged piece is let go over `point` (nil: off the points).
    public func endDrag(at point: Int?) { touch.endDrag(at: point) }

    /// The player's move: played, then judged by the core; the defence or the refutation follows at once.
    private func play(_ action: (Engine) throws -> BoardView) {
        guard let engine, let book, let puzzle, stage == .solving else { return }
        guard let board = try? action(engine), let move = board.lastMove else {
            touch.putDown()
            return
        }
        guard let judged = try? book.judge(puzzle.index, step: step, move: move) else {
            // The core could not judge it (it always should): the move is taken back, nothing counts.
            _ = try? engine.undo()
            touch.putDown()
            return
        }
        feedback.moved(captured: move.captured != nil)
        hint = nil
        progressReset = false
        // Explained from the log, so the reply or refutation played below does not change it.
        if case .right = judged { explainsRightAnswer = true } else { explainsRightAnswer = false }
        explainer.explainPlayed(board.moveLog.count - 1, in: engine)
        switch judged {
        case .right(let reply, let solved):
            if let reply { _ = try? engine.play(notation: reply.notation) }
            step += 1
            if solved {
                if !failed { record(solved: true) }
                stage = .solved
            }
        case .wrong(_, let refutation):
            if let refutation { _ = try? engine.play(notation: refutation.notation) }
            if !failed { record(solved: false) }
            failed = true
            wrong = judged
            stage = .wrong
        }
        refreshTable(animate: true)
        saveSession()
    }

    /// Counts the puzzle's end and saves the progress at once, so a kill cannot lose it.
    private func record(solved: Bool) {
        guard let puzzle else { return }
        progress = PuzzleRecord.after(progress, index: puzzle.index, solved: solved, hinted: hinted)
        storage.write([Self.progressKey: PuzzleRecord.save(progress)])
    }

    private func refreshTable(animate: Bool) {
        guard let engine, let puzzle else { return }
        if stage == .solution, let solution {
            var next = solution.table()
            next.moveSerial = (table?.moveSerial ?? 0) + (animate ? 1 : 0)
            next.animateLast = animate
            table = next
            return
        }
        let game = engine.snapshot()
        let turn = stage == .solving && !game.isOver && game.toMove == puzzle.solver
        var next = TableState(game: game, humanSides: stage == .solving ? [puzzle.solver] : [], tally: Tally())
        next.movable = turn ? engine.movablePieces() : []
        next.placeHints = turn ? engine.placementTargets() : []
        next.moveSerial = (table?.moveSerial ?? 0) + (animate ? 1 : 0)
        next.animateLast = animate
        table = next
    }
}
