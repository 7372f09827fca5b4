import Foundation
import Testing

@testable import BaghchalKit

/// Issue 41 §1 on the analysis board: each move's value shown as soon as the core finds it.
/// The real core and the G = 3 table work the values out; a ``ValueGate`` between the core and
/// the board lets them through one at a time, so the test decides when each arrives.
/// The same checks as Android's `AnalysisStreamTests`.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AnalysisValuesAsFoundTests {
    /// A board on a G = 3 position with 13 goats placed (the core's quick and slow passes),
    /// its values coming through `gate`, and every value of that position, best first.
    private func gatedBoard(_ gate: ValueGate) async throws -> (AnalysisBoard, Engine, [MoveValue]) {
        try await loadG3Table()
        let e = try placementGame(placed: 13)
        let all = MoveValues.ordered(try e.valuesNow(cancel: CancelHandle()))
        #expect(all.count == legalMoves(e).count && all.count >= 3)
        let b = AnalysisBoard()
        b.valueSearch = gate.search
        b.open(e.snapshot(), rules: e.rules)
        return (b, e, all)
    }

    @Test func valuesShowAsTheyAreFoundAndAreKnownOnceAllAreIn() async throws {
        let gate = ValueGate()
        defer { gate.openForGood() }
        let (b, _, all) = try await gatedBoard(gate)
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        #expect(b.values == .computing)
        #expect(b.values.listed.isEmpty && b.values.marks(picked: nil).isEmpty)
        var before: [MoveValue] = []
        for n in 1...2 {
            gate.pass(1)
            #expect(await eventually { b.values.listed.count == n }, "value \(n) not shown")
            guard case .partial(let found, let waiting) = b.values else {
                Issue.record("not partial after \(n) values: \(b.values)")
                return
            }
            #expect(waiting == all.count - n)
            #expect(found.allSatisfy(all.contains) && before.allSatisfy(found.contains), "the position's values, kept")
            #expect(found == MoveValues.ordered(found), "best first")
            // Their rings on the board: a placement's point is where the goat goes.
            #expect(b.values.marks(picked: nil) == Dictionary(uniqueKeysWithValues: found.map { ($0.move.to, $0.outcome) }))
            // The best so far, and under the rows how many are left, in both languages.
            #expect(en.analysisStatus(b.values) == en.text(.analysisValuesKnown, .text(en.analysisMove(found[0]))))
            #expect(en.analysisWaiting(b.values) == "Moves still being worked out: \(all.count - n)")
            #expect(ne.analysisWaiting(b.values) == ne.text(.analysisValuesWaiting, .number(all.count - n)))
            before = found
        }
        gate.openForGood()
        await b.waitForValues()
        // Exactly today's answer: every value, best first, and no waiting line.
        #expect(b.values == .known(all))
        #expect(en.analysisWaiting(b.values) == nil)
        #expect(en.analysisStatus(b.values) == en.text(.analysisValuesKnown, .text(en.analysisMove(all[0]))))
    }

    @Test func thePartialStateIsSpokenWithTheBestSoFarAndTheCount() async throws {
        let gate = ValueGate()
        defer { gate.openForGood() }
        let (b, e, all) = try await gatedBoard(gate)
        let en = try catalogWords(.english)
        let turn = en.analysisTurn(e.snapshot())
        #expect(en.analysisLines(b) == [turn, en.text(.analysisComputing)])
        // Each value: the turn stays; the values line says the best so far and how many are still
        // being worked out, and only it is said.
        for n in 1...2 {
            let lines = en.analysisLines(b)
            gate.pass(1)
            #expect(await eventually { b.values.listed.count == n })
            let best = try #require(b.values.listed.first)
            let line = "Values found. Best: \(en.analysisMove(best)). Moves still being worked out: \(all.count - n)"
            #expect(en.analysisLines(b) == [turn, line])
            #expect(en.spokenChange(from: lines, to: en.analysisLines(b)) == line)
        }
        let ne = try catalogWords(.nepali)
        let best = try #require(b.values.listed.first)
        #expect(
            ne.analysisSpokenStatus(b.values)
                == "नतिजा निस्कियो। सबैभन्दा राम्रो: \(ne.analysisMove(best))। "
                + ne.text(.analysisValuesWaiting, .number(all.count - 2)))
        // All in: the best move, as when they all came at once (the turn is not said again).
        let lines = en.analysisLines(b)
        gate.openForGood()
        await b.waitForValues()
        let known = en.text(.analysisValuesKnown, .text(en.analysisMove(all[0])))
        #expect(en.spokenChange(from: lines, to: en.analysisLines(b)) == known)
    }

    @Test func aValueFoundAfterTheBoardWentToTheBackgroundIsNotShown() async throws {
        let gate = ValueGate()
        defer { gate.openForGood() }
        let handles = Box<[CancelHandle]>([])
        try await loadG3Table()
        let e = try placementGame(placed: 13)
        let all = MoveValues.ordered(try e.valuesNow(cancel: CancelHandle()))
        let b = AnalysisBoard(makeCancelHandle: {
            let handle = CancelHandle()
            handles.value.append(handle)
            return handle
        })
        b.valueSearch = gate.search
        b.open(e.snapshot(), rules: e.rules)
        gate.pass(1)
        // The second value is found and held at the gate, on its way to the board.
        #expect(await eventually { b.values.listed.count == 1 && gate.holding })
        let shown = b.values
        b.pause()
        #expect(handles.value.count == 1 && handles.value[0].isCancelled)
        gate.pass(1)
        await b.waitForValues()
        #expect(gate.passed == 2, "the held value went on to the board")
        #expect(b.values == shown, "a value of the stopped search is not shown")
        // Back: asked again from the start, with every value in the end.
        b.resume()
        #expect(handles.value.count == 2 && b.values == .computing)
        gate.openForGood()
        await b.waitForValues()
        #expect(b.values == .known(all))
    }

    @Test func aValueFoundAfterTheSetupOpenedIsNotShown() async throws {
        let gate = ValueGate()
        defer { gate.openForGood() }
        let (b, _, all) = try await gatedBoard(gate)
        gate.pass(1)
        #expect(await eventually { b.values.listed.count == 1 && gate.holding })
        let shown = b.values
        b.editSetup()
        gate.pass(1)
        await b.waitForValues()
        #expect(gate.passed == 2, "the held value went on to the board")
        #expect(b.values == shown, "a value of the cancelled search is not shown")
        // Back to the board: its values asked for again, all of them in the end.
        gate.openForGood()
        #expect(b.cancelDraft())
        await b.waitForValues()
        #expect(b.values == .known(all))
    }

    @Test func theWaitingLineInEnglishAndNepali() throws {
        let partial = MoveValues.partial([], waiting: 12)
        #expect(try catalogWords(.english).analysisWaiting(partial) == "Moves still being worked out: 12")
        #expect(try catalogWords(.nepali).analysisWaiting(partial) == "नतिजा निकाल्न बाँकी चाल: १२")
        #expect(try catalogWords(.nepali).analysisWaiting(.partial([], waiting: 3)) == "नतिजा निकाल्न बाँकी चाल: ३")
        for state in [MoveValues.computing, .known([]), .tooEarly, .noTable, .tablesLoading, .over] {
            #expect(try catalogWords(.english).analysisWaiting(state) == nil, "\(state)")
        }
    }

    @Test func unknownValuesAreReadOnlyWhenAllAreIn() throws {
        // Too early or no table: every value unknown, given at once; nothing partial is shown of them.
        let e = try Engine(goatsToWin: 3, repetition: .draw3)
        let game = e.snapshot()
        let unknown = try e.valuesNow(cancel: CancelHandle())
        #expect(unknown.count == legalMoves(e).count && unknown.allSatisfy { $0.outcome == .unknown })
        #expect(MoveValues.reading(found: Array(unknown.prefix(1)), of: unknown.count, for: game) == .computing)
        #expect(MoveValues.reading(found: unknown, of: unknown.count, for: game) == .tooEarly)
    }
}

