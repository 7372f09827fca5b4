import Foundation
import Observation

/// The state behind every screen: table set-up, preferences, the board's touch
/// state, bot turns, the khel tally and saving. Views read its properties and
/// call its methods; it decides everything, and every rule comes from the Rust core.
@MainActor
@Observable
public final class TableModel {
    /// Which screen is up.
    public private(set) var screen: Screen = .setup
    /// The set-up page's choices, remembered between sittings.
    public private(set) var setup: TableSetup
    /// Sound, theme and language.
    public private(set) var preferences: Preferences
    /// The table, while sitting at one.
    public private(set) var table: TableState?
    /// True while the "leave the table?" confirmation is up.
    public private(set) var isConfirmingLeave = false
    /// True while the app is in the background: no bot search, no watch clock.
    public private(set) var isPaused = false
    /// The hint action: the suggestion shown and the current game's count.
    public let hints: Hints
    /// Looking back over the finished game.
    public let review = Review()
    /// The two-game match under way, in the match mode.
    public let match = MatchPlay()
    /// Goats-to-win of the endgame tables loaded so far.
    public private(set) var tablesLoaded: [Int] = []

    @ObservationIgnored private let storage: any Storage
    @ObservationIgnored private let feedback: any Feedback
    @ObservationIgnored private let timing: Timing
    @ObservationIgnored private let makeCancelHandle: @MainActor () -> CancelHandle
    @ObservationIgnored private var random: SplitMix64
    @ObservationIgnored private var engine: Engine?
    @ObservationIgnored private var botTask: Task<Void, Never>?
    @ObservationIgnored private var botCancel: CancelHandle?
    @ObservationIgnored private var nextGameTask: Task<Void, Never>?
    /// True once the current finished game is in the tally.
    @ObservationIgnored private var tallied = false

