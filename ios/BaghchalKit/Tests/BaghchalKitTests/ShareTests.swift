import Foundation
import Testing

@testable import BaghchalKit

/// The phone's pasteboard in tests: whatever text it was given.
@MainActor
final class FakeClipboard: Clipboard {
    var copiedText: String?

    init(_ text: String?) {
        copiedText = text
    }
}

/// A pass-and-play table whose game ended by resignation after `moves` seeded moves through touch.
@MainActor
private func finishedTable(moves: Int, seed: UInt64 = 5) async throws -> Harness {
    let h = await seated(passAndPlay)
    var dice = Dice(seed)
    for _ in 0..<moves {
        if try h.table.game.isOver { break }
        try h.playRandomMove(&dice)
    }
    if try !h.table.game.isOver { h.model.resign() }
    try #require(try h.table.game.isOver)
    return h
}

/// Share a game and open it as text (issue 42 §3, the apps' part).
@MainActor
struct ShareTests {
    // MARK: Sharing

    @Test func aSharedGameOpensAsTheSameGameInReviewAndBackToTheSetUpPage() async throws {
        let h = try await finishedTable(moves: 30)
        let words = try catalogWords(.english)
        #expect(h.model.sharedReview(words) == nil, "nothing to share before the review is open")
        h.model.openReview()
        let utc = TimeZone(identifier: "UTC")!
        let shared = try #require(h.model.sharedReview(words, in: utc))
        let played = try h.table.game
        #expect(shared.subject == "Baghchal")
        #expect(shared.text.hasPrefix("[Game \"Baghchal\"]"))
        #expect(shared.text.contains("[Termination \"resigned\"]"))
        // Between two people nobody is named: the day alone.
        #expect(shared.text.contains("[Date \"\(dateTag(h.model.games.clock, in: utc).value)\"]"))
        #expect(!shared.text.contains("[Goats ") && !shared.text.contains("[Tigers "))

        // Another phone: the text opens in review at its end, the same moves and result.
        let storage = MemoryStorage()
        let other = Harness(storage: storage)
        let before = storage.contents
        #expect(other.model.openText(shared.text) == .review)
        let opened = try other.table.game
        #expect(other.model.screen == .table && other.model.review.isOpen && other.model.isShowingKeptGame)
        #expect(opened.moveLog == played.moveLog && opened.result == played.result && opened.reason == .resigned)
        #expect(other.model.review.step == played.moveLog.count)
        #expect(other.model.reviewDoneKey == .close)
        #expect(words.importPlayers(try #require(other.model.importedTags)) == "A game from a text")
        #expect(!other.model.canResign && !other.model.canHint)
        // Shared again from there: the same text, its tags kept.
        #expect(other.model.sharedReview(words)?.text == shared.text)
        other.model.pause()
        other.model.resume()
        other.model.closeReview()
        #expect(other.model.screen == .setup && other.model.table == nil && !other.model.isShowingKeptGame)
        #expect(other.model.importedTags == nil)
        #expect(storage.contents == before, "opening a shared game saves nothing")
    }

    @Test func aKeptGameIsSharedWithTheDayItEndedAndWhoPlayed() async throws {
        let h = try await finishedTable(moves: 24, seed: 9)
        let played = try h.table.game
        let ended = Date(timeIntervalSince1970: 1_796_400_000)  // 2026-12-04 16:00 UTC
        let storage = MemoryStorage()
        storage.write([
            YourGames.key: try Engine.history(
                "",
                adding: FinishedGame(
                    endedAt: ended, mode: .play, playerSide: .tiger, level: .easy, matchId: nil,
                    record: h.model.engine!.record())),
        ])
        let kept = Harness(storage: storage)
        kept.model.openGames()
        await kept.model.games.waitUntilRead()
        #expect(kept.model.openKeptGame(try #require(kept.model.games.listing?.rows.first)))
        let utc = TimeZone(identifier: "UTC")!
        let english = try catalogWords(.english)
        let shared = try #require(kept.model.sharedReview(english, in: utc))
        #expect(shared.text.contains("[Date \"2026.12.04\"]\n[Goats \"The bot (Easy)\"]\n[Tigers \"You\"]"), "\(shared.text)")
        let nepali = try #require(kept.model.sharedReview(try catalogWords(.nepali), in: utc))
        #expect(nepali.text.contains("[Goats \"कम्प्युटर (सजिलो)\"]") && nepali.subject == "बाघचाल")
        // Opened from the text: the same game, its tags and who played.
        let other = Harness()
        #expect(other.model.openText(shared.text) == .review)
        #expect(try other.table.game.moveLog == played.moveLog)
        let tags = try #require(other.model.importedTags)
        #expect(tags == [GameTextTag("Date", "2026.12.04"), GameTextTag("Goats", "The bot (Easy)"), GameTextTag("Tigers", "You")])
        #expect(english.importPlayers(tags) == "Goats: The bot (Easy) · Tigers: You")
        #expect(english.importPlayers([GameTextTag("Tigers", "Maya")]) == "Goats: not named · Tigers: Maya")
    }

