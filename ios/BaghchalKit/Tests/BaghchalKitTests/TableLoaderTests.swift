import Foundation
import Testing

@testable import BaghchalKit

/// Loading the shipped endgame tables: a good file, a missing one, a damaged one.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct TableLoaderTests {
    /// Collects the log lines a load writes.
    private final class LogLines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func add(_ line: String) { lock.withLock { stored.append(line) } }
        var lines: [String] { lock.withLock { stored } }
    }

    @Test func aMissingAndADamagedFileLeaveOneLogLineEachAndTheAppPlaying() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baghchal-tables-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("tablebase-g4.tb")
        // The good table with a byte in its middle flipped: the checksum refuses it.
        var bytes = try Data(contentsOf: g3TableFile)
        bytes[bytes.count / 2] ^= 0xFF
        let damaged = folder.appendingPathComponent("tablebase-g5.tb")
        try bytes.write(to: damaged)
        let truncated = folder.appendingPathComponent("tablebase-g6.tb")
        try bytes.prefix(100).write(to: truncated)

        let storage = MemoryStorage()
        let h = await seated(passAndPlay, storage: storage)
        h.model.tap(c3)
        let log = LogLines()
        let report = await h.model.loadTables([missing, damaged, truncated], log: { log.add($0) })
        #expect(report.loaded.isEmpty)
        #expect(report.failures.count == 3)
        #expect(log.lines == report.failures, "one line per bad file")
        #expect(log.lines.allSatisfy { $0.contains("not loaded") })
        #expect(log.lines[0].contains("tablebase-g4.tb") && log.lines[1].contains("tablebase-g5.tb"))
        // Nothing lost, still playing.
        #expect(try h.table.game.moveLog == ["c3"])
        h.model.tap(a1)
        h.model.tap(b1)
        #expect(try h.table.game.moveLog == ["c3", "a1-b1"])
        #expect(storage.read(Saved.record) != nil)
    }

    @Test func aGoodFileLoadsOffTheMainThreadAndTheVerdictFollows() async throws {
        let log = LogLines()
        let h = await seated(TableSetup(mode: .passAndPlay, goatsToWin: 3))
        h.model.updatePreferences { $0.showVerdict = true }
        let report = await h.model.loadTables([g3TableFile], log: { log.add($0) })
        #expect(report.loaded == [3])
        #expect(report.failures.isEmpty && log.lines.isEmpty)
        #expect(h.model.tablesLoaded.contains(3))
        // Placement: the table does not apply, so the verdict stays unknown rather than a guess.
        #expect(try h.table.verdict?.outcome == .unknown)
    }

    @Test func theShippedFilesAreFoundByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baghchal-bundle-\(UUID())")
        let tables = folder.appendingPathComponent("Tables")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["book-g5.book", "tablebase-g5.tb", "tablebase-g3.tb", "other.tb", "tablebase-g4.txt", "g5.book"] {
            try Data().write(to: tables.appendingPathComponent(name))
        }
        // The book after the tables: loading it checks it against its table.
        #expect(
            TableLoader.shippedFiles(in: tables).map(\.lastPathComponent) == [
                "tablebase-g3.tb", "tablebase-g5.tb", "book-g5.book",
            ])
        #expect(TableLoader.shippedFiles(in: folder.appendingPathComponent("none")).isEmpty)
    }

    @Test func aBookLoadsAfterItsTableAndABadOneCostsOneLogLine() async throws {
        defer { Engine.unloadBooks() }
        let log = LogLines()
        let good = await TableLoader.load([g2TableFile, g2BookFile], log: { log.add($0) })
        #expect(good.loaded == [2])
        #expect(good.books == [2])
        #expect(good.failures.isEmpty && log.lines.isEmpty)
        Engine.unloadBooks()

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baghchal-books-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: g2BookFile)
        bytes[bytes.count - 1] ^= 0x01
        let damaged = folder.appendingPathComponent("book-g2.book")
        try bytes.write(to: damaged)
        let bad = await TableLoader.load([g2TableFile, damaged], log: { log.add($0) })
        #expect(bad.loaded == [2], "the table still loads")
        #expect(bad.books.isEmpty)
        #expect(log.lines == bad.failures)
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.hasPrefix("placement book book-g2.book not loaded:") == true)
        #expect(log.lines.first?.contains("damaged") == true, "the core's reason: \(log.lines)")
    }
}
