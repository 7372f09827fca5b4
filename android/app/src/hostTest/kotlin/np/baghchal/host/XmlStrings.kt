package np.baghchal.host

import np.baghchal.i18n.Language
import np.baghchal.i18n.StringSource
import np.baghchal.i18n.Strings
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/** The contents of one Android strings.xml: plain strings and plurals by quantity. */
class StringsFile(val file: File) {
    /** `<string name=...>` values, unescaped. */
    val strings = LinkedHashMap<String, String>()

    /** `<plurals name=...>`: quantity ("one", "other", ...) to value. */
    val plurals = LinkedHashMap<String, Map<String, String>>()

    init {
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        val root = doc.documentElement
        val children = root.childNodes
        for (i in 0 until children.length) {
            val el = children.item(i) as? Element ?: continue
            val name = el.getAttribute("name")
            when (el.tagName) {
                "string" -> strings[name] = unescape(el.textContent)
                "plurals" -> {
                    val items = el.getElementsByTagName("item")
                    plurals[name] = (0 until items.length).associate { j ->
                        val item = items.item(j) as Element
                        item.getAttribute("quantity") to unescape(item.textContent)
                    }
                }
                else -> error("${file.path}: unexpected <${el.tagName}>")
            }
        }
    }

    private fun unescape(raw: String): String {
        val text = raw.trim().let { if (it.length >= 2 && it.startsWith('"') && it.endsWith('"')) it.substring(1, it.length - 1) else it }
        val out = StringBuilder()
        var i = 0
        while (i < text.length) {
            val c = text[i]
            if (c == '\\' && i + 1 < text.length) {
                out.append(
                    when (val n = text[i + 1]) {
                        'n' -> '\n'
                        't' -> '\t'
                        else -> n
                    },
                )
                i += 2
            } else {
                out.append(c)
                i++
            }
        }
        return out.toString()
    }
}

/**
 * The host's [StringSource]: the app's own res/values*\/strings.xml, parsed,
 * so host tests and screenshots use the real words. Plural choice follows
 * CLDR for English and Nepali alike: "one" for exactly 1, else "other".
 */
class XmlStringSource(private val file: StringsFile, override val language: Language) : StringSource {
    override fun pattern(key: String): String = file.strings[key] ?: error("${file.file}: no string '$key'")

    override fun pluralPattern(key: String, count: Int): String {
        val forms = file.plurals[key] ?: error("${file.file}: no plurals '$key'")
        val quantity = if (count == 1) "one" else "other"
        return forms[quantity] ?: forms.getValue("other")
    }
}

/** Locates android/app/src/main/res from the working directory or the `baghchal.res` property. */
object HostResources {
    /** The res/ directory of the app. */
    val resDir: File by lazy {
        System.getProperty("baghchal.res")?.let(::File)
            ?: generateSequence(File("").absoluteFile) { it.parentFile }
                .map { File(it, "android/app/src/main/res") }
                .firstOrNull { it.isDirectory }
            ?: error("cannot find android/app/src/main/res; set -Dbaghchal.res")
    }

    /** The strings file of [language]. */
    fun file(language: Language): StringsFile = when (language) {
        Language.ENGLISH -> english
        Language.NEPALI -> nepali
    }

    private val english by lazy { StringsFile(File(resDir, "values/strings.xml")) }
    private val nepali by lazy { StringsFile(File(resDir, "values-ne/strings.xml")) }

    /** Formatted strings of [language]. */
    fun strings(language: Language): Strings = Strings(XmlStringSource(file(language), language))
}
