//! Games and positions as text a person can read, paste and share: our
//! PGN-like game text ([`ours`]), the `baghchal` Python library's PGN and
//! FEN ([`library`]), and a position alone (our set-up line or that FEN).
//! Reading replays every move through the rules and refuses the first bad
//! line with a typed [`TextError`]; it never panics (fuzzed). The format:
//! `docs/game-text.md`.

mod error;
pub mod library;
mod movetext;
pub mod ours;
mod position_line;

pub use error::{MoveAt, PositionPart, TextError, TextErrorKind, TextResult};
pub use position_line::setup_line;

use crate::game::Game;
use crate::settings::Settings;

/// Which kind of text was read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TextFormat {
    /// Our game text: tags and moves in our notation.
    Ours,
    /// The `baghchal` library's PGN.
    LibraryPgn,
    /// Our set-up line alone.
    SetupLine,
    /// The `baghchal` library's FEN alone.
    LibraryFen,
}

/// A text read: a game (perhaps of no moves) or a start position.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The game replayed, or a game of no moves from the position read.
    pub game: Game,
    /// What the text was.
    pub format: TextFormat,
    /// Whether the text held a position alone, to open on an analysis board.
    pub position_only: bool,
    /// Our text's informational tags (`Date`, `Goats`, ...), in its order.
    pub info: Vec<(String, String)>,
}

/// Whether `word` (after any move number) is a library move such as `G33` or `Bx1133`.
fn library_word(word: &str) -> bool {
    let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    let rest = word
        .strip_prefix('G')
        .or_else(|| word.strip_prefix('B'))
        .map(|r| r.strip_prefix('x').unwrap_or(r));
    rest.is_some_and(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit() || b == b'#'))
}

/// Reads any text the apps accept: our game text, the library's PGN, our
/// set-up line or the library's FEN, told apart by their first words. A
/// position alone starts a game under `position_rules` (ours) or the library's rules (its FEN).
pub fn read(text: &str, position_rules: &Settings) -> Result<Imported, TextError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let Some(&(first_line, first)) = lines.first() else {
        return Err(TextError::new(0, TextErrorKind::Empty));
    };
    let imported = |game, format, position_only| Imported {
        game,
        format,
        position_only,
        info: Vec::new(),
    };
    let words: Vec<&str> = first.split_whitespace().collect();
    if lines.len() == 1 && words.first().is_some_and(|w| w.contains('/')) {
        if words.len() == 3 {
            return Ok(imported(
                library::read_fen(first, first_line)?,
                TextFormat::LibraryFen,
                true,
            ));
        }
        let setup = position_line::read_setup_line(first)
            .map_err(|part| TextError::new(first_line, TextErrorKind::BadPositionLine { part }))?;
        let game = position_line::start(&setup, position_rules)
            .map_err(|k| TextError::new(first_line, k))?;
        return Ok(imported(game, TextFormat::SetupLine, true));
    }
    // The library writes no tags; its moves show within the first few words.
    if !first.starts_with('[') && text.split_whitespace().take(8).any(library_word) {
        return Ok(imported(
            library::read_pgn(text)?,
            TextFormat::LibraryPgn,
            false,
        ));
    }
    let read = ours::read(text)?;
    Ok(Imported {
        game: read.game,
        format: TextFormat::Ours,
        position_only: false,
        info: read.info,
    })
}
