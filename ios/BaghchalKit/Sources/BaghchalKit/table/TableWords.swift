// Pure functions from state to words, mirroring Android's Words.kt, so the
// tests check exactly what the screens and VoiceOver say.

extension Mode {
    /// The set-up page's name for this mode.
    public var key: StringKey {
        switch self {
        case .play: .modePlay
        case .passAndPlay: .modePass
        case .watch: .modeWatch
        }
    }
}

extension SideChoice {
    /// The set-up page's name for this side.
    public var key: StringKey {
        switch self {
        case .goats: .sideGoatsFirst
        case .tigers: .sideTigers
        case .random: .sideRandom
        case .alternate: .sideAlternate
        }
    }
}

extension Level {
    /// The set-up page's name for this level.
    public var key: StringKey {
        switch self {
        case .easy: .levelEasy
        case .medium: .levelMedium
        case .hard: .levelHard
        case .perfect: .levelPerfect
        }
    }
}

extension RepetitionRule {
    /// The set-up page's name for this rule.
    public var key: StringKey {
        switch self {
        case .draw3: .repDraw3
        case .forbid: .repForbid
        case .forbid3: .repForbid3
        case .off: .repOff
        }
    }
}

extension ThemeChoice {
    /// The menu's name for this theme.
    public var key: StringKey {
        switch self {
        case .system: .themeSystem
        case .light: .themeLight
        case .dark: .themeDark
        }
    }
}

extension AppLanguage {
    /// The language's own name, in its own script.
    public var key: StringKey { self == .english ? .languageEn : .languageNe }
}

extension Notice {
    /// The message's text.
    public var key: StringKey { .saveUnreadable }
}

extension FadingNote {
    /// The note's text.
    public var key: StringKey { self == .repeatForbidden3 ? .noteRepeatForbidden3 : .noteRepeatForbidden }
}

/// The lines under the counters that VoiceOver hears as they change: whose turn it
/// is (or the result) and the verdict, if shown.
public struct StatusLines: Equatable, Sendable {
    /// The turn line, or the result once the game is over.
    public let turn: String
    /// The verdict line; nil when it is off or unknown.
    public let verdict: String?
    /// True in review, where each step is announced by the review itself.
    public let isReview: Bool
}

/// What VoiceOver says about one point, and what activating it does.
public struct PointAccessibility: Equatable, Sendable {
    /// The point and what stands on it: "c3, goat".
    public let label: String
    /// What the player can do there, e.g. "a goat can go here"; empty if nothing.
    public let value: String
    /// The name of the action activating the point performs; nil if it does nothing useful.
    public let action: String?
    /// Label and value in one sentence, word for word what TalkBack reads on Android.
    public let description: String
}

extension Words {
    /// "2×" in this language's digits.
    public func speed(_ speed: Speed) -> String { text(.speedValue, .number(speed.factor)) }

    /// `Eaten x/N`.
    public func eatenCounter(_ game: BoardView) -> String {
        text(.counterEaten, .number(game.captured), .number(game.goatsToWin))
    }

    /// `Tigers trapped n/4`.
    public func trappedCounter(_ game: BoardView) -> String {
        text(.counterTrapped, .number(game.tigersTrapped), 4)
    }

    /// The goats still in the pen.
    public func pen(_ game: BoardView) -> String {
        game.goatsInHand == 0 ? text(.penEmpty) : plural(.penGoats, count: game.goatsInHand)
    }

    /// Whose turn it is (addressed to the player when it is theirs), or the result.
    public func turn(_ table: TableState, mode: Mode) -> String {
        let game = table.game
        if game.isOver { return resultTitle(table, mode: mode) }
        if table.humanToMove && mode == .play { return text(table.placing ? .turnYouPlace : .turnYouMove) }
        if game.toMove == .tiger { return text(.turnTigersMove) }
        return text(game.phase == .placement ? .turnGoatsPlace : .turnGoatsMove)
    }

    /// The turn line and the verdict line of `table`, as the status panel shows them.
    public func statusLines(_ table: TableState, mode: Mode) -> StatusLines {
        let verdict = Verdict.line(table.verdict, game: table.game, seat: Verdict.seat(of: table, mode: mode), words: self)
        return StatusLines(turn: turn(table, mode: mode), verdict: verdict, isReview: table.isReviewed)
    }

    /// What VoiceOver announces when the status lines go from `old` to `new`: the lines
    /// that changed, in one announcement, since a second would cut the first off. Nil
    /// when nothing worth saying changed (the verdict going away), and in review (or
    /// leaving it), whose steps say the turn line themselves.
    public func statusAnnouncement(from old: StatusLines, to new: StatusLines) -> String? {
        guard !old.isReview, !new.isReview else { return nil }
        let turn = new.turn != old.turn ? new.turn : nil
        let verdict = new.verdict != old.verdict ? new.verdict : nil
        switch (turn, verdict) {
        case (let turn?, let verdict?): return text(.statusAnnouncement, .text(turn), .text(verdict))
        case (let turn?, nil): return turn
        case (nil, let verdict?): return verdict
        case (nil, nil): return nil
        }
    }

    /// Who sits where.
    public func seat(_ table: TableState, mode: Mode) -> String {
        switch mode {
        case .passAndPlay: text(.seatPass)
        case .watch: text(.seatWatch)
        case .play: text(table.humanSides.contains(.goat) ? .seatYouGoats : .seatYouTigers)
        }
    }

