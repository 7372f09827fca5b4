//! A move in two bytes: `from * 32 + to`, with `from` 25 for a placement.
//! Steps and jumps share a code, as a legal move is told apart by its ends.

use crate::moves::{Move, MoveList};
use crate::position::Position;

/// The code of a move.
pub fn encode(m: Move) -> u16 {
    m.from().map_or(25, |f| f.index() as u16) * 32 + m.to().index() as u16
}

/// The legal move of `pos` with this code, if there is one.
pub fn decode(pos: &Position, code: u16) -> Option<Move> {
    let mut list = MoveList::new();
    pos.generate(true, &mut list);
    list.iter().copied().find(|&m| encode(m) == code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::side::Side;

    #[test]
    fn every_legal_move_comes_back_from_its_code() {
        let (t, g) = Position::parse_board("GGGT./GTG../..G../.T.G./....T").unwrap();
        for side in [Side::Goat, Side::Tiger] {
            let pos = Position::new(t, g, side, 13, 0).unwrap();
            let mut list = MoveList::new();
            pos.generate(true, &mut list);
            assert!(list.len() > 3);
            for &m in list.iter() {
                assert_eq!(decode(&pos, encode(m)), Some(m));
            }
        }
        // A tiger stands on a1 at the start: no goat goes there.
        assert_eq!(
            decode(&Position::start(), encode(Move::parse("a1").unwrap())),
            None
        );
    }
}
