import Observation

/// Looking back over a finished game from its end-of-game card: steps first / back /
/// forward / last through the core's positions, highlights the log's current move,
/// marks the moves that threw away a result the endgame table knew of, and (with the
/// verdict switch on) finds the table's verdict on each shown position. It only reads
/// the game: nothing here changes the game or the tally.
@MainActor
@Observable
public final class Review {
    /// True while the review is up instead of the end-of-game card.
    public private(set) var isOpen = false
    /// Half moves shown (0 = the start, ``length`` = the end).
    public private(set) var step = 0
    /// Half moves in the game.
    public private(set) var length = 0
    /// The position after ``step`` half moves: board, counters and log as they were then.
    public private(set) var position: BoardView?
    /// Indices into the move log of the moves that made things worse for their player;
    /// found off the main actor, so empty for a moment after ``open(_:)``.
    public private(set) var marks: [Int] = []
    /// The whole game's move log, so the review's log shows every move with the current one highlighted.
    public private(set) var moveLog: [String] = []
    /// What the endgame table says about ``position``, when the verdict is shown; found off
    /// the main actor, so nil while ``isFindingVerdict``, and nil where no table applies.
    public private(set) var verdict: Evaluation?
    /// True from a step until its verdict is in; the step's announcement waits for it.
    public private(set) var isFindingVerdict = false
    /// The shown slip's explanation (issue 43 §2): asked off the main actor when the review
    /// stands just after a marked move, dropped on every other step.
    public let explainer = Explainer()
    /// The slip's line played on the board in place of the review, while open ("Show the line").
    public private(set) var line: LineReplay?

    @ObservationIgnored private var engine: Engine?
    @ObservationIgnored private var marking: Task<Void, Never>?
    @ObservationIgnored private var evaluating: Task<Void, Never>?
    /// True while the menu's verdict switch is on.
    @ObservationIgnored private var showsVerdict = false

    init() {}

    /// Opens on the final position of `engine`'s game; `showsVerdict` as the menu's switch.
    func open(_ engine: Engine, showsVerdict: Bool) {
        self.engine = engine
        self.showsVerdict = showsVerdict
        let end = engine.snapshot()
        length = end.moveLog.count
        moveLog = end.moveLog
        marks = []
        line = nil
        explainer.clear()
        isOpen = true
        show(length)
        marking?.cancel()
        marking = Task { [weak self] in
            let found = await engine.reviewMarks()
            // Closed, or opened on another game, meanwhile: these marks are not its.
            guard let self, !Task.isCancelled, self.engine === engine else { return }
            self.marks = found.sorted()
            self.explainShownSlip()
        }
    }

    /// Back to the end-of-game card.
    public func close() {
        marking?.cancel()
        marking = nil
        stopFindingVerdict()
        explainer.clear()
        line = nil
        isOpen = false
        engine = nil
        position = nil
    }

    /// Waits until the marks of the open review are in; for tests.
    func waitForMarks() async {
        await marking?.value
    }

    /// Waits until the shown position's verdict is in; for tests.
    func waitForVerdict() async {
        await evaluating?.value
    }

    /// The verdict switch changed, or a table came in: the shown position's verdict is found again (or dropped).
    func refreshVerdict(showing: Bool) {
        showsVerdict = showing
        guard isOpen else { return }
        findVerdict()
    }

    /// The start of the game.
    public func first() { show(0) }

    /// One half move back.
    public func back() { show(step - 1) }

    /// One half move on.
    public func forward() { show(step + 1) }

    /// The end of the game.
    public func last() { show(length) }

    /// The position just after the first marked move, if any.
    public func firstMark() {
        if let mark = marks.first { show(mark + 1) }
    }

    /// True if there is a position before this one.
    public var canGoBack: Bool { step > 0 }

    /// True if there is a position after this one.
    public var canGoForward: Bool { step < length }

    /// The log index of the move that led to the shown position (highlighted); nil at the start.
    public var currentMove: Int? { step > 0 ? step - 1 : nil }

    private func show(_ half: Int) {
        guard let engine, (0...length).contains(half), let shown = try? engine.position(at: half) else { return }
        step = half
        position = shown
        findVerdict()
        explainShownSlip()
    }

    /// True when the shown position follows a marked move (a slip), which is then explained.
    public var isOnSlip: Bool { currentMove.map(marks.contains) ?? false }

    /// Asks for the explanation of the slip just shown, or drops the one shown on another step.
    private func explainShownSlip() {
        line = nil
        guard let engine, let move = currentMove, marks.contains(move) else {
            explainer.clear()
            return
        }
        explainer.explainPlayed(move, in: engine)
    }

    /// Waits until the shown slip's explanation is in; for tests.
    func waitForExplanation() async {
        await explainer.waitUntilAnswered()
    }

    /// True when the shown slip's line can be played on the board.
    public var canShowLine: Bool { isOnSlip && explainer.explanation.map { !$0.line.isEmpty } == true }

    /// "Show the line": the slip's line in place of the review, from the position after the slip.
    public func showLine() {
        guard canShowLine, let explanation = explainer.explanation, let engine, let copy = engine.copy(after: step)
        else { return }
        line = LineReplay(explaining: explanation, afterMove: copy)
    }

    /// "Close the line": back to the review at the slip.
    public func closeLine() { line = nil }

    /// Steps the line shown: one half move back.
    public func lineBack() { line?.back() }
    /// Steps the line shown: one half move on.
    public func lineForward() { line?.forward() }
    /// Steps the line shown: its start.
    public func lineFirst() { line?.first() }
    /// Steps the line shown: its end.
    public func lineLast() { line?.last() }

