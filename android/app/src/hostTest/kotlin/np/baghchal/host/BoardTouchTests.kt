package np.baghchal.host

import androidx.compose.foundation.layout.size
import androidx.compose.foundation.verticalScroll
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.click
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.unit.dp
import np.baghchal.app.BaghchalApp
import np.baghchal.app.Mode
import np.baghchal.app.Points
import np.baghchal.app.Screen
import np.baghchal.app.TableSetup
import np.baghchal.board.ViewTransform
import np.baghchal.i18n.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import uniffi.baghchal.Piece
import uniffi.baghchal.Side

/**
 * Real pointer input on the composed board (Compose desktop test rule):
 * taps, drags, view turning and TalkBack actions reach the game exactly as
 * on the phone. Pass-and-play, so no bot moves land during the gestures.
 */
class BoardTouchTests {
    @get:Rule
    val rule = createComposeRule()

    private val en = HostResources.strings(Language.ENGLISH)

    private fun seat(language: Language = Language.ENGLISH): Harness {
        val h = Harness()
        h.on {
            updateSetup { TableSetup(mode = Mode.PASS_AND_PLAY) }
            updatePrefs { it.copy(language = language) }
            startTable()
        }
        rule.setContent { BaghchalApp(h.c, HostResources::strings, systemDark = false) }
        rule.waitForIdle()
        return h
    }

    /** Where [point] is drawn, in window coordinates, found through its accessibility node. */
    private fun at(point: Int): Offset = rule
        .onNodeWithContentDescription(Points.name(point) + ",", substring = true)
        .fetchSemanticsNode().boundsInRoot.center

    private fun tap(point: Int) {
        val pos = at(point)
        rule.onRoot().performTouchInput { click(pos) }
        rule.waitForIdle()
    }

    private fun drag(from: Offset, to: Offset) {
        rule.onRoot().performTouchInput {
            down(from)
            for (i in 1..10) moveTo(from + (to - from) * (i / 10f))
            up()
        }
        rule.waitForIdle()
    }

    @Test
    fun tapPlacesAndDragMovesATiger() = seat().use { h ->
        tap(12)
        assertEquals(Piece.GOAT, h.table.game.board[12])
        assertEquals(Side.TIGER, h.table.game.toMove)
        drag(at(0), at(6)) // the a1 tiger onto b2
        assertEquals(Piece.TIGER, h.table.game.board[6])
        assertEquals(Piece.EMPTY, h.table.game.board[0])
        assertEquals(listOf("c3", "a1-b2"), h.table.game.moveLog)
    }

    @Test
    fun tapPickTapMoveAndTapElsewherePutsBack() = seat().use { h ->
        tap(12)
        tap(24)
        assertEquals(24, h.table.picked)
        // The middle of a square is no point: the tiger goes back down.
        val between = (at(18) + at(24)) / 2f
        rule.onRoot().performTouchInput { click(between) }
        rule.waitForIdle()
        assertEquals(null, h.table.picked)
        tap(24)
        tap(19)
        assertEquals(Piece.TIGER, h.table.game.board[19])
        assertEquals("e5-e4", h.table.game.moveLog.last())
    }

    @Test
    fun draggingEmptyBoardOrAGoatDuringPlacementChangesNoGame() = seat().use { h ->
        tap(12)
        tap(24)
        tap(19)
        val before = h.table.game
        // The goats' placement turn: a drag from the c3 goat or from an empty point moves no piece.
        for (from in listOf(12, 7)) {
            drag(at(from), at(from + 6))
            assertEquals(before, h.table.game)
        }
    }

    @Test
    fun turnedBoardStillPlacesWhereTheFingerIs() = seat().use { h ->
        val straight = at(21)
        rule.onNodeWithContentDescription(en.text("view_turn")).performClick()
        rule.waitForIdle()
        val turned = at(21)
        assertTrue("b5 is drawn elsewhere once turned", (turned - straight).getDistance() > 20f)
        tap(21)
        assertEquals(Piece.GOAT, h.table.game.board[21])
        // A drag on empty board turns it further and plays nothing.
        drag(at(7), at(13))
        assertTrue((at(21) - turned).getDistance() > 5f)
        assertEquals(listOf("b5"), h.table.game.moveLog)
    }

