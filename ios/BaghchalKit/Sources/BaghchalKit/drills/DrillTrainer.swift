import Foundation
import Observation

/// Where the player is in a drill.
public enum DrillStage: Equatable, Sendable {
    /// The player's answer is awaited.
    case solving
    /// The answer is on the board, being judged off the main actor.
    case judging
    /// The answer keeps the goal; it was counted.
    case right
    /// The answer lets the goal go; the refutation is played on the board step by step.
    case wrong
    /// No loaded table covers the position: the answer cannot be judged (nothing counts).
    case unjudged
    /// Every slip of the round was shown: nothing is on the board.
    case finished
}

/// "Your slips as drills": the player's slips in the kept games, each the position before it
/// with "find a move that keeps the win (the draw)", the answer judged exactly by the core off
/// the main actor (cancelled when the screen changes), a wrong answer's refutation played move
/// by move, and the progress (a right answer counts, two mark a drill learned) kept under
/// ``progressKey``, the core's text. The kept games' text is only read. As the puzzle trainer.
@MainActor
@Observable
public final class DrillTrainer: BoardInput {
    /// Where the progress text is saved (the core's; a damaged line is skipped alone).
    public static let progressKey = "drills.progress"

    /// The drills as last read; ``SlipDrills/none`` until the first read is in.
    public private(set) var drills = SlipDrills.none
    /// True once the first read is in.
    public private(set) var isRead = false
    /// The drill on the board; nil while closed or when the round is over.
    public private(set) var drill: SlipDrill?
    /// The board, as a table the player sits at on the slipping side.
    public private(set) var table: TableState?
    /// Where the player is.
    public private(set) var stage = DrillStage.solving
    /// The judged answer, once in (right or wrong).
    public private(set) var verdict: DrillVerdict?
    /// Moves of the refutation played on the board so far.
    public private(set) var replayed = 0
    /// A wrong answer's refutation as a line on the board (issue 43's ``LineReplay``), from the
    /// position after the answer, stepped on one move per pause; its event is marked.
    public private(set) var refutation: LineReplay?
    /// Counts the drills shown and the retries: VoiceOver's focus goes to the task on each.
    public private(set) var attempt = 0
    /// The screen the trainer goes back to: "Your games", or a kept game's review.
    @ObservationIgnored var openedFrom = Screen.games

    @ObservationIgnored private let storage: any Storage
    @ObservationIgnored private let feedback: any Feedback
    @ObservationIgnored private let stepPause: Duration
    @ObservationIgnored private let makeCancelHandle: @MainActor () -> CancelHandle
    /// The round: the drills to walk, oldest first, and the one shown.
    @ObservationIgnored private var queue: [SlipDrill] = []
    @ObservationIgnored private var place = 0
    @ObservationIgnored private var engine: Engine?
    @ObservationIgnored private var reading: Task<Void, Never>?
    @ObservationIgnored private var judging: Task<Void, Never>?
    @ObservationIgnored private var cancel: CancelHandle?
    @ObservationIgnored private var replaying: Task<Void, Never>?
    @ObservationIgnored private lazy var touch = FreeTouch(
        table: { [unowned self] in self.table },
        update: { [unowned self] change in
            guard var t = self.table else { return }
            change(&t)
            self.table = t
        },
        engine: { [unowned self] in self.engine }, feedback: feedback, play: { [unowned self] in self.play($0) })