    /// The end dialog's title.
    public func resultTitle(_ table: TableState, mode: Mode) -> String {
        let winner: Side
        switch table.game.result {
        case .tigersWin: winner = .tiger
        case .goatsWin: winner = .goat
        default: return text(.resultDraw)
        }
        if mode == .play { return text(table.humanSides.contains(winner) ? .resultYouWin : .resultYouLose) }
        return text(winner == .tiger ? .resultTigersWin : .resultGoatsWin)
    }

    /// Why the game ended, as a sentence; empty while it goes on.
    public func reason(_ game: BoardView) -> String {
        switch game.reason {
        case .captures: plural(.reasonCaptures, count: game.captured)
        case .tigersTrapped: text(.reasonTrapped)
        case .goatsBlocked: text(.reasonGoatsBlocked)
        case .repetition: text(.reasonRepetition)
        case .moveLimit: plural(.reasonMoveLimit, count: game.halfMoves)
        case .noCaptureLimit: text(.reasonNoCapture)
        // The side that resigned is the loser.
        case .resigned: text(game.result == .tigersWin ? .reasonResignedGoats : .reasonResignedTigers)
        case nil: ""
        }
    }

    /// The tally lines of the end dialog: games played, then wins/losses or the sides' wins,
    /// then the matches (once one is finished) and the hints used (once there are any).
    public func tallyLines(_ tally: Tally, mode: Mode) -> [String] {
        let detail =
            mode == .play
            ? text(.tallyPlay, .number(tally.wins), .number(tally.losses), .number(tally.draws))
            : text(.tallySides, .number(tally.tigerWins), .number(tally.goatWins), .number(tally.draws))
        var lines = [plural(.tallyGames, count: tally.games), detail]
        if tally.matches > 0 {
            lines.append(plural(.tallyMatches, count: tally.matches))
            lines.append(
                text(
                    mode == .play ? .tallyMatchesPlay : .tallyMatchesPass, .number(tally.firstMatchWins),
                    .number(tally.secondMatchWins), .number(tally.matchDraws)))
        }
        if tally.hints > 0 { lines.append(plural(.tallyHints, count: tally.hints)) }
        return lines
    }

    /// The move log as numbered lines, a goat move and the tiger reply on each,
    /// with the note the log makes once the last goat is down.
    public func moveLogLines(_ game: BoardView) -> [String] {
        let log = game.moveLog
        var lines: [String] = []
        for i in stride(from: 0, to: log.count, by: 2) {
            lines.append(text(.logLine, .number(i / 2 + 1), .text(log[i..<min(i + 2, log.count)].joined(separator: "  "))))
            // Half move 39 (index 38) places the twentieth goat.
            if game.phase == .movement && i == 38 { lines.append(text(.logAllPlaced)) }
        }
        return lines
    }

    /// What VoiceOver says about `point` and what activating it does; `hint` is the
    /// suggestion shown, if any; `mark` the analysis board's value ring on it; `freeBoard`
    /// true where a tap on another movable piece picks that one up (the puzzle trainer and
    /// the analysis board, ``FreeTouch``) rather than putting the picked one back. A point
    /// outside the board says nothing rather than failing.
    public func accessibility(
        of point: Int, in table: TableState, hint: HintMove? = nil, mark: Evaluation.Outcome? = nil,
        freeBoard: Bool = false
    ) -> PointAccessibility {
        guard table.game.board.indices.contains(point) else {
            return PointAccessibility(label: "", value: "", action: nil, description: "")
        }
        let name = WordArgument.text(Points.name(point))
        let label =
            switch table.game.board[point] {
            case .goat: text(.pointGoat, name)
            case .tiger: text(.pointTiger, name)
            case .empty: text(.pointEmpty, name)
            }
        let target = table.target(at: point)
        var value: String
        if table.picked == point {
            value = text(.pointPicked)
        } else if let over = target?.jumpOver {
            value = text(.pointCanLeap, .text(Points.name(over)))
        } else if target != nil {
            value = text(.pointCanMove)
        } else if table.picked == nil, let hint, hint.from == point {
            // The hint says more than "you can pick it up" or "a goat can go here".
            value = text(.pointHintFrom)
        } else if table.picked == nil, let hint, hint.to == point {
            value = text(.pointHintTo)
        } else if table.picked == nil && table.placeHints.contains(point) {
            value = text(.pointCanPlace)
        } else if table.picked == nil && !table.placing && table.movable.contains(point) {
            value = text(.pointCanPick)
        } else {
            value = ""
        }
        if let mark { value = value.isEmpty ? valueMark(mark) : text(.pointJoin, .text(value), .text(valueMark(mark))) }
        let description = value.isEmpty ? label : text(.pointJoin, .text(label), .text(value))
        let action = actionName(point, table, freeBoard: freeBoard)
        return PointAccessibility(label: label, value: value, action: action, description: description)
    }

    private func actionName(_ point: Int, _ table: TableState, freeBoard: Bool) -> String? {
        guard table.humanToMove else { return nil }
        if table.placing { return table.placeHints.contains(point) ? text(.actionPlace) : nil }
        if table.picked == point { return text(.actionPutBack) }
        if table.picked != nil {
            if table.target(at: point) != nil { return text(.actionMove) }
            return text(freeBoard && table.movable.contains(point) ? .actionPick : .actionPutBack)
        }
        return table.movable.contains(point) ? text(.actionPick) : nil
    }
}
