// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

import android.content.res.AssetManager;
import android.content.res.Configuration;
import android.content.res.Resources;
import java.io.File;

/** API 1. */
public class ContextWrapper extends Context {
    public ContextWrapper(Context base) { throw new RuntimeException("Stub!"); }
    @Override public Context getApplicationContext() { throw new RuntimeException("Stub!"); }
    @Override public AssetManager getAssets() { throw new RuntimeException("Stub!"); }
    @Override public Resources getResources() { throw new RuntimeException("Stub!"); }
    @Override public String getPackageName() { throw new RuntimeException("Stub!"); }
    @Override public File getFilesDir() { throw new RuntimeException("Stub!"); }
    @Override public SharedPreferences getSharedPreferences(String name, int mode) { throw new RuntimeException("Stub!"); }
    @Override public void startActivity(Intent intent) { throw new RuntimeException("Stub!"); }
    @Override public Context createConfigurationContext(Configuration overrideConfiguration) { throw new RuntimeException("Stub!"); }
}
