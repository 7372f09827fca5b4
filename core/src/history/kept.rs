//! One kept game: the record the core writes, plus when, how and against whom it was played.

use crate::bot::Level;
use crate::game::Game;
use crate::record::RecordError;
use crate::side::Side;
use serde_json::{json, Map, Value};
use std::fmt;

/// The `format` every kept line carries.
pub const FORMAT: &str = "baghchal-kept-game";
/// The newest kept-line version this build writes and reads.
pub const VERSION: u64 = 1;

/// How a kept game was played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayMode {
    /// A person against the bot.
    Play,
    /// Two people on one phone.
    PassAndPlay,
    /// The bot against itself.
    Watch,
}

impl PlayMode {
    const ALL: [PlayMode; 3] = [PlayMode::Play, PlayMode::PassAndPlay, PlayMode::Watch];

    /// The name written in a kept line.
    pub const fn name(self) -> &'static str {
        match self {
            PlayMode::Play => "play",
            PlayMode::PassAndPlay => "pass-and-play",
            PlayMode::Watch => "watch",
        }
    }

    fn parse(s: &str) -> Option<PlayMode> {
        PlayMode::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// A finished game from the player's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerResult {
    /// The player's side won.
    Won,
    /// Nobody won.
    Drawn,
    /// The bot's side won.
    Lost,
}

/// Why a game cannot be kept, or a kept line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptError {
    /// The line is not a JSON object.
    Json(String),
    /// A field is missing, of the wrong type or unknown.
    Field {
        /// The field's name.
        field: String,
        /// What is wrong with it.
        why: String,
    },
    /// The line was written by a newer build.
    NewerVersion(u64),
    /// The game's record does not load.
    Record(RecordError),
    /// The game has not ended.
    NotFinished,
    /// The mode, side and level do not fit together.
    Seats(&'static str),
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Json(why) => write!(f, "not a kept game: {why}"),
            KeptError::Field { field, why } => write!(f, "kept game field '{field}': {why}"),
            KeptError::NewerVersion(v) => {
                write!(
                    f,
                    "kept game version {v} is newer than this app reads (up to {VERSION})"
                )
            }
            KeptError::Record(e) => write!(f, "kept game's {e}"),
            KeptError::NotFinished => write!(f, "the game has not ended"),
            KeptError::Seats(why) => write!(f, "kept game seats: {why}"),
        }
    }
}

impl std::error::Error for KeptError {}

/// A finished game as the history keeps it.
#[derive(Clone, Debug)]
pub struct KeptGame {
    /// When it ended, in Unix seconds by the phone's clock.
    pub ended_at: i64,
    /// How it was played.
    pub mode: PlayMode,
    /// The person's side in [`PlayMode::Play`].
    pub player_side: Option<Side>,
    /// The bot's level in [`PlayMode::Play`] and [`PlayMode::Watch`].
    pub level: Option<Level>,
    /// The same for every game of one match; `None` outside a match.
    pub match_id: Option<i64>,
    /// The game, replayed through the rules.
    pub game: Game,
}

impl KeptGame {
    /// A game to keep; refused unless it has ended and the seats fit the mode.
    pub fn new(
        ended_at: i64,
        mode: PlayMode,
        player_side: Option<Side>,
        level: Option<Level>,
        match_id: Option<i64>,
        game: Game,
    ) -> Result<KeptGame, KeptError> {
        let seats_fit = match mode {
            PlayMode::Play => (player_side.is_some(), level.is_some()),
            PlayMode::Watch => (player_side.is_none(), level.is_some()),
            PlayMode::PassAndPlay => (player_side.is_none(), level.is_none()),
        };
        match seats_fit {
            (false, _) if mode == PlayMode::Play => {
                return Err(KeptError::Seats(
                    "a game against the bot needs the player's side",
                ))
            }
            (false, _) => {
                return Err(KeptError::Seats(
                    "only a game against the bot has a player's side",
                ))
            }
            (_, false) if mode == PlayMode::PassAndPlay => {
                return Err(KeptError::Seats(
                    "a game between two people has no bot level",
                ))
            }
            (_, false) => return Err(KeptError::Seats("a game with the bot needs its level")),
            _ => {}
        }
        if game.outcome().is_none() {
            return Err(KeptError::NotFinished);
        }
        Ok(KeptGame {
            ended_at,
            mode,
            player_side,
            level,
            match_id,
            game,
        })
    }

