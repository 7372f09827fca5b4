import Foundation
import Testing

@testable import BaghchalKit

/// Match play and the alternating side: the rule's every outcome as the app shows
/// it, the seats, the tally, and a match surviving a kill between its games.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct MatchTests {
    private func game(_ firstSide: Side, _ result: GameResult, _ captured: Int) -> MatchGame {
        MatchGame(firstPlayerSide: firstSide, result: result, captured: captured)
    }

    @Test func everyOutcomeOfTheMatchRuleAsTheAppShowsIt() throws {
        let en = try catalogWords(.english)
        let ne = try catalogWords(.nepali)
        // (games, winner, decided by, play-mode headline, pass-and-play headline, reason)
        let cases: [([MatchGame], MatchPlayer?, MatchDecision, StringKey, StringKey, String)] = [
            // The first player wins both games.
            (
                [game(.goat, .goatsWin, 1), game(.tiger, .tigersWin, 4)], .first, .moreWins, .matchYouWin,
                .matchFirstWins, en.text(.matchWinsPass, 2, 0)
            ),
            // One win and a draw for the second player.
            (
                [game(.goat, .tigersWin, 5), game(.tiger, .draw, 2)], .second, .moreWins, .matchYouLose,
                .matchSecondWins, en.text(.matchWinsPass, 0, 1)
            ),
            // Both games to the tigers: one win each; the first player's goats were eaten fewer times.
            (
                [game(.goat, .tigersWin, 3), game(.tiger, .tigersWin, 5)], .first, .fewerGoatsEaten, .matchYouWin,
                .matchFirstWins, en.text(.matchGoatsPass, 3, 5)
            ),
            // Both to the goats: the second player's goats were eaten fewer times.
            (
                [game(.tiger, .goatsWin, 1), game(.goat, .goatsWin, 3)], .second, .fewerGoatsEaten, .matchYouLose,
                .matchSecondWins, en.text(.matchGoatsPass, 3, 1)
            ),
            // Both drawn, the second player's goats eaten less.
            (
                [game(.goat, .draw, 2), game(.tiger, .draw, 1)], .second, .fewerGoatsEaten, .matchYouLose,
                .matchSecondWins, en.text(.matchGoatsPass, 2, 1)
            ),
            // Wins level and goats eaten level: a drawn match.
            (
                [game(.goat, .goatsWin, 3), game(.tiger, .goatsWin, 3)], nil, .level, .matchDrawn, .matchDrawn,
                en.text(.matchLevel, 3)
            ),
            ([game(.goat, .draw, 0), game(.tiger, .draw, 0)], nil, .level, .matchDrawn, .matchDrawn, en.text(.matchLevel, 0)),
        ]
        for (games, winner, decision, playKey, passKey, reason) in cases {
            let outcome = try #require(MatchOutcome.of(games), "\(games)")
            #expect(outcome.winner == winner, "\(games)")
            #expect(outcome.decidedBy == decision, "\(games)")
            #expect(en.matchResult(outcome, mode: .play) == en.text(playKey))
            #expect(en.matchResult(outcome, mode: .passAndPlay) == en.text(passKey))
            #expect(en.matchReason(outcome, mode: .passAndPlay) == reason)
            #expect(en.matchReason(outcome, mode: .play) != reason || decision == .level, "play mode speaks to the player")
            let nepali = ne.matchReason(outcome, mode: .play)
            #expect(nepali.unicodeScalars.allSatisfy { !("0"..."9").contains($0) }, "Devanagari digits: \(nepali)")
        }
        // Not a match: one game, an unfinished one, or the same seat twice.
        #expect(MatchOutcome.of([game(.goat, .draw, 0)]) == nil)
        #expect(MatchOutcome.of([game(.goat, .draw, 0), game(.tiger, .ongoing, 0)]) == nil)
        #expect(MatchOutcome.of([game(.goat, .draw, 0), game(.goat, .draw, 0)]) == nil)
    }

    @Test func aPlayMatchSwapsSidesCountsTheMatchAndSurvivesAKill() async throws {
        let storage = MemoryStorage()
        var setup = playGoats
        setup.match = true
        let h = await seated(setup, storage: storage)
        #expect(try h.table.humanSides == [.goat])
        #expect(h.model.match.gameNumber == 1)
        h.model.resign()
        #expect(h.model.match.games.count == 1)
        #expect(h.model.match.outcome == nil)
        #expect(h.model.match.playAgainKey == .matchPlaySecond)
        #expect(try h.table.tally.matches == 0)
        // Killed between the games: the match comes back with its first game.
        h.kill()
        let after = Harness(storage: storage)
        #expect(after.model.match.games == [MatchGame(firstPlayerSide: .goat, result: .tigersWin, captured: 0)])
        after.model.playAgain()
        await after.idle()
        #expect(after.model.match.gameNumber == 2)
        #expect(try after.table.humanSides == [.tiger], "the sides swap for the second game")
        after.model.resign()
        let outcome = try #require(after.model.match.outcome)
        #expect(after.model.match.playAgainKey == .matchNew)
        // The computer won both: it takes the match on wins.
        #expect(outcome.winner == .second && outcome.decidedBy == .moreWins)
        let tally = try after.table.tally
        #expect(tally.games == 2 && tally.matches == 1 && tally.secondMatchWins == 1)
        let en = try catalogWords(.english)
        #expect(en.tallyLines(tally, mode: .play).contains(en.text(.tallyMatchesPlay, 0, 1, 0)))
        #expect(en.tallyLines(tally, mode: .play).contains(en.plural(.tallyMatches, count: 1)))
        // The next game starts a new match, the player back on the first game's side.
        after.model.playAgain()
        await after.idle()
        #expect(after.model.match.gameNumber == 1)
        #expect(try after.table.humanSides == [.goat])
    }

    @Test func aPassAndPlayMatchGivesPlayerOneTheGoatsFirst() async throws {
        var setup = passAndPlay
        setup.match = true
        let h = await seated(setup)
        #expect(h.model.match.currentFirstPlayerSide == .goat)
        let en = try catalogWords(.english)
        #expect(en.matchSeat(firstPlayerSide: .goat) == en.text(.matchP1Goats))
        h.model.resign()  // the goats (player 1) give up
        h.model.playAgain()
        #expect(h.model.match.currentFirstPlayerSide == .tiger)
        #expect(en.matchGame(2).contains("2"))
        h.model.resign()  // the goats (player 2) give up
        let outcome = try #require(h.model.match.outcome)
        // One win each (the tigers both times), no goat eaten: a drawn match.
        #expect(outcome.winner == nil && outcome.decidedBy == .level)
        #expect(try h.table.tally.matches == 1)
    }

    @Test func aDamagedSavedMatchIsDroppedAndTheGameKept() async throws {
        var setup = playGoats
        setup.match = true
        for damaged in ["nonsense", "goat;tiger:draw:0", "goat;goat:ongoing:0", "goat;goat:draw:99"] {
            let engine = try Engine(goatsToWin: 5, repetition: .draw3)
            try engine.place(c3)
            let storage = savedTable(engine, setup: setup, humans: [.tiger], extra: [Saved.match: damaged])
            let h = Harness(storage: storage)
            #expect(try h.table.game.moveLog == ["c3"], "\(damaged)")
            #expect(h.model.match.games.isEmpty, "\(damaged)")
            h.kill()
        }
    }

    @Test func alternateSwapsThePlayersSideEveryGame() async throws {
        var setup = playGoats
        setup.side = .alternate
        let h = await seated(setup)
        var sides: [Side] = []
        for _ in 0..<4 {
            sides.append(try #require(try h.table.humanSides.first))
            h.model.resign()
            h.model.playAgain()
            await h.idle()
        }
        #expect(sides == [.goat, .tiger, .goat, .tiger])
        #expect(h.model.match.gameNumber == nil, "alternating is not a match")
        #expect(h.model.match.playAgainKey == .playAgain)
    }

    @Test func theTallyKeepsHintsAndMatchesAndStillReadsAnOlderSave() {
        let tally = Tally(
            games: 4, wins: 1, losses: 2, tigerWins: 0, goatWins: 0, draws: 1, hints: 3, matches: 2, firstMatchWins: 1,
            secondMatchWins: 0, matchDraws: 1)
        #expect(Saved.tally(from: Saved.encode(tally)) == tally)
        // Saved before hints and matches were counted: six numbers.
        #expect(Saved.tally(from: "4,1,2,0,0,1") == Tally(games: 4, wins: 1, losses: 2, draws: 1))
        for damaged in ["4,1,2,0,0", "4,1,2,0,0,1,3", "4,1,2,0,0,1,3,2,1,0,x", ""] {
            #expect(Saved.tally(from: damaged) == nil, "\(damaged)")
        }
    }
}
