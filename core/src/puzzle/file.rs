//! The puzzle file: a header naming the rules, the puzzles, a checksum.
//!
//! Layout (little-endian):
//! `magic (8) | version u32 | rules length u16 | rules text | goats_to_win u8 |
//! count u32 | data length u64 | data | checksum u64`.
//! The rules text is the endgame table's ([`crate::tablebase::file::RULES`]):
//! the puzzles are true under the rules the table was solved under. Data
//! holds `count` records, each `tigers u32 | goats u32 | side u8 (0 goats,
//! 1 tigers to move) | captured u8 | distance u8 | found-at depth u8 (0: not
//! found) | line length u8 | line length × (from u8, to u8)`, squares by
//! index. The checksum ([`crate::tablebase::file::checksum`]) covers every
//! byte before it.

use super::find::{puzzle_settings, LEVEL_DEPTHS};
use super::{Puzzle, MAX_SOLVER_MOVES};
use crate::game::Game;
use crate::position::Position;
use crate::settings::Settings;
use crate::side::{Phase, Side};
use crate::square::{Bitboard, Square};
use crate::tablebase::file::{checksum, RULES};
use std::fmt;

/// First bytes of every puzzle file.
pub const MAGIC: &[u8; 8] = b"BAGHCHPZ";
/// Format version this program writes and reads.
pub const VERSION: u32 = 1;

/// Why a puzzle file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a usable puzzle file: {}", self.0)
    }
}

impl std::error::Error for FormatError {}

/// The puzzles of one file, for one goats-to-win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// Captures that win for the tigers in these puzzles' rules.
    pub goats_to_win: u8,
    /// The puzzles, in file order.
    pub puzzles: Vec<Puzzle>,
}

