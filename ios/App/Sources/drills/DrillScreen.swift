import Accessibility
import BaghchalKit
import SwiftUI

/// A slip as a drill: where it comes from, the task, the board (the puzzle trainer's touch),
/// what the answer did (with the refutation played on the board), the stage's buttons and the
/// drill's progress. Every word comes from the kit (`Words.drillTask`, `Words.drillLines`).
struct DrillScreen: View {
    let model: TableModel
    let trainer: DrillTrainer
    @Environment(\.words) private var words
    /// VoiceOver's focus on the task, moved there on a new drill or a retry.
    @AccessibilityFocusState private var taskFocused: Bool

    var body: some View {
        BoardPage(screen: .drill) {
            PageTitle(title: words.text(.drillTitle), action: words.text(.drillBack)) { model.closeDrills() }
        } heading: {
            if let drill = trainer.drill, let table = trainer.table {
                if let count = words.drillCount(trainer) {
                    Text(verbatim: count)
                        .foregroundStyle(.secondary)
                }
                Text(verbatim: words.drillSource(drill))
                    .foregroundStyle(.secondary)
                Text(verbatim: words.drillTask(drill))
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityFocused($taskFocused)
                Text(verbatim: words.analysisCounts(table.game))
                    .foregroundStyle(.secondary)
            }
        } board: {
            if let table = trainer.table {
                BoardArea(input: trainer, table: table, suggestion: nil, speed: model.setup.speed, view: nil)
            }
        } controls: { _ in
            // What the answer did (and the drill's count once right, and whether it was the last); announced below.
            Text(verbatim: words.drillLines(trainer).joined(separator: "\n"))
                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                .accessibilityAddTraits(.updatesFrequently)
            actions
            if let drill = trainer.drill, trainer.stage != .right {
                Text(verbatim: words.drillProgress(drill))
                    .foregroundStyle(.secondary)
            }
        }
        .onChange(of: words.drillLines(trainer)) { old, new in
            if let said = words.spokenChange(from: old, to: new) {
                AccessibilityNotification.Announcement(said).post()
            }
        }
        .onChange(of: trainer.attempt) { _, _ in taskFocused = true }
        // VoiceOver's escape (two-finger Z) goes back, as the Back button does.
        .accessibilityAction(.escape) { model.closeDrills() }
    }

    /// The stage's buttons in a row, or one under the other where a row does not fit.
    private var actions: some View {
        ViewThatFits(in: .horizontal) {
            HStack { stageButtons }
            VStack(alignment: .leading) { stageButtons }
        }
    }

    @ViewBuilder private var stageButtons: some View {
        switch trainer.stage {
        case .solving, .judging:
            if trainer.hasNext {
                Button(words.text(.drillNext)) { trainer.next() }
                    .buttonStyle(.bordered)
            }
        case .wrong, .unjudged:
            Button(words.text(.drillTryAgain)) { trainer.retry() }
                .buttonStyle(.borderedProminent)
            if trainer.hasNext {
                Button(words.text(.drillNext)) { trainer.next() }
                    .buttonStyle(.bordered)
            }
        case .right:
            if trainer.hasNext {
                Button(words.text(.drillNext)) { trainer.next() }
                    .buttonStyle(.borderedProminent)
            } else {
                Button(words.text(.drillBack)) { model.closeDrills() }
                    .buttonStyle(.borderedProminent)
            }
        case .finished:
            Button(words.text(.drillBack)) { model.closeDrills() }
                .buttonStyle(.borderedProminent)
        }
    }
}
