//! Whether a position is a puzzle, and its solution line, from the table.

use super::{Puzzle, MAX_SOLVER_MOVES};
use crate::bot::{endgame, Bot, Limits, Request, StopFlag};
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::settings::Settings;
use crate::side::Phase;
use crate::tablebase::{Tablebase, Value};

/// The seed of the difficulty searches: fixed, so a difficulty is reproducible.
pub const SEARCH_SEED: u64 = 28;

/// The search depths of the levels Easy, Medium and Hard, tried in turn.
pub const LEVEL_DEPTHS: [u8; 3] = [1, 3, 5];

/// Transposition-table size of the difficulty searches (a fixed size keeps
/// their answers the same from run to run).
const SEARCH_MEMORY: usize = 1 << 20;

/// The rules a puzzle is played under: `goats_to_win`, no move limit (the
/// table's values assume none).
pub fn puzzle_settings(goats_to_win: u8) -> Settings {
    Settings {
        goats_to_win,
        max_half_moves: 0,
        ..Settings::default()
    }
}

/// The puzzle rules of the table's goats-to-win.
pub fn settings_for(table: &Tablebase) -> Settings {
    puzzle_settings(table.goats_to_win())
}

/// A fresh game from `pos` under the puzzle rules, if `pos` is a movement
/// position the table covers and the game is not already over.
pub fn game_at(table: &Tablebase, pos: &Position) -> Option<Game> {
    game_at_rules(table.goats_to_win(), pos)
}

/// A fresh game from `pos` under the puzzle rules of `goats_to_win`, if
/// `pos` is a movement position with fewer goats eaten and the game is not
/// already over (no table needed).
pub fn game_at_rules(goats_to_win: u8, pos: &Position) -> Option<Game> {
    if pos.phase() != Phase::Movement || pos.captured() >= goats_to_win {
        return None;
    }
    let game = Game::from_position(puzzle_settings(goats_to_win), *pos).ok()?;
    game.outcome().is_none().then_some(game)
}

/// The moves that keep the win for the side to move (empty if it does not win).
pub fn winning_moves(table: &Tablebase, game: &Game) -> Vec<Move> {
    endgame::rate_moves(table, game)
        .unwrap_or_default()
        .into_iter()
        .filter(|&(_, v)| matches!(v, Value::Win(_)))
        .map(|(m, _)| m)
        .collect()
}

/// The defender's longest resistance: among its moves, those the table says
/// lose latest, the first of them in notation order; with the loss's length.
pub fn longest_resistance(table: &Tablebase, game: &Game) -> Option<(Move, u16)> {
    let rated = endgame::rate_moves(table, game)?;
    let longest = rated
        .iter()
        .filter_map(|&(_, v)| match v {
            Value::Loss(d) => Some(d),
            _ => None,
        })
        .max()?;
    // A defender with a move that does not lose is no defender of a won line.
    if rated.iter().any(|&(_, v)| !matches!(v, Value::Loss(_))) {
        return None;
    }
    rated
        .iter()
        .filter(|&&(_, v)| v == Value::Loss(longest))
        .map(|&(m, _)| m)
        .min_by_key(|m| m.to_string())
        .map(|m| (m, longest))
}

/// The only winning move of the side to move, if it wins and has exactly one.
pub fn unique_win(table: &Tablebase, game: &Game) -> Option<Move> {
    match winning_moves(table, game)[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// The solution line from `game` by the rule in [`super`], if the side to
/// move has exactly one winning move.
pub fn solution_line(table: &Tablebase, game: &Game) -> Option<Vec<Move>> {
    let mut game = game.clone();
    let mut line = vec![unique_win(table, &game)?];
    loop {
        game.play_unchecked(*line.last().expect("a move"));
        if game.outcome().is_some() || line.len().div_ceil(2) == MAX_SOLVER_MOVES {
            return Some(line);
        }
        let (defence, _) = longest_resistance(table, &game)?;
        game.play_unchecked(defence);
        let Some(next) = unique_win(table, &game) else {
            return Some(line);
        };
        line.push(defence);
        line.push(next);
    }
}

/// The shallowest of [`LEVEL_DEPTHS`] whose search, seeded with
/// [`SEARCH_SEED`], plays `answer` in `game`.
pub fn found_at_depth(game: &Game, answer: Move) -> Option<u8> {
    LEVEL_DEPTHS.into_iter().find(|&depth| {
        let mut bot = Bot::with_memory(SEARCH_MEMORY);
        let request = Request::Limits(Limits {
            depth: Some(depth as u32),
            ..Limits::default()
        });
        bot.think(game, &request, SEARCH_SEED, &StopFlag::new(), &mut |_| {})
            .is_some_and(|a| a.best == answer)
    })
}

/// The puzzle at `pos`, if it is one: won for the side to move, with exactly
/// one winning move.
pub fn puzzle_at(table: &Tablebase, pos: &Position) -> Option<Puzzle> {
    let game = game_at(table, pos)?;
    let Some(Value::Win(distance)) = table.probe(pos) else {
        return None;
    };
    let line = solution_line(table, &game)?;
    Some(Puzzle {
        position: *pos,
        distance: u8::try_from(distance).ok()?,
        found_at_depth: found_at_depth(&game, line[0]),
        line,
    })
}
