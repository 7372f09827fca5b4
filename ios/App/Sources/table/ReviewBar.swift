import Accessibility
import BaghchalKit
import SwiftUI

/// The review's controls, laid out in the table's column above the log (never over
/// the board or the log): where it stands, first / back / forward / last, a jump to
/// the first marked move, and the way back to the end-of-game card. It only reads the game.
struct ReviewBar: View {
    let model: TableModel
    let review: Review

    @Environment(\.words) private var words

    private var title: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: words.text(.reviewTitle))
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Text(verbatim: words.reviewStep(review.step, of: review.length))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
                .accessibilityAddTraits(.updatesFrequently)
            // A game opened from a text: who played it, as its tags name them.
            if let tags = model.importedTags {
                Text(verbatim: words.importPlayers(tags))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder private var buttons: some View {
        if let shared = model.sharedReview(words) {
            ShareButton(shared: shared)
                .buttonStyle(.bordered)
        }
        Button(words.text(.analyse)) { model.openAnalysis() }
            .buttonStyle(.bordered)
        Button(words.text(model.reviewDoneKey)) { model.closeReview() }
            .buttonStyle(.borderedProminent)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // The title beside its buttons where they fit; the buttons under it where they would be cut.
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .top, spacing: 8) {
                    title
                    Spacer(minLength: 0)
                    buttons
                }
                VStack(alignment: .leading, spacing: 8) {
                    title
                    HStack(spacing: 8) { buttons }
                }
                VStack(alignment: .leading, spacing: 8) {
                    title
                    buttons
                }
            }
            if let marks = words.reviewMarks(review.marks) {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(verbatim: marks)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                    Button(words.text(.reviewJumpMark)) { review.firstMark() }
                        .font(.footnote)
                }
            }
            // On one of the player's slips in a kept game: its position as a drill.
            if model.slipToPractise != nil {
                Button(words.text(.drillPractiseThis)) { model.practiseThisSlip() }
                    .buttonStyle(.bordered)
                    .font(.footnote)
            }
            // On a slip: why it was one (issue 43), and its line on the board in place of the game.
            if review.isOnSlip {
                ExplanationText(lines: words.why.lines(review.explainer.state))
            }
            if let line = review.line {
                Text(verbatim: words.why.replayStep(line))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                LineSteps(
                    replay: line, first: { review.lineFirst() }, back: { review.lineBack() },
                    forward: { review.lineForward() }, last: { review.lineLast() }, announces: true)
                Button(words.text(.whyCloseLine)) { review.closeLine() }
                    .buttonStyle(.borderedProminent)
            } else {
                if review.canShowLine {
                    Button(words.text(.whyShowLine)) { review.showLine() }
                        .buttonStyle(.bordered)
                }
                // Spread over the row: wide targets, and room for the words beside them at large text sizes.
                HStack(spacing: 0) {
                    step(.reviewFirst, "backward.end.fill", enabled: review.canGoBack) { review.first() }
                    step(.reviewBack, "chevron.backward", enabled: review.canGoBack) { review.back() }
                    step(.reviewForward, "chevron.forward", enabled: review.canGoForward) { review.forward() }
                    step(.reviewLast, "forward.end.fill", enabled: review.canGoForward) { review.last() }
                }
                .imageScale(.large)
            }
        }
        .padding(12)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .accessibilityElement(children: .contain)
        // The board changes silently: each step says where it stands, the move, the turn or
        // result and the verdict; with the verdict shown, once it is in (one announcement,
        // since a second would cut the first off).
        .onChange(of: review.step) { _, _ in announceStep() }
        .onChange(of: review.isFindingVerdict) { _, finding in
            if !finding { announceStep() }
        }
        // A slip's explanation is read once it is in (issue 43 §2), after the step's own words.
        .onChange(of: review.explainer.state) { _, state in
            if let said = words.why.announcement(state) {
                AccessibilityNotification.Announcement(said).post()
            }
        }
    }

    private func announceStep() {
        if let said = model.reviewAnnouncement(words) {
            AccessibilityNotification.Announcement(said).post()
        }
    }

    /// One stepping button: an icon, named for VoiceOver in the app's language.
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
