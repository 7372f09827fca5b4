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
    /// True where a tap on another movable piece picks that one up instead of putting the
    /// picked one back (the boards with ``FreeTouch``); VoiceOver names the action so.
    var isFreeBoard: Bool { get }
}

extension BoardInput {
    /// The table's touch: a tap off the picked piece's targets puts it back.
    public var isFreeBoard: Bool { false }
}

extension TableModel: BoardInput {}
