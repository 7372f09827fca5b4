import BaghchalCore
import Foundation

/// Why a text could not be opened, as the core's reader found it (docs/game-text.md,
/// "Refusals"), in the kit's own types so the app never sees the bindings. Every case is
/// worded in English and Nepali by ``Words/importProblem(_:)``.
public enum ImportProblem: Equatable, Sendable {
    /// One move of the text: its number, whose it is and the move as written.
    public struct Move: Equatable, Sendable {
        /// The move number (goats and tigers share one).
        public let number: Int
        /// Whose move it is.
        public let side: Side
        /// The move as the text writes it.
        public let text: String

        /// A move of a text.
        public init(number: Int, side: Side, text: String) {
            self.number = number
            self.side = side
            self.text = text
        }
    }

    /// The rule a move of the text breaks (the core's `IllegalReason`).
    public enum Rule: String, CaseIterable, Equatable, Sendable {
        /// The other side's turn; no piece there; the other side's piece; the point is taken;
        /// no line joins the points; goats remain to place; every goat is placed; goats never
        /// jump; a jump over no goat; no captures yet in placement; a repetition the rules forbid.
        case notYourTurn, noPiece, notYourPiece, occupied, notConnected, mustPlace, nothingToPlace,
            goatCannotJump, nothingToJump, captureNotAllowedYet, repetitionForbidden
    }

    /// A result as a text states it or the moves give it.
    public enum Result: String, CaseIterable, Equatable, Sendable {
        /// `1-0`, `0-1`, `1/2-1/2`, `*`.
        case goatsWin, tigersWin, draw, unfinished
    }

    /// Which word of a one-line position cannot be read.
    public enum Part: String, CaseIterable, Equatable, Sendable {
        /// Too many or too few words; the board; the side to move; a goat count.
        case wordCount, board, sideToMove, count
    }

    /// Nothing but blank space (or nothing to paste).
    case empty
    /// A header line that is not `[Name "value"]`.
    case tagSyntax
    /// A tag the app does not know.
    case unknownTag(String)
    /// The same tag twice.
    case duplicateTag(String)
    /// A tag with a value it does not take.
    case badTagValue(name: String, value: String)
    /// A tag after the moves began.
    case tagAfterMoves
    /// A one-line position with a word that cannot be read.
    case badPositionLine(Part)
    /// A start position no game can start from, with every problem.
    case badSetup([SetupProblem])
    /// A word that is no move, move number or result.
    case unreadableWord(String)
    /// A move number out of order: the number due and whose move it is, and what was written.
    case wrongMoveNumber(expected: Int, side: Side, found: String)
    /// A move the rules refuse.
    case illegalMove(Move, Rule)
    /// A move after the game had ended.
    case moveAfterEnd(Move)
    /// Words after the result.
    case afterResult(String)
    /// The stated result is not what the moves give.
    case resultDiffers(stated: Result, replayed: Result)
    /// The stated ending is not what the moves give (nil: the game goes on).
    case terminationDiffers(stated: EndReason, replayed: EndReason?)
    /// The `baghchal` library's rules end its game at this move where ours do not.
    case libraryRulesDiffer(Move, library: Result, ours: Result)
    /// "Paste a game" with no text on the pasteboard.
    case nothingToPaste
    /// A file that could not be read or is not text, or any other refusal of the core (none is
    /// expected from the reader; worded plainly all the same).
    case unreadable
}

/// A text refused: the first bad line (counted from 1; 0 when no line is to blame) and why.
/// Android's `ImportRefusal` and `ImportWords` hold the same cases and words.
public struct ImportRefusal: Error, Equatable, Sendable {
    /// The line to blame; 0 for none.
    public let line: Int
    /// What is wrong with it.
    public let problem: ImportProblem

    /// A refusal of `line` for `problem`.
    public init(line: Int, problem: ImportProblem) {
        self.line = line
        self.problem = problem
    }
}

/// One informational tag of a game text (`Date`, `Goats`, `Tigers`, `Event`, ...).
public struct GameTextTag: Equatable, Sendable {
    /// The tag's name.
    public let name: String
    /// Its value.
    public let value: String

    /// The day a game was played (`2026.12.04`).
    public static let date = "Date"
    /// Who had the goats.
    public static let goats = "Goats"
    /// Who had the tigers.
    public static let tigers = "Tigers"

