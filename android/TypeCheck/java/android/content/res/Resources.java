// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content.res;

/** API 1. */
public class Resources {
    Resources() { throw new RuntimeException("Stub!"); }
    public String getString(int id) { throw new RuntimeException("Stub!"); }
    public String getQuantityString(int id, int quantity) { throw new RuntimeException("Stub!"); }
    public int getIdentifier(String name, String defType, String defPackage) { throw new RuntimeException("Stub!"); }
    public Configuration getConfiguration() { throw new RuntimeException("Stub!"); }
}
