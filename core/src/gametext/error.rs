//! Why a game text was refused: a line, and a kind an app can word in any language.

use crate::game::{EndReason, IllegalMove};
use crate::setup::SetupProblem;
use crate::side::Side;
use std::fmt;

/// A result as game texts write it: `1-0` (goats win), `0-1` (tigers win),
/// `1/2-1/2` (draw), `*` (not finished).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TextResult {
    /// `1-0`: the goats, who move first, won.
    GoatsWin,
    /// `0-1`: the tigers won.
    TigersWin,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game goes on.
    Unfinished,
}

impl TextResult {
    /// The token in the move text and the `Result` tag.
    pub const fn token(self) -> &'static str {
        match self {
            TextResult::GoatsWin => "1-0",
            TextResult::TigersWin => "0-1",
            TextResult::Draw => "1/2-1/2",
            TextResult::Unfinished => "*",
        }
    }

    /// Reads a result token.
    pub fn parse(s: &str) -> Option<TextResult> {
        [
            TextResult::GoatsWin,
            TextResult::TigersWin,
            TextResult::Draw,
            TextResult::Unfinished,
        ]
        .into_iter()
        .find(|r| r.token() == s)
    }

    /// The result a game with `outcome` states (`None`: not finished).
    pub fn of(outcome: Option<crate::game::Outcome>) -> TextResult {
        match outcome.map(|o| o.winner) {
            None => TextResult::Unfinished,
            Some(Some(Side::Goat)) => TextResult::GoatsWin,
            Some(Some(Side::Tiger)) => TextResult::TigersWin,
            Some(None) => TextResult::Draw,
        }
    }

    /// Words for English messages.
    const fn words(self) -> &'static str {
        match self {
            TextResult::GoatsWin => "the goats win",
            TextResult::TigersWin => "the tigers win",
            TextResult::Draw => "a draw",
            TextResult::Unfinished => "the game goes on",
        }
    }
}

/// Which word of a one-line position (our set-up line or the library's FEN) is wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PositionPart {
    /// Not the number of words the line has (4 for a set-up line, 3 for a FEN).
    WordCount,
    /// The board: not five rows of five points of the pieces' letters.
    Board,
    /// The side to move.
    SideToMove,
    /// A goat count (in hand, eaten, or the FEN's goat moves) that is not a number 0-20 (any number for the FEN's).
    Count,
}

/// One move of a text, as a player reads it: `12. tigers 'a1xc3'`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveAt {
    /// The move number (goats and tigers share one, as in chess).
    pub number: u32,
    /// The side whose move it is.
    pub side: Side,
    /// The move as written.
    pub text: String,
}

/// What is wrong with a text; every kind carries data, never a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextErrorKind {
    /// Nothing but blank space.
    Empty,
    /// A header line that is not `[Name "value"]`.
    TagSyntax,
    /// A tag this reader does not know (a misspelt rule must not pass as the default).
    UnknownTag {
        /// The tag's name.
        name: String,
    },
    /// The same tag twice.
    DuplicateTag {
        /// The tag's name.
        name: String,
    },
    /// A tag whose value it does not take, e.g. `[GoatsToWin "25"]`.
    BadTagValue {
        /// The tag's name.
        name: String,
        /// The value given.
        value: String,
    },
    /// A tag line after the moves began.
    TagAfterMoves,
    /// A one-line position whose `part` cannot be read.
    BadPositionLine {
        /// The word that is wrong.
        part: PositionPart,
    },
    /// A position no game can start from under the rules; every problem listed.
    BadSetUp {
        /// The problems, as the analysis board's set-up names them.
        problems: Vec<SetupProblem>,
    },
    /// A word in the moves that is no move number, move or result.
    UnreadableWord {
        /// The word.
        word: String,
    },
    /// A move number that is not the next one.
    WrongMoveNumber {
        /// The number the next move has.
        expected: u32,
        /// The side whose move is next.
        side: Side,
        /// The word found.
        found: String,
    },
    /// A move the rules refuse (after the end of the game: [`IllegalMove::GameOver`]).
    IllegalMove {
        /// The move.
        at: MoveAt,
        /// The rule it breaks.
        why: IllegalMove,
    },
    /// Words after the result.
    AfterResult {
        /// The first of them.
        word: String,
    },
    /// The stated result is not what the moves give.
    ResultDiffers {
        /// What the text says.
        stated: TextResult,
        /// What replaying the moves gives.
        replayed: TextResult,
    },
    /// The stated ending (`Termination` tag) is not what the moves give.
    TerminationDiffers {
        /// What the text says.
        stated: EndReason,
        /// What replaying the moves gives (`None`: not finished).
        replayed: Option<EndReason>,
    },
    /// The `baghchal` library's rules end the game at this move where ours
    /// do not (or with another result): its repetition draw counts the board
    /// alone, whoever is to move.
    LibraryRulesDiffer {
        /// The move after which the two rulebooks part.
        at: MoveAt,
        /// What the library's rules give there.
        library: TextResult,
        /// What ours give there.
        ours: TextResult,
    },
}

