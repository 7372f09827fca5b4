package np.baghchal.share

import np.baghchal.app.Mode
import np.baghchal.app.levelKey
import np.baghchal.i18n.Strings
import uniffi.baghchal.Level
import uniffi.baghchal.Side
import uniffi.baghchal.TextTag

/** The words a shared game text carries: who had each side, in the sharer's language. */
object ShareWords {
    /**
     * The tags of a game played in [mode] on [date]: against the bot the
     * person is "You" and the bot is named by its [level]; bots watched are
     * both named so; between two people nobody is named (the text says
     * nothing it does not know).
     */
    fun tags(s: Strings, date: String, mode: Mode, playerSide: Side?, level: Level?): List<TextTag> {
        val bot = level?.let { s.text("share_bot", s.text(levelKey(it))) }
        val (goats, tigers) = when (mode) {
            Mode.PLAY -> if (playerSide == Side.GOAT) s.text("share_you") to bot else bot to s.text("share_you")
            Mode.WATCH -> bot to bot
            Mode.PASS_AND_PLAY -> null to null
        }
        return TextTags.of(date, goats, tigers)
    }

    /** The share sheet's title over the apps a game can go to. */
    fun chooserTitle(s: Strings): String = s.text("share_chooser")

    /** The tags of a line shared from the analysis board: its date alone (nobody played it). */
    fun analysisTags(date: String): List<TextTag> = TextTags.of(date, null, null)
}
