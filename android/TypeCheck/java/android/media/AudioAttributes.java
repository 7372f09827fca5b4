// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.media;

import androidx.annotation.RequiresApi;

/** API 21. Its int constants are not constants here, as HapticFeedbackConstants explains. */
@RequiresApi(21)
public final class AudioAttributes {
    AudioAttributes() { throw new RuntimeException("Stub!"); }
    public static final int USAGE_GAME = value(14);
    public static final int CONTENT_TYPE_SONIFICATION = value(4);

    private static int value(int v) { return v; }

    /** API 21. */
    public static class Builder {
        public Builder() { throw new RuntimeException("Stub!"); }
        public Builder setUsage(int usage) { throw new RuntimeException("Stub!"); }
        public Builder setContentType(int contentType) { throw new RuntimeException("Stub!"); }
        public AudioAttributes build() { throw new RuntimeException("Stub!"); }
    }
}
