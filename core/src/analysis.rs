//! Every legal move's value for the side to move, as an analysis board shows
//! them: exact with distances in the movement phase (the endgame table),
//! win, draw or loss from [`EXACT_FROM_PLACED`] goats placed (the exact
//! placement search), unknown before that or without a table.

use crate::book::exact::{self, ExactSearch};
use crate::bot::{endgame, StopFlag};
use crate::game::Game;
use crate::moves::Move;
use crate::position::TOTAL_GOATS;
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use crate::tablebase::{Tablebase, Value};
use std::fmt;

/// Goats placed from which the exact placement search gives the moves'
/// values: from here it takes seconds at most (see [`move_values`]);
/// earlier it can take far longer.
pub const EXACT_FROM_PLACED: u8 = 12;

/// What is known of one move, for the side that plays it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveValue {
    /// From the endgame table: the value with its distance in half moves,
    /// exact for the game's rules (the half-move limit included).
    Exact(Value),
    /// From the exact placement search: win, draw or loss, no distance.
    Outcome(Wdl),
    /// Not known here: too early in placement, no table of the game's
    /// goats-to-win, or rules the table is not exact for.
    Unknown,
}

impl MoveValue {
    /// Win, draw or loss, without the distance; `None` if unknown.
    pub fn outcome(self) -> Option<Wdl> {
        match self {
            MoveValue::Exact(Value::Win(_)) | MoveValue::Outcome(Wdl::Win) => Some(Wdl::Win),
            MoveValue::Exact(Value::Draw) | MoveValue::Outcome(Wdl::Draw) => Some(Wdl::Draw),
            MoveValue::Exact(Value::Loss(_)) | MoveValue::Outcome(Wdl::Loss) => Some(Wdl::Loss),
            MoveValue::Unknown => None,
        }
    }

    /// How good the value is for its side, best first: a win before a draw
    /// before a loss, a quicker win and a slower loss first; unknown last.
    pub fn rank(self) -> (u8, i32) {
        match self {
            MoveValue::Exact(v) => endgame::preference(v),
            MoveValue::Outcome(Wdl::Win) => (0, 0),
            MoveValue::Outcome(Wdl::Draw) => (1, 0),
            MoveValue::Outcome(Wdl::Loss) => (2, 0),
            MoveValue::Unknown => (u8::MAX, 0),
        }
    }
}

impl fmt::Display for MoveValue {
    /// As the engine protocol writes values: `win 7`, `draw 0`, `loss 4`
    /// with a distance, `win`, `draw`, `loss` without, or `unknown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveValue::Exact(v) => v.fmt(f),
            MoveValue::Outcome(w) => w.fmt(f),
            MoveValue::Unknown => f.write_str("unknown"),
        }
    }
}

/// The search was stopped through its flag before it finished.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// Every legal move of `game` with its value for the side to move (none if
/// the game is over), in generation order.
///
/// `table` is the loaded endgame table, if any; it is used only where it
/// applies to the game's settings. In the movement phase this is a table
/// probe per move (under 0.1 ms in all). In placement from
/// [`EXACT_FROM_PLACED`] goats placed it runs the exact search for every
/// move, sharing one memo. With the `G = 5` table on this project's 2-core
/// machine (`examples/move_values_cost.rs`, 20 random positions each,
/// the other core busy): 12 placed, goats to move 27 ms median and 0.14 s
/// at most, tigers to move 0.15 s and 0.36 s; 13 placed 18 / 48 ms and
/// 16 / 131 ms; 14 placed 2 / 9 ms and 7 / 38 ms. So run it off a UI thread; setting
/// `stop` ends it within about a thousand positions and gives [`Cancelled`].
/// A stop set at any time before it returns also gives [`Cancelled`], so a
/// value is never from a cut-short search.
pub fn move_values(
    game: &Game,
    table: Option<&Tablebase>,
    stop: &StopFlag,
) -> Result<Vec<(Move, MoveValue)>, Cancelled> {
    let moves = game.legal_moves_vec();
    let unknown = |moves: Vec<Move>| moves.into_iter().map(|m| (m, MoveValue::Unknown)).collect();
    let Some(table) = table.filter(|t| endgame::applies(t, game.settings())) else {
        return Ok(unknown(moves));
    };
    let pos = game.position();
    if pos.phase() == Phase::Movement {
        let rated = endgame::rate_moves(table, game).map(|rated| {
            rated
                .into_iter()
                .map(|(m, v)| (m, MoveValue::Exact(v)))
                .collect()
        });
        return Ok(rated.unwrap_or_else(|| unknown(moves)));
    }
    let placed = TOTAL_GOATS - pos.goats_in_hand();
    if placed < EXACT_FROM_PLACED || !exact::rules_fit(game.settings()) {
        return Ok(unknown(moves));
    }
    let mut search = ExactSearch::new(table).with_stop(stop);
    let rated = rate_placement(game, &mut search, stop)?;
    Ok(rated
        .into_iter()
        .map(|(m, v)| (m, MoveValue::Outcome(v)))
        .collect())
}

/// The value for `mover` of `after`, the game just after its move: the
/// game's end if it ended, else the exact search's value for the opponent,
/// turned round.
pub(crate) fn value_after(after: &Game, mover: Side, search: &mut ExactSearch) -> Wdl {
    match after.outcome() {
        Some(o) if o.winner == Some(mover) => Wdl::Win,
        Some(o) if o.winner.is_some() => Wdl::Loss,
        Some(_) => Wdl::Draw,
        None => search.value(after.position()).flip(),
    }
}

/// Every legal move of `game`, a placement position the exact search
/// covers, with its win, draw or loss for the side to move, asked of
/// `search` (whose memo the caller may go on using: an explanation asks it
/// again along its line).
pub(crate) fn rate_placement(
    game: &Game,
    search: &mut ExactSearch,
    stop: &StopFlag,
) -> Result<Vec<(Move, Wdl)>, Cancelled> {
    let mover = game.position().to_move();
    let mut after = game.clone();
    let mut values = Vec::new();
    for m in game.legal_moves_vec() {
        if stop.is_stopped() {
            return Err(Cancelled);
        }
        after.play_unchecked(m);
        values.push((m, value_after(&after, mover, search)));
        after.undo();
    }
    // A search stopped part-way answers "no" to what it did not finish.
    if stop.is_stopped() {
        return Err(Cancelled);
    }
    Ok(values)
}
