import BaghchalKit
import SwiftUI

/// The small cluster under the board: turn a quarter, zoom in, zoom out, straighten.
/// Icons show; their names are what VoiceOver reads.
struct ViewCluster: View {
    @Binding var view: ViewTransform
    @Environment(\.words) private var words

    var body: some View {
        HStack(spacing: 6) {
            button(.viewTurn, symbol: "rotate.right") { view.turned() }
            button(.viewZoomIn, symbol: "plus.magnifyingglass") { view.zoomed(inwards: true) }
            button(.viewZoomOut, symbol: "minus.magnifyingglass") { view.zoomed(inwards: false) }
            button(.viewStraighten, symbol: "location.north") { .straight }
                .disabled(view.isStraight)
        }
    }

    /// A round icon button named by `name` that changes the view to `next()`.
    private func button(_ name: StringKey, symbol: String, next: @escaping () -> ViewTransform) -> some View {
        Button {
            withAnimation(.easeInOut(duration: 0.25)) { view = next() }
        } label: {
            Label {
                Text(verbatim: words.text(name))
            } icon: {
                Image(systemName: symbol)
            }
            .labelStyle(.iconOnly)
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.circle)
    }
}
