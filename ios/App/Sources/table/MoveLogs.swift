import BaghchalKit
import SwiftUI

/// The moves so far, newest first so the latest is always in view.
struct MoveLog: View {
    let game: BoardView
    @Environment(\.words) private var words

    var body: some View {
        let lines = words.moveLogLines(game)
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: words.text(.logTitle))
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            if lines.isEmpty {
                Text(verbatim: words.text(.logEmpty))
                    .font(.body)
            } else {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 2) {
                        ForEach(Array(lines.enumerated().reversed()), id: \.offset) { _, line in
                            Text(verbatim: line)
                                .font(.body.monospacedDigit())
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The whole game's log in review, the current move's line highlighted and the
/// lines with a marked move coloured (their text already says "(slip)").
struct ReviewLog: View {
    let review: Review
    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let lines = words.reviewLogLines(review.moveLog, current: review.currentMove, marks: review.marks)
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: words.text(.logTitle))
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 2) {
                        ForEach(Array(lines.enumerated()), id: \.offset) { index, line in
                            Text(verbatim: line.text)
                                .font(.body.monospacedDigit())
                                .fontWeight(line.isCurrent ? .bold : .regular)
                                .foregroundStyle(line.isMarked ? Palette.forScheme(scheme).slip : Color.primary)
                                .padding(.horizontal, 4)
                                .background(
                                    line.isCurrent ? Palette.forScheme(scheme).badge : Color.clear,
                                    in: RoundedRectangle(cornerRadius: 4)
                                )
                                .id(index)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .onChange(of: review.step, initial: true) { _, _ in
                    if let current = lines.firstIndex(where: \.isCurrent) { proxy.scrollTo(current, anchor: .center) }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
