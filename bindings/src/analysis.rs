//! Every legal move's value, for an analysis board: all at once, or each
//! as it is found.

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

/// Receives an analysis board's move values one by one, as they are found
/// ([`Game::move_values_each`]). Called on the thread that asked for them;
/// an app hands each value to its UI thread.
#[uniffi::export(with_foreign)]
pub trait MoveValueSink: Send + Sync {
    /// One move's value, final: it is not given again.
    fn found(&self, value: MoveValue);
}

#[uniffi::export]
impl Game {
    /// Every legal move's value, as [`Game::move_values`] gives them, but
    /// each handed to `sink` as soon as it is known, so a board can show the
    /// quick ones while the slow ones are searched. In placement from 12
    /// placed each move first gets a quick search (most are settled there,
    /// in milliseconds), then the rest are searched to the end; in the
    /// movement phase and where nothing is known every value comes at once.
    /// Blocks until the last one: call it off the UI thread. Returns
    /// [`BaghchalError::Cancelled`] once `cancel` is cancelled (values
    /// already given stay true; no value of a cut-short search is given).
    /// How soon the first value comes and the whole list ends on a slow
    /// core: `baghchal bench --analysis-values --table FILE --slow-core 1/3`.
    pub fn move_values_each(
        &self,
        cancel: Arc<CancelHandle>,
        sink: Arc<dyn MoveValueSink>,
    ) -> Result<(), BaghchalError> {
        let game = self.lock().clone();
        let side = game.position().to_move();
        let table = installed_for(game.settings().goats_to_win);
        analysis::move_values_each(&game, table.as_deref(), &cancel.flag, &mut |m, value| {
            if !cancel.is_cancelled() {
                sink.found(move_value(m, side, value));
            }
        })
        .map_err(|_| BaghchalError::Cancelled)?;
        if cancel.is_cancelled() {
            return Err(BaghchalError::Cancelled);
        }
        Ok(())
    }

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
            .map(|(m, value)| move_value(m, side, value))
            .collect())
    }
}

/// One move's value as the bindings give it.
fn move_value(m: baghchal::Move, side: baghchal::Side, value: analysis::MoveValue) -> MoveValue {
    let Evaluation { verdict, distance } = value_of(value);
    MoveValue {
        mv: MoveInfo::new(m, side),
        verdict,
        distance,
    }
}
