import Foundation
import Testing

@testable import BaghchalKit

/// Issue 43 §2: the words for every kind of explanation, in English and Nepali, from
/// hand-built records (a small table never gives most of these kinds): kept and changed,
/// with and without a distance, one and several better moves, each line event (the move
/// itself ending the game, `at == 0`, and no event), and each slip cause with the three places.
struct ExplanationWordsTests {
    /// Points by name: c3 is 12 (column c, row 3).
    private static func point(_ name: String) -> Int {
        let scalars = Array(name.unicodeScalars)
        return Int(scalars[0].value - 97) + 5 * (Int(String(scalars[1]))! - 1)
    }

    private static func move(_ notation: String, _ side: Side = .goat) -> MoveView {
        let parts = notation.split(whereSeparator: { $0 == "-" || $0 == "x" }).map(String.init)
        return MoveView(
            notation: notation, side: side, from: parts.count == 2 ? point(parts[0]) : nil, to: point(parts.last!),
            captured: nil)
    }

    private static func explained(
        _ before: Evaluation, _ after: Evaluation, best: [String] = ["b2-c3"], event: Explanation.Event? = nil,
        cause: Explanation.Cause? = nil
    ) -> Explanation {
        Explanation(
            move: move("a1-b1"), before: before, after: after, best: best.map { move($0) },
            line: [move("c4xc2", .tiger)], event: event, cause: cause)
    }

    private static let win5 = Evaluation(outcome: .win, distance: 5)
    private static let win7 = Evaluation(outcome: .win, distance: 7)
    private static let draw = Evaluation(outcome: .draw, distance: nil)
    private static let loss8 = Evaluation(outcome: .loss, distance: 8)
    private static let win = Evaluation(outcome: .win, distance: nil)
    private static let loss = Evaluation(outcome: .loss, distance: nil)

    @Test func pointNamesAreTheMoveLogs() {
        #expect(Self.point("a1") == 0 && Self.point("c3") == 12 && Self.point("e5") == 24)
        #expect(Points.name(Self.point("d2")) == "d2")
    }

