import Foundation
import XCTest

/// Checks `ios/App/Localizable.xcstrings` on its own and against Android's
/// string resources, so that one list of keys and words describes both apps.
final class CatalogTests: XCTestCase {
    /// The languages the app ships; the catalog's source language comes first.
    static let languages = ["en", "ne"]

    /// Keys whose Nepali deliberately differs from Android's `values-ne`,
    /// with the reason. Empty while the two apps use the very same words.
    static let nepaliDiffersFromAndroid: [String: String] = [:]

    /// Keys the catalog has and Android has not, with the reason.
    static let onlyOnIOS: [String: String] = [
        "review_step_move":
            "VoiceOver's announcement of a review step; Android's review has no step announcement of its own",
        "status_announcement":
            "joins the turn and verdict lines into one VoiceOver announcement; TalkBack reads Android's live regions itself",
    ]

    private func catalog() throws -> Catalog { try Catalog(url: Repository.catalog) }

    func testTheCatalogIsReadableWithEnglishAsSource() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.problems, [], "entries the checks cannot read")
        XCTAssertGreaterThan(catalog.entries.count, 0)
    }

    func testEveryKeyHasEnglishAndNepaliAndNothingElse() throws {
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(texts.keys.sorted(), Self.languages.sorted(), "languages of \(key)")
        }
    }

    func testPluralKeysHaveOneAndOtherInEveryLanguage() throws {
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) {
            let shapes = Set(texts.values.map { text -> [String] in
                if case .plural(let forms) = text { return forms.keys.sorted() }
                return []
            })
            XCTAssertEqual(shapes.count, 1, "\(key) is a plural in one language only, or with other forms")
            if let forms = shapes.first, !forms.isEmpty {
                // English and Nepali both have exactly the CLDR forms one and other.
                XCTAssertEqual(forms, ["one", "other"], "plural forms of \(key)")
            }
        }
    }

    func testPlaceholdersAreIOSStyleAndMatchAcrossLanguagesAndForms() throws {
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) {
            var seen: Set<[String]> = []
            for (language, text) in texts {
                for pattern in text.patterns {
                    XCTAssertEqual(Placeholders.misfits(in: pattern), [], "\(key) [\(language)]: \(pattern)")
                    seen.insert(Placeholders.of(pattern))
                }
            }
            XCTAssertEqual(seen.count, 1, "\(key) has different placeholders: \(seen)")
        }
    }

    func testPlaceholderPositionsRunFromOneWithoutGaps() throws {
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) {
            guard let pattern = texts["en"]?.patterns.first else { continue }
            let positions = Set(Placeholders.of(pattern).compactMap { spec in
                spec.firstMatch(of: /%(\d+)\$/).flatMap { Int($0.output.1) }
            })
            XCTAssertEqual(positions, Set(positions.isEmpty ? [] : Array(1...positions.count)), key)
        }
    }

    func testEveryAndroidResourceIsInTheCatalogAndBack() throws {
        let android = try AndroidStrings(url: Repository.androidEnglish).texts
        let keys = Set(try catalog().entries.keys)
        XCTAssertEqual(Set(android.keys).subtracting(keys).sorted(), [], "Android resources missing from the catalog")
        XCTAssertEqual(
            keys.subtracting(android.keys).subtracting(Self.onlyOnIOS.keys).sorted(), [],
            "catalog keys Android does not have (list them in onlyOnIOS with a reason)")
    }

    func testEnglishEqualsAndroidValues() throws {
        try compare(language: "en", with: Repository.androidEnglish, reasons: [:])
    }

    func testNepaliEqualsAndroidValuesNeOrHasAListedReason() throws {
        try compare(language: "ne", with: Repository.androidNepali, reasons: Self.nepaliDiffersFromAndroid)
    }

    func testListedReasonsAreStillNeeded() throws {
        let android = try AndroidStrings(url: Repository.androidNepali).texts
        let catalog = try catalog()
        for key in Self.nepaliDiffersFromAndroid.keys.sorted() {
            XCTAssertNotNil(catalog.entries[key], "\(key) is listed but not in the catalog")
            XCTAssertNotEqual(catalog.entries[key]?["ne"], android[key], "\(key) no longer differs; drop its reason")
        }
        for key in Self.onlyOnIOS.keys.sorted() {
            XCTAssertNil(android[key], "\(key) is on Android now; drop it from onlyOnIOS")
        }
    }

    /// Keys whose text is deliberately in the other script: each language's own name; the
    /// how-to page's words, which give their Devanagari in English; and the Nepali texts that
    /// name points as the move log writes them (c3, b2-c3).
    static let otherScript: Set<String> = [
        "language_en", "language_ne", "how_board_3", "how_diagram_leap",
        "word_bagh", "word_bakhra", "word_goti", "word_bindu", "word_naghnu", "word_khanu", "word_adkinu",
        "word_barabari", "word_khel",
    ]

    func testNepaliHasNoLatinLettersAndEnglishNoDevanagari() throws {
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) where !Self.otherScript.contains(key) {
            // Placeholders are Latin by nature; only the words count.
            for pattern in texts["ne"]?.patterns ?? [] {
                let words = pattern.replacing(/%(\d+\$)?(lld|@)/, with: "")
                XCTAssertNil(words.firstMatch(of: /[A-Za-z]/), "\(key) [ne] has Latin letters: \(pattern)")
            }
            for pattern in texts["en"]?.patterns ?? [] {
                XCTAssertFalse(pattern.unicodeScalars.contains(where: Self.isDevanagari), "\(key) [en] has Devanagari: \(pattern)")
            }
        }
    }

    func testTheAppDeclaresExactlyTheCatalogsLanguages() throws {
        let spec = try String(contentsOf: Repository.root.appendingPathComponent("ios/App/project.yml"), encoding: .utf8)
        let line = try XCTUnwrap(spec.split(separator: "\n").first { $0.contains("CFBundleLocalizations:") })
        let listed = try XCTUnwrap(line.firstMatch(of: /\[([^\]]*)\]/)).output.1
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(listed.sorted(), Self.languages.sorted(), "CFBundleLocalizations in project.yml")
    }

    private static func isDevanagari(_ scalar: Unicode.Scalar) -> Bool { (0x0900...0x097F).contains(scalar.value) }

    func testTheAndroidReaderConvertsPlaceholders() {
        XCTAssertEqual(AndroidStrings.iosPattern("%1$d. %2$s"), "%1$lld. %2$@")
        XCTAssertEqual(AndroidStrings.iosPattern("It\\'s %1$d×"), "It's %1$lld×")
        XCTAssertEqual(Placeholders.misfits(in: "%1$d and %@ and %2$@"), ["%1$d", "%@"])
    }

    /// Every key present in both files has the same text in `language`.
    private func compare(language: String, with file: URL, reasons: [String: String]) throws {
        let android = try AndroidStrings(url: file).texts
        XCTAssertFalse(android.isEmpty, "no resources read from \(file.path)")
        for (key, texts) in try catalog().entries.sorted(by: { $0.key < $1.key }) {
            guard let theirs = android[key], reasons[key] == nil else { continue }
            XCTAssertEqual(texts[language], theirs, "\(key) [\(language)] differs from \(file.lastPathComponent)")
        }
    }
}
