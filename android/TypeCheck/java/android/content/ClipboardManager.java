// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

import androidx.annotation.RequiresApi;

/** API 11. Simplified: android.jar's extends the older android.text.ClipboardManager; only what the app calls. */
@RequiresApi(11)
public class ClipboardManager {
    ClipboardManager() { throw new RuntimeException("Stub!"); }
    /** Null when the clipboard holds nothing. */
    public ClipData getPrimaryClip() { throw new RuntimeException("Stub!"); }
}
