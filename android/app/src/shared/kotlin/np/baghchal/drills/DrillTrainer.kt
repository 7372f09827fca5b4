package np.baghchal.drills

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import np.baghchal.app.BoardView
import np.baghchal.app.Engine
import np.baghchal.app.Feedback
import np.baghchal.app.Storage
import np.baghchal.app.TableState
import np.baghchal.games.GameHistory
import np.baghchal.table.TableTouch
import np.baghchal.why.LineReplay
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.CancelHandle
import uniffi.baghchal.Drill
import uniffi.baghchal.DrillJudgement
import uniffi.baghchal.drillProgressAfter
import uniffi.baghchal.historyDrills

/** Where the player is in a drill. */
enum class DrillStage {
    /** The player's move is awaited. */
    ANSWERING,

    /** The move is on the board and the table is judging it. */
    JUDGING,

    /** The move keeps the goal; the answer is counted. */
    RIGHT,

    /** The move lets the goal go; its refutation is played on the board. */
    WRONG,

    /** No loaded table covers the position: the move cannot be judged. */
    NOT_COVERED,
}

/**
 * One drill on the screen: the board as a [TableState] (so the board, its
 * touch and what TalkBack reads are the game's), the stage, and what the
 * core said of the last answer.
 */
data class DrillState(
    val drill: Drill,
    /** 0-based place of [drill] among the drills being practised. */
    val number: Int,
    /** How many drills are being practised. */
    val count: Int,
    val table: TableState,
    val stage: DrillStage = DrillStage.ANSWERING,
    /** The core's judgement of the last answer, once given. */
    val judgement: DrillJudgement? = null,
    /** Moves of the refutation played on the board so far. */
    val refuted: Int = 0,
    /** The refutation as a line ([LineReplay], shared with the review and the puzzles): its event is marked on the board. */
    val refutation: LineReplay? = null,
    /** Right answers counted for [drill], this one included. */
    val rightAnswers: Int,
    /** Answered right twice. */
    val learned: Boolean,
    /** Lines of the saved progress that could not be read: said on the first drill, until a move. */
    val progressRefused: Int = 0,
    /** Counts the drills shown and the retries, so the screen knows a fresh attempt began. */
    val attempt: Int = 0,
) {
    /** True when another drill follows this one. */
    val hasNext: Boolean get() = number + 1 < count
}

/**
 * The drill trainer: shows a slip's position (the game before the slip,
 * `Game.gameAt`), takes the player's move through the game's touch
 * ([TableTouch]), has the core judge it off the main thread
 * (`judgeDrill` on [dispatcher], cancelled when the drill changes), counts a
 * right answer in the progress text ([KEY_PROGRESS], `drillProgressAfter`:
 * a wrong one changes nothing), and plays a wrong answer's refutation on the
 * board one move every [stepMillis]. The history text is only read.
 *
 * Every function must be called on [scope]'s thread.
 */
