// The values the screens draw. They mirror the core's types so the app never
// imports the generated bindings; `Engine` is the only place that converts.

/// One of the two players.
public enum Side: String, CaseIterable, Sendable {
    /// Twenty goats; they move first.
    case goat
    /// Four tigers.
    case tiger
}

/// What stands on a point.
public enum Piece: String, Sendable {
    /// Nothing, a goat or a tiger.
    case empty, goat, tiger
}

/// Whether goats are still being placed.
public enum Phase: String, Sendable {
    /// Goats remain in the pen; a goat turn is a placement.
    case placement
    /// Every goat is down; goats step.
    case movement
}

/// Who won, if anyone yet.
public enum GameResult: String, Sendable {
    /// Still playing, won by either side, or drawn.
    case ongoing, tigersWin, goatsWin, draw
}

/// Why a game ended.
public enum EndReason: String, Sendable {
    /// Tigers ate enough goats; every tiger is trapped; the goats cannot move; a position came back;
    /// the move limit; too long without a capture; a player resigned.
    case captures, tigersTrapped, goatsBlocked, repetition, moveLimit, noCaptureLimit, resigned
}

/// How repeated positions are treated.
public enum RepetitionRule: String, CaseIterable, Sendable {
    /// The third time is a draw.
    case draw3
    /// A move back to a position already seen is not allowed.
    case forbid
    /// A move making a position for the third time is not allowed.
    case forbid3
    /// No rule.
    case off
}

/// The bot's levels.
public enum Level: String, CaseIterable, Sendable {
    /// From a beginner's bot to the strongest search.
    case easy, medium, hard, perfect
}

/// Who sits at the table.
public enum Mode: String, CaseIterable, Sendable {
    /// The player against the bot.
    case play
    /// Two people passing one phone.
    case passAndPlay
    /// A bot on both seats; the next game starts by itself.
    case watch
}

/// The side picker on the set-up page.
public enum SideChoice: String, CaseIterable, Sendable {
    /// The player takes the goats or the tigers.
    case goats, tigers
    /// Re-rolled at the start of every game.
    case random
    /// The player's side swaps at every new game, goats first.
    case alternate
}

/// How fast the bot's pause and the piece animation run.
public enum Speed: Int, CaseIterable, Sendable {
    /// Normal speed.
    case x1 = 1
    /// Twice as fast.
    case x2 = 2
    /// Four times as fast.
    case x4 = 4

    /// How many times faster than 1×.
    public var factor: Int { rawValue }

    /// How long a move slides on the board.
    public var moveAnimation: Duration { .milliseconds(320) / factor }
}

/// Colour theme.
public enum ThemeChoice: String, CaseIterable, Sendable {
    /// Follow the phone, or always light or dark.
    case system, light, dark
}

/// Everything chosen before sitting down; remembered between sittings.
public struct TableSetup: Equatable, Sendable {
    /// Who sits at the table.
    public var mode: Mode
    /// The player's side in ``Mode/play``.
    public var side: SideChoice
    /// How strong the bot plays.
    public var level: Level
    /// Goats the tigers must eat; one of ``goatsToWinChoices``.
    public var goatsToWin: Int
    /// How repeated positions are treated.
    public var repetition: RepetitionRule
    /// How fast the bot's pause and the animation run.
    public var speed: Speed
    /// True for a match of two games with the sides swapped between them (play and pass-and-play only).
    public var match: Bool

    /// True if this set-up plays matches: the switch is on and the mode has players.
    public var playsMatch: Bool { match && mode != .watch }

    /// The goats-to-win values the set-up page offers.
    public static let goatsToWinChoices = 3...7

    /// A set-up; the defaults are the first visit's.
    public init(
        mode: Mode = .play, side: SideChoice = .goats, level: Level = .medium,
        goatsToWin: Int = 5, repetition: RepetitionRule = .draw3, speed: Speed = .x1, match: Bool = false
    ) {
        self.mode = mode
        self.side = side
        self.level = level
        self.goatsToWin = goatsToWin
        self.repetition = repetition
        self.speed = speed
        self.match = match
    }
}

