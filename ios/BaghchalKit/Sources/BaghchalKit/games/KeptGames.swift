import BaghchalCore
import Foundation

/// How a kept game was played, from the player's side where there is one.
public enum PlayerOutcome: String, Sendable {
    /// The player won, drew or lost (play mode only).
    case won, drawn, lost
}

/// A finished game as it is kept: the core's record with the date, the mode, the player's
/// side and the bot's level, and the match it belonged to.
public struct FinishedGame: Equatable, Sendable {
    /// When the game ended.
    public let endedAt: Date
    /// Play, pass-and-play or watch.
    public let mode: Mode
    /// The person's side (play mode only).
    public let playerSide: Side?
    /// The bot's level (play and watch).
    public let level: Level?
    /// The same for every game of one match; nil outside a match.
    public let matchId: Int64?
    /// The core's record JSON of the finished game.
    public let record: String

    /// A finished game to keep.
    public init(endedAt: Date, mode: Mode, playerSide: Side?, level: Level?, matchId: Int64?, record: String) {
        self.endedAt = endedAt
        self.mode = mode
        self.playerSide = playerSide
        self.level = level
        self.matchId = matchId
        self.record = record
    }
}

/// One game of the list on the "Your games" page, as the core read it back.
public struct KeptGameRow: Equatable, Sendable, Identifiable {
    /// Its place in the list, newest first (0 is the newest).
    public let id: Int
    /// The game as it was kept.
    public let game: FinishedGame
    /// Who won; never ongoing.
    public let result: GameResult
    /// Why it ended.
    public let reason: EndReason?
    /// Half moves played: the length shown.
    public let halfMoves: Int
    /// Won, drawn or lost from the player's side (play mode only).
    public let playerResult: PlayerOutcome?
}

/// Every kept game the core could read, newest first, and how many lines it could not.
public struct KeptGames: Equatable, Sendable {
    /// The games, newest first.
    public let rows: [KeptGameRow]
    /// Lines of the kept text the core refused (each alone; the rest are listed).
    public let refused: Int
    /// The core's reasons for the refused lines, in English, for a bug report only.
    public let problems: [String]

    /// A listing (tests build them).
    public init(rows: [KeptGameRow], refused: Int, problems: [String] = []) {
        self.rows = rows
        self.refused = refused
        self.problems = problems
    }
}

/// Games won, drawn and lost.
public struct WinsDrawsLosses: Equatable, Sendable {
    /// Games won, drawn, lost.
    public let won: Int, drawn: Int, lost: Int

    /// A count.
    public init(won: Int, drawn: Int, lost: Int) {
        self.won = won
        self.drawn = drawn
        self.lost = lost
    }

    /// All games counted.
    public var total: Int { won + drawn + lost }
}

/// The player's results with one side, over all time and over the last 30 days.
public struct SideRecord: Equatable, Sendable {
    /// The player's side.
    public let side: Side
    /// Every game kept; the last 30 days.
    public let allTime: WinsDrawsLosses, last30Days: WinsDrawsLosses
}

/// The player's results with one side against one level.
public struct LevelRecord: Equatable, Sendable {
    /// The player's side and the bot's level.
    public let side: Side, level: Level
    /// Every game kept; the last 30 days.
    public let allTime: WinsDrawsLosses, last30Days: WinsDrawsLosses
}

/// One week's results; week k is the seven days ending k weeks before now.
public struct WeekRecord: Equatable, Sendable {
    /// 0 for the week ending now, 11 for the oldest shown.
    public let weeksAgo: Int
    /// That week's results.
    public let results: WinsDrawsLosses
}

/// The player's statistics over the kept games against the computer (the core's `Statistics`):
/// there is no "you" in pass-and-play or watch.
public struct GameStatistics: Equatable, Sendable {
    /// Play-mode games counted.
    public let gamesCounted: Int
    /// Goats, then tigers.
    public let sides: [SideRecord]
    /// Every side and level, goats first, easy to perfect, with zero rows.
    public let levels: [LevelRecord]
    /// The most wins in a row, in the order the games ended.
    public let longestWinningStreak: Int
    /// Games against Perfect that ended in a draw.
    public let perfectHeldToDraw: Int
    /// Twelve weeks, oldest first.
    public let weeks: [WeekRecord]
}

