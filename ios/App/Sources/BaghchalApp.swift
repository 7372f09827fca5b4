import BaghchalKit
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

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
    }
}
