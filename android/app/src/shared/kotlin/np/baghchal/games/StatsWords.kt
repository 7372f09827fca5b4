package np.baghchal.games

import np.baghchal.app.levelKey
import np.baghchal.i18n.Strings
import uniffi.baghchal.Side
import uniffi.baghchal.Statistics
import uniffi.baghchal.Wdl

/** One line of the statistics table: what is counted, all time, the last 30 days, and the sentence read out. */
data class StatsRow(
    val label: String,
    val allTime: String,
    val last30: String,
    val spoken: String,
    /** True for a side's total; its levels follow it. */
    val isSide: Boolean,
)

/** The statistics section's words, from the core's [Statistics]; the screen only shows them. */
object StatsWords {
    /** Days the recent column counts (the core's last 30 days). */
    const val RECENT_DAYS = 30

    /** "won · drawn · lost" counts of [wdl]. */
    fun wdlText(s: Strings, wdl: Wdl): String = s.text("stats_wdl", wdl.won.toInt(), wdl.drawn.toInt(), wdl.lost.toInt())

    /** The column heads: what is counted, all time, the last 30 days. */
    fun columns(s: Strings): List<String> = listOf(s.text("stats_legend"), s.text("stats_all_time"), s.text("stats_last_30", RECENT_DAYS))

    /** A side's total, then its four levels; goats first. Levels never played are left out. */
    fun rows(s: Strings, stats: Statistics): List<StatsRow> = stats.sides.flatMap { side ->
        val sideName = s.text(if (side.side == Side.GOAT) "games_as_goats" else "games_as_tigers")
        val levels = stats.levels.filter { it.side == side.side && total(it.allTime) > 0 }.map { level ->
            row(s, s.text(levelKey(level.level)), "$sideName, ${s.text(levelKey(level.level))}", level.allTime, level.last30Days, false)
        }
        listOf(row(s, sideName, sideName, side.allTime, side.last30Days, true)) + levels
    }

    /** The longest run of wins. */
    fun streakLine(s: Strings, stats: Statistics): String = s.text("stats_streak", stats.longestWinningStreak.toInt())

    /** How many games Perfect was held to a draw in. */
    fun perfectDrawsLine(s: Strings, stats: Statistics): String = s.text("stats_perfect_draws", stats.perfectHeldToDraw.toInt())

    /** The chart's heading. */
    fun chartTitle(s: Strings, stats: Statistics): String = s.text("stats_chart", stats.weeks.size)

    /** What TalkBack reads for the chart: the weeks' totals and this week's. */
    fun chartSummary(s: Strings, stats: Statistics): String {
        val won = stats.weeks.sumOf { it.results.won.toInt() }
        val drawn = stats.weeks.sumOf { it.results.drawn.toInt() }
        val lost = stats.weeks.sumOf { it.results.lost.toInt() }
        val now = stats.weeks.lastOrNull()?.results
        return s.text(
            "stats_chart_summary", stats.weeks.size, won, drawn, lost,
            now?.won?.toInt() ?: 0, now?.drawn?.toInt() ?: 0, now?.lost?.toInt() ?: 0,
        )
    }

    /** The words in place of the statistics before any game against the bot is kept. */
    fun none(s: Strings): String = s.text("stats_none")

    private fun row(s: Strings, label: String, spokenLabel: String, all: Wdl, recent: Wdl, isSide: Boolean) = StatsRow(
        label = label,
        allTime = wdlText(s, all),
        last30 = wdlText(s, recent),
        spoken = s.text(
            "stats_row_spoken", spokenLabel,
            all.won.toInt(), all.drawn.toInt(), all.lost.toInt(),
            RECENT_DAYS, recent.won.toInt(), recent.drawn.toInt(), recent.lost.toInt(),
        ),
        isSide = isSide,
    )

    private fun total(wdl: Wdl) = wdl.won.toInt() + wdl.drawn.toInt() + wdl.lost.toInt()
}
