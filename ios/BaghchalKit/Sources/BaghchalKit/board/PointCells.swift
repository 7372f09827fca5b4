import Foundation

extension BoardGeometry {
    /// Side of the upright square on screen that stands for one point to VoiceOver,
    /// centred on ``position(of:)``. As large as it can be without overlapping a
    /// neighbour's at the current turn and zoom: the drawn spacing of the points when
    /// the board is straight (the squares then tile the board), less when it is turned,
    /// down to the spacing over √2 at 45°, where neighbours sit diagonally on screen.
    public var pointCellSide: Double {
        let radians = view.rotation * .pi / 180
        // Neighbours along a line are one step apart; on screen the larger of the two
        // axis offsets between them is step × zoom × max(|cos|, |sin|) of the turn.
        return step * view.zoom * max(abs(cos(radians)), abs(sin(radians)))
    }

    /// The square standing for `point` on screen (see ``pointCellSide``).
    public func pointCell(of point: Int) -> CGRect {
        BoardGeometry.circleBounds(centre: position(of: point), radius: pointCellSide / 2)
    }
}
