import Foundation

/// Where everything of the results chart goes in a box of `width` by `height` points: one
/// stacked bar a week, oldest at the left, wins at the bottom, then draws, then losses, all on
/// one scale (the busiest week fills the height). The app's painter only fills these rectangles
/// and draws the baseline, as `BoardPainter` draws what ``BoardGeometry`` places.
public struct ResultsChart: Equatable, Sendable {
    /// One part of a week's bar.
    public struct Segment: Equatable, Sendable {
        /// Which results it counts.
        public let outcome: PlayerOutcome
        /// How many games.
        public let games: Int
        /// Where it is drawn; y grows downwards, as on screen.
        public let rect: CGRect
    }

    /// One week's bar.
    public struct Bar: Equatable, Sendable {
        /// 0 for this week, 11 for the oldest.
        public let weeksAgo: Int
        /// Wins, draws, losses from the bottom up; a result with no game has none.
        public let segments: [Segment]
        /// The week's slot, the bar's full possible height (a week with no game is an empty slot).
        public let slot: CGRect
    }

    /// The bars, oldest first.
    public let bars: [Bar]
    /// The line the bars stand on: y, and from x = 0 to ``width``.
    public let baselineY: Double
    /// The box's width.
    public let width: Double
    /// The most games in one week (the scale's top); 0 when no game was played.
    public let busiestWeek: Int

    /// Of the space between two bars, the share of a week's slot.
    public static let gapShare = 0.3

    /// The chart of `weeks` (any order) in a box of `width` by `height` points.
    public init(_ weeks: [WeekRecord], width: Double, height: Double) {
        let ordered = weeks.sorted { $0.weeksAgo > $1.weeksAgo }
        let busiest = ordered.map(\.results.total).max() ?? 0
        let slotWidth = ordered.isEmpty ? 0 : max(width, 0) / Double(ordered.count)
        let barWidth = slotWidth * (1 - Self.gapShare)
        let height = max(height, 0)
        // A game's height: the busiest week fills the box.
        let unit = busiest > 0 ? height / Double(busiest) : 0
        bars = ordered.enumerated().map { index, week in
            let x = Double(index) * slotWidth + (slotWidth - barWidth) / 2
            var top = height
            var segments: [Segment] = []
            for (outcome, games) in [(PlayerOutcome.won, week.results.won), (.drawn, week.results.drawn), (.lost, week.results.lost)]
            where games > 0 {
                let tall = Double(games) * unit
                top -= tall
                segments.append(Segment(outcome: outcome, games: games, rect: CGRect(x: x, y: top, width: barWidth, height: tall)))
            }
            return Bar(weeksAgo: week.weeksAgo, segments: segments, slot: CGRect(x: x, y: 0, width: barWidth, height: height))
        }
        baselineY = height
        self.width = max(width, 0)
        busiestWeek = busiest
    }
}
