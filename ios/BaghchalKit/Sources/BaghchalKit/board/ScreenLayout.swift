import Foundation

/// The screens with a board, each arranged by ``ScreenLayout/of(_:in:)``.
public enum BoardScreen: CaseIterable, Sendable {
    case table, review, puzzle, drill, analysis, setUp
}

/// What does not fit in an arrangement; ``ScreenLayout/problems(in:for:)`` lists them.
public enum LayoutProblem: Equatable, Sendable {
    /// Part of the board is off the screen until the page is scrolled.
    case boardHidden
    /// The board is under ``ScreenLayout/smallestPhoneBoard`` a side on a phone.
    case boardSmall
    /// The controls neither fit nor scroll, so the last buttons are off the screen for good.
    case buttonsUnreachable
    /// A column is narrower than its words and buttons need, or the board wider than the window.
    case cut
}

/// A window's size in points, inside the safe area, and the text scale (1 = the default size;
/// ``accessibility3`` for AX3).
public struct LayoutWindow: Equatable, Sendable {
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double
    /// Body text's size over its default (17 pt).
    public var textScale: Double

    /// AX3's body size over the default's: 40 pt over 17 pt.
    public static let accessibility3 = 40.0 / 17.0

    /// A window of `width` by `height` points at `textScale`.
    public init(width: Double, height: Double, textScale: Double = 1) {
        self.width = width
        self.height = height
        self.textScale = textScale
    }

    /// A phone (in either orientation) rather than an iPad.
    public var isPhone: Bool { min(width, height) < 600 }
}

/// One screen's arrangement for a window and a text size: the board beside the controls or above
/// them, its side, whether the heading (counters and turn, the task) stays above the board or goes
/// to the top of the controls, and whether the controls scroll. The board never sits in a scroll,
/// so its gestures never compete with one. SwiftUI only applies this; the tests run it for real
/// iPhones and an iPad. As on Android (`ScreenLayout.kt`), with iOS's sizes.
public struct ScreenLayout: Equatable, Sendable {
    /// Two columns, the board at the leading side; else one column, the board under the title (and heading).
    public var sideBySide: Bool
    /// The board's side, points.
    public var boardSide: Double
    /// One column only: the heading sits fixed above the board (else it leads the controls).
    public var headingAboveBoard: Bool
    /// The controls' column scrolls (the table's move log then has ``logHeight``); else the log fills what is left.
    public var controlsScroll: Bool
    /// The board sits in the page's scroll: never so here; only the old arrangements the tests model did that.
    public var boardScrolls = false

    /// Around the page, points.
    public static let padding = 16.0
    /// Between the board and what is beside or under it, points.
    public static let gap = 12.0
    /// Wider boards only spread the points apart, points.
    public static let largestBoard = 560.0
    /// Issue 37: the smallest board a phone may show, points.
    public static let smallestPhoneBoard = 280.0
    /// The table's move log when the controls scroll: three lines at the default size, points.
    public static let logHeight = 96.0

    /// An arrangement as given (the tests build the old ones with this).
    public init(
        sideBySide: Bool, boardSide: Double, headingAboveBoard: Bool, controlsScroll: Bool, boardScrolls: Bool = false
    ) {
        self.sideBySide = sideBySide
        self.boardSide = boardSide
        self.headingAboveBoard = headingAboveBoard
        self.controlsScroll = controlsScroll
        self.boardScrolls = boardScrolls
    }

    /// The arrangement of `screen` in `window`: one column with the heading above the board if
    /// everything fits so, else one column with the heading under the board; two columns instead
    /// when they give a larger board, or as large a one in a wide window (a phone on its side,
    /// an iPad turned).
    public static func of(_ screen: BoardScreen, in window: LayoutWindow) -> ScreenLayout {
        let content = LayoutContent(screen: screen, scale: window.textScale)
        let innerWidth = window.width - 2 * padding
        let innerHeight = window.height - 2 * padding
        func stacked(headingAbove: Bool) -> ScreenLayout {
            let above = content.titleBar(width: innerWidth) + (headingAbove ? content.heading(width: innerWidth) : 0)
            let side = min(innerWidth, largestBoard, innerHeight - above - gap - content.smallestControls)
            return ScreenLayout(sideBySide: false, boardSide: max(side, 0), headingAboveBoard: headingAbove, controlsScroll: false)
                .settled(screen, window)
        }
        let beside = min(innerHeight, largestBoard, innerWidth - gap - content.narrowestControls)
        let high = stacked(headingAbove: true)
        let column = high.problems(in: window, for: screen).isEmpty ? high : stacked(headingAbove: false)
        let columns = ScreenLayout(sideBySide: true, boardSide: max(beside, 0), headingAboveBoard: false, controlsScroll: false)
            .settled(screen, window)
        // On a tie, a wide window puts the board beside the controls.
        let order = window.width > window.height ? [columns, column] : [column, columns]
        var fits = order.filter { $0.problems(in: window, for: screen).isEmpty }
        if fits.isEmpty { fits = order }
        return fits.dropFirst().reduce(fits[0]) { best, next in next.boardSide > best.boardSide + 1 ? next : best }
    }