    @Test
    fun talkBackCanPlaceAGoat() = seat().use { h ->
        rule.onNodeWithContentDescription("b2, empty, a goat can go here").performSemanticsAction(SemanticsActions.OnClick)
        rule.waitForIdle()
        assertEquals(Piece.GOAT, h.table.game.board[6])
        rule.onNodeWithContentDescription("b2, goat").assertExists()
        // After the goat, the tigers' turn: a1 offers itself to be picked up.
        rule.onNodeWithContentDescription("a1, tiger, you can pick it up").performSemanticsAction(SemanticsActions.OnClick)
        rule.waitForIdle()
        assertEquals(0, h.table.picked)
    }

    /** Menu, "Leave the table", the question: Stay keeps the game, Leave goes to the set-up page. */
    private fun leaveFromTheMenu(language: Language) = seat(language).use { h ->
        val s = HostResources.strings(language)
        tap(12)
        rule.onNodeWithContentDescription(s.text("menu")).performClick()
        rule.waitForIdle()
        rule.onNodeWithText(s.text("leave_table")).performClick()
        rule.waitForIdle()
        assertTrue(h.table.confirmingLeave)
        rule.onNodeWithText(s.text("leave_confirm_title")).assertExists()
        rule.onNodeWithText(s.text("leave_confirm_message")).assertExists()
        rule.onNodeWithText(s.text("leave_confirm_no")).performClick()
        rule.waitForIdle()
        rule.onNodeWithText(s.text("leave_confirm_title")).assertDoesNotExist()
        assertEquals(Screen.TABLE, h.app.screen)
        assertEquals(listOf("c3"), h.table.game.moveLog)
        rule.onNodeWithText(s.text("leave_table")).performClick()
        rule.waitForIdle()
        rule.onNodeWithText(s.text("leave_confirm_yes")).performClick()
        rule.waitForIdle()
        assertEquals(Screen.SETUP, h.app.screen)
        assertEquals(null, h.app.table)
    }

    @Test
    fun leavingFromTheMenuAsksFirstInEnglish() = leaveFromTheMenu(Language.ENGLISH)

    @Test
    fun leavingFromTheMenuAsksFirstInNepali() = leaveFromTheMenu(Language.NEPALI)

    @Test
    fun viewTransformMapsTurnedPositionsBack() {
        val centre = Offset(50f, 50f)
        // A quarter turn clockwise carries the top-left corner to the top-right.
        val p = ViewTransform(rotation = 90f).toBoard(Offset(90f, 10f), centre)
        assertEquals(10f, p.x, 0.01f)
        assertEquals(10f, p.y, 0.01f)
        val z = ViewTransform(zoom = 2f).toBoard(Offset(70f, 50f), centre)
        assertEquals(60f, z.x, 0.01f)
    }
    /**
     * Issue 37 §2: a board with no view to change (the puzzle and analysis boards) takes no drag
     * that moves no piece, so a page around it scrolls from a drag that starts on an empty point.
     * At 3645027 the view gestures took every such drag, callback or not.
     */
    @Test
    fun aFixedBoardLeavesADragOffThePiecesToThePage() = Harness().use { h ->
        h.on {
            updateSetup { TableSetup(mode = Mode.PASS_AND_PLAY) }
            startTable()
        }
        val scroll = androidx.compose.foundation.ScrollState(0)
        rule.setContent {
            androidx.compose.runtime.CompositionLocalProvider(np.baghchal.app.LocalStrings provides en) {
                androidx.compose.foundation.layout.Column(
                    androidx.compose.ui.Modifier.size(300.dp, 400.dp).verticalScroll(scroll),
                ) {
                    np.baghchal.board.Board(
                        table = h.table,
                        speed = np.baghchal.app.Speed.entries.first(),
                        onTapPoint = {},
                        onTapOutside = {},
                        onDragStart = { false },
                        onDragEnd = {},
                        modifier = androidx.compose.ui.Modifier.size(300.dp),
                    )
                    androidx.compose.foundation.layout.Spacer(androidx.compose.ui.Modifier.size(300.dp, 900.dp))
                }
            }
        }
        rule.waitForIdle()
        // From c3, empty at the start, straight up.
        drag(at(12), at(12) - Offset(0f, 250f))
        assertTrue("the page scrolled: ${scroll.value}", scroll.value > 0)
    }
}
