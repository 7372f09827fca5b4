import Foundation

/// What one row of the "Your games" list says: each part shown on its own line or beside
/// another, and ``spoken``, the one sentence VoiceOver reads for the whole row.
public struct GameRowWords: Equatable, Sendable {
    /// "2026-12-04", in the language's digits.
    public let date: String
    /// "Won", "Drawn", "Lost", or the winning side when there is no player ("The goats win").
    public let result: String
    /// Who played: "As goats · Against the bot (Hard)", "Two players", "Bots watched (Easy)".
    public let players: String
    /// "42 moves".
    public let length: String
    /// "Match, game 1" for a match's games; nil otherwise.
    public let match: String?

    /// Everything, in the order shown, for VoiceOver.
    public var spoken: String {
        ([date, result, players, length] + (match.map { [$0] } ?? [])).joined(separator: ", ")
    }
}

/// One line of the statistics: what is counted, over all time and over the last 30 days.
public struct StatisticsRow: Equatable, Sendable {
    /// "As goats", "As goats · Against the bot (Hard)".
    public let label: String
    /// "All time: 3 · 2 · 1" (won · drawn · lost, as the legend says).
    public let allTime: String
    /// "Last 30 days: 1 · 0 · 0".
    public let last30Days: String
    /// The whole row in one sentence for VoiceOver, each figure named.
    public let spoken: String
}

/// Everything the statistics section says, worked out from the core's ``GameStatistics``.
public struct StatisticsWords: Equatable, Sendable {
    /// "Statistics".
    public let title: String
    /// "Won · drawn · lost": how to read each row's figures.
    public let legend: String
    /// Said instead of everything below when no game against the computer is kept.
    public let none: String?
    /// Per side, goats first.
    public let sides: [StatisticsRow]
    /// Per side and level, for the levels played (goats first, easy to perfect).
    public let levels: [StatisticsRow]
    /// "Longest winning streak: 4".
    public let streak: String
    /// "Perfect held to a draw: 1".
    public let perfectDraws: String
    /// The chart's title.
    public let chartTitle: String
    /// The one sentence VoiceOver reads for the chart.
    public let chartSummary: String
}

extension Words {
    /// The page's title.
    public var gamesTitle: String { text(.gamesTitle) }

    /// "2026-12-04": the day a game ended in `timeZone`, in the language's digits.
    public func gameDate(_ date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        let twoDigits = { (n: Int?) in localDigits(String(format: "%02d", n ?? 0), language) }
        return text(.gamesDate, .number(c.year ?? 0), .text(twoDigits(c.month)), .text(twoDigits(c.day)))
    }

    /// What the row of `row` says; `matchGame` is its number in its match (``KeptGames/matchGame(of:)``).
    public func gameRow(_ row: KeptGameRow, matchGame: Int?, in timeZone: TimeZone = .current) -> GameRowWords {
        let game = row.game
        let result: String =
            switch row.playerResult {
            case .won: text(.gamesWon)
            case .drawn: text(.gamesDrawn)
            case .lost: text(.gamesLost)
            case nil:
                switch row.result {
                case .goatsWin: text(.resultGoatsWin)
                case .tigersWin: text(.resultTigersWin)
                default: text(.resultDraw)
                }
            }
        let level = game.level.map { text($0.key) } ?? ""
        let players: String =
            switch game.mode {
            case .play:
                sideLabel(game.playerSide ?? .goat) + " · " + text(.gamesVsLevel, .text(level))
            case .passAndPlay: text(.gamesVsPlayer)
            case .watch: text(.gamesWatch, .text(level))
            }
        return GameRowWords(
            date: gameDate(game.endedAt, in: timeZone), result: result, players: players,
            length: plural(.gamesLength, count: row.halfMoves), match: matchGame.map { text(.gamesMatch, .number($0)) })
    }

    /// "2 kept games could not be read."; nil when every line was read.
    public func gamesRefused(_ count: Int) -> String? {
        count > 0 ? plural(.gamesRefused, count: count) : nil
    }

    /// "3 · 2 · 1": won, drawn, lost, as the legend reads.
    public func winsDrawsLosses(_ count: WinsDrawsLosses) -> String {
        text(.statsWdl, .number(count.won), .number(count.drawn), .number(count.lost))
    }

    /// Everything the statistics section says.
    public func statistics(_ stats: GameStatistics) -> StatisticsWords {
        let sides = stats.sides.map { row(sideLabel($0.side), $0.allTime, $0.last30Days) }
        // Levels never played would only add rows of noughts.
        let levels = stats.levels.filter { $0.allTime.total > 0 }.map {
            row(sideLabel($0.side) + " · " + text(.gamesVsLevel, .text(text($0.level.key))), $0.allTime, $0.last30Days)
        }
        let sum = stats.weeks.reduce((won: 0, drawn: 0, lost: 0)) {
            ($0.won + $1.results.won, $0.drawn + $1.results.drawn, $0.lost + $1.results.lost)
        }
        let this = stats.weeks.first { $0.weeksAgo == 0 }?.results ?? WinsDrawsLosses(won: 0, drawn: 0, lost: 0)
        return StatisticsWords(
            title: text(.statsTitle), legend: text(.statsLegend), none: stats.gamesCounted == 0 ? text(.statsNone) : nil,
            sides: sides, levels: levels, streak: text(.statsStreak, .number(stats.longestWinningStreak)),
            perfectDraws: text(.statsPerfectDraws, .number(stats.perfectHeldToDraw)),
            chartTitle: text(.statsChart, .number(stats.weeks.count)),
            chartSummary: text(
                .statsChartSummary, .number(stats.weeks.count), .number(sum.won), .number(sum.drawn), .number(sum.lost),
                .number(this.won), .number(this.drawn), .number(this.lost)))
    }

    /// The days the statistics' second figures count back (the core's 30).
    static let recentDays = 30

    private func row(_ label: String, _ allTime: WinsDrawsLosses, _ recent: WinsDrawsLosses) -> StatisticsRow {
        StatisticsRow(
            label: label,
            allTime: text(.statsCountLine, .text(text(.statsAllTime)), .text(winsDrawsLosses(allTime))),
            last30Days: text(
                .statsCountLine, .text(text(.statsLast30, .number(Self.recentDays))), .text(winsDrawsLosses(recent))),
            spoken: text(
                .statsRowSpoken, .text(label), .number(allTime.won), .number(allTime.drawn), .number(allTime.lost),
                .number(Self.recentDays), .number(recent.won), .number(recent.drawn), .number(recent.lost)))
    }

    /// "As goats", "As tigers".
    private func sideLabel(_ side: Side) -> String {
        text(side == .goat ? .gamesAsGoats : .gamesAsTigers)
    }
}

extension KeptGames {
    /// The number of `row`'s game in its match (1 for the match's first game to end), nil
    /// outside a match. A match whose other game has gone (aged out, refused) still says which
    /// game this was by when it ended among those listed.
    public func matchGame(of row: KeptGameRow) -> Int? {
        guard let id = row.game.matchId else { return nil }
        let earlier = rows.filter { $0.game.matchId == id && $0.game.endedAt < row.game.endedAt }.count
        // Two games of one match ending in the same second: the list's order decides (newest first).
        let sameTime = rows.filter { $0.game.matchId == id && $0.game.endedAt == row.game.endedAt && $0.id > row.id }.count
        return earlier + sameTime + 1
    }
}
