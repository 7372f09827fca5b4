// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.util;

/** API 1. */
public final class Log {
    Log() { throw new RuntimeException("Stub!"); }
    public static int w(String tag, String msg) { throw new RuntimeException("Stub!"); }
    public static int e(String tag, String msg) { throw new RuntimeException("Stub!"); }
}