    /// A trainer reading the kept games and keeping its progress in `storage`; a wrong
    /// answer's refutation moves `stepPause` apart; each judgement can be stopped with a
    /// handle from `makeCancelHandle` (tests keep them).
    init(
        storage: any Storage, feedback: any Feedback, stepPause: Duration,
        makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() }
    ) {
        self.storage = storage
        self.feedback = feedback
        self.stepPause = stepPause
        self.makeCancelHandle = makeCancelHandle
    }

    // MARK: Reading

    /// Finds the drills of the kept games with the saved progress afresh, off the main actor,
    /// once every keep `games` has under way is written (a game just ended is among them).
    public func refresh(after games: YourGames? = nil) {
        reading?.cancel()
        let storage = storage
        reading = Task { [weak self] in
            await games?.waitUntilKept()
            let history = storage.read(YourGames.key) ?? ""
            let progress = storage.read(Self.progressKey) ?? ""
            let found = await Self.find(history: history, progress: progress)
            guard let self, !Task.isCancelled else { return }
            self.drills = found
            self.isRead = true
        }
    }

    /// Returns once the read under way is in; for tests and the pages that wait for it.
    public func waitUntilRead() async {
        await reading?.value
    }

    private static func find(history: String, progress: String) async -> SlipDrills {
        await withCheckedContinuation { continuation in
            Engine.drillQueue.async {
                continuation.resume(returning: Engine.slipDrills(history: history, progress: progress))
            }
        }
    }

    // MARK: The round

    /// Starts a round over `queue` (oldest first) at its first drill whose position loads; false if none does.
    @discardableResult
    public func start(_ queue: [SlipDrill]) -> Bool {
        self.queue = queue
        place = -1
        return advance()
    }

    /// The next drill of the round; past the last, the round is over (``DrillStage/finished``).
    public func next() {
        _ = advance()
    }

    /// True when another drill follows the one shown in this round.
    public var hasNext: Bool { place + 1 < queue.count }

    /// The round's drills: how many, and the place of the one shown (1-based).
    public var roundPlace: (shown: Int, of: Int) { (min(place + 1, queue.count), queue.count) }

    private func advance() -> Bool {
        stopWork()
        while place + 1 < queue.count {
            place += 1
            if show(queue[place]) { return true }
        }
        place = queue.count
        drill = nil
        table = nil
        engine = nil
        stage = .finished
        verdict = nil
        refutation = nil
        return false
    }

    /// Sets the drill's position up afresh: the answer awaited.
    private func show(_ shown: SlipDrill) -> Bool {
        guard let position = Engine.drillPosition(shown) else { return false }
        engine = position
        drill = shown
        stage = .solving
        verdict = nil
        replayed = 0
        refutation = nil
        attempt += 1
        refreshTable(animate: false)
        return true
    }

    /// The drill's position again after a wrong or unjudged answer.
    public func retry() {
        guard let drill else { return }
        stopWork()
        _ = show(drill)
    }

    /// Closes the trainer: any judgement or refutation under way stops; the progress is already saved.
    public func close() {
        stopWork()
        queue = []
        place = 0
        drill = nil
        table = nil
        engine = nil
        stage = .solving
        verdict = nil
        refutation = nil
    }

    /// Stops the judgement and the refutation under way; what they would bring is dropped.
    private func stopWork() {
        cancel?.cancel()
        cancel = nil
        judging?.cancel()
        judging = nil
        replaying?.cancel()
        replaying = nil
    }

    /// Returns once the judgement and the refutation under way are done; for tests.
    public func waitUntilSettled() async {
        await judging?.value
        await replaying?.value
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

    /// The answer: played on the board at once, then judged off the main actor against the
    /// drill's position; right counts (saved at once), wrong plays the refutation.
    private func play(_ action: (Engine) throws -> BoardView) {
        guard let engine, let drill, stage == .solving else { return }
        guard let board = try? action(engine), let move = board.lastMove else {
            touch.putDown()
            return
        }
        feedback.moved(captured: move.captured != nil)
        stage = .judging
        refreshTable(animate: true)
        let handle = makeCancelHandle()
        cancel = handle
        let history = storage.read(YourGames.key) ?? ""
        let progress = storage.read(Self.progressKey) ?? ""
        judging = Task { [weak self] in
            let outcome = await Self.judge(drill, move.notation, handle, history: history, progress: progress)
            guard let self, !Task.isCancelled, !handle.isCancelled, self.drill == drill, self.stage == .judging else {
                return
            }
            self.apply(outcome, to: drill)
        }
    }

    /// What a judgement brings: the verdict, and for a right answer the new progress and drills.
    private struct Outcome: Sendable {
        let verdict: DrillVerdict?
        let progress: String?
        let drills: SlipDrills?
    }

    /// Judges `notation` in `drill`'s position; for a right answer also the progress after it
    /// and the drills read again with it, all on the drills' queue.
    private static func judge(
        _ drill: SlipDrill, _ notation: String, _ handle: CancelHandle, history: String, progress: String
    ) async -> Outcome {
        await withCheckedContinuation { continuation in
            Engine.drillQueue.async {
                guard let position = Engine.drillPosition(drill),
                    let verdict = try? position.judgeDrill(drill.goal, notation: notation, cancel: handle)
                else {
                    // No table (or a cancelled or impossible judgement): nothing counts.
                    continuation.resume(returning: Outcome(verdict: nil, progress: nil, drills: nil))
                    return
                }
                guard verdict.right else {
                    continuation.resume(returning: Outcome(verdict: verdict, progress: nil, drills: nil))
                    return
                }
                let after = Engine.drillProgress(progress, history: history, after: drill, right: true)
                continuation.resume(
                    returning: Outcome(
                        verdict: verdict, progress: after, drills: Engine.slipDrills(history: history, progress: after)))
            }
        }
    }

    private func apply(_ outcome: Outcome, to answered: SlipDrill) {
        judging = nil
        cancel = nil
        guard let verdict = outcome.verdict else {
            stage = .unjudged
            refreshTable(animate: false)
            return
        }
        self.verdict = verdict
        if verdict.right {
            if let progress = outcome.progress { storage.write([Self.progressKey: progress]) }
            if let found = outcome.drills {
                drills = found
                // The drill shown, with its count and "learned" from the core.
                drill = found.all.first { $0.id == answered.id } ?? answered
            }
            stage = .right
            refreshTable(animate: false)
        } else {
            stage = .wrong
            // Played on a copy: the drill's game stays at the answer.
            refutation = engine?.copy(after: engine?.snapshot().moveLog.count ?? 0).map {
                LineReplay(kind: .line, start: $0, notations: verdict.line.map(\.notation), event: verdict.event)
            }
            refreshTable(animate: false)
            replay()
        }
    }

    /// Steps the refutation on the board one move at a time, ``stepPause`` apart.
    private func replay() {
        let pause = stepPause
        replaying = Task { [weak self] in
            while self?.refutation?.canGoForward == true {
                if pause > .zero { try? await Task.sleep(for: pause) }
                guard let self, !Task.isCancelled, self.stage == .wrong, var line = self.refutation else { return }
                line.forward()
                self.refutation = line
                self.feedback.moved(captured: line.currentMove?.captured != nil)
                self.replayed = line.step
                self.refreshTable(animate: true)
            }
        }
    }

    private func refreshTable(animate: Bool) {
        guard let engine, let drill else { return }
        if stage == .wrong, let refutation {
            var next = refutation.table()
            next.moveSerial = (table?.moveSerial ?? 0) + (animate ? 1 : 0)
            next.animateLast = animate
            table = next
            return
        }
        let game = engine.snapshot()
        let turn = stage == .solving && !game.isOver && game.toMove == drill.mover
        var next = TableState(game: game, humanSides: stage == .solving ? [drill.mover] : [], tally: Tally())
        next.movable = turn ? engine.movablePieces() : []
        next.placeHints = turn ? engine.placementTargets() : []
        next.moveSerial = (table?.moveSerial ?? 0) + (animate ? 1 : 0)
        next.animateLast = animate
        table = next
    }
}
