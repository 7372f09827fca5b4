import Foundation
import Observation

/// What the analysis board knows of the moves' values in the position shown.
public enum MoveValues: Equatable, Sendable {
    /// The core is working them out, off the main actor.
    case computing
    /// Every legal move with its value for the side to move.
    case known([MoveValue])
    /// Placement before 12 goats are placed: too costly to know on the phone.
    case tooEarly
    /// No loaded endgame table fits the game's rules.
    case noTable
    /// The game is over in this position.
    case over

    /// Goats placed from which the core values placement moves (`analysis::EXACT_FROM_PLACED`).
    public static let exactFromPlaced = 12

    /// What `values`, the core's answer for `game`, tells the player.
    static func reading(_ values: [MoveValue], for game: BoardView) -> MoveValues {
        if values.isEmpty { return .over }
        if values.contains(where: { $0.outcome != .unknown }) { return .known(values) }
        if game.phase == .placement && 20 - game.goatsInHand < exactFromPlaced { return .tooEarly }
        return .noTable
    }

    /// The marks on the board: with nothing picked up, each placement point or each piece
    /// that can move, with the best value it has; with a piece picked up, each of its
    /// destinations with that move's value.
    public func marks(picked: Int?) -> [Int: Evaluation.Outcome] {
        guard case .known(let moves) = self else { return [:] }
        var marks: [Int: Evaluation.Outcome] = [:]
        for m in moves {
            let point: Int
            if let picked {
                guard m.move.from == picked else { continue }
                point = m.move.to
            } else {
                point = m.move.from ?? m.move.to
            }
            if let had = marks[point], Self.rank(had) >= Self.rank(m.outcome) { continue }
            marks[point] = m.outcome
        }
        return marks
    }

    /// The moves best first for the mover: quickest wins, draws, then the longest losses.
    public static func ordered(_ moves: [MoveValue]) -> [MoveValue] {
        moves.sorted { a, b in
            if rank(a.outcome) != rank(b.outcome) { return rank(a.outcome) > rank(b.outcome) }
            if a.outcome == .win, a.distance != b.distance { return (a.distance ?? .max) < (b.distance ?? .max) }
            if a.outcome == .loss, a.distance != b.distance { return (a.distance ?? 0) > (b.distance ?? 0) }
            return a.move.notation < b.move.notation
        }
    }

    private static func rank(_ outcome: Evaluation.Outcome) -> Int {
        switch outcome {
        case .win: 3
        case .draw: 2
        case .loss: 1
        case .unknown: 0
        }
    }
}

/// The analysis board: it opens on a position (the table's, a reviewed one, or one the
/// player enters), lets the player move either side with the board's touch, and after
/// every change asks the core for every legal move's value off the main actor. A change
/// of position cancels the search still running for the old one, and values that arrive
/// for a position no longer shown are dropped. As on Android (`AnalysisBoard.kt`).
@MainActor
@Observable
public final class AnalysisBoard: BoardInput {
    /// The board in play (both sides the player's); while a set-up is open, its pieces.
    public private(set) var table: TableState?
    /// What is known of the moves' values.
    public private(set) var values = MoveValues.over
    /// Moves tried from the first position, in notation; the board shows the first `cursor`.
    public private(set) var line: [String] = []
    /// How many moves of `line` the board shows.
    public private(set) var cursor = 0
    /// The position being entered, while the set-up is open.
    public private(set) var draft: SetupDraft?
    /// True when leaving the set-up goes back to a board in play.
    public private(set) var draftCancellable = false

    /// True when there is a move to step back over.
    public var canStepBack: Bool { draft == nil && cursor > 0 }
    /// True when a move tried earlier can be stepped forward again.
    public var canStepForward: Bool { draft == nil && cursor < line.count }

    @ObservationIgnored private let feedback: any Feedback
    @ObservationIgnored private let makeCancelHandle: @MainActor () -> CancelHandle
    @ObservationIgnored private var engine: Engine?
    @ObservationIgnored private var search: (task: Task<Void, Never>, cancel: CancelHandle)?
    /// The newest search, kept after a cancel so tests can wait for it to end.
    @ObservationIgnored private var lastSearch: Task<Void, Never>?
    /// The board's touch; it reads and changes ``table`` and plays through ``play(_:)``.
    @ObservationIgnored private lazy var touch = FreeTouch(
        table: { [unowned self] in self.table },
        update: { [unowned self] change in
            guard var t = self.table else { return }
            change(&t)
            self.table = t
        },
        engine: { [unowned self] in self.engine }, feedback: feedback, play: { [unowned self] in self.play($0) })

