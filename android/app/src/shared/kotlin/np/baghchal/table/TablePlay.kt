package np.baghchal.table

import kotlinx.coroutines.flow.MutableStateFlow
import np.baghchal.app.AppState
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.Mode
import np.baghchal.app.TableState
import np.baghchal.app.add
import np.baghchal.app.addMatch
import np.baghchal.games.GameHistory
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.KeptGame
import uniffi.baghchal.PlayMode

/**
 * The game in play: a move applied through the core, the position re-read
 * after it, a finished game added to the tally once, the table saved, and
 * the turn handed to whoever is next (the bot's through [bot]). The table
 * decides which game is played and when; this holder carries each move
 * through it.
 *
 * Every function must be called on the table's thread.
 */
class TablePlay(
    /** What the UI draws; every move re-seats the table in it. */
    private val app: MutableStateFlow<AppState>,
    private val bot: BotTurns,
    private val hints: Hints,
    private val saving: TableSaving,
    private val feedback: Feedback,
    /** The game being played, if any. */
    private val engine: () -> Engine?,
    /** Puts a picked-up piece back: the move tried was refused. */
    private val putBack: () -> Unit,
    /** True while the app is off screen: no bot turn starts. */
    private val paused: () -> Boolean,
    /** The game has ended: the table's life goes on from there. */
    private val gameOver: () -> Unit,
    /** Where every finished game is kept ("Your games"). */
    private val history: GameHistory,
    /** The clock, Unix seconds: when a kept game ended. */
    private val now: () -> Long,
) {
    /** True once the current finished game has been added to the tally. */
    var tallied = false

    /** Applies a move from the core; an illegal one leaves everything as it was. */
    fun play(animate: Boolean = true, action: (Engine) -> BoardView) {
        val engine = engine() ?: return
        try {
            action(engine)
        } catch (e: BaghchalException) {
            putBack()
            return
        }
        refresh(animate = animate, moved = true)
    }

    /** Re-reads the position from the core, saves, and hands the turn to whoever is next. */
    fun refresh(animate: Boolean, moved: Boolean = false) {
        val engine = engine() ?: return
        val current = app.value.table ?: return
        val game = engine.snapshot()
        val humanTurn = !game.isOver && game.toMove in current.humanSides
        // Resigning ends the game without a move: no move click for it.
        val pieceMoved = moved && game.moveLog.size > current.game.moveLog.size
        var tally = current.tally
        var match = current.match
        if (game.isOver && !tallied) {
            tally = tally.add(game.result, current.humanSides, app.value.setup.mode).copy(hints = tally.hints + hints.state.used)
            match = match?.let { MatchPlay.finish(it, game.result, game.captured) }
            match?.outcome?.let { tally = tally.addMatch(it) }
            // Kept once, as it is tallied once: a restored finished table was tallied (and kept) before.
            match = keep(engine, current, match)
            tallied = true
        }
        // The position changed (or the game ended): a hint for the old one must not stay.
        if (moved || game.isOver) hints.clear()
        val table = current.copy(
            game = game,
            picked = null,
            targets = emptyList(),
            dragging = false,
            placeHints = if (humanTurn) engine.placementTargets() else emptySet(),
            movable = if (humanTurn) engine.movablePieces() else emptySet(),
            thinking = false,
            moveSerial = if (moved) current.moveSerial + 1 else current.moveSerial,
            animateLast = animate && moved,
            tally = tally,
            match = match,
            hint = hints.state,
            note = if (moved) null else current.note,
            evaluation = engine.evaluate(),
        )
        app.value = app.value.copy(table = table)
        save()
        if (pieceMoved) feedback.moved(captured = game.lastMove?.captured != null)
        if (game.isOver) {
            if (moved) feedback.gameOver()
            gameOver()
        } else if (!humanTurn) {
            startBot()
        }
    }

    /** Starts the bot's turn unless the app is off screen or one is already under way. */
    fun startBot() {
        if (paused() || bot.running != null) return
        val engine = engine() ?: return
        updateTable { it.copy(thinking = true) }
        bot.start(
            engine,
            app.value.setup.level,
            speed = { app.value.setup.speed },
            stillCurrent = { this.engine() === engine },
        ) { move ->
            val from = move.from
            play { if (from == null) it.place(move.to) else it.move(from, move.to) }
        }
    }

    /** Stops the bot's turn, if any. */
    fun cancelBot() {
        bot.cancel()
        updateTable { it.copy(thinking = false) }
    }

    /** Saves the table as it is. */
    fun save() {
        val engine = engine() ?: return
        val table = app.value.table ?: return
        saving.save(engine, table, tallied, hints.state.used)
    }

    /** Keeps the finished game in "Your games"; returns [match] marked with its id. */
    private fun keep(engine: Engine, table: TableState, match: MatchState?): MatchState? {
        val setup = app.value.setup
        val endedAt = now()
        val matchId = match?.let { it.id ?: endedAt }
        val mode = when (setup.mode) {
            Mode.PLAY -> PlayMode.PLAY
            Mode.PASS_AND_PLAY -> PlayMode.PASS_AND_PLAY
            Mode.WATCH -> PlayMode.WATCH
        }
        history.keep(
            KeptGame(
                endedAt = endedAt,
                mode = mode,
                playerSide = if (mode == PlayMode.PLAY) table.humanSides.singleOrNull() else null,
                level = if (mode == PlayMode.PASS_AND_PLAY) null else setup.level,
                matchId = matchId,
                recordJson = engine.record(),
            ),
        )
        return match?.copy(id = matchId)
    }

    private fun updateTable(transform: (TableState) -> TableState) {
        val table = app.value.table ?: return
        app.value = app.value.copy(table = transform(table))
    }
}
