package np.baghchal.share

/**
 * What the platform's share intents carry: the type a game is sent as, and
 * the text an incoming share holds when it is one the app opens. The words
 * here are Android's names, never shown.
 */
object IncomingShare {
    /** The type a game text is sent as and received as. */
    const val MIME_TYPE = "text/plain"

    /** The action of a share (`Intent.ACTION_SEND`). */
    const val ACTION_SEND = "android.intent.action.SEND"

    /**
     * The text to open from an intent of [action] and [type] carrying
     * [text]; null when it is not a share of plain text (the launcher's own
     * intent, say) or carries none.
     */
    fun text(action: String?, type: String?, text: CharSequence?): String? {
        if (action != ACTION_SEND) return null
        // A sender may add a charset: "text/plain; charset=utf-8".
        if (type?.substringBefore(';')?.trim()?.lowercase() != MIME_TYPE) return null
        return text?.toString()
    }
}
