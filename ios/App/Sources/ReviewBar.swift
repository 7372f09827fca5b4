import BaghchalKit
import SwiftUI

/// The review's controls over the bottom of the table: where it stands, first /
/// back / forward / last, a jump to the first marked move, and the way back to
/// the end-of-game card. It only reads the game.
struct ReviewBar: View {
    let model: TableModel
    let review: Review

    @Environment(\.words) private var words

    var body: some View {
        VStack(spacing: 12) {
            Text(verbatim: words.text(.reviewTitle))
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Text(verbatim: words.reviewStep(review.step, of: review.length))
                .font(.subheadline.monospacedDigit())
                .accessibilityAddTraits(.updatesFrequently)
            if let marks = words.reviewMarks(review.marks) {
                Text(verbatim: marks)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 20) {
                step(.reviewFirst, "backward.end.fill", enabled: review.canGoBack) { review.first() }
                step(.reviewBack, "chevron.backward", enabled: review.canGoBack) { review.back() }
                step(.reviewForward, "chevron.forward", enabled: review.canGoForward) { review.forward() }
                step(.reviewLast, "forward.end.fill", enabled: review.canGoForward) { review.last() }
            }
            .imageScale(.large)
            HStack(spacing: 12) {
                if !review.marks.isEmpty {
                    Button(words.text(.reviewJumpMark)) { review.firstMark() }
                }
                Spacer()
                Button(words.text(.reviewDone)) { model.closeReview() }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding(20)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding()
        .frame(maxWidth: 480)
        .accessibilityElement(children: .contain)
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
        }
        .disabled(!enabled)
    }
}
