/// The languages the app is translated into; the raw value is the catalog's language code.
public enum AppLanguage: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// Nepali, written in Devanagari with Devanagari digits.
    case nepali = "ne"
}

/// Where the words come from: the app's bundle on the phone, the `.xcstrings`
/// file read as JSON on Linux (``StringCatalog``). Only raw patterns cross
/// this boundary, so ``Words`` formats them (and writes digits) the same way on both.
public protocol Localizer: Sendable {
    /// The language every pattern is in.
    var language: AppLanguage { get }

    /// The unformatted pattern of `key`; for a plural key (``StringKey/isPlural``),
    /// the form `count` selects. Placeholders are the catalog's: `%1$lld`, `%1$@`, `%%`.
    func pattern(for key: StringKey, count: Int) -> String
}

/// The plural category (`one` or `other`) of `count`, by the CLDR rule English and Nepali share.
public func pluralCategory(_ count: Int, in language: AppLanguage) -> String {
    count == 1 ? "one" : "other"
}

/// One value to fill into a pattern.
public enum WordArgument: Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// A whole number, written in the language's digits.
    case number(Int)
    /// Text put in as it is (a point name, another formatted phrase).
    case text(String)

    /// A number written as a literal.
    public init(integerLiteral value: Int) { self = .number(value) }
    /// Text written as a literal.
    public init(stringLiteral value: String) { self = .text(value) }
}

/// Formats patterns the way the UI shows them, mirroring Android's `Strings`.
public struct Words: Sendable {
    /// Where the patterns come from.
    public let localizer: any Localizer

    /// Words in `localizer`'s language.
    public init(_ localizer: any Localizer) {
        self.localizer = localizer
    }

    /// The language of every string this returns.
    public var language: AppLanguage { localizer.language }

    /// The text of `key` with `arguments` filled in.
    public func text(_ key: StringKey, _ arguments: WordArgument...) -> String {
        fill(localizer.pattern(for: key, count: 0), arguments)
    }

    /// The plural form of `key` chosen by `count`; `count` is also the first argument.
    public func plural(_ key: StringKey, count: Int, _ arguments: WordArgument...) -> String {
        fill(localizer.pattern(for: key, count: count), [.number(count)] + arguments)
    }

    /// A whole number in this language's digits.
    public func number(_ value: Int) -> String {
        localDigits(String(value), language)
    }

    private func fill(_ pattern: String, _ arguments: [WordArgument]) -> String {
        formatPattern(
            pattern,
            arguments.map {
                switch $0 {
                case .number(let n): number(n)
                case .text(let t): t
                }
            })
    }
}

/// Replaces ASCII digits with Devanagari ones (०-९) when `language` is Nepali.
public func localDigits(_ text: String, _ language: AppLanguage) -> String {
    guard language == .nepali else { return text }
    return String(
        text.map { character in
            guard let ascii = character.asciiValue, (0x30...0x39).contains(ascii) else { return character }
            return devanagariDigits[Int(ascii - 0x30)]
        })
}

private let devanagariDigits = Array("०१२३४५६७८९")

/// Fills catalog-style placeholders (`%@`, `%lld`, `%d`, `%1$@`, `%2$lld`, `%%`)
/// with already formatted `arguments`. Numbers are formatted by the caller so
/// that digits follow the app's language, not the device's locale. A placeholder
/// with no argument is left as it is, so a bad catalog shows rather than crashes.
public func formatPattern(_ pattern: String, _ arguments: [String]) -> String {
    var out = ""
    var next = 0
    var rest = Substring(pattern)
    while let percent = rest.firstIndex(of: "%") {
        out += rest[..<percent]
        var cursor = rest.index(after: percent)
        if cursor < rest.endIndex, rest[cursor] == "%" {
            out += "%"
            rest = rest[rest.index(after: cursor)...]
            continue
        }
        // Optional position: digits followed by `$`.
        var position: Int?
        var digitsEnd = cursor
        while digitsEnd < rest.endIndex, rest[digitsEnd].isASCII, rest[digitsEnd].isNumber {
            digitsEnd = rest.index(after: digitsEnd)
        }
        if digitsEnd > cursor, digitsEnd < rest.endIndex, rest[digitsEnd] == "$" {
            position = Int(rest[cursor..<digitsEnd])
            cursor = rest.index(after: digitsEnd)
        }
        // Length modifiers, then the conversion.
        while cursor < rest.endIndex, rest[cursor] == "l" || rest[cursor] == "h" || rest[cursor] == "q" {
            cursor = rest.index(after: cursor)
        }
        guard cursor < rest.endIndex, "@dusi".contains(rest[cursor]) else {
            out += "%"
            rest = rest[rest.index(after: percent)...]
            continue
        }
        let end = rest.index(after: cursor)
        let index: Int
        if let position {
            index = position - 1
        } else {
            index = next
            next += 1
        }
        if arguments.indices.contains(index) {
            out += arguments[index]
        } else {
            out += rest[percent..<end]
        }
        rest = rest[end...]
    }
    out += rest
    return out
}
