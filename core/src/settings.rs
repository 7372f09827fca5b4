//! The rule settings a table is played with.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How repeated positions in the movement phase are treated.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Repetition {
    /// The same position (board and side to move) for the third time is a draw.
    Draw3,
    /// A move that recreates a position already seen is illegal.
    Forbid,
    /// A move that would create a position for the third time is illegal.
    Forbid3,
    /// Repetition has no effect.
    Off,
}

impl Repetition {
    /// The name used in the protocol and records.
    pub const fn name(self) -> &'static str {
        match self {
            Repetition::Draw3 => "draw3",
            Repetition::Forbid => "forbid",
            Repetition::Forbid3 => "forbid3",
            Repetition::Off => "off",
        }
    }

    /// Reads `draw3`, `forbid`, `forbid3` or `off`.
    pub fn parse(s: &str) -> Option<Repetition> {
        [
            Repetition::Draw3,
            Repetition::Forbid,
            Repetition::Forbid3,
            Repetition::Off,
        ]
        .into_iter()
        .find(|r| r.name() == s)
    }
}

/// The values `goats_to_win` may take.
pub const GOATS_TO_WIN: std::ops::RangeInclusive<u8> = 1..=20;

/// Rule settings; the defaults are the app's own rules (its How to play page).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Captures that win for the tigers, 1..=20.
    pub goats_to_win: u8,
    /// Repetition rule.
    pub repetition: Repetition,
    /// Half moves after which the game is drawn; 0 = no limit.
    pub max_half_moves: u32,
    /// Half moves without a capture after which the game is drawn; 0 = no limit.
    pub no_capture_limit: u32,
    /// Whether tigers may capture while goats are still being placed.
    pub placement_captures: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            goats_to_win: 5,
            repetition: Repetition::Draw3,
            max_half_moves: 400,
            no_capture_limit: 0,
            placement_captures: true,
        }
    }
}

/// A setting outside its range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsError(pub String);

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad setting: {}", self.0)
    }
}

impl std::error::Error for SettingsError {}

/// One setting out of its range, as a kind an app can put in its own words
/// ([`fmt::Display`] gives the protocol's English).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// `goats_to_win` is outside [`GOATS_TO_WIN`].
    GoatsToWin {
        /// The value given.
        goats_to_win: u8,
    },
}

impl fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsProblem::GoatsToWin { goats_to_win } => write!(
                f,
                "goats_to_win {goats_to_win} is outside {}..={}",
                GOATS_TO_WIN.start(),
                GOATS_TO_WIN.end()
            ),
        }
    }
}

impl Settings {
    /// Every setting out of its range; empty if a game can be played with these.
    pub fn problems(&self) -> Vec<SettingsProblem> {
        let mut problems = Vec::new();
        if !GOATS_TO_WIN.contains(&self.goats_to_win) {
            problems.push(SettingsProblem::GoatsToWin {
                goats_to_win: self.goats_to_win,
            });
        }
        problems
    }

    /// Checks every setting is in range: fails exactly when [`Settings::problems`]
    /// lists one, naming the first.
    pub fn validate(&self) -> Result<(), SettingsError> {
        match self.problems().first() {
            Some(problem) => Err(SettingsError(problem.to_string())),
            None => Ok(()),
        }
    }

    /// Sets one setting from its protocol name and text value.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingsError> {
        let number = |v: &str| {
            v.parse::<u32>()
                .map_err(|_| SettingsError(format!("{key}={v}: expected a whole number")))
        };
        match key {
            "goats_to_win" => {
                self.goats_to_win = u8::try_from(number(value)?)
                    .ok()
                    .filter(|n| GOATS_TO_WIN.contains(n))
                    .ok_or_else(|| SettingsError(format!("goats_to_win={value}: use 1..=20")))?;
            }
            "repetition" => {
                self.repetition = Repetition::parse(value).ok_or_else(|| {
                    SettingsError(format!(
                        "repetition={value}: use draw3, forbid, forbid3 or off"
                    ))
                })?
            }
            "max_half_moves" => self.max_half_moves = number(value)?,
            "no_capture_limit" => self.no_capture_limit = number(value)?,
            "placement_captures" => {
                self.placement_captures = match value {
                    "on" => true,
                    "off" => false,
                    _ => {
                        return Err(SettingsError(format!(
                            "placement_captures={value}: use on or off"
                        )))
                    }
                }
            }
            _ => return Err(SettingsError(format!("unknown setting '{key}'"))),
        }
        Ok(())
    }
}