    @Test func theAnalysisBoardSharesItsStartAndLineUpToTheMoveShown() async throws {
        let h = Harness()
        let words = try catalogWords(.english)
        #expect(h.model.sharedAnalysis(words) == nil, "no board up")
        #expect(h.model.openText("T...T/...../..G../...../T...T tiger 19 0") == .analysis)
        let board = h.model.analysis
        let before = try #require(h.model.sharedAnalysis(words))
        #expect(before.text.contains("[SetUp \"T...T/...../..G../...../T...T tiger 19 0\"]"), "\(before.text)")
        #expect(before.text.contains("[Date \""))
        board.tap(20)  // the tiger on a5
        board.tap(16)  // to b4
        #expect(board.line == ["a5-b4"])
        let after = try #require(h.model.sharedAnalysis(words))
        #expect(after.text.contains("1... a5-b4"), "\(after.text)")
        // Opened elsewhere: a game not finished, on the board at its start with its move to step to.
        let other = Harness()
        #expect(other.model.openText(after.text) == .analysis)
        let otherBoard = other.model.analysis
        #expect(otherBoard.line == ["a5-b4"] && otherBoard.cursor == 0 && otherBoard.table?.game.toMove == .tiger)
        otherBoard.stepForward()
        #expect(otherBoard.cursor == 1 && otherBoard.table?.game.moveLog == ["a5-b4"])
        board.stepBack()
        #expect(h.model.sharedAnalysis(words) == before, "the line up to the move shown")
        board.editSetup()
        #expect(h.model.sharedAnalysis(words) == nil, "nothing to share while a set-up is entered")
    }

    // MARK: Opening

    @Test func aPositionAloneOpensTheAnalysisBoardInEitherForm() throws {
        for (text, toMove, inHand) in [
            ("T...T/...../..G../...../T...T tiger 19 0", Side.tiger, 19),
            ("B3B/5/2G2/5/B3B B 1", Side.tiger, 19),
            ("B3B/5/5/5/B3B G 0", Side.goat, 20),
        ] {
            let h = Harness()
            #expect(h.model.openText(text) == .analysis, "\(text)")
            let shown = try #require(h.model.analysis.table?.game)
            #expect(h.model.screen == .analysis && h.model.importRefusal == nil)
            #expect(shown.toMove == toMove && shown.goatsInHand == inHand && shown.moveLog.isEmpty, "\(text)")
            #expect(shown.board[0] == .tiger && shown.board[24] == .tiger && h.model.analysis.line.isEmpty)
            h.model.closeAnalysis()
            #expect(h.model.screen == .setup)
        }
    }

    @Test func thePastePathReadsTheClipboardAndAnEmptyOneSaysSo() throws {
        let h = Harness()
        #expect(h.model.openPasted(from: FakeClipboard(nil)) == nil)
        #expect(h.model.importRefusal == ImportRefusal(line: 0, problem: .nothingToPaste))
        #expect(h.model.screen == .setup)
        h.model.importRefusalSaid()
        #expect(h.model.importRefusal == nil)
        #expect(h.model.openPasted(from: FakeClipboard("  \n")) == nil)
        #expect(h.model.importRefusal == ImportRefusal(line: 0, problem: .empty))
        #expect(h.model.openPasted(from: FakeClipboard("1. c3 a1-b2 2. d4 *")) == .analysis)
        #expect(h.model.importRefusal == nil && h.model.analysis.line == ["c3", "a1-b2", "d4"])
        #expect(PastedText([" ", "1. c3"]).copiedText == "1. c3" && PastedText([]).copiedText == nil)
    }

