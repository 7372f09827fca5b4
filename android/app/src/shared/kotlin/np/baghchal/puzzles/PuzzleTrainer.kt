package np.baghchal.puzzles

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.StateFlow
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.KeptSession
import np.baghchal.app.Storage
import np.baghchal.app.TableState
import np.baghchal.app.WatchedState
import np.baghchal.table.HintState
import np.baghchal.table.TableTouch
import np.baghchal.why.Explainer
import np.baghchal.why.LineKind
import np.baghchal.why.LineReplay
import np.baghchal.why.Why
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.PuzzleProgress
import kotlin.random.Random

/** Where the player is in a puzzle. */
enum class PuzzleStage {
    /** The player's move is awaited. */
    SOLVING,

    /** The player's last move let the win go; the refutation is on the board. */
    WRONG,

    /** Every move of the line was found. */
    SOLVED,

    /** The solution is played out on the board. */
    SOLUTION,
}

/**
 * The puzzle on the screen: the board as a [TableState] (so the board, its
 * touch and what TalkBack reads of each point are the game's), where the
 * player is, and the player's progress.
 */
data class PuzzleState(
    val puzzle: PuzzleView,
    val table: TableState,
    /** Solver moves found so far. */
    val step: Int = 0,
    val stage: PuzzleStage = PuzzleStage.SOLVING,
    /** What the core said of the wrong move, while [stage] is WRONG. */
    val wrong: PuzzleJudgement.Wrong? = null,
    /** True once a hint was shown in this puzzle. */
    val hinted: Boolean = false,
    /** True once a wrong move was played in this puzzle: it counts as failed, once. */
    val failed: Boolean = false,
    val progress: PuzzleProgress,
    /** True on the first puzzle shown after a damaged progress line was reset: the screen says so, once. */
    val progressReset: Boolean = false,
    /** Counts the puzzles shown and the retries, so the screen knows a fresh attempt began (its scroll goes back to the top). */
    val attempt: Int = 0,
    /**
     * Why the last move was wrong (while [stage] is WRONG) or why it works
     * (after a right one), as the core explains it off the main thread
     * (issue 43); null when no move was explained.
     */
    val why: Why? = null,
    /** The solution played step by step from the puzzle's position, while [stage] is SOLUTION. */
    val solution: LineReplay? = null,
) {
    /** The board to draw: the solution's step while it is replayed, else the puzzle's game. */
    val board: TableState get() = solution?.table() ?: table
}

/**
 * The puzzle trainer: picks a puzzle near the player's level, takes the
 * player's moves through the game's touch ([TableTouch]), has the core
 * judge each one, plays the defence or the refutation, and keeps the
 * player's progress in [storage] (one checked line; a damaged one is
 * refused by the core, kept aside, and the player starts afresh, while
 * everything else saved, the khel tally included, stays as it was).
 *
 * Every function must be called on [scope]'s thread. Judging a move is a
 * few table probes, fine there; explaining it (why it fails, why it works)
 * is more, so it runs on the dispatcher and is cancelled when the puzzle moves on; the puzzle file is read off it, by the
 * loader, and handed in with [attach].
 */