class DrillTrainer(
    private val storage: Storage,
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
    private val feedback: Feedback = Feedback.None,
    noteMillis: Long = 3500,
    /** Pause before each move of a refutation, so it can be followed. */
    private val stepMillis: Long = 900,
    /** Makes the handle each judgement can be stopped with; tests watch it being cancelled. */
    private val newCancelHandle: () -> CancelHandle = { CancelHandle() },
) {
    private val _state = MutableStateFlow<DrillState?>(null)

    /** The drill shown, or null when the trainer is closed. */
    val state: StateFlow<DrillState?> = _state.asStateFlow()

    private var drills: List<Drill> = emptyList()

    /** The board's game: the drill's position with the answer and the refutation played on it. */
    private var engine: Engine? = null

    /** The drill's position, never played on: what every answer is judged in. */
    private var position: Engine? = null
    private var cancel: CancelHandle? = null
    private var job: Job? = null
    private var attempts = 0

    /** The judgement or the refutation while it runs; for tests. */
    val working: Job? get() = job?.takeIf { it.isActive }

    private val touch = TableTouch(
        scope, feedback, noteMillis,
        engine = { engine },
        table = { _state.value?.table },
        update = { change -> _state.value = _state.value?.let { it.copy(table = change(it.table)) } },
        play = ::played,
        playedAnyway = { engine?.let { e -> e.snapshot().lastMove?.let { answered(it.notation, e.snapshot()) } } },
    )

    /**
     * Practises [list] in order from its first: "Practise my slips" hands in
     * `Drills.toPractise`, "Practise this slip" one drill. [progressRefused]
     * is said on the first. False (nothing opened) for an empty list or a
     * game the core will not rebuild.
     */
    fun open(list: List<Drill>, progressRefused: Int = 0): Boolean {
        if (list.isEmpty()) return false
        drills = list
        return show(0, progressRefused)
    }

    /** The next drill, if any. */
    fun next() {
        val s = _state.value ?: return
        if (s.hasNext) show(s.number + 1, 0)
    }

    /** The same drill again from its position (a right answer already counted stays counted). */
    fun retry() {
        val s = _state.value ?: return
        stopWork()
        val board = boardOf(s.drill) ?: return
        replaceBoard(board)
        _state.value = s.copy(
            stage = DrillStage.ANSWERING,
            judgement = null,
            refuted = 0,
            refutation = null,
            progressRefused = 0,
            attempt = ++attempts,
            table = tableFor(s.drill, board, animate = false, serial = s.table.moveSerial),
        )
    }

    /** Closes the trainer; the progress is already saved. */
    fun close() {
        stopWork()
        engine?.close()
        engine = null
        position?.close()
        position = null
        drills = emptyList()
        _state.value = null
    }

    /** A tap on [point]. */
    fun tapPoint(point: Int) = touch.tap(point)

    /** A tap off the points. */
    fun tapOutside() = touch.tapOutside()

    /** A drag starts on [point]; true if it picks a piece up. */
    fun dragStart(point: Int): Boolean = touch.dragStart(point)

    /** The dragged piece is let go over [point]. */
    fun dragEnd(point: Int?) = touch.dragEnd(point)

    private fun show(number: Int, progressRefused: Int): Boolean {
        val drill = drills.getOrNull(number) ?: return false
        stopWork()
        val at = boardOf(drill) ?: return false
        val board = boardOf(drill) ?: run {
            at.close()
            return false
        }
        position?.close()
        position = at
        replaceBoard(board)
        val serial = _state.value?.table?.moveSerial ?: 0
        _state.value = DrillState(
            drill = drill,
            number = number,
            count = drills.size,
            table = tableFor(drill, board, animate = false, serial = serial),
            rightAnswers = drill.rightAnswers.toInt(),
            learned = drill.learned,
            progressRefused = progressRefused,
            attempt = ++attempts,
        )
        return true
    }

    /** A fresh game at [drill]'s position; null if the core now refuses the kept record (it read it already), so nothing is shown half. */
    private fun boardOf(drill: Drill): Engine? = try {
        Engine.fromRecord(drill.recordJson).use { it.gameAt(drill.halfMove.toInt()) }
    } catch (e: BaghchalException) {
        null
    }

    private fun replaceBoard(next: Engine) {
        engine?.close()
        engine = next
    }

    /** The table for the board as [e] has it, the drill's side holding the phone while it answers. */
    private fun tableFor(drill: Drill, e: Engine, animate: Boolean, serial: Int, answering: Boolean = true): TableState {
        val game = e.snapshot()
        val turn = answering && !game.isOver && game.toMove == drill.mover
        return TableState(
            game = game,
            humanSides = if (answering) setOf(drill.mover) else emptySet(),
            movable = if (turn) e.movablePieces() else emptySet(),
            placeHints = if (turn) e.placementTargets() else emptySet(),
            moveSerial = serial,
            animateLast = animate,
        )
    }

    /** The player's move, through [TableTouch]: played on the board, then judged. */
    private fun played(action: (Engine) -> BoardView) {
        val e = engine ?: return
        val s = _state.value ?: return
        if (s.stage != DrillStage.ANSWERING) return
        val board = try {
            action(e)
        } catch (ex: BaghchalException) {
            touch.putBack()
            return
        }
        val move = board.lastMove ?: return
        answered(move.notation, board)
    }

    private fun answered(notation: String, board: BoardView) {
        val s = _state.value ?: return
        val e = engine ?: return
        val p = position ?: return
        if (s.stage != DrillStage.ANSWERING) return
        feedback.moved(board.lastMove?.captured != null)
        _state.value = s.copy(
            stage = DrillStage.JUDGING,
            progressRefused = 0,
            table = tableFor(s.drill, e, animate = true, serial = s.table.moveSerial + 1, answering = false),
        )
        val handle = newCancelHandle()
        cancel = handle
        job = scope.launch {
            val outcome = withContext(dispatcher) { judge(p, s.drill, notation, handle) } ?: return@launch
            val now = _state.value ?: return@launch
            if (now.drill != s.drill || now.stage != DrillStage.JUDGING) return@launch
            val judgement = outcome.judgement
            when {
                judgement == null -> _state.value = now.copy(stage = DrillStage.NOT_COVERED)
                judgement.right -> _state.value = now.copy(
                    stage = DrillStage.RIGHT,
                    judgement = judgement,
                    rightAnswers = outcome.rightAnswers ?: (now.rightAnswers + 1),
                    learned = outcome.learned ?: (now.rightAnswers + 1 >= 2),
                )
                else -> {
                    _state.value = now.copy(stage = DrillStage.WRONG, judgement = judgement)
                    refute(judgement)
                }
            }
        }
    }

    /** A judgement and, for a right answer, the drill's count after it. */
    private class Outcome(val judgement: DrillJudgement?, val rightAnswers: Int? = null, val learned: Boolean? = null)

    /** Judges [notation] in [p]; a right answer is counted and saved here, at once, so a kill cannot lose it. Null if cancelled. */
    private fun judge(p: Engine, drill: Drill, notation: String, handle: CancelHandle): Outcome? {
        val judgement = try {
            p.judgeDrill(drill.goal, notation, handle)
        } catch (e: BaghchalException) {
            // Cancelled (the drill changed), or a move the core will not judge: nothing counts.
            return if (e is BaghchalException.Cancelled) null else Outcome(null)
        } ?: return Outcome(null)
        if (!judgement.right) return Outcome(judgement)
        val history = storage.read(GameHistory.KEY).orEmpty()
        val progress = drillProgressAfter(storage.read(KEY_PROGRESS).orEmpty(), history, drill, true)
        storage.write(mapOf(KEY_PROGRESS to progress))
        val counted = historyDrills(history, progress).all.firstOrNull { it.gameEndedAt == drill.gameEndedAt && it.halfMove == drill.halfMove }
        return Outcome(judgement, counted?.rightAnswers?.toInt(), counted?.learned)
    }

    /**
     * Plays [judgement]'s refutation on the board, a move every [stepMillis]:
     * a [LineReplay] from the position after the answer (played by the core
     * on a copy, stopping at a move it refuses), stepped forward, its event
     * marked where it comes.
     */
    private suspend fun refute(judgement: DrillJudgement) {
        val e = engine ?: return
        var replay = try {
            LineReplay.of(e, judgement.explanation)
        } catch (ex: BaghchalException) {
            // The board stays where it is.
            return
        }
        while (!replay.atLast) {
            delay(stepMillis)
            val s = _state.value ?: return
            if (s.stage != DrillStage.WRONG) return
            replay = replay.forward()
            val board = replay.board
            feedback.moved(board.lastMove?.captured != null)
            _state.value = s.copy(
                refuted = replay.step,
                refutation = replay,
                table = s.table.copy(game = board, movable = emptySet(), placeHints = emptySet(), moveSerial = s.table.moveSerial + 1, animateLast = true),
            )
        }
    }

    private fun stopWork() {
        cancel?.cancel()
        cancel = null
        job?.cancel()
        job = null
        touch.putBack()
    }

    /** Storage keys. */
    companion object {
        /** The drills' progress: the core's text (`drills 1`, then a line per drill answered right). */
        const val KEY_PROGRESS = "drills.progress"
    }
}