/// Stands between the core and the board: each value the core finds waits here until the
/// test lets it through (``pass(_:)``), or every value goes through once ``openForGood()``.
final class ValueGate: @unchecked Sendable {
    private let lock = NSLock()
    private let permits = DispatchSemaphore(value: 0)
    private var opened = false
    private var held = false
    private var count = 0

    /// The board's value search: the core's, each value held at the gate on its way.
    var search: ValueSearch {
        { [self] engine, cancel, found in
            try Engine.valuesEach(engine, cancel: cancel) { value in
                self.wait()
                found(value)
            }
        }
    }

    /// True while a value is held, waiting to be let through.
    var holding: Bool { lock.withLock { held } }
    /// How many values went through.
    var passed: Int { lock.withLock { count } }

    /// Lets `n` more values through.
    func pass(_ n: Int) {
        for _ in 0..<n { permits.signal() }
    }

    /// Lets every value through from now on, the one held too (the queue never stays blocked).
    func openForGood() {
        lock.withLock { opened = true }
        permits.signal()
    }

    private func wait() {
        let open = lock.withLock {
            held = !opened
            return opened
        }
        if !open { permits.wait() }
        lock.withLock {
            held = false
            count += 1
        }
    }
}

/// Waits on the main actor, up to 10 seconds, until `done` holds; false if it never does.
@MainActor
func eventually(_ done: () -> Bool) async -> Bool {
    for _ in 0..<5000 {
        if done() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return done()
}
