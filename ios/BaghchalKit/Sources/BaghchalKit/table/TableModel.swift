import Foundation
import Observation

/// The state behind every screen: table set-up, preferences, the board's touch
/// state and the khel tally. Views read its properties and call its methods; it
/// decides everything, and every rule comes from the Rust core. It composes a holder
/// for each job: ``Hints``, ``Review`` and ``MatchPlay`` (shown to the views), and
/// ``TablePlay`` (the game in play), ``BotTurns`` (the bot's turns), ``TableSaving``
/// (saving and restoring) and ``TableLifecycle`` (pause, resume, leave, the next game).
/// Touch is in TableTouch.swift, the menu's actions in TableMenu.swift, the review's
/// hooks in Review.swift.
@MainActor
@Observable
public final class TableModel {
    /// Which screen is up.
    public internal(set) var screen: Screen = .setup
    /// The set-up page's choices, remembered between sittings.
    public private(set) var setup: TableSetup
    /// Sound, theme and language.
    public private(set) var preferences: Preferences
    /// The table, while sitting at one.
    public internal(set) var table: TableState?
    /// True while the "leave the table?" confirmation is up.
    public var isConfirmingLeave: Bool { lifecycle.isConfirmingLeave }
    /// True while the app is in the background: no bot search, no watch clock.
    public var isPaused: Bool { lifecycle.isPaused }
    /// The hint action: the suggestion shown and the current game's count.
    public let hints: Hints
    /// Looking back over the finished game.
    public let review = Review()
    /// The two-game match under way, in the match mode.
    public let match = MatchPlay()
    /// Goats-to-win of the endgame tables loaded so far.
    public private(set) var tablesLoaded: [Int] = []
    /// The puzzle trainer, opened from the set-up page; it keeps its own progress.
    public let puzzles: PuzzleTrainer
    /// The analysis board, opened from the set-up page, the table's menu and the review.
    public let analysis: AnalysisBoard
    /// Every finished game kept, and the "Your games" page (games/KeptTable.swift).
    public let games: YourGames
    /// The player's slips as drills, opened from "Your games" and a kept game's review (drills/DrillTable.swift).
    public let drills: DrillTrainer
    /// The kept game shown in the table's review, opened from "Your games"; nil at a real table.
    public internal(set) var keptGame: FinishedGame?
    /// The tags of the shared text shown in that review (share/TextImport.swift); nil for a kept game.
    public internal(set) var importedTags: [GameTextTag]?
    /// A shared text just refused, until the player has read why (share/TextImport.swift).
    public internal(set) var importRefusal: ImportRefusal?
    /// True once a kept puzzle or analysis board could not be read: the set-up page says
    /// so until something is opened.
    public private(set) var sessionRefused = false
    /// Which of the puzzles or the analysis board is on screen, kept so a kill brings it
    /// back ("puzzles" or "analysis"), as on Android.
    public static let openKey = "screen.open"

    @ObservationIgnored private let storage: any Storage
    @ObservationIgnored private let saving: TableSaving
    @ObservationIgnored private let bots: BotTurns
    @ObservationIgnored private let lifecycle: TableLifecycle
    @ObservationIgnored let feedback: any Feedback
    @ObservationIgnored private var random: SplitMix64
    /// The screen the analysis board goes back to.
    @ObservationIgnored private var analysisFrom = Screen.setup
    @ObservationIgnored var engine: Engine?
    /// The game in play; made on first use, as it holds on to the model.
    @ObservationIgnored private(set) lazy var playing = TablePlay(
        model: self, bots: bots, hints: hints, saving: saving, feedback: feedback, match: match)

