// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.system;

import androidx.annotation.RequiresApi;
import java.lang.ref.Cleaner;

/** API 33 (used by the UniFFI bindings made with android = true, behind an API 34 check). */
@RequiresApi(33)
public final class SystemCleaner {
    SystemCleaner() { throw new RuntimeException("Stub!"); }
    public static Cleaner cleaner() { throw new RuntimeException("Stub!"); }
}
