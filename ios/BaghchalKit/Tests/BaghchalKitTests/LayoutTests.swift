import Foundation
import Testing

@testable import BaghchalKit

/// Issue 37 §1: every screen with a board, arranged by `ScreenLayout.of` for the iPhones and the
/// iPad the issue lists, upright and turned, at the default size and AX3: the whole board in view
/// and at least 280 pt a side on a phone, the buttons on screen or a scroll away, nothing cut.
struct LayoutTests {
    /// A device's screen in points and its safe area's insets upright (top, bottom) and turned
    /// (each side, bottom; the status bar is hidden on a turned iPhone).
    private struct Device {
        let name: String
        let width: Double, height: Double
        let top: Double, bottom: Double
        let turnedSide: Double, turnedBottom: Double, turnedTop: Double

        func window(turned: Bool, scale: Double) -> LayoutWindow {
            turned
                ? LayoutWindow(width: height - 2 * turnedSide, height: width - turnedTop - turnedBottom, textScale: scale)
                : LayoutWindow(width: width, height: height - top - bottom, textScale: scale)
        }
    }

    private let devices = [
        Device(name: "iPhone SE", width: 375, height: 667, top: 20, bottom: 0, turnedSide: 0, turnedBottom: 0, turnedTop: 0),
        Device(name: "iPhone 15", width: 393, height: 852, top: 59, bottom: 34, turnedSide: 59, turnedBottom: 21, turnedTop: 0),
        Device(
            name: "iPhone 15 Pro Max", width: 430, height: 932, top: 59, bottom: 34, turnedSide: 59, turnedBottom: 21,
            turnedTop: 0),
        Device(name: "iPad 11-inch", width: 834, height: 1194, top: 24, bottom: 20, turnedSide: 0, turnedBottom: 20, turnedTop: 24),
    ]
    private let scales = [1.0, LayoutWindow.accessibility3]

    private func everyCase(_ check: (String, BoardScreen, LayoutWindow) -> Void) {
        for device in devices {
            for turned in [false, true] {
                for scale in scales {
                    for screen in BoardScreen.allCases {
                        let name = "\(device.name)\(turned ? " turned" : "") at \(scale)x, \(screen)"
                        check(name, screen, device.window(turned: turned, scale: scale))
                    }
                }
            }
        }
    }

