import BaghchalKit
import SwiftUI

extension View {
    /// Says why a shared text could not be opened (``TableModel/importRefusal``), in the
    /// player's words with its line and move, until the player has read it; nothing else changed.
    func importRefusalAlert(model: TableModel, words: Words) -> some View {
        let refusal = model.importRefusal
        let shown = refusal != nil
        return alert(
            words.text(.importRefusedTitle),
            isPresented: Binding(get: { shown }, set: { stillShown in if !stillShown { model.importRefusalSaid() } })
        ) {
            Button(words.text(.ok)) { model.importRefusalSaid() }
        } message: {
            Text(verbatim: refusal.map(words.importRefusal) ?? "")
        }
    }
}
