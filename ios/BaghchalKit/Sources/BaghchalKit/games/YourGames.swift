import Dispatch
import Foundation
import Observation

/// "Your games": every finished game kept the moment it ends, and the page that lists them
/// with the player's statistics. The kept games are one text under ``key`` that only the core
/// reads and writes (one game a line, at most ``capacity``, the oldest dropped first; a
/// damaged line is refused alone). The core's work runs off the main actor; the text is read
/// and written on it, one game at a time and in order, so no game is lost to another's write.
/// Nothing else in ``Storage`` is touched, whatever happens: a game the core will not add is
/// logged and left out.
@MainActor
@Observable
public final class YourGames {
    /// The storage key of the kept games' text, as on Android.
    public static let key = "games.history"

    /// The games as last read, newest first; nil until the page's first read is in.
    public private(set) var listing: KeptGames?
    /// The statistics as last read; nil until the page's first read is in.
    public private(set) var statistics: GameStatistics?
    /// When the statistics were worked out (the chart's weeks end here).
    public private(set) var readAt: Date?

    @ObservationIgnored private let storage: any Storage
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let log: @Sendable (String) -> Void
    /// The last keep under way; the next one waits for it.
    @ObservationIgnored private var writing: Task<Void, Never>?
    @ObservationIgnored private var reading: Task<Void, Never>?

    /// Keeps games in `storage`, dated by `now`; a game the core refuses leaves a line in `log`.
    init(storage: any Storage, now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void) {
        self.storage = storage
        self.now = now
        self.log = log
    }

    /// The most games kept (the core's figure); the oldest go first.
    public static var capacity: Int { Engine.historyCapacity }

    /// The time it is now, by the clock games are dated with.
    var clock: Date { now() }

    /// Keeps `game`: the core adds it to the kept text on a queue of its own, and the new
    /// text is written back under ``key`` alone. Keeps run one after another in the order
    /// asked. A game the core refuses (a record that does not load, a mode that does not fit)
    /// is logged and dropped; the text stays as it was.
    func keep(_ game: FinishedGame) {
        let previous = writing
        // Strong captures: a keep asked for finishes even if the table is thrown away meanwhile.
        let storage = storage
        let log = log
        writing = Task {
            await previous?.value
            let text = storage.read(Self.key) ?? ""
            switch await Self.adding(game, to: text) {
            case .success(let kept):
                storage.write([Self.key: kept])
            case .failure(let error):
                log("Your games: a finished game could not be kept: \(error)")
            }
        }
    }

    /// Returns once every keep asked for so far has been written (or refused).
    public func waitUntilKept() async {
        while let task = writing {
            await task.value
            if writing == task { writing = nil }
        }
    }

    /// Reads the kept games and works out the statistics as of now, off the main actor, once
    /// every keep under way is written. The page shows the last read meanwhile.
    public func refresh() {
        reading?.cancel()
        let previous = writing
        let storage = storage
        let now = now
        reading = Task { [weak self] in
            await previous?.value
            let text = storage.read(Self.key) ?? ""
            let at = now()
            let (listing, statistics) = await Self.read(text, now: at)
            guard let self, !Task.isCancelled else { return }
            self.listing = listing
            self.statistics = statistics
            self.readAt = at
        }
    }

    /// Returns once the read under way is in; for tests and the page's first appearance.
    public func waitUntilRead() async {
        await reading?.value
    }

    /// The queue the core reads and extends the kept text on, off the main actor and off Swift's cooperative pool.
    private static let queue = DispatchQueue(label: "np.baghchal.games", qos: .utility)

    private static func adding(_ game: FinishedGame, to text: String) async -> Result<String, any Error> {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { try Engine.history(text, adding: game) })
            }
        }
    }

    private static func read(_ text: String, now: Date) async -> (KeptGames, GameStatistics) {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: (Engine.keptGames(text), Engine.statistics(text, now: now)))
            }
        }
    }
}
