import BaghchalKit
import SwiftUI

/// The table's menu: speed, sound, theme, language, take back, resign, leave.
struct GameMenu: View {
    let model: TableModel
    @Environment(\.words) private var words
    /// True while the how-to-play page is up over the menu.
    @State private var showingHowTo = false

    var body: some View {
        // Read here, not only inside the bindings, so that a change redraws the menu.
        let speed = model.setup.speed
        let preferences = model.preferences
        let confirmingLeave = model.isConfirmingLeave
        NavigationStack {
            Form {
                Section {
                    Picker(selection: Binding(get: { speed }, set: { model.setSpeed($0) })) {
                        ForEach(Speed.allCases, id: \.self) { Text(verbatim: words.speed($0)).tag($0) }
                    } label: {
                        Text(verbatim: words.text(.menuSpeed))
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                } header: {
                    Text(verbatim: words.text(.menuSpeed))
                }
                Section {
                    Toggle(isOn: preference(\.sound, preferences)) {
                        Text(verbatim: words.text(.menuSound))
                    }
                    // In the app's language, not the phone's.
                    .accessibilityValue(words.text(preferences.sound ? .soundOn : .soundOff))
                    Toggle(isOn: preference(\.showVerdict, preferences)) {
                        Text(verbatim: words.text(.menuVerdict))
                    }
                    .accessibilityValue(words.text(preferences.showVerdict ? .soundOn : .soundOff))
                }
                Section {
                    Picker(selection: preference(\.theme, preferences)) {
                        ForEach(ThemeChoice.allCases, id: \.self) { Text(verbatim: words.text($0.key)).tag($0) }
                    } label: {
                        Text(verbatim: words.text(.menuTheme))
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                } header: {
                    Text(verbatim: words.text(.menuTheme))
                }
                Section {
                    Picker(selection: preference(\.language, preferences)) {
                        ForEach(AppLanguage.allCases, id: \.self) { Text(verbatim: words.text($0.key)).tag($0) }
                    } label: {
                        Text(verbatim: words.text(.menuLanguage))
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                } header: {
                    Text(verbatim: words.text(.menuLanguage))
                }
                Section {
                    // Against the computer only after the game (TableModel.canAnalyse).
                    if model.canAnalyse {
                        Button(words.text(.analyse)) { model.openAnalysis() }
                    }
                    Button(words.text(.howToPlay)) { showingHowTo = true }
                }
                Section {
                    if model.canTakeBack {
                        Button(words.text(.takeBack)) {
                            model.setMenuOpen(false)
                            model.takeBack()
                        }
                    }
                    if model.canResign {
                        Button(words.text(.resign), role: .destructive) {
                            model.setMenuOpen(false)
                            model.resign()
                        }
                    }
                    Button(words.text(.leaveTable), role: .destructive) { model.requestLeave() }
                }
            }
            .navigationTitle(words.text(.menu))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(words.text(.close)) { model.setMenuOpen(false) }
                }
            }
            // Asked here while the menu is up: the table underneath cannot present over its own sheet.
            .sheet(isPresented: $showingHowTo) {
                HowToPlayScreen(rules: RulesInForce(model.setup)) { showingHowTo = false }
                    .environment(\.words, words)
                    .environment(\.locale, Locale(identifier: preferences.language.rawValue))
                    .preferredColorScheme(preferences.theme.colorScheme)
            }
            .alert(words.text(.leaveConfirmTitle), isPresented: leaveAsked(confirmingLeave)) {
                Button(words.text(.leaveConfirmYes), role: .destructive) { model.confirmLeave() }
                Button(words.text(.leaveConfirmNo), role: .cancel) { model.cancelLeave() }
            } message: {
                Text(verbatim: words.text(.leaveConfirmMessage))
            }
        }
        .presentationDetents([.medium, .large])
    }

    /// The leave confirmation: `shown` as read in `body`; dismissing it means "stay".
    private func leaveAsked(_ shown: Bool) -> Binding<Bool> {
        Binding(get: { shown }, set: { stillShown in if !stillShown { model.cancelLeave() } })
    }

    /// One preference as read in `body`; changes go back through the model.
    /// `field` is `Sendable` because `Binding(get:set:)` takes `@Sendable` closures
    /// (key-path literals such as `\.sound` are).
    private func preference<Value>(
        _ field: WritableKeyPath<Preferences, Value> & Sendable, _ current: Preferences
    ) -> Binding<Value> {
        Binding(
            get: { current[keyPath: field] },
            set: { value in model.updatePreferences { $0[keyPath: field] = value } })
    }
}
