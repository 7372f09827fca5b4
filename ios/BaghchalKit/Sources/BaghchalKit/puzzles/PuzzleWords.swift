/// The puzzle trainer's sentences, as on Android (`PuzzleWords.kt`): the task, the
/// puzzle's level, what the last move did, and the player's record.
extension Words {
    /// The task: which side moves and what it must do.
    public func puzzleTask(_ puzzle: PuzzleView) -> String {
        text(puzzle.solver == .tiger ? .puzzleTaskTigers : .puzzleTaskGoats)
    }

    /// The puzzle's grade and difficulty (worded apart from the player's level in `puzzleScore`).
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
            return text(
                puzzle.solver == .tiger ? .puzzleRightGoatsReplied : .puzzleRightTigersReplied,
                .text(trainer.table?.game.lastMove?.notation ?? ""))
        case .wrong:
            guard case .wrong(let value, let refutation) = trainer.wrong else { return text(.puzzleWrong) }
            let verdict: String =
                switch value.outcome {
                case .draw: text(.puzzleWrongDraws)
                case .loss: text(puzzle.solver == .tiger ? .puzzleWrongGoatsWin : .puzzleWrongTigersWin)
                case .win, .unknown: text(.puzzleWrong)
                }
            guard let refutation else { return verdict }
            let reply: StringKey = puzzle.solver == .tiger ? .puzzleGoatsReplied : .puzzleTigersReplied
            return verdict + " " + text(reply, .text(refutation.notation))
        case .solved:
            return text(trainer.failed ? .puzzleSolvedAfterMiss : .puzzleSolved)
        case .solution:
            let moves = text(.puzzleSolution, .text(puzzle.line.map(\.notation).joined(separator: " ")))
            guard let replay = trainer.solution else { return moves }
            return moves + " " + why.replayStep(replay)
        }
    }

    /// The last answer's explanation: for a wrong move every sentence ("Working out why…" while
    /// it comes), for a right one "Why it works:" and its line's event; empty when there is none.
    @MainActor
    public func puzzleWhy(_ trainer: PuzzleTrainer) -> [String] {
        guard trainer.puzzle != nil else { return [] }
        switch trainer.stage {
        case .wrong where !trainer.explainsRightAnswer:
            return why.lines(trainer.explainer.state)
        case .solving, .solved:
            guard trainer.explainsRightAnswer, let e = trainer.explainer.explanation else { return [] }
            return [text(.puzzleWhyRight, .text(why.event(e)))]
        default:
            return []
        }
    }

    /// The lines VoiceOver is told of as they change (``spokenChange(from:to:)``), as
    /// Android's live region holds them: the once-only word that a damaged record was
    /// reset, then what the last move did.
    @MainActor
    public func puzzleLines(_ trainer: PuzzleTrainer) -> [String] {
        guard trainer.puzzle != nil else { return [] }
        return (trainer.progressReset ? [text(.puzzleProgressUnreadable)] : []) + [puzzleStatus(trainer)]
            + puzzleWhy(trainer)
    }

    /// The player's record.
    public func puzzleScore(_ score: PuzzleScore) -> String {
        text(.puzzleProgress, .number(score.solved), .number(score.streak), .number(score.bestStreak), .number(score.level))
    }
}
