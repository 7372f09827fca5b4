// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;

/** API 1. Simplified: extends ContextWrapper directly (android.jar has ContextThemeWrapper between). */
public class Activity extends ContextWrapper {
    public Activity() { super(null); throw new RuntimeException("Stub!"); }
    protected void onCreate(Bundle savedInstanceState) { throw new RuntimeException("Stub!"); }
    public Intent getIntent() { throw new RuntimeException("Stub!"); }
    protected void onNewIntent(Intent intent) { throw new RuntimeException("Stub!"); }
}
