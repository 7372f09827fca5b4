package np.baghchal.i18n

/** The languages the app is translated into. */
enum class Language(val tag: String) {
    ENGLISH("en"),
    NEPALI("ne"),
}

/**
 * Where the words come from: Android resources in the app, the same XML
 * files parsed directly on the host. Only raw patterns cross this boundary,
 * so formatting (and Devanagari digits) is identical on both.
 */
interface StringSource {
    /** The language these patterns are in. */
    val language: Language

    /** The unformatted pattern of `<string name="key">`. */
    fun pattern(key: String): String

    /** The unformatted pattern of `<plurals name="key">` for [count]. */
    fun pluralPattern(key: String, count: Int): String
}

/** Formats string resources the way the UI shows them. */
class Strings(private val source: StringSource) {
    /** The language of every string this returns. */
    val language: Language get() = source.language

    /** The string [key] with [args] filled in. */
    fun text(key: String, vararg args: Any): String = format(source.pattern(key), args)

    /** The plural form of [key] chosen by [count]; [count] is also the first argument. */
    fun plural(key: String, count: Int, vararg args: Any): String =
        format(source.pluralPattern(key, count), arrayOf<Any>(count, *args))

    /** A whole number written in this language's digits. */
    fun number(value: Int): String = localDigits(value.toString(), language)

    private fun format(pattern: String, args: Array<out Any>): String =
        formatPattern(pattern, args.map { arg -> if (arg is Int) number(arg) else arg.toString() })
}

/** Replaces ASCII digits with Devanagari ones (०-९) when [language] is Nepali. */
fun localDigits(text: String, language: Language): String = when (language) {
    Language.ENGLISH -> text
    Language.NEPALI -> buildString(text.length) {
        for (c in text) append(if (c in '0'..'9') '०' + (c - '0') else c)
    }
}

private val placeholder = Regex("""%(?:(\d+)\$)?([sd%])""")

/**
 * Fills Android-style placeholders (`%s`, `%d`, `%1$s`, `%2$d`, `%%`) with
 * already formatted [args]. Numbers are formatted by the caller so that the
 * digits follow the app's language rather than the JVM's default locale.
 */
fun formatPattern(pattern: String, args: List<String>): String {
    var next = 0
    return placeholder.replace(pattern) { m ->
        if (m.groupValues[2] == "%") {
            "%"
        } else {
            val index = m.groupValues[1].toIntOrNull()?.minus(1) ?: next++
            args.getOrElse(index) { m.value }
        }
    }
}
