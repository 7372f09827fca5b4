/// Saving and restoring: the set-up and preferences as they change, the table after
/// every change (the core's record, the seats, the tally, hints and match), and the
/// table the app was killed at. A damaged entry is never a crash: it is replaced by
/// a default, and an unreadable game by a fresh one with a notice.
@MainActor
final class TableSaving {
    /// What was saved of the table the app was killed at.
    struct SavedTable {
        /// The sitting's tally (empty if unreadable).
        let tally: Tally
        /// The saved seats; nil if missing or damaged.
        let humans: Set<Side>?
        /// The match under way, in ``MatchPlay/saved`` form.
        let match: String?
        /// The game; nil if its record could not be read.
        let engine: Engine?
        /// True if the game, finished, is already in the tally.
        let tallied: Bool
        /// Hints asked for in the game.
        let hints: Int
    }

    private let storage: any Storage

    /// Saving to `storage`.
    init(storage: any Storage) {
        self.storage = storage
    }

    /// The set-up saved last (defaults for anything missing or damaged).
    func setup() -> TableSetup { Saved.setup(from: storage) }

    /// The preferences saved last; the language defaults to `defaultLanguage`.
    func preferences(defaultLanguage: AppLanguage) -> Preferences {
        Saved.preferences(from: storage, defaultLanguage: defaultLanguage)
    }

    /// Remembers the set-up for next time.
    func save(_ setup: TableSetup) { storage.write(Saved.entries(of: setup)) }

    /// Remembers the preferences.
    func save(_ preferences: Preferences) { storage.write(Saved.entries(of: preferences)) }

    /// True if the app was killed while sitting at a table.
    var hasTable: Bool { storage.read(Saved.active) == "1" }

    /// Saves the table: `engine`'s game, `table`'s seats and tally, whether the finished
    /// game is tallied, the game's `hints` and the `match` under way.
    func save(engine: Engine, table: TableState, tallied: Bool, hints: Int, match: String?) {
        storage.write([
            Saved.active: "1",
            Saved.record: engine.record(),
            Saved.humans: Saved.encode(table.humanSides),
            Saved.tally: Saved.encode(table.tally),
            Saved.tallied: String(tallied),
            Saved.hints: String(hints),
            Saved.match: match,
        ])
    }

    /// Forgets the table (it was left); set-up and preferences stay.
    func clear() { storage.write(Saved.clearedTable) }

    /// What is saved of the table, each part read on its own.
    func savedTable() -> SavedTable {
        SavedTable(
            tally: storage.read(Saved.tally).flatMap(Saved.tally(from:)) ?? Tally(),
            humans: storage.read(Saved.humans).map(Saved.sides(from:)),
            match: storage.read(Saved.match),
            engine: storage.read(Saved.record).flatMap { try? Engine(record: $0) },
            tallied: storage.read(Saved.tallied) == "true",
            hints: storage.read(Saved.hints).flatMap { Int($0) } ?? 0)
    }
}
