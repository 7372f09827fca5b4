import Foundation
import Testing

@testable import BaghchalKit

/// Where the points are, and which point a touch lands on, under rotation and zoom.
struct GeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: Double = 0.001) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= tolerance
    }

    @Test func straightBoardPutsRankFiveAtTheTop() {
        let g = BoardGeometry(size: 100)
        #expect(close(g.position(of: 20), CGPoint(x: 10, y: 10)))  // a5
        #expect(close(g.position(of: 0), CGPoint(x: 10, y: 90)))  // a1
        #expect(close(g.position(of: 12), CGPoint(x: 50, y: 50)))  // c3
        #expect(g.step == 20)
    }

    @Test func theInverseTransformUndoesTheView() {
        // A quarter turn clockwise carries the top-left corner to the top-right (Android's figures).
        let turned = BoardGeometry(size: 100, view: ViewTransform(rotation: 90))
        #expect(close(turned.toBoard(CGPoint(x: 90, y: 10)), CGPoint(x: 10, y: 10)))
        let zoomed = BoardGeometry(size: 100, view: ViewTransform(zoom: 2))
        #expect(abs(zoomed.toBoard(CGPoint(x: 70, y: 50)).x - 60) < 0.001)
        let odd = BoardGeometry(size: 300, view: ViewTransform(rotation: 37, zoom: 1.7))
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 123, y: 45), CGPoint(x: 299, y: 150)] {
            #expect(close(odd.toScreen(odd.toBoard(p)), p))
            #expect(close(odd.toBoard(odd.toScreen(p)), p))
        }
    }

    @Test(arguments: [0.0, 90, 180, 270, 33], [1.0, 1.25, 2.5])
    func everyPointIsHitWhereItIsDrawn(rotation: Double, zoom: Double) {
        let g = BoardGeometry(size: 400, view: ViewTransform(rotation: rotation, zoom: zoom))
        for point in Points.all {
            let at = g.position(of: point)
            #expect(g.point(at: at) == point)
            // Slightly off the centre, still within the radius (which zooms with the board).
            let nudge = g.hitRadius * zoom * 0.8
            #expect(g.point(at: CGPoint(x: at.x + nudge, y: at.y)) == point)
        }
    }

    @Test func aTouchBetweenPointsOrOffTheBoardHitsNothing() {
        for view in [ViewTransform(), ViewTransform(rotation: 90, zoom: 2)] {
            let g = BoardGeometry(size: 400, view: view)
            let a = g.position(of: 18)
            let b = g.position(of: 24)
            #expect(g.point(at: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)) == nil)
        }
        #expect(BoardGeometry(size: 400).point(at: CGPoint(x: -50, y: 200)) == nil)
    }

    @Test func aQuarterTurnMovesTheCornersRound() {
        let straight = BoardGeometry(size: 100)
        let turned = BoardGeometry(size: 100, view: ViewTransform().turned())
        // a5 (top left) goes to the top right; the finger there now touches a5.
        #expect(close(turned.position(of: 20), straight.position(of: 24)))
        #expect(turned.point(at: straight.position(of: 24)) == 20)
    }

    @Test func zoomStaysInRangeAndStraightensBack() {
        var v = ViewTransform()
        for _ in 0..<10 { v = v.zoomed(inwards: true) }
        #expect(v.zoom == ViewTransform.zoomRange.upperBound)
        #expect(v.pinched(by: 0.01).zoom == 1)
        #expect(!v.isStraight)
        #expect(ViewTransform(rotation: 360).isStraight)
        #expect(ViewTransform().turned().turned().turned().turned().isStraight)
    }

    @Test func draggingRoundTheCentreTurnsTheShortWay() {
        let g = BoardGeometry(size: 100)
        #expect(abs(g.rotation(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 50, y: 90)) - 90) < 0.001)
        // Across the left edge: -170° to 170° is 20° anticlockwise, not 340° clockwise.
        let from = CGPoint(x: 50 + 40 * cos(170 * Double.pi / 180), y: 50 + 40 * sin(170 * Double.pi / 180))
        let to = CGPoint(x: 50 + 40 * cos(-170 * Double.pi / 180), y: 50 + 40 * sin(-170 * Double.pi / 180))
        #expect(abs(g.rotation(from: from, to: to) - 20) < 0.001)
    }

    @Test func theBoardHasSixteenLinesJoiningRealPoints() {
        #expect(BoardGeometry.lines.count == 16)
        #expect(BoardGeometry.lines.allSatisfy { Points.all.contains($0.0) && Points.all.contains($0.1) && $0.0 != $0.1 })
    }

    @Test func theMarksKeepTheirPlaceBesideThePieces() {
        let g = BoardGeometry(size: 400)
        // The ring's inner edge is clear of the piece it surrounds.
        #expect(g.ringRadius - g.ringWidth / 2 > g.pieceRadius)
        // Neighbouring points' halos and targets never meet.
        #expect(2 * g.haloRadius < g.step)
        #expect(2 * g.targetRadius < g.step)
        // A point's own dot is smaller than a hint dot, which is smaller than a piece.
        #expect(g.pointRadius < g.hintDotRadius && g.hintDotRadius < g.pieceRadius)
        // The lines do not swamp the point dots.
        #expect(g.lineWidth < 2 * g.pointRadius)
        #expect(g.draggedPieceRadius > g.pieceRadius)
    }

    @Test func theMarksScaleWithTheBoard() {
        let small = BoardGeometry(size: 200)
        let large = BoardGeometry(size: 500, view: ViewTransform(rotation: 90, zoom: 2))
        let sizes: [(BoardGeometry) -> Double] = [
            \.lineWidth, \.pointRadius, \.hintDotRadius, \.targetRadius, \.trailWidth,
            \.haloRadius, \.ringRadius, \.ringWidth, \.draggedPieceRadius,
        ]
        for size in sizes {
            #expect(abs(size(large) / size(small) - 2.5) < 1e-9)
        }
    }

    @Test func aCircleIsDrawnInTheSquareAroundIt() {
        let box = BoardGeometry.circleBounds(centre: CGPoint(x: 30, y: 40), radius: 5)
        #expect(box == CGRect(x: 25, y: 35, width: 10, height: 10))
    }

    @Test func aSlidingPieceGoesStraightFromStartToEnd() {
        let g = BoardGeometry(size: 100)
        // a1 (10, 90) to c3 (50, 50).
        #expect(close(g.boardPosition(from: 0, to: 12, progress: 0), g.boardPosition(of: 0)))
        #expect(close(g.boardPosition(from: 0, to: 12, progress: 0.25), CGPoint(x: 20, y: 80)))
        #expect(close(g.boardPosition(from: 0, to: 12, progress: 1), g.boardPosition(of: 12)))
        // An animation's overshoot does not carry the piece past either end.
        #expect(close(g.boardPosition(from: 0, to: 12, progress: 1.3), g.boardPosition(of: 12)))
        #expect(close(g.boardPosition(from: 0, to: 12, progress: -0.2), g.boardPosition(of: 0)))
    }

    @Test func theSlideFollowsTheShownSerial() {
        #expect(MoveSlide.progress(serial: 7, shownSerial: 6, animated: true) == 0)
        #expect(MoveSlide.progress(serial: 7, shownSerial: 6.75, animated: true) == 0.75)
        #expect(MoveSlide.progress(serial: 7, shownSerial: 7, animated: true) == 1)
        // Two moves behind is still the start; a serial that went back is done.
        #expect(MoveSlide.progress(serial: 7, shownSerial: 5, animated: true) == 0)
        #expect(MoveSlide.progress(serial: 3, shownSerial: 7, animated: true) == 1)
        // Not animated: the new position at once, before the shown serial catches up.
        #expect(MoveSlide.progress(serial: 7, shownSerial: 2, animated: false) == 1)
    }

    @Test func aDurationIsGivenInSeconds() {
        #expect(abs(MoveSlide.seconds(.milliseconds(320)) - 0.32) < 1e-12)
        #expect(MoveSlide.seconds(.seconds(2)) == 2)
        #expect(abs(MoveSlide.seconds(Speed.x2.moveAnimation) - 0.16) < 1e-12)
        #expect(MoveSlide.seconds(.zero) == 0)
    }

    @Test(arguments: [true, false])
    func aPiecesMarksStayInsideItsDisc(goat: Bool) {
        let centre = CGPoint(x: 40, y: 70)
        let shape = goat ? PieceShape.goat(centre: centre, radius: 12) : PieceShape.tiger(centre: centre, radius: 12)
        #expect(shape.centre == centre)
        #expect(shape.discRadius <= 12 && shape.marks.count == (goat ? 2 : 6))
        for mark in shape.marks {
            for end in [mark.from, mark.to] {
                // The round cap reaches half the mark's width beyond its end.
                #expect(hypot(end.x - centre.x, end.y - centre.y) + shape.markWidth / 2 < shape.discRadius)
            }
        }
        #expect(shape.edgeWidth > 0 && shape.markWidth > 0)
    }

    @Test func aGoatsHornsMirrorEachOtherAboveItsMiddle() {
        let centre = CGPoint(x: 10, y: 20)
        let horns = PieceShape.goat(centre: centre, radius: 10).marks
        #expect(horns.count == 2)
        let (left, right) = (horns[0], horns[1])
        #expect(close(CGPoint(x: 2 * centre.x - left.to.x, y: left.to.y), right.to))
        #expect(close(CGPoint(x: 2 * centre.x - left.from.x, y: left.from.y), right.from))
        // Upwards on screen, and spreading apart towards their tips.
        #expect(left.to.y < left.from.y && left.from.y < centre.y)
        #expect(right.to.x - left.to.x > right.from.x - left.from.x)
    }

    @Test func aPieceScalesAboutItsCentre() {
        let centre = CGPoint(x: 50, y: 50)
        let small = PieceShape.tiger(centre: centre, radius: 10)
        let large = PieceShape.tiger(centre: centre, radius: 30)
        #expect(abs(large.discRadius - 3 * small.discRadius) < 1e-9)
        #expect(abs(large.markWidth - 3 * small.markWidth) < 1e-9)
        for (a, b) in zip(small.marks, large.marks) {
            #expect(close(CGPoint(x: centre.x + 3 * (a.from.x - centre.x), y: centre.y + 3 * (a.from.y - centre.y)), b.from))
        }
        #expect(PieceShape.radius(filling: CGRect(x: 0, y: 0, width: 14, height: 20)) == 7)
    }

    @Test func aHintsDiamondSurroundsItsPointClearOfTheRingAndItsNeighbours() {
        let g = BoardGeometry(size: 400)
        let centre = g.boardPosition(of: c3)
        let corners = g.suggestionCorners(around: c3)
        #expect(corners.count == 4)
        for corner in corners {
            let distance = hypot(corner.x - centre.x, corner.y - centre.y)
            #expect(abs(distance - g.suggestionRadius) < 1e-9, "every corner on the same circle")
        }
        // Top, right, bottom, left: a diamond, not a square on its side.
        #expect(close(corners[0], CGPoint(x: centre.x, y: centre.y - g.suggestionRadius)))
        #expect(close(corners[1], CGPoint(x: centre.x + g.suggestionRadius, y: centre.y)))
        // Its edges clear the piece, and its corners stop short of the next point's diamond.
        #expect(g.suggestionRadius / 2.0.squareRoot() - g.suggestionWidth / 2 > g.pieceRadius)
        #expect(g.suggestionRadius + g.suggestionWidth / 2 < g.step / 2)
    }
}
