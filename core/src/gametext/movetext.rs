//! The move text both formats share: move numbers, moves, a result at the
//! end, replayed through the rules word by word so a refusal names its line and move.

use super::error::{MoveAt, TextError, TextErrorKind, TextResult};
use crate::game::{Game, IllegalMove};
use crate::moves::Move;
use crate::side::Side;

/// Reads one move word for the side to move: `None` when it is no move at
/// all, `Err` when its shape already breaks a rule (e.g. a step across two points).
pub(crate) type MoveReader = fn(&str, Side) -> Option<Result<Move, IllegalMove>>;

/// Called after each move with the game; an error refuses the text there.
pub(crate) type AfterMove<'a> = &'a mut dyn FnMut(&Game, &MoveAt) -> Result<(), TextErrorKind>;

/// A game being replayed from its move text.
pub(crate) struct Replay {
    pub(crate) game: Game,
    /// The number of the next move.
    number: u32,
    /// The result written at the end of the moves, with its line.
    pub(crate) result: Option<(TextResult, usize)>,
}

impl Replay {
    pub(crate) fn new(game: Game) -> Replay {
        Replay {
            game,
            number: 1,
            result: None,
        }
    }

    /// Replays the words of one line (`line` from 1).
    pub(crate) fn line(
        &mut self,
        line: usize,
        text: &str,
        read: MoveReader,
        after: AfterMove<'_>,
    ) -> Result<(), TextError> {
        let err = |kind| TextError::new(line, kind);
        for word in text.split_whitespace() {
            if self.result.is_some() {
                return Err(err(TextErrorKind::AfterResult { word: word.into() }));
            }
            // The library ends its last move with `#` before the result.
            let word = word.strip_suffix('#').unwrap_or(word);
            let rest = self.move_number(word).map_err(err)?;
            if rest.is_empty() {
                continue;
            }
            if let Some(result) = TextResult::parse(rest) {
                self.result = Some((result, line));
                continue;
            }
            let side = self.game.position().to_move();
            let at = MoveAt {
                number: self.number,
                side,
                text: rest.to_string(),
            };
            let m = match read(rest, side) {
                None => return Err(err(TextErrorKind::UnreadableWord { word: rest.into() })),
                Some(m) => m,
            };
            if let Err(why) = m.and_then(|m| self.game.play(m)) {
                return Err(err(TextErrorKind::IllegalMove { at, why }));
            }
            after(&self.game, &at).map_err(err)?;
            if side == Side::Tiger {
                self.number += 1;
            }
        }
        Ok(())
    }

    /// Checks a leading `N.` (goats' move) or `N...` (tigers') and returns what follows it.
    fn move_number<'w>(&self, word: &'w str) -> Result<&'w str, TextErrorKind> {
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let after = &word[digits..];
        let (dots, rest) = if let Some(rest) = after.strip_prefix("...") {
            (Side::Tiger, rest)
        } else if let Some(rest) = after.strip_prefix('.') {
            (Side::Goat, rest)
        } else {
            // No number: a move or a result (`1-0` starts with a digit too).
            return Ok(word);
        };
        if digits == 0 {
            return Err(TextErrorKind::UnreadableWord { word: word.into() });
        }
        let side = self.game.position().to_move();
        let right = word[..digits].parse::<u32>().ok() == Some(self.number) && dots == side;
        if !right {
            return Err(TextErrorKind::WrongMoveNumber {
                expected: self.number,
                side,
                found: word[..word.len() - rest.len()].to_string(),
            });
        }
        Ok(rest)
    }
}

/// Writes `moves` (played from a position with `first` to move) as move text
/// with numbers, `show` writing each move, lines of at most about 72 characters.
pub(crate) fn write_moves(
    first: Side,
    moves: impl Iterator<Item = (Side, String)>,
    separator_after_number: &str,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut number = 1u32;
    let mut started = false;
    for (side, text) in moves {
        let mut word = String::new();
        match side {
            Side::Goat => word.push_str(&format!("{number}.{separator_after_number}")),
            Side::Tiger if !started && first == Side::Tiger => {
                word.push_str(&format!("{number}...{separator_after_number}"))
            }
            Side::Tiger => {}
        }
        word.push_str(&text);
        if side == Side::Tiger {
            number += 1;
        }
        started = true;
        // Break only before a goats' move, so a move pair stays on one line.
        if !line.is_empty() && side == Side::Goat && line.len() + word.len() > 72 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
