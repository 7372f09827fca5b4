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
        await model.loadTables(TableLoader.shippedFiles(in: resources.appendingPathComponent("Tables"))) { line in
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
