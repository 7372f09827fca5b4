// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

/** API 1. */
public interface SharedPreferences {
    String getString(String key, String defValue);
    Editor edit();

    /** API 1. */
    interface Editor {
        Editor putString(String key, String value);
        Editor remove(String key);
        boolean commit();
        /** API 9. */
        void apply();
    }
}
