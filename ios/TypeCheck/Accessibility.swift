// A declaration-only stand-in for Apple's Accessibility framework (iOS 17), for the
// type-check of the app's sources on Linux (.ci/typecheck-ios-app.sh; see README.md
// here). Only the notification the app posts (TableScreen.swift), with the
// signatures of Apple's documentation; every body is a stub and nothing runs.

import Foundation

/// What every notification offers; Apple's protocol has an underscored name too.
public protocol _AccessibilityNotifications {}

extension _AccessibilityNotifications {
    /// Posts the notification to assistive apps such as VoiceOver.
    public func post() {}
}

/// Notifications an app posts to assistive technologies.
public enum AccessibilityNotification {
    /// An announcement for VoiceOver to speak.
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: String) {}
        public init(_ announcement: AttributedString) {}
        public init(_ announcement: NSAttributedString) {}
    }
}
