//! The placement phase solved: every position with goats still in hand,
//! win / draw / loss for the side to move, under the board's 8 symmetries.
//!
//! Placement never repeats a position (goats in hand only fall), so the
//! layers (goats placed, side to move) form a chain that one backward pass
//! settles: goats to move at 19 placed read the movement table
//! ([`crate::tablebase`]), tigers to move at `p` read goats to move at `p`
//! (a capture goes to the part with one more captured), goats to move at `p`
//! read tigers to move at `p + 1`. [`build`] runs the sweep into one
//! checksummed file per layer ([`file`]); [`probe::Solution`] maps them for
//! look-ups and [`verify`] re-derives them with the game's move generation.

pub mod build;
pub mod file;
pub mod index;
pub mod layer;
pub mod movement;
pub mod probe;
pub mod sweep;
pub mod verify;

pub use build::{build, LayerReport, Options};
pub use file::LayerError;
pub use layer::{LayerId, Tally};
pub use probe::{Solution, Wdl};