class PuzzleTrainer(
    private val storage: Storage,
    scope: CoroutineScope,
    private val random: Random = Random.Default,
    private val feedback: Feedback = Feedback.None,
    noteMillis: Long = 3500,
    /** Where a move's explanation is worked out, off the main thread. */
    dispatcher: CoroutineDispatcher = Dispatchers.Default,
    /** Makes the handle each explanation can be stopped with; tests watch it being cancelled. */
    newWhyCancelHandle: () -> CancelHandle = { CancelHandle() },
) {
    private val explainer = Explainer(scope, dispatcher, newWhyCancelHandle)

    /** The explanation of the last move while it is worked out; for tests. */
    val explaining: Job? get() = explainer.working

    private var book: PuzzleBook? = null
    private var engine: Engine? = null
    private val _state = WatchedState<PuzzleState> { before, next ->
        // Saved when the puzzle, the step, the stage or the counts change; not for a pick.
        val same = before != null && before.puzzle.index == next.puzzle.index && before.step == next.step &&
            before.stage == next.stage && before.failed == next.failed && before.hinted == next.hinted && before.attempt == next.attempt
        if (!same) saveSession(next)
    }

    /** The puzzle shown, or null when the trainer is closed. */
    val state: StateFlow<PuzzleState?> = _state.flow

    /** True when a saved progress line was refused as damaged (it is kept under [KEY_PROGRESS_REFUSED]). */
    var progressRefused: Boolean = false
        private set

    /** True until the reset of a damaged progress line has been said on a puzzle. */
    private var resetUnsaid = false

    /** Fresh attempts so far ([PuzzleState.attempt]). */
    private var attempts = 0

    /** The last move serial shown: a new puzzle carries on from it, so the board never takes its first move for one it already slid. */
    private var lastSerial = 0

    /** The player's progress, restored from [storage]. */
    var progress: PuzzleProgress = restoreProgress()
        private set

    private val touch = TableTouch(
        scope, feedback, noteMillis,
        engine = { engine },
        table = { _state.value?.table },
        update = { change -> _state.value = _state.value?.let { it.copy(table = change(it.table)) } },
        play = ::played,
        playedAnyway = { engine?.let { e -> moved(e.snapshot()) } },
    )

    /** True once the puzzle file has loaded. */
    val ready: Boolean get() = book != null

    /** Hands in the loaded puzzle file. */
    fun attach(loaded: PuzzleBook) {
        book = loaded
    }

    /** Shows the next puzzle for the player's level; false if the puzzle file has not loaded. */
    fun open(): Boolean {
        val b = book ?: return false
        show(b, b.pick(progress, random.nextLong()))
        return true
    }

    /** Shows puzzle number [index] of the file; false if the file has not loaded or has no such puzzle. */
    fun openPuzzle(index: Int): Boolean {
        val b = book ?: return false
        if (index !in 0 until b.count) return false
        show(b, index)
        return true
    }

    /** Closes the trainer; the progress is already saved, the puzzle on screen is forgotten. */
    fun close() {
        explainer.cancel()
        engine?.close()
        engine = null
        _state.value?.let { lastSerial = it.table.moveSerial }
        _state.value = null
        kept.write(null)
    }

    /**
     * Shows the puzzle that was on screen when the app was killed, at the
     * solver moves found ([KEY_SESSION]); false if there is none or the file
     * has not loaded. A session that does not fit the file (damaged) is kept
     * aside under [KEY_SESSION_REFUSED] and [sessionRefused] says so.
     */
    fun resumeSession(): Boolean {
        val b = book ?: return false
        val saved = kept.read() ?: return false
        val parts = saved.split(' ').map { it.toIntOrNull() }
        val index = parts.getOrNull(0)
        val step = parts.getOrNull(1)
        val flags = parts.getOrNull(2)
        if (parts.size != 3 || index == null || step == null || flags == null || index !in 0 until b.count || flags !in 0..3) {
            return refuseSession(saved)
        }
        val puzzle = b.puzzle(index)
        // Only steps that leave a solver move to find: a solved puzzle is saved at step 0.
        if (step < 0 || 2 * step >= puzzle.line.size) return refuseSession(saved)
        val e = b.engine(index)
        try {
            for (m in puzzle.line.take(2 * step)) e.playNotation(m.notation)
        } catch (ex: BaghchalException) {
            e.close()
            return refuseSession(saved)
        }
        replaceEngine(e)
        val serial = _state.value?.table?.moveSerial ?: lastSerial
        _state.value = PuzzleState(
            puzzle = puzzle,
            table = tableFor(puzzle, animate = false, serial = serial),
            step = step,
            failed = flags and 1 != 0,
            hinted = flags and 2 != 0,
            progress = progress,
            progressReset = resetUnsaid,
            attempt = ++attempts,
        )
        resetUnsaid = false
        return true
    }

    private val kept = KeptSession(storage, KEY_SESSION, KEY_SESSION_REFUSED)

    /** True when a saved puzzle session was refused as damaged; said once on the set-up page. */
    val sessionRefused: Boolean get() = kept.refused

    /** The refusal has been shown. */
    fun sessionRefusalSaid() = kept.said()

    private fun refuseSession(saved: String): Boolean = kept.refuse(saved)

    /**
     * Saves the puzzle on screen, so a kill in the background brings it back:
     * the puzzle, the solver moves found, and whether it already failed or had
     * a hint (so it is never counted twice). Past the solving, it comes back
     * at its start, already counted.
     */
    private fun saveSession(s: PuzzleState) {
        val solving = s.stage == PuzzleStage.SOLVING
        val failed = s.failed || !solving
        val flags = (if (failed) 1 else 0) or (if (s.hinted) 2 else 0)
        kept.write("${s.puzzle.index} ${if (solving) s.step else 0} $flags")
    }

    /** A tap on [point]. */
    fun tapPoint(point: Int) = touch.tap(point)

    /** A tap off the points. */
    fun tapOutside() = touch.tapOutside()

    /** A drag starts on [point]; true if it picks a piece up. */
    fun dragStart(point: Int): Boolean = touch.dragStart(point)

    /** The dragged piece is let go over [point]. */
    fun dragEnd(point: Int?) = touch.dragEnd(point)

    /** Shows the next solver move on the board; the puzzle counts as solved with a hint. */
    fun hint() {
        val s = _state.value ?: return
        if (s.stage != PuzzleStage.SOLVING) return
        val move = s.puzzle.line[2 * s.step]
        _state.value = s.copy(hinted = true, progressReset = false, table = s.table.copy(hint = HintState(move = move, used = 1)))
    }

    /** Starts the puzzle again from its position (a failure already counted stays counted). */
    fun retry() {
        val s = _state.value ?: return
        val b = book ?: return
        explainer.cancel()
        replaceEngine(b.engine(s.puzzle.index))
        _state.value = s.copy(
            step = 0,
            stage = PuzzleStage.SOLVING,
            wrong = null,
            why = null,
            solution = null,
            progressReset = false,
            attempt = ++attempts,
            table = tableFor(s.puzzle, animate = false, serial = s.table.moveSerial),
        )
    }

    /**
     * The solution, to step through from the puzzle's position
     * ([LineReplay], played by the core on a copy): the board shows its
     * start, and [stepSolution] moves along it.
     */
    fun showSolution() {
        val s = _state.value ?: return
        val b = book ?: return
        explainer.cancel()
        replaceEngine(b.engine(s.puzzle.index))
        val e = engine ?: return
        val table = tableFor(s.puzzle, animate = false, serial = s.table.moveSerial).copy(humanSides = emptySet(), movable = emptySet(), placeHints = emptySet())
        val replay = LineReplay.play(e, s.puzzle.line.map { it.notation }, event = null, kind = LineKind.SOLUTION)
            .copy(serial = table.moveSerial)
        // Looking at the solution before solving gives the puzzle up.
        val counted = if (s.stage == PuzzleStage.SOLVING && !s.failed) record(s, solved = false) else s
        _state.value = counted.copy(
            stage = PuzzleStage.SOLUTION,
            failed = true,
            wrong = null,
            why = null,
            solution = replay,
            table = table,
        )
    }

    /** Steps the solution's replay ([LineReplay.back], [LineReplay.forward], ...). */
    fun stepSolution(step: (LineReplay) -> LineReplay) {
        val s = _state.value ?: return
        val replay = s.solution ?: return
        val next = step(replay)
        _state.value = s.copy(solution = next, table = s.table.copy(moveSerial = next.serial))
    }

    /** The next puzzle. */
    fun next() {
        open()
    }

    private fun show(b: PuzzleBook, index: Int) {
        explainer.cancel()
        val puzzle = b.puzzle(index)
        replaceEngine(b.engine(index))
        val serial = _state.value?.table?.moveSerial ?: lastSerial
        _state.value = PuzzleState(
            puzzle = puzzle,
            table = tableFor(puzzle, animate = false, serial = serial),
            progress = progress,
            progressReset = resetUnsaid,
            attempt = ++attempts,
        )
        resetUnsaid = false
    }

    private fun replaceEngine(next: Engine) {
        engine?.close()
        engine = next
    }

    /** The table for the board as [engine] has it, the solver holding the phone. */
    private fun tableFor(puzzle: PuzzleView, animate: Boolean, serial: Int): TableState {
        val e = engine ?: error("no puzzle game")
        val game = e.snapshot()
        val turn = !game.isOver && game.toMove == puzzle.solver
        return TableState(
            game = game,
            humanSides = setOf(puzzle.solver),
            movable = if (turn) e.movablePieces() else emptySet(),
            placeHints = if (turn) e.placementTargets() else emptySet(),
            moveSerial = serial,
            animateLast = animate,
        )
    }

    /** The player's move, through [TableTouch]: played, then judged. */
    private fun played(action: (Engine) -> BoardView) {
        val e = engine ?: return
        val s = _state.value ?: return
        if (s.stage != PuzzleStage.SOLVING) return
        val board = try {
            action(e)
        } catch (ex: BaghchalException) {
            touch.putBack()
            return
        }
        moved(board)
    }

    private fun moved(board: BoardView) {
        val e = engine ?: return
        val s = _state.value ?: return
        val b = book ?: return
        val move = board.lastMove ?: return
        val judged = try {
            b.judge(s.puzzle.index, s.step, move)
        } catch (ex: BaghchalException) {
            // The core could not judge it (it always should): the move is taken back, nothing counts.
            e.undo()
            touch.putBack()
            return
        }
        feedback.moved(move.captured != null)
        // The move's place in the log, for its explanation off the main thread (the reply played after it changes nothing).
        val moveIndex = board.moveLog.size - 1
        var next = when (judged) {
            is PuzzleJudgement.Right -> {
                judged.reply?.let { e.playNotation(it.notation) }
                if (judged.solved) {
                    val done = if (s.failed) s else record(s, solved = true)
                    done.copy(step = s.step + 1, stage = PuzzleStage.SOLVED)
                } else {
                    s.copy(step = s.step + 1)
                }
            }
            is PuzzleJudgement.Wrong -> {
                judged.refutation?.let { e.playNotation(it.notation) }
                val counted = if (s.failed) s else record(s, solved = false)
                counted.copy(stage = PuzzleStage.WRONG, wrong = judged, failed = true)
            }
        }
        val table = tableFor(s.puzzle, animate = true, serial = s.table.moveSerial + 1)
        next = next.copy(
            progressReset = false,
            table = if (next.stage == PuzzleStage.SOLVING) table else table.copy(movable = emptySet(), humanSides = emptySet()),
            why = Why.Computing,
        )
        _state.value = next
        explain(e, moveIndex, next)
    }

    /** Explains the move at log index [moveIndex] of [game] off the main thread; shown while the puzzle stays where [shown] left it. */
    private fun explain(game: Engine, moveIndex: Int, shown: PuzzleState) {
        explainer.request({ handle -> game.explainPlayedMove(moveIndex, handle) }) { why ->
            val now = _state.value ?: return@request
            val same = now.puzzle.index == shown.puzzle.index && now.step == shown.step && now.stage == shown.stage && now.attempt == shown.attempt
            if (same && now.why == Why.Computing) _state.value = now.copy(why = why)
        }
    }

    /** Counts the puzzle's end in the progress and saves it at once, so a kill cannot lose it. */
    private fun record(s: PuzzleState, solved: Boolean): PuzzleState {
        progress = PuzzleBook.after(progress, s.puzzle.index, solved, s.hinted)
        storage.write(mapOf(KEY_PROGRESS to PuzzleBook.save(progress)))
        return s.copy(progress = progress)
    }

    private fun restoreProgress(): PuzzleProgress {
        val saved = storage.read(KEY_PROGRESS) ?: return PuzzleBook.newProgress()
        return try {
            PuzzleBook.restore(saved)
        } catch (e: BaghchalException) {
            // Kept aside, not lost; the player starts afresh and nothing else saved is touched.
            progressRefused = true
            resetUnsaid = true
            storage.write(mapOf(KEY_PROGRESS_REFUSED to saved, KEY_PROGRESS to null))
            PuzzleBook.newProgress()
        }
    }

    /** Storage keys. */
    companion object {
        /** The player's puzzle progress, one line the core wrote. */
        const val KEY_PROGRESS = "puzzle_progress"

        /** A progress line the core refused, kept for a bug report. */
        const val KEY_PROGRESS_REFUSED = "puzzle_progress_refused"

        /** The puzzle on screen: "index step flags" (flags: 1 failed, 2 hinted). */
        const val KEY_SESSION = "puzzle_session"

        /** A puzzle session that did not fit the file, kept for a bug report. */
        const val KEY_SESSION_REFUSED = "puzzle_session_refused"
    }
}
