/// The bot's turns: a search for the side to move off the main actor, paced so a
/// turn lasts at least the speed's pause (its move can be followed), and stopped
/// when the move is taken back, the table is left or the app is paused. One turn at
/// a time; the table model decides when a turn is due and plays the move it gets.
@MainActor
final class BotTurns {
    private let timing: Timing
    private let makeCancelHandle: @MainActor () -> CancelHandle
    private var task: Task<Void, Never>?
    private var cancelHandle: CancelHandle?

    /// Turns paced by `timing`, each search stoppable through a handle from `makeCancelHandle`.
    init(timing: Timing, makeCancelHandle: @escaping @MainActor () -> CancelHandle) {
        self.timing = timing
        self.makeCancelHandle = makeCancelHandle
    }

    /// True while a turn is under way (searching, or waiting out its pause).
    var isTakingTurn: Bool { task != nil }

    /// Starts a turn on `engine`: searches at `level` with `seed`, waits out the rest
    /// of the pause at `speed`, then hands the move to `play` on the main actor. A
    /// stopped turn (``stop()``) plays nothing. Call only when no turn is under way.
    func start(
        engine: Engine, level: Level, speed: Speed, seed: UInt64, play: @escaping @MainActor (MoveView) -> Void
    ) {
        let cancel = makeCancelHandle()
        cancelHandle = cancel
        let pause = timing.botPause(at: speed)
        task = Task { [weak self] in
            let started = ContinuousClock.now
            // A stopped search (left, took back, paused): nothing to play.
            guard let move = await engine.botMove(level: level, seed: seed, cancel: cancel) else { return }
            let rest = pause - (ContinuousClock.now - started)
            if rest > .zero { try? await Task.sleep(for: rest) }
            guard !Task.isCancelled, let self else { return }
            // This turn is over; clear it so the next one (watch mode) can start.
            self.task = nil
            self.cancelHandle = nil
            play(move)
        }
    }

    /// Stops the turn under way, if any: its search is cancelled and its move is never played.
    func stop() {
        cancelHandle?.cancel()
        cancelHandle = nil
        task?.cancel()
        task = nil
    }

    /// Waits for the turn under way to end; for tests.
    func waitForTurn() async {
        guard let task else { return }
        await task.value
        if self.task == task { self.task = nil }
    }
}
