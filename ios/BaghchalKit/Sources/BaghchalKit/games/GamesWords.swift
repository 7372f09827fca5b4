import Foundation

/// What one row of the "Your games" list says: each part shown on its own line or beside
/// another, and ``spoken``, the one sentence VoiceOver reads for the whole row.
public struct GameRowWords: Equatable, Sendable {
    /// "2026-12-04 14:05", in the language's digits.
    public let date: String
    /// "You won", or the winning side when there is no "you" ("The goats win").
    public let result: String
    /// Who played: "You play the goats · Against the computer (Hard)".
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
    /// "As the goats", "As the goats, against Hard".
    public let label: String
    /// "Won 3 · Lost 1 · Drawn 2" over every kept game.
    public let allTime: String
    /// The same over the last 30 days.
    public let last30Days: String
}

/// Everything the statistics section says, worked out from the core's ``GameStatistics``.
public struct StatisticsWords: Equatable, Sendable {
    /// "Statistics".
    public let title: String
    /// The two columns' headings: "All time", "Last 30 days".
    public let allTimeHeading: String, last30DaysHeading: String
    /// Said instead of everything below when no game against the computer is kept.
    public let none: String?
    /// Per side, goats first.
    public let sides: [StatisticsRow]
    /// Per side and level, for the levels played (goats first, easy to perfect).
    public let levels: [StatisticsRow]
    /// "Longest winning streak: 4".
    public let streak: String
    /// "Draws against Perfect: 1".
    public let perfectDraws: String
    /// The chart's title.
    public let chartTitle: String
    /// The chart's ends: "12 weeks ago", "This week".
    public let chartStart: String, chartEnd: String
    /// The one sentence VoiceOver reads for the chart.
    public let chartSummary: String
}

extension Words {
    /// The page's title.
    public var gamesTitle: String { text(.gamesTitle) }

    /// "2026-12-04 14:05": the date and time a game ended in `timeZone`, in the language's digits.
    public func gameDate(_ date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let written = String(
            format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
        return localDigits(written, language)
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
                text(game.playerSide == .tiger ? .seatYouTigers : .seatYouGoats) + " · "
                    + text(.gamesVsLevel, .text(level))
            case .passAndPlay: text(.gamesVsPlayer)
            case .watch: text(.gamesWatch, .text(level))
            }
        return GameRowWords(
            date: gameDate(game.endedAt, in: timeZone), result: result, players: players,
            length: plural(.gamesLength, count: row.halfMoves), match: matchGame.map { text(.gamesMatch, .number($0)) })
    }

    /// "2 saved games could not be read."; nil when every line was read.
    public func gamesRefused(_ count: Int) -> String? {
        count > 0 ? plural(.gamesRefused, count: count) : nil
    }

    /// "Won 3 · Lost 1 · Drawn 2", as the khel tally writes it.
    public func winsDrawsLosses(_ count: WinsDrawsLosses) -> String {
        text(.tallyPlay, .number(count.won), .number(count.lost), .number(count.drawn))
    }

    /// Everything the statistics section says.
    public func statistics(_ stats: GameStatistics) -> StatisticsWords {
        let sides = stats.sides.map {
            StatisticsRow(label: sideLabel($0.side), allTime: winsDrawsLosses($0.allTime), last30Days: winsDrawsLosses($0.last30Days))
        }
        // Levels never played would only add rows of noughts.
        let levels = stats.levels.filter { $0.allTime.total > 0 }.map {
            StatisticsRow(
                label: text(.statsSideLevel, .text(sideLabel($0.side)), .text(text($0.level.key))),
                allTime: winsDrawsLosses($0.allTime), last30Days: winsDrawsLosses($0.last30Days))
        }
        let sum = stats.weeks.reduce((won: 0, drawn: 0, lost: 0)) {
            ($0.won + $1.results.won, $0.drawn + $1.results.drawn, $0.lost + $1.results.lost)
        }
        let this = stats.weeks.first { $0.weeksAgo == 0 }?.results ?? WinsDrawsLosses(won: 0, drawn: 0, lost: 0)
        return StatisticsWords(
            title: text(.statsTitle), allTimeHeading: text(.statsAllTime), last30DaysHeading: text(.statsLast30),
            none: stats.gamesCounted == 0 ? text(.statsNone) : nil, sides: sides, levels: levels,
            streak: text(.statsStreak, .number(stats.longestWinningStreak)),
            perfectDraws: text(.statsPerfectDraws, .number(stats.perfectHeldToDraw)),
            chartTitle: text(.statsChart, .number(stats.weeks.count)),
            chartStart: text(.statsWeeksAgo, .number(stats.weeks.count)), chartEnd: text(.statsThisWeek),
            chartSummary: text(
                .statsChartSummary, .number(stats.weeks.count), .number(sum.won), .number(sum.drawn), .number(sum.lost),
                .number(this.won), .number(this.drawn), .number(this.lost)))
    }

    /// "As the goats", "As the tigers".
    private func sideLabel(_ side: Side) -> String {
        text(side == .goat ? .statsAsGoats : .statsAsTigers)
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
