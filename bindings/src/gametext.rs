//! Games and positions as shareable text: our game text and the `baghchal`
//! Python library's PGN and FEN written from a [`Game`], and any of them (or
//! our set-up line) read into a game, every refusal a typed [`TextProblem`]
//! with its line, for the app to word in English or Nepali.

use crate::error::{illegal_reason, BaghchalError};
use crate::game::Game;
use crate::setup::SetupProblem;
use crate::types::{EndReason, IllegalReason, Settings, Side};
use baghchal::gametext::{self, library, ours};
use std::sync::Arc;

/// Which kind of text was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TextFormat {
    /// Our game text: tags and moves in our notation.
    GameText,
    /// The `baghchal` Python library's PGN.
    LibraryPgn,
    /// Our set-up line alone (a position).
    SetupLine,
    /// The `baghchal` library's FEN alone (a position).
    LibraryFen,
}

/// A result as a text states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TextResult {
    /// `1-0`.
    GoatsWin,
    /// `0-1`.
    TigersWin,
    /// `1/2-1/2`.
    Draw,
    /// `*`: not finished.
    Unfinished,
}

/// Which word of a one-line position cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum PositionPart {
    /// Too many or too few words.
    WordCount,
    /// The board.
    Board,
    /// The side to move.
    SideToMove,
    /// A goat count.
    Count,
}

/// One move of a text: its number, the side, the move as written.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TextMove {
    /// The move number (goats and tigers share one).
    pub number: u32,
    /// Whose move it is.
    pub side: Side,
    /// The move as written.
    pub text: String,
}

/// An informational tag of our game text (`Date`, `Goats`, `Tigers`, `Event`, `Site`, `Round`, `Annotator`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TextTag {
    /// The tag's name.
    pub name: String,
    /// Its value.
    pub value: String,
}

/// What is wrong with a text that was refused.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TextProblem {
    /// Nothing but blank space.
    Empty,
    /// A header line that is not `[Name "value"]`.
    TagSyntax,
    /// A tag this app does not know.
    UnknownTag {
        /// Its name.
        name: String,
    },
    /// The same tag twice.
    DuplicateTag {
        /// Its name.
        name: String,
    },
    /// A tag with a value it does not take.
    BadTagValue {
        /// Its name.
        name: String,
        /// The value given.
        value: String,
    },
    /// A tag after the moves began.
    TagAfterMoves,
    /// A one-line position with a word that cannot be read.
    BadPositionLine {
        /// Which word.
        part: PositionPart,
    },
    /// A start position no game can start from; every problem.
    BadSetup {
        /// As the set-up screen names them.
        problems: Vec<SetupProblem>,
    },
    /// A word that is no move, move number or result.
    UnreadableWord {
        /// The word.
        word: String,
    },
    /// A move number out of order.
    WrongMoveNumber {
        /// The number of the next move.
        expected: u32,
        /// Whose move is next.
        side: Side,
        /// What was written.
        found: String,
    },
    /// A move the rules refuse.
    IllegalMove {
        /// The move.
        at: TextMove,
        /// The rule it breaks.
        reason: IllegalReason,
    },
    /// A move after the game had ended.
    MoveAfterEnd {
        /// The move.
        at: TextMove,
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
        /// What the moves give.
        replayed: TextResult,
    },
    /// The stated ending is not what the moves give.
    TerminationDiffers {
        /// What the text says.
        stated: EndReason,
        /// What the moves give (none: not finished).
        replayed: Option<EndReason>,
    },
    /// The `baghchal` library's rules end the game at this move where ours do not.
    LibraryRulesDiffer {
        /// The move.
        at: TextMove,
        /// The library's result there.
        library: TextResult,
        /// Ours.
        ours: TextResult,
    },
}

/// Why a game cannot be written as the `baghchal` library's PGN.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum LibraryProblem {
    /// The game starts from a set-up; the library's PGN cannot say so.
    SetupStart,
    /// The library's rules end the game at this move where ours do not.
    RulesDiffer {
        /// The move.
        at: TextMove,
        /// The library's result there.
        library: TextResult,
        /// Ours.
        ours: TextResult,
    },
    /// The game ended by a rule the library does not have.
    EndingNotInLibrary {
        /// How it ended.
        reason: EndReason,
    },
}

/// A text read: the game (of no moves for a position alone) and what it was.
#[derive(uniffi::Record)]
pub struct ImportedText {
    /// The game, replayed through its rules.
    pub game: Arc<Game>,
    /// What the text was.
    pub format: TextFormat,
    /// A position alone, to open on the analysis board.
    pub position_only: bool,
    /// Our game text's informational tags, in its order.
    pub tags: Vec<TextTag>,
}

impl From<gametext::TextResult> for TextResult {
    fn from(r: gametext::TextResult) -> Self {
        match r {
            gametext::TextResult::GoatsWin => TextResult::GoatsWin,
            gametext::TextResult::TigersWin => TextResult::TigersWin,
            gametext::TextResult::Draw => TextResult::Draw,
            gametext::TextResult::Unfinished => TextResult::Unfinished,
        }
    }
}

impl From<gametext::MoveAt> for TextMove {
    fn from(m: gametext::MoveAt) -> Self {
        TextMove {
            number: m.number,
            side: m.side.into(),
            text: m.text,
        }
    }
}

