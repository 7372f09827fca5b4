//! Re-checks a puzzle file's puzzles against the endgame table.

use super::file::PuzzleSet;
use super::find::{found_at_depth, game_at, longest_resistance, solution_line, winning_moves};
use super::Puzzle;
use crate::bot::endgame;
use crate::tablebase::{Tablebase, Value};

/// A puzzle the table disagrees with: its number (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The puzzle's number in the file, from 1.
    pub number: usize,
    /// What the table says against it.
    pub why: String,
}

/// Every puzzle of `set` that `table` does not confirm; empty when all hold.
/// A table of other rules disagrees with the whole set at once (number 0).
pub fn verify(set: &PuzzleSet, table: &Tablebase) -> Vec<Disagreement> {
    if set.goats_to_win != table.goats_to_win() {
        return vec![Disagreement {
            number: 0,
            why: format!(
                "the puzzles are for goats-to-win {}, the table for {}",
                set.goats_to_win,
                table.goats_to_win()
            ),
        }];
    }
    set.puzzles
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            check(p, table)
                .err()
                .map(|why| Disagreement { number: i + 1, why })
        })
        .collect()
}

/// Whether the table confirms one puzzle: the position is won at its
/// distance, each solver move is the only winning one, each defence is a
/// longest resistance, the line stops where the rule says, and the
/// difficulty search gives the stored depth.
pub fn check(p: &Puzzle, table: &Tablebase) -> Result<(), String> {
    let start = game_at(table, &p.position).ok_or("the table does not cover the position")?;
    match table.probe(&p.position) {
        Some(Value::Win(d)) if d == p.distance as u16 => {}
        v => {
            return Err(format!(
                "the table says {} for the side to move, the file win {}",
                v.map_or("nothing".to_string(), |v| v.to_string()),
                p.distance
            ))
        }
    }
    let mut game = start.clone();
    for (k, &m) in p.line.iter().enumerate() {
        let n = k + 1;
        if k % 2 == 0 {
            let wins = winning_moves(table, &game);
            if !wins.contains(&m) {
                return Err(format!("move {n} ({m}) does not keep the win"));
            }
            if wins.len() != 1 {
                return Err(format!(
                    "move {n}: {} moves keep the win, not one",
                    wins.len()
                ));
            }
        } else {
            let (_, longest) = longest_resistance(table, &game)
                .ok_or(format!("before move {n} the defender is not lost"))?;
            let value = endgame::rate_moves(table, &game)
                .and_then(|r| r.into_iter().find(|&(r, _)| r == m).map(|(_, v)| v));
            if value != Some(Value::Loss(longest)) {
                return Err(format!(
                    "move {n} ({m}) is not the longest resistance (loss in {longest})"
                ));
            }
        }
        game.play_unchecked(m);
    }
    let line = solution_line(table, &start).ok_or("the position has no single winning move")?;
    if line != p.line {
        return Err(format!(
            "the line has {} moves, the rule gives {}",
            p.line.len(),
            line.len()
        ));
    }
    let depth = found_at_depth(&start, p.line[0]);
    if depth != p.found_at_depth {
        return Err(format!(
            "the search finds the move at depth {depth:?}, the file says {:?}",
            p.found_at_depth
        ));
    }
    Ok(())
}
