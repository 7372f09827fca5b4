//! Perft: counting move sequences, the standard check of a move generator.

use crate::game::Game;
use crate::moves::MoveList;
use crate::stop::StopFlag;

/// The deepest perft the engine's `perft` and `baghchal perft` run.
///
/// From the start, depth 7 counts 339 million leaves in half a second and
/// depth 8 counts 4.9 billion in 18 CPU seconds (`baghchal perft 8`, `ci`
/// profile, under `/usr/bin/time` here). Each depth has about fifteen
/// times the leaves of the one before and costs more per leaf, so depth 9
/// would take several minutes and depth 10 hours: longer than anyone
/// checking a move generator waits, and than a client that forgot a
/// `stop` should burn. Later positions branch less, so depth 8 from
/// anywhere ends within half a minute.
pub const MAX_PERFT_DEPTH: u32 = 8;

/// `text` as a perft depth, or why not: the words the engine's `perft` and
/// `baghchal perft` both refuse a depth with.
pub fn parse_depth(text: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= MAX_PERFT_DEPTH)
        .ok_or_else(|| {
            format!(
                "perft {text}: the depth must be a whole number from 0 to {MAX_PERFT_DEPTH} \
             (each depth takes fifteen times the one before or more: {} would take minutes)",
                MAX_PERFT_DEPTH + 1
            )
        })
}

/// Number of legal move sequences of length `depth` from the game's position.
///
/// A finished game has no moves. The last level is counted in bulk, without playing.
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    perft_stoppable(game, depth, &StopFlag::new()).expect("an unset flag never stops")
}

/// [`perft`], or `None` once another thread sets `stop`.
pub fn perft_stoppable(game: &mut Game, depth: u32, stop: &StopFlag) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    if depth == 1 {
        return Some(game.count_legal_moves() as u64);
    }
    // Checked once per node above the bulk-counted level: a relaxed load
    // among dozens of generated moves costs nothing measurable.
    if stop.is_stopped() {
        return None;
    }
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    let mut total = 0;
    for &m in list.iter() {
        game.play_unchecked(m);
        let below = perft_stoppable(game, depth - 1, stop);
        game.undo();
        total += below?;
    }
    Some(total)
}
