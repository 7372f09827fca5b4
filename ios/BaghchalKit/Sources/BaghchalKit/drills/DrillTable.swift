/// The table's side of the drills: "Practise my slips" from "Your games", "Practise this slip"
/// from a kept game's review on one of the player's slips, and back to where each was opened.
/// Nothing of the table, the tally or the kept games changes meanwhile.
extension TableModel {
    /// Opens the drills on every slip not yet answered right, oldest first; false (and nothing
    /// happens) off the "Your games" page, before its drills are read, or when there are none.
    @discardableResult
    public func practiseSlips() -> Bool {
        guard screen == .games, drills.isRead, drills.start(drills.drills.toPractise) else { return false }
        drills.openedFrom = .games
        screen = .drills
        return true
    }

    /// The player's slip the review stands just after in a kept game (the move that led to
    /// the shown position, marked as a slip and among the drills); nil anywhere else.
    public var slipToPractise: SlipDrill? {
        guard let kept = keptGame, review.isOpen, let move = review.currentMove, review.marks.contains(move) else {
            return nil
        }
        return drills.drills.drill(endedAt: kept.endedAt, halfMove: move)
    }

    /// Opens the drill of ``slipToPractise``, then "Next slip" walks the others not yet
    /// answered right; false when the review is not on one of the player's slips.
    @discardableResult
    public func practiseThisSlip() -> Bool {
        guard screen == .table, let slip = slipToPractise else { return false }
        let others = drills.drills.toPractise.filter { $0.id != slip.id }
        guard drills.start([slip] + others) else { return false }
        drills.openedFrom = .table
        screen = .drills
        return true
    }

    /// Back from the drills to "Your games", or to the kept game's review where it stood.
    public func closeDrills() {
        guard screen == .drills else { return }
        drills.close()
        screen = drills.openedFrom == .table && review.isOpen && table != nil ? .table : .games
    }
}
