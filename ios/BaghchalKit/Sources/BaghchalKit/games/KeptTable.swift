/// The table's side of "Your games": every finished game kept once, the page opened from the
/// set-up page, and a kept game opened in the table's own review (its slips marked, the
/// analysis board a button away) with nothing saved, tallied or played meanwhile.
extension TableModel {
    /// Opens the "Your games" page from the set-up page and reads the kept games afresh.
    public func openGames() {
        guard screen == .setup else { return }
        games.refresh()
        drills.refresh(after: games)
        screen = .games
    }

    /// Back from the page to the set-up page.
    public func closeGames() {
        guard screen == .games else { return }
        screen = .setup
    }

    /// Opens the review of the kept game `row` over its final position, as the end-of-game
    /// card's review opens: steps, the slips marked once found, the verdict with the switch on,
    /// and "Analyse". Its seats are the game's (the player's side, both, or none), so every
    /// line is worded as it was at the table. False if its record no longer loads.
    @discardableResult
    public func openKeptGame(_ row: KeptGameRow) -> Bool {
        guard screen == .games, let engine = try? Engine(record: row.game.record), engine.snapshot().isOver else {
            return false
        }
        let humans: Set<Side> =
            switch row.game.mode {
            case .play: row.game.playerSide.map { [$0] } ?? []
            case .passAndPlay: [.goat, .tiger]
            case .watch: []
            }
        self.engine = engine
        keptGame = row.game
        table = TableState(game: engine.snapshot(), humanSides: humans, tally: Tally())
        screen = .table
        review.open(engine, showsVerdict: preferences.showVerdict)
        return true
    }

    /// Back from a kept game's review to the list, which is as it was.
    func closeKeptGame() {
        review.close()
        engine = nil
        table = nil
        keptGame = nil
        // A shared text's game goes back to the set-up page it was opened from.
        screen = importedTags == nil ? .games : .setup
        importedTags = nil
    }

    /// True while a kept game is reviewed: nothing is saved, tallied or played, and the
    /// table's menu (leave, take back, resign) is not offered.
    public var isShowingKeptGame: Bool { keptGame != nil }

    /// The mode the table's words are written for: the kept game's in its review, else the set-up's.
    public var tableMode: Mode { keptGame?.mode ?? setup.mode }

    /// The review's way out: back to the end-of-game card, or to the list for a kept game.
    public var reviewDoneKey: StringKey {
        importedTags != nil ? .close : isShowingKeptGame ? .gamesBack : .reviewDone
    }

    /// Keeps the game that just ended at this table (``TablePlay`` calls this once a game,
    /// when it tallies it): dated now, with the set-up's mode and level, the player's side
    /// from `humans`, and in a match the match's id, the same for both its games.
    func keepFinished(_ engine: Engine, humans: Set<Side>) {
        let mode = setup.mode
        let endedAt = games.clock
        let matchId = setup.playsMatch ? match.identify(at: endedAt) : nil
        games.keep(
            FinishedGame(
                endedAt: endedAt, mode: mode, playerSide: mode == .play ? humans.first : nil,
                level: mode == .passAndPlay ? nil : setup.level, matchId: matchId, record: engine.record()))
    }
}