    /// A model over `storage`; if it holds a table the app was killed at, the
    /// model comes back to it (and the bot carries on if it was its turn).
    /// - Parameters:
    ///   - seed: seeds the random side and the bot's choices; random when nil.
    ///   - makeCancelHandle: makes the handle each bot search can be stopped with; tests keep them.
    ///   - now: the clock finished games are dated by.
    ///   - gamesLog: where a finished game the core will not keep is reported.
    public init(
        storage: any Storage,
        feedback: any Feedback = NoFeedback(),
        defaultLanguage: AppLanguage = .english,
        timing: Timing = .standard,
        seed: UInt64? = nil,
        makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() },
        makeAnalysisCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() },
        now: @escaping @Sendable () -> Date = { Date() },
        gamesLog: @escaping @Sendable (String) -> Void = TableLoader.standardErrorLog
    ) {
        saving = TableSaving(storage: storage)
        bots = BotTurns(timing: timing, makeCancelHandle: makeCancelHandle)
        lifecycle = TableLifecycle(timing: timing)
        self.feedback = feedback
        hints = Hints(makeCancelHandle: makeCancelHandle)
        puzzles = PuzzleTrainer(storage: storage, feedback: feedback, seed: seed)
        analysis = AnalysisBoard(feedback: feedback, storage: storage, makeCancelHandle: makeAnalysisCancelHandle)
        games = YourGames(storage: storage, now: now, log: gamesLog)
        drills = DrillTrainer(
            storage: storage, feedback: feedback, stepPause: timing.botPause, makeCancelHandle: makeAnalysisCancelHandle)
        self.storage = storage
        random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        setup = saving.setup()
        preferences = saving.preferences(defaultLanguage: defaultLanguage)
        if saving.hasTable { restoreTable() }
        // The analysis board on screen when the app was killed comes back at once; a
        // puzzle waits for its file (loadPuzzles).
        if storage.read(Self.openKey) == "analysis" {
            if analysis.resumeSession() {
                analysisFrom = table != nil ? .table : .setup
                // Under the board the game waits, as when it was opened.
                if analysisFrom == .table { pauseTable() }
                screen = .analysis
            } else {
                opened(nil)
                noteRefusal()
            }
        }
    }

    /// Keeps which screen is open (``openKey``).
    private func opened(_ screen: String?) { storage.write([Self.openKey: screen]) }

    /// A kept session was refused: the set-up page says so, once.
    private func noteRefusal() {
        guard puzzles.sessionRefused || analysis.sessionRefused else { return }
        puzzles.sessionRefusalSaid()
        analysis.sessionRefusalSaid()
        sessionRefused = true
    }

    // MARK: Set-up page

    /// Changes the set-up; remembered for next time. Goats to win is kept in range.
    public func updateSetup(_ change: (inout TableSetup) -> Void) {
        var new = setup
        change(&new)
        new.goatsToWin = min(
            max(new.goatsToWin, TableSetup.goatsToWinChoices.lowerBound), TableSetup.goatsToWinChoices.upperBound)
        setup = new
        saving.save(new)
    }

    /// Changes the speed; the same control sits in the table's menu.
    public func setSpeed(_ speed: Speed) {
        updateSetup { $0.speed = speed }
    }

    /// Changes sound, theme, language or the verdict switch.
    public func updatePreferences(_ change: (inout Preferences) -> Void) {
        var new = preferences
        change(&new)
        preferences = new
        saving.save(new)
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
        // Until they are in, the analysis board says "still loading", not "not on the phone".
        analysis.tablesChanged(loading: true)
        let report = await TableLoader.load(files, log: log)
        tablesLoaded.append(contentsOf: report.loaded)
        refreshVerdict()
        analysis.tablesChanged(loading: false)
        return report
    }

    // MARK: Puzzles

    /// Loads the puzzle file at `url` off the main actor and hands it to the trainer; a
    /// file the core refuses leaves one line in `log` and the puzzles not offered.
    public func loadPuzzles(_ url: URL, log: @escaping @Sendable (String) -> Void = TableLoader.standardErrorLog) async {
        guard let book = await TableLoader.loadPuzzles(url, log: log) else { return }
        puzzles.attach(book)
        // The puzzle on screen when the app was killed, once its file is in (not over a board opened since).
        guard storage.read(Self.openKey) == "puzzles", screen == .setup else { return }
        if puzzles.resumeSession() {
            screen = .puzzles
        } else {
            opened(nil)
            noteRefusal()
        }
    }

    /// Opens the trainer on the next puzzle for the player's level, or on puzzle `index`
    /// (tests); nothing happens before the puzzle file has loaded.
    public func openPuzzles(index: Int? = nil) {
        let shown = index.map { puzzles.open($0) } ?? puzzles.openNext()
        if shown {
            opened("puzzles")
            sessionRefused = false
            screen = .puzzles
        }
    }

    /// Back from the puzzles to the set-up page; the progress is already saved.
    public func closePuzzles() {
        puzzles.close()
        opened(nil)
        screen = .setup
    }

    // MARK: Analysis board

    /// Opens the analysis board on the start of the set-up page's rules.
    public func openAnalysisBoard() {
        guard let start = try? Engine(goatsToWin: setup.goatsToWin, repetition: setup.repetition) else { return }
        analysisFrom = .setup
        analysis.open(start.snapshot(), rules: start.rules)
        opened("analysis")
        sessionRefused = false
        screen = .analysis
    }

    /// Opens the analysis board on the table's position, or the reviewed one while a
    /// review is open. The game waits (as in the background) until the board is closed;
    /// nothing in it or the tally changes.
    public func openAnalysis() {
        guard let engine, let table, canAnalyse else { return }
        let current = review.isOpen ? (review.position ?? table.game) : table.game
        let shown = review.isOpen ? review.step : table.game.moveLog.count
        // A finished game's last position has no move to value: the board opens on the one
        // before it, with the final move to step forward to (and the result it brings).
        let end = current.isOver && shown > 0
        let position = end ? ((try? engine.position(at: shown - 1)) ?? current) : current
        let next = end && shown - 1 < table.game.moveLog.count ? table.game.moveLog[shown - 1] : nil
        self.table?.menuOpen = false
        clearPick()
        pauseTable()
        analysisFrom = .table
        analysis.open(position, rules: engine.rules, next: next)
        opened("analysis")
        screen = .analysis
    }

    /// Opens the analysis board on `start` under `rules` with `line` to step through from it (a
    /// shared text's game or position): over the table, which waits as for ``openAnalysis()``, or
    /// from the set-up page.
    func openAnalysisBoard(on start: BoardView, rules: GameRules, line: [String]) {
        if screen == .table, table != nil {
            self.table?.menuOpen = false
            clearPick()
            pauseTable()
            analysisFrom = .table
        } else {
            analysisFrom = .setup
        }
        analysis.open(start, rules: rules, line: line)
        opened("analysis")
        sessionRefused = false
        screen = .analysis
    }

    /// Back from the analysis board to where it was opened; a game waiting there goes on.
    public func closeAnalysis() {
        analysis.close()
        opened(nil)
        let back: Screen = analysisFrom == .table && table != nil ? .table : .setup
        screen = back
        // Also from the set-up page: a pause the scene asked for while the board was up ends here.
        resume()
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
        hints.request(engine: engine, seed: random.next()) { [weak self] in self?.playing.save() }
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

    // MARK: Sitting down, leaving, app life (with TableLifecycle)

    /// Sits down with the current set-up: a new sitting with a fresh tally.
    public func startTable() {
        cancelJobs()
        match.end()
        lifecycle.dropLeaveQuestion()
        screen = .table
        table = nil
        newGame(tally: Tally())
    }

    /// Starts the next game at the same table; the tally carries on.
    public func playAgain() {
        guard let table else { return }
        newGame(tally: table.tally)
    }

    /// Asks before leaving: leaving throws the game and the sitting's tally away,
    /// so a confirmation shows over whatever is open. A picked-up piece goes back
    /// down and the board takes no touches meanwhile; the bot carries on.
    public func requestLeave() {
        guard screen == .table, table != nil, keptGame == nil else { return }
        clearPick()
        lifecycle.askToLeave()
    }

    /// The player confirmed: leaves as ``leaveTable()`` does. Does nothing unless asked first.
    public func confirmLeave() {
        guard isConfirmingLeave else { return }
        leaveTable()
    }

    /// Stays at the table.
    public func cancelLeave() {
        lifecycle.dropLeaveQuestion()
    }

    /// Leaves the table at once: the bot stops; the saved game and the tally are gone.
    public func leaveTable() {
        cancelJobs()
        review.close()
        match.end()
        lifecycle.dropLeaveQuestion()
        engine = nil
        table = nil
        screen = .setup
        saving.clear()
    }

    /// The app went to the background: the bot stops searching, the watch clock
    /// stops, the game is saved. ``resume()`` carries on from the same position.
    public func pause() {
        analysis.pause()
        pauseTable()
    }

    /// The game waits: the bot stops, the watch clock stops, the game is saved (the app
    /// in the background, or the analysis board over the table).
    private func pauseTable() {
        guard lifecycle.pause() else { return }
        cancelJobs()
        playing.save()
    }

    /// The app is back: the bot takes its turn, or watch mode moves to the next game.
    public func resume() {
        analysis.resume()
        // Under the analysis board the game waits until the board is closed.
        guard screen != .analysis, lifecycle.resume() else { return }
        playing.carryOn()
    }

    /// Stops all bot work for good, e.g. when the model is thrown away. The game stays saved, and
    /// so is the drills' progress (it is written as each answer is judged).
    public func close() {
        cancelJobs()
        analysis.pause()
        // A drill's judgement or refutation in flight would otherwise finish for a screen that is gone.
        drills.close()
    }

    /// Returns once no bot turn or automatic next game is pending; for tests.
    public func waitUntilIdle() async {
        while true {
            if bots.isTakingTurn {
                await bots.waitForTurn()
            } else if lifecycle.isNextGameScheduled {
                await lifecycle.waitForNextGame()
            } else if hints.isSearching {
                await hints.waitUntilIdle()
            } else {
                return
            }
        }
    }

    // MARK: The game in play (with TablePlay)

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
        playing.tallied = false
        review.close()
        hints.reset(count: 0)
        screen = .table
        let menuOpen = keepMenuOpen && table?.menuOpen == true
        // Play again (and every other new game the player asked for) closes the leave question too.
        if !keepMenuOpen { lifecycle.dropLeaveQuestion() }
        let seating =
            humans ?? TableLifecycle.nextSeating(setup, previous: table?.humanSides, match: match, random: &random)
        table = TableState(game: fresh.snapshot(), humanSides: seating, tally: tally)
        table?.menuOpen = menuOpen
        playing.refresh(animate: false)
    }

    /// The game shown is over: a watched one is followed by the next by itself.
    func gameOver() {
        guard setup.mode == .watch, keptGame == nil else { return }
        // It starts by itself, so it must not close what the player has open.
        lifecycle.scheduleNextGame(speed: setup.speed) { [weak self] in
            guard let self, let table = self.table else { return }
            self.newGame(tally: table.tally, keepMenuOpen: true)
        }
    }

    /// The seed of the next bot search.
    func nextSeed() -> UInt64 { random.next() }

    /// Reads the verdict again (the switch changed, or a table came in).
    private func refreshVerdict() {
        review.refreshVerdict(showing: preferences.showVerdict)
        guard let engine, table != nil else { return }
        table?.verdict = preferences.showVerdict ? engine.evaluate() : nil
    }

    private func cancelJobs() {
        playing.cancelBot()
        hints.clear()
        lifecycle.cancelNextGame()
    }

    // MARK: Restoring (with TableSaving)

    private func restoreTable() {
        let saved = saving.savedTable()
        // Damaged sides that do not fit the mode would hand the bot the player's seat.
        let humans =
            saved.humans.flatMap { TableLifecycle.fits($0, setup.mode) ? $0 : nil }
            ?? TableLifecycle.seating(setup, random: &random)
        if setup.playsMatch { match.restore(saved.match) }
        guard let restored = saved.engine else {
            // Only the unreadable game is lost: set-up, preferences and tally stay.
            newGame(tally: saved.tally, humans: humans)
            table?.notice = .saveUnreadable
            return
        }
        engine = restored
        playing.tallied = saved.tallied
        hints.reset(count: saved.hints)
        screen = .table
        table = TableState(game: restored.snapshot(), humanSides: humans, tally: saved.tally)
        playing.refresh(animate: false)
    }
}

/// The model is the table its game in play reads and re-seats.
extension TableModel: TablePlay.Table {}
