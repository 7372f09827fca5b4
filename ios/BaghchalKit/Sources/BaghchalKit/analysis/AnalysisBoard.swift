import Foundation
import Observation

/// What the analysis board knows of the moves' values in the position shown.
public enum MoveValues: Equatable, Sendable {
    /// The core is working them out, off the main actor.
    case computing
    /// Some moves' values are in (best first), `waiting` more are still being worked out:
    /// the quick ones show while the slow ones are searched (issue 41 §1).
    case partial([MoveValue], waiting: Int)
    /// Every legal move with its value for the side to move, best first.
    case known([MoveValue])
    /// Placement before 12 goats are placed: too costly to know on the phone.
    case tooEarly
    /// No loaded endgame table fits the game's rules.
    case noTable
    /// No table fits yet, but the tables are still loading: the values are asked for again when they are in.
    case tablesLoading
    /// The game is over in this position.
    case over

    /// Goats placed from which the core values placement moves (`analysis::EXACT_FROM_PLACED`).
    public static let exactFromPlaced = 12

    /// What `values`, the core's whole answer for `game`, tells the player; `tablesLoading` while more tables may come.
    static func reading(_ values: [MoveValue], for game: BoardView, tablesLoading: Bool = false) -> MoveValues {
        if values.isEmpty { return .over }
        if values.contains(where: { $0.outcome != .unknown }) { return .known(ordered(values)) }
        if game.phase == .placement && 20 - game.goatsInHand < exactFromPlaced { return .tooEarly }
        return tablesLoading ? .tablesLoading : .noTable
    }

    /// What the values `found` so far of `game`'s `total` legal moves tell the player: all of
    /// them read as a whole answer; some known ones shown while the rest are worked out; else
    /// still computing. Unknown values (too early, no table) come all at once, so they are only
    /// read whole.
    static func reading(
        found: [MoveValue], of total: Int, for game: BoardView, tablesLoading: Bool = false
    ) -> MoveValues {
        if found.count >= total { return reading(found, for: game, tablesLoading: tablesLoading) }
        guard found.contains(where: { $0.outcome != .unknown }) else { return .computing }
        return .partial(ordered(found), waiting: total - found.count)
    }

    /// The moves listed with their values, best first: all of them once known, those found so far while partial.
    public var listed: [MoveValue] {
        switch self {
        case .known(let moves), .partial(let moves, _): moves
        case .computing, .tooEarly, .noTable, .tablesLoading, .over: []
        }
    }

    /// True while the core is still working values out: nothing or only some of them known.
    var inProgress: Bool {
        switch self {
        case .computing, .partial: true
        case .known, .tooEarly, .noTable, .tablesLoading, .over: false
        }
    }

