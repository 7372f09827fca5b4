//! The player's finished games, kept as one text of one game per line, and
//! the statistics drawn from them.
//!
//! The apps keep the text under one storage key and never parse it
//! themselves: [`read`] lists the games, [`adding`] appends one and drops the
//! oldest beyond [`CAPACITY`], [`Statistics::of`] sums them up. A damaged line
//! is refused alone and reported; it stays in the text (so nothing is thrown
//! away behind the player's back) until it ages out like any other line.

mod kept;
mod stats;
mod store;

pub use kept::{KeptError, KeptGame, PlayMode, PlayerResult};
pub use stats::{LevelStats, SideStats, Statistics, Wdl, WeekResults, CHART_WEEKS};
pub use store::{adding, read, Refused, CAPACITY};
