/// What a touch asks for on a board where the player moves whichever side is theirs
/// with no bot, menu or repetition note in the way (the puzzle trainer and the analysis
/// board), decided from the table alone; the holder carries it out.
enum FreeTouch: Equatable {
    /// Nothing happens.
    case none
    /// Pick the piece on this point up.
    case pick(Int)
    /// Put the picked-up piece back.
    case putDown
    /// Place a goat here.
    case place(Int)
    /// Move the picked-up piece.
    case move(from: Int, to: Int)

    /// A tap on `point`: places on a placement turn; otherwise picks up, moves, or puts back.
    static func tap(_ point: Int, on table: TableState?) -> FreeTouch {
        guard let table, table.humanToMove else { return .none }
        if table.placing { return table.placeHints.contains(point) ? .place(point) : .none }
        guard let picked = table.picked else { return table.movable.contains(point) ? .pick(point) : .none }
        if point == picked { return .putDown }
        if table.target(at: point) != nil { return .move(from: picked, to: point) }
        return table.movable.contains(point) ? .pick(point) : .putDown
    }

    /// A drag starting on `point` picks the piece up if it can move.
    static func dragStart(_ point: Int, on table: TableState?) -> FreeTouch {
        guard let table, table.humanToMove, !table.placing, table.movable.contains(point) else { return .none }
        return .pick(point)
    }

    /// The dragged piece let go over `point` (nil: off the points).
    static func dragEnd(_ point: Int?, on table: TableState?) -> FreeTouch {
        guard let table, table.dragging, let picked = table.picked else { return .none }
        if let point, table.target(at: point) != nil { return .move(from: picked, to: point) }
        return .putDown
    }
}
