package np.baghchal.howtoplay

import np.baghchal.i18n.Strings
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Settings

/** A mark on a diagram point. */
enum class DiagramMark {
    /** The empty point a leap lands on. */
    LANDING,

    /** The goat a leap eats. */
    EATEN,

    /** A filled point behind a goat, which makes that goat safe. */
    FILLED,
}

/** A how-to-play diagram as data: pieces on points, marks, and arrows (from, to); the board painter draws it. */
data class Diagram(
    val pieces: Map<Int, Piece>,
    val marks: Map<Int, DiagramMark> = emptyMap(),
    val arrows: List<Pair<Int, Int>> = emptyList(),
)

/** One part of a how-to-play section. */
sealed interface HowToBlock {
    /** A paragraph of text. */
    data class Paragraph(val text: String) : HowToBlock

    /** A diagram with its caption (also what TalkBack reads for it). */
    data class Figure(val diagram: Diagram, val caption: String) : HowToBlock
}

/** A titled section of the how-to-play page. */
data class HowToSection(val title: String, val blocks: List<HowToBlock>)

/**
 * The how-to-play page's contents, built from the words of the player's
 * language and the rules the table plays ([Settings]), so the endings say
 * what this table does: goats to win, the repetition rule, the half-move
 * limit and captures during placement.
 */
object HowToPlay {
    /** The board with nothing on it. */
    val EMPTY_BOARD = Diagram(pieces = emptyMap())

    /** The tiger on c3 leaps the goat on c4 and lands on the empty c5. */
    val LEAP = Diagram(
        pieces = mapOf(12 to Piece.TIGER, 17 to Piece.GOAT),
        marks = mapOf(17 to DiagramMark.EATEN, 22 to DiagramMark.LANDING),
        arrows = listOf(12 to 22),
    )

    /**
     * The tiger on c5 faces goats on b4, c4 and d4; the points beyond them on
     * its lines (a3, c3, e3) hold goats too, so it has nothing to eat.
     */
    val GOAT_WALL = Diagram(
        pieces = mapOf(22 to Piece.TIGER) + listOf(16, 17, 18, 10, 12, 14).associateWith { Piece.GOAT },
        marks = listOf(10, 12, 14).associateWith { DiagramMark.FILLED },
    )

    /** Every section, in reading order. */
    fun sections(s: Strings, settings: Settings): List<HowToSection> = listOf(
        section(s, "how_game_title", "how_game_1", "how_game_2"),
        section(s, "how_board_title", "how_board_1", "how_board_2", "how_board_3")
            .plus(HowToBlock.Figure(EMPTY_BOARD, s.text("how_diagram_board"))),
        section(s, "how_setup_title", "how_setup_1"),
        section(s, "how_placement_title", "how_placement_1", "how_placement_2"),
        section(s, "how_eating_title", "how_eating_1", "how_eating_2")
            .plus(HowToBlock.Figure(LEAP, s.text("how_diagram_leap"))),
        section(s, "how_moving_title", "how_moving_1", "how_moving_2")
            .plus(HowToBlock.Figure(GOAT_WALL, s.text("how_diagram_wall"))),
        HowToSection(s.text("how_ending_title"), endings(s, settings).map { HowToBlock.Paragraph(it) }),
        section(s, "how_app_title", "how_app_1", "how_app_2", "how_app_3", "how_app_4", "how_app_5"),
        section(s, "how_tips_title", "how_tip_1", "how_tip_2", "how_tip_3", "how_tip_4", "how_tip_5"),
        section(
            s, "how_words_title",
            "word_bagh", "word_bakhra", "word_goti", "word_bindu", "word_naghnu",
            "word_khanu", "word_adkinu", "word_barabari", "word_khel",
        ),
    )

    /** How a game ends under [settings], one paragraph each. */
    fun endings(s: Strings, settings: Settings): List<String> = buildList {
        add(s.plural("how_end_captures", settings.goatsToWin.toInt()))
        add(s.text("how_end_trapped"))
        add(s.text("how_end_blocked"))
        add(
            s.text(
                when (settings.repetition) {
                    RepetitionRule.DRAW3 -> "how_end_rep_draw3"
                    RepetitionRule.FORBID -> "how_end_rep_forbid"
                    RepetitionRule.FORBID3 -> "how_end_rep_forbid3"
                    RepetitionRule.OFF -> "how_end_rep_off"
                },
            ),
        )
        val limit = settings.maxHalfMoves.toInt()
        add(if (limit > 0) s.plural("how_end_move_limit", limit) else s.text("how_end_no_move_limit"))
        val noCapture = settings.noCaptureLimit.toInt()
        if (noCapture > 0) add(s.plural("how_end_no_capture", noCapture))
        add(s.text(if (settings.placementCaptures) "how_end_placement_captures_on" else "how_end_placement_captures_off"))
        add(s.text("how_end_settings"))
    }

    private fun section(s: Strings, title: String, vararg paragraphs: String) =
        HowToSection(s.text(title), paragraphs.map { HowToBlock.Paragraph(s.text(it)) })

    private fun HowToSection.plus(block: HowToBlock) = copy(blocks = blocks + block)
}
