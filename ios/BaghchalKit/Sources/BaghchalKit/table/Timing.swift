/// How long the bot's turn and the gap between watched games last at 1× speed.
public struct Timing: Sendable {
    /// The bot's turn takes at least this long, so its move can be followed.
    public var botPause: Duration
    /// Pause between games in watch mode.
    public var nextGame: Duration

    /// Custom timing (tests use ``instant``).
    public init(botPause: Duration, nextGame: Duration) {
        self.botPause = botPause
        self.nextGame = nextGame
    }

    /// The bot's least turn length at `speed`.
    public func botPause(at speed: Speed) -> Duration { botPause / speed.factor }

    /// The pause between watched games at `speed`.
    public func nextGame(at speed: Speed) -> Duration { nextGame / speed.factor }

    /// What the phone uses.
    public static let standard = Timing(botPause: .milliseconds(700), nextGame: .seconds(3))
    /// No waiting at all.
    public static let instant = Timing(botPause: .zero, nextGame: .zero)
}
