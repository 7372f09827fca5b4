import Foundation
import Testing

@testable import BaghchalKit

/// The squares VoiceOver finds the points in: one per point, where it is drawn, never overlapping.
struct PointCellTests {
    /// How far two upright squares overlap along the axis where they overlap least; > 0 means they do.
    private func overlap(_ a: CGRect, _ b: CGRect) -> Double {
        min(min(a.maxX, b.maxX) - max(a.minX, b.minX), min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    @Test(arguments: [0.0, 15, 30, 45, 90, 127, 200, 315], [1.0, 1.6, 2.5])
    func cellsSitOnTheirPointsAndNeverOverlap(rotation: Double, zoom: Double) {
        let g = BoardGeometry(size: 360, view: ViewTransform(rotation: rotation, zoom: zoom))
        var closest = Double.infinity
        for a in Points.all {
            let cell = g.pointCell(of: a)
            #expect(abs(cell.midX - g.position(of: a).x) < 1e-9 && abs(cell.midY - g.position(of: a).y) < 1e-9)
            #expect(abs(cell.width - g.pointCellSide) < 1e-9 && abs(cell.height - g.pointCellSide) < 1e-9)
            // A touch at the cell's centre is on its point.
            #expect(g.point(at: CGPoint(x: cell.midX, y: cell.midY)) == a)
            for b in Points.all where b > a {
                let o = overlap(cell, g.pointCell(of: b))
                #expect(o < 1e-9, "points \(a) and \(b) overlap by \(o)")
                closest = min(closest, -o)
            }
        }
        // As large as that allows: some neighbours' cells touch.
        #expect(abs(closest) < 1e-9)
    }

    @Test func aStraightBoardIsTiledByItsCells() {
        let g = BoardGeometry(size: 400, view: ViewTransform(zoom: 1.5))
        #expect(abs(g.pointCellSide - g.step * 1.5) < 1e-9)
        // a1's cell ends where b1's begins.
        #expect(abs(g.pointCell(of: 0).maxX - g.pointCell(of: 1).minX) < 1e-9)
    }

    @Test func turnedHalfwayTheCellsShrinkBySquareRootOfTwo() {
        let g = BoardGeometry(size: 400, view: ViewTransform(rotation: 45))
        #expect(abs(g.pointCellSide - g.step / 2.0.squareRoot()) < 1e-9)
        #expect(abs(BoardGeometry(size: 400, view: ViewTransform(rotation: 90)).pointCellSide - g.step) < 1e-9)
    }
}