impl From<gametext::TextErrorKind> for TextProblem {
    fn from(kind: gametext::TextErrorKind) -> Self {
        use gametext::TextErrorKind as K;
        match kind {
            K::Empty => TextProblem::Empty,
            K::TagSyntax => TextProblem::TagSyntax,
            K::UnknownTag { name } => TextProblem::UnknownTag { name },
            K::DuplicateTag { name } => TextProblem::DuplicateTag { name },
            K::BadTagValue { name, value } => TextProblem::BadTagValue { name, value },
            K::TagAfterMoves => TextProblem::TagAfterMoves,
            K::BadPositionLine { part } => TextProblem::BadPositionLine {
                part: match part {
                    gametext::PositionPart::WordCount => PositionPart::WordCount,
                    gametext::PositionPart::Board => PositionPart::Board,
                    gametext::PositionPart::SideToMove => PositionPart::SideToMove,
                    gametext::PositionPart::Count => PositionPart::Count,
                },
            },
            K::BadSetUp { problems } => TextProblem::BadSetup {
                problems: problems.into_iter().map(SetupProblem::from).collect(),
            },
            K::UnreadableWord { word } => TextProblem::UnreadableWord { word },
            K::WrongMoveNumber {
                expected,
                side,
                found,
            } => TextProblem::WrongMoveNumber {
                expected,
                side: side.into(),
                found,
            },
            K::IllegalMove { at, why } => match illegal_reason(why) {
                Some(reason) => TextProblem::IllegalMove {
                    at: at.into(),
                    reason,
                },
                None => TextProblem::MoveAfterEnd { at: at.into() },
            },
            K::AfterResult { word } => TextProblem::AfterResult { word },
            K::ResultDiffers { stated, replayed } => TextProblem::ResultDiffers {
                stated: stated.into(),
                replayed: replayed.into(),
            },
            K::TerminationDiffers { stated, replayed } => TextProblem::TerminationDiffers {
                stated: stated.into(),
                replayed: replayed.map(EndReason::from),
            },
            K::LibraryRulesDiffer { at, library, ours } => TextProblem::LibraryRulesDiffer {
                at: at.into(),
                library: library.into(),
                ours: ours.into(),
            },
        }
    }
}

impl From<gametext::TextError> for BaghchalError {
    fn from(e: gametext::TextError) -> Self {
        BaghchalError::BadText {
            detail: e.to_string(),
            line: u32::try_from(e.line).unwrap_or(u32::MAX),
            problem: e.kind.into(),
        }
    }
}

impl From<library::LibraryWriteError> for BaghchalError {
    fn from(e: library::LibraryWriteError) -> Self {
        let detail = e.to_string();
        let problem = match e {
            library::LibraryWriteError::SetUpStart => LibraryProblem::SetupStart,
            library::LibraryWriteError::RulesDiffer { at, library, ours } => {
                LibraryProblem::RulesDiffer {
                    at: at.into(),
                    library: library.into(),
                    ours: ours.into(),
                }
            }
            library::LibraryWriteError::EndingNotInLibrary { reason } => {
                LibraryProblem::EndingNotInLibrary {
                    reason: reason.into(),
                }
            }
        };
        BaghchalError::NotForLibrary { problem, detail }
    }
}

/// Reads any text the app accepts (our game text, the `baghchal` library's
/// PGN or FEN, our set-up line): a game, or a position alone as a game of no
/// moves under `position_rules` (the library's rules for its FEN). Quick;
/// refused with [`BaghchalError::BadText`], the first bad line and a typed problem.
#[uniffi::export]
pub fn read_game_text(
    text: String,
    position_rules: Settings,
) -> Result<ImportedText, BaghchalError> {
    let imported = gametext::read(&text, &position_rules.into())?;
    Ok(ImportedText {
        game: Game::wrap(imported.game),
        format: match imported.format {
            gametext::TextFormat::Ours => TextFormat::GameText,
            gametext::TextFormat::LibraryPgn => TextFormat::LibraryPgn,
            gametext::TextFormat::SetupLine => TextFormat::SetupLine,
            gametext::TextFormat::LibraryFen => TextFormat::LibraryFen,
        },
        position_only: imported.position_only,
        tags: imported
            .info
            .into_iter()
            .map(|(name, value)| TextTag { name, value })
            .collect(),
    })
}

#[uniffi::export]
impl Game {
    /// The game as our text (tags, numbered moves, result) to share; `tags`
    /// adds informational ones (others are left out).
    pub fn game_text(&self, tags: Vec<TextTag>) -> String {
        let info: Vec<(String, String)> = tags.into_iter().map(|t| (t.name, t.value)).collect();
        ours::write(&self.lock(), &info)
    }

    /// The game as the `baghchal` library's PGN; `moves_only` writes a game
    /// that ended by a rule the library lacks without its result instead of
    /// refusing it ([`BaghchalError::NotForLibrary`] names every refusal).
    pub fn library_pgn(&self, moves_only: bool) -> Result<String, BaghchalError> {
        let ending = if moves_only {
            library::LibraryEnding::MovesOnly
        } else {
            library::LibraryEnding::Refuse
        };
        Ok(library::write_pgn(&self.lock(), ending)?)
    }

    /// The current position as our set-up line (`T...T/...../...../...../T...T goat 20 0`).
    pub fn setup_line(&self) -> String {
        gametext::setup_line(self.lock().position())
    }

    /// The current position as the `baghchal` library's FEN (`B3B/5/5/5/B3B G 0`).
    pub fn library_fen(&self) -> String {
        library::game_fens(&self.lock())
            .pop()
            .expect("a game has at least its start position")
    }
}
