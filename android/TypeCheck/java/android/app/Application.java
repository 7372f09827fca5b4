// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.app;

import android.content.ContextWrapper;

/** API 1. */
public class Application extends ContextWrapper {
    public Application() { super(null); throw new RuntimeException("Stub!"); }
}
