import Accessibility
import BaghchalKit
import SwiftUI

/// The steps through a replayed line (issue 43): first / back / forward / last as icons named
/// for VoiceOver in the app's language, spread over the row like the review's. Each screen
/// hands in its ``LineReplay`` and what to call; this only draws them.
struct LineSteps: View {
    let replay: LineReplay
    let first: () -> Void
    let back: () -> Void
    let forward: () -> Void
    let last: () -> Void
    /// Says each step itself; off where the screen's own lines already say it (puzzles, analysis).
    var announces = false

    @Environment(\.words) private var words

    var body: some View {
        HStack(spacing: 0) {
            step(.reviewFirst, "backward.end.fill", enabled: replay.canGoBack, action: first)
            step(.whyLineBack, "chevron.backward", enabled: replay.canGoBack, action: back)
            step(.whyLineForward, "chevron.forward", enabled: replay.canGoForward, action: forward)
            step(.reviewLast, "forward.end.fill", enabled: replay.canGoForward, action: last)
        }
        .imageScale(.large)
        // The board changes silently: each step says where the line stands (and the mark at its event).
        .onChange(of: replay.step) { _, _ in
            if announces { AccessibilityNotification.Announcement(words.why.replayStep(replay)).post() }
        }
    }

    private func step(_ name: StringKey, _ icon: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label {
                Text(verbatim: words.text(name))
            } icon: {
                Image(systemName: icon)
            }
            .labelStyle(.iconOnly)
            .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!enabled)
    }
}

/// An explanation's sentences (or "Working out why…"), one paragraph read by VoiceOver as one,
/// and updated as the answer comes in.
struct ExplanationText: View {
    let lines: [String]

    var body: some View {
        if !lines.isEmpty {
            Text(verbatim: lines.joined(separator: " "))
                .font(.callout)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
        }
    }
}
