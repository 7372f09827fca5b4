package np.baghchal.game

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.i18n.Language
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.GameResult
import uniffi.baghchal.IllegalReason
import uniffi.baghchal.MatchOutcome
import uniffi.baghchal.Phase
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Settings
import uniffi.baghchal.Side
import kotlin.random.Random

/**
 * The state holder behind every screen: table set-up, the board's touch
 * state, bot turns, the khel tally and saving. It has no Android
 * dependency, so the host JVM tests drive exactly the code the phone runs.
 *
 * Every public function must be called on [scope]'s thread (the main
 * thread on the phone). The bot searches on [botDispatcher] and its move is
 * applied back on [scope].
 */
class TableController(
    private val storage: Storage,
    private val scope: CoroutineScope,
    private val botDispatcher: CoroutineDispatcher,
    private val random: Random = Random.Default,
    private val feedback: Feedback = Feedback.None,
    defaultLanguage: Language = Language.ENGLISH,
    /** How long the bot's turn takes at least at 1× speed, so its move can be followed. */
    private val botPauseMillis: Long = 700,
    /** Pause between games in watch mode at 1× speed. */
    private val nextGameMillis: Long = 3000,
    /** Makes the handle each bot search can be stopped with; tests watch it being cancelled. */
    private val newCancelHandle: () -> CancelHandle = { CancelHandle() },
    /** Makes the handle each hint search can be stopped with; separate so a hint and the bot never stop each other. */
    newHintCancelHandle: () -> CancelHandle = { CancelHandle() },
    /** How long the forbidden-repeat note stays before it fades. */
    private val noteMillis: Long = 3500,
) {
    private var engine: Engine? = null
    private val hints = Hints(scope, botDispatcher, newHintCancelHandle, random) { hint ->
        updateTable { it.copy(hint = hint) }
        // A hint counts the moment it shows, so a kill right after it cannot lose it.
        if (engine != null && hint.used != savedHints) {
            savedHints = hint.used
            storage.write(mapOf(KEY_HINTS to hint.used.toString()))
        }
    }
    private var savedHints = -1
    private var review: Review? = null
    private var noteJob: Job? = null
    private var botJob: Job? = null
    private var reviewJob: Job? = null

    /** True once the open review's marks have been found for the tables loaded then. */
    private var reviewMarked = false
    private var botCancel: CancelHandle? = null
    private var nextGameJob: Job? = null

    /** True once the current finished game has been added to the tally. */
    private var tallied = false

    /** True while the app is off screen: no bot search, no next game, nothing played or saved. */
    private var paused = false

    private val _state = MutableStateFlow(
        AppState(
            screen = Screen.SETUP,
            setup = loadSetup(),
            prefs = loadPrefs(defaultLanguage),
            table = null,
        ),
    )

    /** What the UI draws. */
    val state: StateFlow<AppState> = _state.asStateFlow()

    init {
        if (storage.read(KEY_ACTIVE) == "1") restoreTable()
    }

    // ---- set-up page -----------------------------------------------------

    /** Changes the table set-up; remembered for next time. */
    fun updateSetup(transform: (TableSetup) -> TableSetup) {
        val setup = transform(_state.value.setup).let {
            it.copy(goatsToWin = it.goatsToWin.coerceIn(TableSetup.GOATS_TO_WIN_CHOICES))
        }
        _state.value = _state.value.copy(setup = setup)
        storage.write(setupEntries(setup))
    }

    /** Changes settings that do not touch the game (sound, theme, language). */
    fun updatePrefs(transform: (Preferences) -> Preferences) {
        val prefs = transform(_state.value.prefs)
        _state.value = _state.value.copy(prefs = prefs)
        storage.write(
            mapOf(
                KEY_SOUND to prefs.sound.toString(),
                KEY_THEME to prefs.theme.name,
                KEY_LANGUAGE to prefs.language.name,
                KEY_VERDICT to prefs.showVerdict.toString(),
            ),
        )
    }

    /** Changes the speed; the same control sits in the in-game menu. */
    fun setSpeed(speed: Speed) = updateSetup { it.copy(speed = speed) }

    /** Sits down at the table with the current set-up: a new sitting, a fresh tally. */
    fun startTable() {
        cancelJobs()
        tallied = false
        _state.value = _state.value.copy(screen = Screen.TABLE, table = null)
        newGame(Tally())
    }

    /**
     * Asks before leaving: leaving throws the game and the sitting's tally
     * away, so the table shows a confirmation ([TableState.confirmingLeave])
     * over whatever is open. The board takes no touches meanwhile.
     */
    fun requestLeave() = updateTable { it.copy(confirmingLeave = true, picked = null, targets = emptyList(), dragging = false) }

    /** The player confirmed: leaves as [leaveTable] does. */
    fun confirmLeave() {
        if (_state.value.table?.confirmingLeave != true) return
        leaveTable()
    }

    /** The player stays: the confirmation closes, the game goes on as it was. */
    fun cancelLeave() = updateTable { it.copy(confirmingLeave = false) }

    /**
     * The system Back action. On the table it never leaves by itself (an edge
     * swipe made while dragging a piece would throw the game away): it closes
     * the confirmation, else the menu, else asks whether to leave. Returns
     * false when there is nothing to handle (the set-up page), so the
     * platform does its default.
     */
    fun back(): Boolean {
        if (_state.value.howToOpen) {
            closeHowTo()
            return true
        }
        val table = _state.value.table
        if (_state.value.screen != Screen.TABLE || table == null) return false
        when {
            table.review != null && !table.confirmingLeave && !table.menuOpen -> closeReview()
            table.confirmingLeave -> cancelLeave()
            table.menuOpen -> setMenuOpen(false)
            else -> requestLeave()
        }
        return true
    }

    /** Leaves the table at once: the bot stops, the sitting and its tally end. The UI asks first ([requestLeave]). */
    fun leaveTable() {
        cancelJobs()
        review = null
        engine?.close()
        engine = null
        _state.value = _state.value.copy(screen = Screen.SETUP, table = null)
        storage.write(
            mapOf(
                KEY_ACTIVE to null, KEY_RECORD to null, KEY_HUMANS to null, KEY_TALLY to null, KEY_TALLIED to null,
                KEY_HINTS to null, KEY_MATCH to null,
            ),
        )
    }

    /** Starts the next game at the same table; the tally carries on. */
    fun playAgain() {
        val table = _state.value.table ?: return
        cancelJobs()
        newGame(table.tally)
    }

    /** Stops any bot work; for when the screen's owner goes away. The game stays saved. */
    fun close() {
        cancelJobs()
    }

    /**
     * The app left the screen: the bot's search is cancelled, the watch-mode
     * clock stops and the table is saved, so nothing plays, clicks or writes
     * in the background. [resume] carries on from the same position.
     */
    fun pause() {
        if (paused) return
        paused = true
        cancelJobs()
        save()
    }

    /** The app is back on screen: a bot turn cut short by [pause] is searched again, a finished watch game moves on. */
    fun resume() {
        if (!paused) return
        paused = false
        val table = _state.value.table ?: return
        if (review != null && !reviewMarked) findReviewMarks()
        when {
            table.game.isOver -> if (_state.value.setup.mode == Mode.WATCH) scheduleNextGame()
            !table.humanToMove -> startBot()
        }
    }

    // ---- touch ----------------------------------------------------------

    /**
     * A tap on [point]. Places a goat on a placement turn; otherwise picks up
     * one of the player's pieces, moves the picked-up piece, or puts it back.
     * Anything illegal changes nothing.
     */
    fun tapPoint(point: Int) {
        val table = _state.value.table ?: return
        if (!table.humanToMove || table.thinking || table.menuOpen || table.confirmingLeave) return
        val picked = table.picked
        when {
            table.placing -> if (point in table.placeHints) play { it.place(point) }
            picked == null -> if (point in table.movable || stuckByRepeat(table, point)) pick(point)
            else -> {
                val target = table.targetAt(point)
                if (target != null) play { it.move(picked, target.to) } else refusedOrPutBack(picked, point)
            }
        }
    }

    /** A tap off the board's points puts a picked-up piece back. */
    fun tapOutside() {
        if (_state.value.table?.picked != null) putBack()
    }

    /**
     * A finger starts dragging from [point]. Returns true if that picks up a
     * piece to drag; goats in the pen and pieces that cannot move stay put.
     */
    fun dragStart(point: Int): Boolean {
        val table = _state.value.table ?: return false
        if (!table.humanToMove || table.thinking || table.menuOpen || table.confirmingLeave || table.placing) return false
        if (point !in table.movable && !stuckByRepeat(table, point)) return false
        pick(point)
        updateTable { it.copy(dragging = true) }
        return true
    }

    /** The dragged piece is let go over [point] (null: off the points). */
    fun dragEnd(point: Int?) {
        val table = _state.value.table ?: return
        val picked = table.picked
        if (!table.dragging || picked == null) return
        val target = point?.let { table.targetAt(it) }
        when {
            target != null -> play { it.move(picked, target.to) }
            point != null -> refusedOrPutBack(picked, point)
            else -> putBack()
        }
    }

    // ---- menu -----------------------------------------------------------

    /** Opens or closes the in-game menu. */
    fun setMenuOpen(open: Boolean) = updateTable { it.copy(menuOpen = open, picked = null, targets = emptyList(), dragging = false) }

    /** True if the take-back item is offered: against the bot, with a move of the player's to take back. */
    fun canTakeBack(): Boolean {
        val table = _state.value.table ?: return false
        if (_state.value.setup.mode != Mode.PLAY || table.game.isOver) return false
        val human = table.humanSides.singleOrNull() ?: return false
        // Goats move first, so the player's first move is half move 1 (goats) or 2 (tigers).
        return table.game.moveLog.size >= if (human == Side.GOAT) 1 else 2
    }

    /** Takes back the player's last move (and the bot's reply to it). */
    fun takeBack() {
        if (!canTakeBack()) return
        val engine = engine ?: return
        val humans = _state.value.table?.humanSides ?: return
        cancelBot()
        hints.clear()
        var snap = engine.snapshot()
        var undoneHuman = false
        while (snap.canUndo) {
            val lastSide = if ((snap.moveLog.size - 1) % 2 == 0) Side.GOAT else Side.TIGER
            snap = engine.undo()
            if (lastSide in humans) undoneHuman = true
            if (undoneHuman && snap.toMove in humans) break
        }
        refresh(animate = false)
    }

    /** True if resigning is offered (not when watching, not after the end). */
    fun canResign(): Boolean {
        val table = _state.value.table ?: return false
        return _state.value.setup.mode != Mode.WATCH && !table.game.isOver
    }

    /** The player (or, passing the phone, the side to move) gives the game up. */
    fun resign() {
        if (!canResign()) return
        val table = _state.value.table ?: return
        // Against the bot the player's side; passing the phone (or with no single seat) the side to move.
        val side = table.humanSides.singleOrNull()?.takeIf { _state.value.setup.mode == Mode.PLAY } ?: table.game.toMove
        cancelBot()
        play(animate = false) { it.resign(side) }
    }

    /** Hides the notice shown over the table. */
    fun dismissNotice() = updateTable { it.copy(notice = null) }

    /** Turns the verdict line on or off; remembered. */
    fun setShowVerdict(on: Boolean) = updatePrefs { it.copy(showVerdict = on) }

    // ---- hints ------------------------------------------------------------

    /** True if a hint is offered now: a person to move (either one when passing the phone), never when watching. */
    fun hintOffered(): Boolean {
        val table = _state.value.table ?: return false
        return _state.value.setup.mode != Mode.WATCH && table.humanToMove && table.review == null
    }

    /** Asks Perfect for a move for the player; it is shown on the board, never played. */
    fun requestHint() {
        val table = _state.value.table ?: return
        if (!hintOffered() || table.menuOpen || table.confirmingLeave) return
        hints.request(engine ?: return)
    }

    // ---- review -----------------------------------------------------------

    /**
     * Opens the review of the finished game, on its final position. Its marks
     * follow a moment later: finding them probes the endgame table at every
     * position of the game, so that runs on [botDispatcher], not here.
     */
    fun openReview() {
        val engine = engine ?: return
        if (_state.value.table?.game?.isOver != true) return
        val r = Review(engine)
        review = r
        updateTable { it.copy(review = r.open()) }
        findReviewMarks()
    }

    /**
     * Finds the open review's marks on [botDispatcher]. Run again when a table
     * arrives (one loaded since can judge more moves) and on [resume] if a
     * pause cut the search short, so the marks never stay missing.
     */
    private fun findReviewMarks() {
        val engine = engine ?: return
        val r = review ?: return
        reviewMarked = false
        reviewJob?.cancel()
        reviewJob = scope.launch {
            val marks = try {
                withContext(botDispatcher) { engine.reviewMarks() }
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                // The game was closed under the search (the table left): nothing to mark.
                return@launch
            }
            if (review !== r) return@launch
            val marked = r.withMarks(marks)
            review = marked
            reviewMarked = true
            updateTable { t -> t.copy(review = t.review?.let { marked.at(it.index) }) }
        }
    }

    /** Steps the review; nothing in the game or the tally changes. */
    fun reviewStep(step: ReviewStep) {
        val r = review ?: return
        val current = _state.value.table?.review ?: return
        updateTable { it.copy(review = r.step(current, step)) }
    }

    /** Leaves the review: back to the end-of-game card. */
    fun closeReview() {
        reviewJob?.cancel()
        review = null
        updateTable { it.copy(review = null) }
    }

    // ---- how to play ------------------------------------------------------

    /** Shows the how-to-play page over the current screen (the in-game menu closes). */
    fun openHowTo() {
        updateTable { it.copy(menuOpen = false) }
        _state.value = _state.value.copy(howToOpen = true)
    }

    /** Back from the how-to-play page. */
    fun closeHowTo() {
        _state.value = _state.value.copy(howToOpen = false)
    }

    /** The rules the how-to-play page explains: the table's game, else the set-up page's choice. */
    fun howToSettings(): Settings = engine?.settings() ?: _state.value.setup.rules.settings()

    // ---- endgame tables ---------------------------------------------------

    /**
     * A table finished loading: the verdict of the position shown may now be
     * known, and an open review's marks and verdicts are found again with it.
     */
    fun tablesLoaded() {
        val engine = engine ?: return
        val r = review
        updateTable { t -> t.copy(evaluation = engine.evaluate(), review = t.review?.let { r?.at(it.index) ?: it }) }
        // Paused, the search waits for resume(), which finds unmarked reviews' marks.
        if (r != null) if (paused) reviewMarked = false else findReviewMarks()
    }

    /** Suspends until no bot search or automatic next game is pending; for tests. */
    suspend fun awaitIdle() {
        hints.awaitIdle()
        while (true) {
            val job = botJob?.takeIf { it.isActive } ?: nextGameJob?.takeIf { it.isActive }
                ?: reviewJob?.takeIf { it.isActive } ?: return
            job.join()
        }
    }

    // ---- internals ------------------------------------------------------

    private fun pick(point: Int) {
        val engine = engine ?: return
        updateTable { it.copy(picked = point, targets = engine.targetsFrom(point), dragging = false) }
        feedback.picked()
    }

    private fun putBack() = updateTable { it.copy(picked = null, targets = emptyList(), dragging = false) }

    /**
     * True for a piece of the side to move that has no legal move under
     * `forbid`/`forbid3`: it may be picked up (with nowhere marked), so that
     * putting it where the rule forbids can say why instead of doing nothing.
     */
    private fun stuckByRepeat(table: TableState, point: Int): Boolean {
        val rule = engine?.rules()?.repetition ?: return false
        if (rule != RepetitionRule.FORBID && rule != RepetitionRule.FORBID3) return false
        val piece = if (table.game.toMove == Side.GOAT) Piece.GOAT else Piece.TIGER
        return table.game.phase == Phase.MOVEMENT && table.game.board[point] == piece && point !in table.movable
    }

    /**
     * The picked-up piece was let go on [to], which is not one of its targets.
     * Under `forbid`/`forbid3` the core is asked, so a move refused only for
     * repeating a position can say so; every other refusal stays silent.
     */
    private fun refusedOrPutBack(from: Int, to: Int) {
        putBack()
        val engine = engine ?: return
        val rule = engine.rules().repetition
        if (rule != RepetitionRule.FORBID && rule != RepetitionRule.FORBID3) return
        if (_state.value.table?.game?.board?.getOrNull(to) != Piece.EMPTY) return
        try {
            engine.move(from, to)
        } catch (e: BaghchalException.IllegalMove) {
            if (e.reason == IllegalReason.REPETITION_FORBIDDEN) {
                showNote(if (rule == RepetitionRule.FORBID) Note.REPEAT_FORBIDDEN else Note.REPEAT_FORBIDDEN3)
            }
            return
        } catch (e: BaghchalException) {
            return
        }
        // The core took it after all (targets were stale): it is a move like any other.
        refresh(animate = true, moved = true)
    }

    private fun showNote(note: Note) {
        noteJob?.cancel()
        updateTable { it.copy(note = note) }
        noteJob = scope.launch {
            delay(noteMillis)
            updateTable { it.copy(note = null) }
        }
    }

    /** Applies a move from the core; an illegal one leaves everything as it was. */
    private fun play(animate: Boolean = true, action: (Engine) -> BoardView) {
        val engine = engine ?: return
        try {
            action(engine)
        } catch (e: BaghchalException) {
            putBack()
            return
        }
        refresh(animate = animate, moved = true)
    }

    /** [keepOverlays]: the menu or leave question open now stays open (a watch game the clock started). */
    private fun newGame(tally: Tally, keepOverlays: Boolean = false) {
        cancelJobs()
        review = null
        engine?.close()
        val setup = _state.value.setup
        val fresh = Engine.new(setup.rules)
        engine = fresh
        tallied = false
        val last = _state.value.table
        // A match's second game follows its first; after a finished match (or none) a new one starts.
        val ongoing = if (setup.playsMatches) last?.match?.let(MatchPlay::next) else null
        val humans = when {
            ongoing != null && setup.mode == Mode.PLAY -> setOf(ongoing.firstPlayerSide)
            else -> humanSidesFor(setup, last?.humanSides?.singleOrNull())
        }
        val match = when {
            ongoing != null -> ongoing
            // Player 1 has the person's seat in play mode and the goats when passing the phone.
            setup.playsMatches -> MatchPlay.start(humans.singleOrNull() ?: Side.GOAT)
            else -> null
        }
        val game = fresh.snapshot()
        val previous = last?.takeIf { keepOverlays }
        _state.value = _state.value.copy(
            screen = Screen.TABLE,
            table = TableState(
                game = game,
                humanSides = humans,
                tally = tally,
                menuOpen = previous?.menuOpen == true,
                confirmingLeave = previous?.confirmingLeave == true,
                match = match,
            ),
        )
        hints.reset(0)
        refresh(animate = false)
    }

    /** True if [humans] is a seating [mode] can have. */
    private fun seats(mode: Mode, humans: Set<Side>): Boolean = when (mode) {
        Mode.PLAY -> humans.size == 1
        Mode.PASS_AND_PLAY -> humans == setOf(Side.GOAT, Side.TIGER)
        Mode.WATCH -> humans.isEmpty()
    }

    /** [lastSide]: the player's side in the game before, which Alternate swaps. */
    private fun humanSidesFor(setup: TableSetup, lastSide: Side? = null): Set<Side> = when (setup.mode) {
        Mode.PASS_AND_PLAY -> setOf(Side.GOAT, Side.TIGER)
        Mode.WATCH -> emptySet()
        Mode.PLAY -> when (setup.side) {
            SideChoice.GOATS -> setOf(Side.GOAT)
            SideChoice.TIGERS -> setOf(Side.TIGER)
            SideChoice.RANDOM -> setOf(if (random.nextBoolean()) Side.GOAT else Side.TIGER)
            SideChoice.ALTERNATE -> setOf(lastSide?.other() ?: Side.GOAT)
        }
    }

    /** Re-reads the position from the core, saves, and hands the turn to whoever is next. */
    private fun refresh(animate: Boolean, moved: Boolean = false) {
        val engine = engine ?: return
        val current = _state.value.table ?: return
        val game = engine.snapshot()
        val humanTurn = !game.isOver && game.toMove in current.humanSides
        // Resigning ends the game without a move: no move click for it.
        val pieceMoved = moved && game.moveLog.size > current.game.moveLog.size
        var tally = current.tally
        var match = current.match
        if (game.isOver && !tallied) {
            tally = tally.add(game.result, current.humanSides, _state.value.setup.mode).copy(hints = tally.hints + hints.state.used)
            match = match?.let { MatchPlay.finish(it, game.result, game.captured) }
            match?.outcome?.let { tally = tally.addMatch(it) }
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
        _state.value = _state.value.copy(table = table)
        save()
        if (pieceMoved) feedback.moved(captured = game.lastMove?.captured != null)
        if (game.isOver) {
            if (moved) feedback.gameOver()
            if (_state.value.setup.mode == Mode.WATCH) scheduleNextGame()
        } else if (!humanTurn) {
            startBot()
        }
    }

    private fun startBot() {
        if (paused || botJob?.isActive == true) return
        val engine = engine ?: return
        val setup = _state.value.setup
        val cancel = newCancelHandle()
        botCancel = cancel
        updateTable { it.copy(thinking = true) }
        val seed = random.nextLong()
        botJob = scope.launch {
            val started = System.nanoTime()
            val move = try {
                withContext(botDispatcher) { engine.botMove(setup.level, seed, cancel) }
            } catch (e: BaghchalException) {
                // Cancelled (we left or took back) or the game changed under us: nothing to play.
                return@launch
            }
            val pause = botPauseMillis / _state.value.setup.speed.factor -
                (System.nanoTime() - started) / 1_000_000
            if (pause > 0) delay(pause)
            if (this@TableController.engine !== engine) return@launch
            // This job is done searching; clear it so the next bot turn (watch mode) can start.
            botJob = null
            botCancel = null
            val from = move.from
            play { if (from == null) it.place(move.to) else it.move(from, move.to) }
        }
    }

    private fun scheduleNextGame() {
        if (paused) return
        nextGameJob?.cancel()
        nextGameJob = scope.launch {
            delay(nextGameMillis / _state.value.setup.speed.factor)
            val table = _state.value.table ?: return@launch
            // It starts by itself, so it must not close what the player has open.
            newGame(table.tally, keepOverlays = true)
        }
    }

    private fun cancelBot() {
        botCancel?.cancel()
        botCancel = null
        botJob?.cancel()
        botJob = null
        updateTable { it.copy(thinking = false) }
    }

    private fun cancelJobs() {
        cancelBot()
        hints.clear()
        nextGameJob?.cancel()
        nextGameJob = null
        reviewJob?.cancel()
        reviewJob = null
    }

    private fun updateTable(transform: (TableState) -> TableState) {
        val table = _state.value.table ?: return
        _state.value = _state.value.copy(table = transform(table))
    }

    // ---- saving ---------------------------------------------------------

    private fun save() {
        val engine = engine ?: return
        val table = _state.value.table ?: return
        storage.write(
            mapOf(
                KEY_ACTIVE to "1",
                KEY_RECORD to engine.record(),
                KEY_HUMANS to table.humanSides.joinToString(",") { it.name },
                KEY_TALLY to table.tally.encode(),
                KEY_TALLIED to tallied.toString(),
                KEY_HINTS to hints.state.used.toString(),
                KEY_MATCH to table.match?.let(MatchPlay::encode),
            ),
        )
    }

    private fun restoreTable() {
        val tally = storage.read(KEY_TALLY)?.let(::decodeTally) ?: Tally()
        val setup = _state.value.setup
        // Damaged sides that do not fit the mode would hand the bot the player's seat (or stall the table).
        val humans = storage.read(KEY_HUMANS)?.let(::decodeSides)?.takeIf { seats(setup.mode, it) } ?: humanSidesFor(setup)
        val restored = storage.read(KEY_RECORD)?.let { record ->
            try {
                Engine.fromRecord(record)
            } catch (e: BaghchalException) {
                null
            }
        }
        if (restored == null) {
            // Everything except the unreadable game is kept: set-up, preferences, tally.
            _state.value = _state.value.copy(screen = Screen.TABLE, table = TableState(game = placeholderGame(), humanSides = humans, tally = tally))
            newGame(tally)
            updateTable { it.copy(notice = Notice.SAVE_UNREADABLE) }
            return
        }
        engine = restored
        tallied = storage.read(KEY_TALLIED) == "true"
        val match = storage.read(KEY_MATCH)?.takeIf { setup.playsMatches }?.let(MatchPlay::decode)
        _state.value = _state.value.copy(
            screen = Screen.TABLE,
            table = TableState(game = restored.snapshot(), humanSides = humans, tally = tally, match = match),
        )
        hints.reset(storage.read(KEY_HINTS)?.toIntOrNull()?.coerceAtLeast(0) ?: 0)
        refresh(animate = false)
    }

    private fun placeholderGame(): BoardView = BoardView(
        board = List(Points.COUNT) { Piece.EMPTY }, toMove = Side.GOAT, phase = Phase.PLACEMENT,
        goatsInHand = 0, goatsOnBoard = 0, captured = 0, goatsToWin = 0, tigersTrapped = 0, halfMoves = 0,
        result = GameResult.ONGOING, reason = null, lastMove = null, moveLog = emptyList(), canUndo = false,
    )

    private fun loadSetup(): TableSetup {
        val d = TableSetup()
        return TableSetup(
            mode = enumOr(storage.read(KEY_MODE), d.mode),
            side = enumOr(storage.read(KEY_SIDE), d.side),
            level = enumOr(storage.read(KEY_LEVEL), d.level),
            goatsToWin = storage.read(KEY_GOATS)?.toIntOrNull()?.takeIf { it in TableSetup.GOATS_TO_WIN_CHOICES } ?: d.goatsToWin,
            repetition = enumOr(storage.read(KEY_REPETITION), d.repetition),
            speed = enumOr(storage.read(KEY_SPEED), d.speed),
            match = storage.read(KEY_MATCH_SETUP)?.toBooleanStrictOrNull() ?: d.match,
        )
    }

    private fun loadPrefs(defaultLanguage: Language) = Preferences(
        sound = storage.read(KEY_SOUND)?.toBooleanStrictOrNull() ?: true,
        theme = enumOr(storage.read(KEY_THEME), ThemeChoice.SYSTEM),
        language = enumOr(storage.read(KEY_LANGUAGE), defaultLanguage),
        showVerdict = storage.read(KEY_VERDICT)?.toBooleanStrictOrNull() ?: false,
    )

    private fun setupEntries(s: TableSetup) = mapOf(
        KEY_MODE to s.mode.name,
        KEY_SIDE to s.side.name,
        KEY_LEVEL to s.level.name,
        KEY_GOATS to s.goatsToWin.toString(),
        KEY_REPETITION to s.repetition.name,
        KEY_SPEED to s.speed.name,
        KEY_MATCH_SETUP to s.match.toString(),
    )

    /** Storage keys; public so tests can damage a save on purpose. */
    companion object {
        const val KEY_MODE = "setup.mode"
        const val KEY_SIDE = "setup.side"
        const val KEY_LEVEL = "setup.level"
        const val KEY_GOATS = "setup.goatsToWin"
        const val KEY_REPETITION = "setup.repetition"
        const val KEY_SPEED = "setup.speed"
        const val KEY_SOUND = "prefs.sound"
        const val KEY_THEME = "prefs.theme"
        const val KEY_LANGUAGE = "prefs.language"
        const val KEY_ACTIVE = "table.active"
        const val KEY_RECORD = "table.record"
        const val KEY_HUMANS = "table.humans"
        const val KEY_TALLY = "table.tally"
        const val KEY_TALLIED = "table.tallied"
        const val KEY_MATCH_SETUP = "setup.match"
        const val KEY_VERDICT = "prefs.verdict"
        const val KEY_HINTS = "table.hints"
        const val KEY_MATCH = "table.match"
    }
}

private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
    enumValues<E>().firstOrNull { it.name == name } ?: default

private fun Tally.add(result: GameResult, humans: Set<Side>, mode: Mode): Tally {
    val winner = when (result) {
        GameResult.TIGERS_WIN -> Side.TIGER
        GameResult.GOATS_WIN -> Side.GOAT
        else -> null
    }
    val counted = copy(
        games = games + 1,
        tigerWins = tigerWins + if (winner == Side.TIGER) 1 else 0,
        goatWins = goatWins + if (winner == Side.GOAT) 1 else 0,
        draws = draws + if (winner == null) 1 else 0,
    )
    if (mode != Mode.PLAY || winner == null) return counted
    return if (winner in humans) counted.copy(wins = wins + 1) else counted.copy(losses = losses + 1)
}

private fun Tally.addMatch(outcome: MatchOutcome): Tally = when (MatchPlay.firstWins(outcome)) {
    true -> copy(matches = matches + 1, matchFirstWins = matchFirstWins + 1)
    false -> copy(matches = matches + 1, matchSecondWins = matchSecondWins + 1)
    null -> copy(matches = matches + 1, matchDraws = matchDraws + 1)
}

private fun Tally.encode() =
    listOf(games, wins, losses, tigerWins, goatWins, draws, hints, matches, matchFirstWins, matchSecondWins, matchDraws)
        .joinToString(",")

/** Reads a tally; one saved before hints and matches existed (six numbers) counts none of them. */
private fun decodeTally(text: String): Tally? {
    val n = text.split(",").map { it.toIntOrNull()?.takeIf { v -> v >= 0 } ?: return null }
    if (n.size != 6 && n.size != 11) return null
    val more = n.drop(6) + List(11 - n.size) { 0 }
    return Tally(n[0], n[1], n[2], n[3], n[4], n[5], more[0], more[1], more[2], more[3], more[4])
}

private fun decodeSides(text: String): Set<Side> =
    text.split(",").filter { it.isNotEmpty() }.mapNotNull { n -> Side.entries.firstOrNull { it.name == n } }.toSet()
