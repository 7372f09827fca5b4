import Foundation
import Testing

@testable import BaghchalKit

// Point indices used by the tests: a1=0 b1=1 c1=2 b2=6 c3=12.
let a1 = 0
let b1 = 1
let c1 = 2
let b2 = 6
let c3 = 12

let playGoats = TableSetup(mode: .play, side: .goats, level: .easy)
let playTigers = TableSetup(mode: .play, side: .tigers, level: .easy)
let passAndPlay = TableSetup(mode: .passAndPlay)

/// A model as the app makes it, with instant timing unless told, that keeps
/// every cancel handle it gives the bot so tests can watch them.
@MainActor
final class Harness {
    let storage: MemoryStorage
    private(set) var handles: [CancelHandle] = []
    private(set) var model: TableModel!

    init(storage: MemoryStorage = MemoryStorage(), seed: UInt64 = 1, botPause: Duration = .zero) {
        self.storage = storage
        model = TableModel(
            storage: storage,
            timing: Timing(botPause: botPause, nextGame: .zero),
            seed: seed,
            makeCancelHandle: { [unowned self] in
                let handle = CancelHandle()
                self.handles.append(handle)
                return handle
            }
        )
    }

    /// The table; fails the test if not seated.
    var table: TableState {
        get throws { try #require(model.table) }
    }

    /// Waits until the bot has played and nothing is pending.
    func idle() async {
        await model.waitUntilIdle()
    }

    /// Waits (a bounded number of short sleeps) until `condition` holds; false if it never did.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<24_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    /// The app being killed: its work stops and nothing more is saved.
    func kill() {
        model.close()
        model = nil
    }
}

/// A harness seated at `setup`, once the bot (if it moves first) has played.
@MainActor
func seated(_ setup: TableSetup, seed: UInt64 = 1, storage: MemoryStorage = MemoryStorage(), botPause: Duration = .zero) async
    -> Harness
{
    let h = Harness(storage: storage, seed: seed, botPause: botPause)
    h.model.updateSetup { $0 = setup }
    h.model.startTable()
    await h.idle()
    return h
}

/// A seeded choice of moves, so every run plays the same games.
struct Dice {
    private var rng: SplitMix64

    init(_ seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    mutating func pick<C: Collection>(_ items: C) -> C.Element {
        let sorted = items.map { $0 }
        return sorted[Int(rng.next() % UInt64(sorted.count))]
    }
}

extension Harness {
    /// One legal move for the player through touch: tap a placement point, or tap
    /// a movable piece and then one of its targets.
    func playRandomMove(_ dice: inout Dice) throws {
        let t = try table
        if t.placing {
            model.tap(dice.pick(t.placeHints.sorted()))
        } else {
            let from = dice.pick(t.movable.sorted())
            model.tap(from)
            let to = dice.pick(try table.targets.map(\.to))
            model.tap(to)
        }
    }
}

/// The words of the app's string catalog (ios/App/Localizable.xcstrings).
func catalogWords(_ language: AppLanguage) throws -> Words {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("App/Localizable.xcstrings")
    return Words(try StringCatalog(contentsOf: url).localizer(language))
}
