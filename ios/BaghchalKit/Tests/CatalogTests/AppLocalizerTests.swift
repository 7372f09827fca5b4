import BaghchalKit
import Foundation
import XCTest

/// Checks the app's ``BundleLocalizer`` (compiled in here through a link to
/// `ios/App/Sources/i18n/BundleLocalizer.swift`) on a bundle laid out the way Xcode
/// compiles `Localizable.xcstrings`: per language, a `Localizable.strings` with
/// the plain keys and a `Localizable.stringsdict` with the plural ones. The
/// words it gives must be the catalog's, formatted by the kit like the tests'.
final class AppLocalizerTests: XCTestCase {
    private var bundleFolder: URL!

    override func setUpWithError() throws {
        let catalog = try Catalog(url: Repository.catalog)
        bundleFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("BundleLocalizerTests-\(UUID().uuidString).bundle")
        for language in CatalogTests.languages {
            let tables = bundleFolder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
            var plain: [String: String] = [:]
            var plurals: [String: Any] = [:]
            for (key, texts) in catalog.entries {
                switch texts[language] {
                case .single(let text): plain[key] = text
                case .plural(let forms):
                    var variable: [String: String] = [
                        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                    ]
                    variable.merge(forms) { $1 }
                    plurals[key] = ["NSStringLocalizedFormatKey": "%1$#@count@", "count": variable]
                case nil: break
                }
            }
            try PropertyListSerialization.data(fromPropertyList: plain, format: .xml, options: 0)
                .write(to: tables.appendingPathComponent("Localizable.strings"))
            try PropertyListSerialization.data(fromPropertyList: plurals, format: .binary, options: 0)
                .write(to: tables.appendingPathComponent("Localizable.stringsdict"))
        }
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: bundleFolder)
    }

    private func localizer(_ language: AppLanguage) throws -> BundleLocalizer {
        let bundle = try XCTUnwrap(Bundle(path: bundleFolder.path))
        return BundleLocalizer(language: language, bundle: bundle)
    }

    func testEveryKeyGivesTheCatalogsPatternForEveryCount() throws {
        let catalog = try StringCatalog(contentsOf: Repository.catalog)
        for language in AppLanguage.allCases {
            let fromBundle = try localizer(language)
            for key in StringKey.allCases {
                for count in [0, 1, 2, 21] {
                    XCTAssertEqual(
                        fromBundle.pattern(for: key, count: count),
                        catalog.pattern(key.rawValue, language: language, count: count),
                        "\(key.rawValue) [\(language.rawValue)] for \(count)")
                }
            }
        }
    }

    func testWordsFromTheBundleUsePluralsAndNepaliDigits() throws {
        let nepali = Words(try localizer(.nepali))
        XCTAssertEqual(nepali.plural(.penGoats, count: 12), "खोरमा १२ बाख्रा")
        XCTAssertEqual(nepali.plural(.tallyGames, count: 1), "१ खेल खेलियो")
        let english = Words(try localizer(.english))
        XCTAssertEqual(english.plural(.penGoats, count: 1), "1 goat in the pen")
        XCTAssertEqual(english.plural(.penGoats, count: 20), "20 goats in the pen")
        XCTAssertEqual(english.text(.counterEaten, 2, 5), "Eaten 2/5")
    }

    func testAMissingTableShowsKeysInsteadOfCrashing() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("Empty-\(UUID().uuidString).bundle")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let bare = BundleLocalizer(language: .nepali, bundle: try XCTUnwrap(Bundle(path: empty.path)))
        XCTAssertEqual(bare.pattern(for: .menu, count: 0), "menu")
        XCTAssertEqual(bare.pattern(for: .penGoats, count: 3), "pen_goats")
    }
}
