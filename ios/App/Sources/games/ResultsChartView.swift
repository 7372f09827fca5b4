import BaghchalKit
import SwiftUI

/// The results chart, painted by the app as the board is: every rectangle and the baseline
/// come from `ResultsChart` (tested in the kit); this only fills them in the palette's colours.
struct ResultsChartView: View {
    let chart: ResultsChart
    let palette: Palette

    var body: some View {
        Canvas { context, _ in
            ResultsChartPainter(chart: chart, palette: palette).paint(&context)
        }
    }
}

/// Fills the chart's bars, wins at the bottom, and draws the line they stand on.
struct ResultsChartPainter {
    let chart: ResultsChart
    let palette: Palette

    func paint(_ context: inout GraphicsContext) {
        for bar in chart.bars {
            for segment in bar.segments {
                context.fill(Path(segment.rect), with: .color(palette.result(segment.outcome)))
            }
        }
        var baseline = Path()
        baseline.move(to: CGPoint(x: 0, y: chart.baselineY))
        baseline.addLine(to: CGPoint(x: chart.width, y: chart.baselineY))
        context.stroke(baseline, with: .color(palette.line), lineWidth: 1)
    }
}

extension Palette {
    /// A result's colour in the chart and its legend: a win the hint's green, a draw the
    /// board's line colour faded, a loss the slip's red.
    func result(_ outcome: PlayerOutcome) -> Color {
        switch outcome {
        case .won: hint
        case .drawn: hintDot
        case .lost: slip
        }
    }
}
