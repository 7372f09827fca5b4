import Foundation
import Testing

@testable import BaghchalKit

/// The how-to-play page: its words in both languages, the endings as the rules
/// make them, and the diagrams' positions.
@MainActor
@Suite
struct HowToPlayTests {
    private let rules = RulesInForce(goatsToWin: 5, repetition: .draw3, maxHalfMoves: 400, placementCaptures: true)

    @Test func everySectionsWordsExistInBothLanguages() throws {
        let keys = Set(StringKey.allCases.map(\.rawValue))
        var counts: [AppLanguage: [Int]] = [:]
        for language in AppLanguage.allCases {
            let sections = HowToPlay.sections(rules, words: try catalogWords(language))
            #expect(sections.count >= 10)
            counts[language] = sections.map(\.paragraphs.count)
            for section in sections {
                for text in [section.title] + section.paragraphs {
                    // A key missing from the catalog shows as its own name.
                    #expect(!keys.contains(text), "\(text) is missing in \(language)")
                    #expect(!text.isEmpty)
                    #expect(!text.contains("%"), "unfilled placeholder: \(text)")
                    if language == .nepali {
                        #expect(text.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) }, "\(text)")
                        // Digits only in point names (c3, a1xc3), which the log writes in Latin.
                        let words = text.replacing(/[a-e][1-5]([-x][a-e][1-5])?/, with: "")
                        #expect(!words.unicodeScalars.contains { ("0"..."9").contains($0) }, "ASCII digits: \(text)")
                    }
                }
            }
            #expect(sections.filter { $0.diagram != nil }.count >= 3, "at least three drawn diagrams")
        }
        #expect(counts[.english] == counts[.nepali])
        // The nine words, each with its Devanagari in both languages and its Latin spelling in English.
        let latin = ["bagh", "bakhra", "goti", "bindu", "naghnu", "khanu", "adkinu", "barabari", "khel"]
        for language in AppLanguage.allCases {
            let lines = try #require(HowToPlay.sections(rules, words: try catalogWords(language)).last).paragraphs
            #expect(lines.count == latin.count)
            for ((term, spelling), line) in zip(zip(HowToPlay.terms, latin), lines) {
                #expect(line.contains(term.devanagari), "\(line)")
                if language == .english { #expect(line.lowercased().hasPrefix(spelling), "\(line)") }
            }
        }
    }

    @Test func theEndingsFollowTheRepetitionRule() throws {
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            var seen: Set<[String]> = []
            for rule in RepetitionRule.allCases {
                var r = rules
                r.repetition = rule
                let endings = HowToPlay.endings(r, words: words)
                #expect(endings.contains(words.text(rule.howToKey)), "\(rule)")
                for other in RepetitionRule.allCases where other != rule {
                    #expect(!endings.contains(words.text(other.howToKey)), "\(rule) also says \(other)")
                }
                seen.insert(endings)
            }
            #expect(seen.count == RepetitionRule.allCases.count)
        }
        // forbid and draw3 read differently.
        let en = try catalogWords(.english)
        var forbid = rules
        forbid.repetition = .forbid
        #expect(HowToPlay.endings(forbid, words: en) != HowToPlay.endings(rules, words: en))
    }

