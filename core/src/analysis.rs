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

/// Positions the first, quick look at each placement move may visit in
/// [`move_values_each`] before the move waits for the second pass: most
/// moves are settled within it, in a few milliseconds on a slow phone core.
pub const QUICK_NODES: u64 = 256;

/// Every legal move of `game` with its value for the side to move (none if
/// the game is over), in generation order: [`move_values_each`] collected.
///
/// With the `G = 5` table on this project's 2-core machine
/// (`examples/move_values_cost.rs`, 20 random positions each, the other
/// core busy): 12 placed, goats to move 27 ms median and 0.14 s at most,
/// tigers to move 0.15 s and 0.36 s; 13 placed 18 / 48 ms and 16 / 131 ms;
/// 14 placed 2 / 9 ms and 7 / 38 ms. Positions from played games can take
/// longer (`bench --analysis-values`). So run it off a UI thread; setting
/// `stop` ends it within about a thousand positions and gives [`Cancelled`].
/// A stop set at any time before it returns also gives [`Cancelled`], so a
/// value is never from a cut-short search.
pub fn move_values(
    game: &Game,
    table: Option<&Tablebase>,
    stop: &StopFlag,
) -> Result<Vec<(Move, MoveValue)>, Cancelled> {
    let mut values = Vec::new();
    move_values_each(game, table, stop, &mut |m, v| values.push((m, v)))?;
    let order = game.legal_moves_vec();
    values.sort_by_key(|(m, _)| order.iter().position(|o| o == m));
    Ok(values)
}

/// Every legal move of `game` with its value for the side to move, each
/// given to `found` as soon as it is known, so that an analysis board can
/// show the first values while the slow ones are searched.
///
/// `table` is the loaded endgame table, if any; it is used only where it
/// applies to the game's settings. In the movement phase this is a table
/// probe per move (under 0.1 ms in all), in generation order. In placement
/// from [`EXACT_FROM_PLACED`] goats placed each move first gets a quick
/// exact search of at most [`QUICK_NODES`] positions, and is given at once
/// if that settles it; the rest are then searched to the end, in generation
/// order. One search and its memo serve both passes
/// ([`ExactSearch::resume`]), so the quick looks cost the second pass
/// nothing. Otherwise every value is
/// [`MoveValue::Unknown`], at once. Setting `stop` ends it with
/// [`Cancelled`]; a value given to `found` is never from a cut-short search.
pub fn move_values_each(
    game: &Game,
    table: Option<&Tablebase>,
    stop: &StopFlag,
    found: &mut dyn FnMut(Move, MoveValue),
) -> Result<(), Cancelled> {
    let moves = game.legal_moves_vec();
    let mut unknown =
        |moves: Vec<Move>| moves.into_iter().for_each(|m| found(m, MoveValue::Unknown));
    let Some(table) = table.filter(|t| endgame::applies(t, game.settings())) else {
        unknown(moves);
        return Ok(());
    };
    let pos = game.position();
    if pos.phase() == Phase::Movement {
        match endgame::rate_moves(table, game) {
            Some(rated) => rated
                .into_iter()
                .for_each(|(m, v)| found(m, MoveValue::Exact(v))),
            None => unknown(moves),
        }
        return Ok(());
    }
    let placed = TOTAL_GOATS - pos.goats_in_hand();
    if placed < EXACT_FROM_PLACED || !exact::rules_fit(game.settings()) {
        unknown(moves);
        return Ok(());
    }
    let mover = pos.to_move();
    let mut after = game.clone();
    let mut left = Vec::new();
    // One search for both passes: one that gave up keeps only what it
    // finished, so the second pass goes on from the first's work.
    let mut search = ExactSearch::new(table).with_stop(stop);
    for m in moves {
        search.resume(QUICK_NODES);
        after.play_unchecked(m);
        let value = value_after(&after, mover, &mut search);
        after.undo();
        if stop.is_stopped() {
            return Err(Cancelled);
        }
        if search.gave_up() {
            left.push(m);
        } else {
            found(m, MoveValue::Outcome(value));
        }
    }
    search.resume(u64::MAX);
    for m in left {
        after.play_unchecked(m);
        let value = value_after(&after, mover, &mut search);
        after.undo();
        // A search stopped part-way answers "no" to what it did not finish.
        if stop.is_stopped() {
            return Err(Cancelled);
        }
        found(m, MoveValue::Outcome(value));
    }
    Ok(())
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
