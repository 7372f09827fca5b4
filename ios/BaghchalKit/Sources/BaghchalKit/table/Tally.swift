/// The khel tally of one sitting. Play mode counts the player's results;
/// pass-and-play and watch mode count tiger and goat wins.
public struct Tally: Equatable, Sendable {
    /// Games finished at this table.
    public var games = 0
    /// Games the player won (play mode).
    public var wins = 0
    /// Games the player lost (play mode).
    public var losses = 0
    /// Games the tigers won.
    public var tigerWins = 0
    /// Games the goats won.
    public var goatWins = 0
    /// Games nobody won.
    public var draws = 0
    /// Hints asked for in the finished games.
    public var hints = 0
    /// Matches of two games finished at this table.
    public var matches = 0
    /// Matches the first player won (in play mode, the player).
    public var firstMatchWins = 0
    /// Matches the second player won (in play mode, the computer).
    public var secondMatchWins = 0
    /// Matches nobody won.
    public var matchDraws = 0

    /// A tally; empty by default.
    public init(
        games: Int = 0, wins: Int = 0, losses: Int = 0, tigerWins: Int = 0, goatWins: Int = 0, draws: Int = 0,
        hints: Int = 0, matches: Int = 0, firstMatchWins: Int = 0, secondMatchWins: Int = 0, matchDraws: Int = 0
    ) {
        self.games = games
        self.wins = wins
        self.losses = losses
        self.tigerWins = tigerWins
        self.goatWins = goatWins
        self.draws = draws
        self.hints = hints
        self.matches = matches
        self.firstMatchWins = firstMatchWins
        self.secondMatchWins = secondMatchWins
        self.matchDraws = matchDraws
    }
}

extension Tally {
    /// Counts a finished game: its side's win or a draw, and in play mode the player's win or loss.
    mutating func add(_ result: GameResult, humans: Set<Side>, mode: Mode) {
        let winner: Side? =
            switch result {
            case .tigersWin: .tiger
            case .goatsWin: .goat
            default: nil
            }
        games += 1
        switch winner {
        case .tiger: tigerWins += 1
        case .goat: goatWins += 1
        case nil: draws += 1
        }
        guard mode == .play, let winner else { return }
        if humans.contains(winner) { wins += 1 } else { losses += 1 }
    }
}
