package np.baghchal.android

import android.app.LocaleManager
import android.content.Context
import android.os.Build
import android.os.LocaleList
import np.baghchal.i18n.Language

/**
 * Keeps the app's own language choice and Android 13's per-app language
 * (Settings > Apps > Baghchal > Language, offered because the manifest has a
 * localeConfig) in step, through [LocaleManager]. Before Android 13 there is
 * no system choice and the app's choice alone counts.
 */
object AppLanguage {
    /** The per-app language set in the system, if it is one the app speaks. */
    fun fromSystem(context: Context): Language? {
        if (Build.VERSION.SDK_INT < 33) return null
        val locales = context.getSystemService(LocaleManager::class.java)?.applicationLocales ?: return null
        if (locales.isEmpty()) return null
        val tag = locales[0].language
        return Language.entries.firstOrNull { it.tag == tag }
    }

    /** Makes [language] the system's per-app language too, unless it already is. */
    fun toSystem(context: Context, language: Language) {
        if (Build.VERSION.SDK_INT < 33) return
        val manager = context.getSystemService(LocaleManager::class.java) ?: return
        val current = manager.applicationLocales
        if (!current.isEmpty() && current[0].language == language.tag) return
        manager.applicationLocales = LocaleList.forLanguageTags(language.tag)
    }
}
