package np.baghchal.analysis

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.KeptSession
import np.baghchal.app.MemoryStorage
import np.baghchal.app.MoveValueView
import np.baghchal.app.Rules
import np.baghchal.app.Storage
import np.baghchal.app.TableState
import np.baghchal.app.WatchedState
import np.baghchal.table.TableTouch
import np.baghchal.table.reviewed
import np.baghchal.why.Explainer
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Phase
import uniffi.baghchal.Settings
import uniffi.baghchal.Side
import uniffi.baghchal.TextTag
import uniffi.baghchal.Verdict

/** What the analysis board knows of the moves' values in the position shown. */
sealed interface MoveValues {
    /** The core is working them out (off the main thread). */
    data object Computing : MoveValues

    /**
     * Some moves' values are in, [found] in the order they came, and
     * [waiting] more are still being worked out; once all are in it is [Known].
     */
    data class Partial(val found: List<MoveValueView>, val waiting: Int) : MoveValues

    /** Every legal move with its value for the side to move. */
    data class Known(val moves: List<MoveValueView>) : MoveValues

    /** Placement before 12 goats are placed: too costly to know on the phone. */
    data object TooEarly : MoveValues

    /** No loaded endgame table fits the game's rules. */
    data object NoTable : MoveValues

    /** No table fits yet, but the tables are still loading: the values are asked for again when they are in. */
    data object TablesLoading : MoveValues

    /** The game is over in this position: there is no move to value. */
    data object Over : MoveValues

    /** True while values are still to come from a search (none yet, or some). */
    val searching: Boolean get() = this == Computing || this is Partial
}

/**
 * A listed move opened for its explanation (issue 43): the move, what the
 * core says of it, and its line on the board once explained.
 */
data class AnalysisWhy(
    /** The move explained, in notation. */
    val notation: String,
    val why: Why,
    /** The move's line, from the position just after it; stepped through on the board. */
    val line: LineReplay? = null,
)

/** The analysis board: a free board, its moves' values, and the moves tried. */
data class AnalysisState(
    /** The board as the game's screens have it: both sides are the player's. */
    val table: TableState,
    val values: MoveValues,
    /** Moves tried from the analysis's first position, in notation; the board shows the first [cursor]. */
    val line: List<String> = emptyList(),
    val cursor: Int = 0,
    /** The position being entered, while the set-up is open. */
    val draft: SetupDraft? = null,
    /** True when leaving the set-up goes back to a board in play (false when it opened on a position no game starts from). */
    val draftCancellable: Boolean = false,
    /** The listed move opened for its explanation; null while the list is shown. */
    val why: AnalysisWhy? = null,
) {
    /** The board to draw: the explained move's line while it is open, else the position analysed. */
    val board: TableState get() = why?.line?.table() ?: table

    /** True when there is a move to step back over. */
    val canStepBack: Boolean get() = cursor > 0

    /** True when a move tried earlier can be stepped forward again. */
    val canStepForward: Boolean get() = cursor < line.size
}

/**
 * The analysis board's state holder. It opens on a position (the table's,
 * a reviewed one, or one the player enters), lets the player move either
 * side with the game's touch ([TableTouch]), and after every change asks the
 * core for every legal move's value on [dispatcher], showing each as soon as
 * it is known ([MoveValues.Partial]). A change of position cancels the search
 * still running for the old one, and a value that arrives for a position no
 * longer shown is dropped.
 *
 * Every function must be called on [scope]'s thread.
 */
