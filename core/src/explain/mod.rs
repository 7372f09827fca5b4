//! Why a move is good or bad, from the solved game: typed facts the apps
//! word in each language (the core gives no prose).
//!
//! An [`Explanation`] holds the value before and after the move for the
//! mover, the moves that kept the value, the line that follows with best
//! play to its first decisive [`Event`], and, for a move that lost value,
//! its immediate [`Cause`] where one holds exactly on the board. In the
//! movement phase the values come from the endgame table, with distances;
//! in placement from [`EXACT_FROM_PLACED`] goats placed, from the exact
//! placement search: win, draw or loss without a distance. Every claim is
//! re-checked against the table and the search by `tests/explain.rs` and
//! `tests/explain_placement.rs`; a claim that cannot be made exactly is
//! left out (`None`).

mod cause;
mod line;

use crate::analysis::{rate_placement, MoveValue, EXACT_FROM_PLACED};
use crate::book::exact::{self, ExactSearch};
use crate::bot::endgame;
use crate::bot::StopFlag;
use crate::game::Game;
use crate::moves::Move;
use crate::position::TOTAL_GOATS;
use crate::side::{Phase, Side};
use crate::square::Square;
use crate::tablebase::Tablebase;

/// Half moves after which a line without an event is cut short: a drawn line
/// repeats long before this, and the longest win in the tables is shorter.
pub const MAX_LINE: usize = 300;

/// Everything the solved game says about one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move explained.
    pub mv: Move,
    /// The side that plays it.
    pub mover: Side,
    /// The position's value for the mover before the move (its best move's
    /// value): [`MoveValue::Exact`] in the movement phase,
    /// [`MoveValue::Outcome`] in placement; never unknown.
    pub before: MoveValue,
    /// The value the move keeps for the mover, of the same kind.
    pub after: MoveValue,
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
    /// Neither the table nor the exact search covers the position: placement
    /// before [`EXACT_FROM_PLACED`] goats placed, another goats-to-win,
    /// rules they are not exact for, or the game is over.
    NotCovered,
    /// The move is not legal here.
    Illegal,
    /// The stop flag was set before the explanation was finished.
    Cancelled,
}

/// Explains `mv` in `game`'s position with the endgame table `tb` (and, in
/// placement, the exact search over it).
///
/// Movement: a table probe per legal move for each half move of the line, a
/// few hundred probes at most. Placement: the exact search's value of every
/// legal move, as the analysis board asks it, then of every move along the
/// line to the last placement, sharing one memo (`examples/explain_cost.rs`
/// measures both). Setting `stop` ends it with [`NotExplained::Cancelled`].
pub fn explain(
    tb: &Tablebase,
    game: &Game,
    mv: Move,
    stop: &StopFlag,
) -> Result<Explanation, NotExplained> {
    let mut search = None;
    let rated: Vec<(Move, MoveValue)> = if game.position().phase() == Phase::Placement {
        if !placement_covered(tb, game) {
            return Err(NotExplained::NotCovered);
        }
        let search = search.insert(ExactSearch::new(tb).with_stop(stop));
        rate_placement(game, search, stop)
            .map_err(|_| NotExplained::Cancelled)?
            .into_iter()
            .map(|(m, v)| (m, MoveValue::Outcome(v)))
            .collect()
    } else {
        endgame::rate_moves(tb, game)
            .ok_or(NotExplained::NotCovered)?
            .into_iter()
            .map(|(m, v)| (m, MoveValue::Exact(v)))
            .collect()
    };
    let after = rated
        .iter()
        .find(|&&(m, _)| m == mv)
        .map(|&(_, v)| v)
        .ok_or(NotExplained::Illegal)?;
    let before = rated
        .iter()
        .map(|&(_, v)| v)
        .min_by_key(|v| v.rank())
        .ok_or(NotExplained::NotCovered)?;
    let best = rated
        .iter()
        .filter(|&&(_, v)| v == before)
        .map(|&(m, _)| m)
        .collect();
    let mover = game.position().to_move();
    let mut played = game.clone();
    played.play_unchecked(mv);
    let (line, event) = line::best_line(tb, &played, mv, after, search.as_mut(), stop)?;
    let cause = if after.rank() > before.rank() {
        cause::cause(game.position(), mv, &line, event)
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

/// Whether the exact search gives `game`'s placement position its values:
/// the game goes on, from [`EXACT_FROM_PLACED`] goats placed, under rules
/// both it and the table are exact for.
fn placement_covered(tb: &Tablebase, game: &Game) -> bool {
    let placed = TOTAL_GOATS - game.position().goats_in_hand();
    game.outcome().is_none()
        && placed >= EXACT_FROM_PLACED
        && endgame::applies(tb, game.settings())
        && exact::rules_fit(game.settings())
}
