/// The analysis board's words, as on Android (`AnalysisWords.kt`): whose turn, each
/// move's value, what is known, and what is wrong with a set-up.
extension Words {
    /// Whose turn it is in `game`, or that the game is over.
    public func analysisTurn(_ game: BoardView) -> String {
        if game.isOver { return text(.analysisOver) }
        if game.toMove == .tiger { return text(.turnTigersMove) }
        return text(game.phase == .placement ? .turnGoatsPlace : .turnGoatsMove)
    }

    /// What is known of the moves' values, or nil when they are listed.
    public func analysisStatus(_ values: MoveValues) -> String? {
        switch values {
        case .computing: text(.analysisComputing)
        case .tooEarly: text(.analysisTooEarly, .number(MoveValues.exactFromPlaced))
        case .noTable: text(.analysisNoTable)
        case .over: text(.analysisOver)
        case .known: nil
        }
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

    /// The goats in hand and eaten, as the board's line under the turn.
    public func analysisCounts(inHand: Int, eaten: Int) -> String {
        text(.setupInHand, .number(inHand)) + "  ·  " + text(.setupEaten, .number(eaten))
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
        case .badSettings(let detail): text(.problemSettings, .text(detail))
        }
    }
}
