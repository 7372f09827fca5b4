//! The player's kept games: one text, one game per line, that the app stores
//! under one key and never parses itself, and the statistics drawn from it.

use crate::error::BaghchalError;
use crate::game::result_of;
use crate::types::{EndReason, GameResult, Level, Side};
use baghchal::history::{self as core, KeptError};

/// How a kept game was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum PlayMode {
    /// A person against the bot.
    Play,
    /// Two people on one phone.
    PassAndPlay,
    /// The bot against itself.
    Watch,
}

/// A finished game from the player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum PlayerResult {
    /// The player's side won.
    Won,
    /// Nobody won.
    Drawn,
    /// The bot's side won.
    Lost,
}

/// A finished game as the history keeps it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct KeptGame {
    /// When it ended, in Unix seconds by the phone's clock.
    pub ended_at: i64,
    /// How it was played.
    pub mode: PlayMode,
    /// The person's side against the bot; `None` in the other modes.
    pub player_side: Option<Side>,
    /// The bot's level (play and watch); `None` between two people.
    pub level: Option<Level>,
    /// The same for every game of one match; `None` outside a match.
    pub match_id: Option<i64>,
    /// The game's record, as `Game.record_json()` writes it.
    pub record_json: String,
}

/// A kept game as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameListing {
    /// The game.
    pub game: KeptGame,
    /// How it ended; never `Ongoing`.
    pub result: GameResult,
    /// Why it ended.
    pub reason: Option<EndReason>,
    /// Its length in half moves.
    pub half_moves: u32,
    /// The result from the player's side, against the bot only.
    pub player_result: Option<PlayerResult>,
}

/// A line of the history that could not be read, refused alone.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RefusedGame {
    /// 1-based line in the history text.
    pub line: u32,
    /// What is wrong, in English, for a bug report only.
    pub problem: String,
}

/// What a history text holds.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct History {
    /// The games that could be read, newest first.
    pub games: Vec<GameListing>,
    /// The lines that could not, in text order.
    pub refused: Vec<RefusedGame>,
}

/// Games won, drawn and lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Wdl {
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
}

/// One side's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SideStats {
    /// The player's side.
    pub side: Side,
    /// Over every kept game.
    pub all_time: Wdl,
    /// Over the games that ended in the last 30 days.
    pub last_30_days: Wdl,
}

/// One side's results against one level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct WeekResults {
    /// 0 for the seven days up to now, 1 for the seven before, ...
    pub weeks_ago: u32,
    /// The games that ended in that week.
    pub results: Wdl,
}

/// The statistics of the games played against the bot (pass-and-play and
/// watched games have no player's side and are not counted).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Statistics {
    /// Games counted.
    pub games_counted: u32,
    /// Goats, then tigers.
    pub sides: Vec<SideStats>,
    /// Every side and level, goats first, easy to perfect; rows with no game included.
    pub levels: Vec<LevelStats>,
    /// The most wins in a row, in the order the games ended.
    pub longest_winning_streak: u32,
    /// Games against Perfect that the player drew.
    pub perfect_held_to_draw: u32,
    /// The last twelve weeks, oldest first.
    pub weeks: Vec<WeekResults>,
}

/// The games a history text holds, newest first, and its refused lines.
/// Never fails: a damaged line is refused alone.
#[uniffi::export]
pub fn read_history(text: String) -> History {
    let (games, refused) = core::read(&text);
    History {
        games: games.iter().rev().map(listing).collect(),
        refused: refused
            .into_iter()
            .map(|r| RefusedGame {
                line: r.line as u32,
                problem: r.error.to_string(),
            })
            .collect(),
    }
}

/// `text` with `game` added last and the oldest lines beyond
/// [`history_capacity`] dropped; damaged lines are kept as they are.
/// `BadRecord` if the record does not load or the game has not ended,
/// `BadSetting` if the side and level do not fit the mode.
#[uniffi::export]
pub fn history_adding(text: String, game: KeptGame) -> Result<String, BaghchalError> {
    let record =
        baghchal::Game::from_json(&game.record_json).map_err(|e| BaghchalError::BadRecord {
            detail: e.to_string(),
        })?;
    let kept = core::KeptGame::new(
        game.ended_at,
        game.mode.into(),
        game.player_side.map(Into::into),
        game.level.map(Into::into),
        game.match_id,
        record,
    )
    .map_err(|e| match e {
        KeptError::Seats(_) => BaghchalError::BadSetting {
            detail: e.to_string(),
        },
        _ => BaghchalError::BadRecord {
            detail: e.to_string(),
        },
    })?;
    Ok(core::adding(&text, &kept))
}

/// How many games a history keeps.
#[uniffi::export]
pub fn history_capacity() -> u32 {
    core::CAPACITY as u32
}

/// The statistics of the games in a history text as of `now` (Unix
/// seconds); refused lines are left out. Never fails.
#[uniffi::export]
pub fn history_statistics(text: String, now: i64) -> Statistics {
    let (games, _) = core::read(&text);
    let s = core::Statistics::of(&games, now);
    Statistics {
        games_counted: s.games_counted,
        sides: s
            .sides
            .iter()
            .map(|r| SideStats {
                side: r.side.into(),
                all_time: r.all_time.into(),
                last_30_days: r.last_30_days.into(),
            })
            .collect(),
        levels: s
            .levels
            .iter()
            .map(|r| LevelStats {
                side: r.side.into(),
                level: r.level.into(),
                all_time: r.all_time.into(),
                last_30_days: r.last_30_days.into(),
            })
            .collect(),
        longest_winning_streak: s.longest_winning_streak,
        perfect_held_to_draw: s.perfect_held_to_draw,
        weeks: s
            .weeks
            .iter()
            .map(|w| WeekResults {
                weeks_ago: w.weeks_ago,
                results: w.results.into(),
            })
            .collect(),
    }
}

fn listing(g: &core::KeptGame) -> GameListing {
    GameListing {
        game: KeptGame {
            ended_at: g.ended_at,
            mode: g.mode.into(),
            player_side: g.player_side.map(Into::into),
            level: g.level.map(Into::into),
            match_id: g.match_id,
            record_json: g.game.to_json(),
        },
        result: result_of(&g.game),
        reason: g.game.outcome().map(|o| o.reason.into()),
        half_moves: g.game.half_moves(),
        player_result: g.player_result().map(Into::into),
    }
}

impl From<PlayMode> for core::PlayMode {
    fn from(m: PlayMode) -> Self {
        match m {
            PlayMode::Play => core::PlayMode::Play,
            PlayMode::PassAndPlay => core::PlayMode::PassAndPlay,
            PlayMode::Watch => core::PlayMode::Watch,
        }
    }
}

impl From<core::PlayMode> for PlayMode {
    fn from(m: core::PlayMode) -> Self {
        match m {
            core::PlayMode::Play => PlayMode::Play,
            core::PlayMode::PassAndPlay => PlayMode::PassAndPlay,
            core::PlayMode::Watch => PlayMode::Watch,
        }
    }
}

impl From<core::PlayerResult> for PlayerResult {
    fn from(r: core::PlayerResult) -> Self {
        match r {
            core::PlayerResult::Won => PlayerResult::Won,
            core::PlayerResult::Drawn => PlayerResult::Drawn,
            core::PlayerResult::Lost => PlayerResult::Lost,
        }
    }
}

impl From<core::Wdl> for Wdl {
    fn from(w: core::Wdl) -> Self {
        Wdl {
            won: w.won,
            drawn: w.drawn,
            lost: w.lost,
        }
    }
}
