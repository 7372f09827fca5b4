//! Judging an answer to a drill exactly, with the table.

use crate::bot::StopFlag;
use crate::explain::{explain, Explanation, NotExplained};
use crate::game::Game;
use crate::moves::Move;
use crate::solve::Wdl;
use crate::tablebase::Tablebase;

use super::slips::Goal;

/// An answer judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Whether the move keeps what the drill asks for (a slower win is still a win).
    pub right: bool,
    /// The move explained: its value, the moves that were best and the line
    /// that follows, which for a wrong answer is the refutation.
    pub explanation: Explanation,
}

/// Judges `mv` in `game` (the drill's position) against `goal`.
pub fn judge(
    tb: &Tablebase,
    game: &Game,
    goal: Goal,
    mv: Move,
    stop: &StopFlag,
) -> Result<Judgement, NotExplained> {
    let explanation = explain(tb, game, mv, stop)?;
    let right = matches!(
        (goal, explanation.after.outcome()),
        (Goal::KeepWin, Some(Wdl::Win)) | (Goal::KeepDraw, Some(Wdl::Win | Wdl::Draw))
    );
    Ok(Judgement { right, explanation })
}
