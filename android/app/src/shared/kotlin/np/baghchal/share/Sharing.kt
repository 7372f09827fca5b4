package np.baghchal.share

/**
 * The system share sheet: on the phone [share] sends [text] through
 * `ACTION_SEND` under a chooser titled [chooserTitle]; host tests record it.
 */
fun interface ShareSheet {
    /** Offers [text] to the apps that take plain text. */
    fun share(text: String, chooserTitle: String)

    /** Holder of the sheet that sends nothing. */
    companion object {
        /** Sends nothing: for a controller with no platform behind it. */
        val None = ShareSheet { _, _ -> }
    }
}

/** The clipboard, read when the player asks to paste a game. */
fun interface Clipboard {
    /** The text on the clipboard; null when it holds none. */
    fun text(): String?

    /** Holder of the empty clipboard. */
    companion object {
        /** Always empty: for a controller with no platform behind it. */
        val None = Clipboard { null }
    }
}
