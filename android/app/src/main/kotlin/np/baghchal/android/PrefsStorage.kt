package np.baghchal.android

import android.content.Context
import np.baghchal.app.Storage

/** [Storage] in SharedPreferences; apply() writes to disk off the main thread. */
class PrefsStorage(context: Context) : Storage {
    private val prefs = context.getSharedPreferences("baghchal", Context.MODE_PRIVATE)

    override fun read(key: String): String? = prefs.getString(key, null)

    override fun write(values: Map<String, String?>) {
        prefs.edit().apply {
            for ((k, v) in values) if (v == null) remove(k) else putString(k, v)
        }.apply()
    }
}
