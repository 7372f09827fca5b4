import BaghchalKit
import SwiftUI

/// "Your games", opened from the set-up page: the kept games newest first (a tap opens one
/// in the table's review) and the player's statistics with the results chart, arranged as
/// `GamesLayout.of` decides for the safe area and the text size. Every word comes from the
/// kit (`Words.gameRow`, `Words.statistics`); this view only places them. As on Android.
struct GamesScreen: View {
    let model: TableModel
    let games: YourGames

    @Environment(\.words) private var words
    /// The body text's size now, for the layout's text scale.
    @ScaledMetric(relativeTo: .body) private var bodySize = 17.0

    var body: some View {
        GeometryReader { proxy in
            let window = LayoutWindow(width: proxy.size.width, height: proxy.size.height, textScale: bodySize / 17)
            let layout = GamesLayout.of(window)
            VStack(alignment: .leading, spacing: 8) {
                PageTitle(title: words.gamesTitle, action: words.text(.close)) { model.closeGames() }
                if layout.sideBySide {
                    // Each column scrolls on its own, so the statistics stay beside a long list.
                    HStack(alignment: .top, spacing: ScreenLayout.gap) {
                        ScrollView {
                            list.frame(maxWidth: .infinity, alignment: .leading)
                        }
                        ScrollView {
                            statistics(layout)
                        }
                        .frame(width: layout.statisticsWidth)
                    }
                } else {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 20) {
                            statistics(layout)
                            list
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
            .padding(ScreenLayout.padding)
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .top)
        }
        // VoiceOver's escape (two-finger Z) goes back, as the Back button does.
        .accessibilityAction(.escape) { model.closeGames() }
    }

    /// The games, or what stands in for them: the refused lines' count, the empty page's words.
    @ViewBuilder private var list: some View {
        if let listing = games.listing {
            LazyVStack(alignment: .leading, spacing: 8) {
                Text(verbatim: words.text(.gamesList))
                    .font(.title3.bold())
                    .accessibilityAddTraits(.isHeader)
                if let refused = words.gamesRefused(listing.refused) {
                    Text(verbatim: refused)
                        .foregroundStyle(.red)
                }
                if listing.rows.isEmpty {
                    Text(verbatim: words.text(.gamesEmpty))
                        .foregroundStyle(.secondary)
                }
                if !listing.rows.isEmpty {
                    SlipsOffer(model: model, drills: model.drills)
                }
                ForEach(listing.rows, id: \.id) { row in
                    GameRow(row: words.gameRow(row, matchGame: listing.matchGame(of: row))) {
                        _ = model.openKeptGame(row)
                    }
                }
            }
        } else {
            ProgressView()
                .frame(maxWidth: .infinity)
        }
    }

    @ViewBuilder private func statistics(_ layout: GamesLayout) -> some View {
        if let stats = games.statistics {
            StatisticsView(stats: stats, said: words.statistics(stats), layout: layout)
        }
    }
}

/// One kept game: when it ended and how, who played, how long, and its match. One button,
/// read by VoiceOver as one sentence.
private struct GameRow: View {
    let row: GameRowWords
    let open: () -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Button(action: open) {
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(verbatim: row.date)
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.secondary)
                    Spacer(minLength: 8)
                    Text(verbatim: row.result)
                        .font(.headline)
                }
                Text(verbatim: row.players)
                    .font(.subheadline)
                Text(verbatim: row.match.map { "\(row.length) · \($0)" } ?? row.length)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(10)
            // A match's games share the tally's badge colour, so they read as one match.
            .background(
                row.match == nil ? Color.clear : Palette.forScheme(scheme).badge, in: RoundedRectangle(cornerRadius: 10))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(row.spoken)
    }
}

/// The statistics: the streak and the draws held against Perfect, the figures per side and
/// per level (all time beside or above the last 30 days, as the layout says), and the chart.
private struct StatisticsView: View {
    let stats: GameStatistics
    let said: StatisticsWords
    let layout: GamesLayout
    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: said.title)
                .font(.title3.bold())
                .accessibilityAddTraits(.isHeader)
            if let none = said.none {
                Text(verbatim: none)
                    .foregroundStyle(.secondary)
            } else {
                Text(verbatim: said.streak)
                Text(verbatim: said.perfectDraws)
                // How to read the figures: won · drawn · lost.
                Text(verbatim: said.legend)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                ForEach(said.sides + said.levels, id: \.label) { row in
                    figures(row)
                }
                Text(verbatim: said.chartTitle)
                    .font(.headline)
                    .padding(.top, 8)
                ResultsChartView(
                    chart: ResultsChart(stats.weeks, width: layout.chartWidth, height: layout.chartHeight),
                    palette: .forScheme(scheme)
                )
                .frame(width: layout.chartWidth, height: layout.chartHeight)
                // The bars are one picture to VoiceOver, said in one sentence.
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(said.chartSummary)
                legend
            }
        }
    }

    /// One row: what is counted, then its all-time and 30-day figures; one sentence to VoiceOver.
    private func figures(_ row: StatisticsRow) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: row.label)
                .font(.subheadline.weight(.semibold))
            if layout.figuresSideBySide {
                HStack(alignment: .top, spacing: ScreenLayout.gap) {
                    figure(row.allTime)
                    figure(row.last30Days)
                }
            } else {
                figure(row.allTime)
                figure(row.last30Days)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.spoken)
    }

    private func figure(_ line: String) -> some View {
        Text(verbatim: line)
            .font(.subheadline.monospacedDigit())
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The three colours' names; the summary already says them to VoiceOver.
    private var legend: some View {
        HStack(spacing: 12) {
            swatch(.won, words.text(.gamesWon))
            swatch(.drawn, words.text(.gamesDrawn))
            swatch(.lost, words.text(.gamesLost))
        }
        .font(.caption)
        .accessibilityHidden(true)
    }

    private func swatch(_ outcome: PlayerOutcome, _ name: String) -> some View {
        HStack(spacing: 4) {
            Palette.forScheme(scheme).result(outcome)
                .frame(width: 12, height: 12)
            Text(verbatim: name)
        }
    }
}

/// "Practise my slips (3)", or the words saying why there is nothing to practise
/// (`Words.drillPractiseLabel`, `Words.drillNoneLine`); nothing until the drills are read.
private struct SlipsOffer: View {
    let model: TableModel
    let drills: DrillTrainer
    @Environment(\.words) private var words

    var body: some View {
        if drills.isRead {
            VStack(alignment: .leading, spacing: 4) {
                if let label = words.drillPractiseLabel(drills.drills) {
                    Button(label) { model.practiseSlips() }
                        .buttonStyle(.borderedProminent)
                }
                if let none = words.drillNoneLine(drills.drills) {
                    Text(verbatim: none)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                if let refused = words.drillsRefused(drills.drills) {
                    Text(verbatim: refused)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
            .padding(.vertical, 4)
        }
    }
}