/// Settings that do not touch the game.
public struct Preferences: Equatable, Sendable {
    /// True to play the move click.
    public var sound: Bool
    /// Light, dark or the phone's.
    public var theme: ThemeChoice
    /// The language of every text.
    public var language: AppLanguage
    /// True to show the endgame table's verdict under the turn line.
    public var showVerdict: Bool

    /// Preferences; the defaults are the first visit's.
    public init(
        sound: Bool = true, theme: ThemeChoice = .system, language: AppLanguage = .english, showVerdict: Bool = false
    ) {
        self.sound = sound
        self.theme = theme
        self.language = language
        self.showVerdict = showVerdict
    }
}

/// A message shown once over the table.
public enum Notice: Sendable {
    /// The saved game could not be read; a fresh one was started.
    case saveUnreadable
}

/// A short note over the board that fades by itself.
public enum FadingNote: Sendable {
    /// The core refused a move because it would repeat a position (`forbid`), or make one a third time (`forbid3`).
    case repeatForbidden, repeatForbidden3

    /// How long a note stays before it fades.
    public static let shownFor: Duration = .milliseconds(3500)
}

/// Which screen is up.
public enum Screen: Sendable {
    /// The set-up page, or the table with its board.
    case setup, table
    /// The puzzle trainer (``PuzzleTrainer``).
    case puzzles
    /// The analysis board (``AnalysisBoard``).
    case analysis
    /// The kept games and the player's statistics (``YourGames``).
    case games
    /// The player's slips as drills (``DrillTrainer``).
    case drills
}

/// One half move as the board shows it.
public struct MoveView: Equatable, Sendable {
    /// `c3`, `b2-c3` or `a1xc3`.
    public let notation: String
    /// Who played it.
    public let side: Side
    /// Where the piece came from; nil for a placement.
    public let from: Int?
    /// Where the piece went, or the goat was placed.
    public let to: Int
    /// The goat a leap ate.
    public let captured: Int?
}

/// A position, copied out of the core.
public struct BoardView: Equatable, Sendable {
    /// What stands on each point, by index (``Points``).
    public let board: [Piece]
    /// Whose turn it is.
    public let toMove: Side
    /// Placement or movement.
    public let phase: Phase
    /// Goats still in the pen.
    public let goatsInHand: Int
    /// Goats standing on the board.
    public let goatsOnBoard: Int
    /// Goats the tigers have eaten.
    public let captured: Int
    /// Goats the tigers must eat to win.
    public let goatsToWin: Int
    /// Tigers that cannot move (0...4).
    public let tigersTrapped: Int
    /// Half moves played so far.
    public let halfMoves: Int
    /// Who won, if anyone yet.
    public let result: GameResult
    /// Why the game ended; nil while it goes on.
    public let reason: EndReason?
    /// The move just played, if any.
    public let lastMove: MoveView?
    /// Every half move so far in notation, oldest first.
    public let moveLog: [String]
    /// True if a move can be taken back.
    public let canUndo: Bool

    /// True once the game has a result.
    public var isOver: Bool { result != .ongoing }
}

/// A destination of the picked-up piece; `jumpOver` is the goat a leap eats.
public struct TargetView: Equatable, Sendable {
    /// Where the piece lands.
    public let to: Int
    /// The goat a leap eats, if it is one.
    public let jumpOver: Int?

    /// A destination.
    public init(to: Int, jumpOver: Int?) {
        self.to = to
        self.jumpOver = jumpOver
    }
}

/// Point helpers: index = row * 5 + column; column 0...4 is a...e, row 0...4 is rank 1...5 from the bottom.
public enum Points {
    /// Number of points on the board.
    public static let count = 25
    /// Every point index.
    public static let all = 0..<count

