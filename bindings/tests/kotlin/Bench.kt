// Benchmark, not a test: the cost of one call round trip from Kotlin into Rust.
// Run with `.ci/test-bindings.sh --bench`.
package baghchal.bindings.tests

import uniffi.baghchal.*

/** Times [calls] runs of [body] after as many warm-up runs, and prints ns per call. */
fun bench(name: String, calls: Int, body: (Int) -> Any) {
    // Warm up the JIT and JNA's method lookup before timing.
    var sink = 0
    repeat(calls) { sink += body(it).hashCode() }
    val start = System.nanoTime()
    repeat(calls) { sink += body(it).hashCode() }
    val ns = (System.nanoTime() - start).toDouble() / calls
    println("%-40s %8.0f ns/call  (%d calls, sink %d)".format(name, ns, calls, sink and 1))
}

fun main() {
    val calls = 100_000
    // The cheapest round trip: no arguments, a boolean back, no buffers.
    CancelHandle().use { handle -> bench("CancelHandle.isCancelled() -> Boolean", calls) { handle.isCancelled() } }
    // One byte in, a short string out (a Rust buffer to read and free).
    bench("pointName(u8) -> String", calls) { pointName((it % 25).toUByte()) }
    Game(defaultSettings()).use { game ->
        for (m in listOf("c3", "a1-b1", "b2", "e5-d5", "d4")) game.playNotation(m)
        // What a UI calls on every frame that changes: the whole screen's state.
        bench("Game.snapshot() (5 moves played)", calls) { game.snapshot() }
        bench("Game.targetsFrom(u8)", calls) { game.targetsFrom(0u) }
    }
}
