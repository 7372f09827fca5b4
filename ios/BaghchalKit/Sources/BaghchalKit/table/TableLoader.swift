import Dispatch
import Foundation

/// Why an endgame table or placement book file could not be loaded: missing, damaged,
/// truncated, for other rules, or (a book) made by an engine that plays otherwise.
public struct TableLoadError: Error, Equatable, CustomStringConvertible {
    /// The file and what is wrong with it, as the core says.
    public let detail: String

    /// What is wrong.
    public var description: String { detail }
}

/// Loads the endgame tables and placement books the app ships, off the main thread.
/// The core keeps one table and one book per goats-to-win; Perfect, hints, the
/// verdict and review use the tables once loaded, Perfect the books in placement,
/// and everything works without them meanwhile. A file that fails leaves the app
/// playing as before, with one line in the log.
public enum TableLoader {
    /// What loading the files gave.
    public struct Report: Equatable, Sendable {
        /// The goats-to-win of every table now loaded, in the order the files were given.
        public var loaded: [Int] = []
        /// The goats-to-win of every placement book now loaded, in the same order.
        public var books: [Int] = []
        /// One line per file that failed, as written to the log.
        public var failures: [String] = []
    }

    /// The files in `folder` (the app bundle's `Tables`): the tables `tablebase-g*.tb`,
    /// then the placement books `book-g*.book`, each by name; none if the folder is
    /// missing. Books come last because loading one checks it against its table.
    public static func shippedFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let tables = names.filter { $0.hasPrefix("tablebase-g") && $0.hasSuffix(".tb") }.sorted()
        let books = names.filter { $0.hasPrefix("book-g") && $0.hasSuffix(".\(bookExtension)") }.sorted()
        return (tables + books).map { folder.appendingPathComponent($0) }
    }

    /// The extension of a placement book's file; every other file is taken for a table.
    public static let bookExtension = "book"

    /// Loads each of `files` on a background queue (a book after its table), writing
    /// one line to `log` for each that fails, and returns what loaded. Never throws:
    /// a bad file is skipped.
    public static func load(_ files: [URL], log: @escaping @Sendable (String) -> Void = standardErrorLog) async
        -> Report
    {
        await withCheckedContinuation { continuation in
            queue.async {
                var report = Report()
                for file in files {
                    let isBook = file.pathExtension == bookExtension
                    do {
                        if isBook {
                            report.books.append(try Engine.loadBook(path: file.path))
                        } else {
                            report.loaded.append(try Engine.loadTablebase(path: file.path))
                        }
                    } catch {
                        let what = isBook ? "placement book" : "endgame table"
                        let line = "\(what) \(file.lastPathComponent) not loaded: \(error)"
                        report.failures.append(line)
                        log(line)
                    }
                }
                continuation.resume(returning: report)
            }
        }
    }

    /// The puzzle file in `folder` (the bundle's `Tables`), if it is there.
    public static func shippedPuzzles(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".puzzles") }.sorted().first.map { folder.appendingPathComponent($0) }
    }

    /// Reads and checks the puzzle file at `url` on the loading queue; nil, with one line
    /// in `log`, if the core refuses it.
    public static func loadPuzzles(_ url: URL, log: @escaping @Sendable (String) -> Void = standardErrorLog) async
        -> PuzzleBook?
    {
        await withCheckedContinuation { continuation in
            queue.async {
                do {
                    continuation.resume(returning: try PuzzleBook(path: url.path))
                } catch {
                    log("puzzle file \(url.lastPathComponent) not loaded: \(error)")
                    continuation.resume(returning: nil)
                }
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
