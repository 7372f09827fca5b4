//! The player's own slips as drills: every move review marks as a slip in a
//! kept game becomes a position to find a better move in, judged exactly by
//! the endgame table.
//!
//! [`slips`] finds a kept game's drills, [`Progress`] keeps how often each
//! was answered right (as text the app stores under one key), and [`judge`]
//! says whether a move keeps what the slip threw away, with the explanation
//! of the move (its line is the refutation the app plays on the board).

mod judge;
mod progress;
mod slips;

pub use judge::{judge, Judgement};
pub use progress::{Progress, LEARNED};
pub use slips::{practise, slips, DrillKey, Goal, Slip};
