//! Perfect's use of the endgame table: exact play in the movement phase and
//! exact values at the search's leaves that reach it.
//!
//! A table value assumes no move limit; under a half-move limit a win that
//! needs more half moves than remain is only a draw (and so is such a loss).

use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::settings::{Repetition, Settings};
use crate::side::Phase;
use crate::tablebase::{Tablebase, Value};

/// Whether `tb` holds exact values for games under `settings`: the same
/// goats to win, repetition `draw3` or `off`, and no no-capture limit.
pub fn applies(tb: &Tablebase, settings: &Settings) -> bool {
    tb.goats_to_win() == settings.goats_to_win
        && matches!(settings.repetition, Repetition::Draw3 | Repetition::Off)
        && settings.no_capture_limit == 0
}

/// Half moves left before the half-move limit, if there is one.
fn remaining(game: &Game) -> Option<u32> {
    let limit = game.settings().max_half_moves;
    (limit > 0).then(|| limit.saturating_sub(game.half_moves()))
}

/// A value that cannot come true within `remaining` half moves is a draw.
fn within(value: Value, remaining: Option<u32>) -> Value {
    match (value.distance(), remaining) {
        (Some(d), Some(left)) if d as u32 > left => Value::Draw,
        _ => value,
    }
}

/// The exact value of the game's position for the side to move, limit
/// included, if the table covers it (movement phase, game not over).
pub fn value(tb: &Tablebase, game: &Game) -> Option<Value> {
    if game.outcome().is_some()
        || !applies(tb, game.settings())
        || game.position().phase() != Phase::Movement
    {
        return None;
    }
    Some(within(tb.probe(game.position())?, remaining(game)))
}

/// Every legal move with its exact value for the side to move, or `None` if
/// the table does not cover this position.
pub fn rate_moves(tb: &Tablebase, game: &Game) -> Option<Vec<(Move, Value)>> {
    value(tb, game)?;
    let mover = game.position().to_move();
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    let mut after = game.clone();
    let rated = list
        .iter()
        .map(|&m| {
            after.play_unchecked(m);
            let v = match after.outcome() {
                Some(o) if o.winner == Some(mover) => Value::Win(1),
                Some(o) if o.winner.is_some() => Value::Loss(1),
                Some(_) => Value::Draw,
                None => within(
                    tb.probe(after.position())
                        .expect("a movement position stays in the table until it ends")
                        .before(),
                    remaining(game),
                ),
            };
            after.undo();
            (m, v)
        })
        .collect();
    Some(rated)
}

/// The position's value by the table and the moves that keep it
/// ([`rate_moves`], then [`best_moves`]), or `None` if the table does not
/// cover it or no move is left.
pub fn best_of(tb: &Tablebase, game: &Game) -> Option<(Value, Vec<Move>)> {
    best_moves(&rate_moves(tb, game)?)
}

/// Orders values from the mover's point of view: quicker wins first, then
/// draws, then losses resisting longest.
pub fn preference(v: Value) -> (u8, i32) {
    match v {
        Value::Win(d) => (0, d as i32),
        Value::Draw => (1, 0),
        Value::Loss(d) => (2, -(d as i32)),
    }
}

/// The moves with the best exact value, and that value.
pub fn best_moves(rated: &[(Move, Value)]) -> Option<(Value, Vec<Move>)> {
    let best = rated
        .iter()
        .map(|&(_, v)| v)
        .min_by_key(|&v| preference(v))?;
    let moves = rated
        .iter()
        .filter(|&&(_, v)| preference(v) == preference(best))
        .map(|&(m, _)| m)
        .collect();
    Some((best, moves))
}
