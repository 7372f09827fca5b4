import Foundation

/// How the board is turned and zoomed: only the view, never the game.
public struct ViewTransform: Equatable, Sendable {
    /// Clockwise turn in degrees.
    public var rotation: Double
    /// Scale about the board's centre, within ``zoomRange``.
    public var zoom: Double

    /// The zoom the view allows.
    public static let zoomRange = 1.0...2.5
    private static let zoomStep = 1.25

    /// A view; straight and unzoomed by default.
    public init(rotation: Double = 0, zoom: Double = 1) {
        self.rotation = rotation
        self.zoom = min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    }

    /// A quarter turn clockwise.
    public func turned() -> ViewTransform { ViewTransform(rotation: rotation + 90, zoom: zoom) }

    /// Turned further by `degrees` (a drag on empty board).
    public func rotated(by degrees: Double) -> ViewTransform { ViewTransform(rotation: rotation + degrees, zoom: zoom) }

    /// One zoom step in, or out when `inwards` is false.
    public func zoomed(inwards: Bool) -> ViewTransform {
        ViewTransform(rotation: rotation, zoom: inwards ? zoom * Self.zoomStep : zoom / Self.zoomStep)
    }

    /// Zoom multiplied by a pinch's `scale`, kept in range.
    public func pinched(by scale: Double) -> ViewTransform { ViewTransform(rotation: rotation, zoom: zoom * scale) }

    /// Nothing turned, nothing zoomed.
    public var isStraight: Bool { rotation.truncatingRemainder(dividingBy: 360) == 0 && zoom == 1 }

    /// Straight and unzoomed again.
    public static let straight = ViewTransform()
}

/// Where everything on the board is, for a square of side ``size`` seen through
/// ``view``. "Board" coordinates are the untransformed square's (origin top left,
/// rank 5 at the top); "screen" coordinates are where the finger and the drawing are.
/// The SwiftUI code only calls this; it does no arithmetic of its own.
public struct BoardGeometry: Equatable, Sendable {
    /// Side of the square the board fills.
    public let size: Double
    /// How it is turned and zoomed.
    public let view: ViewTransform

    /// The board in a square of side `size`, seen through `view`.
    public init(size: Double, view: ViewTransform = .straight) {
        self.size = size
        self.view = view
    }

    /// Margin around the outer square, so edge pieces are not clipped.
    public var margin: Double { size * 0.1 }
    /// Distance between neighbouring points (board coordinates).
    public var step: Double { (size - 2 * margin) / 4 }
    /// A touch within this distance of a point (board coordinates) touches it.
    public var hitRadius: Double { step * 0.45 }
    /// Radius of a piece (board coordinates).
    public var pieceRadius: Double { step * 0.3 }
    /// The middle of the square.
    public var centre: CGPoint { CGPoint(x: size / 2, y: size / 2) }

    // The painted marks, in proportion to the spacing of the points (board coordinates).

    /// Width of the board's lines.
    public var lineWidth: Double { step * 0.035 }
    /// Radius of the dot that marks every point.
    public var pointRadius: Double { step * 0.056 }
    /// Radius of a hint dot (where a goat may be placed, where a piece may go).
    public var hintDotRadius: Double { step * 0.11 }
    /// Radius of a target disc (a point a picked-up piece may move to).
    public var targetRadius: Double { step * 0.17 }
    /// Half the diagonal of the diamond a hint draws round its from and to points: a
    /// diamond, unlike the selection's ring and discs, so a hint is never taken for a pick.
    public var suggestionRadius: Double { step * 0.465 }
    /// Width of a hint's diamond.
    public var suggestionWidth: Double { step * 0.05 }
    /// Dash and gap lengths of a diagram's "filled beyond" mark.
    public var diagramDash: [Double] { [step * 0.12, step * 0.08] }

