import Foundation

/// The drills' sentences, as on Android (`DrillWords.kt`): the offer on "Your games", the
/// task, where the slip comes from, what the answer did, and the drill's right answers.
extension Words {
    /// Right answers that mark a drill learned (the core's rule, said in words).
    public static let drillLearnedAfter = 2

    /// "Practise my slips (3)": the button's label with the count to practise; nil when there is none (``drillNoneLine(_:)``).
    public func drillPractiseLabel(_ drills: SlipDrills) -> String? {
        drills.toPractise.isEmpty ? nil : text(.drillPractiseAll, .number(drills.toPractise.count))
    }

    /// Why there is nothing to practise: no slip found, or every one answered right; nil when there is some.
    public func drillNoneLine(_ drills: SlipDrills) -> String? {
        guard drills.toPractise.isEmpty else { return nil }
        return text(drills.all.isEmpty ? .drillNoneFound : .drillAllAnswered)
    }

    /// The task: which side moves and what its move must keep.
    public func drillTask(_ drill: SlipDrill) -> String {
        let key: StringKey =
            switch (drill.mover, drill.goal) {
            case (.goat, .keepWin): .drillTaskGoatsWin
            case (.goat, .keepDraw): .drillTaskGoatsDraw
            case (.tiger, .keepWin): .drillTaskTigersWin
            case (.tiger, .keepDraw): .drillTaskTigersDraw
            }
        return text(key)
    }

    /// "Your game of 2026-12-04, move 31. Played then: b2-c3.": the game's day in `timeZone`,
    /// the move's number (1-based) and the move played then.
    public func drillSource(_ drill: SlipDrill, in timeZone: TimeZone = .current) -> String {
        text(
            .drillFromGame, .text(gameDate(drill.gameEndedAt, in: timeZone)), .number(drill.halfMove + 1),
            .text(drill.played))
    }

    /// "Slip 2 of 5" while several are practised; nil for one.
    @MainActor
    public func drillCount(_ trainer: DrillTrainer) -> String? {
        let place = trainer.roundPlace
        return place.of > 1 ? text(.drillCount, .number(place.shown), .number(place.of)) : nil
    }

    /// The drill's count of right answers, or that it is learned.
    public func drillProgress(_ drill: SlipDrill) -> String {
        drill.learned
            ? text(.drillLearned) : text(.drillRightTimes, .number(drill.rightAnswers), .number(Self.drillLearnedAfter))
    }

    /// What the answer did, or what to do now; empty while closed.
    @MainActor
    public func drillStatus(_ trainer: DrillTrainer) -> String {
        guard let drill = trainer.drill else { return trainer.stage == .finished ? text(.drillLast) : "" }
        switch trainer.stage {
        case .solving: return text(.drillFind)
        case .judging: return text(.drillJudging)
        case .unjudged: return text(.drillNotCovered)
        case .finished: return text(.drillLast)
        case .right: return text(drill.goal == .keepWin ? .drillRightWin : .drillRightDraw)
        case .wrong:
            let said: String =
                switch trainer.verdict?.after.outcome {
                case .draw: text(.drillWrongDraws)
                case .loss: text(drill.mover == .tiger ? .drillWrongGoatsWin : .drillWrongTigersWin)
                default: text(.drillWrong)
                }
            guard let line = trainer.verdict?.line, !line.isEmpty else { return said }
            return said + " " + text(.drillRefutation, .text(line.map(\.notation).joined(separator: " ")))
        }
    }

    /// The lines VoiceOver is told of as they change (``spokenChange(from:to:)``), as Android's
    /// live region holds them: that part of the record was unreadable, what the answer did, and
    /// after a right answer the count (or "Learned") and, after the last drill, that it was the last.
    @MainActor
    public func drillLines(_ trainer: DrillTrainer) -> [String] {
        let status = drillStatus(trainer)
        guard !status.isEmpty else { return [] }
        var lines = trainer.drills.progressRefused > 0 ? [text(.drillProgressUnreadable)] : []
        lines.append(status)
        if trainer.stage == .right, let drill = trainer.drill {
            lines.append(drillProgress(drill))
            if !trainer.hasNext { lines.append(text(.drillLast)) }
        }
        return lines
    }

    /// One line when part of the drills' record could not be read; nil otherwise.
    public func drillsRefused(_ drills: SlipDrills) -> String? {
        drills.progressRefused > 0 ? text(.drillProgressUnreadable) : nil
    }
}
