//! The canonical frame of a position: its least image under the board's 8
//! symmetries, so a book needs one entry per class and the policy answers
//! every image of a position with the image of one move.

use crate::moves::Move;
use crate::position::{Position, TOTAL_GOATS};
use crate::side::Side;
use crate::square::Bitboard;
use crate::tablebase::symmetry::{map_bits, map_index, map_square, COUNT};

/// A position's class key: canonical tigers (bits 0-24), canonical goats
/// (bits 25-49) and goats captured (bits 50-54). The side to move and the
/// goats in hand are not in the key: a book section holds one side to move,
/// and the goats placed are the goats on the board plus those captured.
pub type Key = u64;

/// How a position maps to its canonical image.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The symmetry taking the position to its canonical image.
    pub symmetry: usize,
    /// The canonical image.
    pub canonical: Position,
}

/// The symmetry undoing symmetry `s`.
pub fn inverse(s: usize) -> usize {
    (0..COUNT)
        .find(|&t| (0..25u8).all(|i| map_index(t, map_index(s, i)) == i))
        .expect("every symmetry has an inverse")
}

/// The image of a move under symmetry `s`.
pub fn map_move(s: usize, m: Move) -> Move {
    match m {
        Move::Place { to } => Move::Place {
            to: map_square(s, to),
        },
        Move::Step { from, to } => Move::Step {
            from: map_square(s, from),
            to: map_square(s, to),
        },
        Move::Jump { from, to } => Move::Jump {
            from: map_square(s, from),
            to: map_square(s, to),
        },
    }
}

impl Frame {
    /// The frame of `pos`: the symmetry giving the least (tigers, goats)
    /// image, the lowest such symmetry when several do.
    pub fn of(pos: &Position) -> Frame {
        let (t, g) = (pos.tigers().0, pos.goats().0);
        let (symmetry, tigers, goats) = (0..COUNT)
            .map(|s| (s, map_bits(s, t), map_bits(s, g)))
            .min_by_key(|&(s, tigers, goats)| (tigers, goats, s))
            .expect("eight symmetries");
        let canonical = Position::new(
            Bitboard(tigers),
            Bitboard(goats),
            pos.to_move(),
            pos.goats_in_hand(),
            pos.captured(),
        )
        .expect("a symmetry keeps a position legal");
        Frame {
            symmetry,
            canonical,
        }
    }

    /// The class key of the position.
    pub fn key(&self) -> Key {
        key_of(&self.canonical)
    }

    /// A move of the canonical image, as played in the original position.
    pub fn to_original(&self, m: Move) -> Move {
        map_move(inverse(self.symmetry), m)
    }

    /// A move of the original position, as played in the canonical image.
    pub fn to_canonical(&self, m: Move) -> Move {
        map_move(self.symmetry, m)
    }
}

/// The key of a position already in its canonical frame.
pub fn key_of(canonical: &Position) -> Key {
    canonical.tigers().0 as u64
        | (canonical.goats().0 as u64) << 25
        | (canonical.captured() as u64) << 50
}

/// The canonical position a key stands for, with `to_move` to move; `None`
/// if the key is not one of a placement position.
pub fn position_of(key: Key, to_move: Side) -> Option<Position> {
    class_position(key, to_move).filter(|pos| pos.goats_in_hand() > 0)
}

/// The canonical position a key stands for, with `to_move` to move, in
/// either phase (the moves a book chose ahead of time reach into the
/// movement phase); `None` if the key is not one of a position.
pub fn class_position(key: Key, to_move: Side) -> Option<Position> {
    let tigers = Bitboard((key & 0x1ff_ffff) as u32);
    let goats = Bitboard(((key >> 25) & 0x1ff_ffff) as u32);
    let captured = u8::try_from(key >> 50).ok()?;
    // In u32: a foreign key's captured count can be anything up to 255.
    let placed = goats.count() + u32::from(captured);
    if placed > u32::from(TOTAL_GOATS) || (placed == 0 && to_move == Side::Tiger) {
        return None;
    }
    Position::new(tigers, goats, to_move, TOTAL_GOATS - placed as u8, captured).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveList;

    fn sample() -> Position {
        let (t, g) = Position::parse_board("GG..T/.T.../..G.G/.T.../....T").unwrap();
        Position::new(t, g, Side::Tiger, 16, 0).unwrap()
    }

    #[test]
    fn every_image_has_one_key_and_moves_map_back_to_legal_moves() {
        let pos = sample();
        let key = Frame::of(&pos).key();
        for s in 0..COUNT {
            let image = Position::new(
                Bitboard(map_bits(s, pos.tigers().0)),
                Bitboard(map_bits(s, pos.goats().0)),
                pos.to_move(),
                pos.goats_in_hand(),
                pos.captured(),
            )
            .unwrap();
            let frame = Frame::of(&image);
            assert_eq!(frame.key(), key, "symmetry {s} gives another class");
            let mut canon = MoveList::new();
            frame.canonical.generate(true, &mut canon);
            let mut here = MoveList::new();
            image.generate(true, &mut here);
            for &m in canon.iter() {
                let back = frame.to_original(m);
                assert!(here.contains(&back), "{m} maps to {back}, not legal");
                assert_eq!(frame.to_canonical(back), m);
            }
        }
    }

    #[test]
    fn keys_give_their_positions_back() {
        let frame = Frame::of(&sample());
        let back = position_of(frame.key(), Side::Tiger).unwrap();
        assert_eq!(back, frame.canonical);
        // 31 captured and 4 on the board: more goats than a game has.
        assert_eq!(position_of(frame.key() | 31 << 50, Side::Tiger), None);
        // 255 captured: must be refused, not overflow.
        assert_eq!(position_of(frame.key() | 255 << 50, Side::Tiger), None);
    }
}