/// The bytes of the file holding `set`.
pub fn to_bytes(set: &PuzzleSet) -> Vec<u8> {
    let mut data = Vec::new();
    for p in &set.puzzles {
        let pos = &p.position;
        data.extend_from_slice(&pos.tigers().0.to_le_bytes());
        data.extend_from_slice(&pos.goats().0.to_le_bytes());
        data.push((pos.to_move() == Side::Tiger) as u8);
        data.push(pos.captured());
        data.push(p.distance);
        data.push(p.found_at_depth.unwrap_or(0));
        data.push(p.line.len() as u8);
        for m in &p.line {
            data.push(m.from().map_or(u8::MAX, Square::index));
            data.push(m.to().index());
        }
    }
    let mut out = Vec::with_capacity(64 + RULES.len() + data.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(RULES.len() as u16).to_le_bytes());
    out.extend_from_slice(RULES.as_bytes());
    out.push(set.goats_to_win);
    out.extend_from_slice(&(set.puzzles.len() as u32).to_le_bytes());
    out.extend_from_slice(&(data.len() as u64).to_le_bytes());
    out.extend_from_slice(&data);
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads a puzzle file, checking its header, length and checksum and that
/// every puzzle is a legal movement position with a legal line.
pub fn from_bytes(bytes: &[u8]) -> Result<PuzzleSet, FormatError> {
    let fail = |s: String| Err(FormatError(s));
    if bytes.len() < 8 || &bytes[..8] != MAGIC {
        return fail("it does not start with the Baghchal puzzle mark (wrong file?)".into());
    }
    let mut r = Reader { bytes, at: 8 };
    let version = r.u32("header")?;
    if version != VERSION {
        return fail(format!(
            "format version {version}, this program reads version {VERSION}"
        ));
    }
    let rules_len = r.u16("header")? as usize;
    let rules = r.take(rules_len, "header")?;
    if rules != RULES.as_bytes() {
        let shown: String = String::from_utf8_lossy(rules)
            .chars()
            .take(120)
            .flat_map(char::escape_debug)
            .collect();
        return fail(format!("it was made for other rules: '{shown}'"));
    }
    let goats_to_win = r.u8("header")?;
    if !(1..=20).contains(&goats_to_win) {
        return fail(format!("goats_to_win {goats_to_win} is outside 1..=20"));
    }
    let count = r.u32("header")?;
    let data_len = r.u64("header")?;
    let expected = (r.at as u64)
        .checked_add(data_len)
        .and_then(|n| n.checked_add(8));
    match expected {
        None => return fail(format!("its data length {data_len} is impossible")),
        Some(n) if (bytes.len() as u64) < n => {
            return fail(format!(
                "the file is truncated: {} bytes, expected {n}",
                bytes.len()
            ))
        }
        Some(n) if (bytes.len() as u64) > n => {
            return fail(format!(
                "the file has {} bytes, expected {n} (something appended?)",
                bytes.len()
            ))
        }
        Some(_) => {}
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    if checksum(body) != u64::from_le_bytes(sum.try_into().expect("8 bytes")) {
        return fail("its checksum does not match: the file is damaged".into());
    }
    let mut r = Reader {
        bytes: body,
        at: r.at,
    };
    let settings = puzzle_settings(goats_to_win);
    let mut puzzles = Vec::with_capacity(count.min(1 << 16) as usize);
    for n in 1..=count {
        let p = read_puzzle(&mut r, settings)
            .map_err(|why| FormatError(format!("puzzle {n}: {why}")))?;
        puzzles.push(p);
    }
    if r.at != body.len() {
        return fail("bytes are left after the last puzzle".into());
    }
    Ok(PuzzleSet {
        goats_to_win,
        puzzles,
    })
}

/// One record, checked: a legal movement position and a line of legal moves.
fn read_puzzle(r: &mut Reader, settings: Settings) -> Result<Puzzle, String> {
    let err = |e: FormatError| e.0;
    let tigers = r.u32("data").map_err(err)?;
    let goats = r.u32("data").map_err(err)?;
    let side = match r.u8("data").map_err(err)? {
        0 => Side::Goat,
        1 => Side::Tiger,
        s => return Err(format!("side to move {s} is neither 0 nor 1")),
    };
    let captured = r.u8("data").map_err(err)?;
    let distance = r.u8("data").map_err(err)?;
    let depth = r.u8("data").map_err(err)?;
    let len = r.u8("data").map_err(err)? as usize;
    if tigers >> 25 != 0 || goats >> 25 != 0 {
        return Err("a piece lies off the board".into());
    }
    let position = Position::new(Bitboard(tigers), Bitboard(goats), side, 0, captured)
        .map_err(|e| e.to_string())?;
    if position.phase() != Phase::Movement || captured >= settings.goats_to_win {
        return Err("the position is not one the endgame table covers".into());
    }
    let found_at_depth = match depth {
        0 => None,
        d if LEVEL_DEPTHS.contains(&d) => Some(d),
        d => return Err(format!("found-at depth {d} is not a level's depth")),
    };
    if len % 2 == 0 || len > 2 * MAX_SOLVER_MOVES - 1 {
        return Err(format!(
            "a line of {len} moves does not end on a solver's move"
        ));
    }
    if distance as usize % 2 == 0 || (distance as usize) < len {
        return Err(format!(
            "distance {distance} cannot be a win with a {len}-move line"
        ));
    }
    let mut game = Game::from_position(settings, position).map_err(|e| e.to_string())?;
    let mut line = Vec::with_capacity(len);
    for _ in 0..len {
        let bytes = r.take(2, "data").map_err(err)?;
        let square = |i: u8| Square::new(i).ok_or(format!("square {i} is off the board"));
        let m = game
            .move_between(square(bytes[0])?, square(bytes[1])?)
            .map_err(|e| format!("its line is not legal: {e}"))?;
        game.play_unchecked(m);
        line.push(m);
    }
    Ok(Puzzle {
        position,
        line,
        distance,
        found_at_depth,
    })
}

/// Reads fields in turn, saying where the file ran out.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, part: &str) -> Result<&'a [u8], FormatError> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or_else(|| FormatError(format!("the file is truncated inside its {part}")))?;
        self.at += n;
        Ok(out)
    }

    fn u8(&mut self, part: &str) -> Result<u8, FormatError> {
        Ok(self.take(1, part)?[0])
    }

    fn u16(&mut self, part: &str) -> Result<u16, FormatError> {
        Ok(u16::from_le_bytes(
            self.take(2, part)?.try_into().expect("2 bytes"),
        ))
    }

    fn u32(&mut self, part: &str) -> Result<u32, FormatError> {
        Ok(u32::from_le_bytes(
            self.take(4, part)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self, part: &str) -> Result<u64, FormatError> {
        Ok(u64::from_le_bytes(
            self.take(8, part)?.try_into().expect("8 bytes"),
        ))
    }
}
