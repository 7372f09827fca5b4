import AudioToolbox
import BaghchalKit
import UIKit

/// A click when a piece lands (only while sound is on) and haptics on picking
/// up, on a capture and at the end of a game, as the Android app does. The haptics
/// do not follow the in-app sound switch (Android's follow the system's touch
/// feedback setting); UIKit's generators already obey the phone's haptics setting.
@MainActor
final class DeviceFeedback: Feedback {
    /// Read at every click, so the menu's sound switch takes effect at once.
    var isSoundOn: @MainActor () -> Bool = { true }

    private let tap = UIImpactFeedbackGenerator(style: .light)
    private let capture = UIImpactFeedbackGenerator(style: .medium)
    private let ending = UINotificationFeedbackGenerator()
    /// The Android app's click (the same WAV) as a system sound: short, mixed
    /// with other audio, and silent when the phone's ring/silent switch is on silent.
    private let click: SystemSoundID?

    init() {
        var id: SystemSoundID = 0
        if let url = Bundle.main.url(forResource: "piece_down", withExtension: "wav"),
            AudioServicesCreateSystemSoundID(url as CFURL, &id) == kAudioServicesNoError
        {
            click = id
        } else {
            click = nil
        }
    }

    func moved(captured: Bool) {
        if isSoundOn(), let click { AudioServicesPlaySystemSound(click) }
        if captured { capture.impactOccurred() }
    }

    func picked() {
        tap.impactOccurred()
    }

    func gameOver() {
        ending.notificationOccurred(.success)
    }
}
