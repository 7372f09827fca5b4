/// Sound and touch feedback. The app plays a click and a haptic (the sound only
/// while ``Preferences/sound`` is on); tests use ``NoFeedback``.
@MainActor
public protocol Feedback: AnyObject {
    /// A piece was put down or moved; `captured` when a goat was eaten.
    func moved(captured: Bool)
    /// A piece was picked up.
    func picked()
    /// A game ended.
    func gameOver()
}

/// No feedback at all.
@MainActor
public final class NoFeedback: Feedback {
    /// Silence.
    public init() {}
    /// Nothing.
    public func moved(captured: Bool) {}
    /// Nothing.
    public func picked() {}
    /// Nothing.
    public func gameOver() {}
}
