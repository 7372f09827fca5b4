// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content.res;

import java.io.Closeable;
import java.io.IOException;

/** API 3; Closeable since API 19 (below minSdk, so not marked). */
public class AssetFileDescriptor implements Closeable {
    AssetFileDescriptor() { throw new RuntimeException("Stub!"); }
    public long getLength() { throw new RuntimeException("Stub!"); }
    @Override public void close() throws IOException { throw new RuntimeException("Stub!"); }
}
