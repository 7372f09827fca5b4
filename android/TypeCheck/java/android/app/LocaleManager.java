// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.app;

import android.os.LocaleList;
import androidx.annotation.RequiresApi;

/** API 33: the per-app language (Context.getSystemService(LocaleManager.class)). */
@RequiresApi(33)
public class LocaleManager {
    LocaleManager() { throw new RuntimeException("Stub!"); }
    public LocaleList getApplicationLocales() { throw new RuntimeException("Stub!"); }
    public void setApplicationLocales(LocaleList locales) { throw new RuntimeException("Stub!"); }
}