    /// The space the window leaves for the controls' column (under the fixed title bar in two columns).
    public func controlsSpace(in window: LayoutWindow, for screen: BoardScreen) -> (width: Double, height: Double) {
        let content = LayoutContent(screen: screen, scale: window.textScale)
        let innerWidth = window.width - 2 * Self.padding
        let innerHeight = window.height - 2 * Self.padding
        if sideBySide {
            let width = innerWidth - boardSide - Self.gap
            return (width, innerHeight - content.titleBar(width: width))
        }
        let heading = headingAboveBoard ? content.heading(width: innerWidth) : 0
        let above = content.titleBar(width: innerWidth) + heading + boardSide + Self.gap
        return (innerWidth, innerHeight - above)
    }

    /// What does not fit in this arrangement of `screen` in `window`; empty when everything does.
    public func problems(in window: LayoutWindow, for screen: BoardScreen) -> [LayoutProblem] {
        let content = LayoutContent(screen: screen, scale: window.textScale)
        let innerWidth = window.width - 2 * Self.padding
        let innerHeight = window.height - 2 * Self.padding
        let space = controlsSpace(in: window, for: screen)
        var found: [LayoutProblem] = []
        // The board's top edge from the top of the page, at the page's first scroll position.
        let boardTop = sideBySide ? 0 : content.titleBar(width: innerWidth) + (headingAboveBoard ? content.heading(width: innerWidth) : 0)
        if boardSide > innerHeight - boardTop + 0.5 || boardSide > innerWidth + 0.5 { found.append(.boardHidden) }
        if window.isPhone && boardSide < Self.smallestPhoneBoard { found.append(.boardSmall) }
        let headingHere = sideBySide || !headingAboveBoard ? content.heading(width: space.width) : 0
        let inControls = content.controls(width: space.width) + headingHere
        // Controls that scroll still need a window of one button row to scroll in.
        let unreachable =
            controlsScroll || boardScrolls
            ? !boardScrolls && space.height < content.smallestControls : inControls > space.height + 0.5
        if unreachable { found.append(.buttonsUnreachable) }
        if boardSide > innerWidth + 0.5 || space.width < content.narrowestControls { found.append(.cut) }
        return found
    }

    /// This arrangement with its controls scrolling when they do not fit their space.
    private func settled(_ screen: BoardScreen, _ window: LayoutWindow) -> ScreenLayout {
        let content = LayoutContent(screen: screen, scale: window.textScale)
        let space = controlsSpace(in: window, for: screen)
        let headingHere = sideBySide || !headingAboveBoard ? content.heading(width: space.width) : 0
        let needed = content.controls(width: space.width) + headingHere
        var settled = self
        settled.controlsScroll = needed > space.height
        return settled
    }
}

/// How tall and wide each screen's parts are, in points, at a text scale: Dynamic Type's line
/// heights (17 pt body on a 22 pt line, 28 pt titles on 34) and 44 pt touch targets. Estimates;
/// text grows with the size, touch targets only grow with it.
struct LayoutContent {
    let screen: BoardScreen
    let scale: Double

    private var line: Double { 22 * scale }
    private var button: Double { max(44, 14 + line) }

