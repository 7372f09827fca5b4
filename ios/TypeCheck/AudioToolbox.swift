// A declaration-only stand-in for Apple's AudioToolbox, for the type-check of the
// app's sources on Linux (.ci/typecheck-ios-app.sh; see README.md here). Only the
// system-sound functions the app uses (DeviceFeedback.swift), with the signatures
// of Apple's documentation; every body is a stub and nothing runs.

@_exported import Foundation

/// MacTypes' status code (0 is no error).
@available(iOS 2.0, *)
public typealias OSStatus = Int32

/// A sound registered with System Sound Services.
@available(iOS 2.0, *)
public typealias SystemSoundID = UInt32

/// CoreFoundation's URL type, which Apple's Foundation re-exports and Linux's lacks.
/// Simplified: on Apple it is a class of its own, toll-free bridged to NSURL, which
/// `url as CFURL` reaches through Foundation's URL-to-NSURL bridge; here it is NSURL
/// itself, which `url as CFURL` reaches through the same bridge. A bare `URL` passes
/// neither (Swift never bridges an argument implicitly); a bare `NSURL` would pass here
/// and not on a Mac.
@available(iOS 2.0, *)
public typealias CFURL = NSURL

@available(iOS 2.0, *)
public var kAudioServicesNoError: OSStatus { 0 }

@available(iOS 2.0, *)
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus { fatalError() }

@available(iOS 2.0, *)
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
