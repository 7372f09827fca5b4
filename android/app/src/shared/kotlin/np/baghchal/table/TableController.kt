package np.baghchal.table

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.MoveValueSource
import np.baghchal.app.AppState
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.Mode
import np.baghchal.app.Preferences
import np.baghchal.app.Screen
import np.baghchal.app.Speed
import np.baghchal.app.Storage
import np.baghchal.app.TableSetup
import np.baghchal.app.TableState
import np.baghchal.drills.DrillTrainer
import np.baghchal.app.localOffset
import np.baghchal.games.GameHistory
import np.baghchal.games.YourGames
import np.baghchal.i18n.Language
import np.baghchal.i18n.Strings
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleTrainer
import np.baghchal.share.Clipboard
import np.baghchal.share.ShareSheet
import np.baghchal.share.ShareWords
import np.baghchal.share.TextImport
import np.baghchal.share.TextOpened
import np.baghchal.share.TextTags
import np.baghchal.why.LineReplay
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Drill
import uniffi.baghchal.Settings
import uniffi.baghchal.Side
import kotlin.random.Random

/**
 * The state holder behind every screen: the set-up page, the table's state
 * and its game, the menu and the khel tally. Each other job has a holder it
 * composes: [TablePlay] (the game in play: a move applied, the position
 * re-read, the end tallied, the turn handed on), [TableLifecycle] (sitting
 * down, the next game, leaving, pause and resume), [BotTurns], [TableTouch],
 * [Hints], [ReviewSession] and [TableSaving]. It has no Android dependency,
 * so the host JVM tests drive exactly the code the phone runs.
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
    /** Makes the handle each analysis search can be stopped with; tests watch it being cancelled. */
    newAnalysisCancelHandle: () -> CancelHandle = { CancelHandle() },
    /** The clock, Unix seconds: when a kept game ended, and what "the last 30 days" ends at. */
    private val now: () -> Long = { System.currentTimeMillis() / 1000 },
    /** Where a problem worth a bug report goes (the phone's log); never shown. */
    log: (String) -> Unit = {},
    /** Pause before each move of a wrong drill answer's refutation at 1× speed. */
    drillStepMillis: Long = 900,
    /** The system share sheet a game is shared through as text. */
    private val shareSheet: ShareSheet = ShareSheet.None,
    /** The clipboard "Paste a game" reads. */
    private val clipboard: Clipboard = Clipboard.None,
    /** The phone's offset from UTC at a Unix time, seconds: a shared game is dated by the local day. */
    private val offsetAt: (Long) -> Int = ::localOffset,
    /** Makes the handle each move's explanation (issue 43) can be stopped with; tests watch it being cancelled. */
    newWhyCancelHandle: () -> CancelHandle = { CancelHandle() },
    /** Where the analysis board's values come from: the core; tests decide when each arrives. */
    analysisValues: MoveValueSource = MoveValueSource.CORE,
) {
    private var engine: Engine? = null
    private val saving = TableSaving(storage)
    private val history = GameHistory(storage, scope, botDispatcher, log)
    private val bot = BotTurns(scope, botDispatcher, random, botPauseMillis, newCancelHandle)
    private val hints = Hints(scope, botDispatcher, newHintCancelHandle, random) { hint ->
        updateTable { it.copy(hint = hint) }
        // A hint counts the moment it shows, so a kill right after it cannot lose it.
        if (engine != null) saving.saveHints(hint.used)
    }
    private val touch: TableTouch = TableTouch(
        scope, feedback, noteMillis,
        engine = { engine },
        table = { _state.value.table },
        update = ::updateTable,
        play = { playing.play(action = it) },
        playedAnyway = { playing.refresh(animate = true, moved = true) },
    )
    private val reviews = ReviewSession(scope, botDispatcher, { change -> updateTable { it.copy(review = change(it.review)) } }, newWhyCancelHandle)

    private val _state = MutableStateFlow(
        AppState(
            screen = Screen.SETUP,
            setup = saving.setup(),
            prefs = saving.prefs(defaultLanguage),
            table = null,
        ),
    )

    /** What the UI draws. */
    val state: StateFlow<AppState> = _state.asStateFlow()

    private val playing: TablePlay = TablePlay(
        _state, bot, hints, saving, feedback,
        engine = { engine },
        putBack = touch::putBack,
        paused = { lifecycle.paused },
        gameOver = { lifecycle.gameOver() },
        history = history,
        now = now,
    )

    private val lifecycle: TableLifecycle = TableLifecycle(
        scope, random, nextGameMillis, _state,
        object : TableLifecycle.Table {
            override fun stopWork() {
                playing.cancelBot()
                hints.clear()
                reviews.stop()
            }

            override fun replaceGame(next: Engine?, tallied: Boolean) {
                reviews.drop()
                engine?.close()
                engine = next
                playing.tallied = tallied
            }

            override fun gameSeated(hints: Int) {
                this@TableController.hints.reset(hints)
                playing.refresh(animate = false)
            }

            override fun startBot() = playing.startBot()

            override fun resumeWork() {
                engine?.let(reviews::resumed)
            }

            override fun save() = playing.save()

            override fun forget() = saving.forgetTable()
        },
    )

    init {
        if (saving.hasTable) lifecycle.restore(saving.restore(_state.value.setup, lifecycle::fits))
    }

    /** The puzzle trainer, opened from the set-up page; its state is its own. */
    val puzzles = PuzzleTrainer(storage, scope, random, feedback, noteMillis, botDispatcher, newWhyCancelHandle)

    /** The analysis board, opened from the set-up page, the in-game menu and the review; its state is its own. */
    val analysis = AnalysisBoard(scope, botDispatcher, newAnalysisCancelHandle, feedback, noteMillis, storage, newWhyCancelHandle, analysisValues)

    /** "Your games", opened from the set-up page; its state is its own. */
    val games = YourGames(history, scope, botDispatcher, now, newWhyCancelHandle)

    /** The player's slips as drills, opened from "Your games" and a kept game's review; its state is its own. */
    val drills = DrillTrainer(storage, scope, botDispatcher, feedback, noteMillis, drillStepMillis)

    /** Which of the puzzles or the analysis board is on screen, kept so a kill brings it back. */
    private fun opened(screen: String?) = storage.write(mapOf(KEY_OPEN to screen))

    /** A kept session was refused: the set-up page says so, once. */
    private fun noteRefusal() {
        if (puzzles.sessionRefused || analysis.sessionRefused) {
            puzzles.sessionRefusalSaid()
            analysis.sessionRefusalSaid()
            _state.value = _state.value.copy(sessionRefused = true)
        }
    }

    /** The screen the analysis board goes back to. */
    private var analysisFrom: Screen = Screen.SETUP

    init {
        // The analysis board on screen when the app was killed comes back at once; a puzzle waits for its file.
        if (storage.read(KEY_OPEN) == OPEN_ANALYSIS) {
            if (analysis.resumeSession()) {
                analysisFrom = if (_state.value.table != null) Screen.TABLE else Screen.SETUP
                // Under the board the game waits, as when it was opened.
                if (analysisFrom == Screen.TABLE) lifecycle.pause()
                _state.value = _state.value.copy(screen = Screen.ANALYSIS)
            } else {
                opened(null)
                noteRefusal()
            }
        }
    }

    // ---- set-up page -----------------------------------------------------

    /** Changes the table set-up; remembered for next time. */
    fun updateSetup(transform: (TableSetup) -> TableSetup) {
        val setup = transform(_state.value.setup).let {
            it.copy(goatsToWin = it.goatsToWin.coerceIn(TableSetup.GOATS_TO_WIN_CHOICES))
        }
        _state.value = _state.value.copy(setup = setup)
        saving.saveSetup(setup)
    }

    /** Changes settings that do not touch the game (sound, theme, language). */
    fun updatePrefs(transform: (Preferences) -> Preferences) {
        val prefs = transform(_state.value.prefs)
        _state.value = _state.value.copy(prefs = prefs)
        saving.savePrefs(prefs)
    }

    /** Changes the speed; the same control sits in the in-game menu. */
    fun setSpeed(speed: Speed) = updateSetup { it.copy(speed = speed) }

    /** Sits down at the table with the current set-up: a new sitting, a fresh tally. */
    fun startTable() = lifecycle.startTable()

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
        if (_state.value.screen == Screen.PUZZLES) {
            closePuzzles()
            return true
        }
        if (_state.value.screen == Screen.ANALYSIS) {
            if (!analysis.cancelDraft()) closeAnalysis()
            return true
        }
        if (_state.value.screen == Screen.GAMES) {
            if (drills.state.value != null) closeDrill() else if (games.state.value?.open != null) closeKeptGame() else closeGames()
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
    fun leaveTable() = lifecycle.leave()

    /** Starts the next game at the same table; the tally carries on. */
    fun playAgain() = lifecycle.playAgain()

    /** Stops any bot work; for when the screen's owner goes away. The game stays saved, and so is the drills' progress. */
    fun close() {
        lifecycle.stop()
        analysis.pause()
        games.pause()
        // A drill's judgement or refutation in flight would otherwise finish for a screen that is gone.
        drills.close()
    }

    /**
     * The app left the screen: the bot's search is cancelled, the watch-mode
     * clock stops and the table is saved, so nothing plays, clicks or writes
     * in the background. [resume] carries on from the same position.
     */
    fun pause() {
        lifecycle.pause()
        analysis.pause()
        games.pause()
    }

    /**
     * The app is back on screen: a bot turn cut short by [pause] is searched
     * again, a finished watch game moves on. Not while the analysis board
     * covers the table: the game waits until it is closed.
     */
    fun resume() {
        analysis.resume()
        if (_state.value.screen == Screen.GAMES) games.resume()
        // A game opened from a text covers the table as the analysis board does: the table waits.
        if (_state.value.screen != Screen.ANALYSIS && importFrom == null) lifecycle.resume()
    }

    // ---- touch ----------------------------------------------------------

    /**
     * A tap on [point]. Places a goat on a placement turn; otherwise picks up
     * one of the player's pieces, moves the picked-up piece, or puts it back.
     * Anything illegal changes nothing.
     */
    fun tapPoint(point: Int) = touch.tap(point)

    /** A tap off the board's points puts a picked-up piece back. */
    fun tapOutside() = touch.tapOutside()

    /**
     * A finger starts dragging from [point]. Returns true if that picks up a
     * piece to drag; goats in the pen and pieces that cannot move stay put.
     */
    fun dragStart(point: Int): Boolean = touch.dragStart(point)

    /** The dragged piece is let go over [point] (null: off the points). */
    fun dragEnd(point: Int?) = touch.dragEnd(point)

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
        playing.cancelBot()
        hints.clear()
        engine.takeBackTurn(humans)
        playing.refresh(animate = false)
    }

    /** True if resigning is offered (not when watching, not after the end). */
    /**
     * True when the analysis board may be opened on the table. Against the
     * bot only once the game is over: its exact value for every move would
     * otherwise be an uncounted hint. Passing the phone and watching, any time.
     */
    fun canAnalyse(): Boolean {
        val table = _state.value.table ?: return false
        return _state.value.setup.mode != Mode.PLAY || table.game.isOver
    }

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
        playing.cancelBot()
        playing.play(animate = false) { it.resign(side) }
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
        reviews.open(engine)
    }

    /** Steps the review; nothing in the game or the tally changes. */
    fun reviewStep(step: ReviewStep) {
        val current = _state.value.table?.review ?: return
        reviews.step(current, step)
    }

    /** Leaves the review: back to the end-of-game card. */
    fun closeReview() = reviews.close()

    /** Opens the shown slip's line on the board (issue 43). */
    fun openReviewLine() = reviews.openLine()

    /** Steps the review's open line. */
    fun reviewLineStep(step: (LineReplay) -> LineReplay) = reviews.stepLine(step)

    /** Closes the review's line: the review shows the game again. */
    fun closeReviewLine() = reviews.closeLine()

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

    // ---- puzzles -------------------------------------------------------------

    /** The puzzle file loaded (off the main thread): the set-up page now offers the puzzles. */
    fun puzzlesLoaded(book: PuzzleBook) {
        puzzles.attach(book)
        _state.value = _state.value.copy(puzzlesReady = true)
        // The puzzle on screen when the app was killed, once its file is in (not over a board opened since).
        if (storage.read(KEY_OPEN) == OPEN_PUZZLES && _state.value.screen == Screen.SETUP) {
            if (puzzles.resumeSession()) {
                _state.value = _state.value.copy(screen = Screen.PUZZLES)
            } else {
                opened(null)
                noteRefusal()
            }
        }
    }

    /**
     * Opens the trainer on the next puzzle for the player's level, or on puzzle
     * [index] of the file (tests, screenshots); nothing happens before the file has loaded.
     */
    fun openPuzzles(index: Int? = null) {
        val shown = if (index == null) puzzles.open() else puzzles.openPuzzle(index)
        if (shown) {
            opened(OPEN_PUZZLES)
            _state.value = _state.value.copy(screen = Screen.PUZZLES, sessionRefused = false)
        }
    }

    /** Back from the puzzles to the set-up page; the progress is already saved. */
    fun closePuzzles() {
        puzzles.close()
        opened(null)
        _state.value = _state.value.copy(screen = Screen.SETUP)
    }

    // ---- analysis board --------------------------------------------------------

    /** Opens the analysis board on the start of the set-up page's rules. */
    fun openAnalysisBoard() {
        val settings = _state.value.setup.rules.settings()
        val start = Engine.new(settings).use { it.snapshot() }
        analysisFrom = Screen.SETUP
        analysis.open(start, settings)
        opened(OPEN_ANALYSIS)
        _state.value = _state.value.copy(screen = Screen.ANALYSIS, sessionRefused = false)
    }

    /**
     * Opens the analysis board on the table's position, or the reviewed one
     * while a review is open. The game waits (as off screen) until the board
     * is closed; nothing in it or the tally changes.
     */
    fun openAnalysis() {
        val engine = engine ?: return
        val table = _state.value.table ?: return
        if (!canAnalyse()) return
        updateTable { it.copy(menuOpen = false, picked = null, targets = emptyList(), dragging = false) }
        lifecycle.pause()
        analysisFrom = Screen.TABLE
        analyse(engine, table)
    }

    /** Opens the analysis board on the kept game open in "Your games", at its reviewed position; back returns there. */
    fun analyseKeptGame() {
        val engine = games.openEngine ?: return
        val table = games.state.value?.open?.table ?: return
        games.pause()
        analysisFrom = Screen.GAMES
        analyse(engine, table)
    }

    /** Opens the analysis board on [table]'s shown position (the reviewed one while a review is open) of [engine]'s game. */
    private fun analyse(engine: Engine, table: TableState) {
        val shown = table.review?.index ?: table.game.moveLog.size
        // A finished game's last position has no move to value: the board opens on the one
        // before it, with the final move to step forward to (and the result it brings).
        val current = table.review?.position ?: table.game
        val end = current.isOver && shown > 0
        val position = if (end) engine.positionAt(shown - 1) else current
        val next = if (end) table.game.moveLog.getOrNull(shown - 1) else null
        analysis.open(position, engine.settings(), next)
        opened(OPEN_ANALYSIS)
        _state.value = _state.value.copy(screen = Screen.ANALYSIS)
    }

    /** Back from the analysis board to where it was opened; a game waiting there goes on. */
    fun closeAnalysis() {
        analysis.close()
        opened(null)
        val back = when {
            analysisFrom == Screen.TABLE && _state.value.table != null -> Screen.TABLE
            analysisFrom == Screen.GAMES && games.state.value != null -> Screen.GAMES
            else -> Screen.SETUP
        }
        _state.value = _state.value.copy(screen = back)
        if (back == Screen.GAMES) games.resume()
        // Also from the set-up page: a pause the activity asked for while the board was up ends here.
        lifecycle.resume()
    }

    // ---- your games --------------------------------------------------------------

    /** Opens "Your games" from the set-up page: the kept games are read, then listed. */
    fun openGames() {
        games.open()
        _state.value = _state.value.copy(screen = Screen.GAMES)
    }

    /** "Practise my slips": every slip not yet answered right, oldest first, over "Your games". */
    fun practiseSlips() {
        val read = games.state.value?.read ?: return
        games.pause()
        drills.open(read.drills.toPractise, read.drills.progressRefused.toInt())
    }

    /** "Practise this slip": [drill], from the kept game's review; back returns to it. */
    fun practiseSlip(drill: Drill) {
        games.pause()
        drills.open(listOf(drill))
    }

    /** Back from the drills to where they were opened; the games are read again, so the count and marks show the answers. */
    fun closeDrill() {
        drills.close()
        games.reload()
        games.resume()
    }

    /** Back from "Your games" to the set-up page, or from a game opened from a text to where it was opened. */
    fun closeGames() {
        drills.close()
        games.close()
        val from = importFrom
        importFrom = null
        val back = if (from == Screen.TABLE && _state.value.table != null) Screen.TABLE else Screen.SETUP
        _state.value = _state.value.copy(screen = back)
        // The table waited under a game opened from a text: it goes on.
        if (from != null) lifecycle.resume()
    }

    /** Back from the game open on "Your games": to the list, or for a game opened from a text, out of the page ([closeGames]). */
    fun closeKeptGame() {
        if (importFrom != null) closeGames() else games.closeGame()
    }

    // ---- share and import as text ----------------------------------------------

    /** Where a game opened from a text goes back to; null while none is open. */
    private var importFrom: Screen? = null

    /** Shares the table's finished game as text, its players named in [s]'s words (from its review). */
    fun shareTableGame(s: Strings) {
        val engine = engine ?: return
        val table = _state.value.table ?: return
        if (!table.game.isOver) return
        val setup = _state.value.setup
        val playerSide = if (setup.mode == Mode.PLAY) table.humanSides.singleOrNull() else null
        val tags = ShareWords.tags(s, today(), setup.mode, playerSide, setup.level)
        shareSheet.share(engine.gameText(tags), ShareWords.chooserTitle(s))
    }

    /** Shares the game open on "Your games" as text: dated the day it ended; one opened from a text keeps its tags. */
    fun shareKeptGame(s: Strings) {
        val engine = games.openEngine ?: return
        val open = games.state.value?.open ?: return
        val kept = open.listing.game
        val tags = open.textTags
            ?: ShareWords.tags(s, TextTags.date(kept.endedAt, offsetAt(kept.endedAt)), open.mode, kept.playerSide, kept.level)
        shareSheet.share(engine.gameText(tags), ShareWords.chooserTitle(s))
    }

    /** Shares the analysis board's line, from its first position to the move shown, as text. */
    fun shareAnalysis(s: Strings) {
        val text = analysis.gameText(ShareWords.analysisTags(today())) ?: return
        shareSheet.share(text, ShareWords.chooserTitle(s))
    }

    /** "Paste a game" on the set-up page: the clipboard's text opens as [openText] opens it. */
    fun pasteGame() = openText(clipboard.text())

    /**
     * Opens a pasted or shared [text] (null: there was none): a finished game
     * in the review of "Your games" (not kept there), an unfinished one on the
     * analysis board at its last move, a position alone on the analysis board.
     * Whatever is open is left as its own back button leaves it; a table in
     * play waits underneath. A text the core refuses opens nothing and
     * [AppState.importRefusal] says why; nothing saved changes either way.
     */
    fun openText(text: String?) {
        val opened = TextImport.read(text, _state.value.setup.rules.settings())
        if (opened is TextOpened.Refused) {
            _state.value = _state.value.copy(importRefusal = opened.refusal)
            return
        }
        val from = leaveForImport()
        when (opened) {
            is TextOpened.Position -> opened.engine.use { e ->
                analysisFrom = from
                analysis.open(e.snapshot(), e.settings())
                showAnalysis()
            }
            is TextOpened.Game -> opened.engine.use { e ->
                if (opened.finished) {
                    games.open()
                    games.openGame(TextImport.listing(opened, now()), opened.tags)
                    importFrom = from
                    _state.value = _state.value.copy(screen = Screen.GAMES)
                } else {
                    analysisFrom = from
                    analysis.openLine(e.positionAt(0), e.settings(), e.snapshot().moveLog)
                    showAnalysis()
                }
            }
            is TextOpened.Refused -> Unit
        }
    }

    /** The refusal card was read: it closes. */
    fun dismissImportRefusal() {
        _state.value = _state.value.copy(importRefusal = null)
    }

    /** Leaves what is open for a text being opened; returns the screen it goes back to (the table, waiting, or the set-up page). */
    private fun leaveForImport(): Screen {
        if (_state.value.howToOpen) closeHowTo()
        if (_state.value.screen == Screen.PUZZLES) closePuzzles()
        if (_state.value.screen == Screen.ANALYSIS) closeAnalysis()
        // The analysis board may have gone back to "Your games".
        if (_state.value.screen == Screen.GAMES) closeGames()
        _state.value = _state.value.copy(importRefusal = null, sessionRefused = false)
        if (_state.value.screen != Screen.TABLE) return Screen.SETUP
        updateTable { it.copy(menuOpen = false, picked = null, targets = emptyList(), dragging = false, confirmingLeave = false) }
        lifecycle.pause()
        return Screen.TABLE
    }

    /** The analysis board just opened: it is on screen, and kept across a kill. */
    private fun showAnalysis() {
        opened(OPEN_ANALYSIS)
        _state.value = _state.value.copy(screen = Screen.ANALYSIS)
    }

    /** Today's date as a shared text's `Date` tag writes it. */
    private fun today(): String = now().let { TextTags.date(it, offsetAt(it)) }

    // ---- endgame tables ---------------------------------------------------

    /**
     * A table finished loading: the verdict of the position shown may now be
     * known, and an open review's marks and verdicts are found again with it.
     */
    fun tablesLoaded() {
        analysis.tablesChanged(tablesLoading)
        games.tablesLoaded(lifecycle.paused)
        val engine = engine ?: return
        updateTable { it.copy(evaluation = engine.evaluate()) }
        reviews.tablesLoaded(engine, lifecycle.paused)
    }

    /** True from [tablesLoading] (true) until the loader has finished. */
    private var tablesLoading = false

    /**
     * The endgame tables are [loading] (the loader has started) or have all
     * loaded: until then the analysis board says "still loading" rather than
     * "not on the phone", and asks again as each table arrives.
     */
    fun tablesLoading(loading: Boolean) {
        tablesLoading = loading
        analysis.tablesChanged(loading)
    }

    /** Suspends until no bot search or automatic next game is pending; for tests. */
    suspend fun awaitIdle() {
        hints.awaitIdle()
        while (true) {
            history.awaitIdle()
            val job = bot.running ?: lifecycle.waitingGame ?: reviews.searching ?: games.searching ?: drills.working
                ?: reviews.explaining ?: games.explaining ?: puzzles.explaining ?: analysis.explaining ?: return
            job.join()
        }
    }

    // ---- internals ------------------------------------------------------

    private fun updateTable(transform: (TableState) -> TableState) {
        val table = _state.value.table ?: return
        _state.value = _state.value.copy(table = transform(table))
    }

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

        /** The puzzles or the analysis board, when one was on screen ([OPEN_PUZZLES], [OPEN_ANALYSIS]). */
        const val KEY_OPEN = "screen.open"
        const val OPEN_PUZZLES = "puzzles"
        const val OPEN_ANALYSIS = "analysis"
    }
}
