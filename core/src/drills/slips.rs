//! Finding the player's slips in a kept game.

use crate::bot::endgame;
use crate::history::{KeptGame, PlayMode};
use crate::moves::Move;
use crate::review::{game_at, verdict_drops};
use crate::side::Side;
use crate::tablebase::{Tablebase, Value};

use super::progress::Progress;

/// What the slip threw away, so what a right answer keeps.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The position was won: find a move that keeps the win.
    KeepWin,
    /// The position was drawn: find a move that keeps the draw.
    KeepDraw,
}

/// What identifies a drill across sessions: its game's end time and the
/// slip's index in that game's move log.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DrillKey {
    /// The kept game's `ended_at`.
    pub game: i64,
    /// 0-based index of the slip in the move log; the drill's position is
    /// the game after this many half moves.
    pub half_move: u32,
}

/// One slip of the player's, as a drill.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slip {
    /// Which drill it is.
    pub key: DrillKey,
    /// The side that slipped, who answers the drill.
    pub mover: Side,
    /// What a right answer keeps.
    pub goal: Goal,
    /// The move played in the game.
    pub played: Move,
}

/// The player's slips in `kept`, in move order: against the bot, the
/// player's side's; between two people, both sides'; none in a watched game.
/// Only moves the table rates count (as review marks them): the movement
/// phase, under rules `tb` is exact for.
pub fn slips(tb: &Tablebase, kept: &KeptGame) -> Vec<Slip> {
    if kept.mode == PlayMode::Watch || !endgame::applies(tb, kept.game.settings()) {
        return Vec::new();
    }
    let moves: Vec<Move> = kept.game.moves().collect();
    verdict_drops(tb, &kept.game)
        .into_iter()
        .filter_map(|half_move| {
            let before = game_at(&kept.game, half_move)?;
            let mover = before.position().to_move();
            if kept.player_side.is_some_and(|side| side != mover) {
                return None;
            }
            let goal = match endgame::value(tb, &before)? {
                Value::Win(_) => Goal::KeepWin,
                Value::Draw => Goal::KeepDraw,
                Value::Loss(_) => return None,
            };
            Some(Slip {
                key: DrillKey {
                    game: kept.ended_at,
                    half_move,
                },
                mover,
                goal,
                played: moves[half_move as usize],
            })
        })
        .collect()
}

/// The drills to practise: every slip not yet answered right, oldest first
/// (by when its game ended, then by move).
pub fn practise(all: &[Slip], progress: &Progress) -> Vec<Slip> {
    let mut out: Vec<Slip> = all
        .iter()
        .copied()
        .filter(|s| progress.right(s.key) == 0)
        .collect();
    out.sort_by_key(|s| s.key);
    out
}
