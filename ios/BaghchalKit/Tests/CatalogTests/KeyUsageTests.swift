import BaghchalKit
import Foundation
import XCTest

/// Checks that the Swift code and the catalog agree on the keys: the kit's
/// `StringKey` is exactly the catalog's key list, every key is used by the
/// app or the kit, and no visible text in the app bypasses the catalog.
final class KeyUsageTests: XCTestCase {
    /// Where the hand-written Swift that shows text lives.
    static let sourceFolders = ["ios/App", "ios/BaghchalKit/Sources/BaghchalKit"]

    private func sources(in folders: [String]) throws -> [(file: String, text: String)] {
        let files = folders.flatMap(Repository.swiftFiles(under:))
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    func testStringKeyIsExactlyTheCatalogsKeys() throws {
        let keys = Set(try Catalog(url: Repository.catalog).entries.keys)
        let cases = Set(StringKey.allCases.map(\.rawValue))
        XCTAssertEqual(cases.subtracting(keys).sorted(), [], "StringKey cases missing from the catalog")
        XCTAssertEqual(keys.subtracting(cases).sorted(), [], "catalog keys with no StringKey case")
    }

    func testEveryKeyIsUsedBySomeSwiftSource() throws {
        let sources = try sources(in: Self.sourceFolders)
        XCTAssertFalse(sources.isEmpty, "no Swift sources found under \(Self.sourceFolders)")
        let unused = StringKey.allCases.filter { key in
            !sources.contains { KeyReferences.mention(of: key, in: $0.text) }
        }
        XCTAssertEqual(unused.map(\.rawValue), [], "keys no Swift code uses")
    }

    func testTheAppShowsNoLiteralText() throws {
        let sources = try sources(in: ["ios/App"])
        XCTAssertFalse(sources.isEmpty, "no Swift sources found under ios/App")
        var offenders: [String] = []
        for (file, text) in sources {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where VisibleLiterals.found(in: String(line)) {
                offenders.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(offenders, [], "visible text written as a literal instead of a catalog key")
    }

    func testTheScannersSeeWhatTheyShould() {
        XCTAssertTrue(KeyReferences.mention(of: .menu, in: "Text(words[.menu])"))
        XCTAssertTrue(KeyReferences.mention(of: .resign, in: "let k = StringKey.resign"))
        XCTAssertFalse(KeyReferences.mention(of: .resign, in: "model.resign()"))
        XCTAssertFalse(KeyReferences.mention(of: .menu, in: "case menu = \"menu\""))
        XCTAssertFalse(KeyReferences.mention(of: .menu, in: "x.menuSpeed"))
        XCTAssertFalse(KeyReferences.mention(of: .start, in: "drag?.start"))
        XCTAssertTrue(KeyReferences.mention(of: .turnYouMove, in: "text(placing ? .turnYouPlace : .turnYouMove)"))
        XCTAssertTrue(VisibleLiterals.found(in: #"Text("Hello")"#))
        XCTAssertTrue(VisibleLiterals.found(in: #"Button("OK") { }"#))
        XCTAssertTrue(VisibleLiterals.found(in: #".accessibilityLabel("Board")"#))
        XCTAssertTrue(VisibleLiterals.found(in: #".navigationTitle("Baghchal")"#))
        XCTAssertTrue(VisibleLiterals.found(in: #".accessibilityAction(named: "Pick") { }"#))
        XCTAssertTrue(VisibleLiterals.found(in: #"let s = String(localized: "menu")"#))
        XCTAssertFalse(VisibleLiterals.found(in: #"Text(words[.menu])"#))
        XCTAssertFalse(VisibleLiterals.found(in: #"Text(verbatim: line)"#))
        XCTAssertFalse(VisibleLiterals.found(in: #"Image(systemName: "line.3.horizontal")"#))
        XCTAssertFalse(VisibleLiterals.found(in: #"// Text("in a comment")"#))
    }
}

/// Finds uses of a `StringKey` case in Swift text.
enum KeyReferences {
    /// True when `text` names `key` as `StringKey.x` or as an implicit member `.x`
    /// (after a bracket, comma, colon, space, `=` or `(`), and not as a call: `model.resign()`
    /// is a method, `.resign` alone is the key.
    static func mention(of key: StringKey, in text: String) -> Bool {
        let name = String(describing: key)
        let pattern = "(?:StringKey|[\\[(,:\\s=])\\.\(name)(?![A-Za-z0-9_])(?!\\s*\\()"
        return text.range(of: pattern, options: .regularExpression) != nil
    }
}

/// Finds SwiftUI calls whose visible text is a string literal.
enum VisibleLiterals {
    /// Views and modifiers whose first (or `named:`) argument is shown or read out,
    /// and the system's own lookups, which would bypass the kit's words.
    private static let pattern =
        #"(?:\b(?:Text|Button|Label|Toggle|Picker|Section|Menu|Link|TextField|Stepper|LabeledContent|ProgressView|NSLocalizedString|LocalizedStringKey)\(|\bString\(localized:|\.(?:navigationTitle|accessibilityLabel|accessibilityValue|accessibilityHint|alert|confirmationDialog|help)\(|\bnamed:)\s*""#

    /// True when `line`, outside a `//` comment, has such a call with a literal.
    static func found(in line: String) -> Bool {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        return code.range(of: pattern, options: .regularExpression) != nil
    }
}
