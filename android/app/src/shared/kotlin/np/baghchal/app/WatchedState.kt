package np.baghchal.app

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow

/**
 * A state holder's value, read by the UI through [flow], with every new
 * non-null value also handed to [changed] (the value before, the new one):
 * the puzzle trainer and the analysis board save what a kill must not lose there.
 */
class WatchedState<T : Any>(private val changed: (before: T?, next: T) -> Unit) {
    private val mutable = MutableStateFlow<T?>(null)

    /** The value as the UI collects it. */
    val flow: StateFlow<T?> get() = mutable

    /** The value now; setting it tells [changed]. */
    var value: T?
        get() = mutable.value
        set(next) {
            val before = mutable.value
            mutable.value = next
            if (next != null) changed(before, next)
        }
}
