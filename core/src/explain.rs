//! Why a move is good or bad, from the endgame table: typed facts the apps
//! word in each language (the core gives no prose).
//!
//! An [`Explanation`] of a movement-phase move holds the value before and
//! after it for the mover, the moves that kept the value, the line that
//! follows with best play to its first decisive [`Event`], and, for a move
//! that lost value, its immediate [`Cause`] where one holds exactly on the
//! board. Every claim is re-checked against the table by `tests/explain.rs`;
//! a claim that cannot be made exactly is left out (`None`).

use crate::bot::endgame::{self, best_moves, preference};
use crate::bot::StopFlag;
use crate::game::{EndReason, Game};
use crate::moves::Move;
use crate::position::Position;
use crate::side::Side;
use crate::square::Square;
use crate::tablebase::{Tablebase, Value};
use crate::tables::{adjacent, leaps};

/// Half moves after which a line without an event is cut short: a drawn line
/// repeats long before this, and the longest win in the tables is shorter.
pub const MAX_LINE: usize = 300;

/// Everything the table says about one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move explained.
    pub mv: Move,
    /// The side that plays it.
    pub mover: Side,
    /// The position's value for the mover before the move (its best move's value).
    pub before: Value,
    /// The value the move keeps for the mover.
    pub after: Value,
    /// Every move that keeps `before` (the move itself among them if it is best).
    pub best: Vec<Move>,
    /// Best play after the move, the reply first, up to and including its event.
    pub line: Vec<Move>,
    /// The first decisive event of the move and its line; `None` if the line
    /// reached [`MAX_LINE`] half moves without one.
    pub event: Option<Event>,
    /// Why the move lost value, where a cause holds on the board; only for a
    /// move whose `after` is worse than `before`.
    pub cause: Option<Cause>,
}

/// The first decisive thing that happens. `at` counts half moves after the
/// explained move: the event is on `line[at - 1]`, and `at == 0` is the
/// explained move itself (only when it ends the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A tiger leaps from `tiger` and eats the goat on `goat`; `ends_game`
    /// when that capture reaches the goats-to-win.
    Capture {
        /// Half moves after the explained move.
        at: usize,
        /// Where the eaten goat stood.
        goat: Square,
        /// Where the tiger leapt from.
        tiger: Square,
        /// Whether this capture wins the game for the tigers.
        ends_game: bool,
    },
    /// The move on `at` leaves every tiger without a move: the goats win.
    TigersTrapped {
        /// Half moves after the explained move.
        at: usize,
    },
    /// The move on `at` leaves the goats without a move: the tigers win.
    GoatsBlocked {
        /// Half moves after the explained move.
        at: usize,
    },
    /// The position after `at` is the one after `first` (0: right after the
    /// explained move): with best play the game goes round, a draw. `first`
    /// is `None` when the position stood earlier in the game, before the
    /// explained move, and its third time ends the game (draw3).
    Repetition {
        /// Half moves after the explained move where the position comes back.
        at: usize,
        /// Half moves after the explained move where it stood first in the line.
        first: Option<usize>,
    },
    /// The game's half-move limit ends the line in a draw.
    MoveLimit {
        /// Half moves after the explained move.
        at: usize,
    },
}

impl Event {
    /// Half moves after the explained move at which the event happens.
    pub fn at(self) -> usize {
        match self {
            Event::Capture { at, .. }
            | Event::TigersTrapped { at }
            | Event::GoatsBlocked { at }
            | Event::Repetition { at, .. }
            | Event::MoveLimit { at } => at,
        }
    }
}

/// Where a point lies on the board, as the teaching speaks of tigers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// One of the four corners.
    Corner,
    /// On an edge, not a corner.
    Edge,
    /// Inside the board.
    Inside,
}

impl Place {
    /// Where `sq` lies.
    pub fn of(sq: Square) -> Place {
        let rim = |c: i8| c == 0 || c == 4;
        match (rim(sq.column()), rim(sq.row())) {
            (true, true) => Place::Corner,
            (false, false) => Place::Inside,
            _ => Place::Edge,
        }
    }
}

/// The immediate cause of a slip, in the game's teaching terms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The goat just moved to `goat` has the empty point `landing` beyond it:
    /// the reply is the tiger on `tiger` leaping it.
    GoatLeftOpen {
        /// Where the goat now stands.
        goat: Square,
        /// Where the tiger stands.
        tiger: Square,
        /// The empty point beyond the goat.
        landing: Square,
    },
    /// The goat stepped out of a wall and left its point `landing` empty:
    /// the reply is the tiger on `tiger` leaping the goat on `goat` into it.
    LeapOpenedBehind {
        /// The goat that is eaten.
        goat: Square,
        /// Where the tiger stands.
        tiger: Square,
        /// The point the moved goat left.
        landing: Square,
    },
    /// The tiger on `tiger`, which had no move, can now go to the point the
    /// goat left (`point`), by a step or a leap.
    TigerReleased {
        /// Where the tiger stands.
        tiger: Square,
        /// Corner, edge or inside.
        place: Place,
        /// The point the goat left.
        point: Square,
    },
    /// The tigers' capture landed the tiger on `tiger`, which never moves
    /// again in the line and is trapped at its end with the rest.
    CaptureIntoTrap {
        /// Where the capturing tiger landed.
        tiger: Square,
    },
}

/// Why a move could not be explained.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotExplained {
    /// The table does not cover the position: placement, another
    /// goats-to-win, rules it is not exact for, or the game is over.
    NotCovered,
    /// The move is not legal here.
    Illegal,
    /// The stop flag was set before the explanation was finished.
    Cancelled,
}

