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
