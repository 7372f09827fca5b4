package np.baghchal.app

/**
 * What a screen reader is told when a screen's live lines change. On
 * Android each line is a live region TalkBack reads when its text changes;
 * iOS posts the same lines as one VoiceOver announcement.
 */
object Spoken {
    /**
     * The lines of [new] to say after [old]: those that changed, or all of
     * them when the screen changed shape (a set-up started, a game ended).
     */
    fun changed(old: List<String>, new: List<String>): List<String> =
        if (old.size != new.size) new else new.filterIndexed { i, line -> line != old[i] }
}
