import Foundation
import Testing

@testable import BaghchalKit

/// Model-side words: VoiceOver, counters, end-of-game text and the tally, in both languages.
@MainActor
@Suite(.serialized)
struct WordsTests {
    @Test func voiceOverDescribesEveryPointAsTalkBackDoes() async throws {
        let en = try catalogWords(.english)
        let h = await seated(passAndPlay)
        var b2Says = en.accessibility(of: b2, in: try h.table)
        #expect(b2Says.description == "b2, empty, a goat can go here")
        #expect(b2Says.label == "b2, empty")
        #expect(b2Says.value == "a goat can go here")
        #expect(b2Says.action == "Put a goat here")
        #expect(en.accessibility(of: a1, in: try h.table).description == "a1, tiger")
        #expect(en.accessibility(of: a1, in: try h.table).action == nil, "tigers do not place")
        h.model.tap(b2)
        b2Says = en.accessibility(of: b2, in: try h.table)
        #expect(b2Says.description == "b2, goat")
        #expect(b2Says.value.isEmpty)
        // The tigers' turn: a1 offers itself to be picked up.
        let a1Says = en.accessibility(of: a1, in: try h.table)
        #expect(a1Says.description == "a1, tiger, you can pick it up")
        #expect(a1Says.action == "Pick up")
        h.model.tap(a1)
        #expect(en.accessibility(of: a1, in: try h.table).description == "a1, tiger, picked up")
        #expect(en.accessibility(of: a1, in: try h.table).action == "Put back")
        #expect(en.accessibility(of: b1, in: try h.table).description == "b1, empty, your goti can go here")
        #expect(en.accessibility(of: b1, in: try h.table).action == "Move here")
        #expect(en.accessibility(of: 14, in: try h.table).action == "Put back", "e3 is no target of a1")
        #expect(en.accessibility(of: 25, in: try h.table).description.isEmpty, "no such point")
        // Every point says something, and the label always names the point.
        for point in Points.all {
            #expect(en.accessibility(of: point, in: try h.table).label.hasPrefix(Points.name(point) + ", "))
        }
    }

