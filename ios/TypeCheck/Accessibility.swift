// A declaration-only stand-in for Apple's Accessibility framework (iOS 17), for the
// type-check of the app's sources on Linux (.ci/typecheck-ios-app.sh; see README.md
// here). Only the notification the app posts (TableScreen.swift), with the
// signatures of Apple's documentation; every body is a stub and nothing runs.

import Foundation

/// Notifications an app posts to assistive technologies such as VoiceOver.
public enum AccessibilityNotification {
    /// An announcement for VoiceOver to speak.
    public struct Announcement {
        /// Guess: the documentation names String and AttributedString announcements;
        /// the two initialisers' exact spelling was not checked.
        public init(_ announcement: String) {}
        public init(_ announcement: AttributedString) {}
        public func post() {}
    }
}
