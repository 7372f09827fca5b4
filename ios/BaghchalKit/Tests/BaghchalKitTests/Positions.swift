import Foundation
import Testing

@testable import BaghchalKit

/// The small endgame table (goats to win 3) ios/build-host.sh builds for these tests.
let g3TableFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Generated/tables/tablebase-g3.tb")

/// A goats-to-win 2 table and a placement book for the tigers made with it from a
/// late root, both by ios/build-host.sh, for the loader's book tests.
let g2TableFile = g3TableFile.deletingLastPathComponent().appendingPathComponent("tablebase-g2.tb")
let g2BookFile = g3TableFile.deletingLastPathComponent().appendingPathComponent("book-g2.book")

/// Loads the G = 3 table once for the whole test process (the core keeps it for
/// games with goats to win 3; the other tests play 5 or more and do not see it).
@MainActor
func loadG3Table() async throws {
    if g3Loaded { return }
    let report = await TableLoader.load([g3TableFile])
    #expect(report.failures.isEmpty, "the test table did not load: \(report.failures)")
    try #require(report.loaded == [3])
    g3Loaded = true
}

@MainActor private var g3Loaded = false

/// Plays seeded legal moves on `engine` until every goat is down. The tigers eat
/// at most `captures` goats (stepping rather than eating once they have), so the
/// movement phase starts with that many goats gone and room to move.
func playIntoMovement(_ engine: Engine, _ dice: inout Dice, captures: Int = 2) throws {
    while engine.snapshot().phase == .placement && !engine.snapshot().isOver {
        try playOneMove(engine, &dice, tigersAvoidEating: engine.snapshot().captured >= captures)
    }
}

/// One seeded legal move for the side to move; nil if there is none. With
/// `tigersAvoidEating` a tiger steps when it can.
@discardableResult
func playOneMove(_ engine: Engine, _ dice: inout Dice, tigersAvoidEating: Bool = false) throws -> Bool {
    let game = engine.snapshot()
    guard !game.isOver else { return false }
    let places = engine.placementTargets()
    if !places.isEmpty {
        try engine.place(dice.pick(places.sorted()))
        return true
    }
    var moves: [(Int, TargetView)] = []
    for from in engine.movablePieces().sorted() {
        for target in engine.targets(from: from) { moves.append((from, target)) }
    }
    guard !moves.isEmpty else { return false }
    let steps = moves.filter { $0.1.jumpOver == nil }
    let pool = tigersAvoidEating && game.toMove == .tiger && !steps.isEmpty ? steps : moves
    let (from, target) = pool[dice.pick(Array(pool.indices))]
    try engine.move(from: from, to: target.to)
    return true
}

/// A G = 3 game played by seeded dice until `placed` goats are down, goats to move.
func placementGame(placed: Int) throws -> Engine {
    for seed in UInt64(1)...200 {
        var dice = Dice(seed)
        let e = try Engine(goatsToWin: 3, repetition: .draw3)
        while true {
            let s = e.snapshot()
            if s.isOver { break }
            if 20 - s.goatsInHand == placed && s.toMove == .goat { return e }
            guard try playOneMove(e, &dice, tigersAvoidEating: true) else { break }
        }
    }
    throw CancellationError()
}

/// Every legal move of the side to move, as (from, to); from is nil for a placement.
func legalMoves(_ engine: Engine) -> [(from: Int?, to: Int)] {
    let places = engine.placementTargets()
    if !places.isEmpty { return places.sorted().map { (nil, $0) } }
    return engine.movablePieces().sorted().flatMap { from in engine.targets(from: from).map { (from, $0.to) } }
}

/// A storage holding `engine`'s game as the app saves it, seated at `setup` with `humans`.
func savedTable(_ engine: Engine, setup: TableSetup, humans: Set<Side>, extra: [String: String] = [:]) -> MemoryStorage {
    let storage = MemoryStorage()
    storage.write(Saved.entries(of: setup))
    storage.write([Saved.active: "1", Saved.record: engine.record(), "table.humans": Saved.encode(humans)])
    storage.write(extra.mapValues { Optional($0) })
    return storage
}

/// The exact result for the side that plays `move` on a copy of `engine`'s game: the
/// game's result if the move ends it, else the table's value for the other side turned round.
func moverOutcome(after move: (from: Int?, to: Int), on engine: Engine) throws -> Evaluation.Outcome {
    let copy = try Engine(record: engine.record())
    let mover = copy.snapshot().toMove
    let game = try move.from.map { try copy.move(from: $0, to: move.to) } ?? copy.place(move.to)
    switch game.result {
    case .ongoing: return negated(copy.evaluate().outcome)
    case .draw: return .draw
    case .tigersWin: return mover == .tiger ? .win : .loss
    case .goatsWin: return mover == .goat ? .win : .loss
    }
}

/// The value for the mover of a position whose side to move has `after`.
func negated(_ after: Evaluation.Outcome) -> Evaluation.Outcome {
    switch after {
    case .win: .loss
    case .loss: .win
    case .draw: .draw
    case .unknown: .unknown
    }
}

/// Movement-phase positions of G = 3 games the table rates, one for each outcome
/// for the side to move, found by seeded play.
func ratedPositions() throws -> [Evaluation.Outcome: Engine] {
    var found: [Evaluation.Outcome: Engine] = [:]
    for seed in UInt64(1)...UInt64(40) where found.count < 3 {
        var dice = Dice(seed)
        let engine = try Engine(goatsToWin: 3, repetition: .draw3)
        try playIntoMovement(engine, &dice, captures: Int(seed % 3))
        for _ in 0..<60 where found.count < 3 {
            let game = engine.snapshot()
            guard !game.isOver, game.phase == .movement else { break }
            let value = engine.evaluate()
            if value.isKnown, found[value.outcome] == nil { found[value.outcome] = try Engine(record: engine.record()) }
            guard try playOneMove(engine, &dice) else { break }
        }
    }
    return found
}

/// A goat step and a tiger step (no leap) that can both be undone by stepping back.
/// With `stuck`, only a shuttle after which the tiger has no legal move at all (every one a forbidden repeat).
func findShuttle(_ engine: Engine, stuck: Bool = false) throws -> (
    goat: (from: Int, to: Int), tiger: (from: Int, to: Int)
)? {
    for goat in legalMoves(engine) {
        guard let goatFrom = goat.from else { continue }
        try engine.move(from: goatFrom, to: goat.to)
        defer { _ = try? engine.undo() }
        for tiger in legalMoves(engine) {
            guard let tigerFrom = tiger.from,
                engine.targets(from: tigerFrom).first(where: { $0.to == tiger.to })?.jumpOver == nil
            else { continue }
            try engine.move(from: tigerFrom, to: tiger.to)
            defer { _ = try? engine.undo() }
            // The goat can step back, and then the tiger's step back is what the rule forbids.
            guard engine.targets(from: goat.to).contains(where: { $0.to == goatFrom && $0.jumpOver == nil }),
                (try? engine.move(from: goat.to, to: goatFrom)) != nil
            else { continue }
            defer { _ = try? engine.undo() }
            if stuck && engine.movablePieces().contains(tiger.to) { continue }
            do {
                try engine.move(from: tiger.to, to: tigerFrom)
                _ = try? engine.undo()
            } catch  where Engine.isRepetitionForbidden(error) {
                return ((goatFrom, goat.to), (tigerFrom, tiger.to))
            }
        }
    }
    return nil
}