    @Test func theEndingsFollowGoatsToWinTheLimitAndPlacementCaptures() throws {
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        var three = rules
        three.goatsToWin = 3
        var seven = rules
        seven.goatsToWin = 7
        #expect(HowToPlay.endings(three, words: en)[0] == en.plural(.howEndCaptures, count: 3))
        #expect(HowToPlay.endings(seven, words: en)[0] == en.plural(.howEndCaptures, count: 7))
        #expect(HowToPlay.endings(three, words: en)[0].contains("3"))
        #expect(HowToPlay.endings(seven, words: ne)[0].contains("७"))
        #expect(HowToPlay.endings(three, words: en) != HowToPlay.endings(seven, words: en))
        #expect(HowToPlay.endings(rules, words: ne).contains { $0.contains("४००") }, "the half-move limit")
        var noLimit = rules
        noLimit.maxHalfMoves = 0
        #expect(HowToPlay.endings(noLimit, words: en).contains(en.text(.howEndNoMoveLimit)))
        #expect(!HowToPlay.endings(rules, words: en).contains(en.text(.howEndNoMoveLimit)))
        var noCapture = rules
        noCapture.noCaptureLimit = 60
        #expect(HowToPlay.endings(noCapture, words: en).contains(en.plural(.howEndNoCapture, count: 60)))
        #expect(HowToPlay.endings(rules, words: en).count == HowToPlay.endings(noCapture, words: en).count - 1)
        var noEating = rules
        noEating.placementCaptures = false
        #expect(HowToPlay.endings(noEating, words: en).contains(en.text(.howEndPlacementCapturesOff)))
        #expect(!HowToPlay.endings(noEating, words: en).contains(en.text(.howEndPlacementCapturesOn)))
        // The page for a table's set-up uses the core's own limit and placement rule.
        let fromSetup = RulesInForce(TableSetup(goatsToWin: 3, repetition: .forbid3))
        #expect(fromSetup == RulesInForce(goatsToWin: 3, repetition: .forbid3, maxHalfMoves: 400, placementCaptures: true))
    }

    @Test func theDiagramsShowWhatTheyClaim() {
        #expect(BoardDiagram.emptyBoard.board.allSatisfy { $0 == .empty })
        // The leap: tiger, goat and empty landing point in a straight line, one step apart.
        let leap = BoardDiagram.leap
        let marked = { (mark: BoardDiagram.Mark) in leap.marks.first { $0.value == mark }!.key }
        let (tiger, goat, landing) = (marked(.leaper), marked(.jumped), marked(.landing))
        #expect(leap.board[tiger] == .tiger && leap.board[goat] == .goat && leap.board[landing] == .empty)
        #expect(Self.joined(tiger, goat) && Self.joined(goat, landing))
        #expect(goat * 2 == tiger + landing, "in a straight line")
        // The wall: every goat next to the tiger has a filled point beyond it, so the tiger is stuck.
        let wall = BoardDiagram.goatWall
        let walled = wall.board.firstIndex(of: .tiger)!
        let neighbours = Points.all.filter { Self.joined(walled, $0) }
        #expect(!neighbours.isEmpty)
        for n in neighbours {
            #expect(wall.board[n] == .goat, "\(Points.name(n)) is open")
            let beyond = (Points.column(n) * 2 - Points.column(walled), Points.row(n) * 2 - Points.row(walled))
            guard (0...4).contains(beyond.0), (0...4).contains(beyond.1) else { continue }
            let point = beyond.1 * 5 + beyond.0
            #expect(Self.joined(n, point), "the line goes on past \(Points.name(n))")
            #expect(wall.board[point] != .empty && wall.marks[point] == .blocked, "\(Points.name(point)) is open")
        }
    }

    @Test func theDiagramsAreDescribedForVoiceOver() throws {
        let en = try catalogWords(.english)
        let texts = [BoardDiagram.emptyBoard, .leap, .goatWall].map { en.description(of: $0) }
        #expect(Set(texts).count == 3)
        #expect(texts[1].contains("c3") && texts[1].contains("c4") && texts[1].contains("c5"), "as the leap diagram shows")
    }

    /// True if a board line joins the two points directly.
    private static func joined(_ a: Int, _ b: Int) -> Bool {
        BoardGeometry.lines.contains { line in
            Self.between(line.0, line.1).contains(a) && Self.between(line.0, line.1).contains(b)
                && abs(Points.column(a) - Points.column(b)) <= 1 && abs(Points.row(a) - Points.row(b)) <= 1 && a != b
        }
    }

    /// The points along the straight segment from `a` to `b`.
    private static func between(_ a: Int, _ b: Int) -> [Int] {
        let steps = max(abs(Points.column(b) - Points.column(a)), abs(Points.row(b) - Points.row(a)))
        guard steps > 0 else { return [a] }
        let dc = (Points.column(b) - Points.column(a)) / steps
        let dr = (Points.row(b) - Points.row(a)) / steps
        return (0...steps).map { (Points.row(a) + dr * $0) * 5 + Points.column(a) + dc * $0 }
    }
}
