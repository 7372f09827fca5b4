import Foundation

/// The "Your games" page's arrangement for a window and a text size (issue 37's approach, as
/// ``ScreenLayout`` for the screens with a board): the list and the statistics in one scrolling
/// column, or side by side, each scrolling on its own (a phone on its side, an iPad turned); the
/// chart's size; and whether each statistics row puts its all-time and 30-day figures side by
/// side or one under the other. SwiftUI only applies this; the tests run it for real devices.
public struct GamesLayout: Equatable, Sendable {
    /// The list at the leading side, the statistics beside it; else one column, statistics first.
    public var sideBySide: Bool
    /// The statistics column's width, points.
    public var statisticsWidth: Double
    /// The chart's box, points.
    public var chartWidth: Double, chartHeight: Double
    /// Each statistics row shows its all-time and 30-day figures side by side; else stacked.
    public var figuresSideBySide: Bool

    /// The widest the chart grows; wider would only spread the bars apart, points.
    public static let largestChart = 520.0
    /// The chart's least height: twelve bars a reader can compare, points.
    public static let smallestChartHeight = 80.0

    /// An arrangement as given (the tests build old ones with this).
    public init(sideBySide: Bool, statisticsWidth: Double, chartWidth: Double, chartHeight: Double, figuresSideBySide: Bool) {
        self.sideBySide = sideBySide
        self.statisticsWidth = statisticsWidth
        self.chartWidth = chartWidth
        self.chartHeight = chartHeight
        self.figuresSideBySide = figuresSideBySide
    }

    /// The page's arrangement in `window`: two columns in a wide window when both fit, else one.
    public static func of(_ window: LayoutWindow) -> GamesLayout {
        let inner = window.width - 2 * ScreenLayout.padding
        let half = (inner - ScreenLayout.gap) / 2
        let wide = window.width > window.height && half >= narrowestColumn(window.textScale)
        let column = wide ? half : inner
        let chartWidth = min(column, largestChart)
        let chartHeight = min(max(chartWidth * 0.35, smallestChartHeight), 180)
        return GamesLayout(
            sideBySide: wide, statisticsWidth: column, chartWidth: chartWidth, chartHeight: chartHeight,
            figuresSideBySide: column >= 2 * figuresWidth(window.textScale) + ScreenLayout.gap)
    }

    /// What does not fit in this arrangement in `window` (``LayoutProblem/cut``: a column
    /// narrower than its words, the chart wider than its column or too flat to read, or two
    /// figures side by side that do not fit); empty when everything does.
    public func problems(in window: LayoutWindow) -> [LayoutProblem] {
        let inner = window.width - 2 * ScreenLayout.padding
        let listWidth = sideBySide ? inner - statisticsWidth - ScreenLayout.gap : inner
        let narrowest = Self.narrowestColumn(window.textScale)
        let cut =
            statisticsWidth < narrowest || listWidth < narrowest || chartWidth > statisticsWidth + 0.5
            || chartHeight < Self.smallestChartHeight
            || (figuresSideBySide && 2 * Self.figuresWidth(window.textScale) + ScreenLayout.gap > statisticsWidth + 0.5)
            || statisticsWidth + (sideBySide ? listWidth + ScreenLayout.gap : 0) > inner + 0.5
        return cut ? [.cut] : []
    }

    /// The narrowest a column may be: a row's longest word and the date beside a result.
    static func narrowestColumn(_ scale: Double) -> Double { 140 + 60 * scale }

    /// One figure, "Last 30 days: 12 · 3 · 4" (Nepali's "पछिल्ला ३० दिन: ..." is as long), at `scale`.
    static func figuresWidth(_ scale: Double) -> Double { 26 * 8.5 * scale }
}