    /// Column 0...4 (a...e).
    public static func column(_ point: Int) -> Int { point % 5 }

    /// Row 0...4 (rank 1...5).
    public static func row(_ point: Int) -> Int { point / 5 }

    /// The move-log name, e.g. "c3".
    public static func name(_ point: Int) -> String {
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(clamping: column(point))))
        return "\(letter)\(row(point) + 1)"
    }
}

/// The table: the game and what touch has done to it so far.
public struct TableState: Equatable, Sendable {
    /// The position.
    public var game: BoardView
    /// Sides the person holding the phone plays (empty when watching).
    public var humanSides: Set<Side>
    /// The piece picked up, if any.
    public var picked: Int?
    /// Where the picked-up piece may go.
    public var targets: [TargetView] = []
    /// Where the player may put a goat now.
    public var placeHints: Set<Int> = []
    /// Pieces the player may pick up now.
    public var movable: Set<Int> = []
    /// True while the picked-up piece follows a finger.
    public var dragging = false
    /// True while the bot searches.
    public var thinking = false
    /// Grows with every move played, so the board knows to animate.
    public var moveSerial = 0
    /// False after a take back or restore: the last move shows without animation.
    public var animateLast = false
    /// The khel tally of this sitting.
    public var tally: Tally
    /// True while the table's menu is open; the board takes no touches then.
    public var menuOpen = false
    /// A message to show over the table once, if any.
    public var notice: Notice?
    /// A note that fades by itself, if one is up.
    public var note: FadingNote?
    /// Grows with every note shown, so the view restarts its fade for a repeated one.
    public var noteSerial = 0
    /// What best play gives from here, when the verdict is shown and a table applies.
    public var verdict: Evaluation?
    /// True for a position of a finished game shown in review: the seats stay, so the
    /// words name the player's real side and result, but nobody is to move.
    public internal(set) var isReviewed = false
    /// Points marked on the board: a replayed line's decisive event (``LineReplay/marks``).
    public var marked: Set<Int> = []

    init(game: BoardView, humanSides: Set<Side>, tally: Tally) {
        self.game = game
        self.humanSides = humanSides
        self.tally = tally
    }

    /// True when the person holding the phone is to move; never in review.
    public var humanToMove: Bool { !isReviewed && !game.isOver && humanSides.contains(game.toMove) }

    /// True when the player's turn is a placement.
    public var placing: Bool { humanToMove && !placeHints.isEmpty }

    /// The target of the picked-up piece landing on `point`, if legal.
    public func target(at point: Int) -> TargetView? { targets.first { $0.to == point } }

    /// What the board draws over the lines and pieces.
    public var hints: BoardHints {
        BoardHints(
            dots: picked == nil ? placeHints : [],
            discs: Set(targets.map(\.to)),
            ring: picked,
            trail: game.lastMove.map { BoardHints.Trail(from: $0.from, to: $0.to, eaten: $0.captured) },
            marked: marked
        )
    }
}

/// The marks the board draws, decided by the model so the view only paints them.
public struct BoardHints: Equatable, Sendable {
    /// The last move: a soft line from `from` (nil for a placement) and a halo at `to`;
    /// `eaten` is where a goat fades out.
    public struct Trail: Equatable, Sendable {
        /// Where the piece came from; nil for a placement.
        public let from: Int?
        /// Where it landed.
        public let to: Int
        /// The goat a leap ate, if any.
        public let eaten: Int?
    }

    /// Faint dots where the player may put a goat.
    public let dots: Set<Int>
    /// Solid discs where the picked-up piece may go.
    public let discs: Set<Int>
    /// The ring around the picked-up piece.
    public let ring: Int?
    /// The last move, if any.
    public let trail: Trail?
    /// Points marked as the decisive event of a replayed line (a ring each).
    public var marked: Set<Int> = []
}
