/// Touch on the board: taps and drags become picks, moves and placements through
/// the core. Only the player's own pieces on their turn respond; anything illegal
/// puts the piece back down, and a move the repetition rule refuses explains itself.
extension TableModel {
    /// A tap on `point`: places a goat on a placement turn; otherwise picks up one
    /// of the player's pieces, moves the picked-up piece, or puts it back down.
    /// Anything illegal changes nothing.
    public func tap(_ point: Int) {
        guard let table, acceptsTouch(table) else { return }
        if table.placing {
            if table.placeHints.contains(point) { playing.play { try $0.place(point) } }
        } else if let picked = table.picked {
            // Not only the targets go to the core: a move it refuses for repeating a
            // position is explained; any other refusal just puts the piece back.
            if point == picked { putDown() } else { playing.play { try $0.move(from: picked, to: point) } }
        } else if table.movable.contains(point) || stuckByRepeat(table, point) {
            pick(point)
        }
    }

    /// A tap off the points puts a picked-up piece back.
    public func tapOutside() {
        if table?.picked != nil { putDown() }
    }

    /// A finger starts dragging from `point`. Returns true if that picks up a
    /// piece to drag; goats in the pen and pieces that cannot move stay put.
    @discardableResult
    public func beginDrag(at point: Int) -> Bool {
        guard let table, acceptsTouch(table), !table.placing,
            table.movable.contains(point) || stuckByRepeat(table, point)
        else { return false }
        pick(point)
        self.table?.dragging = true
        return true
    }

    /// The dragged piece is let go over `point` (nil: off the points).
    public func endDrag(at point: Int?) {
        guard let table, table.dragging, let picked = table.picked else { return }
        if let point, point != picked {
            playing.play { try $0.move(from: picked, to: point) }
        } else {
            putDown()
        }
    }

    /// True for a piece of the side to move whose every move `forbid`/`forbid3` refuses:
    /// it may still be picked up (nowhere is marked), so putting it down where the rule
    /// forbids explains itself instead of doing nothing (as on Android).
    func stuckByRepeat(_ table: TableState, _ point: Int) -> Bool {
        guard let engine, engine.repetition == .forbid || engine.repetition == .forbid3,
            table.game.phase == .movement, table.game.board.indices.contains(point)
        else { return false }
        let own: Piece = table.game.toMove == .goat ? .goat : .tiger
        return table.game.board[point] == own && !table.movable.contains(point)
    }

    func acceptsTouch(_ table: TableState) -> Bool {
        table.humanToMove && !table.thinking && !table.menuOpen && !isConfirmingLeave
    }

    func pick(_ point: Int) {
        guard let engine else { return }
        table?.picked = point
        table?.targets = engine.targets(from: point)
        table?.dragging = false
        feedback.picked()
    }

    func putDown() {
        clearPick()
    }

    func clearPick() {
        table?.picked = nil
        table?.targets = []
        table?.dragging = false
    }
}
