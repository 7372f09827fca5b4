import Accessibility
import BaghchalKit
import SwiftUI

/// The analysis board: the position with every legal move's value marked on the board
/// and listed under it, steps back and forward through the moves tried, and the set-up
/// where the player enters a position of their own. As on Android (`AnalysisScreen.kt`).
struct AnalysisScreen: View {
    let model: TableModel
    let board: AnalysisBoard
    @Environment(\.words) private var words
    /// How the player has turned and zoomed the board.
    @State private var view = ViewTransform()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text(verbatim: words.text(board.draft == nil ? .analysisBoard : .analysisSetUp))
                        .font(.title.bold())
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button(words.text(.close)) { model.closeAnalysis() }
                }
                if let table = board.table {
                    if let draft = board.draft {
                        setup(draft, table)
                    } else {
                        analysis(table)
                    }
                }
            }
            .padding()
        }
        .onChange(of: board.values) { _, values in
            if let status = words.analysisStatus(values) {
                AccessibilityNotification.Announcement(status).post()
            }
        }
    }

    /// The board in play: the turn, the marked board, the steps, and every move's value.
    @ViewBuilder private func analysis(_ table: TableState) -> some View {
        Text(verbatim: words.analysisTurn(table.game))
            .font(.headline)
            .accessibilityAddTraits(.updatesFrequently)
        Text(verbatim: words.analysisCounts(inHand: table.game.goatsInHand, eaten: table.game.captured))
            .foregroundStyle(.secondary)
        BoardArea(
            input: board, table: table, suggestion: nil, speed: model.setup.speed, view: $view,
            marks: board.values.marks(picked: table.picked))
        HStack {
            Button(words.text(.analysisStepBack)) { board.stepBack() }
                .buttonStyle(.bordered)
                .disabled(!board.canStepBack)
            Button(words.text(.analysisStepForward)) { board.stepForward() }
                .buttonStyle(.bordered)
                .disabled(!board.canStepForward)
        }
        Button(words.text(.analysisSetUp)) { board.editSetup() }
            .buttonStyle(.bordered)
        Text(verbatim: words.text(.analysisMoves))
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        if let status = words.analysisStatus(board.values) {
            Text(verbatim: status)
        }
        if case .known(let moves) = board.values {
            ForEach(MoveValues.ordered(moves), id: \.move.notation) { value in
                Text(verbatim: words.analysisMove(value))
            }
        }
    }

    /// The set-up: the board to tap, the piece a tap puts, the side to move, the goat
    /// counts and what is wrong.
    @ViewBuilder private func setup(_ draft: SetupDraft, _ table: TableState) -> some View {
        Text(verbatim: words.text(.setupPut))
            .font(.headline)
        Picker(selection: draftBinding(draft.brush) { $0.withBrush($1) }) {
            Text(verbatim: words.text(.setupPutTiger)).tag(Piece.tiger)
            Text(verbatim: words.text(.setupPutGoat)).tag(Piece.goat)
            Text(verbatim: words.text(.setupPutEmpty)).tag(Piece.empty)
        } label: {
            Text(verbatim: words.text(.setupPut))
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        BoardArea(
            input: board, table: table, suggestion: nil, speed: model.setup.speed, view: $view,
            editAction: words.text(.setupAction, .text(brushName(draft.brush))))
        Text(verbatim: words.text(.setupToMove))
            .font(.headline)
        Picker(selection: draftBinding(draft.toMove) { $0.withToMove($1) }) {
            Text(verbatim: words.text(.turnGoatsMove)).tag(Side.goat)
            Text(verbatim: words.text(.turnTigersMove)).tag(Side.tiger)
        } label: {
            Text(verbatim: words.text(.setupToMove))
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        counter(words.text(.setupInHand, .number(draft.goatsInHand))) { d, step in
            d.withGoatsInHand(d.goatsInHand + step)
        }
        counter(words.text(.setupEaten, .number(draft.goatsEaten))) { d, step in
            d.withGoatsEaten(d.goatsEaten + step)
        }
        // Every problem at once; VoiceOver reads them as the player taps.
        VStack(alignment: .leading, spacing: 4) {
            if draft.problems.isEmpty {
                Text(verbatim: words.text(.setupReady))
            } else {
                ForEach(Array(draft.problems.enumerated()), id: \.offset) { _, problem in
                    Text(verbatim: words.setupProblem(problem))
                        .foregroundStyle(.red)
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
        HStack {
            Button(words.text(.setupStart)) { board.startFromDraft() }
                .buttonStyle(.borderedProminent)
                .disabled(!draft.problems.isEmpty)
            if board.draftCancellable {
                Button(words.text(.setupCancel)) { board.cancelDraft() }
                    .buttonStyle(.bordered)
            }
        }
    }

    /// A count with buttons to lower and raise it; VoiceOver reads each with the count it changes.
    private func counter(_ text: String, change: @escaping (SetupDraft, Int) -> SetupDraft) -> some View {
        HStack {
            Text(verbatim: text)
            Spacer()
            Button(words.text(.setupFewerSign)) { board.updateDraft { change($0, -1) } }
                .buttonStyle(.bordered)
                .accessibilityLabel(words.text(.setupLess, .text(text)))
            Button(words.text(.setupMoreSign)) { board.updateDraft { change($0, 1) } }
                .buttonStyle(.bordered)
                .accessibilityLabel(words.text(.setupMore, .text(text)))
        }
    }

    private func brushName(_ piece: Piece) -> String {
        switch piece {
        case .tiger: words.text(.setupPutTiger)
        case .goat: words.text(.setupPutGoat)
        case .empty: words.text(.setupPutEmpty)
        }
    }

    /// A binding that reads `value` and writes through the draft.
    private func draftBinding<Value: Sendable>(
        _ value: Value, _ apply: @escaping @Sendable (SetupDraft, Value) -> SetupDraft
    ) -> Binding<Value> {
        Binding(get: { value }, set: { new in board.updateDraft { apply($0, new) } })
    }
}
