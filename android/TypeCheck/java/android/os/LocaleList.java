// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.os;

import androidx.annotation.RequiresApi;
import java.util.Locale;

/** API 24. */
@RequiresApi(24)
public final class LocaleList {
    public LocaleList(Locale... list) { throw new RuntimeException("Stub!"); }
    public Locale get(int index) { throw new RuntimeException("Stub!"); }
    public boolean isEmpty() { throw new RuntimeException("Stub!"); }
    public int size() { throw new RuntimeException("Stub!"); }
    public static LocaleList forLanguageTags(String list) { throw new RuntimeException("Stub!"); }
    public static LocaleList getDefault() { throw new RuntimeException("Stub!"); }
}