    /// The marks on the board for the moves ``listed``: with nothing picked up, each placement
    /// point or each piece that can move, with the best value it has; with a piece picked up,
    /// each of its destinations with that move's value.
    public func marks(picked: Int?) -> [Int: Evaluation.Outcome] {
        var marks: [Int: Evaluation.Outcome] = [:]
        for m in listed {
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
/// every change asks the core for every legal move's value off the main actor, showing each
/// as soon as it is found. A change of position cancels the search still running for the old
/// one, and values that arrive for a position no longer shown are dropped. As on Android
/// (`AnalysisBoard.kt`).
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

    /// The listed move tapped to be explained (issue 43 §2), while its explanation is shown.
    public private(set) var explained: MoveValue?
    /// Asks for the tapped move's explanation off the main actor; cleared on any change.
    public let explainer = Explainer()
    /// The tapped move's line played on the board step by step, once its explanation is in.
    public private(set) var whyLine: LineReplay?

    /// True when there is a move to step back over.
    public var canStepBack: Bool { draft == nil && cursor > 0 && explained == nil }
    /// True when a move tried earlier can be stepped forward again.
    public var canStepForward: Bool { draft == nil && cursor < line.count && explained == nil }

    /// The board to draw: the explained move's line at its step while one is shown, else ``table``.
    public var shownTable: TableState? {
        guard let whyLine else { return table }
        return whyLine.table(like: table)
    }

    /// A listed move tapped: its explanation is asked for off the main actor, and once it is in
    /// its line is played on the board from the position after the move (at its start).
    public func explain(_ value: MoveValue) {
        guard draft == nil, let engine, values.listed.contains(value) else { return }
        touch.putDown()
        explained = value
        whyLine = nil
        let notation = value.move.notation
        explainer.explain(notation, in: engine) { [weak self] state in
            guard let self, self.explained == value, case .explained(let e) = state,
                let copy = engine.copy(after: engine.snapshot().moveLog.count),
                (try? copy.play(notation: notation)) != nil
            else { return }
            self.whyLine = LineReplay(explaining: e, afterMove: copy)
        }
    }

    /// Back to the list of moves: the explanation and its line go, the board is the one in play.
    public func closeExplanation() {
        explainer.clear()
        explained = nil
        whyLine = nil
    }

    /// Steps the explained line: one half move back.
    public func whyLineBack() { whyLine?.back() }
    /// Steps the explained line: one half move on.
    public func whyLineForward() { whyLine?.forward() }
    /// Steps the explained line: its start, the position after the move.
    public func whyLineFirst() { whyLine?.first() }
    /// Steps the explained line: its end.
    public func whyLineLast() { whyLine?.last() }

    /// Waits until the explanation asked for is in (and its line made); for tests.
    func waitForExplanation() async {
        await explainer.waitUntilAnswered()
    }

    /// Counts the positions started from (``open(_:rules:next:)``, a set-up): VoiceOver's focus goes to the turn line on each.
    public private(set) var starts = 0

    /// The board on screen, an ``AnalysisSession`` text, as on Android.
    public static let sessionKey = "analysis_session"
    /// Where a kept board that could not be read is kept.
    public static let sessionRefusedKey = "analysis_session_refused"
    /// True when a kept board was refused as damaged; said once on the set-up page.
    public var sessionRefused: Bool { kept.refused }

    @ObservationIgnored private let kept: KeptSession
    /// The position the line starts from, for ``AnalysisSession``.
    @ObservationIgnored private var start: AnalysisSession.Position?
    @ObservationIgnored private var rules: GameRules?
    @ObservationIgnored private var savedSession: String?
    @ObservationIgnored private var tablesLoading = false
    @ObservationIgnored private var paused = false
    @ObservationIgnored private let feedback: any Feedback
    @ObservationIgnored private let makeCancelHandle: @MainActor () -> CancelHandle
    /// Works the values out off the main actor: the core's search; tests hand values over one by one.
    @ObservationIgnored var valueSearch: ValueSearch = { try Engine.valuesEach($0, cancel: $1, found: $2) }
    /// The game on the board: its start and the line up to the move shown (shared as text).
    @ObservationIgnored private(set) var engine: Engine?
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
    /// `storage` keeps the board on screen across a kill (nothing by default).
    public init(
        feedback: any Feedback = NoFeedback(), storage: any Storage = MemoryStorage(),
        makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() }
    ) {
        self.feedback = feedback
        kept = KeptSession(storage: storage, key: Self.sessionKey, refusedKey: Self.sessionRefusedKey)
        self.makeCancelHandle = makeCancelHandle
    }

    /// Opens on `position` under `rules`. A position no game can start from (a finished
    /// game's last one, say) opens the set-up on it instead, with its problems listed.
    /// `next` is a move that followed `position`, offered to step forward to (a finished game's last move).
    public func open(_ position: BoardView, rules: GameRules, next: String? = nil) {
        let draft = SetupDraft(position, rules: rules)
        self.rules = rules
        if draft.problems.isEmpty, start(draft) {
            if let next {
                line = [next]
                saveSession()
            }
            return
        }
        stopValues()
        engine = nil
        start = nil
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

    /// Opens on `start` under `rules` with `moves` to step forward through (a shared text's game).
    public func open(_ start: BoardView, rules: GameRules, line moves: [String]) {
        open(start, rules: rules)
        guard engine != nil, draft == nil, !moves.isEmpty else { return }
        line = moves
        saveSession()
    }

    /// Opens the set-up on the position shown, to be changed by the player.
    public func editSetup() {
        guard let engine, let table else { return }
        closeExplanation()
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

    /// The endgame tables are still `loading`, or a table has loaded: values that said no
    /// table fits are asked for again, and say "still loading" while more may come.
    public func tablesChanged(loading: Bool) {
        tablesLoading = loading
        // A search under way may have started before the table was in: it is asked again too.
        guard draft == nil, [.noTable, .tablesLoading, .computing].contains(values), let engine else { return }
        askValues(engine, engine.snapshot())
    }

    /// The app went to the background: the value search stops; ``resume()`` asks again.
    public func pause() {
        paused = true
        stopValues()
    }

    /// The app is back: values cut short by ``pause()`` are asked for again.
    public func resume() {
        guard paused else { return }
        paused = false
        guard draft == nil, values.inProgress, let engine else { return }
        askValues(engine, engine.snapshot())
    }

    /// Closes the board: the search stops, nothing is kept.
    public func close() {
        closeExplanation()
        stopValues()
        kept.write(nil)
        savedSession = nil
        start = nil
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
        guard explained == nil else { return }
        if draft != nil {
            updateDraft { $0.tapped(point) }
        } else {
            touch.tap(point)
        }
    }

    /// A tap off the points puts a picked-up piece back.
    public func tapOutside() { touch.tapOutside() }

    /// A tap on another movable piece picks it up (``FreeTouch``).
    public var isFreeBoard: Bool { true }

    /// A finger starts dragging from `point`; true if that picks up a piece.
    @discardableResult
    public func beginDrag(at point: Int) -> Bool { draft == nil && explained == nil && touch.beginDrag(at: point) }

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
        rules = draft.rules
        start = AnalysisSession.Position(
            board: draft.board, toMove: draft.toMove, goatsInHand: draft.goatsInHand, goatsEaten: draft.goatsEaten)
        line = []
        cursor = 0
        self.draft = nil
        draftCancellable = false
        starts += 1
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
        saveSession()
    }

    /// The position changed: the board is read again and its values asked for.
    private func refresh(animate: Bool) {
        guard let engine else { return }
        closeExplanation()
        let game = engine.snapshot()
        var next = TableState(game: game, humanSides: [.goat, .tiger], tally: Tally())
        next.movable = game.isOver ? [] : engine.movablePieces()
        next.placeHints = game.isOver ? [] : engine.placementTargets()
        next.moveSerial = (table?.moveSerial ?? 0) + 1
        next.animateLast = animate
        table = next
        saveSession()
        askValues(engine, game)
    }

    // MARK: Kept across a kill

    /// Opens the board kept when the app was killed (``sessionKey``): its position, the
    /// moves tried and shown, a half-entered set-up. False when there is none; a damaged
    /// one is kept aside under ``sessionRefusedKey``.
    @discardableResult
    public func resumeSession() -> Bool {
        guard let text = kept.read() else { return false }
        guard let session = AnalysisSession.read(text) else { return refuseSession(text) }
        let rules = GameRules(goatsToWin: session.goatsToWin, repetition: session.repetition)
        self.rules = rules
        if let begin = session.start {
            let setup = SetupDraft(
                board: begin.board, toMove: begin.toMove, goatsInHand: begin.goatsInHand,
                goatsEaten: begin.goatsEaten, rules: rules)
            guard let game = try? Engine(setup: setup) else { return refuseSession(text) }
            for move in session.line.prefix(session.cursor) where (try? game.play(notation: move)) == nil {
                return refuseSession(text)
            }
            stopValues()
            engine = game
            start = begin
            line = session.line
            cursor = session.cursor
            draft = nil
            draftCancellable = false
            starts += 1
            refresh(animate: false)
        }
        if let kept = session.draft {
            let p = kept.position
            let entered = SetupDraft(
                board: p.board, toMove: p.toMove, goatsInHand: p.goatsInHand, goatsEaten: p.goatsEaten, rules: rules,
                brush: kept.brush)
            if engine == nil {
                // The editor draws the draft's own pieces: any board of these rules carries the rest.
                guard let blank = try? Engine(goatsToWin: session.goatsToWin, repetition: session.repetition) else {
                    return refuseSession(text)
                }
                table = TableState(game: blank.snapshot(), humanSides: [], tally: Tally())
                values = .over
            } else {
                stopValues()
            }
            draft = entered
            draftCancellable = engine != nil && kept.cancellable
            showDraft()
        }
        return true
    }

    /// The refusal has been shown.
    public func sessionRefusalSaid() { kept.said() }

    private func refuseSession(_ text: String) -> Bool { kept.refuse(text) }

    private func saveSession() {
        guard let rules else { return }
        let entered = draft.map {
            AnalysisSession.Draft(
                position: AnalysisSession.Position(
                    board: $0.board, toMove: $0.toMove, goatsInHand: $0.goatsInHand, goatsEaten: $0.goatsEaten),
                brush: $0.brush, cancellable: draftCancellable)
        }
        guard start != nil || entered != nil else { return }
        let text = AnalysisSession(
            goatsToWin: Int(rules.core.goatsToWin), repetition: RepetitionRule(rules.core.repetition), start: start,
            line: line, cursor: cursor, draft: entered
        ).write()
        guard text != savedSession else { return }
        savedSession = text
        kept.write(text)
    }

    private func askValues(_ engine: Engine, _ game: BoardView) {
        stopValues()
        guard !game.isOver else {
            values = .over
            return
        }
        values = .computing
        // In the background nothing is searched: resume() asks again.
        guard !paused else { return }
        let cancel = makeCancelHandle()
        let total = engine.legalMoveCount()
        let stream = engine.valueStream(cancel: cancel, search: valueSearch)
        // On the main actor, as the board: each value is shown as it comes, in the stream's order.
        let task = Task { [weak self] in
            var found: [MoveValue] = []
            do {
                for try await value in stream {
                    found.append(value)
                    // A change while the value was on its way wins: its position is gone. The
                    // stream is still read to its end, so waitForValues() sees the search over.
                    guard let self, !cancel.isCancelled, self.search?.cancel === cancel else { continue }
                    self.values = MoveValues.reading(
                        found: found, of: total, for: game, tablesLoading: self.tablesLoading)
                }
            } catch {
                // Cancelled: whatever changed the position has set the values.
                return
            }
            guard let self, !cancel.isCancelled, self.search?.cancel === cancel else { return }
            self.search = nil
            self.values = MoveValues.reading(found, for: game, tablesLoading: self.tablesLoading)
        }
        search = (task, cancel)
        lastSearch = task
    }

    private func stopValues() {
        search?.cancel.cancel()
        search = nil
    }
}
