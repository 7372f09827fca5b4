// A declaration-only stand-in for Apple's OSLog (the unified logging `Logger`), for
// the type-check of the app's sources on Linux (.ci/typecheck-ios-app.sh; see
// README.md here). Only what the app uses (BaghchalApp.swift), with the signatures of
// Apple's documentation; every body is a stub and nothing runs.

import Foundation

/// Whether an interpolated value shows in the log or is redacted.
@available(iOS 14.0, *)
public struct OSLogPrivacy: Equatable, Sendable {
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static let auto = OSLogPrivacy()
}

@available(iOS 14.0, *)
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
}

@available(iOS 14.0, *)
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
}

/// The interpolations a log message accepts. Simplified: Apple's has many more
/// (floating point, pointers, errors, objects); a call using one of those would fail here.
@available(iOS 14.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
}

/// A log message: a string literal, with interpolations only of the kinds above.
@available(iOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) {}
    public init(stringLiteral value: String) {}
}

/// Writes to the unified log.
@available(iOS 14.0, *)
public struct Logger: @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}
