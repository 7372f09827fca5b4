package np.baghchal.android

import android.content.Context
import android.media.AudioManager
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import np.baghchal.game.Feedback

/** A click when a piece lands (if sound is on) and a short buzz on a capture or the end. */
class DeviceFeedback(context: Context, private val soundOn: () -> Boolean) : Feedback {
    private val audio = context.getSystemService(Context.AUDIO_SERVICE) as AudioManager
    private val vibrator: Vibrator? = if (Build.VERSION.SDK_INT >= 31) {
        (context.getSystemService(Context.VIBRATOR_MANAGER_SERVICE) as VibratorManager).defaultVibrator
    } else {
        @Suppress("DEPRECATION")
        context.getSystemService(Context.VIBRATOR_SERVICE) as Vibrator?
    }

    override fun moved(captured: Boolean) {
        if (soundOn()) audio.playSoundEffect(AudioManager.FX_KEY_CLICK)
        if (captured) buzz(40)
    }

    override fun picked() = buzz(10)

    override fun gameOver() = buzz(80)

    private fun buzz(millis: Long) {
        val v = vibrator ?: return
        if (!v.hasVibrator()) return
        if (Build.VERSION.SDK_INT >= 26) {
            v.vibrate(VibrationEffect.createOneShot(millis, VibrationEffect.DEFAULT_AMPLITUDE))
        } else {
            @Suppress("DEPRECATION")
            v.vibrate(millis)
        }
    }
}
