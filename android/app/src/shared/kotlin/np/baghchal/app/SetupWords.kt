package np.baghchal.app

import np.baghchal.i18n.Language
import np.baghchal.i18n.Strings
import uniffi.baghchal.Level
import uniffi.baghchal.RepetitionRule

// The set-up page's and the game menu's choices, as resource keys: pure, so the
// host tests check them directly.

/** Resource key naming [mode] on the set-up page. */
fun modeKey(mode: Mode) = when (mode) {
    Mode.PLAY -> "mode_play"
    Mode.PASS_AND_PLAY -> "mode_pass"
    Mode.WATCH -> "mode_watch"
}

/** Resource key naming [side]. */
fun sideKey(side: SideChoice) = when (side) {
    SideChoice.GOATS -> "side_goats_first"
    SideChoice.TIGERS -> "side_tigers"
    SideChoice.RANDOM -> "side_random"
    SideChoice.ALTERNATE -> "side_alternate"
}

/** Resource key naming the games picker's choice: single games or matches of two. */
fun matchChoiceKey(match: Boolean) = if (match) "match_two" else "match_single"

/** Resource key naming [level]. */
fun levelKey(level: Level) = when (level) {
    Level.EASY -> "level_easy"
    Level.MEDIUM -> "level_medium"
    Level.HARD -> "level_hard"
    Level.PERFECT -> "level_perfect"
}

/** Resource key naming [rule]. */
fun repetitionKey(rule: RepetitionRule) = when (rule) {
    RepetitionRule.DRAW3 -> "rep_draw3"
    RepetitionRule.FORBID -> "rep_forbid"
    RepetitionRule.FORBID3 -> "rep_forbid3"
    RepetitionRule.OFF -> "rep_off"
}

/** Resource key naming [theme]. */
fun themeKey(theme: ThemeChoice) = when (theme) {
    ThemeChoice.SYSTEM -> "theme_system"
    ThemeChoice.LIGHT -> "theme_light"
    ThemeChoice.DARK -> "theme_dark"
}

/** Resource key naming [language] (each in its own script). */
fun languageKey(language: Language) = when (language) {
    Language.ENGLISH -> "language_en"
    Language.NEPALI -> "language_ne"
}

/** "2×" in the current language's digits. */
fun speedLabel(s: Strings, speed: Speed) = s.text("speed_value", speed.factor)
