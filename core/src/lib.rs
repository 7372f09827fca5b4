//! Baghchal, the Nepali hunt game of four tigers and twenty goats: rules and bot.
//!
//! The rules are the app's own (its How to play page): see [`Settings`] for the variants. [`Position`] is a
//! small `Copy` value with bitboard move generation; [`Game`] adds history,
//! repetition, limits, results, take-back and records. [`protocol`] is the
//! line-based engine protocol, [`bot`] the computer player. The library does
//! no I/O; the `baghchal` binary wraps it for the terminal.

#![warn(missing_docs)]

pub mod analysis;
pub mod book;
pub mod bot;
pub mod explain;
pub mod files;
mod game;
pub mod gametext;
pub mod history;
pub mod matchplay;
mod moves;
pub mod perft;
mod position;
pub mod protocol;
pub mod puzzle;
pub mod record;
pub mod review;
mod settings;
pub mod setup;
mod side;
pub mod solve;
mod square;
pub mod stop;
pub mod tablebase;
pub mod tables;
mod zobrist;

pub use game::{EndReason, Game, IllegalMove, Outcome};
pub use moves::{Move, MoveList, NotationError};
pub use perft::perft;
pub use position::{Position, SetupError, TOTAL_GOATS, TOTAL_TIGERS};
pub use record::{GameRecord, RecordError};
pub use settings::{Repetition, Settings, SettingsError, SettingsProblem, GOATS_TO_WIN};
pub use side::{Phase, Side};
pub use square::{Bitboard, ParseSquareError, Square};
