// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.os;

/** API 1. Simplified: no members (the app only passes one on). */
public final class Bundle {
    public Bundle() { throw new RuntimeException("Stub!"); }
}
