import Foundation
import Testing

@testable import BaghchalKit

/// What VoiceOver hears on the puzzle trainer and the analysis board (issue 37): for
/// every event, the announcement ``Words/spokenChange(from:to:)`` makes of the lines the
/// kit computes (``Words/puzzleLines(_:)``, ``Words/analysisLines(_:)``), the same lines
/// Android's live regions hold; and the defects the third review found in these screens.
/// As Android's `ScreenReaderTests`.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ScreenReaderTests {
    /// What VoiceOver is told when `event` runs on the trainer.
    private func said(_ words: Words, _ t: PuzzleTrainer, _ event: () -> Void) -> String? {
        let before = words.puzzleLines(t)
        event()
        return words.spokenChange(from: before, to: words.puzzleLines(t))
    }

    /// What VoiceOver is told when `event` runs on the board.
    private func said(_ words: Words, _ b: AnalysisBoard, _ event: () async -> Void) async -> String? {
        let before = words.analysisLines(b)
        await event()
        return words.spokenChange(from: before, to: words.analysisLines(b))
    }

    @Test func everyPuzzleEventIsAnnounced() async throws {
        let en = try catalogWords(.english)
        let t = try await trainer()
        #expect(t.open(try puzzle(withLine: 3)))
        let line = try #require(t.puzzle?.line)
        // A hint: its move (never spoken before).
        #expect(said(en, t) { t.showHint() } == en.text(.hintShown, .text(line[0].notation)))
        // A right move: the defence played in reply (never spoken before: the stage stays "solving").
        let solver = try #require(t.puzzle?.solver)
        let replied: StringKey = solver == .tiger ? .puzzleRightGoatsReplied : .puzzleRightTigersReplied
        #expect(said(en, t) { touch(t, line[0]) } == en.text(replied, .text(line[1].notation)))
        // A wrong move: what PuzzleWords says of it.
        let table = try #require(t.table)
        var wrong: (Int, Int)?
        for from in table.movable.sorted() where wrong == nil {
            t.tap(from)
            wrong = t.table?.targets.map { (from, $0.to) }.first { $0.0 != line[2].from || $0.1 != line[2].to }
            t.tapOutside()
        }
        let (from, to) = try #require(wrong)
        let wrongSaid = said(en, t) {
            t.tap(from)
            t.tap(to)
        }
        #expect(t.stage == .wrong)
        // Then its explanation, being worked out off the main actor (issue 43 §2).
        #expect(en.puzzleWhy(t) == [en.text(.whyComputing)])
        #expect(wrongSaid == en.spokenChange(from: [], to: [en.puzzleStatus(t)] + en.puzzleWhy(t)))
        // A retry: the task's first words, and the focus goes to the task.
        let attempt = t.attempt
        #expect(said(en, t) { t.retry() } == en.text(.puzzleFind))
        #expect(t.attempt == attempt + 1)
        // The solution; a new puzzle.
        let solution = said(en, t) { t.showSolution() }
        #expect(solution == en.puzzleStatus(t) && t.stage == .solution)
        #expect(said(en, t) { t.openNext() } == en.text(.puzzleFind))
        #expect(t.attempt == attempt + 2)
        // Solved.
        let fresh = try #require(t.puzzle?.line)
        var last: String?
        var k = 0
        while t.stage == .solving {
            last = said(en, t) { touch(t, fresh[k]) }
            k += 2
        }
        #expect(last == en.text(.puzzleSolved))
        let ne = try catalogWords(.nepali)
        #expect(ne.puzzleLines(t) == [ne.text(.puzzleSolved)])
    }

    @Test func aDamagedPuzzleRecordIsSaidOnce() async throws {
        let en = try catalogWords(.english)
        let storage = MemoryStorage()
        storage.write([PuzzleTrainer.progressKey: "not a progress line"])
        let t = try await trainer(storage)
        #expect(t.progressRefused)
        #expect(t.open(try puzzle(withLine: 1)))
        #expect(en.puzzleLines(t) == [en.text(.puzzleProgressUnreadable), en.text(.puzzleFind)])
        t.showHint()
        #expect(!en.puzzleLines(t).contains(en.text(.puzzleProgressUnreadable)))
        t.openNext()
        #expect(!en.puzzleLines(t).contains(en.text(.puzzleProgressUnreadable)))
        // The counts under the task, as the analysis board shows them.
        let game = try #require(t.table?.game)
        #expect(
            en.analysisCounts(game)
                == en.text(.setupInHand, .number(game.goatsInHand)) + "  ·  "
                + en.text(.counterEaten, .number(game.captured), .number(game.goatsToWin)))
    }

    @Test func valuesArrivingAStepAndTheSetupAreAnnounced() async throws {
        try await loadG3Table()
        let en = try catalogWords(.english)
        let start = try #require(try ratedPositions()[.win])
        let b = AnalysisBoard()
        b.open(start.snapshot(), rules: start.rules)
        // "Working out" and then the values: the best move and its value.
        #expect(b.values == .computing)
        let arrived = await said(en, b) { await b.waitForValues() }
        guard case .known(let moves) = b.values else {
            Issue.record("no values: \(b.values)")
            return
        }
        let best = try #require(MoveValues.ordered(moves).first)
        #expect(arrived == en.text(.analysisValuesKnown, .text(en.analysisMove(best))))
        // The marks are in what VoiceOver says of each point.
        let table = try #require(b.table)
        for (point, outcome) in b.values.marks(picked: nil) {
            let about = en.accessibility(of: point, in: table, mark: outcome)
            #expect(about.value.hasSuffix(en.valueMark(outcome)))
        }
        // A move that does not end the game: the new turn and "working out", in one announcement.
        let middling = try #require(MoveValues.ordered(moves).first { !($0.outcome == .win && $0.distance == 1) })
        let moved = await said(en, b) {
            b.tap(middling.move.from ?? middling.move.to)
            b.tap(middling.move.to)
        }
        let turn = en.analysisTurn(try #require(b.table?.game))
        #expect(moved == en.text(.statusAnnouncement, .text(turn), .text(en.text(.analysisComputing))))
        await b.waitForValues()
        // A step back.
        let stepped = await said(en, b) { b.stepBack() }
        #expect(stepped?.hasPrefix(en.analysisTurn(try #require(b.table?.game))) == true)
        await b.waitForValues()
        // The set-up: ready, a problem, ready again.
        #expect(await said(en, b) { b.editSetup() } == en.text(.setupReady))
        let tiger = try #require(b.draft?.board.firstIndex(of: .tiger))
        let problem = await said(en, b) { b.tap(tiger) }
        #expect(b.draft?.problems.isEmpty == false)
        #expect(problem == en.setupLine(b.draft?.problems ?? []))
        #expect(await said(en, b) { b.tap(tiger) } == en.text(.setupReady))
        // Started: the focus goes to the turn line.
        let starts = b.starts
        #expect(b.startFromDraft())
        #expect(b.starts == starts + 1)
        await b.waitForValues()
    }

    @Test func gameOverSaysTheResultOnce() async throws {
        try await loadG3Table()
        let en = try catalogWords(.english)
        let start = try #require(try ratedPositions()[.win])
        let b = AnalysisBoard()
        b.open(start.snapshot(), rules: start.rules)
        await b.waitForValues()
        var last: String?
        while let game = b.table?.game, !game.isOver {
            guard case .known(let moves) = b.values, let best = MoveValues.ordered(moves).first else {
                Issue.record("no values")
                return
            }
            last = await said(en, b) {
                if let from = best.move.from { b.tap(from) }
                b.tap(best.move.to)
            }
            await b.waitForValues()
        }
        let lines = en.analysisLines(b)
        #expect(lines.count == 1, "the result, once")
        let game = try #require(b.table?.game)
        let winner = en.text(game.result == .tigersWin ? .resultTigersWin : .resultGoatsWin)
        #expect(lines.first?.hasPrefix(en.text(.analysisResult, .text(winner))) == true)
        // Said once: the values line no longer repeats that the game is over.
        let result = en.text(.analysisResult, .text(winner))
        #expect(lines.joined(separator: " ").components(separatedBy: result).count == 2)
        #expect(last == lines.first)
    }

    @Test func tablesStillLoadingSaySoAndAreAskedAgain() async throws {
        try await loadG3Table()
        let en = try catalogWords(.english)
        // A G = 4 position: no table fits, as on a phone before its tables are in.
        let e = try Engine(goatsToWin: 4, repetition: .draw3)
        var dice = Dice(3)
        while e.snapshot().phase == .placement, try playOneMove(e, &dice) {}
        let b = AnalysisBoard()
        b.tablesChanged(loading: true)
        b.open(e.snapshot(), rules: e.rules)
        await b.waitForValues()
        #expect(b.values == .tablesLoading)
        #expect(en.analysisStatus(b.values) == en.text(.analysisTablesLoading))
        b.tablesChanged(loading: false)
        await b.waitForValues()
        #expect(b.values == .noTable)
    }

    @Test func theSearchStopsInTheBackgroundAndIsAskedAgain() async throws {
        try await loadG3Table()
        let start = try #require(try ratedPositions()[.win])
        let handles = Box<[CancelHandle]>([])
        let b = AnalysisBoard(makeCancelHandle: {
            let handle = CancelHandle()
            handles.value.append(handle)
            return handle
        })
        b.open(start.snapshot(), rules: start.rules)
        b.pause()
        #expect(handles.value.count == 1 && handles.value[0].isCancelled)
        await b.waitForValues()
        #expect(b.values == .computing)
        b.resume()
        #expect(handles.value.count == 2)
        await b.waitForValues()
        if case .known = b.values {} else { Issue.record("no values after resume: \(b.values)") }
    }

    @Test func aFinishedGameIsAnalysedFromThePositionBeforeTheEnd() async throws {
        try await loadG3Table()
        let en = try catalogWords(.english)
        let finished = try #require(try ratedPositions()[.win])
        var dice = Dice(5)
        while try playOneMove(finished, &dice) {}
        let h = Harness(storage: savedTable(finished, setup: passAndPlay, humans: [.goat, .tiger]))
        defer { h.kill() }
        await h.idle()
        h.model.openReview()
        h.model.openAnalysis()
        #expect(h.model.screen == .analysis)
        #expect(h.model.analysis.draft == nil, "no set-up full of errors")
        let log = finished.snapshot().moveLog
        #expect(h.model.analysis.table?.game.board == (try finished.position(at: log.count - 1)).board)
        #expect(h.model.analysis.line == [log[log.count - 1]] && h.model.analysis.canStepForward)
        h.model.analysis.stepForward()
        let end = try #require(h.model.analysis.table?.game)
        #expect(end.isOver)
        #expect(en.analysisTurn(end).hasPrefix(en.text(.analysisResult, .text(en.resultTitle(TableState(game: end, humanSides: [], tally: Tally()), mode: .watch)))))
    }

    @Test func analyseIsOfferedAgainstTheComputerOnlyAfterTheGame() async throws {
        let h = await seated(playGoats)
        defer { h.kill() }
        #expect(!h.model.canAnalyse)
        h.model.openAnalysis()
        #expect(h.model.screen == .table, "no uncounted hint mid-game")
        h.model.resign()
        await h.idle()
        #expect(h.model.canAnalyse)
        let p = await seated(passAndPlay)
        defer { p.kill() }
        #expect(p.model.canAnalyse)
    }

    @Test func aFreeBoardSaysPickWhereATapPicksAnotherPiece() async throws {
        try await loadG3Table()
        let en = try catalogWords(.english)
        let start = try #require(try ratedPositions()[.win])
        let b = AnalysisBoard()
        b.open(start.snapshot(), rules: start.rules)
        let movable = try #require(b.table?.movable.sorted())
        try #require(movable.count >= 2)
        b.tap(movable[0])
        let table = try #require(b.table)
        let other = try #require(movable.dropFirst().first { table.target(at: $0) == nil })
        #expect(en.accessibility(of: other, in: table, freeBoard: b.isFreeBoard).action == en.text(.actionPick))
        // The table's own touch puts the piece back there.
        #expect(en.accessibility(of: other, in: table).action == en.text(.actionPutBack))
        // And the tap does pick it.
        b.tap(other)
        #expect(b.table?.picked == other)
        b.close()
    }

    @Test func aRebuiltBoardDrawsTheLastMoveInPlace() {
        // Nothing shown yet (a rotation, the return from the analysis board): no slide.
        #expect(!MoveSlide.slides(from: nil, animated: true))
        #expect(MoveSlide.slides(from: 3, animated: true))
        #expect(!MoveSlide.slides(from: 3, animated: false))
    }
}

