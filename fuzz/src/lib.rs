//! Helpers shared by the fuzz targets in `fuzz_targets/`: real games to start
//! from, the `G = 1` endgame table and edits of it, a `G = 1` book, the guard that keeps
//! engine sessions quick, and the seed corpus each target writes on request.

pub mod book;
pub mod games;
pub mod guard;
pub mod seeds;
pub mod table;
