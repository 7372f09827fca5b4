//! Every legal move's value at once, for an analysis board.

use crate::bot::CancelHandle;
use crate::error::BaghchalError;
use crate::game::Game;
use crate::tablebase::{value_of, Evaluation, Verdict};
use crate::types::MoveInfo;
use baghchal::analysis;
use baghchal::tablebase::installed_for;
use std::sync::Arc;

/// One legal move and its value for the side that plays it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveValue {
    /// The move.
    pub mv: MoveInfo,
    /// Win, draw or loss for the mover; `Unknown` where nothing on the phone knows.
    pub verdict: Verdict,
    /// Half moves to the end with best play (quickest win, longest loss), from
    /// the endgame table in the movement phase; `None` for a draw, an unknown
    /// value and every placement value (the placement search keeps no distance).
    pub distance: Option<u32>,
}

#[uniffi::export]
impl Game {
    /// Every legal move with its value for the side to move (an empty list
    /// once the game is over), in no particular order.
    ///
    /// - Movement phase, with the loaded endgame table of the game's
    ///   goats-to-win and rules it is exact for: win in N, draw or loss in N,
    ///   as [`Game::evaluate`] gives the position after each move, seen by
    ///   the mover. A table probe per move: under 0.1 ms in all.
    /// - Placement from 12 goats placed, same table and rules fitting: win,
    ///   draw or loss from the exact placement search of every move. This
    ///   can take a few tenths of a second: measured with the goats-to-win
    ///   5 table on a 2-core machine (20 random positions each), 12 placed:
    ///   median 27 ms and at most 0.14 s with the goats to move, median
    ///   0.15 s and at most 0.36 s with the tigers; 13 placed: 18 / 48 ms
    ///   and 16 / 131 ms; 14 placed: 2 / 9 ms and 7 / 38 ms; 16 placed: under
    ///   5 ms (`cargo run --release -p baghchal --example move_values_cost
    ///   -- g5.tb 20`). Call it off the UI thread and cancel it
    ///   through `cancel` when the position changes.
    /// - Otherwise (earlier in placement, no table, other rules) every value
    ///   is `Unknown`, at once.
    ///
    /// The call works on a copy of the game, so the game stays usable
    /// meanwhile. Returns [`BaghchalError::Cancelled`] if `cancel` is
    /// cancelled before it returns; no values of a cut-short search are given.
    pub fn move_values(&self, cancel: Arc<CancelHandle>) -> Result<Vec<MoveValue>, BaghchalError> {
        let game = self.lock().clone();
        let side = game.position().to_move();
        let table = installed_for(game.settings().goats_to_win);
        let values = analysis::move_values(&game, table.as_deref(), &cancel.flag)
            .map_err(|_| BaghchalError::Cancelled)?;
        if cancel.is_cancelled() {
            return Err(BaghchalError::Cancelled);
        }
        Ok(values
            .into_iter()
            .map(|(m, value)| {
                let Evaluation { verdict, distance } = value_of(value);
                MoveValue {
                    mv: MoveInfo::new(m, side),
                    verdict,
                    distance,
                }
            })
            .collect())
    }
}
