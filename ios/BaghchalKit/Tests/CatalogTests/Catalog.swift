import Foundation

/// One language's text for a key: a single pattern or plural forms.
enum CatalogText: Equatable {
    case single(String)
    case plural([String: String])

    /// Every pattern this text holds, in a stable order.
    var patterns: [String] {
        switch self {
        case .single(let text): [text]
        case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
        }
    }
}

/// What the checks read from `ios/App/Localizable.xcstrings`: for every key,
/// the text of each language, or a problem found while reading it.
struct Catalog {
    let sourceLanguage: String
    /// Key -> language -> text.
    let entries: [String: [String: CatalogText]]
    /// Shapes the reader did not understand, e.g. a device variation or a
    /// string unit that is not translated; each names its key.
    let problems: [String]

    /// Reads the catalog at `url`; throws when the file is not xcstrings JSON.
    init(url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { throw CatalogError.notACatalog(url.path) }
        sourceLanguage = root["sourceLanguage"] as? String ?? ""
        var entries: [String: [String: CatalogText]] = [:]
        var problems: [String] = []
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var texts: [String: CatalogText] = [:]
            for (language, body) in localizations {
                switch Self.text(of: body) {
                case .success(let text): texts[language] = text
                case .failure(let problem): problems.append("\(key) [\(language)]: \(problem.reason)")
                }
            }
            entries[key] = texts
        }
        self.entries = entries
        self.problems = problems
    }

    private static func text(of body: Any) -> Result<CatalogText, CatalogProblem> {
        guard let body = body as? [String: Any] else { return .failure(CatalogProblem("not an object")) }
        if let unit = body["stringUnit"] {
            return value(of: unit).map(CatalogText.single)
        }
        guard let variations = body["variations"] as? [String: Any] else {
            return .failure(CatalogProblem("neither stringUnit nor variations"))
        }
        guard variations.count == 1, let plural = variations["plural"] as? [String: Any] else {
            return .failure(CatalogProblem("variations other than plural: \(variations.keys.sorted())"))
        }
        var forms: [String: String] = [:]
        for (form, entry) in plural {
            guard let unit = (entry as? [String: Any])?["stringUnit"] else {
                return .failure(CatalogProblem("plural form \(form) has no stringUnit"))
            }
            switch value(of: unit) {
            case .success(let text): forms[form] = text
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(.plural(forms))
    }

    private static func value(of unit: Any) -> Result<String, CatalogProblem> {
        guard let unit = unit as? [String: Any], let value = unit["value"] as? String else {
            return .failure(CatalogProblem("stringUnit without a value"))
        }
        guard unit["state"] as? String == "translated" else {
            return .failure(CatalogProblem("state is \(unit["state"] ?? "missing"), not translated"))
        }
        guard !value.isEmpty else { return .failure(CatalogProblem("empty text")) }
        return .success(value)
    }
}

/// Why a catalog entry could not be read.
struct CatalogProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The catalog file itself is unusable.
enum CatalogError: Error {
    case notACatalog(String)
}

/// The format specifiers of an iOS pattern, and the ones that do not belong.
enum Placeholders {
    /// Every `%` directive: optional position, then a conversion. Computed,
    /// because a `Regex` is not `Sendable` and so cannot be a stored static.
    private static var directive: Regex<(Substring, Substring?, Substring)> {
        /%(?:(\d+)\$)?(lld|ld|d|@|s|%|f|u)/
    }

    /// The positional specifiers in `pattern`, e.g. `["%1$lld", "%2$@"]`,
    /// sorted; `%%` is left out.
    static func of(_ pattern: String) -> [String] {
        pattern.matches(of: directive).map { String($0.output.0) }.filter { $0 != "%%" }.sorted()
    }

    /// Specifiers that are not iOS-style and positional (`%1$lld`, `%1$@`).
    static func misfits(in pattern: String) -> [String] {
        of(pattern).filter { $0.wholeMatch(of: /%\d+\$(lld|@)/) == nil }
    }
}

/// Where things are in the repository, found from this file's own path.
enum Repository {
    /// The repository's root folder.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/CatalogTests/Catalog.swift -> ios/BaghchalKit -> repository root.
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url
    }()

    /// The app's string catalog.
    static let catalog = root.appendingPathComponent("ios/App/Localizable.xcstrings")
    /// Android's English and Nepali strings.
    static let androidEnglish = root.appendingPathComponent("android/app/src/main/res/values/strings.xml")
    static let androidNepali = root.appendingPathComponent("android/app/src/main/res/values-ne/strings.xml")

    /// Every `.swift` file under `folder` (relative to the root), sorted.
    static func swiftFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder).resolvingSymlinksInPath()
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
