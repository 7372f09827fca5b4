import Accessibility
import BaghchalKit
import SwiftUI

/// The puzzle trainer: the task, the board (the game's own board and touch), what
/// the last move did, the buttons for the stage, and the player's record.
struct PuzzleScreen: View {
    let model: TableModel
    let trainer: PuzzleTrainer
    @Environment(\.words) private var words
    /// VoiceOver's focus on the task, moved there on a new puzzle or a retry.
    @AccessibilityFocusState private var taskFocused: Bool

    var body: some View {
        BoardPage(screen: .puzzle) {
            PageTitle(title: words.text(.puzzles), action: words.text(.puzzleBack)) { model.closePuzzles() }
        } heading: {
            if let puzzle = trainer.puzzle, let table = trainer.table {
                Text(verbatim: words.puzzleLevel(puzzle))
                    .foregroundStyle(.secondary)
                Text(verbatim: words.puzzleTask(puzzle))
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityFocused($taskFocused)
                Text(verbatim: words.analysisCounts(table.game))
                    .foregroundStyle(.secondary)
            }
        } board: {
            // A fixed straight board, as on Android: the task and the answers name its points (issue 37).
            if let table = trainer.table {
                BoardArea(input: trainer, table: table, suggestion: trainer.hint, speed: model.setup.speed, view: nil)
            }
        } controls: { _ in
            if trainer.puzzle != nil {
                // What the last move did (after a damaged record's reset, said once); announced below.
                Text(verbatim: words.puzzleLines(trainer).joined(separator: "\n"))
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .accessibilityAddTraits(.updatesFrequently)
                // The solution, one half move a step, from the puzzle's position.
                if let solution = trainer.solution {
                    LineSteps(
                        replay: solution, first: { trainer.solutionFirst() }, back: { trainer.solutionBack() },
                        forward: { trainer.solutionForward() }, last: { trainer.solutionLast() })
                }
                actions
                Text(verbatim: words.puzzleScore(trainer.score))
                    .foregroundStyle(.secondary)
            }
        }
        // Every change of the lines (a right or wrong move, a hint, the end), as TalkBack
        // reads Android's live region; a new puzzle or a retry moves the focus to the task.
        .onChange(of: words.puzzleLines(trainer)) { old, new in
            if let said = words.spokenChange(from: old, to: new) {
                AccessibilityNotification.Announcement(said).post()
            }
        }
        .onChange(of: trainer.attempt) { _, _ in taskFocused = true }
        // VoiceOver's escape (two-finger Z) goes back, as the Back button does.
        .accessibilityAction(.escape) { model.closePuzzles() }
    }

    /// The stage's buttons in a row, or one under the other where a row does not fit
    /// (large text, Nepali).
    private var actions: some View {
        ViewThatFits(in: .horizontal) {
            HStack { stageButtons }
            VStack(alignment: .leading) { stageButtons }
        }
    }

    @ViewBuilder private var stageButtons: some View {
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
