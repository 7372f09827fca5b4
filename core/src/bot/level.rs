//! What each difficulty level means: how deep it looks, how often it plays a
//! random move instead, and how a random move is chosen.

use super::Level;
use crate::game::Game;
use crate::moves::{Move, MoveList};
use rand::Rng;
use std::time::Duration;

/// Perfect's default thinking time per move, beyond its guaranteed depth.
pub const PERFECT_TIME: Duration = Duration::from_millis(300);

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Perfect];

    /// Half moves the level looks ahead (Perfect: at least this many).
    pub const fn depth(self) -> u32 {
        match self {
            Level::Easy => 1,
            Level::Medium => 3,
            Level::Hard => 5,
            Level::Perfect => 7,
        }
    }

    /// Turns in 100 on which the level plays a random legal move instead of searching.
    pub const fn random_percent(self) -> u32 {
        match self {
            Level::Easy => 55,
            Level::Medium => 15,
            Level::Hard | Level::Perfect => 0,
        }
    }

    /// Whether the level never lets a random move throw away a win in one or
    /// allow a loss in one (the app's rules: Medium and above take an immediate win
    /// and stop one that is there to stop).
    pub const fn guards_random_moves(self) -> bool {
        !matches!(self, Level::Easy)
    }
}

/// Rolls whether this turn is one of the level's random turns.
pub fn rolls_random(level: Level, rng: &mut impl Rng) -> bool {
    rng.gen_range(0..100) < level.random_percent()
}

/// Whether the side to move wins on the spot by playing `m`.
fn wins_at_once(game: &mut Game, m: Move) -> bool {
    let mover = game.position().to_move();
    game.play_unchecked(m);
    let won = game.outcome().is_some_and(|o| o.winner == Some(mover));
    game.undo();
    won
}

/// Whether after `m` the opponent has a move that wins on the spot.
fn allows_win(game: &mut Game, m: Move) -> bool {
    game.play_unchecked(m);
    let mut replies = MoveList::new();
    game.legal_moves(&mut replies);
    let lost = replies.iter().any(|&r| wins_at_once(game, r));
    game.undo();
    lost
}

/// A random legal move for a random turn. Guarded levels take a win in one
/// when there is one and avoid moves that allow a win in one when they can.
/// The flag says whether the move really was random (a forced win is not).
pub fn random_move(game: &Game, level: Level, rng: &mut impl Rng) -> Option<(Move, bool)> {
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    if list.is_empty() {
        return None;
    }
    if !level.guards_random_moves() {
        return Some((list[rng.gen_range(0..list.len())], true));
    }
    let mut game = game.clone();
    if let Some(&win) = list.iter().find(|&&m| wins_at_once(&mut game, m)) {
        return Some((win, false));
    }
    let safe: Vec<Move> = list
        .iter()
        .copied()
        .filter(|&m| !allows_win(&mut game, m))
        .collect();
    let pool: &[Move] = if safe.is_empty() { &list } else { &safe };
    Some((pool[rng.gen_range(0..pool.len())], true))
}