class AnalysisBoard(
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val newCancelHandle: () -> CancelHandle = { CancelHandle() },
    private val feedback: Feedback = Feedback.None,
    noteMillis: Long = 3500,
    /** Where the board on screen is kept across a kill ([KEY_SESSION]); nothing kept by default. */
    storage: Storage = MemoryStorage(),
    /** Makes the handle each move's explanation can be stopped with; tests watch it being cancelled. */
    newWhyCancelHandle: () -> CancelHandle = { CancelHandle() },
    /** Where the values come from: the core; tests decide when each arrives. */
    private val values: MoveValueSource = MoveValueSource.CORE,
) {
    private val explainer = Explainer(scope, dispatcher, newWhyCancelHandle)

    /** A listed move's explanation while it is worked out; for tests. */
    val explaining: Job? get() = explainer.working

    /** The position the line starts from, for [AnalysisSession]. */
    private var start: AnalysisSession.Position? = null

    private val kept = KeptSession(storage, KEY_SESSION, KEY_SESSION_REFUSED)

    /** The session text last written, so a value arriving writes nothing. */
    private var savedSession: String? = null

    private var engine: Engine? = null
    private var settings: Settings? = null
    // Volatile: tests wait for it from their own thread.
    @Volatile private var job: Job? = null
    private var cancel: CancelHandle? = null
    private val _state = WatchedState<AnalysisState> { _, next -> saveSession(next) }

    /** True while the endgame tables are still loading ([tablesChanged]). */
    private var tablesLoading = false

    /** The last move serial shown, for the next board opened ([start]). */
    private var lastSerial = 0

    /** True while the app is off screen: no search runs, and [resume] asks again. */
    private var paused = false

    /** The board shown, or null when the analysis board is closed. */
    val state: StateFlow<AnalysisState?> = _state.flow

    private val touch = TableTouch(
        scope, feedback, noteMillis,
        engine = { engine },
        // Nothing on the board is touched while a set-up is entered or a move's explanation is open.
        table = { _state.value?.table?.takeIf { _state.value?.draft == null && _state.value?.why == null } },
        update = { change -> _state.value = _state.value?.let { it.copy(table = change(it.table)) } },
        play = ::played,
        playedAnyway = { moved(animate = true) },
    )

    /**
     * Opens on [position] under [settings]. A position a game cannot start
     * from (a finished game's last one, say) opens the set-up on it instead,
     * with its problems listed.
     */
    fun open(position: BoardView, settings: Settings, next: String? = null) {
        this.settings = settings
        val draft = SetupDraft.of(position, settings)
        if (draft.problems.isEmpty() && start(draft)) {
            // The move that followed, to step forward to (the end of a finished game).
            if (next != null) _state.value = _state.value?.copy(line = listOf(next))
            return
        }
        openDraft(draft, position)
    }

    /**
     * Opens on [start] with [moves] played from it, shown at the last (an
     * unfinished game pasted or shared): every move can be stepped back over.
     * A move the board refuses ends the line there.
     */
    fun openLine(start: BoardView, settings: Settings, moves: List<String>) {
        open(start, settings)
        if (_state.value?.draft != null || moves.isEmpty()) return
        _state.value = _state.value?.copy(line = moves)
        repeat(moves.size) { stepForward() }
    }

    /** The line on the board up to the move shown, as our game text with [tags] (shared); null while a set-up is open. */
    fun gameText(tags: List<TextTag>): String? = engine?.takeIf { _state.value?.draft == null }?.gameText(tags)

    /**
     * The endgame tables are still [loading], or a table has loaded: values
     * that said no table fits are asked for again, and say "still loading"
     * while more may come.
     */
    fun tablesChanged(loading: Boolean) {
        tablesLoading = loading
        val s = _state.value ?: return
        // A search under way may have started before the table was in: it is asked again too.
        val stale = s.values == MoveValues.NoTable || s.values == MoveValues.TablesLoading || s.values.searching
        if (s.draft == null && stale) valuesFor(s)
    }

    /** The app left the screen: the value search stops; [resume] asks again. */
    fun pause() {
        paused = true
        stopValues()
        // An explanation cut short is not asked again: the list comes back.
        if (_state.value?.why?.why == Why.Computing) closeWhy()
    }

    /**
     * Opens the listed move [notation] for its explanation: asked of the
     * core off the main thread, then shown with its line on the board, which
     * [stepWhy] steps through and [closeWhy] leaves for the list. A change
     * of position cancels it.
     */
    fun explain(notation: String) {
        val s = _state.value ?: return
        val e = engine ?: return
        if (s.draft != null || s.table.game.isOver) return
        touch.putBack()
        val halfMoves = s.table.game.halfMoves
        _state.value = s.copy(why = AnalysisWhy(notation, Why.Computing))
        explainer.request({ handle -> e.explainMove(notation, handle) }) { why ->
            val now = _state.value ?: return@request
            val open = now.why ?: return@request
            if (open.notation != notation || now.table.game.halfMoves != halfMoves) return@request
            val line = (why as? Why.Shown)?.let { shown ->
                try {
                    e.gameAt(halfMoves).use { after ->
                        after.playNotation(notation)
                        LineReplay.of(after, shown.explanation).copy(serial = now.table.moveSerial)
                    }
                } catch (ex: BaghchalException) {
                    null
                }
            }
            _state.value = now.copy(why = open.copy(why = why, line = line))
        }
    }

    /** Steps the open explanation's line. */
    fun stepWhy(step: (LineReplay) -> LineReplay) {
        val s = _state.value ?: return
        val open = s.why ?: return
        val line = open.line ?: return
        _state.value = s.copy(why = open.copy(line = step(line)))
    }

    /** Back to the list of moves: the explanation and its line close. */
    fun closeWhy() {
        explainer.cancel()
        val s = _state.value ?: return
        if (s.why == null) return
        // The board's own serial moves past the line's, so the position comes back without sliding a move.
        val serial = maxOf(s.table.moveSerial, s.why.line?.serial ?: 0) + 1
        _state.value = s.copy(why = null, table = s.table.copy(moveSerial = serial, animateLast = false))
    }

    /** The app is back: values cut short by [pause] are asked for again. */
    fun resume() {
        if (!paused) return
        paused = false
        val s = _state.value ?: return
        if (s.draft == null && s.values.searching) valuesFor(s)
    }

    /** Opens the set-up on the position shown, to be changed by the player. */
    fun editSetup() {
        val s = _state.value ?: return
        val rules = settings ?: return
        stopValues()
        explainer.cancel()
        _state.value = s.copy(draft = SetupDraft.of(s.table.game, rules), draftCancellable = true, why = null)
    }

    /** Changes the position being entered. */
    fun updateDraft(change: (SetupDraft) -> SetupDraft) {
        val s = _state.value ?: return
        val draft = s.draft ?: return
        _state.value = s.copy(draft = change(draft))
    }

    /** Plays from the position entered; false (nothing changes) while it has problems. */
    fun startFromDraft(): Boolean {
        val draft = _state.value?.draft ?: return false
        return draft.problems.isEmpty() && start(draft)
    }

    /** Leaves the set-up without using it; false if there is no board to go back to. */
    fun cancelDraft(): Boolean {
        val s = _state.value ?: return false
        if (s.draft == null || engine == null) return false
        valuesFor(s.copy(draft = null, draftCancellable = false))
        return true
    }

    /** Closes the analysis board: the search stops, nothing is kept. */
    fun close() {
        stopValues()
        explainer.cancel()
        engine?.close()
        engine = null
        _state.value?.let { lastSerial = it.table.moveSerial }
        _state.value = null
        start = null
        savedSession = null
        kept.write(null)
    }

    /** A tap on [point]. */
    fun tapPoint(point: Int) {
        if (_state.value?.draft != null) updateDraft { it.tap(point) } else touch.tap(point)
    }

    /** A tap off the points. */
    fun tapOutside() = touch.tapOutside()

    /** A drag starts on [point]; true if it picks a piece up. */
    fun dragStart(point: Int): Boolean = touch.dragStart(point)

    /** The dragged piece is let go over [point]. */
    fun dragEnd(point: Int?) = touch.dragEnd(point)

    /** Takes the last move shown back; it can be stepped forward again. */
    fun stepBack() {
        val s = _state.value ?: return
        val e = engine ?: return
        if (!s.canStepBack || s.draft != null || s.why != null) return
        // The core refuses only if the line and the game disagree (they never should): nothing changes.
        try {
            e.undo()
        } catch (ex: BaghchalException) {
            return
        }
        _state.value = s.copy(cursor = s.cursor - 1)
        moved(animate = false)
    }

    /** Plays the next move tried earlier again. */
    fun stepForward() {
        val s = _state.value ?: return
        val e = engine ?: return
        if (!s.canStepForward || s.draft != null || s.why != null) return
        try {
            e.playNotation(s.line[s.cursor])
        } catch (ex: BaghchalException) {
            return
        }
        _state.value = s.copy(cursor = s.cursor + 1)
        moved(animate = true)
    }

    /**
     * Opens the board kept when the app was killed ([KEY_SESSION]): its
     * position, the moves tried and shown, a half-entered set-up. False when
     * there is none; a damaged one is kept aside under [KEY_SESSION_REFUSED]
     * and [sessionRefused] says so.
     */
    fun resumeSession(): Boolean {
        val text = kept.read() ?: return false
        val session = AnalysisSession.read(text) ?: return refuseSession(text)
        val rules = session.rules.settings()
        val begin = session.start
        if (begin != null) {
            val e = try {
                Engine.fromSetup(uniffi.baghchal.Setup(begin.board, begin.toMove, begin.goatsInHand.toUByte(), begin.goatsEaten.toUByte()), rules)
            } catch (ex: BaghchalException) {
                return refuseSession(text)
            }
            try {
                for (m in session.line.take(session.cursor)) e.playNotation(m)
            } catch (ex: BaghchalException) {
                e.close()
                return refuseSession(text)
            }
            stopValues()
            engine?.close()
            engine = e
            start = begin
            settings = rules
            _state.value = AnalysisState(
                table = tableFor(e, serial = _state.value?.table?.moveSerial ?: lastSerial, animate = false),
                values = MoveValues.Computing,
                line = session.line,
                cursor = session.cursor,
            )
        }
        val kept = session.draft
        if (kept != null) {
            val p = kept.position
            val draft = SetupDraft(p.board, p.toMove, p.goatsInHand, p.goatsEaten, rules, kept.brush).checked()
            val shown = _state.value
            if (shown != null && engine != null) {
                _state.value = shown.copy(draft = draft, draftCancellable = kept.cancellable)
            } else {
                settings = rules
                // The editor draws the draft's own pieces: any board of these rules carries the rest.
                openDraft(draft, Engine.new(rules).use { it.snapshot() })
            }
        } else {
            _state.value?.let(::valuesFor)
        }
        return true
    }

    /** True when a kept board was refused as damaged; said once on the set-up page. */
    val sessionRefused: Boolean get() = kept.refused

    /** The refusal has been shown. */
    fun sessionRefusalSaid() = kept.said()

    private fun refuseSession(text: String): Boolean = kept.refuse(text)

    private fun saveSession(s: AnalysisState) {
        val rules = settings ?: return
        val draft = s.draft?.let {
            AnalysisSession.Draft(AnalysisSession.Position(it.board, it.toMove, it.goatsInHand, it.goatsEaten), it.brush, s.draftCancellable)
        }
        if (start == null && draft == null) return
        val text = AnalysisSession(Rules(rules.goatsToWin.toInt(), rules.repetition), start, s.line, s.cursor, draft).write()
        if (text == savedSession) return
        savedSession = text
        kept.write(text)
    }

    /** Suspends until no value search is running; for tests. */
    suspend fun awaitValues() {
        job?.takeIf { it.isActive }?.join()
    }

    private fun start(draft: SetupDraft): Boolean {
        val next = try {
            Engine.fromSetup(draft.setup(), draft.settings)
        } catch (e: BaghchalException) {
            // The core refuses what its own check passed only if the two disagree: stay in the set-up.
            return false
        }
        stopValues()
        engine?.close()
        engine = next
        settings = draft.settings
        start = AnalysisSession.Position(draft.board, draft.toMove, draft.goatsInHand, draft.goatsEaten)
        // The serial carries on: restarting it would let the board take a new move for one it already slid.
        val serial = _state.value?.table?.moveSerial ?: lastSerial
        _state.value = AnalysisState(table = tableFor(next, serial = serial, animate = false), values = MoveValues.Computing)
        moved(animate = false)
        return true
    }

    private fun openDraft(draft: SetupDraft, position: BoardView) {
        stopValues()
        explainer.cancel()
        engine?.close()
        engine = null
        start = null
        val table = TableState(game = position, humanSides = emptySet(), moveSerial = _state.value?.table?.moveSerial ?: lastSerial)
        _state.value = AnalysisState(table = table, values = MoveValues.Over, draft = draft)
    }

    /** The player's move through [TableTouch]: played, then the line grows (or forks). */
    private fun played(action: (Engine) -> BoardView) {
        val e = engine ?: return
        val s = _state.value ?: return
        val board = try {
            action(e)
        } catch (ex: BaghchalException) {
            touch.putBack()
            return
        }
        val move = board.lastMove ?: return
        val notation = move.notation
        feedback.moved(move.captured != null)
        val line = if (s.line.getOrNull(s.cursor) == notation) s.line else s.line.take(s.cursor) + notation
        _state.value = s.copy(line = line, cursor = s.cursor + 1)
        moved(animate = true)
    }

    /** The position changed: the board is read again and its values asked for. */
    private fun moved(animate: Boolean) {
        val e = engine ?: return
        val s = _state.value ?: return
        // A new position: a move's explanation open for the old one closes.
        explainer.cancel()
        val next = s.copy(table = tableFor(e, serial = s.table.moveSerial + 1, animate = animate), values = MoveValues.Computing, why = null)
        _state.value = next
        valuesFor(next)
    }

    private fun valuesFor(s: AnalysisState) {
        stopValues()
        val e = engine ?: return
        val game = s.table.game
        if (game.isOver) {
            _state.value = s.copy(values = MoveValues.Over)
            return
        }
        _state.value = s.copy(values = MoveValues.Computing)
        // Off screen nothing is searched: resume() asks again.
        if (paused) return
        val total = legalMoves(e, s.table)
        val handle = newCancelHandle()
        cancel = handle
        job = scope.launch {
            // The core hands each value over on the worker thread; they are shown here, on the board's thread.
            val arrived = Channel<MoveValueView>(Channel.UNLIMITED)
            launch(dispatcher) {
                try {
                    values.each(e, handle) { arrived.trySend(it) }
                    arrived.close()
                } catch (ex: Exception) {
                    // Cancelled, or the game closed under the search: the loop below ends on it.
                    arrived.close(ex)
                }
            }
            val found = mutableListOf<MoveValueView>()
            try {
                for (first in arrived) {
                    found += first
                    // Values that came together are shown together.
                    while (true) found += arrived.tryReceive().getOrNull() ?: break
                    // A change while values were on their way wins: the position they are for is gone.
                    if (cancel !== handle) return@launch
                    // Values without a verdict (no table) come all at once and say so only when complete.
                    if (found.size < total && found.any { it.verdict != Verdict.UNKNOWN }) {
                        val current = _state.value ?: return@launch
                        _state.value = current.copy(values = MoveValues.Partial(found.toList(), total - found.size))
                    }
                }
            } catch (ex: BaghchalException) {
                // Cancelled: the position it was for is gone, and the new one has its own search.
                return@launch
            } catch (ex: IllegalStateException) {
                // The game was closed under the search (the board was left): nothing to show, never a crash.
                return@launch
            }
            if (cancel !== handle) return@launch
            cancel = null
            val current = _state.value ?: return@launch
            _state.value = current.copy(values = known(game, found, tablesLoading))
        }
    }

    private fun stopValues() {
        cancel?.cancel()
        cancel = null
        job?.cancel()
        job = null
    }

    /** Factories and the app's reading of the core's answer. */
    companion object {
        /** The board on screen, an [AnalysisSession]. */
        const val KEY_SESSION = "analysis_session"

        /** A kept board that could not be read, kept for a bug report. */
        const val KEY_SESSION_REFUSED = "analysis_session_refused"

        /** Goats placed from which the core values placement moves (`analysis::EXACT_FROM_PLACED`). */
        const val EXACT_FROM_PLACED = 12

        /** What [values] (the core's answer for [game]) tells the player; [tablesLoading] while more tables may come. */
        fun known(game: BoardView, values: List<MoveValueView>, tablesLoading: Boolean = false): MoveValues = when {
            values.isEmpty() -> MoveValues.Over
            values.any { it.verdict != Verdict.UNKNOWN } -> MoveValues.Known(values)
            game.phase == Phase.PLACEMENT && 20 - game.goatsInHand < EXACT_FROM_PLACED -> MoveValues.TooEarly
            tablesLoading -> MoveValues.TablesLoading
            else -> MoveValues.NoTable
        }

        /**
         * The marks on the board: with no piece picked up, each placement
         * point or each piece that can move, with the best value it has;
         * with one picked up, each of its destinations with that move's value.
         */
        fun marks(values: MoveValues, picked: Int?): Map<Int, Verdict> {
            val moves = shown(values).ifEmpty { return emptyMap() }
            val marks = mutableMapOf<Int, Verdict>()
            for (m in moves) {
                val point = when {
                    picked != null -> if (m.move.from == picked) m.move.to else continue
                    else -> m.move.from ?: m.move.to
                }
                val had = marks[point]
                if (had == null || rank(m.verdict) > rank(had)) marks[point] = m.verdict
            }
            return marks
        }

        /** The values on the board and in the list: all of them once known, those found so far while some are worked out. */
        fun shown(values: MoveValues): List<MoveValueView> = when (values) {
            is MoveValues.Known -> values.moves
            is MoveValues.Partial -> values.found
            else -> emptyList()
        }

        /** The moves best first for the mover: wins quickest first, then draws, then losses longest first. */
        fun ordered(moves: List<MoveValueView>): List<MoveValueView> = moves.sortedWith(
            compareByDescending<MoveValueView> { rank(it.verdict) }
                .thenBy { if (it.verdict == Verdict.WIN) it.distance ?: Int.MAX_VALUE else 0 }
                .thenByDescending { if (it.verdict == Verdict.LOSS) it.distance ?: 0 else 0 }
                .thenBy { it.move.notation },
        )

        private fun rank(v: Verdict): Int = when (v) {
            Verdict.WIN -> 3
            Verdict.DRAW -> 2
            Verdict.LOSS -> 1
            Verdict.UNKNOWN -> 0
        }

        /** How many legal moves the position [table] shows has: one value comes for each. */
        private fun legalMoves(e: Engine, table: TableState): Int =
            table.placeHints.size.takeIf { it > 0 } ?: table.movable.sumOf { e.targetsFrom(it).size }

        private fun tableFor(e: Engine, serial: Int, animate: Boolean): TableState {
            val game = e.snapshot()
            return TableState(
                game = game,
                humanSides = setOf(Side.GOAT, Side.TIGER),
                movable = if (game.isOver) emptySet() else e.movablePieces(),
                placeHints = if (game.isOver) emptySet() else e.placementTargets(),
                moveSerial = serial,
                animateLast = animate,
            )
        }
    }
}
