package np.baghchal.android

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View
import np.baghchal.R
import np.baghchal.app.Feedback

/**
 * The app's own click when a piece lands, and touch feedback on a pick-up,
 * a capture and the end of a game.
 *
 * The click is played with [SoundPool] from res/raw, governed only by the
 * in-app Sound switch ([soundOn]): the system's click sound
 * (AudioManager.playSoundEffect) is silent whenever the system's touch sounds
 * are off, which would make the switch do nothing. Vibration goes through
 * View.performHapticFeedback, which honours the system's touch-feedback
 * setting; it needs the window's [view], set by the activity while it exists.
 */
class DeviceFeedback(context: Context, private val soundOn: () -> Boolean) : Feedback {
    private val sounds: SoundPool = SoundPool.Builder()
        .setMaxStreams(2)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
        // Before load(): SoundPool drops a load-complete event that arrives while no listener is
        // set, and a 2 KB file can finish decoding before the next line runs. The event is
        // delivered on this (main) thread's looper, so `click` is assigned by then.
        .apply { setOnLoadCompleteListener { _, id, status -> if (id == click && status == 0) clickLoaded = true } }
    private val click: Int = sounds.load(context, R.raw.piece_down, 1)
    private var clickLoaded = false

    /** The view whose haptics are used; null while no activity shows the app. */
    var view: View? = null

    override fun moved(captured: Boolean) {
        if (soundOn() && clickLoaded) sounds.play(click, 1f, 1f, 1, 0, 1f)
        if (captured) haptic(if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.LONG_PRESS)
    }

    override fun picked() = haptic(HapticFeedbackConstants.CLOCK_TICK)

    override fun gameOver() = haptic(HapticFeedbackConstants.LONG_PRESS)

    /** Frees the loaded sound; the feedback plays nothing afterwards. */
    fun release() {
        clickLoaded = false
        sounds.release()
    }

    private fun haptic(constant: Int) {
        view?.performHapticFeedback(constant)
    }
}