/// A text refused: the first bad line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The line, counted from 1 (0: the text as a whole).
    pub line: usize,
    /// What is wrong.
    pub kind: TextErrorKind,
}

impl TextError {
    pub(crate) fn new(line: usize, kind: TextErrorKind) -> TextError {
        TextError { line, kind }
    }
}

impl fmt::Display for MoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.side == Side::Goat { "." } else { "..." };
        write!(f, "move {}{dots} {}", self.number, self.text)
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        match &self.kind {
            TextErrorKind::Empty => f.write_str("the text is empty"),
            TextErrorKind::TagSyntax => f.write_str("a tag is written [Name \"value\"]"),
            TextErrorKind::UnknownTag { name } => write!(f, "unknown tag '{name}'"),
            TextErrorKind::DuplicateTag { name } => write!(f, "tag '{name}' is given twice"),
            TextErrorKind::BadTagValue { name, value } => {
                write!(f, "tag '{name}' cannot be \"{value}\"")
            }
            TextErrorKind::TagAfterMoves => f.write_str("tags come before the moves"),
            TextErrorKind::BadPositionLine { part } => write!(
                f,
                "the position's {} cannot be read",
                match part {
                    PositionPart::WordCount => "words",
                    PositionPart::Board => "board",
                    PositionPart::SideToMove => "side to move",
                    PositionPart::Count => "goat count",
                }
            ),
            TextErrorKind::BadSetUp { problems } => {
                f.write_str("the start position: ")?;
                write!(f, "{}", crate::setup::SetupErrors(problems.clone()))
            }
            TextErrorKind::UnreadableWord { word } => {
                write!(f, "'{word}' is no move, move number or result")
            }
            TextErrorKind::WrongMoveNumber {
                expected,
                side,
                found,
            } => {
                let dots = if *side == Side::Goat { "." } else { "..." };
                write!(f, "'{found}' where move {expected}{dots} comes")
            }
            TextErrorKind::IllegalMove { at, why } => write!(f, "{at}: {why}"),
            TextErrorKind::AfterResult { word } => write!(f, "'{word}' after the result"),
            TextErrorKind::ResultDiffers { stated, replayed } => write!(
                f,
                "the text says {}, the moves give {}",
                stated.words(),
                replayed.words()
            ),
            TextErrorKind::TerminationDiffers { stated, replayed } => write!(
                f,
                "the text says the game ended by {}, the moves give {}",
                stated.name(),
                replayed.map_or("no ending", |r| r.name())
            ),
            TextErrorKind::LibraryRulesDiffer { at, library, ours } => write!(
                f,
                "after {at} the baghchal library's rules give {}, ours {}",
                library.words(),
                ours.words()
            ),
        }
    }
}

impl std::error::Error for TextError {}
