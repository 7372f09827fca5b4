import Foundation

/// A game to send through the system's share sheet: the text (our game text,
/// docs/game-text.md) and the subject a mail takes (the app's name).
public struct SharedText: Equatable, Sendable {
    /// The game text: tags, numbered moves, result.
    public let text: String
    /// The subject line.
    public let subject: String
}

/// The tag `Date` as game texts write it (`2026.12.04`, PGN's form): the day of `date` in `timeZone`.
func dateTag(_ date: Date, in timeZone: TimeZone) -> GameTextTag {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return GameTextTag(GameTextTag.date, String(format: "%04d.%02d.%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0))
}

/// "Share" on a finished game's review and on the analysis board, as on Android: the text is
/// the core's, the tags (the day, who played) the app's, in the player's language.
extension TableModel {
    /// The game of the open review as text: the table's finished game dated today, a kept game
    /// dated the day it ended, each with who played; a shared text's game with the tags it came
    /// with. Nil when no review is open.
    public func sharedReview(_ words: Words, in timeZone: TimeZone = .current) -> SharedText? {
        guard review.isOpen, let engine, let table else { return nil }
        let tags: [GameTextTag]
        if let importedTags {
            tags = importedTags
        } else if let kept = keptGame {
            tags = words.shareTags(
                date: dateTag(kept.endedAt, in: timeZone), mode: kept.mode, playerSide: kept.playerSide, level: kept.level)
        } else {
            let mode = setup.mode
            tags = words.shareTags(
                date: dateTag(games.clock, in: timeZone), mode: mode,
                playerSide: mode == .play ? table.humanSides.first : nil, level: mode == .passAndPlay ? nil : setup.level)
        }
        return SharedText(text: engine.gameText(tags: tags), subject: words.text(.appName))
    }

    /// The analysis board's game as text, dated today: its start (a set-up, when not the
    /// standard one) and the line played on it up to the move shown. Nil while no board is up
    /// or a set-up is being entered.
    public func sharedAnalysis(_ words: Words, in timeZone: TimeZone = .current) -> SharedText? {
        guard analysis.draft == nil, let engine = analysis.engine else { return nil }
        return SharedText(
            text: engine.gameText(tags: [dateTag(games.clock, in: timeZone)]), subject: words.text(.appName))
    }
}
