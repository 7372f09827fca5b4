import Foundation

/// An Xcode string catalog (`Localizable.xcstrings`) read as JSON, so the words
/// can be looked up where no bundle compiles it (Linux tests, previews).
public struct StringCatalog: Sendable {
    /// Key -> language code -> plural category (`""` for a key without plurals) -> pattern.
    private let entries: [String: [String: [String: String]]]

    /// Why a catalog could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// Reads the catalog in `data`; throws ``ReadError`` when it is not xcstrings JSON.
    public init(data: Data) throws {
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch {
            throw ReadError(description: "not a string catalog: \(error)")
        }
        var entries: [String: [String: [String: String]]] = [:]
        for (key, entry) in file.strings {
            var languages: [String: [String: String]] = [:]
            for (language, localization) in entry.localizations ?? [:] {
                var forms: [String: String] = [:]
                if let unit = localization.stringUnit { forms[""] = unit.value }
                for (category, variation) in localization.variations?.plural ?? [:] {
                    if let unit = variation.stringUnit { forms[category] = unit.value }
                }
                languages[language] = forms
            }
            entries[key] = languages
        }
        self.entries = entries
    }

    /// Reads the catalog file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError(description: "cannot read \(url.path): \(error)")
        }
        try self.init(data: data)
    }

    /// The pattern of `key` in `language` for `count`, or nil if the catalog lacks it.
    public func pattern(_ key: String, language: AppLanguage, count: Int) -> String? {
        guard let forms = entries[key]?[language.rawValue] else { return nil }
        if let single = forms[""] { return single }
        return forms[pluralCategory(count, in: language)] ?? forms["other"]
    }

    /// A ``Localizer`` reading this catalog in `language`.
    public func localizer(_ language: AppLanguage) -> CatalogLocalizer {
        CatalogLocalizer(catalog: self, language: language)
    }
}

/// A ``Localizer`` over a ``StringCatalog``. A key missing from the catalog
/// shows as its own name, so a gap is visible on screen instead of crashing.
public struct CatalogLocalizer: Localizer {
    /// The catalog the words come from.
    public let catalog: StringCatalog
    /// The language the words are in.
    public let language: AppLanguage

    /// Words of `catalog` in `language`.
    public init(catalog: StringCatalog, language: AppLanguage) {
        self.catalog = catalog
        self.language = language
    }

    /// The pattern for `key` (by `count`'s plural form); a missing key shows as its own name.
    public func pattern(for key: StringKey, count: Int) -> String {
        catalog.pattern(key.rawValue, language: language, count: count) ?? key.rawValue
    }
}

// The parts of the xcstrings format this reads; everything else is ignored.
private struct CatalogFile: Decodable {
    let strings: [String: Entry]

    struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        let stringUnit: Unit?
        let variations: Variations?
    }

    struct Variations: Decodable {
        let plural: [String: Variation]?
    }

    struct Variation: Decodable {
        let stringUnit: Unit?
    }

    struct Unit: Decodable {
        let value: String
    }
}
