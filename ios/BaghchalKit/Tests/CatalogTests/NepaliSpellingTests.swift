import Foundation
import XCTest

/// The spelling conventions written at the top of Android's
/// `values-ne/strings.xml`, as checks a Nepali string can fail, each run on every key. Android's
/// `NepaliSpellingTests` holds the same rules; these also cover any key the
/// catalog has and Android has not.
enum NepaliSpelling {
    /// Vowel signs and vowels that rise above the headline: the dot (ं) goes over these.
    static let rising = Set("िीेैोौईऐओऔ".unicodeScalars)
    static let dot: Unicode.Scalar = "\u{0902}"
    static let moon: Unicode.Scalar = "\u{0901}"

    /// Words the English carried into Nepali, each with what a Nepali reader would stop at.
    static let carriedOver: [String: String] = [
        "बोट": "the opponent is कम्प्युटर; बोट is a plant",
        "बसाइ": "there is no sitting at a table in Nepali: say अहिलेसम्म...",
        "बस्नु": "there is no sitting at a table in Nepali",
        "बसेर": "there is no sitting at a table in Nepali",
        "आधा चाल": "a चाल is already one side's move",
        "चाल खेल": "चाल goes with चल्नु (चाल खेल्नु is to scheme)",
        "एउटै पनि": "\"not even one\" is एउटा पनि",
        " अनुसार": "अनुसार joins the noun before it",
        "बोर्ड": "the board is पाटी, as in every other string",
        "हातमा": "\"in hand\" is chess's: goats not yet placed are खोरमा (in the pen)",
    ]

    /// Words a Nepali reader takes in another sense than the one meant (issue 27),
    /// each with what to say instead. Matched inside words, so every form of a
    /// verb (ढाकिएको, ढाकिएका) counts.
    static let misread: [String: String] = [
        "उत्तम खेलमा": "reads \"in the Perfect game\" (उत्तम is the level's name): say दुवैले उत्तम चाल चले",
        "ढाकिए": "ढाकिनु is to be covered with a lid or cloth: say पछाडिको बिन्दु भरिएको",
        "शिकार": "the dictionary (Pragya) spells it सिकार",
        "चाल्": "चाल्नु is to sift: the side to move is चल्ने, a move is चाल चल्नु",
        "मूल्य": "first reads \"price\": a move's value is its नतिजा, as in the menu",
        "जवाफ:": "on a पहेली screen a bare जवाफ is the riddle's answer: name the side that replied (बाघले जवाफमा ... चाल चले)",
        "जवाफ ": "on a पहेली screen a bare जवाफ is the riddle's answer: name the side that replied (बाघले जवाफमा ... चाल चले)",
        "अन्तिम खेलको": "reads \"the final game's\": the endgame is खेलको अन्तिम चरण",
        "चाल अगाडि": "of time अगाडि is \"earlier\": a step forward is अर्को चाल",
        "चाल पछाडि": "a step back is अघिल्लो चाल",
    ]

    /// What a step back through a game's moves says, on any screen.
    static let stepBack = "अघिल्लो चाल"
    /// What a step forward says: of time अगाडि is "earlier", so not एक चाल अगाडि.
    static let stepForward = "अर्को चाल"

    /// The step buttons among `keys`: every `X_back` that has an `X_forward` beside it
    /// (a lone `_back`, such as the puzzle screen's, leaves a screen).
    static func stepPairs(_ keys: Set<String>) -> [(back: String, forward: String)] {
        keys.filter { $0.hasSuffix("_back") }.sorted()
            .map { (back: $0, forward: String($0.dropLast("_back".count)) + "_forward") }
            .filter { keys.contains($0.forward) }
    }

    /// The words of `carriedOver` and `misread` found in `text`.
    static func offences(in text: String) -> [String] {
        (Array(carriedOver.keys) + Array(misread.keys)).sorted().filter { has($0, in: text) }
    }

    /// Whether `word` is in `text`, compared scalar by scalar, so that "बोट" is
    /// found in "बोटी" too, where it does not end on a character boundary.
    static func has(_ word: String, in text: String) -> Bool {
        text.unicodeScalars.firstRange(of: word.unicodeScalars) != nil
    }

    /// The words of `text` whose nasal mark breaks the convention.
    static func nasalMisfits(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init).filter { word in
            let scalars = Array(word.unicodeScalars)
            return scalars.indices.contains { misplaced(scalars, at: $0) }
        }
    }

    private static func misplaced(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let before = index > 0 ? scalars[index - 1] : nil
        switch scalars[index] {
        // The dot stands only where the moon sign has no room; after a bare
        // consonant it would be a nasal consonant, written as a half letter.
        case dot: return before.map { !rising.contains($0) } ?? true
        case moon: return before.map { rising.contains($0) || !isLetterOrVowelSign($0) } ?? true
        default: return false
        }
    }

    private static func isLetterOrVowelSign(_ scalar: Unicode.Scalar) -> Bool {
        (0x0905...0x0939).contains(scalar.value) || (0x093E...0x094C).contains(scalar.value)
    }
}

/// Every Nepali text in `ios/App/Localizable.xcstrings` keeps the conventions.
final class NepaliSpellingTests: XCTestCase {
    /// Every Nepali pattern of the catalog, named by its key (and plural form).
    private func nepaliTexts() throws -> [(name: String, text: String)] {
        var texts: [(name: String, text: String)] = []
        for (key, languages) in try Catalog(url: Repository.catalog).entries.sorted(by: { $0.key < $1.key }) {
            switch languages["ne"] {
            case .single(let text): texts.append((key, text))
            case .plural(let forms):
                for (form, text) in forms.sorted(by: { $0.key < $1.key }) { texts.append(("\(key) (\(form))", text)) }
            case nil: break
            }
        }
        return texts
    }