/// A puzzle in progress, the analysis line and a half-entered set-up come back after a
/// kill in the background (issue 37); a damaged one is kept aside and said once. As
/// Android's `KeptScreensTests`.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct KeptScreensTests {
    @Test func aPuzzleInProgressComesBackAtItsStep() async throws {
        try await loadG3Table()
        let storage = MemoryStorage()
        let book = try PuzzleBook(path: g3PuzzleFile.path)
        let index = try #require((0..<book.count).first { (book.puzzle($0)?.line.count ?? 0) >= 3 })
        let h = Harness(storage: storage)
        await h.model.loadPuzzles(g3PuzzleFile)
        h.model.openPuzzles(index: index)
        h.model.puzzles.showHint()
        let m = try #require(h.model.puzzles.puzzle?.line.first)
        if let from = m.from { h.model.puzzles.tap(from) }
        h.model.puzzles.tap(m.to)
        #expect(h.model.puzzles.step == 1)
        let board = h.model.puzzles.table?.game.board
        h.kill()
        let again = Harness(storage: storage)
        defer { again.kill() }
        await again.model.loadPuzzles(g3PuzzleFile)
        #expect(again.model.screen == .puzzles)
        #expect(again.model.puzzles.puzzle?.index == index && again.model.puzzles.step == 1)
        #expect(again.model.puzzles.table?.game.board == board)
        again.model.closePuzzles()
        let third = Harness(storage: storage)
        defer { third.kill() }
        await third.model.loadPuzzles(g3PuzzleFile)
        #expect(third.model.screen == .setup)
    }

    @Test func theAnalysisLineAndAHalfEnteredSetupComeBack() async throws {
        try await loadG3Table()
        let storage = MemoryStorage()
        let h = Harness(storage: storage)
        h.model.openAnalysisBoard()
        // A goat placed, then a tiger's move.
        for _ in 0..<2 {
            let table = try #require(h.model.analysis.table)
            if let point = table.placeHints.sorted().first {
                h.model.analysis.tap(point)
            } else {
                let from = try #require(table.movable.sorted().first)
                h.model.analysis.tap(from)
                h.model.analysis.tap(try #require(h.model.analysis.table?.targets.first?.to))
            }
        }
        #expect(h.model.analysis.line.count == 2)
        h.model.analysis.stepBack()
        let line = h.model.analysis.line
        let cursor = h.model.analysis.cursor
        let board = h.model.analysis.table?.game.board
        h.kill()
        let again = Harness(storage: storage)
        #expect(again.model.screen == .analysis)
        #expect(again.model.analysis.line == line && again.model.analysis.cursor == cursor)
        #expect(again.model.analysis.table?.game.board == board)
        again.model.analysis.editSetup()
        again.model.analysis.tap(12)
        let entered = again.model.analysis.draft?.board
        again.kill()
        let third = Harness(storage: storage)
        defer { third.kill() }
        #expect(third.model.analysis.draft?.board == entered && third.model.analysis.draftCancellable)
        #expect(third.model.analysis.cancelDraft())
        #expect(third.model.analysis.line == line)
        third.model.closeAnalysis()
        #expect(storage.read(AnalysisBoard.sessionKey) == nil)
    }

    @Test func aDamagedKeptScreenIsSetAsideAndSaidOnce() async throws {
        let damaged = "rules 3 DRAW3\nline b2-b3\ncursor 7"
        let storage = MemoryStorage()
        storage.write([TableModel.openKey: "analysis", AnalysisBoard.sessionKey: damaged])
        let h = Harness(storage: storage)
        defer { h.kill() }
        #expect(h.model.screen == .setup && h.model.sessionRefused)
        #expect(storage.read(AnalysisBoard.sessionRefusedKey) == damaged)
        #expect(storage.read(AnalysisBoard.sessionKey) == nil)
        h.model.openAnalysisBoard()
        #expect(!h.model.sessionRefused)
        // The text itself, in Android's form.
        let good = "rules 3 DRAW3\nstart TTTT\(String(repeating: ".", count: 21)) G 20 0\nline \ncursor 0"
        #expect(AnalysisSession.read(good)?.write() == good)
        #expect(AnalysisSession.read(good.replacingOccurrences(of: "cursor 0", with: "cursor 1")) == nil)
        #expect(AnalysisSession.read(good.replacingOccurrences(of: "TTTT.", with: "TTTX.")) == nil)
    }
}