    @Test func aSharedFileOpensAsTextAndBytesThatAreNotTextAreRefused() throws {
        let h = Harness()
        #expect(h.model.openSharedFile(Data([0xFF, 0xFE, 0x41, 0xD8])) == nil)
        #expect(h.model.importRefusal?.problem == .unreadable && h.model.screen == .setup)
        #expect(h.model.openSharedFile(Data("\u{FEFF}B3B/5/5/5/B3B G 0\n".utf8)) == .analysis)
        #expect(h.model.importRefusal == nil)
        #expect(h.model.openSharedFile(nil) == nil && h.model.importRefusal?.problem == .unreadable)
        #expect(h.model.screen == .analysis, "a refusal leaves the board as it was")
    }

    @Test func aTextOpenedOverATableLetsItWaitUnderneath() async throws {
        let h = Harness()
        h.model.openGames()
        #expect(h.model.openText("B3B/5/5/5/B3B G 0") == .analysis)
        // The board opened from the set-up page gives way to the next text.
        #expect(h.model.openText("[MaxHalfMoves \"2\"]\n\n1. c3 a1-b2") == .review && h.model.screen == .table)
        // A game in play is never replaced: even a finished game's text opens on the board over it.
        let seatedHarness = await seated(passAndPlay)
        let table = try seatedHarness.table
        #expect(seatedHarness.model.openText("[MaxHalfMoves \"2\"]\n\n1. c3 a1-b2") == .analysis)
        #expect(seatedHarness.model.screen == .analysis && seatedHarness.model.analysis.line == ["c3", "a1-b2"])
        seatedHarness.model.closeAnalysis()
        let after = try seatedHarness.table
        #expect(seatedHarness.model.screen == .table && after.game == table.game)
    }

    // MARK: Refusals

    /// A bad text of each kind the reader can be given, the line it names and the problem.
    private static let badTexts: [(text: String, line: Int, problem: ImportProblem)] = [
        ("  \n\t\n", 0, .empty),
        ("[Result 0-1]\n\n1. c3", 1, .tagSyntax),
        ("[GoatToWin \"3\"]\n\n1. c3", 1, .unknownTag("GoatToWin")),
        ("[GoatsToWin \"3\"]\n[GoatsToWin \"3\"]\n\n1. c3", 2, .duplicateTag("GoatsToWin")),
        ("[GoatsToWin \"25\"]\n\n1. c3", 1, .badTagValue(name: "GoatsToWin", value: "25")),
        ("1. c3\n[Date \"2026.12.04\"]", 2, .tagAfterMoves),
        ("T...T/...../...../...../T...T goat 20 0 7", 1, .badPositionLine(.wordCount)),
        ("T...T/...../...../...../T...T goat 20", 1, .badPositionLine(.board)),
        ("T...T/...../...../...../T...T goat many 0", 1, .badPositionLine(.count)),
        ("T...T/...../...../...../T...T both 20 0", 1, .badPositionLine(.sideToMove)),
        ("TT..T/...../...../...../T...T goat 20 0", 1, .badSetup([.tigerCount(5)])),
        ("1. c3!", 1, .unreadableWord("c3!")),
        ("1. c3 a1-b2\n3. d4", 2, .wrongMoveNumber(expected: 2, side: .goat, found: "3.")),
        ("1. c3 a1-b2\n\n\n2. d4 b2-c3", 4, .illegalMove(.init(number: 2, side: .tiger, text: "b2-c3"), .occupied)),
        ("1. c3 * d4", 1, .afterResult("d4")),
        ("1. c3 a1-b2 0-1", 1, .resultDiffers(stated: .tigersWin, replayed: .unfinished)),
        ("[Termination \"captures\"]\n\n1. c3", 1, .terminationDiffers(stated: .captures, replayed: nil)),
    ]

