import Foundation
import Observation

/// One of the two players of a match: the one who had the first game's seat (in
/// play mode the person, in pass-and-play player 1) or the other.
public enum MatchPlayer: String, Sendable {
    /// The first game's seat; the second.
    case first, second
}

/// One finished game of a two-game match.
public struct MatchGame: Equatable, Sendable {
    /// The side the first player had in this game.
    public let firstPlayerSide: Side
    /// How the game ended.
    public let result: GameResult
    /// Goats the tigers ate in it.
    public let captured: Int

    /// A finished game.
    public init(firstPlayerSide: Side, result: GameResult, captured: Int) {
        self.firstPlayerSide = firstPlayerSide
        self.result = result
        self.captured = captured
    }
}

/// What settled a match.
public enum MatchDecision: String, Sendable {
    /// One player won more games; wins were level and one player's goats were eaten fewer times; all level.
    case moreWins, fewerGoatsEaten, level
}

/// A two-game match's result, by the core's match rule.
public struct MatchOutcome: Equatable, Sendable {
    /// Who took the match; nil when it is drawn.
    public let winner: MatchPlayer?
    /// What settled it.
    public let decidedBy: MatchDecision
    /// Games each player won.
    public let firstWins: Int, secondWins: Int
    /// Goats of each player eaten in the game where they had the goats.
    public let firstGoatsEaten: Int, secondGoatsEaten: Int

    /// An outcome.
    public init(
        winner: MatchPlayer?, decidedBy: MatchDecision, firstWins: Int, secondWins: Int, firstGoatsEaten: Int,
        secondGoatsEaten: Int
    ) {
        self.winner = winner
        self.decidedBy = decidedBy
        self.firstWins = firstWins
        self.secondWins = secondWins
        self.firstGoatsEaten = firstGoatsEaten
        self.secondGoatsEaten = secondGoatsEaten
    }

    /// The core's match rule over two finished games with the sides swapped; nil if they are not that.
    public static func of(_ games: [MatchGame]) -> MatchOutcome? {
        Engine.matchOutcome(games)
    }
}

/// "Match of two games": two games with the sides swapped between them, the
/// outcome by the core's rule, kept across a kill and restore between the games.
@MainActor
@Observable
public final class MatchPlay {
    /// The first player's side in the first game; nil when no match is under way.
    public private(set) var firstPlayerSide: Side?
    /// The match's finished games (none, one, or both).
    public private(set) var games: [MatchGame] = []
    /// The result, once both games are over.
    public private(set) var outcome: MatchOutcome?
    /// The id every kept game of this match carries: the first game's end in Unix seconds; nil until then.
    private(set) var id: Int64?

    init() {}

    /// Which game of the match is being played (1 or 2); nil with no match.
    public var gameNumber: Int? { firstPlayerSide == nil ? nil : min(games.count + 1, 2) }

    /// True once both games are over.
    public var isOver: Bool { outcome != nil }

    /// The end card's way on: "Play again", or in a match "Play game 2" after the
    /// first game and "New match" after the second.
    public var playAgainKey: StringKey {
        guard firstPlayerSide != nil else { return .playAgain }
        return isOver ? .matchNew : .matchPlaySecond
    }

    /// The first player's side in the game being played.
    public var currentFirstPlayerSide: Side? {
        guard let first = firstPlayerSide else { return nil }
        return games.isEmpty ? first : first.other
    }

    /// Starts the match's next game: the second after the first, else a new match with
    /// the first player on `firstSide`. Returns the first player's side in that game.
    func nextGame(newMatchSide firstSide: Side) -> Side {
        if firstPlayerSide == nil || isOver || games.count >= 2 {
            firstPlayerSide = firstSide
            games = []
            outcome = nil
            id = nil
        }
        return currentFirstPlayerSide ?? firstSide
    }

    /// Records the game just finished; returns the outcome if it was the second.
    @discardableResult
    func finish(result: GameResult, captured: Int) -> MatchOutcome? {
        guard let side = currentFirstPlayerSide, games.count < 2, result != .ongoing else { return nil }
        games.append(MatchGame(firstPlayerSide: side, result: result, captured: captured))
        if games.count == 2 { outcome = MatchOutcome.of(games) }
        return outcome
    }