    /// Starts finding the shown position's verdict; none is sought in placement (no table
    /// covers it) or at the end, so those steps are announced at once.
    private func findVerdict() {
        stopFindingVerdict()
        guard showsVerdict, let engine, let position, !position.isOver, position.phase == .movement else { return }
        let half = step
        isFindingVerdict = true
        evaluating = Task { [weak self] in
            let found = await engine.evaluation(after: half)
            // Stepped on, closed or reopened meanwhile: this verdict is another position's.
            guard let self, !Task.isCancelled, self.engine === engine, self.step == half else { return }
            self.verdict = found.isKnown ? found : nil
            self.isFindingVerdict = false
        }
    }

    private func stopFindingVerdict() {
        evaluating?.cancel()
        evaluating = nil
        verdict = nil
        isFindingVerdict = false
    }
}

/// The table's side of the review: when it is offered, and what the screen shows and says meanwhile.
extension TableModel {
    /// True if the finished game can be reviewed (not while watching: the next game starts by itself).
    public var canReview: Bool {
        guard let table else { return false }
        return table.game.isOver && setup.mode != .watch
    }

    /// Opens the review over the end-of-game card.
    public func openReview() {
        guard canReview, let engine else { return }
        review.open(engine, showsVerdict: preferences.showVerdict)
    }

    /// Back to the end-of-game card, or to "Your games" from a kept game.
    public func closeReview() {
        if isShowingKeptGame { closeKeptGame() } else { review.close() }
    }

    /// What VoiceOver says for the review's current step (``Words/reviewAnnouncement(step:of:moveLog:marks:shown:mode:)``);
    /// nil when no review is open, and while the step's verdict is being found (it is said with the step).
    public func reviewAnnouncement(_ words: Words) -> String? {
        guard review.isOpen, !review.isFindingVerdict, let shown = shownTable else { return nil }
        if let line = review.line { return words.why.replayStep(line) }
        return words.reviewAnnouncement(
            step: review.step, of: review.length, moveLog: review.moveLog, marks: review.marks, shown: shown,
            mode: tableMode)
    }

    /// The table the screen draws: in review the reviewed position, with nothing to
    /// touch and its verdict when the switch is on; otherwise the table itself.
    public var shownTable: TableState? {
        guard let table else { return nil }
        guard review.isOpen, let position = review.position else { return table }
        if let line = review.line { return line.table(like: table) }
        return table.reviewing(position, verdict: preferences.showVerdict ? review.verdict : nil)
    }
}

extension TableState {
    /// This table showing `position` (a reviewed one) with `verdict`, the table's word on
    /// it (nil: no line): nothing picked, nothing to touch. The seats are kept, so the seat
    /// line, the result and the verdict are worded from the player's real side; being
    /// ``isReviewed``, no side is to move, so the turn line never says "Your turn".
    public func reviewing(_ position: BoardView, verdict: Evaluation? = nil) -> TableState {
        var copy = TableState(game: position, humanSides: humanSides, tally: tally)
        copy.moveSerial = moveSerial
        copy.isReviewed = true
        copy.verdict = verdict
        return copy
    }
}

extension Words {
    /// Where the review stands: "The start, before any move", or "After move 12 of 40".
    public func reviewStep(_ step: Int, of length: Int) -> String {
        step == 0 ? text(.reviewStart) : text(.reviewPosition, .number(step), .number(length))
    }

    /// How many moves threw a result away; nil when none did (or no table applies).
    public func reviewMarks(_ marks: [Int]) -> String? {
        marks.isEmpty ? nil : plural(.reviewMarks, count: marks.count)
    }

    /// What VoiceOver says when review steps to `step`: where it stands, the move that
    /// led there (flagged as a slip when marked), then the shown table's turn line or
    /// result and its verdict line, if shown: "After move 12 of 40: b2-c3. Tigers to move.
    /// You win in 7 moves". The board changes silently, so this is all a VoiceOver user
    /// hears of a step; the verdict is said here, as the live one is with the turn line.
    public func reviewAnnouncement(
        step: Int, of length: Int, moveLog: [String], marks: [Int], shown: TableState, mode: Mode
    ) -> String {
        let lines = statusLines(shown, mode: mode)
        let turn = lines.verdict.map { text(.statusAnnouncement, .text(lines.turn), .text($0)) } ?? lines.turn
        guard step > 0, moveLog.indices.contains(step - 1) else {
            return text(.statusAnnouncement, .text(text(.reviewStart)), .text(turn))
        }
        let move = moveLog[step - 1]
        let said = marks.contains(step - 1) ? text(.logMoveMarked, .text(move)) : move
        let position = text(.reviewStepMove, .number(step), .number(length), .text(said))
        return text(.statusAnnouncement, .text(position), .text(turn))
    }
}

/// One line of the move log as the review shows it.
public struct ReviewLogLine: Equatable, Sendable {
    /// "12. b2-c3  a1xc3 (slip)": a marked move says so.
    public let text: String
    /// True if the shown position follows a move on this line.
    public let isCurrent: Bool
    /// True if a move on this line threw a result away.
    public let isMarked: Bool
}

extension Words {
    /// The whole game's log, a goat move and the tiger reply a line, with the
    /// current move's line and the marked moves flagged.
    public func reviewLogLines(_ moveLog: [String], current: Int?, marks: [Int]) -> [ReviewLogLine] {
        let marked = Set(marks)
        return stride(from: 0, to: moveLog.count, by: 2).map { first in
            let moves = first..<min(first + 2, moveLog.count)
            let notation = moves.map { marked.contains($0) ? text(.logMoveMarked, .text(moveLog[$0])) : moveLog[$0] }
                .joined(separator: "  ")
            return ReviewLogLine(
                text: text(.logLine, .number(first / 2 + 1), .text(notation)),
                isCurrent: current.map(moves.contains) ?? false,
                isMarked: moves.contains(where: marked.contains))
        }
    }
}
