package np.baghchal.android

import android.app.Activity
import android.content.ClipboardManager
import android.content.Context
import android.content.Intent
import np.baghchal.share.Clipboard
import np.baghchal.share.IncomingShare
import np.baghchal.share.ShareSheet

/**
 * The system share sheet: a game's text goes out as `ACTION_SEND` of
 * `text/plain` through the chooser. The view model outlives the activity,
 * so the activity lends itself only while it is shown ([activity]).
 */
class ActivityShareSheet : ShareSheet {
    /** The activity on screen, to start the chooser from; null while there is none. */
    var activity: Activity? = null

    override fun share(text: String, chooserTitle: String) {
        val send = Intent(Intent.ACTION_SEND)
            .setType(IncomingShare.MIME_TYPE)
            .putExtra(Intent.EXTRA_TEXT, text)
        activity?.startActivity(Intent.createChooser(send, chooserTitle))
    }
}

/** The phone's clipboard, read when the player taps "Paste a game" (the app has focus then, as Android 10+ requires). */
class PhoneClipboard(private val context: Context) : Clipboard {
    override fun text(): String? {
        val manager = context.getSystemService(ClipboardManager::class.java) ?: return null
        val clip = manager.primaryClip ?: return null
        if (clip.itemCount == 0) return null
        // coerceToText also reads a copied link or rich text as plain text.
        return clip.getItemAt(0).coerceToText(context)?.toString()
    }
}

/** The text an incoming share of plain text holds, or null for any other intent. */
fun Intent.sharedText(): String? = IncomingShare.text(action, type, getCharSequenceExtra(Intent.EXTRA_TEXT))
