//! The texts of the `baghchal` Python library (PyPI, MIT, 1.0.1): its PGN
//! `1. G33 B1122 2. G44 Bx1133# 0-1` and its FEN `B3B/5/5/5/B3B G 0`.
//!
//! A point is two digits: the row counted from the top, then the column
//! from the left (its `11` is our a5, its `55` our e1). `G33` places a goat,
//! `G3344` and `B1122` step, `Bx1133` jumps. Its rules are fixed: five goats
//! eaten win, captures during placement, no move limits, and a draw when a
//! board (whoever is to move) comes up a third time once every goat is
//! placed; ours count the board and the side to move. Where the two part,
//! reading and writing refuse with the move, never quietly.

use super::error::{MoveAt, PositionPart, TextError, TextErrorKind, TextResult};
use super::movetext::Replay;
use super::position_line;
use crate::game::{EndReason, Game, IllegalMove};
use crate::moves::Move;
use crate::position::{Position, TOTAL_GOATS};
use crate::settings::{Repetition, Settings};
use crate::setup::{Setup, SetupProblem};
use crate::side::Side;
use crate::square::Square;
use crate::tables;
use std::collections::HashMap;
use std::fmt;

/// Our settings nearest the library's rules: five to win, captures during
/// placement, no limits, a third repetition draws (the library's board-only
/// count is checked beside them while reading).
pub fn library_settings() -> Settings {
    Settings {
        goats_to_win: 5,
        repetition: Repetition::Draw3,
        max_half_moves: 0,
        no_capture_limit: 0,
        placement_captures: true,
    }
}

/// The library's two digits for `sq`.
fn digits(sq: Square) -> String {
    format!("{}{}", 5 - sq.row(), sq.column() + 1)
}

/// The point the library's two digits name.
fn point(d: &[u8]) -> Option<Square> {
    let digit = |b: u8| (b'1'..=b'5').contains(&b).then(|| (b - b'0') as i8);
    Square::from_coords(digit(d[1])? - 1, 5 - digit(d[0])?)
}

/// `m` by `side` as the library writes it.
pub fn move_word(m: Move, side: Side) -> String {
    let letter = if side == Side::Goat { 'G' } else { 'B' };
    match m {
        Move::Place { to } => format!("G{}", digits(to)),
        Move::Step { from, to } => format!("{letter}{}{}", digits(from), digits(to)),
        Move::Jump { from, to } => format!("{letter}x{}{}", digits(from), digits(to)),
    }
}

/// Reads one library move word for `side` to move.
fn read_move(word: &str, side: Side) -> Option<Result<Move, IllegalMove>> {
    let bytes = word.as_bytes();
    let piece = match bytes.first()? {
        b'G' => Side::Goat,
        b'B' => Side::Tiger,
        _ => return None,
    };
    let jump = bytes.get(1) == Some(&b'x');
    let d = &bytes[1 + usize::from(jump)..];
    let squares: Vec<Square> = match d.len() {
        2 | 4 => d.chunks(2).map(point).collect::<Option<_>>()?,
        _ => return None,
    };
    if piece != side {
        return Some(Err(IllegalMove::NotYourTurn));
    }
    Some(match (squares.as_slice(), jump) {
        (&[to], false) => Ok(Move::Place { to }),
        ([_], true) => return None,
        (&[from, to], false) if tables::adjacent(from).contains(to) => Ok(Move::Step { from, to }),
        ([_, _], true) if piece == Side::Goat => Err(IllegalMove::GoatCannotJump),
        (&[from, to], true) if tables::leap_over(from, to).is_some() => Ok(Move::Jump { from, to }),
        _ => Err(IllegalMove::NotConnected),
    })
}

/// The library's verdict after each half move: it counts every board
/// (whoever is to move) from the last placement on.
#[derive(Default)]
struct Referee {
    boards: HashMap<(u32, u32), u32>,
}

