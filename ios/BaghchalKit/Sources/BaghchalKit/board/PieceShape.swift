import Foundation

/// What draws a piece round its centre, in proportion to its radius: a disc with
/// an edge and a few straight marks (a goat's horns, a tiger's stripes). The
/// painter only fills and strokes these.
public struct PieceShape: Equatable {
    /// One straight mark, from one end to the other.
    public struct Stroke: Equatable {
        /// Where the mark starts.
        public let from: CGPoint
        /// Where it ends.
        public let to: CGPoint
    }

    /// The middle of the piece.
    public let centre: CGPoint
    /// Radius of the piece's disc.
    public let discRadius: Double
    /// Width of the disc's edge.
    public let edgeWidth: Double
    /// The marks drawn over the disc.
    public let marks: [Stroke]
    /// Width of every mark.
    public let markWidth: Double

    /// A goat: a disc a little smaller than the piece's radius, two horns above the middle.
    public static func goat(centre: CGPoint, radius r: Double) -> PieceShape {
        var horns: [Stroke] = []
        for side: Double in [-1, 1] {
            horns.append(Stroke(from: offset(centre, side * r * 0.22, -r * 0.1), to: offset(centre, side * r * 0.38, -r * 0.45)))
        }
        return PieceShape(centre: centre, discRadius: r * 0.82, edgeWidth: r * 0.14, marks: horns, markWidth: r * 0.13)
    }

    /// A tiger: a full-size disc with three slanted stripes above the middle and three below.
    public static func tiger(centre: CGPoint, radius r: Double) -> PieceShape {
        var stripes: [Stroke] = []
        for dx: Double in [-0.5, 0, 0.5] {
            let (left, right): (Double, Double) = ((dx - 0.12) * r, (dx + 0.12) * r)
            let (outer, inner): (Double, Double) = (r * 0.62, r * 0.12)
            stripes.append(Stroke(from: offset(centre, left, -outer), to: offset(centre, right, -inner)))
            stripes.append(Stroke(from: offset(centre, right, inner), to: offset(centre, left, outer)))
        }
        return PieceShape(centre: centre, discRadius: r, edgeWidth: r * 0.12, marks: stripes, markWidth: r * 0.16)
    }

    /// The radius of a piece drawn to fill `box` (the pen's small goats).
    public static func radius(filling box: CGRect) -> Double { min(box.width, box.height) / 2 }

    private static func offset(_ centre: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: centre.x + dx, y: centre.y + dy)
    }
}