/// Explains `mv` in `game`'s position with the endgame table `tb`.
///
/// A table probe per legal move for each half move of the line: a few
/// hundred probes at most, well under the analysis board's budget. Setting
/// `stop` ends it with [`NotExplained::Cancelled`].
pub fn explain(
    tb: &Tablebase,
    game: &Game,
    mv: Move,
    stop: &StopFlag,
) -> Result<Explanation, NotExplained> {
    let rated = endgame::rate_moves(tb, game).ok_or(NotExplained::NotCovered)?;
    let after = rated
        .iter()
        .find(|&&(m, _)| m == mv)
        .map(|&(_, v)| v)
        .ok_or(NotExplained::Illegal)?;
    let (before, best) = best_moves(&rated).ok_or(NotExplained::NotCovered)?;
    let mover = game.position().to_move();
    let mut played = game.clone();
    played.play_unchecked(mv);
    let (line, event) = best_line(tb, &played, mv, stop)?;
    let cause = if preference(after) > preference(before) {
        cause(game.position(), mv, &line, event)
    } else {
        None
    };
    Ok(Explanation {
        mv,
        mover,
        before,
        after,
        best,
        line,
        event,
        cause,
    })
}

/// The event a move that ends the game makes, if it does.
fn ending(game: &Game, m: Move, at: usize) -> Option<Event> {
    let capture = |ends_game| Event::Capture {
        at,
        goat: m.captured().expect("a capture is a jump"),
        tiger: m.from().expect("a jump has a start"),
        ends_game,
    };
    match game.outcome().map(|o| o.reason) {
        Some(EndReason::Captures) => Some(capture(true)),
        Some(EndReason::TigersTrapped) => Some(Event::TigersTrapped { at }),
        Some(EndReason::GoatsBlocked) => Some(Event::GoatsBlocked { at }),
        Some(EndReason::MoveLimit) => Some(Event::MoveLimit { at }),
        // A repetition within the line is found before this; this one goes
        // back to the game before the explained move.
        Some(EndReason::Repetition) => Some(Event::Repetition { at, first: None }),
        // Table rules have no no-capture limit.
        _ => m.captured().map(|_| capture(false)),
    }
}

/// Best play from `game` (just after `mv`) to the first event.
fn best_line(
    tb: &Tablebase,
    game: &Game,
    mv: Move,
    stop: &StopFlag,
) -> Result<(Vec<Move>, Option<Event>), NotExplained> {
    let mut game = game.clone();
    // The explained move itself may end the game; a capture it makes is what
    // it does, not what follows, so only a game end counts at 0.
    if game.outcome().is_some() {
        return Ok((Vec::new(), ending(&game, mv, 0)));
    }
    let mut seen = vec![key(game.position())];
    let mut line = Vec::new();
    while line.len() < MAX_LINE {
        if stop.is_stopped() {
            return Err(NotExplained::Cancelled);
        }
        let rated = endgame::rate_moves(tb, &game).ok_or(NotExplained::NotCovered)?;
        let (_, moves) = best_moves(&rated).ok_or(NotExplained::NotCovered)?;
        let m = moves[0];
        game.play_unchecked(m);
        line.push(m);
        let at = line.len();
        let k = key(game.position());
        if let Some(first) = seen.iter().position(|&s| s == k) {
            let first = Some(first);
            return Ok((line, Some(Event::Repetition { at, first })));
        }
        if let Some(event) = ending(&game, m, at) {
            return Ok((line, Some(event)));
        }
        seen.push(k);
    }
    Ok((line, None))
}

/// What identifies a position for repetition: board and side to move.
fn key(pos: &Position) -> (u32, u32, Side) {
    (pos.tigers().0, pos.goats().0, pos.to_move())
}

/// Whether the tiger on `t` has a step or a leap in `pos`.
fn tiger_can_move(pos: &Position, t: Square) -> bool {
    let empty = pos.empty();
    !(adjacent(t) & empty).is_empty()
        || leaps(t)
            .iter()
            .any(|l| pos.goats().contains(l.over) && empty.contains(l.to))
}

/// The immediate cause of a slip `mv` from `pos`, given its line and event.
fn cause(pos: &Position, mv: Move, line: &[Move], event: Option<Event>) -> Option<Cause> {
    match (pos.to_move(), mv) {
        (Side::Goat, Move::Step { from, to }) => {
            if let Some(&Move::Jump {
                from: tiger,
                to: landing,
            }) = line.first()
            {
                let goat = Move::Jump {
                    from: tiger,
                    to: landing,
                }
                .captured()?;
                if goat == to {
                    return Some(Cause::GoatLeftOpen {
                        goat,
                        tiger,
                        landing,
                    });
                }
                if landing == from {
                    return Some(Cause::LeapOpenedBehind {
                        goat,
                        tiger,
                        landing,
                    });
                }
            }
            let mut after = *pos;
            after.play_unchecked(mv);
            pos.tigers()
                .find(|&t| {
                    !tiger_can_move(pos, t)
                        && (adjacent(t).contains(from)
                            || leaps(t)
                                .iter()
                                .any(|l| l.to == from && after.goats().contains(l.over)))
                })
                .map(|tiger| Cause::TigerReleased {
                    tiger,
                    place: Place::of(tiger),
                    point: from,
                })
        }
        (Side::Tiger, Move::Jump { to, .. }) => {
            let trapped = matches!(event, Some(Event::TigersTrapped { .. }));
            let stays = line.iter().all(|m| m.from() != Some(to));
            (trapped && stays).then_some(Cause::CaptureIntoTrap { tiger: to })
        }
        _ => None,
    }
}
