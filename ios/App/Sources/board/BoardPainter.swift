import BaghchalKit
import SwiftUI

/// Paints the board in its own, untransformed coordinates (the view turns and
/// zooms the whole picture): wood and lines, the last move's trail, the hints,
/// the pieces and the ring. Every position and every mark's size comes from
/// ``BoardGeometry``; the only numbers here are ``PieceArt``'s shapes within a piece.
struct BoardPainter {
    /// A straight, unzoomed geometry of the board's square.
    let geometry: BoardGeometry
    let palette: Palette

    private var art: PieceArt { PieceArt(palette: palette) }

    /// The whole picture: `progress` runs 0 -> 1 while the last move slides in;
    /// `dragged` is where the picked-up piece follows a finger (board coordinates);
    /// `suggestion` is a hint to mark, if one is shown; `marks` are the analysis board's values.
    func paint(
        _ context: inout GraphicsContext, table: TableState, progress: Double, dragged: CGPoint?,
        suggestion: HintMove? = nil, marks: [Int: Evaluation.Outcome] = [:]
    ) {
        paintBoard(&context)
        let hints = table.hints
        paintTrail(&context, hints.trail)
        if let suggestion { paintSuggestion(&context, suggestion) }
        for point in hints.dots { fillCircle(&context, at(point), geometry.hintDotRadius, palette.hintDot) }
        for point in hints.discs { fillCircle(&context, at(point), geometry.targetRadius, palette.target) }
        paintValueMarks(&context, marks)
        paintPieces(&context, table: table, progress: progress, dragged: dragged)
        // A replayed line's decisive event (issue 43): a ring on each point, in the review log's slip colour.
        for point in hints.marked {
            context.stroke(
                circle(at(point), geometry.diagramMarkRadius), with: .color(palette.slip),
                lineWidth: geometry.ringWidth)
        }
        if let ring = hints.ring {
            let centre = dragged ?? at(ring)
            context.stroke(
                circle(centre, geometry.ringRadius), with: .color(palette.ring), lineWidth: geometry.ringWidth)
        }
    }

    /// A how-to diagram: the board, its pieces, and a ring on each marked point.
    func paint(_ context: inout GraphicsContext, diagram: BoardDiagram) {
        paintBoard(&context)
        let table = diagram.asTable
        paintPieces(&context, table: table, progress: 1, dragged: nil)
        for (point, mark) in diagram.marks {
            // A filled point beyond a goat is dashed; the leap's three points are solid.
            let dash = mark == .blocked ? geometry.diagramDash.map { CGFloat($0) } : []
            context.stroke(
                circle(at(point), geometry.diagramMarkRadius), with: .color(palette.diagramMark(mark)),
                style: StrokeStyle(lineWidth: geometry.ringWidth, dash: dash))
        }
    }

    /// Green diamonds on the hint's from and to points (Android draws the same): unlike
    /// the selection's round ring and discs, so a hint is never taken for a pick.
    private func paintSuggestion(_ context: inout GraphicsContext, _ hint: HintMove) {
        for point in [hint.from, hint.to].compactMap({ $0 }) {
            var diamond = Path()
            diamond.addLines(geometry.suggestionCorners(around: point))
            diamond.closeSubpath()
            context.stroke(
                diamond, with: .color(palette.hint), style: StrokeStyle(lineWidth: geometry.suggestionWidth, lineJoin: .round))
        }
    }

    /// The analysis board's values as rings round the points, as on Android: a win a thick
    /// solid ring, a draw a dashed one, a loss a thin dotted one, so they differ in shape too.
    private func paintValueMarks(_ context: inout GraphicsContext, _ marks: [Int: Evaluation.Outcome]) {
        let step = geometry.step
        for (point, outcome) in marks {
            let (color, width, dash): (Color, Double, [CGFloat]) =
                switch outcome {
                case .win: (palette.hint, step * 0.09, [])
                case .draw: (palette.line, step * 0.06, [step * 0.16, step * 0.1])
                case .loss: (palette.slip, step * 0.04, [step * 0.04, step * 0.08])
                case .unknown: (.clear, 0, [])
                }
            guard outcome != .unknown else { continue }
            context.stroke(
                circle(at(point), step * 0.4), with: .color(color), style: StrokeStyle(lineWidth: width, dash: dash))
        }
    }

