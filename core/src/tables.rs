//! Lines of the board, computed at compile time.

use crate::square::{Bitboard, Square};

/// The eight directions as (column, row) steps; diagonals only exist on strong points.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// A leap along one line: the goat's point and the landing point.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leap {
    /// The point jumped over.
    pub over: Square,
    /// The point landed on.
    pub to: Square,
}

/// The leaps from one point (at most one per direction).
#[derive(Copy, Clone, Debug)]
pub struct Leaps {
    len: u8,
    items: [Leap; 8],
}

impl Leaps {
    /// The leaps as a slice.
    pub fn as_slice(&self) -> &[Leap] {
        &self.items[..self.len as usize]
    }
}

/// The point with index `i < 25`, in const context.
const fn square(i: usize) -> Square {
    match Square::new(i as u8) {
        Some(sq) => sq,
        None => panic!("index off the board"),
    }
}

/// The point one step from `sq` in direction `d`, if that step follows a drawn line.
const fn step(sq: Square, d: (i8, i8)) -> Option<Square> {
    if d.0 != 0 && d.1 != 0 && !sq.is_strong() {
        return None;
    }
    Square::from_coords(sq.column() + d.0, sq.row() + d.1)
}

const fn build_adjacent() -> [Bitboard; 25] {
    let mut out = [Bitboard::EMPTY; 25];
    let mut i = 0;
    while i < 25 {
        let sq = square(i);
        let mut bits = 0u32;
        let mut d = 0;
        while d < 8 {
            if let Some(n) = step(sq, DIRECTIONS[d]) {
                bits |= 1 << n.index();
            }
            d += 1;
        }
        out[i] = Bitboard(bits);
        i += 1;
    }
    out
}

const fn build_leaps() -> [Leaps; 25] {
    let a1 = square(0);
    let blank = Leap { over: a1, to: a1 };
    let mut out = [Leaps {
        len: 0,
        items: [blank; 8],
    }; 25];
    let mut i = 0;
    while i < 25 {
        let sq = square(i);
        let mut d = 0;
        while d < 8 {
            if let Some(over) = step(sq, DIRECTIONS[d]) {
                if let Some(to) = step(over, DIRECTIONS[d]) {
                    let n = out[i].len as usize;
                    out[i].items[n] = Leap { over, to };
                    out[i].len += 1;
                }
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// For one direction: the points a leap that way can start from, and how far
/// (in point indices) the goat and the landing point lie from the start.
#[derive(Copy, Clone, Debug)]
pub struct LeapLine {
    /// The points with a leap in this direction (both further points on its line).
    pub from: Bitboard,
    /// Index distance to the point jumped over (the landing point is twice as far).
    pub offset: i8,
}

const fn build_leap_lines() -> [LeapLine; 8] {
    let mut out = [LeapLine {
        from: Bitboard::EMPTY,
        offset: 0,
    }; 8];
    let mut d = 0;
    while d < 8 {
        let mut bits = 0u32;
        let mut i = 0;
        while i < 25 {
            if let Some(over) = step(square(i), DIRECTIONS[d]) {
                if step(over, DIRECTIONS[d]).is_some() {
                    bits |= 1 << i;
                }
            }
            i += 1;
        }
        out[d] = LeapLine {
            from: Bitboard(bits),
            offset: DIRECTIONS[d].0 + 5 * DIRECTIONS[d].1,
        };
        d += 1;
    }
    out
}

/// The leaps of the whole board by direction, so a count of open captures
/// is a few shifts per direction instead of a walk over each tiger's leaps.
pub static LEAP_LINES: [LeapLine; 8] = build_leap_lines();

/// For each point, the points one line away.
pub static ADJACENT: [Bitboard; 25] = build_adjacent();

/// For each point, the leaps a tiger there could make.
pub static LEAPS: [Leaps; 25] = build_leaps();

/// The points connected to `sq` by one drawn line.
#[inline]
pub fn adjacent(sq: Square) -> Bitboard {
    ADJACENT[sq.index() as usize]
}

/// The leaps available from `sq` on an empty board.
#[inline]
pub fn leaps(sq: Square) -> &'static [Leap] {
    LEAPS[sq.index() as usize].as_slice()
}

/// The point jumped over when leaping from `from` to `to`, if that is a leap along a line.
pub fn leap_over(from: Square, to: Square) -> Option<Square> {
    leaps(from).iter().find(|l| l.to == to).map(|l| l.over)
}
