import Foundation
import XCTest

/// What the app's bundle carries besides code, read from the repository's files:
/// the privacy manifest an upload needs, and the home-screen name in each language.
final class AppBundleTests: XCTestCase {
    static let privacyManifest = Repository.root.appendingPathComponent("ios/App/PrivacyInfo.xcprivacy")
    static let infoPlistCatalog = Repository.root.appendingPathComponent("ios/App/InfoPlist.xcstrings")
    static let projectSpec = Repository.root.appendingPathComponent("ios/App/project.yml")

    /// The required-reason API categories the app and its core use, with the one
    /// reason each (Apple's "Describing use of required reason API"):
    /// UserDefaults CA92.1, the app's own data; file timestamps C617.1, files in the
    /// app's container (the core stats the bundled tables and books as it reads them);
    /// system boot time 35F9.1, time elapsed within the app (bot pause, search clock).
    static let reasons: [String: [String]] = [
        "NSPrivacyAccessedAPICategoryUserDefaults": ["CA92.1"],
        "NSPrivacyAccessedAPICategoryFileTimestamp": ["C617.1"],
        "NSPrivacyAccessedAPICategorySystemBootTime": ["35F9.1"],
    ]

    private func spec() throws -> String { try String(contentsOf: Self.projectSpec, encoding: .utf8) }

    func testThePrivacyManifestIsAnXMLPlistWithTheReasons() throws {
        let data = try Data(contentsOf: Self.privacyManifest)
        var format = PropertyListSerialization.PropertyListFormat.binary
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        XCTAssertEqual(format, .xml, "the manifest must be an XML property list")
        let root = try XCTUnwrap(plist as? [String: Any], "the manifest's root is a dictionary")
        XCTAssertEqual(root["NSPrivacyTracking"] as? Bool, false)
        XCTAssertEqual((root["NSPrivacyCollectedDataTypes"] as? [Any])?.count, 0, "the app collects no data")
        let types = try XCTUnwrap(root["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: [String: [String]] = [:]
        for entry in types {
            let category = try XCTUnwrap(entry["NSPrivacyAccessedAPIType"] as? String)
            XCTAssertNil(declared[category], "\(category) declared twice")
            declared[category] = try XCTUnwrap(entry["NSPrivacyAccessedAPITypeReasons"] as? [String], category)
        }
        XCTAssertEqual(declared, Self.reasons)
    }

    func testEveryUseOfUserDefaultsIsDeclared() throws {
        // The declared category must follow the code: a source naming UserDefaults needs CA92.1.
        let sources = ["ios/App", "ios/BaghchalKit/Sources/BaghchalKit"].flatMap(Repository.swiftFiles(under:))
        let users = try sources.filter { try String(contentsOf: $0, encoding: .utf8).contains("UserDefaults") }
        XCTAssertFalse(users.isEmpty, "the app keeps its set-up in UserDefaults (DefaultsStorage)")
        let manifest = try String(contentsOf: Self.privacyManifest, encoding: .utf8)
        XCTAssertTrue(manifest.contains("NSPrivacyAccessedAPICategoryUserDefaults"))
    }

    func testTheProjectBundlesTheManifestAndTheNameCatalog() throws {
        let lines = try spec().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let manifest = try XCTUnwrap(lines.firstIndex(of: "- path: PrivacyInfo.xcprivacy"), "project.yml lists the manifest")
        XCTAssertEqual(lines[manifest + 1], "buildPhase: resources", "the manifest is copied as a resource")
        XCTAssertTrue(lines.contains("- InfoPlist.xcstrings"), "project.yml lists InfoPlist.xcstrings")
        XCTAssertTrue(lines.contains("- Localizable.xcstrings"))
    }

    func testTheHomeScreenNameIsLocalised() throws {
        let names = try XCTUnwrap(
            try Catalog(url: Self.infoPlistCatalog).entries["CFBundleDisplayName"], "InfoPlist.xcstrings names the app")
        XCTAssertEqual(names.keys.sorted(), CatalogTests.languages.sorted())
        // English is the Info.plist's own name; each language matches the app's title and Android's label.
        let line = try XCTUnwrap(
            try spec().split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("CFBundleDisplayName:") })
        let plain = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(names["en"], .single(plain))
        let app = try XCTUnwrap(try Catalog(url: Repository.catalog).entries["app_name"])
        XCTAssertEqual(names["en"], app["en"])
        XCTAssertEqual(names["ne"], app["ne"])
        XCTAssertEqual(names["ne"], .single("बाघचाल"))
        let android = try AndroidStrings(url: Repository.androidNepali).texts
        XCTAssertEqual(names["ne"], android["app_name"], "Android's home-screen label in Nepali")
    }

    func testTheBundleNameXcodeAddsIsPinned() throws {
        // Xcode writes CFBundleName into InfoPlist.xcstrings on a first build unless it is there:
        // pinned, a build leaves the tracked file as it is.
        let catalog = try Catalog(url: Self.infoPlistCatalog).entries
        let name = try XCTUnwrap(catalog["CFBundleName"], "InfoPlist.xcstrings pins CFBundleName")
        XCTAssertEqual(name, catalog["CFBundleDisplayName"])
    }

    func testTheUploadNeedsNoExportQuestionAndTheBundleNoCacheKeys() throws {
        let lines = try spec().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("ITSAppUsesNonExemptEncryption: false"), "the Info.plist says the app uses no non-exempt encryption")
        // The tables folder is copied into the bundle whole: the script's cache keys go elsewhere.
        let build = try XCTUnwrap(lines.first { $0.contains("build-tables.sh\" --out") }, "the tables phase")
        XCTAssertTrue(build.contains("--out \"${SRCROOT}/Generated/Tables\""), build)
        XCTAssertTrue(build.contains("--keys \"${SRCROOT}/Generated/TableKeys\""), build)
        XCTAssertTrue(lines.contains("- path: Generated/Tables"), "the folder the phase writes is the one bundled")
    }
}