    @Test func eachBadTextIsRefusedWithItsLineAndKindAndNothingChanges() throws {
        let storage = MemoryStorage()
        let h = Harness(storage: storage)
        let before = storage.contents
        for bad in Self.badTexts {
            #expect(h.model.openText(bad.text) == nil, "\(bad.text)")
            #expect(h.model.importRefusal == ImportRefusal(line: bad.line, problem: bad.problem), "\(bad.text)")
            #expect(h.model.screen == .setup && h.model.table == nil && storage.contents == before)
        }
    }

    @Test func aMoveAfterTheEndIsRefusedAsSuch() throws {
        // Two half moves end the game by the move limit; a third comes after the end.
        let h = Harness()
        #expect(h.model.openText("[MaxHalfMoves \"2\"]\n\n1. c3 a1-b2\n2. d4") == nil)
        #expect(
            h.model.importRefusal
                == ImportRefusal(line: 4, problem: .moveAfterEnd(.init(number: 2, side: .goat, text: "d4"))))
        #expect(h.model.openText("[MaxHalfMoves \"2\"]\n\n1. c3 a1-b2") == .review)
        #expect(try h.table.game.reason == .moveLimit)
    }

    /// Every problem the reader names, and the app's own, with data to word.
    private static let everyProblem: [ImportProblem] = [
        .empty, .tagSyntax, .unknownTag("GoatToWin"), .duplicateTag("Date"), .badTagValue(name: "GoatsToWin", value: "25"),
        .tagAfterMoves, .badPositionLine(.wordCount), .badPositionLine(.board), .badPositionLine(.sideToMove),
        .badPositionLine(.count), .badSetup([.tigerCount(5)]), .unreadableWord("c3!"),
        .wrongMoveNumber(expected: 2, side: .tiger, found: "3."), .wrongMoveNumber(expected: 2, side: .goat, found: "3."),
        .moveAfterEnd(.init(number: 30, side: .goat, text: "a1")), .afterResult("d4"),
        .resultDiffers(stated: .tigersWin, replayed: .unfinished), .resultDiffers(stated: .goatsWin, replayed: .draw),
        .terminationDiffers(stated: .captures, replayed: nil),
        .libraryRulesDiffer(.init(number: 42, side: .goat, text: "G2423"), library: .draw, ours: .unfinished),
        .nothingToPaste, .unreadable,
    ] + ImportProblem.Rule.allCases.map { .illegalMove(.init(number: 2, side: .tiger, text: "b2xd4"), $0) }

    @Test func everyProblemHasItsOwnWordsInBothLanguagesNamingTheLineAndMove() throws {
        let english = try catalogWords(.english)
        let nepali = try catalogWords(.nepali)
        var seen: Set<String> = []
        for problem in Self.everyProblem {
            let refusal = ImportRefusal(line: 14, problem: problem)
            let en = english.importRefusal(refusal)
            let ne = nepali.importRefusal(refusal)
            #expect(en.hasPrefix("Line 14: ") && ne.hasPrefix("पङ्क्ति १४: "), "\(problem)")
            #expect(!en.contains("%") && !ne.contains("%") && en != ne, "\(problem): \(en) / \(ne)")
            #expect(seen.insert(en).inserted, "\(problem) worded as another: \(en)")
            if case .illegalMove = problem {
                #expect(en.contains("move 2, the tigers' b2xd4") && ne.contains("चाल २, बाघको b2xd4"), "\(en) / \(ne)")
            }
        }
        #expect(english.importRefusal(ImportRefusal(line: 0, problem: .empty)) == "The text is empty.")
        #expect(
            english.importRefusal(
                ImportRefusal(line: 4, problem: .illegalMove(.init(number: 2, side: .tiger, text: "b2xd4"), .occupied)))
                == "Line 4: At move 2, the tigers' b2xd4: that point is taken.")
        #expect(
            english.importProblem(.wrongMoveNumber(expected: 12, side: .goat, found: "3."))
                == "3. stands where the goats' move 12 comes.")
        #expect(nepali.importProblem(.wrongMoveNumber(expected: 12, side: .goat, found: "3.")).contains("१२"))
        #expect(
            english.importProblem(
                .libraryRulesDiffer(.init(number: 42, side: .goat, text: "G2423"), library: .draw, ours: .unfinished))
                == "At move 42, the goats' G2423 the baghchal library's rules give a draw, ours a game not finished.")
    }
}