impl Referee {
    fn after(&mut self, pos: &Position) -> TextResult {
        let mut seen = 0;
        if pos.goats_in_hand() == 0 {
            let n = self
                .boards
                .entry((pos.tigers().0, pos.goats().0))
                .or_insert(0);
            *n += 1;
            seen = *n;
        }
        // In the order of the library's `winner()`.
        let goats_stuck = pos.to_move() == Side::Goat && !pos.has_moves(true);
        if pos.captured() >= 5 || goats_stuck {
            TextResult::TigersWin
        } else if pos.tigers_trapped(true) == 4 {
            TextResult::GoatsWin
        } else if seen >= 3 {
            TextResult::Draw
        } else {
            TextResult::Unfinished
        }
    }
}

/// Reads the library's PGN into a game under [`library_settings`], refusing
/// at the first move where its rules and ours part.
pub fn read_pgn(text: &str) -> Result<Game, TextError> {
    if text.trim().is_empty() {
        return Err(TextError::new(0, TextErrorKind::Empty));
    }
    let game = Game::new(library_settings()).expect("the library's rules are in range");
    let mut replay = Replay::new(game);
    let mut referee = Referee::default();
    let mut check = |game: &Game, at: &MoveAt| {
        let library = referee.after(game.position());
        let ours = TextResult::of(game.outcome());
        if library == ours {
            return Ok(());
        }
        Err(TextErrorKind::LibraryRulesDiffer {
            at: at.clone(),
            library,
            ours,
        })
    };
    for (i, line) in text.lines().enumerate() {
        replay.line(i + 1, line, read_move, &mut check)?;
    }
    let replayed = TextResult::of(replay.game.outcome());
    if let Some((stated, n)) = replay.result {
        if stated != replayed {
            return Err(TextError::new(
                n,
                TextErrorKind::ResultDiffers { stated, replayed },
            ));
        }
    }
    Ok(replay.game)
}

/// What to do with a game that ended by a rule the library lacks (a move
/// limit, a resignation, five goats eaten under other rules...).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LibraryEnding {
    /// Refuse it with [`LibraryWriteError::EndingNotInLibrary`].
    Refuse,
    /// Write the moves without a result, which the library reads as a game still going on.
    MovesOnly,
}

/// Why a game cannot be written in the library's PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryWriteError {
    /// The game starts from a set-up; the library's PGN starts from the standard start.
    SetUpStart,
    /// The library's rules end the game at this move (or give another result) where ours do not.
    RulesDiffer {
        /// The move.
        at: MoveAt,
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

impl fmt::Display for LibraryWriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryWriteError::SetUpStart => f.write_str(
                "the game starts from a set-up: the baghchal library's PGN starts from the standard start",
            ),
            LibraryWriteError::RulesDiffer { at, library, ours } => write!(
                f,
                "{}",
                TextError::new(
                    0,
                    TextErrorKind::LibraryRulesDiffer {
                        at: at.clone(),
                        library: *library,
                        ours: *ours
                    }
                )
            ),
            LibraryWriteError::EndingNotInLibrary { reason } => write!(
                f,
                "the game ended by {}, which the baghchal library's rules do not have",
                reason.name()
            ),
        }
    }
}

impl std::error::Error for LibraryWriteError {}

/// `game` as the library's PGN, exactly as the library writes it (less its
/// leading space): `1. G33 B1122 2. G44 ... Bx1133# 0-1`.
pub fn write_pgn(game: &Game, ending: LibraryEnding) -> Result<String, LibraryWriteError> {
    let start = *game.start_position();
    if start != Position::start() {
        return Err(LibraryWriteError::SetUpStart);
    }
    let mut pos = start;
    let mut referee = Referee::default();
    let mut text = String::new();
    let mut number = 1;
    let mut library = TextResult::Unfinished;
    let total = game.moves().len();
    for (i, m) in game.moves().enumerate() {
        let side = pos.to_move();
        let word = move_word(m, side);
        if side == Side::Goat {
            text.push_str(&format!(" {number}. "));
        } else {
            text.push(' ');
            number += 1;
        }
        text.push_str(&word);
        pos.play_unchecked(m);
        library = referee.after(&pos);
        let ours_here = if i + 1 == total {
            TextResult::of(game.outcome())
        } else {
            TextResult::Unfinished
        };
        let ended_early = library != TextResult::Unfinished && i + 1 < total;
        let differs = library != ours_here && library != TextResult::Unfinished;
        if ended_early || differs {
            return Err(LibraryWriteError::RulesDiffer {
                at: MoveAt {
                    number: if side == Side::Goat {
                        number
                    } else {
                        number - 1
                    },
                    side,
                    text: m.to_string(),
                },
                library,
                ours: ours_here,
            });
        }
    }
    match (game.outcome(), library) {
        (Some(o), TextResult::Unfinished) if ending == LibraryEnding::Refuse => {
            return Err(LibraryWriteError::EndingNotInLibrary { reason: o.reason })
        }
        (_, TextResult::Unfinished) => {}
        (_, result) => text.push_str(&format!("# {}", result.token())),
    }
    Ok(text.trim_start().to_string())
}

