//! The history text: one kept game per line, oldest first.

use super::kept::{KeptError, KeptGame};

/// How many games the history keeps; the oldest go first.
pub const CAPACITY: usize = 500;

/// A line of the history that could not be read, refused alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// 1-based line number in the text.
    pub line: usize,
    /// Why it was refused.
    pub error: KeptError,
}

/// The games the text holds, oldest first, and the lines refused.
/// Blank lines are skipped; nothing in the text makes this fail.
pub fn read(text: &str) -> (Vec<KeptGame>, Vec<Refused>) {
    let mut games = Vec::new();
    let mut refused = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match KeptGame::from_line(line) {
            Ok(g) => games.push(g),
            Err(error) => refused.push(Refused { line: i + 1, error }),
        }
    }
    (games, refused)
}

/// The text with `game` added last and, past [`CAPACITY`] lines, the oldest
/// lines dropped. Damaged lines are kept and count as lines: they are the
/// player's, and age out as any other.
pub fn adding(text: &str, game: &KeptGame) -> String {
    let mut lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let new_line = game.to_line();
    lines.push(&new_line);
    let drop = lines.len().saturating_sub(CAPACITY);
    let mut out = lines[drop..].join("\n");
    out.push('\n');
    out
}
