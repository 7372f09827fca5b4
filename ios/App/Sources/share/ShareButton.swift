import BaghchalKit
import SwiftUI

/// "Share": the system share sheet with a game as our game text. The text and its subject
/// are the kit's (``SharedText``); this only hands them to `ShareLink`, which sends a plain
/// string (a message, a mail with the subject, a note, Files as a text file).
struct ShareButton: View {
    let shared: SharedText
    @Environment(\.words) private var words

    var body: some View {
        ShareLink(item: shared.text, subject: Text(verbatim: shared.subject)) {
            Label {
                Text(verbatim: words.text(.shareButton))
            } icon: {
                Image(systemName: "square.and.arrow.up")
            }
        }
        .accessibilityHint(words.text(.shareChooser))
    }
}
