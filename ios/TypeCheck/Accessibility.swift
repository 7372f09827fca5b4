// A declaration-only stand-in for Apple's Accessibility framework (iOS 17), for the
// type-check of the app's sources on Linux (.ci/typecheck-ios-app.sh; see README.md
// here). Only the notification the app posts (TableScreen.swift), with the
// signatures of Apple's documentation; every body is a stub and nothing runs.

import Foundation

/// What every notification offers; Apple's protocol has an underscored name too.
@available(iOS 17.0, *)
public protocol _AccessibilityNotifications {}

@available(iOS 17.0, *)
extension _AccessibilityNotifications {
    /// Posts the notification to assistive apps such as VoiceOver.
    public func post() {}
}

/// Notifications an app posts to assistive technologies.
@available(iOS 17.0, *)
public enum AccessibilityNotification {
    /// An announcement for VoiceOver to speak.
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: String) {}
        public init(_ announcement: AttributedString) {}
        public init(_ announcement: NSAttributedString) {}
    }
}