    /// A model over `storage`; if it holds a table the app was killed at, the
    /// model comes back to it (and the bot carries on if it was its turn).
    /// - Parameters:
    ///   - seed: seeds the random side and the bot's choices; random when nil.
    ///   - makeCancelHandle: makes the handle each bot search can be stopped with; tests keep them.
    public init(
        storage: any Storage,
        feedback: any Feedback = NoFeedback(),
        defaultLanguage: AppLanguage = .english,
        timing: Timing = .standard,
        seed: UInt64? = nil,
        makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() }
    ) {
        self.storage = storage
        self.feedback = feedback
        self.timing = timing
        self.makeCancelHandle = makeCancelHandle
        hints = Hints(makeCancelHandle: makeCancelHandle)
        random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        setup = Saved.setup(from: storage)
        preferences = Saved.preferences(from: storage, defaultLanguage: defaultLanguage)
        if storage.read(Saved.active) == "1" { restoreTable() }
    }

    // MARK: Set-up page

    /// Changes the set-up; remembered for next time. Goats to win is kept in range.
    public func updateSetup(_ change: (inout TableSetup) -> Void) {
        var new = setup
        change(&new)
        new.goatsToWin = min(
            max(new.goatsToWin, TableSetup.goatsToWinChoices.lowerBound), TableSetup.goatsToWinChoices.upperBound)
        setup = new
        storage.write(Saved.entries(of: new))
    }

    /// Changes sound, theme, language or the verdict switch.
    public func updatePreferences(_ change: (inout Preferences) -> Void) {
        var new = preferences
        change(&new)
        preferences = new
        storage.write(Saved.entries(of: new))
        refreshVerdict()
    }

    // MARK: Endgame tables

    /// Loads the endgame table `files` off the main thread (``TableLoader``); the game
    /// goes on meanwhile. Once they are in, the verdict is read again. A file that fails
    /// leaves one line in `log` and changes nothing else.
    @discardableResult
    public func loadTables(
        _ files: [URL], log: @escaping @Sendable (String) -> Void = TableLoader.standardErrorLog
    ) async -> TableLoader.Report {
        let report = await TableLoader.load(files, log: log)
        tablesLoaded.append(contentsOf: report.loaded)
        refreshVerdict()
        return report
    }

    // MARK: Hint

    /// True if a hint is offered: in play mode on the player's turn, to both players
    /// in pass-and-play, never in watch mode, and not while one is shown or sought.
    public var canHint: Bool {
        guard let table, setup.mode != .watch, table.humanToMove, !table.thinking, !table.menuOpen,
            !review.isOpen, hints.shown == nil, !hints.isSearching
        else { return false }
        return true
    }

    /// What the Hint button shows: pressable exactly when ``canHint``; kept (disabled)
    /// while Perfect searches and while its suggestion is up, so focus does not jump.
    public var hintOffer: HintOffer {
        if hints.isSearching { return .searching }
        if canHint { return .ready }
        guard let table, setup.mode != .watch, table.humanToMove, !table.thinking, !table.menuOpen, !review.isOpen,
            hints.shown != nil
        else { return .none }
        return .shown
    }

    /// Asks Perfect for a move for the side to move; it is shown, never played.
    public func requestHint() {
        guard canHint, let engine else { return }
        clearPick()
        hints.request(engine: engine, seed: random.next()) { [weak self] in self?.save() }
    }

    // MARK: The forbidden-repeat note

    /// Takes the fading note away (its time is up).
    public func dismissNote() {
        table?.note = nil
    }

    /// Waits out the time of the note numbered `serial` (``TableState/noteSerial``);
    /// true if it is still the note shown, so it may fade now. False if the wait was
    /// cancelled (a second refusal restarted the clock, or the note left the screen)
    /// or a newer note took its place: that one has its own full time.
    public func noteTimeIsUp(_ serial: Int, after wait: Duration = FadingNote.shownFor) async -> Bool {
        do {
            try await Task.sleep(for: wait)
        } catch {
            return false
        }
        return table?.note != nil && table?.noteSerial == serial
    }

    // MARK: Review

    /// True if the finished game can be reviewed (not while watching: the next game starts by itself).
    public var canReview: Bool {
        guard let table else { return false }
        return table.game.isOver && setup.mode != .watch
    }

    /// Opens the review over the end-of-game card.
    public func openReview() {
        guard canReview, let engine else { return }
        review.open(engine)
    }

    /// Back to the end-of-game card.
    public func closeReview() {
        review.close()
    }

    /// What VoiceOver says for the review's current step (``Words/reviewAnnouncement(step:of:moveLog:marks:shown:mode:)``);
    /// nil when no review is open.
    public func reviewAnnouncement(_ words: Words) -> String? {
        guard review.isOpen, let shown = shownTable else { return nil }
        return words.reviewAnnouncement(
            step: review.step, of: review.length, moveLog: review.moveLog, marks: review.marks, shown: shown,
            mode: setup.mode)
    }

    /// The table the screen draws: in review the reviewed position, with nothing to
    /// touch; otherwise the table itself.
    public var shownTable: TableState? {
        guard let table else { return nil }
        guard review.isOpen, let position = review.position else { return table }
        return table.reviewing(position)
    }

    /// Changes the speed; the same control sits in the table's menu.
    public func setSpeed(_ speed: Speed) {
        updateSetup { $0.speed = speed }
    }

    /// Sits down with the current set-up: a new sitting with a fresh tally.
    public func startTable() {
        cancelJobs()
        match.end()
        isConfirmingLeave = false
        screen = .table
        table = nil
        newGame(tally: Tally())
    }

    /// Starts the next game at the same table; the tally carries on.
    public func playAgain() {
        guard let table else { return }
        newGame(tally: table.tally)
    }

    // MARK: Leaving

    /// Asks before leaving: leaving throws the game and the sitting's tally away,
    /// so a confirmation shows over whatever is open. A picked-up piece goes back
    /// down and the board takes no touches meanwhile; the bot carries on.
    public func requestLeave() {
        guard screen == .table, table != nil else { return }
        clearPick()
        isConfirmingLeave = true
    }

    /// The player confirmed: leaves as ``leaveTable()`` does. Does nothing unless asked first.
    public func confirmLeave() {
        guard isConfirmingLeave else { return }
        leaveTable()
    }

    /// Stays at the table.
    public func cancelLeave() {
        isConfirmingLeave = false
    }

    /// Leaves the table at once: the bot stops; the saved game and the tally are gone.
    public func leaveTable() {
        cancelJobs()
        review.close()
        match.end()
        isConfirmingLeave = false
        engine = nil
        table = nil
        screen = .setup
        storage.write(Saved.clearedTable)
    }

    // MARK: App life

    /// The app went to the background: the bot stops searching, the watch clock
    /// stops, the game is saved. ``resume()`` carries on from the same position.
    public func pause() {
        guard !isPaused else { return }
        isPaused = true
        cancelJobs()
        save()
    }

    /// The app is back: the bot takes its turn, or watch mode moves to the next game.
    public func resume() {
        guard isPaused else { return }
        isPaused = false
        carryOn()
    }

    /// Stops all bot work for good, e.g. when the model is thrown away. The game stays saved.
    public func close() {
        cancelJobs()
    }

    /// Returns once no bot turn or automatic next game is pending; for tests.
    public func waitUntilIdle() async {
        while true {
            if let task = botTask {
                await task.value
                if botTask == task { botTask = nil }
            } else if let task = nextGameTask {
                await task.value
                if nextGameTask == task { nextGameTask = nil }
            } else if hints.isSearching {
                await hints.waitUntilIdle()
            } else {
                return
            }
        }
    }

    // MARK: Touch

    /// A tap on `point`: places a goat on a placement turn; otherwise picks up one
    /// of the player's pieces, moves the picked-up piece, or puts it back down.
    /// Anything illegal changes nothing.
    public func tap(_ point: Int) {
        guard let table, acceptsTouch(table) else { return }
        if table.placing {
            if table.placeHints.contains(point) { play { try $0.place(point) } }
        } else if let picked = table.picked {
            // Not only the targets go to the core: a move it refuses for repeating a
            // position is explained; any other refusal just puts the piece back.
            if point == picked { putDown() } else { play { try $0.move(from: picked, to: point) } }
        } else if table.movable.contains(point) || stuckByRepeat(table, point) {
            pick(point)
        }
    }

    /// A tap off the points puts a picked-up piece back.
    public func tapOutside() {
        if table?.picked != nil { putDown() }
    }

    /// A finger starts dragging from `point`. Returns true if that picks up a
    /// piece to drag; goats in the pen and pieces that cannot move stay put.
    @discardableResult
    public func beginDrag(at point: Int) -> Bool {
        guard let table, acceptsTouch(table), !table.placing,
            table.movable.contains(point) || stuckByRepeat(table, point)
        else { return false }
        pick(point)
        self.table?.dragging = true
        return true
    }

    /// The dragged piece is let go over `point` (nil: off the points).
    public func endDrag(at point: Int?) {
        guard let table, table.dragging, let picked = table.picked else { return }
        if let point, point != picked {
            play { try $0.move(from: picked, to: point) }
        } else {
            putDown()
        }
    }

    // MARK: Menu

    /// Opens or closes the table's menu; a picked-up piece goes back down.
    public func setMenuOpen(_ open: Bool) {
        guard table != nil else { return }
        table?.menuOpen = open
        clearPick()
    }

    /// True if take back is offered: against the bot, with a move of the player's to take back.
    public var canTakeBack: Bool {
        guard let table, setup.mode == .play, !table.game.isOver, table.humanSides.count == 1,
            let human = table.humanSides.first
        else { return false }
        // Goats move first: the player's first move is half move 1 (goats) or 2 (tigers).
        return table.game.moveLog.count >= (human == .goat ? 1 : 2)
    }

    /// Takes back the player's last move, and the bot's reply if it came.
    public func takeBack() {
        guard canTakeBack, let engine, let humans = table?.humanSides else { return }
        cancelBot()
        hints.clear()
        var game = engine.snapshot()
        var undoneHuman = false
        while game.canUndo {
            let lastSide: Side = (game.moveLog.count - 1) % 2 == 0 ? .goat : .tiger
            guard let back = try? engine.undo() else { break }
            game = back
            if humans.contains(lastSide) { undoneHuman = true }
            if undoneHuman && humans.contains(game.toMove) { break }
        }
        refresh(animate: false)
    }

    /// True if resigning is offered: not when watching, not after the end.
    public var canResign: Bool {
        guard let table else { return false }
        return setup.mode != .watch && !table.game.isOver
    }

    /// The player (or, passing the phone, the side to move) gives the game up.
    public func resign() {
        guard canResign, let table else { return }
        let side = setup.mode == .play ? (table.humanSides.first ?? table.game.toMove) : table.game.toMove
        cancelBot()
        play(animate: false) { try $0.resign(side) }
    }

    /// Hides the notice over the table.
    public func dismissNotice() {
        table?.notice = nil
    }

    // MARK: Internals

    /// True for a piece of the side to move whose every move `forbid`/`forbid3` refuses:
    /// it may still be picked up (nowhere is marked), so putting it down where the rule
    /// forbids explains itself instead of doing nothing (as on Android).
    private func stuckByRepeat(_ table: TableState, _ point: Int) -> Bool {
        guard let engine, engine.repetition == .forbid || engine.repetition == .forbid3,
            table.game.phase == .movement, table.game.board.indices.contains(point)
        else { return false }
        let own: Piece = table.game.toMove == .goat ? .goat : .tiger
        return table.game.board[point] == own && !table.movable.contains(point)
    }

    private func acceptsTouch(_ table: TableState) -> Bool {
        table.humanToMove && !table.thinking && !table.menuOpen && !isConfirmingLeave
    }

    private func pick(_ point: Int) {
        guard let engine else { return }
        table?.picked = point
        table?.targets = engine.targets(from: point)
        table?.dragging = false
        feedback.picked()
    }

    private func putDown() {
        clearPick()
    }

    private func clearPick() {
        table?.picked = nil
        table?.targets = []
        table?.dragging = false
    }

    /// Plays a move through the core; an illegal one only puts the piece back down.
    private func play(animate: Bool = true, _ action: (Engine) throws -> BoardView) {
        guard let engine else { return }
        do {
            _ = try action(engine)
        } catch {
            putDown()
            // Only this refusal is explained; every other illegal attempt stays silent.
            if Engine.isRepetitionForbidden(error) {
                table?.note = engine.repetition == .forbid3 ? .repeatForbidden3 : .repeatForbidden
                table?.noteSerial += 1
            }
            return
        }
        hints.clear()
        refresh(animate: animate, moved: true)
    }

    /// A fresh game at the table; `humans` keeps who plays what (a restore), else the set-up decides.
    /// `keepMenuOpen`: an open menu and leave question stay open (a watched game the clock started, as on Android).
    private func newGame(tally: Tally, humans: Set<Side>? = nil, keepMenuOpen: Bool = false) {
        cancelJobs()
        // The set-up page only offers rules the core accepts; should one ever be
        // refused, the default rules are played, and failing that the table is left.
        let defaults = TableSetup()
        guard
            let fresh = (try? Engine(goatsToWin: setup.goatsToWin, repetition: setup.repetition))
                ?? (try? Engine(goatsToWin: defaults.goatsToWin, repetition: defaults.repetition))
        else {
            leaveTable()
            return
        }
        engine = fresh
        tallied = false
        review.close()
        hints.reset(count: 0)
        screen = .table
        let menuOpen = keepMenuOpen && table?.menuOpen == true
        // Play again (and every other new game the player asked for) closes the leave question too.
        if !keepMenuOpen { isConfirmingLeave = false }
        let seating = humans ?? nextSeating()
        table = TableState(game: fresh.snapshot(), humanSides: seating, tally: tally)
        table?.menuOpen = menuOpen
        refresh(animate: false)
    }

    /// True if `humans` is a seating `mode` can have.
    private func seats(_ mode: Mode, _ humans: Set<Side>) -> Bool {
        switch mode {
        case .play: humans.count == 1
        case .passAndPlay: humans == [.goat, .tiger]
        case .watch: humans.isEmpty
        }
    }

    /// Who plays what in the next game: a match's next game swaps the sides;
    /// otherwise the set-up decides, `alternate` swapping the player's last side.
    private func nextSeating() -> Set<Side> {
        let previous = table?.humanSides
        guard setup.playsMatch else {
            match.end()
            return humanSides(for: setup, previous: previous)
        }
        // Player 1 (the person, in play mode) has the first game's seat.
        let newMatchSide = setup.mode == .play ? humanSides(for: setup, previous: previous).first ?? .goat : .goat
        let firstPlayerSide = match.nextGame(newMatchSide: newMatchSide)
        return setup.mode == .play ? [firstPlayerSide] : [.goat, .tiger]
    }

    private func humanSides(for setup: TableSetup, previous: Set<Side>? = nil) -> Set<Side> {
        switch setup.mode {
        case .passAndPlay: [.goat, .tiger]
        case .watch: []
        case .play:
            switch setup.side {
            case .goats: [.goat]
            case .tigers: [.tiger]
            case .random: [Bool.random(using: &random) ? .goat : .tiger]
            // The first game takes the goats; each one after swaps the player's last side.
            case .alternate: [previous.flatMap { $0.count == 1 ? $0.first?.other : nil } ?? .goat]
            }
        }
    }

    /// Re-reads the position from the core, saves it, and hands the turn on.
    private func refresh(animate: Bool, moved: Bool = false) {
        guard let engine, var new = table else { return }
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
            tallied = true
        }
        new.game = game
        new.picked = nil
        new.targets = []
        new.dragging = false
        new.placeHints = humanTurn ? engine.placementTargets() : []
        new.movable = humanTurn ? engine.movablePieces() : []
        new.thinking = false
        new.verdict = preferences.showVerdict ? engine.evaluate() : nil
        if moved { new.moveSerial += 1 }
        new.animateLast = animate && moved
        table = new
        save()
        if pieceMoved { feedback.moved(captured: game.lastMove?.captured != nil) }
        if game.isOver, moved { feedback.gameOver() }
        carryOn()
    }

    /// Starts whatever comes next without the player: the bot's turn, or the next watched game.
    private func carryOn() {
        guard !isPaused, let table else { return }
        if table.game.isOver {
            if setup.mode == .watch { scheduleNextGame() }
        } else if !table.humanToMove {
            startBot()
        }
    }

    private func startBot() {
        guard botTask == nil, !isPaused, let engine else { return }
        let cancel = makeCancelHandle()
        botCancel = cancel
        table?.thinking = true
        let level = setup.level
        let seed = random.next()
        let pause = timing.botPause(at: setup.speed)
        botTask = Task { [weak self] in
            let started = ContinuousClock.now
            // A cancelled search (left, took back, paused) or a changed game: nothing to play.
            guard let move = await engine.botMove(level: level, seed: seed, cancel: cancel) else { return }
            let rest = pause - (ContinuousClock.now - started)
            if rest > .zero { try? await Task.sleep(for: rest) }
            guard !Task.isCancelled, let self, self.engine === engine else { return }
            // This turn is over; clear it so the next bot turn (watch mode) can start.
            self.botTask = nil
            self.botCancel = nil
            self.play { try $0.play(move) }
        }
    }

    private func scheduleNextGame() {
        nextGameTask?.cancel()
        let delay = timing.nextGame(at: setup.speed)
        nextGameTask = Task { [weak self] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard !Task.isCancelled, let self, let table = self.table else { return }
            self.nextGameTask = nil
            // It starts by itself, so it must not close what the player has open.
            self.newGame(tally: table.tally, keepMenuOpen: true)
        }
    }

    private func cancelBot() {
        botCancel?.cancel()
        botCancel = nil
        botTask?.cancel()
        botTask = nil
        table?.thinking = false
    }

    /// Reads the verdict again (the switch changed, or a table came in).
    private func refreshVerdict() {
        guard let engine, table != nil else { return }
        table?.verdict = preferences.showVerdict ? engine.evaluate() : nil
    }

    private func cancelJobs() {
        cancelBot()
        hints.clear()
        nextGameTask?.cancel()
        nextGameTask = nil
    }

    // MARK: Saving

    private func save() {
        guard let engine, let table else { return }
        storage.write([
            Saved.active: "1",
            Saved.record: engine.record(),
            Saved.humans: Saved.encode(table.humanSides),
            Saved.tally: Saved.encode(table.tally),
            Saved.tallied: String(tallied),
            Saved.hints: String(hints.count),
            Saved.match: match.saved,
        ])
    }

    private func restoreTable() {
        let tally = storage.read(Saved.tally).flatMap(Saved.tally(from:)) ?? Tally()
        // Damaged sides that do not fit the mode would hand the bot the player's seat.
        let humans =
            storage.read(Saved.humans).map(Saved.sides(from:)).flatMap { seats(setup.mode, $0) ? $0 : nil }
            ?? humanSides(for: setup)
        if setup.playsMatch { match.restore(storage.read(Saved.match)) }
        guard let record = storage.read(Saved.record), let restored = try? Engine(record: record) else {
            // Only the unreadable game is lost: set-up, preferences and tally stay.
            newGame(tally: tally, humans: humans)
            table?.notice = .saveUnreadable
            return
        }
        engine = restored
        tallied = storage.read(Saved.tallied) == "true"
        hints.reset(count: storage.read(Saved.hints).flatMap { Int($0) } ?? 0)
        screen = .table
        table = TableState(game: restored.snapshot(), humanSides: humans, tally: tally)
        refresh(animate: false)
    }
}

extension Tally {
    mutating func add(_ result: GameResult, humans: Set<Side>, mode: Mode) {
        let winner: Side? =
            switch result {
            case .tigersWin: .tiger
            case .goatsWin: .goat
            default: nil
            }
        games += 1
        switch winner {
        case .tiger: tigerWins += 1
        case .goat: goatWins += 1
        case nil: draws += 1
        }
        guard mode == .play, let winner else { return }
        if humans.contains(winner) { wins += 1 } else { losses += 1 }
    }
}
