package np.baghchal.android

import android.content.Context
import android.content.res.Configuration
import np.baghchal.i18n.Language
import np.baghchal.i18n.StringSource
import java.util.Locale

/**
 * Reads patterns from res/values*\/strings.xml for [language], whatever the
 * system locale is, so the in-app language switch needs no restart.
 */
class ResourceStrings(context: Context, override val language: Language) : StringSource {
    private val res = context.createConfigurationContext(
        Configuration(context.resources.configuration).apply { setLocale(Locale.forLanguageTag(language.tag)) },
    ).resources
    private val packageName = context.packageName
    private val ids = HashMap<String, Int>()

    override fun pattern(key: String): String = res.getString(id(key, "string"))

    override fun pluralPattern(key: String, count: Int): String = res.getQuantityString(id(key, "plurals"), count)

    // The shared UI names strings by key so the host can read the same XML; look the id up once.
    @Suppress("DiscouragedApi")
    private fun id(key: String, type: String): Int = ids.getOrPut("$type/$key") {
        res.getIdentifier(key, type, packageName).also { require(it != 0) { "missing $type resource $key" } }
    }
}
