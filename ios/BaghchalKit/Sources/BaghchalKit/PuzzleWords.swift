/// The puzzle trainer's sentences, as on Android (`PuzzleWords.kt`): the task, the
/// puzzle's level, what the last move did, and the player's record.
extension Words {
    /// The task: which side moves and what it must do.
    public func puzzleTask(_ puzzle: PuzzleView) -> String {
        text(puzzle.solver == .tiger ? .puzzleTaskTigers : .puzzleTaskGoats)
    }

    /// The puzzle's level and difficulty.
    public func puzzleLevel(_ puzzle: PuzzleView) -> String {
        let difficulty: StringKey =
            switch puzzle.difficulty {
            case .easy: .levelEasy
            case .medium: .levelMedium
            case .hard: .levelHard
            case .expert: .puzzleExpert
            }
        return text(.puzzleLevel, .number(puzzle.level), .text(text(difficulty)))
    }

    /// What the last move did, or what to do now.
    @MainActor
    public func puzzleStatus(_ trainer: PuzzleTrainer) -> String {
        guard let puzzle = trainer.puzzle else { return "" }
        switch trainer.stage {
        case .solving:
            if let hint = trainer.hint, let move = puzzle.line.first(where: { $0.from == hint.from && $0.to == hint.to }) {
                return text(.hintShown, .text(move.notation))
            }
            if trainer.step == 0 { return text(.puzzleFind) }
            return text(.puzzleRight, .text(trainer.table?.game.lastMove?.notation ?? ""))
        case .wrong:
            guard case .wrong(let value, let refutation) = trainer.wrong else { return text(.puzzleWrong) }
            let verdict: String =
                switch value.outcome {
                case .draw: text(.puzzleWrongDraws)
                case .loss: text(puzzle.solver == .tiger ? .puzzleWrongGoatsWin : .puzzleWrongTigersWin)
                case .win, .unknown: text(.puzzleWrong)
                }
            guard let refutation else { return verdict }
            return verdict + " " + text(.puzzleRefutation, .text(refutation.notation))
        case .solved:
            return text(trainer.failed ? .puzzleSolvedAfterMiss : .puzzleSolved)
        case .solution:
            return text(.puzzleSolution, .text(puzzle.line.map(\.notation).joined(separator: " ")))
        }
    }

    /// The player's record.
    public func puzzleScore(_ score: PuzzleScore) -> String {
        text(.puzzleProgress, .number(score.solved), .number(score.streak), .number(score.bestStreak), .number(score.level))
    }
}