    /// The tag `name` with `value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A text the core read: the game replayed through its rules, and what it was.
struct ImportedText {
    /// The game (of no moves for a position alone).
    let engine: Engine
    /// True for a position alone (a FEN or a set-up line): it opens on the analysis board.
    let positionOnly: Bool
    /// The text's informational tags, in its order.
    let tags: [GameTextTag]
}

extension Engine {
    /// The game as our game text (docs/game-text.md) with `tags` added.
    func gameText(tags: [GameTextTag]) -> String {
        game.gameText(tags: tags.map { TextTag(name: $0.name, value: $0.value) })
    }

    /// Reads any text the app accepts (our game text, the `baghchal` library's PGN or FEN, our
    /// set-up line); a position alone is played under `positionRules`. Quick (the core replays
    /// the moves); a refusal names the first bad line and the typed problem.
    static func read(text: String, positionRules: GameRules) -> Result<ImportedText, ImportRefusal> {
        let read: BaghchalCore.ImportedText
        do {
            read = try readGameText(text: text, positionRules: positionRules.core)
        } catch BaghchalError.BadText(let line, let problem, _) {
            return .failure(ImportRefusal(line: Int(line), problem: ImportProblem(problem)))
        } catch {
            return .failure(ImportRefusal(line: 0, problem: .unreadable))
        }
        return .success(
            ImportedText(
                engine: Engine(game: read.game), positionOnly: read.positionOnly,
                tags: read.tags.map { GameTextTag($0.name, $0.value) }))
    }
}

extension ImportProblem {
    init(_ p: TextProblem) {
        switch p {
        case .empty: self = .empty
        case .tagSyntax: self = .tagSyntax
        case .unknownTag(let name): self = .unknownTag(name)
        case .duplicateTag(let name): self = .duplicateTag(name)
        case .badTagValue(let name, let value): self = .badTagValue(name: name, value: value)
        case .tagAfterMoves: self = .tagAfterMoves
        case .badPositionLine(let part): self = .badPositionLine(Part(part))
        case .badSetup(let problems): self = .badSetup(problems.map(SetupProblem.init))
        case .unreadableWord(let word): self = .unreadableWord(word)
        case .wrongMoveNumber(let expected, let side, let found):
            self = .wrongMoveNumber(expected: Int(expected), side: Side(side), found: found)
        case .illegalMove(let at, let reason): self = .illegalMove(Move(at), Rule(reason))
        case .moveAfterEnd(let at): self = .moveAfterEnd(Move(at))
        case .afterResult(let word): self = .afterResult(word)
        case .resultDiffers(let stated, let replayed):
            self = .resultDiffers(stated: Result(stated), replayed: Result(replayed))
        case .terminationDiffers(let stated, let replayed):
            self = .terminationDiffers(stated: EndReason(stated), replayed: replayed.map(EndReason.init))
        case .libraryRulesDiffer(let at, let library, let ours):
            self = .libraryRulesDiffer(Move(at), library: Result(library), ours: Result(ours))
        }
    }
}

extension ImportProblem.Move {
    init(_ m: TextMove) {
        self.init(number: Int(m.number), side: Side(m.side), text: m.text)
    }
}

extension ImportProblem.Rule {
    init(_ r: IllegalReason) {
        switch r {
        case .notYourTurn: self = .notYourTurn
        case .noPiece: self = .noPiece
        case .notYourPiece: self = .notYourPiece
        case .occupied: self = .occupied
        case .notConnected: self = .notConnected
        case .mustPlace: self = .mustPlace
        case .nothingToPlace: self = .nothingToPlace
        case .goatCannotJump: self = .goatCannotJump
        case .nothingToJump: self = .nothingToJump
        case .captureNotAllowedYet: self = .captureNotAllowedYet
        case .repetitionForbidden: self = .repetitionForbidden
        }
    }
}

extension ImportProblem.Result {
    init(_ r: TextResult) {
        switch r {
        case .goatsWin: self = .goatsWin
        case .tigersWin: self = .tigersWin
        case .draw: self = .draw
        case .unfinished: self = .unfinished
        }
    }
}

extension ImportProblem.Part {
    init(_ p: PositionPart) {
        switch p {
        case .wordCount: self = .wordCount
        case .board: self = .board
        case .sideToMove: self = .sideToMove
        case .count: self = .count
        }
    }
}
