package np.baghchal.analysis

import np.baghchal.app.Points
import np.baghchal.app.Rules
import uniffi.baghchal.Piece
import uniffi.baghchal.RepetitionRule
import uniffi.baghchal.Side

/**
 * What the analysis board keeps across a kill in the background: the rules,
 * the position it started from, the moves tried and how many are shown, and
 * a half-entered set-up. One text value; [read] refuses anything that does
 * not parse (the board then opens as new, the text kept aside).
 */
data class AnalysisSession(
    val rules: Rules,
    /** The position the line starts from; null when the board opened straight into a set-up. */
    val start: Position?,
    val line: List<String>,
    val cursor: Int,
    val draft: Draft?,
) {
    /** A position as the set-up enters it. */
    data class Position(val board: List<Piece>, val toMove: Side, val goatsInHand: Int, val goatsEaten: Int)

    /** A set-up being entered: its position, the piece a tap puts, and whether leaving it goes back to a board. */
    data class Draft(val position: Position, val brush: Piece, val cancellable: Boolean)

    /** The session as one text value. */
    fun write(): String = buildList {
        add("rules ${rules.goatsToWin} ${rules.repetition.name}")
        start?.let { add("start " + encode(it)) }
        add("line " + line.joinToString(" "))
        add("cursor $cursor")
        draft?.let { add("draft ${encode(it.position)} ${pieceChar(it.brush)} ${if (it.cancellable) 1 else 0}") }
    }.joinToString("\n")

    /** Reading and writing. */
    companion object {
        /** [text] read back, or null when it is damaged. */
        fun read(text: String): AnalysisSession? = try {
            val fields = text.lines().associate { it.substringBefore(' ') to it.substringAfter(' ', "") }
            val (goats, repetition) = fields.getValue("rules").split(' ')
            val start = fields["start"]?.let { decode(it.split(' ')) }
            val line = fields.getValue("line").split(' ').filter { it.isNotEmpty() }
            val cursor = fields.getValue("cursor").toInt()
            val draft = fields["draft"]?.split(' ')?.let { d ->
                require(d.size == 6)
                Draft(decode(d.take(4)), piece(d[4].single()), d[5] == "1")
            }
            require(cursor in 0..line.size && (start != null || draft != null) && (start != null || line.isEmpty()))
            AnalysisSession(Rules(goats.toInt(), RepetitionRule.valueOf(repetition)), start, line, cursor, draft)
        } catch (e: RuntimeException) {
            // NoSuchElement, NumberFormat, IllegalArgument, IndexOutOfBounds: all mean damaged.
            null
        }

        private fun encode(p: Position) =
            "${p.board.joinToString("") { pieceChar(it).toString() }} ${if (p.toMove == Side.GOAT) 'G' else 'T'} ${p.goatsInHand} ${p.goatsEaten}"

        private fun decode(parts: List<String>): Position {
            require(parts.size == 4 && parts[0].length == Points.COUNT)
            val toMove = when (parts[1]) {
                "G" -> Side.GOAT
                "T" -> Side.TIGER
                else -> throw IllegalArgumentException("side ${parts[1]}")
            }
            return Position(parts[0].map(::piece), toMove, parts[2].toInt(), parts[3].toInt())
        }

        private fun pieceChar(p: Piece) = when (p) {
            Piece.TIGER -> 'T'
            Piece.GOAT -> 'G'
            Piece.EMPTY -> '.'
        }

        private fun piece(c: Char) = when (c) {
            'T' -> Piece.TIGER
            'G' -> Piece.GOAT
            '.' -> Piece.EMPTY
            else -> throw IllegalArgumentException("piece $c")
        }
    }
}
