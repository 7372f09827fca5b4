import BaghchalKit
import SwiftUI

/// Who won and why, the hints used, the match (after its first or second game),
/// the khel tally of this sitting, and the way on: review, leave, play again. It
/// sits at the bottom so the final position stays in view above it.
struct EndOfGameCard: View {
    let model: TableModel
    let table: TableState
    let mode: Mode

    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(verbatim: words.resultTitle(table, mode: mode))
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            Text(verbatim: words.reason(table.game))
                .font(.body)
            if let hints = words.hintsUsed(model.hints.count) {
                Text(verbatim: hints)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if let outcome = model.match.outcome {
                VStack(alignment: .leading, spacing: 4) {
                    Text(verbatim: words.matchResult(outcome, mode: mode))
                        .font(.headline)
                    Text(verbatim: words.matchReason(outcome, mode: mode))
                        .font(.body)
                }
            } else if model.match.gameNumber != nil {
                Text(verbatim: words.text(.matchNext))
                    .font(.subheadline)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: words.text(.tallyTitle))
                    .font(.subheadline.weight(.semibold))
                ForEach(Array(words.tallyLines(table.tally, mode: mode).enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line)
                        .font(.body)
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Palette.forScheme(scheme).badge, in: RoundedRectangle(cornerRadius: 12))
            if mode == .watch {
                Text(verbatim: words.text(.nextGameSoon))
                    .font(.subheadline)
            }
            HStack(spacing: 12) {
                if model.canReview {
                    Button(words.text(.review)) { model.openReview() }
                }
                Spacer()
                Button(words.text(.leaveTable)) { model.requestLeave() }
                if mode != .watch {
                    Button(words.text(model.match.playAgainKey)) { model.playAgain() }
                        .buttonStyle(.borderedProminent)
                }
            }
        }
        .padding(20)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding()
        .frame(maxWidth: 480)
        .accessibilityElement(children: .contain)
    }
}
