import Foundation
import Observation

/// Asks the core for one explanation at a time, off the main actor, as the analysis board asks
/// for values: a new question (or ``clear()``) cancels the one under way, and an answer that
/// arrives for a question no longer asked is dropped. Each screen that explains holds one.
@MainActor
@Observable
public final class Explainer {
    /// The explanation asked for, as far as it has come; nil when none is asked.
    public private(set) var state: ExplanationState?
    /// Makes the handle each question can be stopped with (tests keep them).
    @ObservationIgnored var makeCancelHandle: @MainActor () -> CancelHandle
    @ObservationIgnored private var work: (task: Task<Void, Never>, cancel: CancelHandle)?
    /// The newest question, kept after a cancel so tests can wait for it to end.
    @ObservationIgnored private var lastWork: Task<Void, Never>?

    /// An explainer with nothing asked.
    init(makeCancelHandle: @escaping @MainActor () -> CancelHandle = { CancelHandle() }) {
        self.makeCancelHandle = makeCancelHandle
    }

    /// Asks `question` (which must do its work off the main actor, as ``Engine/explainMove(_:cancel:)``
    /// does) in place of anything asked before; ``state`` is `.computing` until the answer is in,
    /// then `answered` is told of it (only of an answer that is kept).
    func ask(
        _ question: @escaping @Sendable (CancelHandle) async -> ExplanationState?,
        answered: (@MainActor (ExplanationState) -> Void)? = nil
    ) {
        stop()
        state = .computing
        let cancel = makeCancelHandle()
        let task = Task { [weak self] in
            let found = await question(cancel)
            // A newer question or a clear meanwhile wins: this answer is for a move no longer shown.
            guard let self, !Task.isCancelled, !cancel.isCancelled, self.work?.cancel === cancel else { return }
            self.work = nil
            // nil without a cancel: the core refused the move, so there is nothing it can explain.
            let state = found ?? .notCovered
            self.state = state
            answered?(state)
        }
        work = (task, cancel)
        lastWork = task
    }

    /// The explanation of `notation`, legal in `engine`'s current position.
    func explain(_ notation: String, in engine: Engine, answered: (@MainActor (ExplanationState) -> Void)? = nil) {
        ask({ await engine.explainMove(notation, cancel: $0) }, answered: answered)
    }

    /// The explanation of the move at log index `index` of `engine`'s game.
    func explainPlayed(_ index: Int, in engine: Engine) {
        ask { await engine.explainPlayedMove(index, cancel: $0) }
    }

    /// Drops the explanation and stops the question under way.
    func clear() {
        stop()
        state = nil
    }

    /// The explanation, once in; nil while none is asked, computing or not covered.
    public var explanation: Explanation? {
        if case .explained(let e) = state { return e }
        return nil
    }

    /// Returns once the newest question has ended (answered, dropped or cancelled); for tests.
    func waitUntilAnswered() async {
        await lastWork?.value
    }

    private func stop() {
        work?.cancel.cancel()
        work?.task.cancel()
        work = nil
    }
}
