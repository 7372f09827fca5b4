/// The table's menu and its actions: take back, resign, and the notice over the table.
extension TableModel {
    /// Opens or closes the table's menu; a picked-up piece goes back down.
    public func setMenuOpen(_ open: Bool) {
        // A kept game's review has no menu: nothing there to take back, resign or leave.
        guard table != nil, keptGame == nil || !open else { return }
        table?.menuOpen = open
        clearPick()
    }

    /// True if take back is offered: against the bot, with a move of the player's to take back.
    public var canTakeBack: Bool {
        guard let table, setup.mode == .play, !table.game.isOver, table.humanSides.count == 1,
            let human = table.humanSides.first
        else { return false }
        // Goats move first: the player's first move is half move 1 (goats) or 2 (tigers).
        return table.game.moveLog.count >= (human == .goat ? 1 : 2)
    }

    /// Takes back the player's last move, and the bot's reply if it came.
    public func takeBack() {
        guard canTakeBack, let engine, let humans = table?.humanSides else { return }
        playing.cancelBot()
        hints.clear()
        var game = engine.snapshot()
        var undoneHuman = false
        while game.canUndo {
            let lastSide: Side = (game.moveLog.count - 1) % 2 == 0 ? .goat : .tiger
            guard let back = try? engine.undo() else { break }
            game = back
            if humans.contains(lastSide) { undoneHuman = true }
            if undoneHuman && humans.contains(game.toMove) { break }
        }
        playing.refresh(animate: false)
    }

    /// True when the analysis board may be opened on the table. Against the computer only
    /// once the game is over: its exact value for every move would otherwise be an
    /// uncounted hint. Passing the phone and watching, any time. As on Android.
    public var canAnalyse: Bool {
        guard let table else { return false }
        return setup.mode != .play || table.game.isOver
    }

    /// True if resigning is offered: not when watching, not after the end.
    public var canResign: Bool {
        guard let table else { return false }
        return setup.mode != .watch && !table.game.isOver
    }

    /// The player (or, passing the phone, the side to move) gives the game up.
    public func resign() {
        guard canResign, let table else { return }
        let side = setup.mode == .play ? (table.humanSides.first ?? table.game.toMove) : table.game.toMove
        playing.cancelBot()
        playing.play(animate: false) { try $0.resign(side) }
    }

    /// Hides the notice over the table.
    public func dismissNotice() {
        table?.notice = nil
    }
}
