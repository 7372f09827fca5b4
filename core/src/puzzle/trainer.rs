//! Playing a puzzle: judging the solver's moves, and choosing the next
//! puzzle for a player's level.
//!
//! A puzzle's line has exactly one winning move at each solver turn, so a
//! move is right if and only if it is the line's move; a wrong move is shown
//! with the table's value and the opponent's best answer.

use super::file::PuzzleSet;
use super::find::game_at_rules;
use super::Puzzle;
use crate::bot::endgame::{best_moves, rate_moves};
use crate::game::Game;
use crate::moves::Move;
use crate::tablebase::{Tablebase, Value};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Levels a player and a puzzle can have: 1 (easiest) to this.
pub const LEVELS: u32 = 10;

/// What the solver's move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The line's move. `reply` is the defender's answer to play next, `None`
    /// once the puzzle is solved.
    Right {
        /// The defender's move from the line.
        reply: Option<Move>,
        /// The line is done: the puzzle is solved.
        solved: bool,
    },
    /// A move that does not keep the win.
    Wrong {
        /// The table's value of the move for the solver (a draw or a loss);
        /// `None` without a table for the puzzle's rules.
        value: Option<Value>,
        /// The opponent's best answer by the table, if there is a table and
        /// the game goes on.
        refutation: Option<Move>,
    },
}

/// Why a move could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The puzzle's line has no solver move with this number.
    NoSuchStep(usize),
    /// The move is not legal at that point of the line.
    Illegal(crate::game::IllegalMove),
}

/// The game at the start of solver move number `step` of `puzzle` (the
/// line's moves before it played), under the puzzle rules of `goats_to_win`.
pub fn game_at_step(puzzle: &Puzzle, goats_to_win: u8, step: usize) -> Option<Game> {
    if 2 * step >= puzzle.line.len() {
        return None;
    }
    let mut game = game_at_rules(goats_to_win, &puzzle.position)?;
    for &m in &puzzle.line[..2 * step] {
        game.play_unchecked(m);
    }
    Some(game)
}

/// Judges `mv` played as solver move number `step` (0 = the first).
pub fn answer(
    puzzle: &Puzzle,
    goats_to_win: u8,
    step: usize,
    mv: Move,
    table: Option<&Tablebase>,
) -> Result<Answer, AnswerError> {
    let game = game_at_step(puzzle, goats_to_win, step).ok_or(AnswerError::NoSuchStep(step))?;
    let mut after = game.clone();
    after.play(mv).map_err(AnswerError::Illegal)?;
    if mv == puzzle.line[2 * step] {
        let reply = puzzle.line.get(2 * step + 1).copied();
        return Ok(Answer::Right {
            reply,
            solved: reply.is_none(),
        });
    }
    let table = table.filter(|t| t.goats_to_win() == goats_to_win);
    let value = table
        .and_then(|t| rate_moves(t, &game))
        .and_then(|rated| rated.into_iter().find(|&(m, _)| m == mv))
        .map(|(_, v)| v);
    let refutation = table
        .filter(|_| after.outcome().is_none())
        .and_then(|t| rate_moves(t, &after))
        .and_then(|rated| best_moves(&rated))
        // Among equals, the first in notation order: the same answer every time.
        .and_then(|(_, moves)| moves.into_iter().min_by_key(Move::to_string));
    Ok(Answer::Wrong { value, refutation })
}

/// The set's puzzle numbers from easiest to hardest: by difficulty, then
/// distance, then file order.
pub fn by_rating(set: &PuzzleSet) -> Vec<usize> {
    let mut order: Vec<usize> = (0..set.puzzles.len()).collect();
    order.sort_by_key(|&i| (set.puzzles[i].rating(), i));
    order
}

/// The level (1..=[`LEVELS`]) of each puzzle, by file number: the rating
/// order cut into [`LEVELS`] bands as equal as they can be.
pub fn levels(set: &PuzzleSet) -> Vec<u32> {
    let n = set.puzzles.len();
    let mut level = vec![0; n];
    for (rank, i) in by_rating(set).into_iter().enumerate() {
        level[i] = band(rank, n);
    }
    level
}

/// The band of the puzzle ranked `rank` (0 = easiest) of `n`.
fn band(rank: usize, n: usize) -> u32 {
    (rank * LEVELS as usize / n.max(1)) as u32 + 1
}

/// A puzzle for a player at `level`: drawn by `seed` from that level's band,
/// never `last` when anything else is there. `None` for an empty set.
pub fn pick(set: &PuzzleSet, level: u32, last: Option<usize>, seed: u64) -> Option<usize> {
    let levels = levels(set);
    let level = level.clamp(1, LEVELS);
    let mut rng = StdRng::seed_from_u64(seed);
    // The nearest band that has a puzzle other than the last one.
    for distance in 0..=LEVELS {
        for wanted in [level.saturating_sub(distance), level + distance] {
            let choices: Vec<usize> = (0..levels.len())
                .filter(|&i| levels[i] == wanted && Some(i) != last)
                .collect();
            if !choices.is_empty() {
                return Some(choices[rng.gen_range(0..choices.len())]);
            }
        }
    }
    // One puzzle only: play it again.
    (!set.puzzles.is_empty()).then_some(0)
}
