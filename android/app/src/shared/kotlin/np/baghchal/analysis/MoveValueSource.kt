package np.baghchal.analysis

import np.baghchal.app.Engine
import np.baghchal.app.MoveValueView
import uniffi.baghchal.CancelHandle

/**
 * Where the analysis board's values come from: the core on the phone
 * ([CORE]); host tests wrap it to decide when each value arrives.
 */
fun interface MoveValueSource {
    /**
     * Hands each legal move's value in [engine]'s position to [found] as it
     * is known, on the calling (worker) thread, and returns once all are
     * given. Throws [uniffi.baghchal.BaghchalException.Cancelled] once
     * [cancel] is seen.
     */
    fun each(engine: Engine, cancel: CancelHandle, found: (MoveValueView) -> Unit)

    /** The source the app uses. */
    companion object {
        /** The core's own values, as it settles them ([Engine.moveValuesEach]). */
        val CORE = MoveValueSource { engine, cancel, found -> engine.moveValuesEach(cancel, found) }
    }
}
