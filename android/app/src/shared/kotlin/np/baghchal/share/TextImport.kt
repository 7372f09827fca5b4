package np.baghchal.share

import np.baghchal.app.Engine
import uniffi.baghchal.BaghchalException
import uniffi.baghchal.GameListing
import uniffi.baghchal.KeptGame
import uniffi.baghchal.PlayMode
import uniffi.baghchal.Settings
import uniffi.baghchal.TextTag
import uniffi.baghchal.readGameText

/** Why a pasted or shared text did not open; the set-up page's card words it ([ImportWords]). */
sealed interface ImportRefusal {
    /** The clipboard held no text. */
    data object NothingToPaste : ImportRefusal

    /** The core refused the text: [error] names the line and what is wrong (a [BaghchalException.BadText] for a text). */
    data class Refused(val error: BaghchalException) : ImportRefusal
}

/** What a text opens: a position alone, or a game (finished: in review; unfinished: on the analysis board). */
sealed interface TextOpened {
    /** A position alone (a FEN or our set-up line): the analysis board, on it. */
    class Position(val engine: Engine) : TextOpened

    /** A game: [engine] holds it replayed; [tags] are its informational tags (date, players). */
    class Game(val engine: Engine, val tags: List<TextTag>) : TextOpened {
        /** True when the game has ended: it opens in review. */
        val finished: Boolean get() = engine.snapshot().isOver
    }

    /** The text was refused; nothing was opened and nothing saved was touched. */
    data class Refused(val refusal: ImportRefusal) : TextOpened
}

/** Reading a shared or pasted text into what it opens; the core does the reading (docs/game-text.md). */
object TextImport {
    /** Reads [text]; a position alone is under [positionRules] (the set-up page's rules). Never throws. */
    fun read(text: String?, positionRules: Settings): TextOpened {
        if (text == null) return TextOpened.Refused(ImportRefusal.NothingToPaste)
        val imported = try {
            readGameText(text, positionRules)
        } catch (e: BaghchalException) {
            return TextOpened.Refused(ImportRefusal.Refused(e))
        }
        val engine = Engine.of(imported.game)
        return if (imported.positionOnly) TextOpened.Position(engine) else TextOpened.Game(engine, imported.tags)
    }

    /**
     * A finished imported game as "Your games" lists a kept one, so it opens
     * in the same review: dated by its `Date` tag (else [now]), played by two
     * people as far as the app knows (nobody's side is the phone owner's).
     */
    fun listing(game: TextOpened.Game, now: Long): GameListing {
        val end = game.engine.snapshot()
        val kept = KeptGame(
            endedAt = TextTags.noonOf(game.tags) ?: now,
            mode = PlayMode.PASS_AND_PLAY,
            playerSide = null,
            level = null,
            matchId = null,
            recordJson = game.engine.record(),
        )
        return GameListing(game = kept, result = end.result, reason = end.reason, halfMoves = end.halfMoves.toUInt(), playerResult = null)
    }
}
