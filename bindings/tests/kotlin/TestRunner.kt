// A small test runner for the bindings tests: no framework jar is needed, and
// the closing line is the plain `N passed, N failed` that CI reads.
package baghchal.bindings.tests

/** Thrown by the assertion helpers when a check fails. */
class AssertionFailed(message: String) : AssertionError(message)

/** One registered test. */
class TestCase(val name: String, val body: () -> Unit)

/** Collects tests and runs them, printing one line per test and a closing count. */
class TestRunner {
    private val tests = mutableListOf<TestCase>()

    /** Registers a test; names must be unique so failures are easy to find. */
    fun test(name: String, body: () -> Unit) {
        require(tests.none { it.name == name }) { "duplicate test name: $name" }
        tests += TestCase(name, body)
    }

    /** Runs every test (or those whose name contains [filter]) and returns the number failed. */
    fun run(filter: String? = null): Int {
        var passed = 0
        var failed = 0
        val selected = tests.filter { filter == null || it.name.contains(filter) }
        for (case in selected) {
            val start = System.nanoTime()
            try {
                case.body()
                passed++
                println("PASS ${case.name} (${(System.nanoTime() - start) / 1_000_000} ms)")
            } catch (t: Throwable) {
                failed++
                println("FAIL ${case.name}: ${t::class.simpleName}: ${t.message}")
                t.printStackTrace(System.out)
            }
        }
        // A filter that matches nothing must not look like success.
        if (selected.isEmpty()) failed++
        println("$passed passed, $failed failed")
        return failed
    }
}

/** Fails with [message] unless [condition] holds. */
fun assertTrue(condition: Boolean, message: () -> String) {
    if (!condition) throw AssertionFailed(message())
}

/** Fails unless [actual] equals [expected]. */
fun <T> assertEq(expected: T, actual: T, what: String = "value") {
    if (expected != actual) throw AssertionFailed("$what: expected <$expected> but was <$actual>")
}

/** Runs [block], expects it to throw an [E], and returns that exception. */
inline fun <reified E : Throwable> assertThrows(what: String, block: () -> Unit): E {
    try {
        block()
    } catch (e: Throwable) {
        if (e is E) return e
        throw AssertionFailed("$what: expected ${E::class.simpleName} but got ${e::class.simpleName}: ${e.message}")
    }
    throw AssertionFailed("$what: expected ${E::class.simpleName} but nothing was thrown")
}
