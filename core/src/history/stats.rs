//! What the kept games add up to: results per side and level, streaks, and
//! results by week for the chart.

use super::kept::{KeptGame, PlayMode, PlayerResult};
use crate::bot::Level;
use crate::side::Side;

/// Weeks the chart shows, the current one included.
pub const CHART_WEEKS: usize = 12;

const DAY: i64 = 24 * 60 * 60;
const WEEK: i64 = 7 * DAY;
const RECENT: i64 = 30 * DAY;

/// Games won, drawn and lost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
}

impl Wdl {
    fn add(&mut self, r: PlayerResult) {
        match r {
            PlayerResult::Won => self.won += 1,
            PlayerResult::Drawn => self.drawn += 1,
            PlayerResult::Lost => self.lost += 1,
        }
    }

    /// Every game counted.
    pub fn total(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// One side's results.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SideStats {
    /// The player's side.
    pub side: Side,
    /// Over every kept game.
    pub all_time: Wdl,
    /// Over the games that ended in the last 30 days.
    pub last_30_days: Wdl,
}

/// One side's results against one level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelStats {
    /// The player's side.
    pub side: Side,
    /// The bot's level.
    pub level: Level,
    /// Over every kept game.
    pub all_time: Wdl,
    /// Over the games that ended in the last 30 days.
    pub last_30_days: Wdl,
}

/// The results of one week of the chart.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WeekResults {
    /// 0 for the seven days up to now, 1 for the seven before, ...
    pub weeks_ago: u32,
    /// The games that ended in that week.
    pub results: Wdl,
}

/// The statistics of the games played against the bot. Pass-and-play and
/// watched games are listed in the history but not counted: no side is the
/// player's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistics {
    /// Games counted.
    pub games_counted: u32,
    /// Goats, then tigers.
    pub sides: Vec<SideStats>,
    /// Every side and level, goats first, easy to perfect, rows with no game included.
    pub levels: Vec<LevelStats>,
    /// The most wins in a row, in the order the games ended.
    pub longest_winning_streak: u32,
    /// Games against Perfect that the player drew.
    pub perfect_held_to_draw: u32,
    /// The last [`CHART_WEEKS`] weeks, oldest first.
    pub weeks: Vec<WeekResults>,
}

impl Statistics {
    /// The statistics of `games` as of `now` (Unix seconds). Games dated in
    /// the future (a clock set back) count in all-time figures only.
    pub fn of(games: &[KeptGame], now: i64) -> Statistics {
        let mut sides: Vec<SideStats> = [Side::Goat, Side::Tiger]
            .map(|side| SideStats {
                side,
                all_time: Wdl::default(),
                last_30_days: Wdl::default(),
            })
            .to_vec();
        let mut levels: Vec<LevelStats> = [Side::Goat, Side::Tiger]
            .iter()
            .flat_map(|&side| {
                Level::ALL.map(|level| LevelStats {
                    side,
                    level,
                    all_time: Wdl::default(),
                    last_30_days: Wdl::default(),
                })
            })
            .collect();
        let mut weeks: Vec<WeekResults> = (0..CHART_WEEKS as u32)
            .rev()
            .map(|weeks_ago| WeekResults {
                weeks_ago,
                results: Wdl::default(),
            })
            .collect();
        let mut counted: Vec<&KeptGame> =
            games.iter().filter(|g| g.mode == PlayMode::Play).collect();
        counted.sort_by_key(|g| g.ended_at);
        let (mut streak, mut longest, mut perfect_draws) = (0, 0, 0);
        for g in &counted {
            let (Some(side), Some(level), Some(result)) =
                (g.player_side, g.level, g.player_result())
            else {
                continue;
            };
            let age = now - g.ended_at;
            let recent = (0..RECENT).contains(&age);
            for s in sides.iter_mut().filter(|s| s.side == side) {
                s.all_time.add(result);
                if recent {
                    s.last_30_days.add(result);
                }
            }
            for l in levels
                .iter_mut()
                .filter(|l| l.side == side && l.level == level)
            {
                l.all_time.add(result);
                if recent {
                    l.last_30_days.add(result);
                }
            }
            if age >= 0 && age < WEEK * CHART_WEEKS as i64 {
                let ago = (age / WEEK) as u32;
                weeks[CHART_WEEKS - 1 - ago as usize].results.add(result);
            }
            streak = if result == PlayerResult::Won {
                streak + 1
            } else {
                0
            };
            longest = longest.max(streak);
            if level == Level::Perfect && result == PlayerResult::Drawn {
                perfect_draws += 1;
            }
        }
        Statistics {
            games_counted: counted.len() as u32,
            sides,
            levels,
            longest_winning_streak: longest,
            perfect_held_to_draw: perfect_draws,
            weeks,
        }
    }
}
