import Accessibility
import BaghchalKit
import SwiftUI

/// The table: counters, whose turn, the board with its view controls, the pen
/// and the move log, with the menu, the end of a game and messages over them.
struct TableScreen: View {
    let model: TableModel
    let table: TableState

    @Environment(\.words) private var words
    /// The player's view of the board; it lasts as long as the table is on screen.
    @State private var view = ViewTransform()

    var body: some View {
        // A kept game's review speaks of its own mode, not the set-up's.
        let mode = model.tableMode
        // Read here, not only inside the alert's binding, so that a change redraws this view.
        let confirmingLeave = model.isConfirmingLeave
        let review = model.review
        // In review the board, counters and log show the reviewed position; nothing can be touched.
        let shown = model.shownTable ?? table
        BoardPage(screen: review.isOpen ? .review : .table) {
            TopBar(model: model)
        } heading: {
            StatusPanel(model: model, table: shown, mode: mode)
        } board: {
            board
        } controls: { layout in
            ViewCluster(view: $view).frame(maxWidth: .infinity, alignment: .trailing)
            PenView(game: shown.game)
            reviewBar
            // Scrolling with the controls, the log keeps a few lines' height of its own; else it fills what is left.
            if layout.controlsScroll {
                log.frame(height: ScreenLayout.logHeight)
            } else {
                log
            }
        }
        // A tap off the board's points puts a picked-up piece back; buttons and the board come first.
        .contentShape(Rectangle())
        .onTapGesture { model.tapOutside() }
        .overlay(alignment: .bottom) {
            // The review bar has a slot of its own above the log (`reviewBar`), so it covers nothing.
            if review.isOpen || table.menuOpen {
                EmptyView()
            } else if table.game.isOver {
                EndOfGameCard(model: model, table: table, mode: mode)
            } else if let notice = table.notice {
                NoticeCard(text: words.text(notice.key)) { model.dismissNotice() }
            }
        }
        .overlay(alignment: .top) {
            if let note = table.note {
                FadingNoteView(text: words.text(note.key))
                    .transition(.opacity)
                    // A new refusal restarts the clock (this task is cancelled and started
                    // again); only a wait that ran its full time lets the note fade.
                    .task(id: table.noteSerial) {
                        if await model.noteTimeIsUp(table.noteSerial) {
                            withAnimation { model.dismissNote() }
                        }
                    }
            }
        }
        .animation(.easeInOut, value: table.note == nil)
        // VoiceOver users hear the suggestion, which the board only draws.
        .onChange(of: model.hints.shown) { _, hint in
            if let hint { AccessibilityNotification.Announcement(words.hintAnnouncement(hint)).post() }
        }
        .sheet(isPresented: menuShown) {
            // A sheet is its own presentation: hand it the app's words and theme explicitly.
            GameMenu(model: model)
                .environment(\.words, words)
                .environment(\.locale, Locale(identifier: model.preferences.language.rawValue))
                .preferredColorScheme(model.preferences.theme.colorScheme)
        }
        .alert(words.text(.leaveConfirmTitle), isPresented: leaveAsked(confirmingLeave && !table.menuOpen)) {
            // Buttons directly in the actions, as Apple's examples have them.
            Button(words.text(.leaveConfirmYes), role: .destructive) { model.confirmLeave() }
            Button(words.text(.leaveConfirmNo), role: .cancel) { model.cancelLeave() }
        } message: {
            Text(verbatim: words.text(.leaveConfirmMessage))
        }
    }

    private var board: some View {
        BoardArea(
            input: model, table: model.shownTable ?? table, suggestion: model.hints.shown, speed: model.setup.speed,
            view: $view)
    }

    /// The review's controls, in the column above the log, so the board and the
    /// log's highlighted move stay in view on every phone and in landscape.
    @ViewBuilder private var reviewBar: some View {
        let review = model.review
        if review.isOpen {
            ReviewBar(model: model, review: review)
        }
    }

    @ViewBuilder private var log: some View {
        let review = model.review
        if review.isOpen {
            ReviewLog(review: review)
        } else {
            MoveLog(game: table.game)
        }
    }

    private var menuShown: Binding<Bool> {
        Binding(get: { table.menuOpen }, set: { model.setMenuOpen($0) })
    }

    /// The leave confirmation: `shown` as read in `body`; dismissing it means "stay".
    private func leaveAsked(_ shown: Bool) -> Binding<Bool> {
        Binding(get: { shown }, set: { stillShown in if !stillShown { model.cancelLeave() } })
    }
}

/// The app's name and the menu button.
private struct TopBar: View {
    let model: TableModel
    @Environment(\.words) private var words

