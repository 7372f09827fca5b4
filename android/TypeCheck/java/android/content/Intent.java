// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

/** API 1. Only the members the app calls. */
public class Intent {
    public static final String ACTION_SEND = "android.intent.action.SEND";
    public static final String EXTRA_TEXT = "android.intent.extra.TEXT";

    public Intent(String action) { throw new RuntimeException("Stub!"); }
    public Intent setType(String type) { throw new RuntimeException("Stub!"); }
    public Intent putExtra(String name, CharSequence value) { throw new RuntimeException("Stub!"); }
    public String getAction() { throw new RuntimeException("Stub!"); }
    public String getType() { throw new RuntimeException("Stub!"); }
    public CharSequence getCharSequenceExtra(String name) { throw new RuntimeException("Stub!"); }
    public static Intent createChooser(Intent target, CharSequence title) { throw new RuntimeException("Stub!"); }
}