    func testNasalVowelsFollowOneStyle() throws {
        let texts = try nepaliTexts()
        XCTAssertGreaterThan(texts.count, 50)
        for (name, text) in texts {
            XCTAssertEqual(NepaliSpelling.nasalMisfits(in: text), [], "\(name): nasal mark against the convention")
        }
    }

    func testTheNasalCheckCatchesEitherMarkInTheWrongPlace() {
        XCTAssertEqual(NepaliSpelling.nasalMisfits(in: "अर्को खेल आफैँ सुरु हुन्छ।"), ["आफैँ"])
        XCTAssertEqual(NepaliSpelling.nasalMisfits(in: "तपाईँको पालो"), ["तपाईँको"])
        XCTAssertEqual(NepaliSpelling.nasalMisfits(in: "यहां बाख्रा"), ["यहां"])
        XCTAssertEqual(NepaliSpelling.nasalMisfits(in: "कुनै टुंगो लागेन"), ["टुंगो"])
        XCTAssertEqual(
            NepaliSpelling.nasalMisfits(in: "तपाईं यहाँ बाँकी अँध्यारो पाइँदैन चलिंदा आफैं हुँदैन टुङ्गो सङ्ख्या"), [])
    }

    func testNoWordCarriedOverFromEnglish() throws {
        for (name, text) in try nepaliTexts() {
            for (word, why) in NepaliSpelling.carriedOver.sorted(by: { $0.key < $1.key }) {
                XCTAssertFalse(NepaliSpelling.has(word, in: text), "\(name): '\(word)' (\(why)): \(text)")
            }
        }
    }

    func testNoWordAPlayerWouldReadOtherwise() throws {
        for (name, text) in try nepaliTexts() {
            for (word, why) in NepaliSpelling.misread.sorted(by: { $0.key < $1.key }) {
                XCTAssertFalse(NepaliSpelling.has(word, in: text), "\(name): '\(word)' (\(why)): \(text)")
            }
        }
    }

    func testEveryStepButtonSaysWhichMove() throws {
        let texts = Dictionary(try nepaliTexts().map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        let pairs = NepaliSpelling.stepPairs(Set(texts.keys))
        // The finder must see the two step rows the app has, so a rename cannot hide one.
        let backs = pairs.map(\.back)
        XCTAssertTrue(backs.contains("review_back") && backs.contains("analysis_step_back"), "\(backs)")
        XCTAssertFalse(backs.contains("puzzle_back"))
        for (back, forward) in pairs {
            XCTAssertEqual(texts[back], NepaliSpelling.stepBack, "\(back): of time अगाडि is \"earlier\"")
            XCTAssertEqual(texts[forward], NepaliSpelling.stepForward, "\(forward): of time अगाडि is \"earlier\"")
        }
    }

    func testTheWordChecksCatchTheThirdReadsFindings() {
        // Issue 38's old texts, each caught by a rule that runs on every key.
        let old = [
            "विश्लेषण बोर्ड", "हातमा बाख्रा: ३", "एक चाल अगाडि", "एक चाल पछाडि", "चाल्ने पक्षका लागि",
            "हरेक चालको मूल्य निकाल्दै…", "जवाफ: b2-b1।", "ठीक। जवाफ b2-b1 थियो", "यी नियमको अन्तिम खेलको तालिका",
        ]
        for text in old { XCTAssertFalse(NepaliSpelling.offences(in: text).isEmpty, text) }
        let new = [
            "विश्लेषण पाटी", "खोरमा बाख्रा: ३", "अर्को चाल", "चल्ने पक्षका लागि", "हरेक चालको नतिजा निकाल्दै…",
            "बाघले जवाफमा b2-b1 चाल चले।", "खेलको अन्तिम चरणको नतिजा-तालिका", "चालु", "पछाडिको बिन्दु भरिएको",
        ]
        for text in new { XCTAssertEqual(NepaliSpelling.offences(in: text), [], text) }
    }

    func testTheGamesAndStatisticsWordsAreAmongThoseChecked() throws {
        // Issue 42's page: every one of its texts is read by the rules above, plural forms included.
        let names = Set(try nepaliTexts().map(\.name))
        for key in ["games_title", "games_empty", "games_match", "games_vs_level", "stats_chart_summary", "stats_none"] {
            XCTAssertTrue(names.contains(key), key)
        }
        XCTAssertTrue(names.contains("games_refused (one)") && names.contains("games_length (other)"))
        let found = names.filter { $0.hasPrefix("games_") || $0.hasPrefix("stats_") }
        XCTAssertGreaterThanOrEqual(found.count, 29, "\(found.sorted())")
    }

    func testTheOpponentIsTheComputer() throws {
        XCTAssertTrue(NepaliSpelling.has("बोट", in: "हरियो बोटी"))
        let texts = try nepaliTexts()
        XCTAssertFalse(texts.contains { NepaliSpelling.has("बोट", in: $0.text) }, "बोट (a plant) in the Nepali catalog")
        XCTAssertEqual(texts.first { $0.name == "mode_play" }?.text, "कम्प्युटरसँग खेल्नुहोस्")
        XCTAssertEqual(texts.first { $0.name == "seat_watch" }?.text, "दुवैतिर कम्प्युटर")
    }
}