    /// The title and its button (menu, back, close) at `width`; always at the top, never scrolled.
    func titleBar(width: Double) -> Double {
        // The page's name (long ones in Nepali) beside its back or close button, or the menu's icon.
        let (chars, action): (Int, Double) =
            switch screen {
            case .table, .review: (8, 44)
            case .puzzle: (10, 60 * scale + 24)
            // "Your slips" (तपाईंका भूलहरू), with its Back button.
            case .drill: (14, 60 * scale + 24)
            case .analysis, .setUp: (17, 60 * scale + 24)
            }
        // `PageTitle` caps its name at xxxLarge (title 1 at 34 pt over 28); the table's name is short.
        let titleScale = min(scale, 34.0 / 28)
        let lines = max(1, (Double(chars) * 13 * titleScale / max(width - action, 1)).rounded(.up))
        return max(44, lines * 34 * titleScale + 8)
    }

    /// What belongs above the board at `width`: the counters and the turn; the puzzle's task; the set-up's brushes.
    func heading(width: Double) -> Double {
        switch screen {
        case .table, .review:
            (text(18, 9, line, (width - 8) / 2 - 20) + 12) + 6 + text(26, 8.5, line, width)
                + max(32, text(46, 9.5, line, width - 60)) + text(40, 8.5, line, width) + 24
        // The level, the task, and the counts line (goats in the pen, eaten of the goal).
        case .puzzle: text(30, 9, line, width) + text(60, 9.5, line, width) + text(36, 8.5, line, width) + 28
        // "Slip 2 of 5", where the slip comes from, the task (a side and what to keep), and the counts line.
        case .drill:
            text(18, 9, line, width) + text(60, 9, line, width) + text(50, 9.5, line, width) + text(36, 8.5, line, width) + 32
        case .analysis: text(30, 9.5, line, width) + text(36, 9, line, width) + 10
        case .setUp: line + button + 10
        }
    }

    /// `chars` characters `charWidth` points wide at the default size, wrapped at `width` on lines `lineHeight` high.
    private func text(_ chars: Int, _ charWidth: Double, _ lineHeight: Double, _ width: Double) -> Double {
        max(1, (Double(chars) * charWidth * scale / max(width, 1)).rounded(.up)) * lineHeight
    }

    /// `buttons` buttons with labels of `labelChars` characters, wrapped into rows at `width`.
    private func rows(_ buttons: Int, _ labelChars: Int, _ width: Double) -> Double {
        max(1, (Double(buttons) * (Double(labelChars) * 9 * scale + 40) / max(width, 1)).rounded(.up)) * button
    }

    /// The narrowest the controls' column may be: a button's longest word at this scale with room around it.
    var narrowestControls: Double { 140 + 60 * scale }

    /// The least of the controls that must show beside or under the board: one row of buttons.
    var smallestControls: Double { button }

    /// An explanation's sentences (issue 43), characters: a changed value, the better moves, the
    /// event and the cause, as long as they come in Nepali.
    private var why: Int { 330 }

    /// The controls (under or beside the board) at `width`; buttons wrap into rows as they need.
    func controls(width: Double) -> Double {
        let log = line + 3 * line
        switch screen {
        case .table: return 44 + max(30, line) + log + 24
        // The title, where it stands, the buttons, the marks' line, "Practise this slip" on a slip, the steps, the log;
        // on a slip its explanation (issue 43: up to four sentences) and "Show the line".
        case .review:
            return 44 + 24 + text(30, 9, line, width) + line + button + line + button + 44 + log + 32
                + text(why, 9, line, width) + button
        // What the move did, then its explanation (or the solution's step with its four step buttons), two buttons, the record.
        case .puzzle:
            return max(44, text(60, 9, line, width)) + text(why, 9, line, width) + rows(4, 8, width) + rows(2, 16, width)
                + text(40, 9, line, width) + 30
        // What the answer did with its refutation, the count and "the last", two buttons, and the count again.
        case .drill: return max(44, text(150, 9, line, width)) + rows(2, 16, width) + text(36, 9, line, width) + 30
        // The ring legend (footnote, 13 pt on an 18 pt line) first, once values are in; the list's first three
        // moves, and under them, while the rest are worked out, the line counting those (issue 41 §1).
        // A tapped move's explanation, the line's steps and the way back to the list come in the list's place, so
        // they are counted on top of it (the longer of the two).
        case .analysis:
            return text(85, 7.5, 18 * scale, width) + rows(2, 12, width) + button + line * 2 + 3 * line
                + text(36, 9, line, width) + 48 + text(why, 9, line, width) + rows(5, 8, width)
        case .setUp: return line + button + 2 * button + 2 * line + rows(2, 10, width) + 40
        }
    }
}
