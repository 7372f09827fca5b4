import Foundation
import Testing

@testable import BaghchalKit

/// The words shown (and spoken) in review: worded from the player's real seat in
/// play mode, with the board inert and no "Your turn" at earlier positions.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ReviewWordsTests {
    /// A goats-to-win 3 game the tigers won by eating (seeded moves of both sides).
    private func tigersWinByCaptures() throws -> Engine {
        for seed in UInt64(1)...UInt64(40) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            while try playOneMove(engine, &dice) {}
            if engine.snapshot().result == .tigersWin && engine.snapshot().reason == .captures { return engine }
        }
        throw Unfound(what: "a game the tigers won by eating")
    }

    /// A goats-to-win 3 game into the movement phase that the tigers then resigned.
    private func tigersResigned() throws -> Engine {
        var dice = Dice(2)
        let engine = try Engine(goatsToWin: 3, repetition: .draw3)
        try playIntoMovement(engine, &dice, captures: 1)
        if engine.snapshot().toMove == .goat { try playOneMove(engine, &dice) }
        try engine.resign(.tiger)
        return engine
    }

    /// A game drawn by a position coming back a third time: the side to move and then
    /// the other side step out and back, twice.
    private func drawnByRepetition() throws -> Engine {
        for seed in UInt64(1)...UInt64(20) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice, captures: 1)
            guard !engine.snapshot().isOver else { continue }
            for first in legalMoves(engine) {
                guard let firstFrom = first.from else { continue }
                for second in legalMoves(try stepped(engine, [(firstFrom, first.to)])) {
                    guard let secondFrom = second.from else { continue }
                    let cycle = [
                        (firstFrom, first.to), (secondFrom, second.to), (first.to, firstFrom), (second.to, secondFrom),
                    ]
                    if let drawn = try? stepped(engine, cycle + cycle), drawn.snapshot().result == .draw {
                        return drawn
                    }
                }
            }
        }
        throw Unfound(what: "a game drawn by repetition")
    }

    /// A copy of `engine`'s game with `moves` played.
    private func stepped(_ engine: Engine, _ moves: [(Int, Int)]) throws -> Engine {
        let copy = try Engine(record: engine.record())
        for (from, to) in moves { try copy.move(from: from, to: to) }
        return copy
    }

    private struct Unfound: Error { let what: String }

    /// Seats the player at `side` of the finished `engine` game in `mode`, opens the review,
    /// and checks every reviewed position's words in both languages against `result`.
    private func checkReview(of engine: Engine, mode: Mode, side: Side, result: StringKey) async throws {
        let humans: Set<Side> =
            switch mode {
            case .play: [side]
            case .passAndPlay: [.goat, .tiger]
            case .watch: []
            }
        let setup = TableSetup(mode: mode, side: side == .goat ? .goats : .tigers, goatsToWin: 3)
        let h = Harness(storage: savedTable(engine, setup: setup, humans: humans))
        defer { h.kill() }
        let end = try h.table
        try #require(end.game.isOver)
        let log = end.game.moveLog
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            // The end-of-game card and the review's last position say the same.
            #expect(words.resultTitle(end, mode: mode) == words.text(result), "\(language) card")
        }
        h.model.openReview()
        let review = h.model.review
        try #require(review.isOpen)
        review.first()
        for step in 0...review.length {
            let shown = try #require(h.model.shownTable)
            #expect(shown.game.halfMoves == step)
            #expect(!shown.humanToMove && !shown.placing && shown.picked == nil, "inert at \(step)")
            #expect(Verdict.seat(of: shown, mode: mode) == (mode == .play ? side : nil), "verdict seat at \(step)")
            #expect(shown.verdict == nil, "no verdict with the switch off")
            for language in AppLanguage.allCases {
                let words = try catalogWords(language)
                let seat: StringKey =
                    switch mode {
                    case .play: side == .goat ? .seatYouGoats : .seatYouTigers
                    case .passAndPlay: .seatPass
                    case .watch: .seatWatch
                    }
                #expect(words.seat(shown, mode: mode) == words.text(seat), "\(language) seat at \(step)")
                let turn = words.turn(shown, mode: mode)
                if step == review.length {
                    #expect(turn == words.text(result), "\(language) result at the end")
                } else {
                    let expected: StringKey =
                        shown.game.toMove == .tiger
                        ? .turnTigersMove : shown.game.phase == .placement ? .turnGoatsPlace : .turnGoatsMove
                    #expect(turn == words.text(expected), "\(language) turn at \(step)")
                    #expect(turn != words.text(.turnYouMove) && turn != words.text(.turnYouPlace))
                }
                // No VoiceOver move action on any point.
                for point in Points.all {
                    #expect(words.accessibility(of: point, in: shown).action == nil, "\(language) action at \(step)")
                }
                // What a step says: where it stands, the move, then the turn line or result.
                let said = try #require(h.model.reviewAnnouncement(words))
                let position =
                    step == 0
                    ? words.text(.reviewStart)
                    : words.text(.reviewStepMove, .number(step), .number(log.count), .text(log[step - 1]))
                #expect(said == words.text(.statusAnnouncement, .text(position), .text(turn)), "\(language) step \(step)")
            }
            // Touching the shown board does nothing: the game and the tally stay as they were.
            for point in Points.all { h.model.tap(point) }
            #expect(try h.table == end)
            review.forward()
        }
        h.model.closeReview()
        #expect(h.model.reviewAnnouncement(try catalogWords(.english)) == nil)
    }

    @Test func aGameThePlayerWonSaysYouWinInReview() async throws {
        try await checkReview(of: try tigersWinByCaptures(), mode: .play, side: .tiger, result: .resultYouWin)
        try await checkReview(of: try tigersResigned(), mode: .play, side: .goat, result: .resultYouWin)
    }

    @Test func aGameThePlayerLostSaysYouLoseInReview() async throws {
        try await checkReview(of: try tigersWinByCaptures(), mode: .play, side: .goat, result: .resultYouLose)
        try await checkReview(of: try tigersResigned(), mode: .play, side: .tiger, result: .resultYouLose)
    }

    @Test func aDrawnGameSaysADrawInReview() async throws {
        let drawn = try drawnByRepetition()
        #expect(drawn.snapshot().reason == .repetition)
        try await checkReview(of: drawn, mode: .play, side: .goat, result: .resultDraw)
        try await checkReview(of: drawn, mode: .play, side: .tiger, result: .resultDraw)
    }

    @Test func passingThePhoneReviewStillNamesTheWinningSide() async throws {
        try await checkReview(of: try tigersWinByCaptures(), mode: .passAndPlay, side: .goat, result: .resultTigersWin)
        try await checkReview(of: try tigersResigned(), mode: .passAndPlay, side: .goat, result: .resultGoatsWin)
    }

    @Test func aWatchedTableReviewedKeepsItsWording() throws {
        // Watch mode offers no review; the reviewed table it would show still names the sides.
        let engine = try tigersWinByCaptures()
        let table = TableState(game: engine.snapshot(), humanSides: [], tally: Tally())
        let shown = table.reviewing(try engine.position(at: 4))
        let end = table.reviewing(engine.snapshot())
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            #expect(words.seat(shown, mode: .watch) == words.text(.seatWatch))
            #expect(words.turn(shown, mode: .watch) == words.text(.turnGoatsPlace))
            #expect(words.turn(end, mode: .watch) == words.text(.resultTigersWin))
        }
    }

    /// A finished goats-to-win 3 game with a side winning and, before its end, movement
    /// positions the table rates as a win for one side: into the movement phase, a few
    /// seeded moves, then the tigers resign if nothing ended it.
    private func gameWithRatedPositions() throws -> Engine {
        for seed in UInt64(1)...UInt64(40) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice, captures: 1)
            for _ in 0..<12 { guard try playOneMove(engine, &dice) else { break } }
            if !engine.snapshot().isOver { try engine.resign(.tiger) }
            let end = engine.snapshot()
            guard end.result == .tigersWin || end.result == .goatsWin else { continue }
            let log = end.moveLog
            if try (0...log.count).contains(where: { try replayedVerdict(log, $0)?.distance != nil }) { return engine }
        }
        throw Unfound(what: "a won game with positions the table rates")
    }

    /// The table's word on the position after `halfMoves` of the goats-to-win 3 game
    /// `log`, from a replay of its own; nil where no verdict line applies (placement, a
    /// position no table covers, the finished game's end).
    private func replayedVerdict(_ log: [String], _ halfMoves: Int) throws -> Evaluation? {
        guard halfMoves < log.count else { return nil }
        let replay = try Engine(goatsToWin: 3, repetition: .draw3)
        for notation in log.prefix(halfMoves) { try replay.play(notation: notation) }
        let game = replay.snapshot()
        guard !game.isOver, game.phase == .movement else { return nil }
        let value = replay.evaluate()
        return value.isKnown ? value : nil
    }

    /// Seats the player at `side` of the finished `engine` game in `mode` with the verdict
    /// switch on, steps the review through every position and checks its verdict against
    /// an independent replay, and the line shown and said in both languages. Returns the
    /// keys of the lines seen.
    private func checkReviewVerdicts(of engine: Engine, mode: Mode, side: Side) async throws -> Set<StringKey> {
        let humans: Set<Side> = mode == .play ? [side] : [.goat, .tiger]
        let setup = TableSetup(mode: mode, side: side == .goat ? .goats : .tigers, goatsToWin: 3)
        let h = Harness(storage: savedTable(engine, setup: setup, humans: humans))
        defer { h.kill() }
        h.model.updatePreferences { $0.showVerdict = true }
        h.model.openReview()
        let review = h.model.review
        await review.waitForMarks()
        let log = review.moveLog
        var seen: Set<StringKey> = []
        review.first()
        for step in 0...review.length {
            await review.waitForVerdict()
            #expect(!review.isFindingVerdict, "still finding at \(step)")
            let shown = try #require(h.model.shownTable)
            let expected = try replayedVerdict(log, step)
            #expect(shown.verdict == expected, "verdict at \(step)")
            for language in AppLanguage.allCases {
                let words = try catalogWords(language)
                let lines = words.statusLines(shown, mode: mode)
                let said = try #require(h.model.reviewAnnouncement(words))
                var move = words.text(.reviewStart)
                if step > 0 {
                    let played = log[step - 1]
                    let named = review.marks.contains(step - 1) ? words.text(.logMoveMarked, .text(played)) : played
                    move = words.text(.reviewStepMove, .number(step), .number(log.count), .text(named))
                }
                guard let expected else {
                    #expect(lines.verdict == nil, "\(language) no line at \(step)")
                    #expect(said == words.text(.statusAnnouncement, .text(move), .text(lines.turn)))
                    continue
                }
                let key: StringKey
                if let winner = expected.winner(toMove: shown.game.toMove) {
                    key =
                        mode == .play
                        ? (winner == side ? .verdictYouWin : .verdictYouLose)
                        : (winner == .tiger ? .verdictTigersWin : .verdictGoatsWin)
                } else {
                    key = .verdictDraw
                }
                seen.insert(key)
                let line = expected.distance.map { words.plural(key, count: $0) } ?? words.text(key)
                #expect(lines.verdict == line, "\(language) line at \(step)")
                // Said with the step, as the live verdict is with the turn line.
                let status = words.text(.statusAnnouncement, .text(lines.turn), .text(line))
                #expect(
                    said == words.text(.statusAnnouncement, .text(move), .text(status)), "\(language) said at \(step)")
            }
            review.forward()
        }
        return seen
    }

    @Test func theReviewedVerdictIsAReplaysWordedFromTheSeat() async throws {
        try await loadG3Table()
        let engine = try gameWithRatedPositions()
        let winner: Side = engine.snapshot().result == .tigersWin ? .tiger : .goat
        let won = try await checkReviewVerdicts(of: engine, mode: .play, side: winner)
        let lost = try await checkReviewVerdicts(of: engine, mode: .play, side: winner.other)
        // The same positions, so whatever one seat is told to win the other is told to lose.
        #expect(won.union(lost).isSuperset(of: [.verdictYouWin, .verdictYouLose]), "won \(won), lost \(lost)")
        let passed = try await checkReviewVerdicts(of: engine, mode: .passAndPlay, side: .goat)
        #expect(!passed.isDisjoint(with: [.verdictTigersWin, .verdictGoatsWin]), "passed \(passed)")
    }

    @Test func noVerdictInReviewWithTheSwitchOff() async throws {
        try await loadG3Table()
        let engine = try gameWithRatedPositions()
        let log = engine.snapshot().moveLog
        let firstRated = try (0...log.count).first(where: { try replayedVerdict(log, $0) != nil })
        let rated = try #require(firstRated)
        let ratedVerdict = try replayedVerdict(log, rated)
        let setup = TableSetup(mode: .play, side: .goats, goatsToWin: 3)
        let h = Harness(storage: savedTable(engine, setup: setup, humans: [.goat]))
        defer { h.kill() }
        let words = try catalogWords(.english)
        h.model.openReview()
        let review = h.model.review
        review.first()
        for _ in 0..<rated { review.forward() }
        await review.waitForVerdict()
        #expect(!review.isFindingVerdict && review.verdict == nil)
        var shown = try #require(h.model.shownTable)
        #expect(shown.game.halfMoves == rated && shown.verdict == nil)
        #expect(words.statusLines(shown, mode: .play).verdict == nil)
        // Switched on in review, the shown position gets its line; off again, it goes.
        h.model.updatePreferences { $0.showVerdict = true }
        await review.waitForVerdict()
        shown = try #require(h.model.shownTable)
        #expect(shown.verdict == ratedVerdict && ratedVerdict != nil)
        h.model.updatePreferences { $0.showVerdict = false }
        shown = try #require(h.model.shownTable)
        #expect(shown.verdict == nil && review.verdict == nil && !review.isFindingVerdict)
        #expect(words.statusLines(shown, mode: .play).verdict == nil)
    }

    @Test func theStepAnnouncementInEnglishAndNepali() throws {
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        let engine = try tigersWinByCaptures()
        let log = engine.snapshot().moveLog
        let table = TableState(game: engine.snapshot(), humanSides: [.tiger], tally: Tally())
        try #require(log.count > 11)
        let eleven = table.reviewing(try engine.position(at: 11))
        // Eleven half moves: the goats have placed their sixth goat, the tigers are to move.
        #expect(
            en.reviewAnnouncement(step: 11, of: log.count, moveLog: log, marks: [], shown: eleven, mode: .play)
                == "After move 11 of \(log.count): \(log[10]). Tigers to move")
        #expect(
            en.reviewAnnouncement(step: 11, of: log.count, moveLog: log, marks: [10], shown: eleven, mode: .play)
                == "After move 11 of \(log.count): \(log[10]) (slip). Tigers to move")
        let start = table.reviewing(try engine.position(at: 0))
        #expect(
            en.reviewAnnouncement(step: 0, of: log.count, moveLog: log, marks: [], shown: start, mode: .play)
                == "The start, before any move. Goats to place")
        let end = table.reviewing(engine.snapshot())
        #expect(
            en.reviewAnnouncement(step: log.count, of: log.count, moveLog: log, marks: [], shown: end, mode: .play)
                == "After move \(log.count) of \(log.count): \(log[log.count - 1]). You win")
        let nepali = ne.reviewAnnouncement(step: 11, of: log.count, moveLog: log, marks: [], shown: eleven, mode: .play)
        // The new key's own words; the turn line is the catalog's (its wording may be revised).
        #expect(nepali == "११ चालपछि (जम्मा \(ne.number(log.count)) चाल): \(log[10])। \(ne.text(.turnTigersMove))")
    }
}
