package np.baghchal.host

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.MoveValues
import org.junit.Test

/**
 * The analysis board while its values arrive (issue 41 §1), rendered to
 * `18_analysis_partial_*`. Apart from [RenderScreens] so it can be rendered
 * on its own.
 */
class AnalysisStreamScreens {
    private val shots = RenderScreens()

    @Test
    fun analysisBoardWhileValuesArrive() {
        TestTables.loadG3()
        val hand = HandedValues()
        g3Placement(14).use { e ->
            Harness(analysisValues = hand).use { h ->
                h.on {
                    openAnalysisBoard()
                    analysis.open(e.snapshot(), e.settings())
                }
                // Three values in, the rest still worked out: their rings, their rows and the count under them.
                hand.awaitHeld()
                hand.release(3)
                runBlocking {
                    withTimeout(60_000) { h.c.analysis.state.first { (it?.values as? MoveValues.Partial)?.found?.size == 3 } }
                }
                shots.renderPair("18_analysis_partial", h)
            }
        }
    }
}
