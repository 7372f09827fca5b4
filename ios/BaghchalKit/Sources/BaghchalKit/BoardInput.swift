/// What a board's touches go to: the table's model, or the puzzle trainer. The
/// receiver decides what each touch means; anything illegal changes nothing.
@MainActor
public protocol BoardInput: AnyObject {
    /// A tap on `point`.
    func tap(_ point: Int)
    /// A tap off the points.
    func tapOutside()
    /// A finger starts dragging from `point`; true if that picks up a piece to drag.
    @discardableResult
    func beginDrag(at point: Int) -> Bool
    /// The dragged piece is let go over `point` (nil: off the points).
    func endDrag(at point: Int?)
}

extension TableModel: BoardInput {}