    /// The four corners of a hint's diamond round `point` (board coordinates): top, right, bottom, left.
    public func suggestionCorners(around point: Int) -> [CGPoint] {
        let c = boardPosition(of: point)
        let r = suggestionRadius
        return [
            CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y), CGPoint(x: c.x, y: c.y + r), CGPoint(x: c.x - r, y: c.y),
        ]
    }

    /// Radius of a diagram's mark on a point (the how-to page): a ring just outside a piece.
    public var diagramMarkRadius: Double { step * 0.38 }
    /// Width of the last move's trail.
    public var trailWidth: Double { step * 0.14 }
    /// Radius of the halo where the last move ended; under half a step, so halos never touch.
    public var haloRadius: Double { step * 0.46 }
    /// Radius of the ring round a picked-up piece; clear of the piece itself.
    public var ringRadius: Double { pieceRadius * 1.32 }
    /// Width of that ring.
    public var ringWidth: Double { step * 0.06 }
    /// Radius of a piece under the finger: a little larger, as if lifted.
    public var draggedPieceRadius: Double { pieceRadius * 1.1 }

    /// The square whose inscribed circle has `centre` and `radius`, as drawing takes a circle.
    public static func circleBounds(centre: CGPoint, radius: Double) -> CGRect {
        CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// Where a piece moving from `from` to `to` is drawn when `progress` (0...1, clamped)
    /// of the slide is done (board coordinates).
    public func boardPosition(from: Int, to: Int, progress: Double) -> CGPoint {
        let t = MoveSlide.clamped(progress)
        let a = boardPosition(of: from)
        let b = boardPosition(of: to)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// `point`'s centre before turning and zooming.
    public func boardPosition(of point: Int) -> CGPoint {
        CGPoint(x: margin + Double(Points.column(point)) * step, y: margin + Double(4 - Points.row(point)) * step)
    }

    /// Where `point` is drawn.
    public func position(of point: Int) -> CGPoint { toScreen(boardPosition(of: point)) }

    /// The point a touch at `location` (screen) lands on: the nearest one, if within ``hitRadius``.
    public func point(at location: CGPoint) -> Int? {
        let p = toBoard(location)
        let column = Int(((p.x - margin) / step).rounded())
        let row = 4 - Int(((p.y - margin) / step).rounded())
        guard (0...4).contains(column), (0...4).contains(row) else { return nil }
        let point = row * 5 + column
        let c = boardPosition(of: point)
        return hypot(c.x - p.x, c.y - p.y) <= hitRadius ? point : nil
    }

    /// Board coordinates of a screen position: the inverse of ``toScreen(_:)``.
    public func toBoard(_ screen: CGPoint) -> CGPoint {
        let (dx, dy) = rotate(screen.x - centre.x, screen.y - centre.y, by: -view.rotation)
        return CGPoint(x: centre.x + dx / view.zoom, y: centre.y + dy / view.zoom)
    }

    /// Screen position of board coordinates: zoomed about the centre, then turned clockwise.
    public func toScreen(_ board: CGPoint) -> CGPoint {
        let (dx, dy) = rotate((board.x - centre.x) * view.zoom, (board.y - centre.y) * view.zoom, by: view.rotation)
        return CGPoint(x: centre.x + dx, y: centre.y + dy)
    }

    /// How far (degrees, clockwise) a finger moving from `start` to `end` turns the board about its centre.
    public func rotation(from start: CGPoint, to end: CGPoint) -> Double {
        let a = atan2(start.y - centre.y, start.x - centre.x)
        let b = atan2(end.y - centre.y, end.x - centre.x)
        var degrees = (b - a) * 180 / .pi
        // The short way round, so crossing the left edge does not spin the board.
        if degrees > 180 { degrees -= 360 } else if degrees < -180 { degrees += 360 }
        return degrees
    }

    /// The sixteen lines of the board, as pairs of points: five across, five down,
    /// two long diagonals and the four short ones.
    public static let lines: [(Int, Int)] = [
        (0, 4), (5, 9), (10, 14), (15, 19), (20, 24),
        (0, 20), (1, 21), (2, 22), (3, 23), (4, 24),
        (0, 24), (4, 20), (2, 10), (10, 22), (22, 14), (14, 2),
    ]

    // Screen y grows downwards, so a positive angle turns clockwise on screen.
    private func rotate(_ x: Double, _ y: Double, by degrees: Double) -> (Double, Double) {
        let r = degrees * .pi / 180
        return (x * cos(r) - y * sin(r), x * sin(r) + y * cos(r))
    }
}

/// The last move's slide. SwiftUI animates a shown move serial towards the table's
/// serial; the slide's progress follows from the two.
public enum MoveSlide {
    /// How far the last move has slid in: 0 while the previous move is shown (the
    /// shown serial one behind), 1 once the latest has arrived. A move that is not
    /// animated (take back, new game, restore) is at 1 at once, never a frame at its start.
    public static func progress(serial: Int, shownSerial: Double, animated: Bool) -> Double {
        animated ? clamped(1 - (Double(serial) - shownSerial)) : 1
    }

    /// True if a new move serial slides in from the one shown: only on a board that has
    /// already shown one (`shown` non-nil). A board built again (a rotation, the return
    /// from the analysis board) starts with nothing shown and draws the last move in
    /// place, instead of sliding it once more from its start.
    public static func slides(from shown: Double?, animated: Bool) -> Bool {
        shown != nil && animated
    }

    /// `duration` in seconds, as SwiftUI's animations take it.
    public static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func clamped(_ progress: Double) -> Double { min(max(progress, 0), 1) }
}
