import Foundation

/// A small key-value store that survives the app being killed: UserDefaults on
/// the phone, memory in tests. Called on the main actor only.
public protocol Storage: AnyObject {
    /// The value stored under `key`, or nil.
    func read(_ key: String) -> String?

    /// Stores every entry of `values`; a nil value removes its key.
    func write(_ values: [String: String?])
}

/// A ``Storage`` held in memory, for tests and previews. Two models given the
/// same instance one after the other behave like the app before and after a kill.
public final class MemoryStorage: Storage {
    /// Everything stored.
    public private(set) var contents: [String: String]

    /// A store holding `initial`.
    public init(_ initial: [String: String] = [:]) {
        contents = initial
    }

    /// The value stored under `key`, or nil.
    public func read(_ key: String) -> String? { contents[key] }

    /// Stores every entry of `values`; a nil value removes its key.
    public func write(_ values: [String: String?]) {
        for (key, value) in values { contents[key] = value }
    }
}

/// A ``Storage`` in `UserDefaults`, each key under a common prefix.
public final class DefaultsStorage: Storage {
    private let defaults: UserDefaults
    private let prefix: String

    /// Keys are stored in `defaults` as `prefix` + key.
    public init(_ defaults: UserDefaults = .standard, prefix: String = "baghchal.") {
        self.defaults = defaults
        self.prefix = prefix
    }

    /// The value stored under `key`, or nil.
    public func read(_ key: String) -> String? { defaults.string(forKey: prefix + key) }

    /// Stores every entry of `values`; a nil value removes its key.
    public func write(_ values: [String: String?]) {
        for (key, value) in values {
            if let value { defaults.set(value, forKey: prefix + key) } else { defaults.removeObject(forKey: prefix + key) }
        }
    }
}

/// A screen kept across a kill under `key` (the puzzle on screen, the analysis board).
/// One that cannot be read back is moved to `refusedKey`, kept for a bug report, and
/// ``refused`` says so until ``said()``. As Android's `KeptSession`.
final class KeptSession {
    private let storage: any Storage
    private let key: String
    private let refusedKey: String
    /// True once a kept text was refused, until the refusal has been shown.
    private(set) var refused = false

    init(storage: any Storage, key: String, refusedKey: String) {
        self.storage = storage
        self.key = key
        self.refusedKey = refusedKey
    }

    /// The kept text, if any.
    func read() -> String? { storage.read(key) }

    /// Keeps `text`; nil forgets it.
    func write(_ text: String?) { storage.write([key: text]) }

    /// `text` could not be read back: set aside, and false for the caller to return.
    func refuse(_ text: String) -> Bool {
        refused = true
        storage.write([refusedKey: text, key: nil])
        return false
    }

    /// The refusal has been shown.
    func said() { refused = false }
}
