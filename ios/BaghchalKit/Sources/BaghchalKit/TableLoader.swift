import Dispatch
import Foundation

/// Why an endgame table file could not be loaded: missing, damaged, truncated or for other rules.
public struct TableLoadError: Error, Equatable, CustomStringConvertible {
    /// The file and what is wrong with it, as the core says.
    public let detail: String

    /// What is wrong.
    public var description: String { detail }
}

/// Loads the endgame tables the app ships, off the main thread. The core keeps
/// one table per goats-to-win; Perfect, hints, the verdict and review use them
/// once loaded, and everything works without them meanwhile. A file that fails
/// leaves the app playing as before, with one line in the log.
public enum TableLoader {
    /// What loading the files gave.
    public struct Report: Equatable, Sendable {
        /// The goats-to-win of every table now loaded, in the order the files were given.
        public var loaded: [Int] = []
        /// One line per file that failed, as written to the log.
        public var failures: [String] = []
    }

    /// The table files in `folder` (the app bundle's `Tables`): `tablebase-g*.tb`,
    /// by name; none if the folder is missing.
    public static func shippedFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("tablebase-g") && $0.hasSuffix(".tb") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Loads each of `files` on a background queue, writing one line to `log` for each
    /// that fails, and returns what loaded. Never throws: a bad file is skipped.
    public static func load(_ files: [URL], log: @escaping @Sendable (String) -> Void = standardErrorLog) async
        -> Report
    {
        await withCheckedContinuation { continuation in
            queue.async {
                var report = Report()
                for file in files {
                    do {
                        report.loaded.append(try Engine.loadTablebase(path: file.path))
                    } catch {
                        let line = "endgame table \(file.lastPathComponent) not loaded: \(error)"
                        report.failures.append(line)
                        log(line)
                    }
                }
                continuation.resume(returning: report)
            }
        }
    }

    /// Writes a line to standard error, where the device's console and the test log show it.
    public static let standardErrorLog: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Reading a file maps and checks it: off the main actor and off Swift's cooperative pool.
    private static let queue = DispatchQueue(label: "np.baghchal.tables", qos: .utility)
}
