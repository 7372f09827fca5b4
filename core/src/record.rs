//! Game records: settings, optional set-up, moves and result, as versioned JSON.
//!
//! Loading replays every move through the rules, so a record that loads is a
//! game that could have been played.

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::settings::Settings;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;

/// The `format` every record carries.
pub const FORMAT: &str = "baghchal-record";
/// The newest record version this build writes and reads.
pub const VERSION: u64 = 1;

/// A set-up start position inside a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupRecord {
    /// Rows 5 down to 1, e.g. `T...T/...../...../...../T...T`.
    pub board: String,
    /// `goat` or `tiger`.
    pub to_move: String,
    /// Goats still in hand.
    pub goats_in_hand: u8,
    /// Goats already eaten.
    pub captured: u8,
}

/// A whole game as stored: what [`Game::to_record`] writes and [`Game::from_record`] reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Always [`FORMAT`].
    pub format: String,
    /// Record version, [`VERSION`] when written by this build.
    pub version: u64,
    /// Rule settings.
    pub settings: Settings,
    /// Start position when it is not the standard start.
    pub setup: Option<SetupRecord>,
    /// Every half move in notation.
    pub moves: Vec<String>,
    /// The side that resigned, if any.
    pub resigned: Option<String>,
    /// `ongoing`, `tigers`, `goats` or `draw`.
    pub result: String,
    /// Why the game ended, as in the protocol's `reason`; `null` while ongoing.
    pub reason: Option<String>,
}

/// Why a record was refused; names the first bad field or move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON, or cut short.
    Json(String),
    /// A newer version than this build reads.
    NewerVersion(u64),
    /// A field is missing, unknown, of the wrong type or out of range.
    Field {
        /// The field's name, e.g. `settings` or `setup.board`.
        field: String,
        /// What is wrong.
        why: String,
    },
    /// A move is unreadable or illegal when replayed.
    Move {
        /// Index in `moves`, from 0.
        index: usize,
        /// The text of the move.
        text: String,
        /// What is wrong.
        why: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(why) => write!(f, "record is not valid JSON: {why}"),
            RecordError::NewerVersion(v) => write!(
                f,
                "record version {v} is newer than this app reads (up to {VERSION})"
            ),
            RecordError::Field { field, why } => write!(f, "record field '{field}': {why}"),
            RecordError::Move { index, text, why } => {
                write!(f, "record move {} ('{text}'): {why}", index + 1)
            }
        }
    }
}

impl std::error::Error for RecordError {}

fn field_error(field: &str, why: impl fmt::Display) -> RecordError {
    RecordError::Field {
        field: field.to_string(),
        why: why.to_string(),
    }
}

/// Takes field `name` out of `obj` and decodes it, naming the field on failure.
fn take<T: serde::de::DeserializeOwned>(
    obj: &mut Map<String, Value>,
    name: &str,
) -> Result<T, RecordError> {
    let value = obj
        .remove(name)
        .ok_or_else(|| field_error(name, "missing"))?;
    serde_json::from_value(value).map_err(|e| field_error(name, e))
}

impl GameRecord {
    /// Parses JSON text into a record, checking format, version and field types.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        let Value::Object(mut obj) = value else {
            return Err(RecordError::Json("expected an object".into()));
        };
        let format: String = take(&mut obj, "format")?;
        if format != FORMAT {
            return Err(field_error(
                "format",
                format!("'{format}' is not '{FORMAT}'"),
            ));
        }
        let version: u64 = take(&mut obj, "version")?;
        if version > VERSION {
            return Err(RecordError::NewerVersion(version));
        }
        if version == 0 {
            return Err(field_error("version", "0 is not a version"));
        }
        let record = GameRecord {
            format,
            version,
            settings: take(&mut obj, "settings")?,
            setup: take(&mut obj, "setup")?,
            moves: take(&mut obj, "moves")?,
            resigned: take(&mut obj, "resigned")?,
            result: take(&mut obj, "result")?,
            reason: take(&mut obj, "reason")?,
        };
        if let Some(extra) = obj.keys().next() {
            return Err(field_error(extra, "unknown field"));
        }
        Ok(record)
    }

    /// The record as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a record always serialises")
    }
}

impl Game {
    /// The game as a record.
    pub fn to_record(&self) -> GameRecord {
        let start = self.start_position();
        let setup = (*start != Position::start()).then(|| SetupRecord {
            board: start.board_string(),
            to_move: start.to_move().name().to_string(),
            goats_in_hand: start.goats_in_hand(),
            captured: start.captured(),
        });
        let outcome = self.outcome();
        GameRecord {
            format: FORMAT.to_string(),
            version: VERSION,
            settings: *self.settings(),
            setup,
            moves: self.moves().map(|m| m.to_string()).collect(),
            resigned: self.resigned().map(|s| s.name().to_string()),
            result: outcome.map_or("ongoing", |o| o.result_name()).to_string(),
            reason: outcome.map(|o| o.reason.name().to_string()),
        }
    }

    /// Rebuilds a game by replaying a record through the rules.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let start = match &record.setup {
            None => Position::start(),
            Some(s) => {
                let (tigers, goats) =
                    Position::parse_board(&s.board).map_err(|e| field_error("setup.board", e))?;
                let side = Side::parse(&s.to_move).ok_or_else(|| {
                    field_error(
                        "setup.to_move",
                        format!("'{}' is not goat or tiger", s.to_move),
                    )
                })?;
                Position::new(tigers, goats, side, s.goats_in_hand, s.captured)
                    .map_err(|e| field_error("setup", e))?
            }
        };
        let mut game =
            Game::from_position(record.settings, start).map_err(|e| field_error("settings", e))?;
        for (index, text) in record.moves.iter().enumerate() {
            let bad = |why: String| RecordError::Move {
                index,
                text: text.clone(),
                why,
            };
            let m = Move::parse(text).map_err(|e| bad(e.why))?;
            game.play(m).map_err(|e| bad(e.to_string()))?;
        }
        if let Some(side) = &record.resigned {
            let side = Side::parse(side)
                .ok_or_else(|| field_error("resigned", format!("'{side}' is not goat or tiger")))?;
            game.resign(side).map_err(|e| field_error("resigned", e))?;
        }
        let replayed = game.to_record();
        if replayed.result != record.result || replayed.reason != record.reason {
            return Err(field_error(
                "result",
                format!(
                    "the record says {} ({}), the moves give {} ({})",
                    record.result,
                    record.reason.as_deref().unwrap_or("null"),
                    replayed.result,
                    replayed.reason.as_deref().unwrap_or("null")
                ),
            ));
        }
        Ok(game)
    }

    /// The game as record JSON.
    pub fn to_json(&self) -> String {
        self.to_record().to_json()
    }

    /// Loads a game from record JSON, refusing any bad, tampered or newer record.
    pub fn from_json(text: &str) -> Result<Game, RecordError> {
        Game::from_record(&GameRecord::from_json(text)?)
    }
}
