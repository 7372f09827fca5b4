// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.view;

/** API 1. Simplified: only what the app calls. */
public class View {
    View() { throw new RuntimeException("Stub!"); }
    /** API 3. */
    public boolean performHapticFeedback(int feedbackConstant) { throw new RuntimeException("Stub!"); }
}
