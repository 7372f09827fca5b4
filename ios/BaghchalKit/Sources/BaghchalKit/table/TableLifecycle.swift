import Observation

/// The table's lifecycle: whether the app is in the background, the "leave the
/// table?" question, and the next game: who sits where, and when a watched game
/// starts by itself. The table model asks it and does the rest (stopping the bot,
/// saving, setting up the game).
@MainActor
@Observable
final class TableLifecycle {
    /// True while the app is in the background: no bot search, no watch clock.
    private(set) var isPaused = false
    /// True while the "leave the table?" confirmation is up.
    private(set) var isConfirmingLeave = false

    @ObservationIgnored private let timing: Timing
    @ObservationIgnored private var nextGameTask: Task<Void, Never>?

    /// A lifecycle whose watched games follow each other after `timing`'s pause.
    init(timing: Timing) {
        self.timing = timing
    }

    // MARK: Pause and resume

    /// The app went to the background; false if it already was.
    func pause() -> Bool {
        guard !isPaused else { return false }
        isPaused = true
        return true
    }

    /// The app is back; false if it was not away.
    func resume() -> Bool {
        guard isPaused else { return false }
        isPaused = false
        return true
    }

    // MARK: Leaving

    /// Puts the leave question up.
    func askToLeave() { isConfirmingLeave = true }

    /// Takes the leave question down (answered, or a new game closed it).
    func dropLeaveQuestion() { isConfirmingLeave = false }

    // MARK: The next game

    /// Starts the next watched game after the pause at `speed`: `start` runs on the
    /// main actor unless the wait is cancelled first. Replaces a game already waiting.
    func scheduleNextGame(speed: Speed, start: @escaping @MainActor () -> Void) {
        nextGameTask?.cancel()
        let delay = timing.nextGame(at: speed)
        nextGameTask = Task { [weak self] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard !Task.isCancelled, let self else { return }
            self.nextGameTask = nil
            start()
        }
    }

    /// Calls off a watched game waiting to start.
    func cancelNextGame() {
        nextGameTask?.cancel()
        nextGameTask = nil
    }

    /// True while a watched game waits to start.
    var isNextGameScheduled: Bool { nextGameTask != nil }

    /// Waits for the watched game waiting to start; for tests.
    func waitForNextGame() async {
        guard let task = nextGameTask else { return }
        await task.value
        if nextGameTask == task { nextGameTask = nil }
    }

    // MARK: Who sits where

    /// True if `humans` is a seating `mode` can have; a damaged save that does not fit
    /// would hand the bot the player's seat.
    static func fits(_ humans: Set<Side>, _ mode: Mode) -> Bool {
        switch mode {
        case .play: humans.count == 1
        case .passAndPlay: humans == [.goat, .tiger]
        case .watch: humans.isEmpty
        }
    }

    /// Who plays what in the next game of `setup` after `previous`: a match's next game
    /// swaps the sides; otherwise the set-up decides, `alternate` swapping the player's last side.
    static func nextSeating(
        _ setup: TableSetup, previous: Set<Side>?, match: MatchPlay, random: inout SplitMix64
    ) -> Set<Side> {
        guard setup.playsMatch else {
            match.end()
            return seating(setup, previous: previous, random: &random)
        }
        // Player 1 (the person, in play mode) has the first game's seat.
        let newMatchSide =
            setup.mode == .play ? seating(setup, previous: previous, random: &random).first ?? .goat : .goat
        let firstPlayerSide = match.nextGame(newMatchSide: newMatchSide)
        return setup.mode == .play ? [firstPlayerSide] : [.goat, .tiger]
    }

    /// The seats `setup` gives, `previous` being the last game's (for `alternate`).
    static func seating(_ setup: TableSetup, previous: Set<Side>? = nil, random: inout SplitMix64) -> Set<Side> {
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
}