    @Test func voiceOverNamesTheGoatALeapWouldEat() async throws {
        let h = await seated(passAndPlay)
        h.model.tap(b1)
        h.model.tap(a1)
        let en = try catalogWords(.english)
        #expect(
            en.accessibility(of: c1, in: try h.table).description
                == "c1, empty, your tiger can leap here over b1 and eat the goat")
        let ne = try catalogWords(.nepali)
        let says = ne.accessibility(of: c1, in: try h.table)
        #expect(says.description.contains("b1"))
        #expect(says.label.hasPrefix("c1, "))
        #expect(says.description == ne.text(.pointJoin, .text(says.label), .text(says.value)))
    }

    @Test func countersAndTheEndOfAGameInEnglish() async throws {
        let en = try catalogWords(.english)
        let h = await seated(playGoats)
        let start = try h.table
        #expect(en.eatenCounter(start.game) == "Eaten 0/5")
        #expect(en.trappedCounter(start.game) == "Tigers trapped 0/4")
        #expect(en.pen(start.game) == "20 goats in the pen")
        #expect(en.turn(start, mode: .play) == "Your turn: tap a point to put a goat down")
        #expect(en.seat(start, mode: .play) == "You play the goats")
        h.model.resign()
        let end = try h.table
        #expect(en.resultTitle(end, mode: .play) == "You lose")
        #expect(en.turn(end, mode: .play) == "You lose")
        #expect(en.reason(end.game) == "The goats resigned.")
        #expect(en.tallyLines(end.tally, mode: .play) == ["1 game played", "Won 0 · Lost 1 · Drawn 0"])
        #expect(
            en.tallyLines(Tally(games: 3, tigerWins: 2, goatWins: 1), mode: .watch) == [
                "3 games played", "Tigers 2 · Goats 1 · Drawn 0",
            ])
        #expect(en.speed(.x4) == "4×")
    }

    @Test func nepaliUsesDevanagariDigitsAndPlurals() throws {
        let ne = try catalogWords(.nepali)
        #expect(ne.number(2_047) == "२०४७")
        #expect(ne.speed(.x2) == "२×")
        let lines = ne.tallyLines(Tally(games: 12, wins: 7, losses: 5), mode: .play)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { line in !line.contains { ("0"..."9").contains($0) } }, "no ASCII digit")
        #expect(lines[0].contains("१२"))
        #expect(lines[1].contains("७") && lines[1].contains("५"))
        let en = try catalogWords(.english)
        #expect(en.plural(.tallyGames, count: 1) == "1 game played")
        #expect(en.plural(.tallyGames, count: 2) == "2 games played")
        #expect(en.plural(.reasonCaptures, count: 1) == "The tigers ate 1 goat.")
    }

    @Test func theMoveLogPairsMovesAndNotesTheLastGoat() throws {
        let en = try catalogWords(.english)
        let h = Harness()
        h.model.updateSetup { $0 = passAndPlay }
        h.model.startTable()
        var dice = Dice(3)
        while try h.table.game.phase == .placement, try !h.table.game.isOver { try h.playRandomMove(&dice) }
        let game = try h.table.game
        try #require(!game.isOver && game.moveLog.count == 39, "seed 3 places all twenty goats on half move 39")
        let lines = en.moveLogLines(game)
        #expect(lines.first == "1. \(game.moveLog[0])  \(game.moveLog[1])")
        #expect(lines.count == 21)
        #expect(lines[20] == "Every goat is down, so now they can move.")
    }

    @Test func everyStringKeyIsAnAndroidResourceName() throws {
        let xml = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("android/app/src/main/res/values/strings.xml")
        let text = try String(contentsOf: xml, encoding: .utf8)
        var android: Set<String> = []
        var plurals: Set<String> = []
        for line in text.split(separator: "\n") {
            for tag in ["<string name=\"", "<plurals name=\""] {
                guard let start = line.range(of: tag), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
                let name = String(line[start.upperBound..<end])
                android.insert(name)
                if tag.hasPrefix("<plurals") { plurals.insert(name) }
            }
        }
        let leave: Set<String> = ["leave_confirm_title", "leave_confirm_message", "leave_confirm_yes", "leave_confirm_no"]
        // VoiceOver's own announcements (CatalogTests.onlyOnIOS gives the reasons).
        let onlyOnIOS: Set<String> = ["review_step_move", "status_announcement"]
        let swift = Set(StringKey.allCases.map(\.rawValue))
        // Android may have added the leave keys already; either way the union must match.
        #expect(swift == android.union(leave).union(onlyOnIOS))
        #expect(android.isDisjoint(with: onlyOnIOS), "a key listed as iOS-only is on Android now")
        #expect(Set(StringKey.plurals.map(\.rawValue)) == plurals)
    }

    @Test func patternsFillPositionalAndPlainPlaceholders() {
        #expect(formatPattern("%1$lld/%2$lld", ["3", "5"]) == "3/5")
        #expect(formatPattern("%2$@ %1$@", ["a", "b"]) == "b a")
        #expect(formatPattern("%@ and %lld", ["x", "7"]) == "x and 7")
        #expect(formatPattern("100%% sure", []) == "100% sure")
        #expect(formatPattern("missing %1$@", []) == "missing %1$@", "a gap shows instead of crashing")
        #expect(formatPattern("odd % end", ["x"]) == "odd % end")
        #expect(localDigits("a1 42", .nepali) == "a१ ४२")
        #expect(localDigits("a1 42", .english) == "a1 42")
    }

    @Test func aBrokenCatalogIsAClearError() {
        #expect(throws: StringCatalog.ReadError.self) { try StringCatalog(data: Data("not json".utf8)) }
        // A key the catalog lacks shows its own name rather than nothing.
        let empty = try? StringCatalog(data: Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8))
        #expect(empty.map { Words($0.localizer(.english)).text(.ok) } == "ok")
    }
}
