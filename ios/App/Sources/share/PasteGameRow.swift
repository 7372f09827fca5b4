import BaghchalKit
import SwiftUI

/// "Paste a game" on the set-up page: the system's paste button, which reads the pasteboard only
/// when tapped and so asks no permission (a button reading `UIPasteboard` would raise iOS's
/// "Allow Paste" prompt each time), beside the app's own words for it. What it pastes goes
/// through the kit's ``TableModel/openPasted(from:)``, as the tests' fake clipboard does.
struct PasteGameRow: View {
    let model: TableModel
    @Environment(\.words) private var words

    var body: some View {
        HStack {
            Text(verbatim: words.text(.importPaste))
            Spacer(minLength: 8)
            PasteButton(payloadType: String.self) { strings in
                // Opened on the main actor whichever thread the system pastes on.
                Task { @MainActor in model.openPasted(from: PastedText(strings)) }
            }
            .labelStyle(.iconOnly)
        }
    }
}