    var body: some View {
        HStack {
            Text(verbatim: words.text(.appName))
                .font(.title2.bold())
                .foregroundStyle(.tint)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HintButton(model: model)
            // A kept game's review has no menu: nothing to take back, resign or leave.
            if !model.isShowingKeptGame {
                Button {
                    model.setMenuOpen(true)
                } label: {
                    Label {
                        Text(verbatim: words.text(.menu))
                    } icon: {
                        Image(systemName: "ellipsis.circle")
                            .imageScale(.large)
                    }
                    .labelStyle(.iconOnly)
                }
            }
        }
    }
}

/// The counters, who sits where, whose turn it is, and the verdict when it is asked for.
private struct StatusPanel: View {
    let model: TableModel
    let table: TableState
    let mode: Mode
    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let lines = words.statusLines(table, mode: mode)
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                counter(words.eatenCounter(table.game))
                counter(words.trappedCounter(table.game))
            }
            Text(verbatim: seatLine)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 8) {
                Text(verbatim: lines.turn)
                    .font(.headline)
                if table.thinking {
                    ProgressView()
                        .controlSize(.small)
                    Text(verbatim: words.text(.thinking))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            // Absent, not a guess, where no table applies.
            if let verdict = lines.verdict {
                Text(verbatim: verdict)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        // VoiceOver hears whose turn it is and the verdict as they change, like Android's
        // live region; review announces its steps itself.
        .onChange(of: lines) { old, new in
            if let said = words.statusAnnouncement(from: old, to: new) {
                AccessibilityNotification.Announcement(said).post()
            }
        }
    }

    /// Who sits where; in a match, which game it is and (passing the phone) which player has which side.
    private var seatLine: String {
        let match = model.match
        guard let number = match.gameNumber, let first = match.currentFirstPlayerSide else {
            return words.seat(table, mode: mode)
        }
        let seat = mode == .passAndPlay ? words.matchSeat(firstPlayerSide: first) : words.seat(table, mode: mode)
        return "\(words.matchGame(number)) · \(seat)"
    }

    private func counter(_ text: String) -> some View {
        Text(verbatim: text)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Palette.forScheme(scheme).badge, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The goats still in the pen, in words and as small goats.
private struct PenView: View {
    let game: BoardView
    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric(relativeTo: .body) private var goatSize = 14.0
    /// Ten goats a row at this size still leave room for the words on a phone.
    private let largestGoat = 20.0

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Text(verbatim: words.pen(game))
                .font(.subheadline)
            Spacer(minLength: 0)
            // At accessibility sizes the ten-wide grid would not fit beside the words
            // (it cannot shrink); the words already give the count.
            if !typeSize.isAccessibilitySize {
                let side = min(goatSize, largestGoat)
                // No drag from here: goats are placed by tapping a point.
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(side), spacing: 2), count: 10), spacing: 2) {
                    ForEach(0..<game.goatsInHand, id: \.self) { _ in
                        GoatGlyph(palette: .forScheme(scheme))
                            .frame(width: side, height: side)
                    }
                }
                .fixedSize()
                .accessibilityHidden(true)
            }
        }
    }
}

/// One small goat, as the board draws them.
private struct GoatGlyph: View {
    let palette: Palette

    var body: some View {
        Canvas { context, size in
            let box = CGRect(origin: .zero, size: size)
            PieceArt(palette: palette).goat(
                &context, CGPoint(x: box.midX, y: box.midY), PieceShape.radius(filling: box), opacity: 1)
        }
    }
}

/// A short message over the bottom of the table, with OK.
private struct NoticeCard: View {
    let text: String
    let dismiss: () -> Void
    @Environment(\.words) private var words

    var body: some View {
        HStack {
            Text(verbatim: text)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button(words.text(.ok), action: dismiss)
                .fontWeight(.semibold)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding()
        .frame(maxWidth: 520)
    }
}

/// The "Hint" action beside the menu: offered on the player's turn. One button from
/// the request until the suggestion is shown (disabled meanwhile, a spinner for its
/// icon while Perfect searches), so VoiceOver's focus stays on it.
private struct HintButton: View {
    let model: TableModel
    @Environment(\.words) private var words

    var body: some View {
        let offer = model.hintOffer
        if offer != .none {
            Button {
                model.requestHint()
            } label: {
                Label {
                    Text(verbatim: words.text(offer == .searching ? .hintThinking : .hint))
                } icon: {
                    if offer == .searching {
                        ProgressView()
                            .controlSize(.small)
                    } else {
                        Image(systemName: "lightbulb")
                    }
                }
            }
            .disabled(offer != .ready)
        }
    }
}

/// A short note at the top of the table that fades by itself.
private struct FadingNoteView: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .font(.subheadline)
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.regularMaterial, in: Capsule())
            .padding()
            .accessibilityAddTraits(.updatesFrequently)
            .onAppear { AccessibilityNotification.Announcement(text).post() }
    }
}
