//! Moves and their notation: placement `c3`, step `b2-c3`, jump `a1xc3`.

use crate::square::Square;
use crate::tables;
use std::fmt;
use std::str::FromStr;

/// One half move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A goat from the pen put on an empty point.
    Place {
        /// Where the goat goes.
        to: Square,
    },
    /// A piece slides one line to an adjacent empty point.
    Step {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// A tiger leaps over one goat along a line and eats it.
    Jump {
        /// Where the tiger stands.
        from: Square,
        /// Where it lands; the goat eaten stands halfway.
        to: Square,
    },
}

impl Move {
    /// The point the piece leaves, if any.
    pub fn from(self) -> Option<Square> {
        match self {
            Move::Place { .. } => None,
            Move::Step { from, .. } | Move::Jump { from, .. } => Some(from),
        }
    }

    /// The point the piece arrives on.
    pub fn to(self) -> Square {
        match self {
            Move::Place { to } | Move::Step { to, .. } | Move::Jump { to, .. } => to,
        }
    }

    /// The point of the goat a jump eats.
    pub fn captured(self) -> Option<Square> {
        match self {
            // On a straight line the middle point's index is the mean of the ends'.
            Move::Jump { from, to } => Square::new((from.index() + to.index()) / 2),
            _ => None,
        }
    }

    /// Reads a move in notation; strict: lowercase, no spaces.
    pub fn parse(s: &str) -> Result<Move, NotationError> {
        let err = |why: &str| NotationError {
            input: s.to_string(),
            why: why.to_string(),
        };
        let square = |part: &str| {
            part.parse::<Square>().map_err(|e| NotationError {
                input: s.to_string(),
                why: e.to_string(),
            })
        };
        if s.is_empty() {
            return Err(err("empty move"));
        }
        if !s.is_ascii() {
            return Err(err("moves are written in a1..e5 with '-' or 'x'"));
        }
        match s.len() {
            2 => Ok(Move::Place { to: square(s)? }),
            5 => {
                let (from, to) = (square(&s[0..2])?, square(&s[3..5])?);
                match s.as_bytes()[2] {
                    b'-' => {
                        if !tables::adjacent(from).contains(to) {
                            return Err(err(&format!(
                                "the points {from} and {to} are not neighbours: \
                                 a step goes to a neighbouring point"
                            )));
                        }
                        Ok(Move::Step { from, to })
                    }
                    b'x' => {
                        if tables::leap_over(from, to).is_none() {
                            return Err(err("a jump lands two points along one line"));
                        }
                        Ok(Move::Jump { from, to })
                    }
                    _ => Err(err("expected '-' (step) or 'x' (jump) between the points")),
                }
            }
            _ => Err(err("expected c3, b2-c3 or a1xc3")),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Place { to } => write!(f, "{to}"),
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Jump { from, to } => write!(f, "{from}x{to}"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        Move::parse(s)
    }
}

/// A string that is not a move in notation, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The text that was read.
    pub input: String,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad move '{}': {}", self.input, self.why)
    }
}

impl std::error::Error for NotationError {}

/// A fixed-capacity list of moves, so generating moves never allocates.
#[derive(Clone)]
pub struct MoveList {
    len: usize,
    items: [Move; MoveList::CAPACITY],
}

impl MoveList {
    /// More than any position can have: 112 directed lines bound goat steps.
    pub const CAPACITY: usize = 128;

    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            items: [Move::Place {
                to: Square::new(0).expect("a1 exists"),
            }; MoveList::CAPACITY],
        }
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.items[self.len] = m;
        self.len += 1;
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut n = 0;
        for i in 0..self.len {
            if keep(self.items[i]) {
                self.items[n] = self.items[i];
                n += 1;
            }
        }
        self.len = n;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.items[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.items[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