/// The kept games' text, read and written only by the core: one game a line, oldest first.
extension Engine {
    /// The most games kept; the oldest go first.
    static var historyCapacity: Int { Int(BaghchalCore.historyCapacity()) }

    /// `text` with `game` added (and the oldest dropped beyond the capacity). Throws the
    /// core's error for a record that does not load, a game not finished, or a mode, side
    /// and level that do not fit together.
    static func history(_ text: String, adding game: FinishedGame) throws -> String {
        let kept = BaghchalCore.KeptGame(
            endedAt: Int64(game.endedAt.timeIntervalSince1970.rounded(.down)), mode: game.mode.core,
            playerSide: game.playerSide?.core, level: game.level?.core, matchId: game.matchId,
            recordJson: game.record)
        return try BaghchalCore.historyAdding(text: text, game: kept)
    }

    /// Every game `text` holds that the core can read, newest first; never throws.
    static func keptGames(_ text: String) -> KeptGames {
        let history = BaghchalCore.readHistory(text: text)
        let rows = history.games.enumerated().map { index, listing in
            KeptGameRow(
                id: index, game: FinishedGame(listing.game), result: GameResult(listing.result),
                reason: listing.reason.map(EndReason.init), halfMoves: Int(listing.halfMoves),
                playerResult: listing.playerResult.map(PlayerOutcome.init))
        }
        return KeptGames(
            rows: rows, refused: history.refused.count,
            problems: history.refused.map { "line \($0.line): \($0.problem)" })
    }

    /// The statistics of the games in `text` as of `now`; never throws.
    static func statistics(_ text: String, now: Date) -> GameStatistics {
        GameStatistics(BaghchalCore.historyStatistics(text: text, now: Int64(now.timeIntervalSince1970.rounded(.down))))
    }
}

extension FinishedGame {
    init(_ kept: BaghchalCore.KeptGame) {
        self.init(
            endedAt: Date(timeIntervalSince1970: TimeInterval(kept.endedAt)), mode: Mode(kept.mode),
            playerSide: kept.playerSide.map(Side.init), level: kept.level.map(Level.init), matchId: kept.matchId,
            record: kept.recordJson)
    }
}

extension PlayerOutcome {
    init(_ result: BaghchalCore.PlayerResult) {
        switch result {
        case .won: self = .won
        case .drawn: self = .drawn
        case .lost: self = .lost
        }
    }
}

extension WinsDrawsLosses {
    init(_ wdl: BaghchalCore.Wdl) {
        self.init(won: Int(wdl.won), drawn: Int(wdl.drawn), lost: Int(wdl.lost))
    }
}

extension GameStatistics {
    init(_ stats: BaghchalCore.Statistics) {
        gamesCounted = Int(stats.gamesCounted)
        sides = stats.sides.map {
            SideRecord(side: Side($0.side), allTime: WinsDrawsLosses($0.allTime), last30Days: WinsDrawsLosses($0.last30Days))
        }
        levels = stats.levels.map {
            LevelRecord(
                side: Side($0.side), level: Level($0.level), allTime: WinsDrawsLosses($0.allTime),
                last30Days: WinsDrawsLosses($0.last30Days))
        }
        longestWinningStreak = Int(stats.longestWinningStreak)
        perfectHeldToDraw = Int(stats.perfectHeldToDraw)
        weeks = stats.weeks.map { WeekRecord(weeksAgo: Int($0.weeksAgo), results: WinsDrawsLosses($0.results)) }
    }
}

extension Mode {
    init(_ mode: BaghchalCore.PlayMode) {
        switch mode {
        case .play: self = .play
        case .passAndPlay: self = .passAndPlay
        case .watch: self = .watch
        }
    }

    var core: BaghchalCore.PlayMode {
        switch self {
        case .play: .play
        case .passAndPlay: .passAndPlay
        case .watch: .watch
        }
    }
}

extension Level {
    init(_ level: BaghchalCore.Level) {
        switch level {
        case .easy: self = .easy
        case .medium: self = .medium
        case .hard: self = .hard
        case .perfect: self = .perfect
        }
    }
}
