package np.baghchal.why

import uniffi.baghchal.MoveExplanation

/** What a screen knows of a move's explanation. */
sealed interface Why {
    /** The core is working it out off the main thread. */
    data object Computing : Why

    /** No loaded table covers the position: the move cannot be explained. */
    data object NotCovered : Why

    /** The core's explanation. */
    data class Shown(val explanation: MoveExplanation) : Why
}
