/// The analysis board's words, as on Android (`AnalysisWords.kt`): whose turn, each
/// move's value, what is known, and what is wrong with a set-up.
extension Words {
    /// Whose turn it is in `game`, or, once it is over, who won and why.
    public func analysisTurn(_ game: BoardView) -> String {
        if game.isOver {
            let table = TableState(game: game, humanSides: [], tally: Tally())
            let result = text(.analysisResult, .text(resultTitle(table, mode: .watch)))
            let why = reason(game)
            return why.isEmpty ? result : result + " " + why
        }
        if game.toMove == .tiger { return text(.turnTigersMove) }
        return text(game.phase == .placement ? .turnGoatsPlace : .turnGoatsMove)
    }

    /// What is known of the moves' values: working, the best move once they are in (the best so
    /// far while some are still worked out), or why there are none; nil when the game is over
    /// (the turn line says the result). As Android's `AnalysisWords.status`.
    public func analysisStatus(_ values: MoveValues) -> String? {
        switch values {
        case .computing: text(.analysisComputing)
        case .partial(let found, _):
            MoveValues.ordered(found).first.map { text(.analysisValuesKnown, .text(analysisMove($0))) }
                ?? text(.analysisComputing)
        case .tooEarly: text(.analysisTooEarly, .number(MoveValues.exactFromPlaced))
        case .noTable: text(.analysisNoTable)
        case .tablesLoading: text(.analysisTablesLoading)
        case .over: nil
        case .known(let moves):
            MoveValues.ordered(moves).first.map { text(.analysisValuesKnown, .text(analysisMove($0))) }
        }
    }

    /// The line under the moves found so far, while the others are still being worked out:
    /// how many those are. Nil in every other state.
    public func analysisWaiting(_ values: MoveValues) -> String? {
        guard case .partial(_, let waiting) = values else { return nil }
        return text(.analysisValuesWaiting, .number(waiting))
    }

    /// The values line as VoiceOver hears it: ``analysisStatus(_:)``, and while some values are
    /// still worked out the ``analysisWaiting(_:)`` line after it, so the count is heard with the
    /// best move so far. As Android's `AnalysisWords.spokenStatus`.
    public func analysisSpokenStatus(_ values: MoveValues) -> String? {
        guard let status = analysisStatus(values) else { return nil }
        return [status, analysisWaiting(values)].compactMap { $0 }.joined(separator: " ")
    }

    /// The lines VoiceOver is told of as they change (``spokenChange(from:to:)``), as
    /// Android's live regions hold them: in play the turn and the values line
    /// (``analysisSpokenStatus(_:)``); in the set-up its problems (or that it is ready), one line.
    @MainActor
    public func analysisLines(_ board: AnalysisBoard) -> [String] {
        if let draft = board.draft { return [setupLine(draft.problems)] }
        guard let table = board.table else { return [] }
        if let explained = board.explained {
            // The tapped move, its explanation, and where its line stands on the board.
            return [analysisMove(explained)] + why.lines(board.explainer.state)
                + (board.whyLine.map { [why.replayStep($0)] } ?? [])
        }
        return [analysisTurn(table.game), analysisSpokenStatus(board.values)].compactMap { $0 }
    }

    /// The set-up's problems as one line, or that a game can start from it.
    public func setupLine(_ problems: [SetupProblem]) -> String {
        problems.isEmpty ? text(.setupReady) : problems.map(setupProblem).joined(separator: " ")
    }

    /// A point's value mark in words, for what VoiceOver says of it: "value: win".
    public func valueMark(_ outcome: Evaluation.Outcome) -> String {
        let value: StringKey =
            switch outcome {
            case .win: .valueWin
            case .loss: .valueLoss
            case .draw: .valueDraw
            case .unknown: .valueUnknown
            }
        return text(.pointValue, .text(text(value)))
    }

    /// What VoiceOver announces when a screen's lines go from `old` to `new`: the lines
    /// that changed (all of them when the screen changed shape), in one announcement;
    /// nil when nothing changed. TalkBack reads the same lines from Android's live regions.
    public func spokenChange(from old: [String], to new: [String]) -> String? {
        let changed = old.count != new.count ? new : zip(old, new).filter { $0 != $1 }.map(\.1)
        guard let first = changed.first else { return nil }
        return changed.dropFirst().reduce(first) { text(.statusAnnouncement, .text($0), .text($1)) }
    }

    /// One move and its value for the side that plays it, e.g. "b2-c3: win in 5 half moves".
    public func analysisMove(_ value: MoveValue) -> String {
        "\(value.move.notation): \(moveValue(value))"
    }

    /// A move's value for its mover: with the distance from the table, without it from the placement search.
    public func moveValue(_ value: MoveValue) -> String {
        switch (value.outcome, value.distance) {
        case (.win, let d?): plural(.valueWinIn, count: d)
        case (.win, nil): text(.valueWin)
        case (.loss, let d?): plural(.valueLossIn, count: d)
        case (.loss, nil): text(.valueLoss)
        case (.draw, _): text(.valueDraw)
        case (.unknown, _): text(.valueUnknown)
        }
    }

    /// The goats in hand, and the goats eaten out of those the tigers need: the line under the turn.
    public func analysisCounts(_ game: BoardView) -> String {
        text(.setupInHand, .number(game.goatsInHand)) + "  ·  "
            + text(.counterEaten, .number(game.captured), .number(game.goatsToWin))
    }

    /// One thing wrong with a set-up, in the player's language.
    public func setupProblem(_ problem: SetupProblem) -> String {
        switch problem {
        case .pointCount(let points): text(.problemPoints, .number(points), .number(Points.count))
        case .tigerCount(let tigers): text(.problemTigers, .number(tigers), .number(4))
        case .goatCount(let onBoard, let inHand, let eaten):
            text(
                .problemGoats, .number(onBoard + inHand + eaten), .number(onBoard), .number(inHand), .number(eaten),
                .number(20))
        case .tigersHaveWon(let eaten, let goatsToWin): text(.problemTigersWon, .number(eaten), .number(goatsToWin))
        case .noGoatAfterGoatsMove: text(.problemNoGoat)
        case .eatenDuringPlacement(let eaten, let inHand): text(.problemEatenInPlacement, .number(eaten), .number(inHand))
        case .noLegalMove(let side): text(side == .tiger ? .problemNoMoveTigers : .problemNoMoveGoats)
        case .badSettings(let setting): settingsProblem(setting)
        }
    }

    /// A setting out of its range, in the player's language (never the core's English).
    public func settingsProblem(_ problem: SettingsProblem) -> String {
        switch problem {
        case .goatsToWin(let goatsToWin, let allowed):
            text(.problemGoatsToWin, .number(goatsToWin), .number(allowed.lowerBound), .number(allowed.upperBound))
        }
    }
}
