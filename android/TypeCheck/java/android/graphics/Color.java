// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.graphics;

/** API 1. */
public class Color {
    public static final int TRANSPARENT = 0;
    public static final int BLACK = -16777216;
    public static final int WHITE = -1;

    public Color() { throw new RuntimeException("Stub!"); }
    /** API 1 (the float overload is API 26 and not declared). */
    public static int argb(int alpha, int red, int green, int blue) { throw new RuntimeException("Stub!"); }
}
