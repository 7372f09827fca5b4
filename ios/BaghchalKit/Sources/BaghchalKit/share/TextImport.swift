import Foundation

/// Where a copied text comes from: the system's paste button in the app (``PastedText``), a
/// fake in tests.
@MainActor
public protocol Clipboard {
    /// The text copied last, or nil when nothing textual is copied.
    var copiedText: String? { get }
}

/// What the system's paste button handed over, as a clipboard: the first text not all blank space.
public struct PastedText: Clipboard {
    /// The first text with more than blank space; nil when there is none.
    public let copiedText: String?

    /// The texts pasted, in the pasteboard's order.
    public init(_ texts: [String]) {
        copiedText = texts.first { !$0.allSatisfy(\.isWhitespace) }
    }
}

/// What a shared text opened as.
public enum ImportOutcome: Equatable, Sendable {
    /// A finished game, in the review a kept game opens in; back to the set-up page when done.
    case review
    /// A position alone, or a game not finished (or any game over a table in play) with its
    /// moves to step through, on the analysis board.
    case analysis
}

/// Opening a shared text, pasted on the set-up page or a text file given to the app, as on
/// Android: a finished game in the review a kept game opens in (nothing saved, tallied or
/// played meanwhile), an unfinished one on the analysis board at its start with its moves to
/// step through, a position alone (our set-up line or the `baghchal` library's FEN) on the
/// analysis board. A table in play waits underneath, as for "Analyse". A bad text changes
/// nothing: ``TableModel/importRefusal`` says why until ``importRefusalSaid()``.
extension TableModel {
    /// Opens the text `clipboard` holds; with none, says there is nothing to paste.
    @discardableResult
    public func openPasted(from clipboard: any Clipboard) -> ImportOutcome? {
        guard let text = clipboard.copiedText else { return refuse(ImportRefusal(line: 0, problem: .nothingToPaste)) }
        return openText(text)
    }

    /// Opens a shared file's bytes, which must be UTF-8 text (a byte-order mark is dropped);
    /// nil for a file that could not be read.
    @discardableResult
    public func openSharedFile(_ data: Data?) -> ImportOutcome? {
        guard let data, var text = String(data: data, encoding: .utf8) else {
            return refuse(ImportRefusal(line: 0, problem: .unreadable))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return openText(text)
    }

    /// Opens `text` (any text docs/game-text.md describes); a position alone is played under
    /// the set-up page's rules. "Your games", the puzzles or an analysis board up are closed
    /// first (each keeps its own progress). Nil when refused, with ``TableModel/importRefusal``
    /// set and nothing else changed.
    @discardableResult
    public func openText(_ text: String) -> ImportOutcome? {
        let imported: ImportedText
        switch Engine.read(text: text, positionRules: GameRules(goatsToWin: setup.goatsToWin, repetition: setup.repetition)) {
        case .success(let read): imported = read
        case .failure(let refusal): return refuse(refusal)
        }
        importRefusal = nil
        leaveForImport()
        let engine = imported.engine
        let end = engine.snapshot()
        if imported.positionOnly {
            openAnalysisBoard(on: end, rules: engine.rules, line: [])
            return .analysis
        }
        if end.isOver && screen == .setup {
            openImportedReview(imported)
            return .review
        }
        // A game not finished, or a table that must not be replaced: the board from its start.
        openAnalysisBoard(on: (try? engine.position(at: 0)) ?? end, rules: engine.rules, line: end.moveLog)
        return .analysis
    }

    /// The player has read the refusal.
    public func importRefusalSaid() {
        importRefusal = nil
    }

    private func refuse(_ refusal: ImportRefusal) -> ImportOutcome? {
        importRefusal = refusal
        return nil
    }

    /// Closes what is up over the set-up page or the table, each as its own back button does.
    private func leaveForImport() {
        if screen == .puzzles { closePuzzles() }
        if screen == .analysis { closeAnalysis() }
        if screen == .games { closeGames() }
    }

    /// The game in the review a kept game opens in, its seats both players' (as when passing the phone).
    private func openImportedReview(_ imported: ImportedText) {
        let engine = imported.engine
        self.engine = engine
        keptGame = FinishedGame(
            endedAt: games.clock, mode: .passAndPlay, playerSide: nil, level: nil, matchId: nil, record: engine.record())
        importedTags = imported.tags
        table = TableState(game: engine.snapshot(), humanSides: [.goat, .tiger], tally: Tally())
        screen = .table
        review.open(engine, showsVerdict: preferences.showVerdict)
    }
}
