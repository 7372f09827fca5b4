// Times a snapshot() round trip from Swift into the Rust core and back: the
// call every refresh of the table makes. A benchmark, not a test: run it with
// `.ci/test-swift.sh --bench` (release build) and read the figure.
import BaghchalCore

let game = try Game(settings: defaultSettings())
// A mid-game position, so the snapshot carries a board, a log and a last move.
for notation in ["c3", "a1-b2", "c2", "b2-b3", "d4", "a5-a4", "b4", "e5-e4"] {
    _ = try game.playNotation(text: notation)
}

let clock = ContinuousClock()
var samples: [Duration] = []
var checksum = 0
for _ in 0..<7 {
    let calls = 20_000
    let elapsed = clock.measure {
        for _ in 0..<calls { checksum &+= game.snapshot().moveLog.count }
    }
    samples.append(elapsed / calls)
}
samples.sort()
func micros(_ d: Duration) -> String {
    let ns = Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    return String(Int((ns / 10).rounded())).paddedMicros
}
extension String {
    /// "1234" (tens of ns) as "12.34".
    var paddedMicros: String {
        let padded = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
        return "\(padded.dropLast(2)).\(padded.suffix(2))"
    }
}
print(
    "snapshot() round trip from Swift: median \(micros(samples[3])) µs, best \(micros(samples[0])) µs per call (7 runs of 20000 calls, \(game.snapshot().moveLog.count) half moves, checksum \(checksum))"
)
