/// What the analysis board keeps across a kill in the background: the rules, the
/// position it started from, the moves tried and how many are shown, and a half-entered
/// set-up. One text value in the same form as Android's (`AnalysisSession.kt`);
/// ``read(_:)`` refuses anything that does not parse.
struct AnalysisSession: Equatable {
    /// A position as the set-up enters it.
    struct Position: Equatable {
        var board: [Piece]
        var toMove: Side
        var goatsInHand: Int
        var goatsEaten: Int
    }

    /// A set-up being entered: its position, the piece a tap puts, and whether leaving
    /// it goes back to a board.
    struct Draft: Equatable {
        var position: Position
        var brush: Piece
        var cancellable: Bool
    }

    var goatsToWin: Int
    var repetition: RepetitionRule
    /// The position the line starts from; nil when the board opened straight into a set-up.
    var start: Position?
    var line: [String]
    var cursor: Int
    var draft: Draft?

    /// The session as one text value.
    func write() -> String {
        var lines = ["rules \(goatsToWin) \(repetition.rawValue.uppercased())"]
        if let start { lines.append("start " + Self.encode(start)) }
        lines.append("line " + line.joined(separator: " "))
        lines.append("cursor \(cursor)")
        if let draft {
            lines.append("draft \(Self.encode(draft.position)) \(Self.char(draft.brush)) \(draft.cancellable ? 1 : 0)")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` read back, or nil when it is damaged.
    static func read(_ text: String) -> AnalysisSession? {
        var fields: [String: [String]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard let name = words.first else { return nil }
            fields[name] = Array(words.dropFirst())
        }
        guard let rules = fields["rules"], rules.count == 2, let goats = Int(rules[0]),
            let repetition = RepetitionRule(rawValue: rules[1].lowercased()),
            let line = fields["line"]?.filter({ !$0.isEmpty }), let c = fields["cursor"], c.count == 1,
            let cursor = Int(c[0]), (0...line.count).contains(cursor)
        else { return nil }
        var start: Position?
        if let s = fields["start"] {
            guard let p = decode(s) else { return nil }
            start = p
        }
        var draft: Draft?
        if let d = fields["draft"] {
            guard d.count == 6, let p = decode(Array(d.prefix(4))), d[4].count == 1, let brush = piece(d[4].first!)
            else { return nil }
            draft = Draft(position: p, brush: brush, cancellable: d[5] == "1")
        }
        guard start != nil || draft != nil, start != nil || line.isEmpty else { return nil }
        return AnalysisSession(
            goatsToWin: goats, repetition: repetition, start: start, line: line, cursor: cursor, draft: draft)
    }

    private static func encode(_ p: Position) -> String {
        "\(String(p.board.map(char))) \(p.toMove == .goat ? "G" : "T") \(p.goatsInHand) \(p.goatsEaten)"
    }

    private static func decode(_ parts: [String]) -> Position? {
        guard parts.count == 4, parts[0].count == Points.count, let inHand = Int(parts[2]), let eaten = Int(parts[3])
        else { return nil }
        let board = parts[0].compactMap(piece)
        guard board.count == Points.count, parts[1] == "G" || parts[1] == "T" else { return nil }
        return Position(board: board, toMove: parts[1] == "G" ? .goat : .tiger, goatsInHand: inHand, goatsEaten: eaten)
    }

    private static func char(_ p: Piece) -> Character {
        switch p {
        case .tiger: "T"
        case .goat: "G"
        case .empty: "."
        }
    }

    private static func piece(_ c: Character) -> Piece? {
        switch c {
        case "T": .tiger
        case "G": .goat
        case ".": .empty
        default: nil
        }
    }
}
