//! The endgame table for the whole process, and exact evaluations from it.

use crate::error::BaghchalError;
use crate::game::Game;
use baghchal::analysis::MoveValue as CoreValue;
use baghchal::bot::endgame;
use baghchal::solve::Wdl;
use baghchal::tablebase::{install_table, installed_for, uninstall_all, Tablebase, Value};
use std::sync::Arc;

/// Loads the endgame table file at `path` (memory-mapped, checked; full or
/// one-side) for every bot in the process; Perfect plays from it in games
/// whose goats-to-win it was built for. Returns that goats-to-win. Tables of
/// other goats-to-win stay loaded beside it; one of the same goats-to-win is
/// replaced. A missing, damaged, truncated or foreign file is refused and the
/// tables loaded before stay.
#[uniffi::export]
pub fn load_tablebase(path: String) -> Result<u8, BaghchalError> {
    let table = Tablebase::open(&path).map_err(|e| BaghchalError::BadTablebase {
        detail: format!("{path}: {e}"),
    })?;
    let g = table.goats_to_win();
    install_table(Arc::new(table));
    Ok(g)
}

/// Unloads every endgame table of the process; Perfect searches as without one.
#[uniffi::export]
pub fn unload_tablebase() {
    uninstall_all();
}

/// The exact result of a position for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Verdict {
    /// The side to move wins whatever the other does.
    Win,
    /// The side to move loses against best play.
    Loss,
    /// Neither side can force a result.
    Draw,
    /// No loaded table covers this position (placement, other rules, no table).
    Unknown,
}

/// What the endgame table says about the current position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Evaluation {
    /// The result for the side to move.
    pub verdict: Verdict,
    /// Half moves to the end with best play (quickest win, longest loss);
    /// `None` for a draw or an unknown result.
    pub distance: Option<u32>,
}

#[uniffi::export]
impl Game {
    /// The exact result and distance from the loaded endgame table of the
    /// game's goats-to-win, within the game's half-move limit; `Unknown`
    /// where no table applies.
    pub fn evaluate(&self) -> Evaluation {
        let game = self.lock().clone();
        let value =
            installed_for(game.settings().goats_to_win).and_then(|t| endgame::value(&t, &game));
        evaluation_of(value)
    }
}

/// An exact value as a UI shows it; `None` is `Unknown`.
pub(crate) fn evaluation_of(value: Option<Value>) -> Evaluation {
    value_of(value.map_or(CoreValue::Unknown, CoreValue::Exact))
}

/// Whatever is known of a value as a UI shows it: the table's with its
/// distance, the placement search's without, or `Unknown`.
pub(crate) fn value_of(value: CoreValue) -> Evaluation {
    let (verdict, distance) = match value {
        CoreValue::Exact(Value::Win(d)) => (Verdict::Win, Some(u32::from(d))),
        CoreValue::Exact(Value::Loss(d)) => (Verdict::Loss, Some(u32::from(d))),
        CoreValue::Exact(Value::Draw) | CoreValue::Outcome(Wdl::Draw) => (Verdict::Draw, None),
        CoreValue::Outcome(Wdl::Win) => (Verdict::Win, None),
        CoreValue::Outcome(Wdl::Loss) => (Verdict::Loss, None),
        CoreValue::Unknown => (Verdict::Unknown, None),
    };
    Evaluation { verdict, distance }
}
