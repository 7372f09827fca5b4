//! A position: what stands where, who is to move, and the goat counts.
//!
//! A position knows the board rules (lines, steps, leaps) but not the game's
//! history; repetition, limits and results live in [`crate::Game`].

use crate::moves::{Move, MoveList};
use crate::side::{Phase, Side};
use crate::square::{Bitboard, Square};
use crate::tables::{adjacent, leap_over, leaps};
use crate::zobrist;
use std::fmt;

/// Goats in a game.
pub const TOTAL_GOATS: u8 = 20;
/// Tigers in a game.
pub const TOTAL_TIGERS: u32 = 4;

/// A board with side to move and goat counts; small and `Copy`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    tigers: Bitboard,
    goats: Bitboard,
    to_move: Side,
    in_hand: u8,
    captured: u8,
    hash: u64,
}

/// Why a set-up position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible position: {}", self.0)
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// The start: tigers on the four corners, 20 goats in hand, goats to move.
    pub fn start() -> Position {
        let corners = [0u8, 4, 20, 24]
            .iter()
            .fold(Bitboard::EMPTY, |bb, &i| bb | Bitboard(1 << i));
        Position::new(corners, Bitboard::EMPTY, Side::Goat, TOTAL_GOATS, 0)
            .expect("the start position is valid")
    }

    /// A position from its parts, checked: exactly 4 tigers, no shared points,
    /// goats on board + in hand + captured = 20. Any count in hand is allowed,
    /// so a set-up can start mid-placement.
    pub fn new(
        tigers: Bitboard,
        goats: Bitboard,
        to_move: Side,
        in_hand: u8,
        captured: u8,
    ) -> Result<Position, SetupError> {
        if (tigers | goats).without(Bitboard::FULL) != Bitboard::EMPTY {
            return Err(SetupError("a piece stands off the board".into()));
        }
        if !(tigers & goats).is_empty() {
            return Err(SetupError("a tiger and a goat share a point".into()));
        }
        if tigers.count() != TOTAL_TIGERS {
            return Err(SetupError(format!(
                "{} tigers on the board, expected 4",
                tigers.count()
            )));
        }
        let total = goats.count() + in_hand as u32 + captured as u32;
        if total != TOTAL_GOATS as u32 {
            return Err(SetupError(format!(
                "goats on board ({}) + in hand ({in_hand}) + captured ({captured}) = {total}, expected 20",
                goats.count()
            )));
        }
        if in_hand == TOTAL_GOATS && to_move == Side::Tiger {
            return Err(SetupError(
                "no goat has been placed yet, so the goats are to move".into(),
            ));
        }
        let mut pos = Position {
            tigers,
            goats,
            to_move,
            in_hand,
            captured,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// Reads a board written as rows 5 down to 1, separated by `/`, each five of `T`, `G`, `.`.
    pub fn parse_board(board: &str) -> Result<(Bitboard, Bitboard), SetupError> {
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 5 {
            return Err(SetupError(format!(
                "board '{board}' has {} rows, expected 5 separated by '/'",
                rows.len()
            )));
        }
        let (mut tigers, mut goats) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (i, row_text) in rows.iter().enumerate() {
            let row = 4 - i as i8;
            if row_text.chars().count() != 5 {
                return Err(SetupError(format!(
                    "row {} '{row_text}' must have 5 points",
                    row + 1
                )));
            }
            for (col, c) in row_text.chars().enumerate() {
                let sq = Square::from_coords(col as i8, row).expect("inside the board");
                match c {
                    'T' => tigers |= sq.bb(),
                    'G' => goats |= sq.bb(),
                    '.' => {}
                    other => return Err(SetupError(format!("'{other}' at {sq}: use T, G or ."))),
                }
            }
        }
        Ok((tigers, goats))
    }

    /// The board in the same notation [`Position::parse_board`] reads.
    pub fn board_string(&self) -> String {
        let mut s = String::with_capacity(29);
        for row in (0..5).rev() {
            for col in 0..5 {
                let sq = Square::from_coords(col, row).expect("inside the board");
                s.push(match self.piece_at(sq) {
                    Some(Side::Tiger) => 'T',
                    Some(Side::Goat) => 'G',
                    None => '.',
                });
            }
            if row > 0 {
                s.push('/');
            }
        }
        s
    }

    fn compute_hash(&self) -> u64 {
        let mut h = zobrist::IN_HAND[self.in_hand as usize];
        for sq in self.tigers {
            h ^= zobrist::TIGER[sq.index() as usize];
        }
        for sq in self.goats {
            h ^= zobrist::GOAT[sq.index() as usize];
        }
        if self.to_move == Side::Tiger {
            h ^= zobrist::TIGER_TO_MOVE;
        }
        h
    }

    /// Points holding tigers.
    pub fn tigers(&self) -> Bitboard {
        self.tigers
    }

    /// Points holding goats.
    pub fn goats(&self) -> Bitboard {
        self.goats
    }

    /// Empty points.
    pub fn empty(&self) -> Bitboard {
        (self.tigers | self.goats).complement()
    }

    /// What stands on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Side> {
        if self.tigers.contains(sq) {
            Some(Side::Tiger)
        } else if self.goats.contains(sq) {
            Some(Side::Goat)
        } else {
            None
        }
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Goats still in the pen.
    pub fn goats_in_hand(&self) -> u8 {
        self.in_hand
    }

    /// Goats eaten so far.
    pub fn captured(&self) -> u8 {
        self.captured
    }

    /// Goats standing on the board.
    pub fn goats_on_board(&self) -> u8 {
        self.goats.count() as u8
    }

    /// Placement while goats remain in hand, movement after.
    pub fn phase(&self) -> Phase {
        if self.in_hand > 0 {
            Phase::Placement
        } else {
            Phase::Movement
        }
    }

    /// Zobrist hash of board, side to move and goats in hand.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Appends every move the board allows the side to move.
    ///
    /// `jumps` says whether tigers may capture now (the placement-captures setting).
    pub fn generate(&self, jumps: bool, list: &mut MoveList) {
        let empty = self.empty();
        match self.to_move {
            Side::Goat if self.in_hand > 0 => {
                for to in empty {
                    list.push(Move::Place { to });
                }
            }
            Side::Goat => {
                for from in self.goats {
                    for to in adjacent(from) & empty {
                        list.push(Move::Step { from, to });
                    }
                }
            }
            Side::Tiger => {
                for from in self.tigers {
                    for to in adjacent(from) & empty {
                        list.push(Move::Step { from, to });
                    }
                    if jumps {
                        for leap in leaps(from) {
                            if self.goats.contains(leap.over) && empty.contains(leap.to) {
                                list.push(Move::Jump { from, to: leap.to });
                            }
                        }
                    }
                }
            }
        }
    }

    /// Number of moves [`Position::generate`] would give, without listing them.
    pub fn count_moves(&self, jumps: bool) -> u32 {
        let empty = self.empty();
        match self.to_move {
            Side::Goat if self.in_hand > 0 => empty.count(),
            Side::Goat => self.goats.map(|g| (adjacent(g) & empty).count()).sum(),
            Side::Tiger => self.tigers.map(|t| self.tiger_moves(t, jumps, empty)).sum(),
        }
    }

    /// Whether the side to move has any move on the board.
    pub fn has_moves(&self, jumps: bool) -> bool {
        let empty = self.empty();
        match self.to_move {
            Side::Goat if self.in_hand > 0 => !empty.is_empty(),
            Side::Goat => {
                let mut goats = self.goats;
                goats.any(|g| !(adjacent(g) & empty).is_empty())
            }
            Side::Tiger => {
                let mut tigers = self.tigers;
                tigers.any(|t| self.tiger_moves(t, jumps, empty) > 0)
            }
        }
    }

    #[inline]
    fn tiger_moves(&self, from: Square, jumps: bool, empty: Bitboard) -> u32 {
        let mut n = (adjacent(from) & empty).count();
        if jumps {
            for leap in leaps(from) {
                n += (self.goats.contains(leap.over) && empty.contains(leap.to)) as u32;
            }
        }
        n
    }

    /// Captures the tigers would have if they were to move now, whoever is
    /// to move: the exact search tries the goat moves that leave fewest first.
    pub fn captures_open(&self) -> u32 {
        captures_open(self.tigers.0, self.goats.0)
    }

    /// Tigers that have neither a step nor (if `jumps`) a jump right now.
    pub fn tigers_trapped(&self, jumps: bool) -> u8 {
        let empty = self.empty();
        self.tigers
            .filter(|&t| self.tiger_moves(t, jumps, empty) == 0)
            .count() as u8
    }

    /// Whether the board allows `m` for the side to move (ignores repetition).
    pub fn allows(&self, m: Move, jumps: bool) -> bool {
        let empty = self.empty();
        match (self.to_move, m) {
            (Side::Goat, Move::Place { to }) => self.in_hand > 0 && empty.contains(to),
            (Side::Goat, Move::Step { from, to }) => {
                self.in_hand == 0
                    && self.goats.contains(from)
                    && empty.contains(to)
                    && adjacent(from).contains(to)
            }
            (Side::Tiger, Move::Step { from, to }) => {
                self.tigers.contains(from) && empty.contains(to) && adjacent(from).contains(to)
            }
            (Side::Tiger, Move::Jump { from, to }) => {
                jumps
                    && self.tigers.contains(from)
                    && empty.contains(to)
                    && leap_over(from, to).is_some_and(|over| self.goats.contains(over))
            }
            _ => false,
        }
    }

    /// The hash the position would have after `m`, without playing it;
    /// `m` must be a move the board allows (a placement needs a goat in hand).
    #[inline]
    pub fn hash_after(&self, m: Move) -> u64 {
        let mut h = self.hash ^ zobrist::TIGER_TO_MOVE;
        match m {
            Move::Place { to } => {
                h ^= zobrist::GOAT[to.index() as usize]
                    ^ zobrist::IN_HAND[self.in_hand as usize]
                    ^ zobrist::IN_HAND[self.in_hand as usize - 1];
            }
            Move::Step { from, to } => {
                let keys = match self.to_move {
                    Side::Goat => &zobrist::GOAT,
                    Side::Tiger => &zobrist::TIGER,
                };
                h ^= keys[from.index() as usize] ^ keys[to.index() as usize];
            }
            Move::Jump { from, to } => {
                h ^= zobrist::TIGER[from.index() as usize] ^ zobrist::TIGER[to.index() as usize];
                if let Some(over) = m.captured() {
                    h ^= zobrist::GOAT[over.index() as usize];
                }
            }
        }
        h
    }

    /// Plays `m` without checking it; callers check with [`Position::allows`] or generate it.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        self.hash = self.hash_after(m);
        match m {
            Move::Place { to } => {
                self.goats |= to.bb();
                self.in_hand -= 1;
            }
            Move::Step { from, to } => {
                let bb = from.bb() | to.bb();
                match self.to_move {
                    Side::Goat => self.goats ^= bb,
                    Side::Tiger => self.tigers ^= bb,
                }
            }
            Move::Jump { from, to } => {
                self.tigers ^= from.bb() | to.bb();
                if let Some(over) = m.captured() {
                    self.goats ^= over.bb();
                }
                self.captured += 1;
            }
        }
        self.to_move = self.to_move.opposite();
    }
}

