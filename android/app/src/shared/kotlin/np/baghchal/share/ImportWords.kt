package np.baghchal.share

import np.baghchal.analysis.AnalysisWords
import np.baghchal.i18n.Strings
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.IllegalReason
import uniffi.baghchal.PositionPart
import uniffi.baghchal.Side
import uniffi.baghchal.TextMove
import uniffi.baghchal.TextProblem
import uniffi.baghchal.TextResult
import uniffi.baghchal.TextTag

/** Why a pasted or shared text did not open, in the player's words: every kind the core names, and the line. */
object ImportWords {
    /** What the refusal card says about [refusal]. */
    fun refusal(s: Strings, refusal: ImportRefusal): String = when (refusal) {
        ImportRefusal.NothingToPaste -> s.text("import_nothing")
        is ImportRefusal.Refused -> error(s, refusal.error)
    }

    /** [e] from reading a text: the first bad line (when there is one) and what is wrong there. */
    fun error(s: Strings, e: BaghchalException): String {
        if (e !is BaghchalException.BadText) return s.text("import_other")
        val what = problem(s, e.problem)
        // Line 0 is the text as a whole (an empty one): no line to name.
        return if (e.line == 0u) what else s.text("import_line", e.line.toInt(), what)
    }

    /** One problem of a text, in the player's words. */
    fun problem(s: Strings, p: TextProblem): String = when (p) {
        is TextProblem.Empty -> s.text("import_empty")
        is TextProblem.TagSyntax -> s.text("import_tag_syntax")
        is TextProblem.UnknownTag -> s.text("import_unknown_tag", p.name)
        is TextProblem.DuplicateTag -> s.text("import_duplicate_tag", p.name)
        is TextProblem.BadTagValue -> s.text("import_bad_tag_value", p.name, p.value)
        is TextProblem.TagAfterMoves -> s.text("import_tag_after_moves")
        is TextProblem.BadPositionLine -> s.text(
            when (p.part) {
                PositionPart.WORD_COUNT -> "import_position_words"
                PositionPart.BOARD -> "import_position_board"
                PositionPart.SIDE_TO_MOVE -> "import_position_side"
                PositionPart.COUNT -> "import_position_count"
            },
        )
        is TextProblem.BadSetup -> s.text("import_bad_setup", AnalysisWords.setupLine(s, p.problems))
        is TextProblem.UnreadableWord -> s.text("import_unreadable_word", p.word)
        is TextProblem.WrongMoveNumber -> s.text(
            if (p.side == Side.GOAT) "import_wrong_number_goats" else "import_wrong_number_tigers",
            p.found,
            p.expected.toInt(),
        )
        is TextProblem.IllegalMove -> s.text("import_illegal", move(s, p.at), rule(s, p.reason))
        is TextProblem.MoveAfterEnd -> s.text("import_move_after_end", move(s, p.at))
        is TextProblem.AfterResult -> s.text("import_after_result", p.word)
        is TextProblem.ResultDiffers -> s.text("import_result_differs", result(s, p.stated), result(s, p.replayed))
        is TextProblem.TerminationDiffers -> s.text("import_termination_differs")
        is TextProblem.LibraryRulesDiffer -> s.text("import_library_rules", move(s, p.at), result(s, p.library), result(s, p.ours))
    }

    /** Who played a game opened from a text, from its `Goats` and `Tigers` tags as written there. */
    fun players(s: Strings, tags: List<TextTag>): String {
        val goats = tags.firstOrNull { it.name == TextTags.GOATS }?.value?.takeIf { it.isNotBlank() }
        val tigers = tags.firstOrNull { it.name == TextTags.TIGERS }?.value?.takeIf { it.isNotBlank() }
        if (goats == null && tigers == null) return s.text("import_players_none")
        val unnamed = s.text("import_player_unnamed")
        return s.text("import_players", goats ?: unnamed, tigers ?: unnamed)
    }

    /** A move of the text, as "move 2, the tigers' b2xd4" (the notation stays as written). */
    fun move(s: Strings, at: TextMove): String =
        s.text(if (at.side == Side.GOAT) "import_move_goats" else "import_move_tigers", at.number.toInt(), at.text)

    /** The rule a move breaks. */
    fun rule(s: Strings, reason: IllegalReason): String = s.text(
        when (reason) {
            IllegalReason.NOT_YOUR_TURN -> "import_rule_not_your_turn"
            IllegalReason.NO_PIECE -> "import_rule_no_piece"
            IllegalReason.NOT_YOUR_PIECE -> "import_rule_not_your_piece"
            IllegalReason.OCCUPIED -> "import_rule_occupied"
            IllegalReason.NOT_CONNECTED -> "import_rule_not_connected"
            IllegalReason.MUST_PLACE -> "import_rule_must_place"
            IllegalReason.NOTHING_TO_PLACE -> "import_rule_nothing_to_place"
            IllegalReason.GOAT_CANNOT_JUMP -> "import_rule_goat_cannot_leap"
            IllegalReason.NOTHING_TO_JUMP -> "import_rule_nothing_to_leap"
            IllegalReason.CAPTURE_NOT_ALLOWED_YET -> "import_rule_capture_not_yet"
            IllegalReason.REPETITION_FORBIDDEN -> "import_rule_repetition"
        },
    )

    /** A result a text states or its moves give. */
    fun result(s: Strings, result: TextResult): String = s.text(
        when (result) {
            TextResult.GOATS_WIN -> "import_result_goats"
            TextResult.TIGERS_WIN -> "import_result_tigers"
            TextResult.DRAW -> "import_result_draw"
            TextResult.UNFINISHED -> "import_result_unfinished"
        },
    )
}
