// A declaration-only stand-in for Apple's AudioToolbox, for the type-check of the
// app's sources on Linux (.ci/typecheck-ios-app.sh; see README.md here). Only the
// system-sound functions the app uses (DeviceFeedback.swift), with the signatures
// of Apple's documentation; every body is a stub and nothing runs.

@_exported import Foundation

/// MacTypes' status code (0 is no error).
public typealias OSStatus = Int32

/// A sound registered with System Sound Services.
public typealias SystemSoundID = UInt32

/// Simplified: CoreFoundation's URL type, which Foundation re-exports on Apple's
/// platforms and Linux's Foundation lacks. On Apple `url as CFURL` is a toll-free
/// bridge; here it is an upcast to this protocol, so `as CFURL` type-checks the
/// same way, but a call that forgets the `as` would also pass here (not on a Mac).
public protocol CFURL {}
extension URL: CFURL {}

public var kAudioServicesNoError: OSStatus { 0 }

public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus { fatalError() }

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
