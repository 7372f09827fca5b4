//! Looking back over a finished (or unfinished) game: its positions one half
//! move at a time, and the moves that threw away part of an exact result.

use crate::bot::endgame;
use crate::game::Game;
use crate::tablebase::{Tablebase, Value};

/// The game as it stood after its first `half_moves` half moves, with the
/// same settings and history; `None` past the end. At the last half move a
/// resignation is kept, so the end matches the game itself.
pub fn game_at(game: &Game, half_moves: u32) -> Option<Game> {
    if half_moves > game.half_moves() {
        return None;
    }
    if half_moves == game.half_moves() {
        return Some(game.clone());
    }
    let mut replay = Game::from_position(*game.settings(), *game.start_position())
        .expect("a game's own settings were valid when it started");
    for m in game.moves().take(half_moves as usize) {
        // Moves of a game were legal when they were played, in this order.
        replay.play_unchecked(m);
    }
    Some(replay)
}

/// How good a result is for one side: loss < draw < win. Distances do not
/// count here: a slower win is not a mistake worth marking.
fn rank(value: Value) -> u8 {
    match value {
        Value::Loss(_) => 0,
        Value::Draw => 1,
        Value::Win(_) => 2,
    }
}

/// The result for the side that just moved: the game's end if the move ended
/// it, else the table's value for the opponent turned round.
fn value_for_mover(tb: &Tablebase, after: &Game) -> Option<Value> {
    let mover = after.position().to_move().opposite();
    match after.outcome() {
        Some(o) if o.winner == Some(mover) => Some(Value::Win(0)),
        Some(o) if o.winner.is_some() => Some(Value::Loss(0)),
        Some(_) => Some(Value::Draw),
        None => endgame::value(tb, after).map(Value::before),
    }
}

/// Indices (0-based, into the move log) of the moves after which the side
/// that played them stood worse by the table than before: a win thrown to a
/// draw or a loss, a draw thrown to a loss. Only moves played from a position
/// the table rates count (the movement phase under rules it applies to).
pub fn verdict_drops(tb: &Tablebase, game: &Game) -> Vec<u32> {
    let mut replay = match game_at(game, 0) {
        Some(g) => g,
        None => return Vec::new(),
    };
    let mut drops = Vec::new();
    for (i, m) in game.moves().enumerate() {
        let before = endgame::value(tb, &replay);
        replay.play_unchecked(m);
        if let (Some(before), Some(after)) = (before, value_for_mover(tb, &replay)) {
            if rank(after) < rank(before) {
                drops.push(i as u32);
            }
        }
    }
    drops
}