    /// The game's result from the player's side, in [`PlayMode::Play`] only.
    pub fn player_result(&self) -> Option<PlayerResult> {
        let side = self.player_side?;
        let outcome = self.game.outcome()?;
        Some(match outcome.winner {
            None => PlayerResult::Drawn,
            Some(w) if w == side => PlayerResult::Won,
            Some(_) => PlayerResult::Lost,
        })
    }

    /// The game as one line of JSON, without a newline.
    pub fn to_line(&self) -> String {
        let record: Value = serde_json::from_str(&self.game.to_json()).expect("a record is JSON");
        json!({
            "format": FORMAT,
            "version": VERSION,
            "ended_at": self.ended_at,
            "mode": self.mode.name(),
            "player_side": self.player_side.map(Side::name),
            "level": self.level.map(Level::name),
            "match_id": self.match_id,
            "record": record,
        })
        .to_string()
    }

    /// Reads a line [`KeptGame::to_line`] wrote, replaying its record and
    /// checking every field; anything else is refused with the first problem.
    pub fn from_line(line: &str) -> Result<KeptGame, KeptError> {
        let value: Value =
            serde_json::from_str(line).map_err(|e| KeptError::Json(e.to_string()))?;
        let Value::Object(mut obj) = value else {
            return Err(KeptError::Json("expected an object".into()));
        };
        let format: String = take(&mut obj, "format")?;
        if format != FORMAT {
            return Err(field("format", format!("'{format}' is not '{FORMAT}'")));
        }
        let version: u64 = take(&mut obj, "version")?;
        if version > VERSION {
            return Err(KeptError::NewerVersion(version));
        }
        if version == 0 {
            return Err(field("version", "0 is not a version"));
        }
        let ended_at: i64 = take(&mut obj, "ended_at")?;
        let mode: String = take(&mut obj, "mode")?;
        let mode = PlayMode::parse(&mode)
            .ok_or_else(|| field("mode", format!("'{mode}' is not a mode")))?;
        let side: Option<String> = take(&mut obj, "player_side")?;
        let player_side = match side {
            None => None,
            Some(s) => Some(
                Side::parse(&s)
                    .ok_or_else(|| field("player_side", format!("'{s}' is not a side")))?,
            ),
        };
        let level: Option<String> = take(&mut obj, "level")?;
        let level = match level {
            None => None,
            Some(s) => Some(
                Level::parse(&s).ok_or_else(|| field("level", format!("'{s}' is not a level")))?,
            ),
        };
        let match_id: Option<i64> = take(&mut obj, "match_id")?;
        let record: Value = take(&mut obj, "record")?;
        if let Some(extra) = obj.keys().next() {
            return Err(field(extra, "unknown field"));
        }
        let game = Game::from_json(&record.to_string()).map_err(KeptError::Record)?;
        KeptGame::new(ended_at, mode, player_side, level, match_id, game)
    }
}

fn field(name: &str, why: impl fmt::Display) -> KeptError {
    KeptError::Field {
        field: name.to_string(),
        why: why.to_string(),
    }
}

/// Takes field `name` out of `obj` and decodes it, naming the field on failure.
fn take<T: serde::de::DeserializeOwned>(
    obj: &mut Map<String, Value>,
    name: &str,
) -> Result<T, KeptError> {
    let value = obj.remove(name).ok_or_else(|| field(name, "missing"))?;
    serde_json::from_value(value).map_err(|e| field(name, e))
}
