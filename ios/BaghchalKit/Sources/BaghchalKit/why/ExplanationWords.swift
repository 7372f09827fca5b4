import Foundation

/// An explanation's sentences (issue 43 §2), as on Android (`ExplanationWords.kt`): what the
/// move changes, the moves that kept the value, the line's decisive event and the slip's
/// cause; ``spoken(_:)`` is all of them, what VoiceOver reads. Pure: the same explanation
/// gives the same words.
public struct ExplanationWords: Sendable {
    /// The language's words.
    public let words: Words

    /// Sentences in `words`' language.
    public init(_ words: Words) {
        self.words = words
    }

    /// "This move keeps the win in 5 half moves." or "This move turns a win in 5 half moves
    /// into a draw.": the value before and after, for the mover.
    public func change(_ e: Explanation) -> String {
        e.keepsValue
            ? words.text(.whyKept, .text(value(e.after)))
            : words.text(.whyChanged, .text(value(e.before)), .text(value(e.after)))
    }

    /// The moves that kept the value, only when the move did not; nil otherwise or if none is known.
    public func better(_ e: Explanation) -> String? {
        guard !e.keepsValue, !e.best.isEmpty else { return nil }
        let moves = e.best.map(\.notation).joined(separator: ", ")
        return e.best.count == 1 ? words.text(.whyBetterOne, .text(moves)) : words.text(.whyBetterMany, .text(moves))
    }

    /// What best play then leads to: the line's first decisive event, the move itself when it
    /// ended the game (`at == 0`), or that nothing is decided for long.
    public func event(_ e: Explanation) -> String {
        guard let event = e.event else { return words.text(.whyEventNone) }
        let at = event.at
        switch event {
        case .capture(_, let goat, let tiger, let endsGame):
            if at == 0 { return words.text(.whyNowCapture) }
            let eats = words.plural(.whyEventCapture, count: at, .text(Points.name(tiger)), .text(Points.name(goat)))
            return endsGame ? eats + " " + words.text(.whyEventCaptureWins) : eats
        case .tigersTrapped:
            return at == 0 ? words.text(.whyNowTrapped) : words.plural(.whyEventTrapped, count: at)
        case .goatsBlocked:
            return at == 0 ? words.text(.whyNowBlocked) : words.plural(.whyEventBlocked, count: at)
        case .repetition:
            return at == 0 ? words.text(.whyNowRepetition) : words.plural(.whyEventRepetition, count: at)
        case .moveLimit:
            return at == 0 ? words.text(.whyNowMoveLimit) : words.plural(.whyEventMoveLimit, count: at)
        }
    }

    /// The slip's immediate cause on the board; nil when the core found none.
    public func cause(_ e: Explanation) -> String? {
        guard let cause = e.cause else { return nil }
        let name = { (point: Int) in WordArgument.text(Points.name(point)) }
        switch cause {
        case .goatLeftOpen(let goat, let tiger, let landing):
            return words.text(.whyCauseGoatLeftOpen, name(goat), name(tiger), name(landing))
        case .leapOpenedBehind(let goat, let tiger, let landing):
            return words.text(.whyCauseLeapOpenedBehind, name(goat), name(tiger), name(landing))
        case .tigerReleased(let tiger, let place, let point):
            let key: StringKey =
                switch place {
                case .corner: .whyCauseReleasedCorner
                case .edge: .whyCauseReleasedEdge
                case .inside: .whyCauseReleasedInside
                }
            return words.text(key, name(tiger), name(point))
        case .captureIntoTrap(let tiger):
            return words.text(.whyCauseCaptureIntoTrap, name(tiger))
        }
    }

    /// The sentences in the order shown: change, better (if any), event, cause (if any).
    public func sentences(_ e: Explanation) -> [String] {
        [change(e), better(e), event(e), cause(e)].compactMap { $0 }
    }

    /// Every sentence joined: what VoiceOver reads for the explanation.
    public func spoken(_ e: Explanation) -> String {
        sentences(e).joined(separator: " ")
    }

    /// What a screen shows for `state`: "Working out why…", the explanation's sentences, or
    /// that the table does not cover the position; empty when nothing was asked.
    public func lines(_ state: ExplanationState?) -> [String] {
        switch state {
        case nil: []
        case .computing: [words.text(.whyComputing)]
        case .notCovered: [words.text(.whyNotCovered)]
        case .explained(let e): sentences(e)
        }
    }

    /// What VoiceOver is told when an answer comes in: the explanation ``spoken(_:)``, or that
    /// the table does not cover the position; nil while none is asked or it is being worked out
    /// (the step's own announcement has just been made then).
    public func announcement(_ state: ExplanationState?) -> String? {
        switch state {
        case nil, .computing: nil
        case .notCovered: words.text(.whyNotCovered)
        case .explained(let e): spoken(e)
        }
    }

    /// A value for the mover: "win in 5 half moves", or without a distance (placement) "win".
    public func value(_ e: Evaluation) -> String {
        switch (e.outcome, e.distance) {
        case (.win, let d?): words.plural(.valueWinIn, count: d)
        case (.win, nil): words.text(.valueWin)
        case (.loss, let d?): words.plural(.valueLossIn, count: d)
        case (.loss, nil): words.text(.valueLoss)
        case (.draw, _): words.text(.valueDraw)
        case (.unknown, _): words.text(.valueUnknown)
        }
    }
}

extension Words {
    /// The explanation sentences in this language.
    public var why: ExplanationWords { ExplanationWords(self) }
}
