import BaghchalKit
import SwiftUI

/// Chooses the screen, applies the player's language and theme to everything
/// below, and tells the model when the app goes to the background and back.
struct RootView: View {
    let model: TableModel
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let language = model.preferences.language
        Group {
            if model.screen == .table, let table = model.table {
                TableScreen(model: model, table: table)
            } else if model.screen == .puzzles {
                PuzzleScreen(model: model, trainer: model.puzzles)
            } else if model.screen == .analysis {
                AnalysisScreen(model: model, board: model.analysis)
            } else if model.screen == .games {
                GamesScreen(model: model, games: model.games)
            } else if model.screen == .drills {
                DrillScreen(model: model, trainer: model.drills)
            } else {
                SetupScreen(model: model)
            }
        }
        .environment(\.words, Words(BundleLocalizer.shared(for: language)))
        .environment(\.locale, Locale(identifier: language.rawValue))
        .preferredColorScheme(model.preferences.theme.colorScheme)
        // A shared text that could not be opened, over whatever page it came to (share/).
        .importRefusalAlert(model: model, words: Words(BundleLocalizer.shared(for: language)))
        // A text file given to the app ("Open in Baghchal" from Files, Mail, ...; project.yml's
        // document type): opened as a pasted text is (share/SharedFile.swift).
        .onOpenURL { url in openSharedFile(url, in: model) }
        // In the background the bot stops thinking and the game is saved; back, it carries on.
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active: model.resume()
            case .background: model.pause()
            default: break
            }
        }
    }
}

extension ThemeChoice {
    /// The scheme to force, or nil to follow the system.
    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

private struct WordsKey: EnvironmentKey {
    static let defaultValue = Words(BundleLocalizer.shared(for: .english))
}

extension EnvironmentValues {
    /// The words of the language the player chose in the app (not the phone's).
    var words: Words {
        get { self[WordsKey.self] }
        set { self[WordsKey.self] = newValue }
    }
}
