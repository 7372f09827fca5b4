/// What the endgame table says about a position, for the side to move (the core's `Evaluation`).
public struct Evaluation: Equatable, Sendable {
    /// The exact result with best play from both sides.
    public enum Outcome: String, Sendable {
        /// The side to move wins whatever the other does; loses against best play; neither can force a result.
        case win, loss, draw
        /// No loaded table covers the position (placement, other rules, no table).
        case unknown
    }

    /// The result for the side to move.
    public let outcome: Outcome
    /// Half moves to the end with best play (quickest win, longest loss); nil for a draw or unknown.
    public let distance: Int?

    /// An evaluation.
    public init(outcome: Outcome, distance: Int?) {
        self.outcome = outcome
        self.distance = distance
    }

    /// True when a table rated the position.
    public var isKnown: Bool { outcome != .unknown }

    /// The winner with best play, nil for a draw or unknown, when `toMove` is to move.
    public func winner(toMove: Side) -> Side? {
        switch outcome {
        case .win: toMove
        case .loss: toMove.other
        case .draw, .unknown: nil
        }
    }
}

extension Side {
    /// The other side.
    public var other: Side { self == .goat ? .tiger : .goat }
}

/// The optional line under the turn line (menu switch "Show the verdict"): what
/// best play gives from here, worded from the player's seat. Against the computer
/// it speaks to the player ("you win"); passing the phone or watching it names the
/// winning side, so it reads the same to whoever holds the phone (as on Android).
public enum Verdict {
    /// The seat the line speaks to: the player's side against the computer; nil when
    /// passing the phone or watching (the line names the winning side).
    public static func seat(of table: TableState, mode: Mode) -> Side? {
        mode == .play && table.humanSides.count == 1 ? table.humanSides.first : nil
    }

    /// The line for `evaluation` of `game`, spoken to `seat`; nil when the verdict is
    /// unknown or the game is over, so the screen shows nothing rather than a guess.
    public static func line(_ evaluation: Evaluation?, game: BoardView, seat: Side?, words: Words) -> String? {
        guard let evaluation, evaluation.isKnown, !game.isOver else { return nil }
        guard let winner = evaluation.winner(toMove: game.toMove), let distance = evaluation.distance else {
            return words.text(.verdictDraw)
        }
        if let seat {
            return words.plural(winner == seat ? .verdictYouWin : .verdictYouLose, count: distance)
        }
        return words.plural(winner == .tiger ? .verdictTigersWin : .verdictGoatsWin, count: distance)
    }
}
