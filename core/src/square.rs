//! Points of the board and sets of points.

use std::fmt;
use std::str::FromStr;

/// One of the 25 points where lines cross.
///
/// The index is `row * 5 + column`, with column 0..4 = `a`..`e` from the left and
/// row 0..4 = `1`..`5` from the bottom, so `a1` is 0, `c3` is 12 and `e5` is 24.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// Number of points on the board.
    pub const COUNT: usize = 25;

    /// The point with this index, if it is on the board.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 25 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The point at `column` (0 = a) and `row` (0 = rank 1), if both are on the board.
    pub const fn from_coords(column: i8, row: i8) -> Option<Square> {
        if column >= 0 && column < 5 && row >= 0 && row < 5 {
            Some(Square((row * 5 + column) as u8))
        } else {
            None
        }
    }

    /// The point's index, 0..25.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Column from the left, 0 (a) to 4 (e).
    pub const fn column(self) -> i8 {
        (self.0 % 5) as i8
    }

    /// Row from the bottom, 0 (rank 1) to 4 (rank 5).
    pub const fn row(self) -> i8 {
        (self.0 / 5) as i8
    }

    /// Whether diagonal lines pass through this point (column + row even).
    pub const fn is_strong(self) -> bool {
        (self.column() + self.row()) % 2 == 0
    }

    /// The set holding only this point.
    pub const fn bb(self) -> Bitboard {
        Bitboard(1 << self.0)
    }

    /// All 25 points in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..25).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = (b'a' + self.column() as u8) as char;
        let rank = (b'1' + self.row() as u8) as char;
        write!(f, "{file}{rank}")
    }
}

/// Why a point name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a point (a1..e5)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match s.as_bytes() {
            [f @ b'a'..=b'e', r @ b'1'..=b'5'] => Ok(Square((r - b'1') * 5 + (f - b'a'))),
            _ => Err(ParseSquareError(s.to_string())),
        }
    }
}

/// A set of points, one bit per point index.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u32);

impl Bitboard {
    /// No points.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 25 points.
    pub const FULL: Bitboard = Bitboard((1 << 25) - 1);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.0) != 0
    }

    /// Number of points in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Points in this set that are not in `other`.
    pub const fn without(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// Points outside the set (on the board).
    pub const fn complement(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl std::ops::BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl std::ops::BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitXorAssign for Bitboard {
    fn bitxor_assign(&mut self, rhs: Bitboard) {
        self.0 ^= rhs.0;
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    /// Yields the points from the lowest index up, emptying the set.
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Square(i))
        }
    }
}
