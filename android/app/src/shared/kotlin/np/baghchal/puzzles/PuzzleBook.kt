package np.baghchal.puzzles

import np.baghchal.app.Engine
import np.baghchal.app.MoveView
import np.baghchal.app.toView
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.MoveInfo
import uniffi.baghchal.PuzzleAnswer
import uniffi.baghchal.PuzzleDifficulty
import uniffi.baghchal.PuzzleProgress
import uniffi.baghchal.PuzzleSet
import uniffi.baghchal.Side
import uniffi.baghchal.Verdict
import uniffi.baghchal.loadPuzzles
import uniffi.baghchal.puzzleProgressAfter
import uniffi.baghchal.puzzleProgressNew
import uniffi.baghchal.puzzleProgressRestore
import uniffi.baghchal.puzzleProgressSave

/** One puzzle as the trainer shows it: [line] is the solution, solver's moves at even places. */
data class PuzzleView(
    val index: Int,
    val solver: Side,
    val difficulty: PuzzleDifficulty,
    val level: Int,
    val line: List<MoveView>,
)

/** What the core said of the player's move. */
sealed interface PuzzleJudgement {
    /** The right move; [reply] is the defender's answer (null once solved). */
    data class Right(val reply: MoveView?, val solved: Boolean) : PuzzleJudgement

    /**
     * A move that lets the win go: [verdict] is the position after it for the
     * player (draw or loss; unknown without the table), [refutation] the
     * opponent's best answer, if known.
     */
    data class Wrong(val verdict: Verdict, val distance: Int?, val refutation: MoveView?) : PuzzleJudgement
}

/**
 * The shipped puzzle file, read and checked by the core (the trainer's only
 * door to the generated puzzle API, as [Engine] is the game's). Moves are
 * judged with the loaded endgame table: a few probes, fine on the main thread.
 */
class PuzzleBook private constructor(private val set: PuzzleSet) : AutoCloseable {
    /** How many puzzles the file holds. */
    val count: Int get() = set.count().toInt()

    /** Puzzle number [index]. */
    fun puzzle(index: Int): PuzzleView = set.puzzle(index.toUInt()).let { p ->
        PuzzleView(p.index.toInt(), p.solver, p.difficulty, p.level.toInt(), p.line.map { it.toView() })
    }

    /** A new game at puzzle [index]'s position. */
    fun engine(index: Int): Engine = Engine.of(set.game(index.toUInt()))

    /** Judges [move], the player's solver move number [step] (0 = the first) in puzzle [index]. */
    fun judge(index: Int, step: Int, move: MoveView): PuzzleJudgement =
        when (val a = set.answer(index.toUInt(), step.toUInt(), move.toInfo())) {
            is PuzzleAnswer.Right -> PuzzleJudgement.Right(a.reply?.toView(), a.solved)
            is PuzzleAnswer.Wrong -> PuzzleJudgement.Wrong(a.verdict, a.distance?.toInt(), a.refutation?.toView())
        }

    /** The next puzzle for [progress], drawn with [seed]. */
    fun pick(progress: PuzzleProgress, seed: Long): Int = set.pick(progress, seed.toULong()).toInt()

    override fun close() = set.close()

    /** Loading, and the progress calls that need no file. */
    companion object {
        /** Reads the puzzle file at [path]; throws [BaghchalException.BadPuzzles] if the core refuses it. */
        fun load(path: String): PuzzleBook = PuzzleBook(loadPuzzles(path))

        /** A new player's progress. */
        fun newProgress(): PuzzleProgress = puzzleProgressNew()

        /** [progress] after puzzle [index] ended. */
        fun after(progress: PuzzleProgress, index: Int, solved: Boolean, hinted: Boolean): PuzzleProgress =
            puzzleProgressAfter(progress, index.toUInt(), solved, hinted)

        /** The progress as its saved line. */
        fun save(progress: PuzzleProgress): String = puzzleProgressSave(progress)

        /** A saved line read back; throws [BaghchalException.BadSave] for a damaged one. */
        fun restore(text: String): PuzzleProgress = puzzleProgressRestore(text)
    }
}

private fun MoveView.toInfo() = MoveInfo(notation, side, from?.toUByte(), to.toUByte(), captured?.toUByte())
