// A declaration-only stand-in for Apple's UIKit, for the type-check of the app's
// sources on Linux (.ci/typecheck-ios-app.sh; see README.md here). Only what the
// app uses (DeviceFeedback.swift: the haptic feedback generators), with the
// signatures of Apple's documentation; every body is a stub and nothing runs.

@_exported import Foundation

/// The base of UIKit's feedback generators.
@available(iOS 10.0, *)
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

/// Haptics for a collision: a piece put down, a capture.
@available(iOS 10.0, *)
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        @available(iOS 13.0, *)
        case soft, rigid
    }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    @available(iOS 13.0, *)
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for success, warning or error.
@available(iOS 10.0, *)
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
