// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

import androidx.annotation.RequiresApi;

/** API 11. Only the members the app calls. */
@RequiresApi(11)
public class ClipData {
    ClipData() { throw new RuntimeException("Stub!"); }
    public int getItemCount() { throw new RuntimeException("Stub!"); }
    public ClipData.Item getItemAt(int index) { throw new RuntimeException("Stub!"); }

    /** API 11. One item of a clip. */
    public static class Item {
        Item() { throw new RuntimeException("Stub!"); }
        public CharSequence coerceToText(Context context) { throw new RuntimeException("Stub!"); }
    }
}