    private func paintBoard(_ context: inout GraphicsContext) {
        let square = CGRect(origin: .zero, size: CGSize(width: geometry.size, height: geometry.size))
        context.fill(Path(square), with: .color(palette.wood))
        var lines = Path()
        for (a, b) in BoardGeometry.lines {
            lines.move(to: at(a))
            lines.addLine(to: at(b))
        }
        context.stroke(lines, with: .color(palette.line), style: StrokeStyle(lineWidth: geometry.lineWidth, lineCap: .round))
        for point in Points.all { fillCircle(&context, at(point), geometry.pointRadius, palette.line) }
    }

    /// A soft line from where the last move came from and a halo where it went;
    /// deliberately not a ring, which means "picked up".
    private func paintTrail(_ context: inout GraphicsContext, _ trail: BoardHints.Trail?) {
        guard let trail else { return }
        if let from = trail.from {
            var path = Path()
            path.move(to: at(from))
            path.addLine(to: at(trail.to))
            context.stroke(path, with: .color(palette.lastMove), style: StrokeStyle(lineWidth: geometry.trailWidth, lineCap: .round))
        }
        fillCircle(&context, at(trail.to), geometry.haloRadius, palette.lastMove)
    }

    private func paintPieces(_ context: inout GraphicsContext, table: TableState, progress: Double, dragged: CGPoint?) {
        let game = table.game
        let trail = table.hints.trail
        let sliding = progress < 1 ? trail : nil
        let radius = geometry.pieceRadius
        // The eaten goat fades out where it stood.
        if let eaten = sliding?.eaten { art.goat(&context, at(eaten), radius, opacity: 1 - progress) }
        for point in Points.all {
            let piece = game.board[point]
            if piece == .empty || (point == table.picked && dragged != nil) { continue }
            var centre = at(point)
            var opacity = 1.0
            if let sliding, sliding.to == point {
                // A step or leap slides from its start; a placed goat fades in.
                if let from = sliding.from {
                    centre = geometry.boardPosition(from: from, to: point, progress: progress)
                } else {
                    opacity = progress
                }
            }
            paintPiece(&context, piece, centre, radius, opacity: opacity)
        }
        if let picked = table.picked, let dragged {
            paintPiece(&context, game.board[picked], dragged, geometry.draggedPieceRadius, opacity: 1)
        }
    }

    private func paintPiece(_ context: inout GraphicsContext, _ piece: Piece, _ centre: CGPoint, _ r: Double, opacity: Double) {
        switch piece {
        case .goat: art.goat(&context, centre, r, opacity: opacity)
        case .tiger: art.tiger(&context, centre, r, opacity: opacity)
        case .empty: break
        }
    }

    private func at(_ point: Int) -> CGPoint { geometry.boardPosition(of: point) }

    private func fillCircle(_ context: inout GraphicsContext, _ centre: CGPoint, _ r: Double, _ color: Color) {
        context.fill(circle(centre, r), with: .color(color))
    }

    private func circle(_ centre: CGPoint, _ r: Double) -> Path {
        Path(ellipseIn: BoardGeometry.circleBounds(centre: centre, radius: r))
    }
}

/// The two kinds of piece, drawn around a centre with a radius; their shapes
/// come from ``PieceShape``.
struct PieceArt {
    let palette: Palette

    /// A pale disc with a dark rim and two small horns.
    func goat(_ context: inout GraphicsContext, _ centre: CGPoint, _ r: Double, opacity: Double) {
        draw(&context, .goat(centre: centre, radius: r), fill: palette.goat, ink: palette.goatEdge, opacity: opacity)
    }

    /// An amber disc with dark stripes.
    func tiger(_ context: inout GraphicsContext, _ centre: CGPoint, _ r: Double, opacity: Double) {
        draw(&context, .tiger(centre: centre, radius: r), fill: palette.tiger, ink: palette.tigerStripe, opacity: opacity)
    }

    private func draw(_ context: inout GraphicsContext, _ shape: PieceShape, fill: Color, ink: Color, opacity: Double) {
        var layer = context
        layer.opacity = opacity
        let disc = Path(ellipseIn: BoardGeometry.circleBounds(centre: shape.centre, radius: shape.discRadius))
        layer.fill(disc, with: .color(fill))
        layer.stroke(disc, with: .color(ink), lineWidth: shape.edgeWidth)
        var marks = Path()
        for mark in shape.marks {
            marks.move(to: mark.from)
            marks.addLine(to: mark.to)
        }
        layer.stroke(marks, with: .color(ink), style: StrokeStyle(lineWidth: shape.markWidth, lineCap: .round))
    }
}
