// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.content;

import android.content.res.AssetManager;
import android.content.res.Configuration;
import android.content.res.Resources;
import androidx.annotation.RequiresApi;
import java.io.File;

/** API 1. Abstract as in android.jar; only the members the app calls. */
public abstract class Context {
    public static final int MODE_PRIVATE = 0;

    public Context() { throw new RuntimeException("Stub!"); }
    public abstract Context getApplicationContext();
    public abstract AssetManager getAssets();
    public abstract Resources getResources();
    public abstract String getPackageName();
    public abstract File getFilesDir();
    public abstract SharedPreferences getSharedPreferences(String name, int mode);
    public abstract void startActivity(Intent intent);
    /** API 17. */
    @RequiresApi(17)
    public abstract Context createConfigurationContext(Configuration overrideConfiguration);
    /** API 23. */
    @RequiresApi(23)
    public final <T> T getSystemService(Class<T> serviceClass) { throw new RuntimeException("Stub!"); }
}
