/// The words of sharing a game and opening a shared text, as Android's `ShareWords` and
/// `ImportWords` have them: who played, and the refusal of a bad text in the player's
/// language, naming its line and move (never the core's English).
extension Words {
    /// A refused text as the player reads it: "Line 4: At move 2, the tigers' b2xd4: that point is taken."
    public func importRefusal(_ refusal: ImportRefusal) -> String {
        let said = importProblem(refusal.problem)
        // Line 0 is the text as a whole (an empty one): no line to name.
        return refusal.line > 0 ? text(.importLine, .number(refusal.line), .text(said)) : said
    }

    /// One problem of a text, as a sentence.
    public func importProblem(_ problem: ImportProblem) -> String {
        switch problem {
        case .empty: text(.importEmpty)
        case .tagSyntax: text(.importTagSyntax)
        case .unknownTag(let name): text(.importUnknownTag, .text(name))
        case .duplicateTag(let name): text(.importDuplicateTag, .text(name))
        case .badTagValue(let name, let value): text(.importBadTagValue, .text(name), .text(value))
        case .tagAfterMoves: text(.importTagAfterMoves)
        case .badPositionLine(let part): text(part.key)
        case .badSetup(let problems): text(.importBadSetup, .text(setupLine(problems)))
        case .unreadableWord(let word): text(.importUnreadableWord, .text(word))
        case .wrongMoveNumber(let expected, let side, let found):
            text(side == .goat ? .importWrongNumberGoats : .importWrongNumberTigers, .text(found), .number(expected))
        case .illegalMove(let move, let rule): text(.importIllegal, .text(importMove(move)), .text(text(rule.key)))
        case .moveAfterEnd(let move): text(.importMoveAfterEnd, .text(importMove(move)))
        case .afterResult(let word): text(.importAfterResult, .text(word))
        case .resultDiffers(let stated, let replayed):
            text(.importResultDiffers, .text(text(stated.key)), .text(text(replayed.key)))
        case .terminationDiffers: text(.importTerminationDiffers)
        case .libraryRulesDiffer(let move, let library, let ours):
            text(.importLibraryRules, .text(importMove(move)), .text(text(library.key)), .text(text(ours.key)))
        case .nothingToPaste: text(.importNothing)
        case .unreadable: text(.importOther)
        }
    }

    /// A move of the text, as "move 2, the tigers' b2xd4": the number in the language's digits,
    /// the move as it was written.
    public func importMove(_ move: ImportProblem.Move) -> String {
        text(move.side == .goat ? .importMoveGoats : .importMoveTigers, .number(move.number), .text(move.text))
    }

    /// Who played a game opened from a text, from its `Goats` and `Tigers` tags as written there.
    public func importPlayers(_ tags: [GameTextTag]) -> String {
        let named = { (name: String) in
            tags.first { $0.name == name }.map(\.value).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        }
        let goats = named(GameTextTag.goats)
        let tigers = named(GameTextTag.tigers)
        if goats == nil && tigers == nil { return text(.importPlayersNone) }
        let unnamed = text(.importPlayerUnnamed)
        return text(.importPlayers, .text(goats ?? unnamed), .text(tigers ?? unnamed))
    }

    /// The tags a shared game carries: its `date` tag and, where known, who had each side in
    /// this language: against the computer the person is "You" and the computer is named by its
    /// level; computers watched are both named so; between two people nobody is named.
    func shareTags(date: GameTextTag, mode: Mode, playerSide: Side?, level: Level?) -> [GameTextTag] {
        let bot = level.map { text(.shareBot, .text(text($0.key))) }
        let you = text(.shareYou)
        var goats: String?
        var tigers: String?
        switch mode {
        case .play where playerSide == .goat: (goats, tigers) = (you, bot)
        case .play: (goats, tigers) = (bot, you)
        case .watch: (goats, tigers) = (bot, bot)
        case .passAndPlay: break
        }
        return [date] + [goats.map { GameTextTag(GameTextTag.goats, $0) }, tigers.map { GameTextTag(GameTextTag.tigers, $0) }]
            .compactMap { $0 }
    }
}

extension ImportProblem.Part {
    /// What the player reads when this word of a position cannot be read.
    var key: StringKey {
        switch self {
        case .wordCount: .importPositionWords
        case .board: .importPositionBoard
        case .sideToMove: .importPositionSide
        case .count: .importPositionCount
        }
    }
}

extension ImportProblem.Rule {
    /// The rule, as the end of "At move 2, the tigers' b2xd4: ...".
    var key: StringKey {
        switch self {
        case .notYourTurn: .importRuleNotYourTurn
        case .noPiece: .importRuleNoPiece
        case .notYourPiece: .importRuleNotYourPiece
        case .occupied: .importRuleOccupied
        case .notConnected: .importRuleNotConnected
        case .mustPlace: .importRuleMustPlace
        case .nothingToPlace: .importRuleNothingToPlace
        case .goatCannotJump: .importRuleGoatCannotLeap
        case .nothingToJump: .importRuleNothingToLeap
        case .captureNotAllowedYet: .importRuleCaptureNotYet
        case .repetitionForbidden: .importRuleRepetition
        }
    }
}

extension ImportProblem.Result {
    /// The result in a few words, to put in a sentence.
    var key: StringKey {
        switch self {
        case .goatsWin: .importResultGoats
        case .tigersWin: .importResultTigers
        case .draw: .importResultDraw
        case .unfinished: .importResultUnfinished
        }
    }
}
