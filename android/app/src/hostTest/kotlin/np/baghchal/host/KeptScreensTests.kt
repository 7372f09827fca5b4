package np.baghchal.host

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import np.baghchal.analysis.AnalysisBoard
import np.baghchal.analysis.AnalysisSession
import np.baghchal.analysis.AnalysisState
import np.baghchal.app.MemoryStorage
import np.baghchal.app.Screen
import np.baghchal.puzzles.PuzzleBook
import np.baghchal.puzzles.PuzzleState
import np.baghchal.puzzles.PuzzleTrainer
import np.baghchal.table.TableController
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import uniffi.baghchal.Piece

/**
 * A puzzle in progress, the analysis line and a half-entered set-up come back
 * after the process is killed in the background (issue 37); a damaged one is
 * kept aside, the set-up page says so once, and nothing else saved changes.
 */
class KeptScreensTests {
    private val Harness.puzzle: PuzzleState get() = c.puzzles.state.value ?: error("no puzzle shown")
    private val Harness.board: AnalysisState get() = c.analysis.state.value ?: error("no analysis board")

    private fun trained(storage: MemoryStorage): Harness {
        TestTables.loadG3()
        val h = Harness(storage)
        h.on { puzzlesLoaded(PuzzleBook.load(TestPuzzles.g3)) }
        return h
    }

    private fun Harness.awaitValues() = runBlocking { withTimeout(120_000) { c.analysis.awaitValues() } }

    @Test
    fun aPuzzleInProgressComesBackAtItsStep() {
        val storage = MemoryStorage()
        val index = PuzzleBook.load(TestPuzzles.g3).use { b -> (0 until b.count).first { b.puzzle(it).line.size >= 3 } }
        val shown = trained(storage).use { h ->
            h.on { openPuzzles(index) }
            h.on { puzzles.hint() }
            val m = h.puzzle.puzzle.line[0]
            h.on {
                m.from?.let(puzzles::tapPoint)
                puzzles.tapPoint(m.to)
            }
            assertEquals(1, h.puzzle.step)
            h.puzzle
        }
        // A new process: the same puzzle, step and board; the hint still counted.
        trained(storage).use { h ->
            assertEquals(Screen.PUZZLES, h.app.screen)
            assertEquals(shown.puzzle.index, h.puzzle.puzzle.index)
            assertEquals(1, h.puzzle.step)
            assertEquals(shown.table.game.board, h.puzzle.table.game.board)
            assertTrue(h.puzzle.hinted)
            // Closed: not reopened next time.
            h.on { closePuzzles() }
        }
        trained(storage).use { h -> assertEquals(Screen.SETUP, h.app.screen) }
    }

    @Test
    fun theAnalysisLineAndAHalfEnteredSetupComeBack() {
        TestTables.loadG3()
        val storage = MemoryStorage()
        val before = Harness(storage).use { h ->
            h.on { openAnalysisBoard() }
            repeat(2) {
                h.on {
                    val t = analysis.state.value!!.table
                    val from = t.movable.firstOrNull()
                    if (from != null && !t.placing) {
                        analysis.tapPoint(from)
                        analysis.tapPoint(analysis.state.value!!.table.targets.first().to)
                    } else {
                        analysis.tapPoint(t.placeHints.first())
                    }
                }
            }
            h.on { analysis.stepBack() }
            h.awaitValues()
            h.board
        }
        Harness(storage).use { h ->
            assertEquals(Screen.ANALYSIS, h.app.screen)
            assertEquals(before.line, h.board.line)
            assertEquals(before.cursor, h.board.cursor)
            assertEquals(before.table.game.board, h.board.table.game.board)
            h.awaitValues()
            // A half-entered set-up.
            h.on { analysis.editSetup() }
            h.on { analysis.tapPoint(12) }
        }
        val draft = Harness(storage).use { h ->
            val d = h.board.draft ?: error("the set-up did not come back")
            assertTrue(h.board.draftCancellable)
            assertEquals(if (before.table.game.board[12] == Piece.TIGER) Piece.EMPTY else Piece.TIGER, d.board[12])
            // Leaving it goes back to the line.
            h.on { analysis.cancelDraft() }
            assertEquals(before.line, h.board.line)
            h.on { closeAnalysis() }
            d
        }
        assertNotNull(draft)
        Harness(storage).use { h -> assertEquals(Screen.SETUP, h.app.screen) }
    }

    @Test
    fun aDamagedKeptScreenIsSetAsideAndSaidOnce() {
        TestTables.loadG3()
        val storage = MemoryStorage(
            mapOf(
                TableController.KEY_OPEN to TableController.OPEN_ANALYSIS,
                AnalysisBoard.KEY_SESSION to "rules 3 DRAW3\nline b2-b3\ncursor 7",
                TableController.KEY_TALLY to "3,2,1,0,0,0",
            ),
        )
        Harness(storage).use { h ->
            assertEquals(Screen.SETUP, h.app.screen)
            assertTrue(h.app.sessionRefused)
            assertEquals("rules 3 DRAW3\nline b2-b3\ncursor 7", storage.read(AnalysisBoard.KEY_SESSION_REFUSED))
            assertNull(storage.read(AnalysisBoard.KEY_SESSION))
            assertEquals("3,2,1,0,0,0", storage.read(TableController.KEY_TALLY))
            // Said until something is opened.
            h.on { openAnalysisBoard() }
            assertFalse(h.app.sessionRefused)
        }
        // A puzzle session that does not fit the file.
        storage.write(mapOf(TableController.KEY_OPEN to TableController.OPEN_PUZZLES, PuzzleTrainer.KEY_SESSION to "99999 0 0"))
        trained(storage).use { h ->
            assertEquals(Screen.SETUP, h.app.screen)
            assertTrue(h.app.sessionRefused)
            assertEquals("99999 0 0", storage.read(PuzzleTrainer.KEY_SESSION_REFUSED))
        }
        // The session text itself: written and read back; damaged forms refused.
        val ok = "rules 3 DRAW3\nstart TTTT${".".repeat(21)} G 20 0\nline \ncursor 0"
        assertNull(AnalysisSession.read(ok.replace("TTTT....", "TTTX....")))
        assertNull(AnalysisSession.read(ok.replace("cursor 0", "cursor 1")))
        assertNull(AnalysisSession.read(ok.replace("DRAW3", "SOMETIMES")))
        val read = AnalysisSession.read(ok) ?: error("a good session was refused")
        assertEquals(ok, read.write())
    }
}
