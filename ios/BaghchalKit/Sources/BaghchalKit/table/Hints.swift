import Observation

/// A suggested move: where the piece comes from (nil for placing a goat) and where it goes.
public struct HintMove: Equatable, Sendable {
    /// The piece to move; nil when a goat is to be placed.
    public let from: Int?
    /// Where the piece goes, or the goat is placed.
    public let to: Int

    /// A suggestion.
    public init(from: Int?, to: Int) {
        self.from = from
        self.to = to
    }
}

/// What the Hint button shows. It stays one button from the request until the
/// suggestion is on the board, so VoiceOver's focus stays on it meanwhile.
public enum HintOffer: Equatable, Sendable {
    /// No button: not the player's turn, watching, the menu or review open.
    case none
    /// The button can be pressed.
    case ready
    /// Perfect is searching: the button stays, disabled, saying so.
    case searching
    /// The suggestion is on the board: the button stays, disabled.
    case shown
}

/// The "Hint" action: asks Perfect for the move of the side to move off the main
/// thread with its own cancel handle, holds the shown suggestion, and counts the
/// hints of the current game. A hint is only ever shown; the player plays it or not.
@MainActor
@Observable
public final class Hints {
    /// The suggestion on the board, if any.
    public private(set) var shown: HintMove?
    /// True while Perfect searches for a hint.
    public private(set) var isSearching = false
    /// Hints asked for in the current game (saved with it).
    public private(set) var count = 0

    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var cancelHandle: CancelHandle?
    @ObservationIgnored private let makeCancelHandle: @MainActor () -> CancelHandle

    /// Hints whose searches are stopped through handles made by `makeCancelHandle`.
    init(makeCancelHandle: @escaping @MainActor () -> CancelHandle) {
        self.makeCancelHandle = makeCancelHandle
    }

    /// Starts a search on `engine` for its side to move; `onFound` runs on the main
    /// actor once it is shown. A search already under way, or a shown hint, is kept.
    func request(engine: Engine, seed: UInt64, onFound: @escaping @MainActor () -> Void) {
        guard task == nil, shown == nil else { return }
        let cancel = makeCancelHandle()
        cancelHandle = cancel
        isSearching = true
        let position = engine.snapshot().halfMoves
        task = Task { [weak self] in
            let move = await engine.botMove(level: .perfect, seed: seed, cancel: cancel)
            // Cancelled: clear() has already put everything back.
            guard let self, !cancel.isCancelled else { return }
            self.task = nil
            self.cancelHandle = nil
            self.isSearching = false
            // A game that moved on meanwhile gets no stale suggestion.
            guard let move, engine.snapshot().halfMoves == position else { return }
            self.shown = HintMove(from: move.from, to: move.to)
            self.count += 1
            onFound()
        }
    }

    /// Stops a search and takes the suggestion off the board (a move, take back, leave, pause, new game).
    func clear() {
        cancelHandle?.cancel()
        cancelHandle = nil
        task?.cancel()
        task = nil
        isSearching = false
        shown = nil
    }

    /// A new game (`count` 0) or a restored one (its saved count); clears any hint.
    func reset(count: Int) {
        clear()
        self.count = max(0, count)
    }

    /// Waits for a search under way; for tests.
    func waitUntilIdle() async {
        while let task {
            await task.value
            if self.task == task {
                self.task = nil
                isSearching = false
            }
        }
    }
}

extension Words {
    /// What VoiceOver announces for a shown hint: "Hint: b2-c3" (or "Hint: c3" for a placement).
    public func hintAnnouncement(_ hint: HintMove) -> String {
        let move = hint.from.map { "\(Points.name($0))-\(Points.name(hint.to))" } ?? Points.name(hint.to)
        return text(.hintShown, .text(move))
    }

    /// "2 hints used in this game" for the end card; nil when none were.
    public func hintsUsed(_ count: Int) -> String? {
        count > 0 ? plural(.endHints, count: count) : nil
    }
}
