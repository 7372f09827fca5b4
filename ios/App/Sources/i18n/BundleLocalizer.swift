import BaghchalKit
import Foundation

/// The app's words from its own bundle, in the language chosen inside the app
/// rather than the phone's. Xcode compiles `Localizable.xcstrings` into a
/// `Localizable.strings` (plain keys) and a `Localizable.stringsdict` (plural
/// keys) per `xx.lproj`; both are read once, as raw patterns, so the kit's
/// ``Words`` formats them and writes Devanagari digits exactly as in the tests.
struct BundleLocalizer: Localizer {
    let language: AppLanguage
    /// Key -> pattern, for keys without plural forms.
    private let patterns: [String: String]
    /// Key -> plural category (`one`, `other`) -> pattern.
    private let pluralPatterns: [String: [String: String]]

    /// The words of `language` in `bundle`'s `language.lproj`.
    init(language: AppLanguage, bundle: Bundle = .main) {
        self.language = language
        let tables = bundle.path(forResource: language.rawValue, ofType: "lproj").flatMap(Bundle.init(path:)) ?? bundle
        var patterns: [String: String] = [:]
        for key in StringKey.allCases where !key.isPlural {
            // A key missing from the table comes back as itself, so a gap shows instead of crashing.
            patterns[key.rawValue] = tables.localizedString(forKey: key.rawValue, value: key.rawValue, table: nil)
        }
        self.patterns = patterns
        pluralPatterns = Self.readPlurals(in: tables)
    }

    func pattern(for key: StringKey, count: Int) -> String {
        guard key.isPlural else { return patterns[key.rawValue] ?? key.rawValue }
        let forms = pluralPatterns[key.rawValue]
        return forms?[pluralCategory(count, in: language)] ?? forms?["other"] ?? key.rawValue
    }

    /// One localizer per language, read once for the life of the app.
    static func shared(for language: AppLanguage) -> BundleLocalizer {
        loaded[language] ?? BundleLocalizer(language: language)
    }

    private static let loaded: [AppLanguage: BundleLocalizer] = Dictionary(
        uniqueKeysWithValues: AppLanguage.allCases.map { ($0, BundleLocalizer(language: $0)) })

    /// The language to start in on a first launch: Nepali if the phone prefers it.
    static var preferredLanguage: AppLanguage {
        let first = Locale.preferredLanguages.first ?? ""
        return first.hasPrefix(AppLanguage.nepali.rawValue) ? .nepali : .english
    }

    /// Every plural key's forms, from the compiled `.stringsdict` (an XML or binary plist).
    private static func readPlurals(in tables: Bundle) -> [String: [String: String]] {
        guard let url = tables.url(forResource: "Localizable", withExtension: "stringsdict"),
            let data = try? Data(contentsOf: url),
            let root = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
        else { return [:] }
        var result: [String: [String: String]] = [:]
        for key in StringKey.plurals {
            guard let entry = root[key.rawValue] as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String
            else { continue }
            var forms: [String: String] = [:]
            for category in ["one", "other"] {
                forms[category] = expand(format, entry: entry, category: category)
            }
            result[key.rawValue] = forms
        }
        return result
    }

    /// `format` with each variable (`%#@name@`, or `%1$#@name@`) replaced by that
    /// variable's text for `category`, which leaves the raw pattern of that form.
    private static func expand(_ format: String, entry: [String: Any], category: String) -> String {
        var text = format
        // An extended-delimiter literal: the app target is Swift 5 mode, where bare /regex/ is off.
        for match in format.matches(of: #/%(?:\d+\$)?#@([^@]+)@/#) {
            let variable = entry[String(match.output.1)] as? [String: Any]
            let form = variable?[category] as? String ?? variable?["other"] as? String ?? ""
            text = text.replacingOccurrences(of: String(match.output.0), with: form)
        }
        return text
    }
}
