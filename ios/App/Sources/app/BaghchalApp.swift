import BaghchalKit
import OSLog
import SwiftUI

/// The app: one window over one table model, which is created at launch and
/// comes back to a game the app was killed in the middle of.
@main
struct BaghchalApp: App {
    @State private var model: TableModel

    init() {
        let feedback = DeviceFeedback()
        let model = TableModel(
            storage: DefaultsStorage(),
            feedback: feedback,
            defaultLanguage: BundleLocalizer.preferredLanguage
        )
        // The click follows the sound setting at the moment it plays.
        feedback.isSoundOn = { [weak model] in model?.preferences.sound ?? false }
        _model = State(initialValue: model)
    }

    /// Loads the tables the app ships (the bundle's `Tables` folder); a file that
    /// fails leaves one line in the device's log and the app as it was.
    private func loadTables() async {
        guard let resources = Bundle.main.resourceURL else { return }
        let log = Logger(subsystem: "np.baghchal.app", category: "tables")
        let folder = resources.appendingPathComponent("Tables")
        // The analysis board says "still loading" until the tables have been tried.
        model.analysis.tablesChanged(loading: true)
        // The puzzles first: they need no table to load, and the set-up page offers them
        // as soon as they are in (a wrong move is valued once the G = 5 table is in).
        if let puzzles = TableLoader.shippedPuzzles(in: folder) {
            await model.loadPuzzles(puzzles) { line in log.error("\(line, privacy: .public)") }
        }
        await model.loadTables(TableLoader.shippedFiles(in: folder)) { line in
            log.error("\(line, privacy: .public)")
        }
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                // The endgame tables load off the main thread while the app is already playable.
                .task { await loadTables() }
        }
    }
}
