//! Random positions for the table tests, shared so each test file does not
//! carry its own copy.

use baghchal::{Bitboard, Position, Side};
use rand::rngs::StdRng;
use rand::Rng;

/// A random movement-phase position (all goats placed) with `captured`
/// goats eaten and `side` to move.
pub fn random_movement_position(rng: &mut StdRng, captured: u8, side: Side) -> Position {
    let mut points: Vec<u32> = (0..25).collect();
    for i in 0..25 {
        let j = rng.gen_range(i..25);
        points.swap(i, j);
    }
    let tigers: u32 = points[..4].iter().map(|&p| 1 << p).sum();
    let empty: u32 = points[4..5 + captured as usize]
        .iter()
        .map(|&p| 1 << p)
        .sum();
    let goats = !(tigers | empty) & ((1 << 25) - 1);
    Position::new(Bitboard(tigers), Bitboard(goats), side, 0, captured).unwrap()
}