    /// A closed board; `makeCancelHandle` makes the handle each value search can be stopped with (tests keep them).
    public init(feedback: any Feedback = NoFeedback(), makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() }) {
        self.feedback = feedback
        self.makeCancelHandle = makeCancelHandle
    }

    /// Opens on `position` under `rules`. A position no game can start from (a finished
    /// game's last one, say) opens the set-up on it instead, with its problems listed.
    public func open(_ position: BoardView, rules: GameRules) {
        let draft = SetupDraft(position, rules: rules)
        if draft.problems.isEmpty, start(draft) { return }
        stopValues()
        engine = nil
        line = []
        cursor = 0
        var shown = TableState(game: position, humanSides: [], tally: Tally())
        shown.moveSerial = (table?.moveSerial ?? 0) + 1
        table = shown
        values = .over
        self.draft = draft
        draftCancellable = false
        showDraft()
    }

    /// Opens the set-up on the position shown, to be changed by the player.
    public func editSetup() {
        guard let engine, let table else { return }
        stopValues()
        draft = SetupDraft(table.game, rules: engine.rules)
        draftCancellable = true
        showDraft()
    }

    /// Changes the position being entered.
    public func updateDraft(_ change: (SetupDraft) -> SetupDraft) {
        guard let draft else { return }
        self.draft = change(draft)
        showDraft()
    }

    /// Plays from the position entered; false (nothing changes) while it has problems.
    @discardableResult
    public func startFromDraft() -> Bool {
        guard let draft, draft.problems.isEmpty else { return false }
        return start(draft)
    }

    /// Leaves the set-up without using it; false if there is no board to go back to.
    @discardableResult
    public func cancelDraft() -> Bool {
        guard draft != nil, draftCancellable, engine != nil else { return false }
        draft = nil
        draftCancellable = false
        refresh(animate: false)
        return true
    }

    /// Closes the board: the search stops, nothing is kept.
    public func close() {
        stopValues()
        engine = nil
        table = nil
        draft = nil
        line = []
        cursor = 0
    }

    /// Takes the last move shown back; it can be stepped forward again.
    public func stepBack() {
        guard canStepBack, let engine, (try? engine.undo()) != nil else { return }
        cursor -= 1
        refresh(animate: false)
    }

    /// Plays the next move tried earlier again.
    public func stepForward() {
        guard canStepForward, let engine, (try? engine.play(notation: line[cursor])) != nil else { return }
        cursor += 1
        refresh(animate: true)
    }

    /// Returns once no value search is running; for tests.
    public func waitForValues() async {
        await lastSearch?.value
    }

    // MARK: Touch

    /// A tap on `point`: in the set-up it puts the brush's piece; on the board it picks up, moves or places.
    public func tap(_ point: Int) {
        if draft != nil {
            updateDraft { $0.tapped(point) }
        } else {
            touch.tap(point)
        }
    }

    /// A tap off the points puts a picked-up piece back.
    public func tapOutside() { touch.tapOutside() }

    /// A finger starts dragging from `point`; true if that picks up a piece.
    @discardableResult
    public func beginDrag(at point: Int) -> Bool { draft == nil && touch.beginDrag(at: point) }

    /// The dragged piece is let go over `point` (nil: off the points).
    public func endDrag(at point: Int?) { touch.endDrag(at: point) }

    /// The player's move: played, then the line grows, or forks where it differs.
    private func play(_ action: (Engine) throws -> BoardView) {
        guard let engine, let board = try? action(engine), let move = board.lastMove else {
            touch.putDown()
            return
        }
        feedback.moved(captured: move.captured != nil)
        if cursor < line.count, line[cursor] == move.notation {
            cursor += 1
        } else {
            line = Array(line.prefix(cursor)) + [move.notation]
            cursor = line.count
        }
        refresh(animate: true)
    }

    // MARK: Positions and values

    private func start(_ draft: SetupDraft) -> Bool {
        guard let next = try? Engine(setup: draft) else { return false }
        engine = next
        line = []
        cursor = 0
        self.draft = nil
        draftCancellable = false
        refresh(animate: false)
        return true
    }

    /// The set-up's pieces on a board nobody plays.
    private func showDraft() {
        guard let draft, let table else { return }
        let g = table.game
        let game = BoardView(
            board: draft.board, toMove: draft.toMove, phase: g.phase, goatsInHand: draft.goatsInHand,
            goatsOnBoard: draft.board.filter { $0 == .goat }.count, captured: draft.goatsEaten,
            goatsToWin: g.goatsToWin, tigersTrapped: 0, halfMoves: 0, result: .ongoing, reason: nil, lastMove: nil,
            moveLog: [], canUndo: false)
        var shown = TableState(game: game, humanSides: [], tally: Tally())
        shown.moveSerial = table.moveSerial
        self.table = shown
    }

    /// The position changed: the board is read again and its values asked for.
    private func refresh(animate: Bool) {
        guard let engine else { return }
        let game = engine.snapshot()
        var next = TableState(game: game, humanSides: [.goat, .tiger], tally: Tally())
        next.movable = game.isOver ? [] : engine.movablePieces()
        next.placeHints = game.isOver ? [] : engine.placementTargets()
        next.moveSerial = (table?.moveSerial ?? 0) + 1
        next.animateLast = animate
        table = next
        askValues(engine, game)
    }

    private func askValues(_ engine: Engine, _ game: BoardView) {
        stopValues()
        guard !game.isOver else {
            values = .over
            return
        }
        values = .computing
        let cancel = makeCancelHandle()
        let task = Task { [weak self] in
            let found = await engine.moveValues(cancel: cancel)
            // A change while the answer was on its way wins: its position is gone.
            guard let self, let found, !cancel.isCancelled, self.search?.cancel === cancel else { return }
            self.search = nil
            self.values = MoveValues.reading(found, for: game)
        }
        search = (task, cancel)
        lastSearch = task
    }

    private func stopValues() {
        search?.cancel.cancel()
        search = nil
    }
}
