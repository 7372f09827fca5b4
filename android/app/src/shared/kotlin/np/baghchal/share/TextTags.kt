package np.baghchal.share

import np.baghchal.games.GamesWords
import uniffi.baghchal.TextTag

/**
 * The informational tags the apps write into a shared game text, named as
 * docs/game-text.md fixes them (never shown, so not words to translate): the
 * date and the players' names. The rules, result and ending are the core's.
 */
internal object TextTags {
    const val DATE = "Date"
    const val GOATS = "Goats"
    const val TIGERS = "Tigers"

    /** The `Date` tag's value for the day of [unixSeconds] at [offsetSeconds] from UTC: `2026.06.01`. */
    fun date(unixSeconds: Long, offsetSeconds: Int): String {
        val (year, month, day) = GamesWords.civilDate(Math.floorDiv(unixSeconds + offsetSeconds, 86_400L))
        return "$year." + month.toString().padStart(2, '0') + "." + day.toString().padStart(2, '0')
    }

    /** The tags of a shared game: its date and, when known, who had each side. */
    fun of(date: String, goats: String?, tigers: String?): List<TextTag> = listOfNotNull(
        TextTag(DATE, date),
        goats?.let { TextTag(GOATS, it) },
        tigers?.let { TextTag(TIGERS, it) },
    )

    /**
     * Noon UTC of the day a `Date` tag names (`2026.06.01`), so the day
     * reads the same in every time zone but the farthest; null for none or
     * for a date not written so (PGN allows `????.??.??`).
     */
    fun noonOf(tags: List<TextTag>): Long? {
        val parts = tags.firstOrNull { it.name == DATE }?.value?.split('.') ?: return null
        if (parts.size != 3) return null
        val (y, m, d) = parts.map { it.toIntOrNull() ?: return null }
        if (m !in 1..12 || d !in 1..31) return null
        return daysFromCivil(y, m, d) * 86_400L + 43_200L
    }

    /** Days since 1970-01-01 of a date (H. Hinnant's days-from-civil, the inverse of [GamesWords.civilDate]). */
    private fun daysFromCivil(year: Int, month: Int, day: Int): Long {
        val y = (if (month <= 2) year - 1 else year).toLong()
        val era = Math.floorDiv(y, 400L)
        val yoe = y - era * 400
        val mp = (month + 9) % 12
        val doy = (153 * mp + 2) / 5 + day - 1
        val doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