    @Test func keptAndChangedWithAndWithoutDistanceInEnglish() throws {
        let why = try catalogWords(.english).why
        #expect(why.change(Self.explained(Self.win5, Self.win5)) == "This move keeps the win in 5 half moves.")
        #expect(why.change(Self.explained(Self.draw, Self.draw)) == "This move keeps the draw.")
        #expect(why.change(Self.explained(Self.win5, Self.draw)) == "This move turns a win in 5 half moves into a draw.")
        #expect(why.change(Self.explained(Self.draw, Self.loss8)) == "This move turns a draw into a loss in 8 half moves.")
        #expect(
            why.change(Self.explained(Self.win5, Self.win7))
                == "This move turns a win in 5 half moves into a win in 7 half moves.")
        // From 12 goats placed the core explains without distances.
        #expect(why.change(Self.explained(Self.win, Self.win)) == "This move keeps the win.")
        #expect(why.change(Self.explained(Self.win, Self.loss)) == "This move turns a win into a loss.")
        #expect(why.change(Self.explained(Self.win, Self.draw)) == "This move turns a win into a draw.")
    }

    @Test func keptAndChangedInNepali() throws {
        let why = try catalogWords(.nepali).why
        #expect(why.change(Self.explained(Self.win5, Self.win5)) == "यो चालले ५ चालमा जित जोगाउँछ।")
        #expect(why.change(Self.explained(Self.win5, Self.draw)) == "यो चालले ५ चालमा जितलाई बराबरीमा बदल्छ।")
        #expect(why.change(Self.explained(Self.win, Self.loss)) == "यो चालले जितलाई हारमा बदल्छ।")
        #expect(why.change(Self.explained(Self.draw, Self.loss8)) == "यो चालले बराबरीलाई ८ चालमा हारमा बदल्छ।")
    }

    @Test func betterMovesOnlyWhenTheValueChanged() throws {
        let en = try catalogWords(.english).why
        let ne = try catalogWords(.nepali).why
        #expect(en.better(Self.explained(Self.win5, Self.win5)) == nil, "a kept value names no better move")
        #expect(en.better(Self.explained(Self.win5, Self.draw)) == "The move that keeps it: b2-c3.")
        #expect(
            en.better(Self.explained(Self.win5, Self.draw, best: ["b2-c3", "a3-a4"]))
                == "Moves that keep it: b2-c3, a3-a4.")
        #expect(en.better(Self.explained(Self.win5, Self.draw, best: [])) == nil)
        #expect(ne.better(Self.explained(Self.win5, Self.draw)) == "त्यो जोगाउने चाल: b2-c3।")
        #expect(ne.better(Self.explained(Self.win5, Self.draw, best: ["b2-c3", "a3-a4"])) == "त्यो जोगाउने चालहरू: b2-c3, a3-a4।")
    }

    @Test func everyLineEventInEnglish() throws {
        let why = try catalogWords(.english).why
        func said(_ event: Explanation.Event?) -> String { why.event(Self.explained(Self.draw, Self.loss8, event: event)) }
        #expect(
            said(.capture(at: 3, goat: Self.point("c3"), tiger: Self.point("c4"), endsGame: false))
                == "Best play then: 3 half moves later, the tiger on c4 eats the goat on c3.")
        #expect(
            said(.capture(at: 1, goat: Self.point("c3"), tiger: Self.point("c4"), endsGame: true))
                == "Best play then: 1 half move later, the tiger on c4 eats the goat on c3. "
                + "That capture wins the game for the tigers.")
        #expect(said(.tigersTrapped(at: 4)) == "Best play then: 4 half moves later, every tiger is trapped and the goats win.")
        #expect(said(.tigersTrapped(at: 1)) == "Best play then: 1 half move later, every tiger is trapped and the goats win.")
        #expect(
            said(.goatsBlocked(at: 2)) == "Best play then: 2 half moves later, the goats have no move left and the tigers win.")
        #expect(
            said(.repetition(at: 6, first: 2))
                == "Best play then: after 6 half moves the same position comes back, so the game goes round: a draw.")
        #expect(said(.repetition(at: 1, first: nil)).hasPrefix("Best play then: after 1 half move the same"))
        #expect(said(.moveLimit(at: 9)) == "Best play then: after 9 half moves the move limit ends the game in a draw.")
        #expect(said(nil) == "Best play goes on for a long time with nothing decided.")
    }

    @Test func theMoveItselfEndingTheGame() throws {
        let why = try catalogWords(.english).why
        func said(_ event: Explanation.Event) -> String { why.event(Self.explained(Self.win5, Self.win5, event: event)) }
        #expect(
            said(.capture(at: 0, goat: 12, tiger: 7, endsGame: true))
                == "This move eats the goat that wins the game for the tigers.")
        #expect(said(.tigersTrapped(at: 0)) == "This move traps the last tiger: the goats win.")
        #expect(said(.goatsBlocked(at: 0)) == "This move leaves the goats no move: the tigers win.")
        #expect(said(.repetition(at: 0, first: nil)) == "This move brings a position back for the third time: a draw.")
        #expect(said(.moveLimit(at: 0)) == "This move reaches the move limit: a draw.")
    }

    @Test func everyLineEventInNepaliWithNepaliDigits() throws {
        let why = try catalogWords(.nepali).why
        func said(_ event: Explanation.Event?) -> String { why.event(Self.explained(Self.draw, Self.loss8, event: event)) }
        #expect(
            said(.capture(at: 3, goat: Self.point("c3"), tiger: Self.point("c4"), endsGame: true))
                == "त्यसपछि दुवैले उत्तम चाल चले ३ चालपछि c4 को बाघले c3 को बाख्रा खान्छ। त्यो बाख्रा खाएपछि बाघ जित्छन्।")
        #expect(said(.tigersTrapped(at: 12)) == "त्यसपछि दुवैले उत्तम चाल चले १२ चालपछि सबै बाघ अड्किन्छन् र बाख्रा जित्छन्।")
        #expect(said(.goatsBlocked(at: 1)) == "त्यसपछि दुवैले उत्तम चाल चले १ चालपछि बाख्राको चल्ने ठाउँ रहँदैन र बाघ जित्छन्।")
        #expect(
            said(.repetition(at: 6, first: 2))
                == "त्यसपछि दुवैले उत्तम चाल चले ६ चालपछि उही स्थिति फेरि आउँछ, खेल घुमिरहन्छ: बराबरी।")
        #expect(said(.moveLimit(at: 9)) == "त्यसपछि दुवैले उत्तम चाल चले ९ चालपछि चालको सीमाले खेल बराबरीमा टुङ्गिन्छ।")
        #expect(said(nil) == "दुवैले उत्तम चाल चले धेरै चालसम्म केही टुङ्गिंदैन।")
        #expect(said(.tigersTrapped(at: 0)) == "यो चालले अन्तिम बाघ अड्काउँछ: बाख्रा जित्छन्।")
        #expect(said(.capture(at: 0, goat: 12, tiger: 7, endsGame: true)) == "यो चालले खाएको बाख्रासँगै बाघ जित्छन्।")
        #expect(said(.goatsBlocked(at: 0)) == "यो चालपछि बाख्राको चल्ने ठाउँ रहँदैन: बाघ जित्छन्।")
        #expect(said(.repetition(at: 0, first: nil)) == "यो चालले एउटै स्थिति तेस्रो पटक ल्याउँछ: बराबरी।")
        #expect(said(.moveLimit(at: 0)) == "यो चालसँगै चालको सीमा पुग्छ: बराबरी।")
    }

    @Test func everySlipCauseInBothLanguages() throws {
        let en = try catalogWords(.english).why
        let ne = try catalogWords(.nepali).why
        func cause(_ words: ExplanationWords, _ c: Explanation.Cause?) -> String? {
            words.cause(Self.explained(Self.draw, Self.loss8, cause: c))
        }
        let (c3, c4, c2, a1, b1, b2) = (
            Self.point("c3"), Self.point("c4"), Self.point("c2"), Self.point("a1"), Self.point("b1"), Self.point("b2")
        )
        #expect(cause(en, nil) == nil)
        #expect(
            cause(en, .goatLeftOpen(goat: c3, tiger: c4, landing: c2))
                == "The goat on c3 has the empty point c2 beyond it: the tiger on c4 leaps it.")
        #expect(
            cause(ne, .goatLeftOpen(goat: c3, tiger: c4, landing: c2))
                == "c3 को बाख्राको पछाडि c2 बिन्दु खाली छ: c4 को बाघले त्यसलाई नाघेर खान्छ।")
        #expect(
            cause(en, .leapOpenedBehind(goat: c3, tiger: c4, landing: c2))
                == "The goat stepped out of the wall and left c2 empty: the tiger on c4 leaps the goat on c3 into it.")
        #expect(
            cause(ne, .leapOpenedBehind(goat: c3, tiger: c4, landing: c2))
                == "बाख्रा पर्खालबाट निस्केर c2 खाली छोड्यो: c4 को बाघले c3 को बाख्रा नाघेर त्यहाँ पुग्छ।")
        #expect(
            cause(en, .tigerReleased(tiger: a1, place: .corner, point: b1))
                == "The tiger in the corner at a1 had no move; now it can go to b1, the point the goat left.")
        #expect(
            cause(en, .tigerReleased(tiger: b1, place: .edge, point: b2))
                == "The tiger on the edge at b1 had no move; now it can go to b2, the point the goat left.")
        #expect(
            cause(en, .tigerReleased(tiger: b2, place: .inside, point: c3))
                == "The tiger on b2 had no move; now it can go to c3, the point the goat left.")
        #expect(
            cause(ne, .tigerReleased(tiger: a1, place: .corner, point: b1))
                == "कुनाको a1 मा रहेको बाघ चल्न सक्दैनथ्यो; अब ऊ बाख्राले छोडेको b1 मा जान सक्छ।")
        #expect(
            cause(ne, .tigerReleased(tiger: b1, place: .edge, point: b2))
                == "किनाराको b1 मा रहेको बाघ चल्न सक्दैनथ्यो; अब ऊ बाख्राले छोडेको b2 मा जान सक्छ।")
        #expect(
            cause(ne, .tigerReleased(tiger: b2, place: .inside, point: c3))
                == "b2 को बाघ चल्न सक्दैनथ्यो; अब ऊ बाख्राले छोडेको c3 मा जान सक्छ।")
        #expect(
            cause(en, .captureIntoTrap(tiger: c2)) == "That capture took the tiger to c2, where it is trapped with the rest.")
        #expect(cause(ne, .captureIntoTrap(tiger: c2)) == "त्यो बाख्रा खाँदा बाघ c2 मा पुग्यो, जहाँ ऊ बाँकी बाघसँगै अड्किन्छ।")
    }

    @Test func spokenJoinsEverySentenceInOrder() throws {
        let why = try catalogWords(.english).why
        let slip = Self.explained(
            Self.win5, Self.draw, event: .repetition(at: 2, first: nil),
            cause: .tigerReleased(tiger: 0, place: .corner, point: 1))
        #expect(
            why.spoken(slip)
                == "This move turns a win in 5 half moves into a draw. The move that keeps it: b2-c3. "
                + "Best play then: after 2 half moves the same position comes back, so the game goes round: a draw. "
                + "The tiger in the corner at a1 had no move; now it can go to b1, the point the goat left.")
        let kept = Self.explained(Self.win5, Self.win5, event: .tigersTrapped(at: 5))
        #expect(
            why.spoken(kept)
                == "This move keeps the win in 5 half moves. Best play then: 5 half moves later, every tiger is trapped and the goats win."
        )
        #expect(why.sentences(kept).count == 2)
    }

    @Test func theStatesLines() throws {
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            let why = words.why
            #expect(why.lines(nil) == [])
            #expect(why.lines(.computing) == [words.text(.whyComputing)])
            #expect(why.lines(.notCovered) == [words.text(.whyNotCovered)])
            let e = Self.explained(Self.win5, Self.draw)
            #expect(why.lines(.explained(e)) == why.sentences(e))
            #expect(why.announcement(nil) == nil && why.announcement(.computing) == nil)
            #expect(why.announcement(.notCovered) == words.text(.whyNotCovered))
            #expect(why.announcement(.explained(e)) == why.spoken(e))
        }
        #expect(try catalogWords(.english).why.lines(.computing) == ["Working out why…"])
        #expect(
            try catalogWords(.nepali).why.lines(.notCovered)
                == ["यो स्थितिको लागि खेलको अन्तिम चरणको नतिजा-तालिका फोनमा छैन, त्यसैले चालको कारण निकाल्न सकिंदैन।"])
    }
}
