// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content.res;

import java.io.IOException;
import java.io.InputStream;

/** API 1. */
public final class AssetManager implements AutoCloseable {
    AssetManager() { throw new RuntimeException("Stub!"); }
    public String[] list(String path) throws IOException { throw new RuntimeException("Stub!"); }
    public InputStream open(String fileName) throws IOException { throw new RuntimeException("Stub!"); }
    public AssetFileDescriptor openFd(String fileName) throws IOException { throw new RuntimeException("Stub!"); }
    @Override public void close() { throw new RuntimeException("Stub!"); }
}
