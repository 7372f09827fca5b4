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
    /// VoiceOver's focus on the turn line, moved there when a set-up starts.
    @AccessibilityFocusState private var turnFocused: Bool

    var body: some View {
        BoardPage(screen: board.draft == nil ? .analysis : .setUp) {
            PageTitle(title: words.text(board.draft == nil ? .analysisBoard : .analysisSetUp), action: words.text(.close)) {
                model.closeAnalysis()
            }
        } heading: {
            // While a tapped move's line is shown, its step's turn and counts.
            if let table = board.shownTable {
                if let draft = board.draft {
                    setupBrushes(draft)
                } else {
                    analysisHeading(table)
                }
            }
        } board: {
            // A fixed straight board, as on Android: the values list names its points (issue 37).
            if let table = board.table {
                if let draft = board.draft {
                    BoardArea(
                        input: board, table: table, suggestion: nil, speed: model.setup.speed, view: nil,
                        editAction: words.text(.setupAction, .text(brushName(draft.brush))))
                } else if board.explained != nil {
                    // A tapped move's line at its step, the event's points marked; no value rings.
                    BoardArea(
                        input: board, table: board.shownTable ?? table, suggestion: nil, speed: model.setup.speed, view: nil)
                } else {
                    BoardArea(
                        input: board, table: table, suggestion: nil, speed: model.setup.speed, view: nil,
                        marks: board.values.marks(picked: table.picked))
                }
            }
        } controls: { _ in
            if board.table != nil {
                if let draft = board.draft {
                    setupControls(draft)
                } else if let explained = board.explained {
                    explanationControls(explained)
                } else {
                    analysisControls()
                }
            }
        }
        // Every change of the lines (a move or step, the values arriving, the set-up's
        // problems, the result), as TalkBack reads Android's live regions.
        .onChange(of: words.analysisLines(board)) { old, new in
            if let said = words.spokenChange(from: old, to: new) {
                AccessibilityNotification.Announcement(said).post()
            }
        }
        .onChange(of: board.starts) { _, _ in turnFocused = true }
        // VoiceOver's escape (two-finger Z) leaves a set-up it can go back from, else closes the board, as Back does.
        .accessibilityAction(.escape) {
            if !board.cancelDraft() { model.closeAnalysis() }
        }
    }

    /// Above the board in play: the turn and the goat counts.
    @ViewBuilder private func analysisHeading(_ table: TableState) -> some View {
        Text(verbatim: words.analysisTurn(table.game))
            .font(.headline)
            .accessibilityFocused($turnFocused)
        Text(verbatim: words.analysisCounts(table.game))
            .foregroundStyle(.secondary)
    }

    /// Under or beside the board in play: the ring legend, the steps, and every move's value.
    @ViewBuilder private func analysisControls() -> some View {
        if !board.values.listed.isEmpty {
            // What the three ring styles mean, first under (or beside) the board; each point's own value says its ring too.
            Text(verbatim: words.text(.analysisLegend))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        // A row, or one under the other where a row does not fit (large text, Nepali).
        ViewThatFits(in: .horizontal) {
            HStack { stepButtons }
            VStack(alignment: .leading) { stepButtons }
        }
        Button(words.text(.analysisSetUp)) { board.editSetup() }
            .buttonStyle(.bordered)
        if let shared = model.sharedAnalysis(words) {
            ShareButton(shared: shared)
                .buttonStyle(.bordered)
        }
        Text(verbatim: words.text(.analysisMoves))
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        if let status = words.analysisStatus(board.values) {
            Text(verbatim: status)
        }
        // Each move found so far a button, best first: tapped, it is explained and its line played
        // on the board (issue 43).
        ForEach(board.values.listed, id: \.move.notation) { value in
            Button {
                board.explain(value)
            } label: {
                Text(verbatim: words.analysisMove(value))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        // While the slow ones are still searched (issue 41 §1): how many there are.
        if let waiting = words.analysisWaiting(board.values) {
            Text(verbatim: waiting)
                .foregroundStyle(.secondary)
        }
    }

    /// In the list's place while a tapped move is explained: the move, why, its line's steps, and the way back.
    @ViewBuilder private func explanationControls(_ explained: MoveValue) -> some View {
        Text(verbatim: words.analysisMove(explained))
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        ExplanationText(lines: words.why.lines(board.explainer.state))
        if let line = board.whyLine {
            Text(verbatim: words.why.replayStep(line))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            LineSteps(
                replay: line, first: { board.whyLineFirst() }, back: { board.whyLineBack() },
                forward: { board.whyLineForward() }, last: { board.whyLineLast() })
        }
        Button(words.text(.whyCloseLine)) { board.closeExplanation() }
            .buttonStyle(.borderedProminent)
    }

    @ViewBuilder private var stepButtons: some View {
        Button(words.text(.analysisStepBack)) { board.stepBack() }
            .buttonStyle(.bordered)
            .disabled(!board.canStepBack)
        Button(words.text(.analysisStepForward)) { board.stepForward() }
            .buttonStyle(.bordered)
            .disabled(!board.canStepForward)
    }

    /// Above the set-up's board: the piece a tap puts.
    @ViewBuilder private func setupBrushes(_ draft: SetupDraft) -> some View {
        Text(verbatim: words.text(.setupPut))
            .font(.headline)
        // Segmented where the three names fit; a menu where they would be cut (large text, Nepali).
        ViewThatFits(in: .horizontal) {
            brushPicker(draft).pickerStyle(.segmented).labelsHidden()
            brushPicker(draft).pickerStyle(.menu).labelsHidden()
        }
    }

    /// Under or beside the set-up's board: the side to move, the goat counts, what is wrong, and start.
    @ViewBuilder private func setupControls(_ draft: SetupDraft) -> some View {
        Text(verbatim: words.text(.setupToMove))
            .font(.headline)
        ViewThatFits(in: .horizontal) {
            sidePicker(draft).pickerStyle(.segmented).labelsHidden()
            sidePicker(draft).pickerStyle(.menu).labelsHidden()
        }
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
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(words.setupLine(draft.problems))
        ViewThatFits(in: .horizontal) {
            HStack { setupButtons(draft) }
            VStack(alignment: .leading) { setupButtons(draft) }
        }
    }

    @ViewBuilder private func setupButtons(_ draft: SetupDraft) -> some View {
        Button(words.text(.setupStart)) { board.startFromDraft() }
            .buttonStyle(.borderedProminent)
            .disabled(!draft.problems.isEmpty)
        if board.draftCancellable {
            Button(words.text(.setupCancel)) { board.cancelDraft() }
                .buttonStyle(.bordered)
        }
    }

    private func brushPicker(_ draft: SetupDraft) -> some View {
        Picker(selection: draftBinding(draft.brush) { $0.withBrush($1) }) {
            Text(verbatim: words.text(.setupPutTiger)).tag(Piece.tiger)
            Text(verbatim: words.text(.setupPutGoat)).tag(Piece.goat)
            Text(verbatim: words.text(.setupPutEmpty)).tag(Piece.empty)
        } label: {
            Text(verbatim: words.text(.setupPut))
        }
    }

    private func sidePicker(_ draft: SetupDraft) -> some View {
        Picker(selection: draftBinding(draft.toMove) { $0.withToMove($1) }) {
            Text(verbatim: words.text(.turnGoatsMove)).tag(Side.goat)
            Text(verbatim: words.text(.turnTigersMove)).tag(Side.tiger)
        } label: {
            Text(verbatim: words.text(.setupToMove))
        }
    }

    /// A count with buttons to lower and raise it; VoiceOver reads each with the count it changes.
    private func counter(_ text: String, change: @escaping (SetupDraft, Int) -> SetupDraft) -> some View {
        HStack {
            Text(verbatim: text)
                .fixedSize(horizontal: false, vertical: true)
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
