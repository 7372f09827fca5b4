/// The rules a how-to-play page explains: the set-up's choices and the core's fixed ones.
public struct RulesInForce: Equatable, Sendable {
    /// Goats the tigers must eat to win.
    public var goatsToWin: Int
    /// How repeated positions are treated.
    public var repetition: RepetitionRule
    /// Half moves after which the game is drawn (0: no limit).
    public var maxHalfMoves: Int
    /// Half moves without a capture after which the game is drawn (0: no limit).
    public var noCaptureLimit: Int
    /// Whether tigers may eat while goats are still being placed.
    public var placementCaptures: Bool

    /// Rules as given.
    public init(
        goatsToWin: Int, repetition: RepetitionRule, maxHalfMoves: Int, noCaptureLimit: Int = 0,
        placementCaptures: Bool
    ) {
        self.goatsToWin = goatsToWin
        self.repetition = repetition
        self.maxHalfMoves = maxHalfMoves
        self.noCaptureLimit = noCaptureLimit
        self.placementCaptures = placementCaptures
    }

    /// The rules a table with `setup` plays: its goats to win and repetition, the core's defaults for the rest.
    public init(_ setup: TableSetup) {
        let fixed = Engine.defaultRules
        self.init(
            goatsToWin: setup.goatsToWin, repetition: setup.repetition, maxHalfMoves: fixed.maxHalfMoves,
            noCaptureLimit: fixed.noCaptureLimit, placementCaptures: fixed.placementCaptures)
    }
}

/// A small board drawn by the app's own board painter inside the how-to page:
/// pieces on points and marks, never a picture file.
public struct BoardDiagram: Equatable, Sendable {
    /// What a mark on a point says.
    public enum Mark: String, Sendable {
        /// The tiger that leaps; the goat it jumps over; the empty point it lands on.
        case leaper, jumped, landing
        /// A point beyond a goat that is filled, so no leap is possible there.
        case blocked
    }

    /// What stands on each of the 25 points.
    public let board: [Piece]
    /// The marked points and what each mark means.
    public let marks: [Int: Mark]

    /// A diagram with `pieces` on their points (the rest empty) and `marks`.
    public init(pieces: [Int: Piece], marks: [Int: Mark] = [:]) {
        board = Points.all.map { pieces[$0] ?? .empty }
        self.marks = marks
    }

    /// The board with its lines and nothing on it.
    public static let emptyBoard = BoardDiagram(pieces: [:])

    /// A tiger on c3 leaps over the goat on c4 to the empty c5 and eats it.
    public static let leap = BoardDiagram(
        pieces: [12: .tiger, 17: .goat], marks: [12: .leaper, 17: .jumped, 22: .landing])

    /// A tiger in the a1 corner walled in: every goat next to it has a goat behind it.
    public static let goatWall = BoardDiagram(
        pieces: [0: .tiger, 1: .goat, 5: .goat, 6: .goat, 2: .goat, 10: .goat, 12: .goat],
        marks: [2: .blocked, 10: .blocked, 12: .blocked])

    /// The board as a table state the painter can draw: no turn, no touch marks.
    public var asTable: TableState {
        let view = BoardView(
            board: board, toMove: .goat, phase: .movement, goatsInHand: 0,
            goatsOnBoard: board.filter { $0 == .goat }.count, captured: 0, goatsToWin: 5, tigersTrapped: 0,
            halfMoves: 0, result: .ongoing, reason: nil, lastMove: nil, moveLog: [], canUndo: false)
        return TableState(game: view, humanSides: [], tally: Tally())
    }
}

extension Words {
    /// What VoiceOver says about one of the how-to page's diagrams.
    public func description(of diagram: BoardDiagram) -> String {
        if diagram == .leap { return text(.howDiagramLeap) }
        if diagram == .goatWall { return text(.howDiagramWall) }
        return text(.howDiagramBoard)
    }
}

/// One section of the how-to page: a title, its paragraphs and maybe a diagram.
public struct HowToSection: Equatable, Sendable {
    /// The heading.
    public let title: String
    /// The paragraphs, in order.
    public let paragraphs: [String]
    /// A drawn board under the paragraphs, if the section has one.
    public let diagram: BoardDiagram?
}

/// The how-to-play page: what the game is, the board, placement, eating, moving
/// the goats, every ending as the table's rules make it, how to play in this app,
/// tips, and the Nepali words. Built from the words and the rules in force, so the
/// page always describes the game the player is about to play.
public enum HowToPlay {
    /// The words of the game in the order the page lists them, each with its Devanagari.
    public static let terms: [(devanagari: String, key: StringKey)] = [
        ("बाघ", .wordBagh), ("बाख्रा", .wordBakhra), ("गोटी", .wordGoti), ("बिन्दु", .wordBindu),
        ("नाघ्नु", .wordNaghnu), ("खानु", .wordKhanu), ("अड्किनु", .wordAdkinu), ("बराबरी", .wordBarabari),
        ("खेल", .wordKhel),
    ]

    /// Every section of the page for `rules`, in `words`' language.
    public static func sections(_ rules: RulesInForce, words: Words) -> [HowToSection] {
        func section(_ title: StringKey, _ paragraphs: [StringKey], _ diagram: BoardDiagram? = nil) -> HowToSection {
            HowToSection(title: words.text(title), paragraphs: paragraphs.map { words.text($0) }, diagram: diagram)
        }
        return [
            section(.howGameTitle, [.howGame1, .howGame2]),
            section(.howBoardTitle, [.howBoard1, .howBoard2, .howBoard3], .emptyBoard),
            section(.howSetupTitle, [.howSetup1]),
            section(.howPlacementTitle, [.howPlacement1, .howPlacement2]),
            section(.howEatingTitle, [.howEating1, .howEating2], .leap),
            section(.howMovingTitle, [.howMoving1, .howMoving2], .goatWall),
            HowToSection(title: words.text(.howEndingTitle), paragraphs: endings(rules, words: words), diagram: nil),
            section(.howAppTitle, [.howApp1, .howApp2, .howApp3, .howApp4, .howApp5]),
            section(.howTipsTitle, [.howTip1, .howTip2, .howTip3, .howTip4, .howTip5]),
            section(.howWordsTitle, terms.map { $0.key }),
        ]
    }

    /// Every way a game can end under `rules`, one paragraph each, then the note that they follow the set-up.
    public static func endings(_ rules: RulesInForce, words: Words) -> [String] {
        var lines = [
            words.plural(.howEndCaptures, count: rules.goatsToWin),
            words.text(.howEndTrapped),
            words.text(.howEndBlocked),
            words.text(rules.repetition.howToKey),
            rules.maxHalfMoves > 0
                ? words.plural(.howEndMoveLimit, count: rules.maxHalfMoves) : words.text(.howEndNoMoveLimit),
        ]
        if rules.noCaptureLimit > 0 { lines.append(words.plural(.howEndNoCapture, count: rules.noCaptureLimit)) }
        lines.append(words.text(rules.placementCaptures ? .howEndPlacementCapturesOn : .howEndPlacementCapturesOff))
        lines.append(words.text(.howEndSettings))
        return lines
    }
}

extension RepetitionRule {
    /// The how-to page's sentence for this rule.
    public var howToKey: StringKey {
        switch self {
        case .draw3: .howEndRepDraw3
        case .forbid: .howEndRepForbid
        case .forbid3: .howEndRepForbid3
        case .off: .howEndRepOff
        }
    }
}
