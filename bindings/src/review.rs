//! Stepping back through a game, and the moves the endgame table marks.

use crate::error::BaghchalError;
use crate::game::{snapshot_of, Game};
use crate::types::Snapshot;
use baghchal::bot::endgame;
use baghchal::review::{game_at, verdict_drops};
use baghchal::tablebase::installed_for;

#[uniffi::export]
impl Game {
    /// The snapshot after the first `half_moves` half moves of this game
    /// (0 = the start): board, counters, last move and log as they were then.
    /// Past the end is a `BadSetting` error.
    pub fn position_at(&self, half_moves: u32) -> Result<Snapshot, BaghchalError> {
        let game = self.lock().clone();
        let then = game_at(&game, half_moves).ok_or_else(|| BaghchalError::BadSetting {
            detail: format!(
                "position_at: the game has {} half moves, not {half_moves}",
                game.half_moves()
            ),
        })?;
        Ok(snapshot_of(&then))
    }

    /// 0-based indices into the move log of the movement-phase moves that
    /// made the exact result worse for the side that played them (a win
    /// thrown to a draw or a loss, a draw thrown to a loss): `evaluate()`
    /// before the move against the result after it for the mover (the
    /// game's end if the move ended it, else `evaluate()` turned round).
    /// Empty when no loaded table applies to the game.
    pub fn review_marks(&self) -> Vec<u32> {
        let game = self.lock().clone();
        match installed_for(game.settings().goats_to_win) {
            Some(tb) if endgame::applies(&tb, game.settings()) => verdict_drops(&tb, &game),
            _ => Vec::new(),
        }
    }
}
