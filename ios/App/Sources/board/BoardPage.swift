import BaghchalKit
import SwiftUI

/// A screen with a board, arranged as `ScreenLayout.of` decides for the safe area and the text
/// size: the title bar at the top, the board (never in a scroll) above or beside the controls, the
/// heading above the board or leading the controls, the controls scrolling when they do not fit.
/// `controls` gets the layout, for the table's move log. As on Android (`BoardPage.kt`).
struct BoardPage<TitleBar: View, Heading: View, Board: View, Controls: View>: View {
    let screen: BoardScreen
    @ViewBuilder let titleBar: () -> TitleBar
    @ViewBuilder let heading: () -> Heading
    @ViewBuilder let board: () -> Board
    @ViewBuilder let controls: (ScreenLayout) -> Controls

    /// The body text's size now, for the layout's text scale.
    @ScaledMetric(relativeTo: .body) private var bodySize = 17.0

    var body: some View {
        GeometryReader { proxy in
            let window = LayoutWindow(width: proxy.size.width, height: proxy.size.height, textScale: bodySize / 17)
            let layout = ScreenLayout.of(screen, in: window)
            Group {
                if layout.sideBySide {
                    HStack(alignment: .top, spacing: ScreenLayout.gap) {
                        board().frame(width: layout.boardSide, height: layout.boardSide)
                        VStack(alignment: .leading, spacing: 8) {
                            titleBar()
                            controlsColumn(layout, withHeading: true)
                        }
                    }
                } else {
                    VStack(alignment: .leading, spacing: 8) {
                        titleBar()
                        if layout.headingAboveBoard { heading() }
                        board()
                            .frame(width: layout.boardSide, height: layout.boardSide)
                            .frame(maxWidth: .infinity)
                        controlsColumn(layout, withHeading: !layout.headingAboveBoard)
                    }
                }
            }
            .padding(ScreenLayout.padding)
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .top)
        }
    }

    /// The heading (where the layout puts it here) and the controls, in a scroll when they do not fit.
    @ViewBuilder private func controlsColumn(_ layout: ScreenLayout, withHeading: Bool) -> some View {
        let column = VStack(alignment: .leading, spacing: 8) {
            if withHeading { heading() }
            controls(layout)
        }
        if layout.controlsScroll {
            ScrollView {
                column.frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            column.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

/// A page's title as a heading, with the button that leaves the page (back, close) at the end.
struct PageTitle: View {
    let title: String
    let action: String
    let perform: () -> Void

    var body: some View {
        HStack {
            // Capped, so a long name at AX sizes does not fill a turned phone's column
            // (`LayoutContent.titleBar` counts on it).
            Text(verbatim: title)
                .font(.title.bold())
                .foregroundStyle(.tint)
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            Button(action, action: perform)
        }
    }
}
