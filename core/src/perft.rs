//! Perft: counting move sequences, the standard check of a move generator.

use crate::game::Game;
use crate::moves::MoveList;

/// Number of legal move sequences of length `depth` from the game's position.
///
/// A finished game has no moves. The last level is counted in bulk, without playing.
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return game.count_legal_moves() as u64;
    }
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    let mut total = 0;
    for &m in list.iter() {
        game.play_unchecked(m);
        total += perft(game, depth - 1);
        game.undo();
    }
    total
}
