/// What is kept in ``Storage`` and how it is written. The keys are Android's,
/// so both apps describe their saves the same way.
public enum Saved {
    static let mode = "setup.mode"
    static let side = "setup.side"
    static let level = "setup.level"
    static let goatsToWin = "setup.goatsToWin"
    static let repetition = "setup.repetition"
    static let speed = "setup.speed"
    static let matchMode = "setup.match"
    static let sound = "prefs.sound"
    static let theme = "prefs.theme"
    static let language = "prefs.language"
    static let active = "table.active"
    /// The game itself: the core's record JSON. Public so tests can damage it on purpose.
    public static let record = "table.record"
    static let humans = "table.humans"
    static let tally = "table.tally"
    static let tallied = "table.tallied"
    static let hints = "table.hints"
    /// The match under way (``MatchPlay/saved``). Public so tests can damage it on purpose.
    public static let match = "table.match"
    static let showVerdict = "prefs.verdict"

    static let clearedTable: [String: String?] = [
        active: nil, record: nil, humans: nil, tally: nil, tallied: nil, hints: nil, match: nil,
    ]

    static func setup(from storage: any Storage) -> TableSetup {
        let fallback = TableSetup()
        let goats = storage.read(goatsToWin).flatMap { Int($0) }.flatMap { TableSetup.goatsToWinChoices.contains($0) ? $0 : nil }
        return TableSetup(
            mode: storage.read(mode).flatMap(Mode.init(rawValue:)) ?? fallback.mode,
            side: storage.read(side).flatMap(SideChoice.init(rawValue:)) ?? fallback.side,
            level: storage.read(level).flatMap(Level.init(rawValue:)) ?? fallback.level,
            goatsToWin: goats ?? fallback.goatsToWin,
            repetition: storage.read(repetition).flatMap(RepetitionRule.init(rawValue:)) ?? fallback.repetition,
            speed: storage.read(speed).flatMap { Int($0) }.flatMap(Speed.init(rawValue:)) ?? fallback.speed,
            match: storage.read(matchMode).flatMap { Bool($0) } ?? fallback.match
        )
    }

    static func preferences(from storage: any Storage, defaultLanguage: AppLanguage) -> Preferences {
        Preferences(
            sound: storage.read(sound).flatMap { Bool($0) } ?? true,
            theme: storage.read(theme).flatMap(ThemeChoice.init(rawValue:)) ?? .system,
            language: storage.read(language).flatMap(AppLanguage.init(rawValue:)) ?? defaultLanguage,
            showVerdict: storage.read(showVerdict).flatMap { Bool($0) } ?? false
        )
    }

    static func entries(of setup: TableSetup) -> [String: String?] {
        [
            mode: setup.mode.rawValue,
            side: setup.side.rawValue,
            level: setup.level.rawValue,
            goatsToWin: String(setup.goatsToWin),
            repetition: setup.repetition.rawValue,
            speed: String(setup.speed.rawValue),
            matchMode: String(setup.match),
        ]
    }

    static func entries(of preferences: Preferences) -> [String: String?] {
        [
            sound: String(preferences.sound), theme: preferences.theme.rawValue,
            language: preferences.language.rawValue, showVerdict: String(preferences.showVerdict),
        ]
    }

    static func encode(_ sides: Set<Side>) -> String {
        sides.map(\.rawValue).sorted().joined(separator: ",")
    }

    static func sides(from text: String) -> Set<Side> {
        Set(text.split(separator: ",").compactMap { Side(rawValue: String($0)) })
    }

    static func encode(_ tally: Tally) -> String {
        [
            tally.games, tally.wins, tally.losses, tally.tigerWins, tally.goatWins, tally.draws, tally.hints,
            tally.matches, tally.firstMatchWins, tally.secondMatchWins, tally.matchDraws,
        ].map(String.init).joined(separator: ",")
    }

    static func tally(from text: String) -> Tally? {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        // Six numbers from before hints and matches were counted, eleven since.
        guard numbers.count == fields.count, numbers.count == 6 || numbers.count == 11 else { return nil }
        let extra = numbers.count == 11 ? Array(numbers[6...]) : [0, 0, 0, 0, 0]
        return Tally(
            games: numbers[0], wins: numbers[1], losses: numbers[2], tigerWins: numbers[3], goatWins: numbers[4],
            draws: numbers[5], hints: extra[0], matches: extra[1], firstMatchWins: extra[2],
            secondMatchWins: extra[3], matchDraws: extra[4])
    }
}