/// Bit i of the result is bit i + `k` of `b` (the point `k` further along a
/// line, by index).
#[inline]
fn shifted(b: u32, k: i8) -> u32 {
    if k >= 0 {
        b >> k
    } else {
        b << -k
    }
}

/// Per leap direction, its offset and the tigers with a capture along it:
/// each line's `from` keeps only starts whose two further points are on the
/// board.
#[inline]
fn capture_starts(tigers: u32, goats: u32) -> impl Iterator<Item = (i8, u32)> {
    let empty = !(tigers | goats) & Bitboard::FULL.0;
    crate::tables::LEAP_LINES.iter().map(move |line| {
        let k = line.offset;
        (
            k,
            tigers & line.from.0 & shifted(goats, k) & shifted(empty, 2 * k),
        )
    })
}

/// [`Position::captures_open`] for the sets `tigers` and `goats`, so that a
/// search keeping bare sets (the exact search) need not build a position.
#[inline]
pub(crate) fn captures_open(tigers: u32, goats: u32) -> u32 {
    capture_starts(tigers, goats)
        .map(|(_, from)| from.count_ones())
        .sum()
}

/// The points the tigers could land on by a capture if they were to move
/// now, for the sets `tigers` and `goats`: a goat placed on one of them is
/// the only placement that closes the captures landing there.
#[inline]
pub(crate) fn capture_landings(tigers: u32, goats: u32) -> u32 {
    // Undoing the shift by twice the offset takes each start to its landing.
    capture_starts(tigers, goats).fold(0, |landings, (k, from)| landings | shifted(from, -2 * k))
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn capture_landings_are_where_the_tigers_jumps_land() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let (mut asked, mut with_captures) = (0, 0);
        for _ in 0..300 {
            let mut pos = Position::start();
            let mut list = MoveList::new();
            for _ in 0..60 {
                list.clear();
                pos.generate(true, &mut list);
                if list.is_empty() {
                    break;
                }
                if pos.to_move() == Side::Tiger {
                    let landings = list
                        .iter()
                        .filter(|m| matches!(m, Move::Jump { .. }))
                        .fold(0, |bits, m| bits | m.to().bb().0);
                    assert_eq!(
                        capture_landings(pos.tigers.0, pos.goats.0),
                        landings,
                        "{}",
                        pos.board_string()
                    );
                    asked += 1;
                    with_captures += usize::from(landings != 0);
                }
                pos.play_unchecked(list[rng.gen_range(0..list.len())]);
            }
        }
        assert!(
            asked > 1000 && with_captures > 300,
            "{asked} positions, {with_captures} with captures"
        );
    }
}
