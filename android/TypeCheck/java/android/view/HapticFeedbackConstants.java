// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.view;

import androidx.annotation.RequiresApi;

/**
 * API 3. The fields are constants in android.jar; here they are not, so that kotlinc
 * keeps each use a field read the API check sees (Android lint reports a newer constant
 * as InlinedApi; on an older phone its value means nothing or something else).
 */
public class HapticFeedbackConstants {
    HapticFeedbackConstants() { throw new RuntimeException("Stub!"); }
    /** API 3. */
    public static final int LONG_PRESS = value(0);
    /** API 8. */
    public static final int VIRTUAL_KEY = value(1);
    /** API 21. */
    public static final int CLOCK_TICK = value(4);
    /** API 30. */
    @RequiresApi(30)
    public static final int CONFIRM = value(16);
    /** API 30. */
    @RequiresApi(30)
    public static final int REJECT = value(17);

    private static int value(int v) { return v; }
}