    @Test func everyScreenFitsEveryDeviceClass() {
        everyCase { name, screen, window in
            let layout = ScreenLayout.of(screen, in: window)
            #expect(layout.problems(in: window, for: screen) == [], "\(name): \(layout)")
            #expect(!layout.boardScrolls, "\(name)")
            if window.isPhone { #expect(layout.boardSide >= ScreenLayout.smallestPhoneBoard, "\(name)") }
        }
    }

    @Test func aTurnedIPhoneOrIPadHasTheBoardBesideTheControls() {
        everyCase { name, screen, window in
            if window.width > window.height { #expect(ScreenLayout.of(screen, in: window).sideBySide, "\(name)") }
            if window.width < window.height { #expect(!ScreenLayout.of(screen, in: window).sideBySide, "\(name)") }
        }
    }

    /// 3645027's puzzle trainer and analysis board: one `ScrollView`, the board as wide as the window.
    private func oldScrollingPage(_ window: LayoutWindow) -> ScreenLayout {
        ScreenLayout(
            sideBySide: false, boardSide: window.width - 2 * ScreenLayout.padding, headingAboveBoard: true,
            controlsScroll: true, boardScrolls: true)
    }

    @Test func theOldPuzzleAndAnalysisPagesHideTheBoardOnEveryIPhoneTurnedSideways() {
        for device in devices.dropLast() {
            for scale in scales {
                for screen in [BoardScreen.puzzle, .analysis, .setUp] {
                    let window = device.window(turned: true, scale: scale)
                    #expect(oldScrollingPage(window).problems(in: window, for: screen).contains(.boardHidden), "\(device.name)")
                    #expect(ScreenLayout.of(screen, in: window).problems(in: window, for: screen) == [], "\(device.name)")
                }
            }
        }
    }

    /// 3645027's table upright: the board and the move log share what the rest leaves, half each.
    private func oldUprightTable(_ screen: BoardScreen, _ window: LayoutWindow) -> ScreenLayout {
        let content = LayoutContent(screen: screen, scale: window.textScale)
        let width = window.width - 2 * ScreenLayout.padding
        // Everything but the log's lines (22 pt each, four with its title) and the board, with the stack's spacing.
        let fixed = content.titleBar(width: width) + content.heading(width: width) + content.controls(width: width) - 88 * window.textScale + 6 * 8
        let free = window.height - 2 * ScreenLayout.padding - fixed
        return ScreenLayout(
            sideBySide: false, boardSide: min(width, ScreenLayout.largestBoard, free / 2), headingAboveBoard: true,
            controlsScroll: false)
    }

    @Test func theOldUprightTableGaveTheBoardHalfTheFreeHeightOnIPhones() {
        for device in devices.prefix(2) {
            for screen in [BoardScreen.table, .review] {
                let window = device.window(turned: false, scale: 1)
                let old = oldUprightTable(screen, window)
                #expect(old.problems(in: window, for: screen).contains(.boardSmall), "\(device.name) \(screen): \(old.boardSide)")
                #expect(ScreenLayout.of(screen, in: window).boardSide >= ScreenLayout.smallestPhoneBoard)
            }
        }
    }

    @Test func theOldTurnedReviewPushedTheStepButtonsOffAnIPhoneSE() {
        let window = devices[0].window(turned: true, scale: 1)
        // 3645027: the board as high as the window, beside a column that does not scroll.
        let old = ScreenLayout(
            sideBySide: true, boardSide: window.height - 2 * ScreenLayout.padding, headingAboveBoard: false,
            controlsScroll: false)
        #expect(old.problems(in: window, for: .review).contains(.buttonsUnreachable))
        let now = ScreenLayout.of(.review, in: window)
        #expect(now.problems(in: window, for: .review) == [])
        #expect(now.controlsScroll)
    }

    @Test func theCheckFindsEachKindOfProblem() {
        let phone = devices[0].window(turned: false, scale: 1)
        var small = ScreenLayout.of(.table, in: phone)
        small.boardSide = 200
        #expect(small.problems(in: phone, for: .table) == [.boardSmall])
        var wide = small
        wide.boardSide = phone.width
        #expect(wide.problems(in: phone, for: .table).contains(.cut))
        var review = ScreenLayout.of(.review, in: phone)
        review.controlsScroll = false
        #expect(review.problems(in: phone, for: .review).contains(.buttonsUnreachable))
    }

    // MARK: "Your games" (issue 42)

    @Test func theGamesPageFitsEveryDeviceClass() {
        for device in devices {
            for turned in [false, true] {
                for scale in scales {
                    let window = device.window(turned: turned, scale: scale)
                    let name = "\(device.name)\(turned ? " turned" : "") at \(scale)x"
                    let layout = GamesLayout.of(window)
                    #expect(layout.problems(in: window) == [], "\(name): \(layout)")
                    // Turned, the statistics sit beside the list; upright, above it.
                    #expect(layout.sideBySide == (window.width > window.height), "\(name)")
                    #expect(layout.chartHeight >= GamesLayout.smallestChartHeight, "\(name)")
                    #expect(layout.chartWidth >= 250 && layout.chartWidth <= layout.statisticsWidth, "\(name)")
                }
            }
        }
    }

    @Test func theGamesPagesFiguresStackWhereTwoAbreastWouldBeCut() {
        let se = devices[0].window(turned: false, scale: LayoutWindow.accessibility3)
        var layout = GamesLayout.of(se)
        #expect(!layout.figuresSideBySide, "an SE at AX3 has no room for two figures abreast")
        layout.figuresSideBySide = true
        #expect(layout.problems(in: se) == [.cut])
        // An iPad has the room at the default size.
        let iPad = devices[3].window(turned: false, scale: 1)
        #expect(GamesLayout.of(iPad).figuresSideBySide)
        // Two columns in an upright SE would leave each narrower than its words at AX3.
        let old = GamesLayout(
            sideBySide: true, statisticsWidth: (se.width - 2 * ScreenLayout.padding - ScreenLayout.gap) / 2,
            chartWidth: 150, chartHeight: 80, figuresSideBySide: false)
        #expect(old.problems(in: se) == [.cut])
        // A chart wider than its column, or too flat to read, is cut too.
        var wide = GamesLayout.of(se)
        wide.chartWidth = wide.statisticsWidth + 40
        #expect(wide.problems(in: se) == [.cut])
        var flat = GamesLayout.of(se)
        flat.chartHeight = 40
        #expect(flat.problems(in: se) == [.cut])
    }
}