    /// No match any more (left the table, or the set-up has none).
    func end() {
        firstPlayerSide = nil
        games = []
        outcome = nil
        id = nil
    }

    /// The match's id for a game of it that ended at `date`: the id already given, else one
    /// made from `date` (the first game's end), kept for the second game.
    func identify(at date: Date) -> Int64 {
        if let id { return id }
        let made = Int64(date.timeIntervalSince1970.rounded(.down))
        id = made
        return made
    }

    /// The match as a saved line: the first game's side, then each finished game as
    /// `side:result:captured`, then `@id` once it has one (a line saved before games were
    /// kept has none, and its second game gets one of its own).
    var saved: String? {
        guard let first = firstPlayerSide else { return nil }
        let line = ([first.rawValue] + games.map { "\($0.firstPlayerSide.rawValue):\($0.result.rawValue):\($0.captured)" })
            .joined(separator: ";")
        return id.map { "\(line)@\($0)" } ?? line
    }

    /// Restores a match from ``saved``; a damaged line gives no match (the game itself is kept).
    func restore(_ saved: String?) {
        end()
        // The id after an `@`; an unreadable one is dropped alone (the next game gets a new one).
        let halves = saved?.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let line = halves?.first
        let savedId = halves?.dropFirst().first.flatMap { Int64($0) }
        guard let parts = line?.split(separator: ";").map(String.init), let head = parts.first,
            let first = Side(rawValue: head), parts.count <= 3
        else { return }
        var restored: [MatchGame] = []
        for (index, part) in parts.dropFirst().enumerated() {
            let fields = part.split(separator: ":").map(String.init)
            guard fields.count == 3, let side = Side(rawValue: fields[0]), let result = GameResult(rawValue: fields[1]),
                result != .ongoing, let captured = Int(fields[2]), (0...20).contains(captured),
                side == (index == 0 ? first : first.other)
            else { return }
            restored.append(MatchGame(firstPlayerSide: side, result: result, captured: captured))
        }
        firstPlayerSide = first
        games = restored
        outcome = restored.count == 2 ? MatchOutcome.of(restored) : nil
        id = savedId
    }
}

extension Tally {
    /// Counts a finished match.
    mutating func add(_ outcome: MatchOutcome) {
        matches += 1
        switch outcome.winner {
        case .first: firstMatchWins += 1
        case .second: secondMatchWins += 1
        case nil: matchDraws += 1
        }
    }
}

extension Words {
    /// The end card's headline for a finished match, from the player's seat in play mode.
    public func matchResult(_ outcome: MatchOutcome, mode: Mode) -> String {
        switch (outcome.winner, mode) {
        case (nil, _): text(.matchDrawn)
        case (.first, .play): text(.matchYouWin)
        case (.second, .play): text(.matchYouLose)
        case (.first, _): text(.matchFirstWins)
        case (.second, _): text(.matchSecondWins)
        }
    }

    /// Why the match went as it did: in play mode the player's figure first, else player 1's.
    public func matchReason(_ outcome: MatchOutcome, mode: Mode) -> String {
        let play = mode == .play
        switch outcome.decidedBy {
        case .moreWins:
            return text(
                play ? .matchWinsPlay : .matchWinsPass, .number(outcome.firstWins), .number(outcome.secondWins))
        case .fewerGoatsEaten:
            return text(
                play ? .matchGoatsPlay : .matchGoatsPass, .number(outcome.firstGoatsEaten),
                .number(outcome.secondGoatsEaten))
        case .level:
            return text(.matchLevel, .number(outcome.firstGoatsEaten))
        }
    }

    /// "Match, game 1 of 2".
    public func matchGame(_ number: Int) -> String {
        text(.matchGame, .number(number), 2)
    }

    /// Who has which side in this game of a pass-and-play match.
    public func matchSeat(firstPlayerSide: Side) -> String {
        text(firstPlayerSide == .goat ? .matchP1Goats : .matchP1Tigers)
    }

    /// The set-up page's name for one game at a time or a match.
    public func matchChoice(_ match: Bool) -> String {
        text(match ? .matchTwo : .matchSingle)
    }
}
