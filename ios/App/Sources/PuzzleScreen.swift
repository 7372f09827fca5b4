import Accessibility
import BaghchalKit
import SwiftUI

/// The puzzle trainer: the task, the board (the game's own board and touch), what
/// the last move did, the buttons for the stage, and the player's record.
struct PuzzleScreen: View {
    let model: TableModel
    let trainer: PuzzleTrainer
    @Environment(\.words) private var words
    /// How the player has turned and zoomed the board.
    @State private var view = ViewTransform()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text(verbatim: words.text(.puzzles))
                        .font(.title.bold())
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button(words.text(.puzzleBack)) { model.closePuzzles() }
                }
                if let puzzle = trainer.puzzle, let table = trainer.table {
                    Text(verbatim: words.puzzleLevel(puzzle))
                        .foregroundStyle(.secondary)
                    Text(verbatim: words.puzzleTask(puzzle))
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    BoardArea(
                        input: trainer, table: table, suggestion: trainer.hint, speed: model.setup.speed, view: $view)
                    // What the last move did; VoiceOver reads it when it changes.
                    Text(verbatim: words.puzzleStatus(trainer))
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        .accessibilityAddTraits(.updatesFrequently)
                    actions
                    Text(verbatim: words.puzzleScore(trainer.score))
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .onChange(of: trainer.stage) { _, _ in
            AccessibilityNotification.Announcement(words.puzzleStatus(trainer)).post()
        }
    }

    @ViewBuilder private var actions: some View {
        HStack {
            switch trainer.stage {
            case .solving:
                Button(words.text(.hint)) { trainer.showHint() }
                    .buttonStyle(.bordered)
                    .disabled(trainer.hint != nil)
            case .wrong:
                Button(words.text(.puzzleRetry)) { trainer.retry() }
                    .buttonStyle(.borderedProminent)
                Button(words.text(.puzzleShowSolution)) { trainer.showSolution() }
                    .buttonStyle(.bordered)
            case .solved, .solution:
                Button(words.text(.puzzleNext)) { trainer.openNext() }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
