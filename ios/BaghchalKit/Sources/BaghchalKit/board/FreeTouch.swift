/// The touch of a board where the player moves whichever side is theirs with no bot,
/// menu or repetition note in the way: the puzzle trainer and the analysis board. Taps
/// and drags become picks, put-downs, placements and moves; the holder that owns it
/// says how to read and change its table and plays the moves (as Android's `TableTouch`).
@MainActor
final class FreeTouch {
    private let table: () -> TableState?
    private let update: ((inout TableState) -> Void) -> Void
    private let engine: () -> Engine?
    private let feedback: any Feedback
    private let play: ((Engine) throws -> BoardView) -> Void

    /// Touch over a holder's `table` (changed through `update`) and `engine`; `play` plays a move.
    init(
        table: @escaping () -> TableState?, update: @escaping ((inout TableState) -> Void) -> Void,
        engine: @escaping () -> Engine?, feedback: any Feedback, play: @escaping ((Engine) throws -> BoardView) -> Void
    ) {
        self.table = table
        self.update = update
        self.engine = engine
        self.feedback = feedback
        self.play = play
    }

    /// A tap on `point`: places on a placement turn; otherwise picks up, moves, or puts back.
    func tap(_ point: Int) {
        guard let t = table(), t.humanToMove else { return }
        if t.placing {
            if t.placeHints.contains(point) { play { try $0.place(point) } }
        } else if let picked = t.picked {
            if point == picked {
                putDown()
            } else if t.target(at: point) != nil {
                play { try $0.move(from: picked, to: point) }
            } else if t.movable.contains(point) {
                pick(point)
            } else {
                putDown()
            }
        } else if t.movable.contains(point) {
            pick(point)
        }
    }

    /// A tap off the points puts a picked-up piece back.
    func tapOutside() {
        if table()?.picked != nil { putDown() }
    }

    /// A drag starting on `point` picks the piece up if it can move; true if it did.
    func beginDrag(at point: Int) -> Bool {
        guard let t = table(), t.humanToMove, !t.placing, t.movable.contains(point) else { return false }
        pick(point)
        update { $0.dragging = true }
        return true
    }

    /// The dragged piece let go over `point` (nil: off the points).
    func endDrag(at point: Int?) {
        guard let t = table(), t.dragging, let picked = t.picked else { return }
        if let point, t.target(at: point) != nil {
            play { try $0.move(from: picked, to: point) }
        } else {
            putDown()
        }
    }

    /// Puts a picked-up piece back where it was.
    func putDown() {
        update {
            $0.picked = nil
            $0.targets = []
            $0.dragging = false
        }
    }

    private func pick(_ point: Int) {
        guard let engine = engine() else { return }
        let targets = engine.targets(from: point)
        update {
            $0.picked = point
            $0.targets = targets
            $0.dragging = false
        }
        feedback.picked()
    }
}
