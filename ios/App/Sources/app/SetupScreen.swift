import BaghchalKit
import SwiftUI

/// The game's own page, where the table is set up before sitting down.
struct SetupScreen: View {
    let model: TableModel
    @Environment(\.words) private var words
    @Environment(\.locale) private var locale
    /// True while the how-to-play page is up.
    @State private var showingHowTo = false

    var body: some View {
        let setup = model.setup
        NavigationStack {
            Form {
                Section {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(verbatim: words.text(.appName))
                            .font(.largeTitle.bold())
                            .foregroundStyle(.tint)
                            .accessibilityAddTraits(.isHeader)
                        Text(verbatim: words.text(.appSubtitle))
                            .font(.title3)
                            .foregroundStyle(.secondary)
                        Text(verbatim: words.text(.setupTitle))
                            .font(.title2.bold())
                            .padding(.top, 8)
                            .accessibilityAddTraits(.isHeader)
                    }
                    .listRowBackground(Color.clear)
                }
                if model.sessionRefused {
                    // The puzzle or board open at the last kill could not be read back: said once.
                    Text(verbatim: words.text(.sessionUnreadable))
                        .foregroundStyle(.red)
                }
                Section {
                    Button(words.text(.howToPlay)) { showingHowTo = true }
                    // In its place from the start, so nothing moves under a finger; it works once the puzzle file is in.
                    Button(words.text(.puzzles)) { model.openPuzzles() }
                        .disabled(!model.puzzles.isReady)
                    Button(words.text(.analysisBoard)) { model.openAnalysisBoard() }
                    Button(words.text(.gamesOpen)) { model.openGames() }
                }
                Section {
                    // A game or a position copied as text (share/).
                    PasteGameRow(model: model)
                }
                Section {
                    choice(.setupMode, \.mode, Mode.allCases) { words.text($0.key) }
                        .pickerStyle(.inline)
                        .labelsHidden()
                } header: {
                    Text(verbatim: words.text(.setupMode))
                }
                Section {
                    // Two games with the sides swapped: for players, not for watching.
                    choice(.setupMatch, \.match, [false, true]) { words.matchChoice($0) }
                        .disabled(setup.mode == .watch)
                } footer: {
                    Text(verbatim: words.text(.setupMatchHelp))
                }
                Section {
                    // Side and difficulty only mean something with one person and one bot.
                    choice(.setupSide, \.side, SideChoice.allCases) { words.text($0.key) }
                        .disabled(setup.mode != .play)
                    choice(.setupLevel, \.level, Level.allCases) { words.text($0.key) }
                        .disabled(setup.mode == .passAndPlay)
                }
                Section {
                    choice(.setupGoatsToWin, \.goatsToWin, Array(TableSetup.goatsToWinChoices)) {
                        words.text(.numberValue, .number($0))
                    }
                } footer: {
                    Text(verbatim: words.text(.setupGoatsToWinHelp))
                }
                Section {
                    choice(.setupRepetition, \.repetition, RepetitionRule.allCases) { words.text($0.key) }
                    choice(.setupSpeed, \.speed, Speed.allCases) { words.speed($0) }
                }
                Section {
                    Button {
                        model.startTable()
                    } label: {
                        Text(verbatim: words.text(.start))
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .listRowBackground(Color.clear)
                }
            }
        }
        .sheet(isPresented: $showingHowTo) {
            // A sheet is its own presentation: hand it the app's words and theme explicitly.
            HowToPlayScreen(rules: RulesInForce(setup)) { showingHowTo = false }
                .environment(\.words, words)
                .environment(\.locale, locale)
                .preferredColorScheme(model.preferences.theme.colorScheme)
        }
    }

    /// A picker for one set-up field, titled by `title`, offering `options`.
    private func choice<Value: Hashable>(
        _ title: StringKey, _ field: WritableKeyPath<TableSetup, Value> & Sendable, _ options: [Value],
        label: @escaping (Value) -> String
    ) -> some View {
        Picker(selection: setupBinding(field)) {
            ForEach(options, id: \.self) { option in
                Text(verbatim: label(option)).tag(option)
            }
        } label: {
            Text(verbatim: words.text(title))
        }
    }

    /// One set-up field (`body` reads the whole set-up, so a change redraws the page);
    /// changes go back through the model. `field` is `Sendable` because
    /// `Binding(get:set:)` takes `@Sendable` closures.
    private func setupBinding<Value>(_ field: WritableKeyPath<TableSetup, Value> & Sendable) -> Binding<Value> {
        Binding(
            get: { model.setup[keyPath: field] },
            set: { value in model.updateSetup { $0[keyPath: field] = value } })
    }
}
