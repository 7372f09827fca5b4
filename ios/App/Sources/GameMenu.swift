import BaghchalKit
import SwiftUI

/// The table's menu: speed, sound, theme, language, take back, resign, leave.
struct GameMenu: View {
    let model: TableModel
    @Environment(\.words) private var words

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker(selection: Binding(get: { model.setup.speed }, set: { model.setSpeed($0) })) {
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
                    Toggle(isOn: preference(\.sound)) {
                        Text(verbatim: words.text(.menuSound))
                    }
                    // In the app's language, not the phone's.
                    .accessibilityValue(words.text(model.preferences.sound ? .soundOn : .soundOff))
                }
                Section {
                    Picker(selection: preference(\.theme)) {
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
                    Picker(selection: preference(\.language)) {
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
            .alert(words.text(.leaveConfirmTitle), isPresented: leaveAsked) {
                LeaveConfirmationButtons(model: model)
            } message: {
                Text(verbatim: words.text(.leaveConfirmMessage))
            }
        }
        .presentationDetents([.medium, .large])
    }

    private var leaveAsked: Binding<Bool> {
        Binding(get: { model.isConfirmingLeave }, set: { shown in if !shown { model.cancelLeave() } })
    }

    /// Reads one preference from the model and writes changes back through it.
    private func preference<Value>(_ field: WritableKeyPath<Preferences, Value>) -> Binding<Value> {
        Binding(
            get: { model.preferences[keyPath: field] },
            set: { value in model.updatePreferences { $0[keyPath: field] = value } })
    }
}
