// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content.res;

import androidx.annotation.RequiresApi;
import java.util.Locale;

/** API 1. */
public final class Configuration {
    public Configuration() { throw new RuntimeException("Stub!"); }
    public Configuration(Configuration o) { throw new RuntimeException("Stub!"); }
    /** API 17. */
    @RequiresApi(17)
    public void setLocale(Locale loc) { throw new RuntimeException("Stub!"); }
}
