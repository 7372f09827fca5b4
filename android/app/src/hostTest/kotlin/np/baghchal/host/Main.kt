package np.baghchal.host

import org.junit.runner.Description
import org.junit.runner.JUnitCore
import org.junit.runner.notification.Failure
import org.junit.runner.notification.RunListener
import kotlin.system.exitProcess

/**
 * Runs every host test class (or those named on the command line) and ends
 * with the line `N passed, N failed`; exits 1 if anything failed.
 */
fun main(args: Array<String>) {
    val all = listOf(
        StringsTests::class.java,
        NepaliSpellingTests::class.java,
        HardcodedTextTests::class.java,
        ControllerTests::class.java,
        PauseAndLeaveTests::class.java,
        BoardTouchTests::class.java,
        AndroidResourceTests::class.java,
        HowToPlayTests::class.java,
        HintTests::class.java,
        VerdictTests::class.java,
        RepeatNoteTests::class.java,
        ReviewTests::class.java,
        ReviewWordsTests::class.java,
        TableViewTests::class.java,
        MatchTests::class.java,
        TableLoaderTests::class.java,
        PuzzleTests::class.java,
        AnalysisTests::class.java,
        AnalysisStreamTests::class.java,
        ScreenReaderTests::class.java,
        KeptScreensTests::class.java,
        ShippedCopyTests::class.java,
        LayoutTests::class.java,
        GamesTests::class.java,
        DrillTests::class.java,
        DrillScreens::class.java,
        ExplanationWordsTests::class.java,
        LineReplayTests::class.java,
        WhyScreensTests::class.java,
        WhyScreens::class.java,
        AnalysisStreamScreens::class.java,
        ShareTests::class.java,
        RenderScreens::class.java,
    )
    val classes = if (args.isEmpty()) all else all.filter { it.simpleName in args }
    var passed = 0
    var failed = 0
    val core = JUnitCore()
    core.addListener(object : RunListener() {
        private var current: Failure? = null
        private var started = 0L

        override fun testStarted(description: Description) {
            current = null
            started = System.nanoTime()
        }

        override fun testFailure(failure: Failure) {
            current = failure
        }

        override fun testFinished(description: Description) {
            val ms = (System.nanoTime() - started) / 1_000_000
            val f = current
            if (f == null) {
                passed++
                println("PASS ${description.className.substringAfterLast('.')}.${description.methodName} (${ms} ms)")
            } else {
                failed++
                println("FAIL ${description.className.substringAfterLast('.')}.${description.methodName} (${ms} ms)")
                println("     " + f.trace.lines().take(12).joinToString("\n     "))
            }
        }
    })
    val started = System.nanoTime()
    core.run(*classes.toTypedArray())
    val shots = System.getProperty("baghchal.screenshots")?.let { java.io.File(it).listFiles { f -> f.extension == "png" }?.size }
    val setup = System.getProperty("baghchal.setupSeconds")
    println(
        "timing: " + (if (setup != null) "fetch+build+compile $setup s, " else "") +
            "tests ${(System.nanoTime() - started) / 1_000_000_000} s" + (if (shots != null) ", $shots screenshots" else ""),
    )
    println("$passed passed, $failed failed")
    exitProcess(if (failed == 0 && passed > 0) 0 else 1)
}