/// `position` as the library's FEN, `goat_moves` its count of goat moves made.
pub fn fen(position: &Position, goat_moves: u32) -> String {
    let mut board = String::new();
    let mut run = 0;
    for c in position.board_string().chars() {
        if c == '.' {
            run += 1;
            continue;
        }
        if run > 0 {
            board.push_str(&run.to_string());
            run = 0;
        }
        board.push(match c {
            'T' => 'B',
            other => other,
        });
    }
    if run > 0 {
        board.push_str(&run.to_string());
    }
    let side = if position.to_move() == Side::Goat {
        'G'
    } else {
        'B'
    };
    format!("{board} {side} {goat_moves}")
}

/// The library's FEN of every position of `game`, the start first. The
/// goat-move count of a set-up start is its goats placed (the steps before are unknown).
pub fn game_fens(game: &Game) -> Vec<String> {
    let mut pos = *game.start_position();
    let mut goat_moves = u32::from(TOTAL_GOATS - pos.goats_in_hand());
    let mut fens = vec![fen(&pos, goat_moves)];
    for m in game.moves() {
        if pos.to_move() == Side::Goat {
            goat_moves += 1;
        }
        pos.play_unchecked(m);
        fens.push(fen(&pos, goat_moves));
    }
    fens
}

/// Reads the library's FEN board: rows from the top, `B` tiger, `G` goat, a digit for empty points.
fn read_board(board: &str) -> Option<Vec<Option<Side>>> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 5 {
        return None;
    }
    let mut points = vec![None; 25];
    for (i, row) in rows.iter().enumerate() {
        let mut column = 0usize;
        for c in row.chars() {
            let piece = match c {
                'B' => Some(Side::Tiger),
                'G' => Some(Side::Goat),
                '1'..='5' => {
                    column += c as usize - '0' as usize;
                    continue;
                }
                _ => return None,
            };
            if column >= 5 {
                return None;
            }
            points[(4 - i) * 5 + column] = piece;
            column += 1;
        }
        if column != 5 {
            return None;
        }
    }
    Some(points)
}

/// Reads the library's FEN (one line) into a game starting there under [`library_settings`].
pub fn read_fen(line: &str, line_number: usize) -> Result<Game, TextError> {
    let err = |kind| TextError::new(line_number, kind);
    let part = |part| err(TextErrorKind::BadPositionLine { part });
    let words: Vec<&str> = line.split_whitespace().collect();
    let [board, side, moves] = words[..] else {
        return Err(part(PositionPart::WordCount));
    };
    let board = read_board(board).ok_or_else(|| part(PositionPart::Board))?;
    let to_move = match side {
        "G" => Side::Goat,
        "B" => Side::Tiger,
        _ => return Err(part(PositionPart::SideToMove)),
    };
    let moves: u32 = moves.parse().map_err(|_| part(PositionPart::Count))?;
    let in_hand = TOTAL_GOATS - moves.min(u32::from(TOTAL_GOATS)) as u8;
    let on_board = board.iter().filter(|p| **p == Some(Side::Goat)).count() as u8;
    let Some(eaten) = TOTAL_GOATS.checked_sub(in_hand + on_board) else {
        return Err(err(TextErrorKind::BadSetUp {
            problems: vec![SetupProblem::GoatCount {
                on_board,
                in_hand,
                eaten: 0,
            }],
        }));
    };
    let setup = Setup {
        board,
        to_move,
        goats_in_hand: in_hand,
        goats_eaten: eaten,
    };
    position_line::start(&setup, &library_settings()).map_err(err)
}
