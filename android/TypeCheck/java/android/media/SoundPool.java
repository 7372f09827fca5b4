// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.media;

import android.content.Context;
import androidx.annotation.RequiresApi;

/** API 1. */
public class SoundPool {
    SoundPool() { throw new RuntimeException("Stub!"); }
    public int load(Context context, int resId, int priority) { throw new RuntimeException("Stub!"); }
    public final int play(int soundID, float leftVolume, float rightVolume, int priority, int loop, float rate) {
        throw new RuntimeException("Stub!");
    }
    public final void release() { throw new RuntimeException("Stub!"); }
    /** API 8. */
    public void setOnLoadCompleteListener(OnLoadCompleteListener listener) { throw new RuntimeException("Stub!"); }

    /** API 8. */
    public interface OnLoadCompleteListener {
        void onLoadComplete(SoundPool soundPool, int sampleId, int status);
    }

    /** API 21. */
    @RequiresApi(21)
    public static class Builder {
        public Builder() { throw new RuntimeException("Stub!"); }
        public Builder setMaxStreams(int maxStreams) { throw new RuntimeException("Stub!"); }
        public Builder setAudioAttributes(AudioAttributes attributes) { throw new RuntimeException("Stub!"); }
        public SoundPool build() { throw new RuntimeException("Stub!"); }
    }
}
