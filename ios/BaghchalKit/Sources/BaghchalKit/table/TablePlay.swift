/// The game in play: a move applied through the core, the position re-read after
/// it, a finished game added to the tally once, the table saved, and the turn handed
/// to whoever is next (the bot's through ``BotTurns``). The table model decides which
/// game is played and when; this holder carries each move through it.
@MainActor
final class TablePlay {
    /// What the game in play reads and changes of the table model.
    @MainActor
    protocol Table: AnyObject {
        /// The table shown; every move re-seats it.
        var table: TableState? { get set }
        /// The game being played, if any.
        var engine: Engine? { get }
        /// The set-up: mode, level, speed, match.
        var setup: TableSetup { get }
        /// The verdict switch.
        var preferences: Preferences { get }
        /// True while the app is in the background: no bot turn starts.
        var isPaused: Bool { get }
        /// Puts a picked-up piece back: the move tried was refused.
        func putDown()
        /// The seed of the next bot search.
        func nextSeed() -> UInt64
        /// The game shown is over: what follows (the next watched game) is the model's.
        func gameOver()
        /// True while a kept game is reviewed: nothing is saved or played.
        var isShowingKeptGame: Bool { get }
        /// Keeps the game that just ended in "Your games" (once a game, as it is tallied).
        func keepFinished(_ engine: Engine, humans: Set<Side>)
    }

    /// True once the current finished game is in the tally.
    var tallied = false

    // The model owns this holder, so it outlives it.
    private unowned let model: any Table
    private let bots: BotTurns
    private let hints: Hints
    private let saving: TableSaving
    private let feedback: any Feedback
    private let match: MatchPlay

    /// The game in play at `model`'s table; the bot's turns through `bots`, the table saved through `saving`.
    init(
        model: any Table, bots: BotTurns, hints: Hints, saving: TableSaving, feedback: any Feedback,
        match: MatchPlay
    ) {
        self.model = model
        self.bots = bots
        self.hints = hints
        self.saving = saving
        self.feedback = feedback
        self.match = match
    }

    /// Plays a move through the core; an illegal one only puts the piece back down.
    func play(animate: Bool = true, _ action: (Engine) throws -> BoardView) {
        guard let engine = model.engine else { return }
        do {
            _ = try action(engine)
        } catch {
            model.putDown()
            // Only this refusal is explained; every other illegal attempt stays silent.
            if Engine.isRepetitionForbidden(error) {
                model.table?.note = engine.repetition == .forbid3 ? .repeatForbidden3 : .repeatForbidden
                model.table?.noteSerial += 1
            }
            return
        }
        hints.clear()
        refresh(animate: animate, moved: true)
    }

    /// Re-reads the position from the core, saves it, and hands the turn on.
    func refresh(animate: Bool, moved: Bool = false) {
        guard let engine = model.engine, var new = model.table else { return }
        let setup = model.setup
        let game = engine.snapshot()
        let humanTurn = !game.isOver && new.humanSides.contains(game.toMove)
        // Resigning ends the game without a move: no move click for it.
        let pieceMoved = moved && game.moveLog.count > new.game.moveLog.count
        if game.isOver && !tallied {
            new.tally.add(game.result, humans: new.humanSides, mode: setup.mode)
            new.tally.hints += hints.count
            if setup.playsMatch, let outcome = match.finish(result: game.result, captured: game.captured) {
                new.tally.add(outcome)
            }
            // Kept exactly when tallied: `tallied` is saved with the table, so a restored
            // finished game is neither counted nor kept again.
            model.keepFinished(engine, humans: new.humanSides)
            tallied = true
        }
        new.game = game
        new.picked = nil
        new.targets = []
        new.dragging = false
        new.placeHints = humanTurn ? engine.placementTargets() : []
        new.movable = humanTurn ? engine.movablePieces() : []
        new.thinking = false
        new.verdict = model.preferences.showVerdict ? engine.evaluate() : nil
        if moved { new.moveSerial += 1 }
        new.animateLast = animate && moved
        model.table = new
        save()
        if pieceMoved { feedback.moved(captured: game.lastMove?.captured != nil) }
        if game.isOver, moved { feedback.gameOver() }
        carryOn()
    }

    /// Starts whatever comes next without the player: the bot's turn, or (the model's) the next watched game.
    func carryOn() {
        guard !model.isPaused, !model.isShowingKeptGame, let table = model.table else { return }
        if table.game.isOver {
            model.gameOver()
        } else if !table.humanToMove {
            startBot()
        }
    }

    /// The bot's turn on the current game; its move is played unless the game changed meanwhile.
    private func startBot() {
        guard !bots.isTakingTurn, !model.isPaused, let engine = model.engine else { return }
        model.table?.thinking = true
        let setup = model.setup
        let seed = model.nextSeed()
        bots.start(engine: engine, level: setup.level, speed: setup.speed, seed: seed) { [weak self] move in
            guard let self, self.model.engine === engine else { return }
            self.play { try $0.play(move) }
        }
    }

    /// Stops the bot's turn under way.
    func cancelBot() {
        bots.stop()
        model.table?.thinking = false
    }

    /// Saves the table as it is.
    func save() {
        guard !model.isShowingKeptGame, let engine = model.engine, let table = model.table else { return }
        saving.save(engine: engine, table: table, tallied: tallied, hints: hints.count, match: match.saved)
    }
}
