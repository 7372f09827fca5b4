//! Perfect's play for the win in a drawn movement position: among the moves
//! that keep the draw, it prefers one that sets a trap, after which a
//! shallow search for the opponent picks a reply that loses (the table says
//! which replies lose); where none does, one that leads to such a trap a
//! few turns on, along the line the deepest model expects. Every move it
//! chooses from keeps the draw, so no guarantee of Perfect's changes; only
//! the opponent's chances to go wrong do.
//! In placement, where no move sets a trap at once, it follows the line the
//! deepest model expects after each move and prefers the one that leaves
//! the opponent the most losing moves in the movement phase.
//!
//! Why a model of the opponent and not "the fewest replies that hold": that
//! rule was tried and won fewer games against Hard than the engine's own
//! choice (16 of 28 before, 6 of 28 after; `docs/books.md`). A reply that
//! looks best a few moves deep but loses is what a player who is not
//! perfect actually plays.

use super::endgame;
use super::eval::Weights;
use super::search::{is_mate, Budget, Search};
use super::tt::Table;
use super::StopFlag;
use crate::book::exact::ExactSearch;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::side::{Phase, Side};
use crate::tablebase::{Tablebase, Value};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How deep the opponent models look, in half moves: a player who looks
/// three ahead and one who looks five (the depths of Medium and Hard, which
/// are what a careful player reads too).
pub const MODEL_DEPTHS: [u32; 2] = [3, 5];

/// One move that keeps the draw, and the chances it leaves the opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Chance {
    /// The move.
    pub mv: Move,
    /// How many of the models' best replies lose, summed over the models:
    /// each model adds the share of its equally good replies that lose
    /// (so 0 to [`MODEL_DEPTHS`]`.len()`).
    pub fooled: f64,
    /// Where no move sets a trap now: how surely the deepest model errs at
    /// a later turn if the side keeps the draw the best way, 0.9 times
    /// less for each turn further off ([`later_traps`]; 0 where none was
    /// found or not looked at).
    pub later: f64,
    /// Whether the move brings back a position of this game (a step
    /// towards a draw by repetition).
    pub repeats: bool,
}

/// The chances after each move of `holding` (moves that keep the draw of
/// `game`, a movement position the table covers), in the order given: how
/// often the models' replies lose and, if no move sets a trap now, how
/// surely each leads to one later ([`later_traps`], through `memo`). Stops
/// at `deadline` or the stop flag and returns the moves rated so far.
#[allow(clippy::too_many_arguments)]
pub fn rate(
    game: &Game,
    table: &Tablebase,
    holding: &[Move],
    memo: &mut ReplyMemo,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Vec<Chance> {
    let look = Look {
        table,
        weights,
        stop,
        deadline,
    };
    rate_within(game, holding, LATER_TURNS, &look, memo, tt).0
}

/// [`rate`], looking for later traps up to `turns` of the side's turns
/// ahead; also returns the turns the look for later traps went through
/// (0 where it was not made or finished none).
fn rate_within(
    game: &Game,
    holding: &[Move],
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
) -> (Vec<Chance>, u32) {
    let Look {
        table,
        weights,
        stop,
        deadline,
    } = *look;
    let late = || stop.is_stopped() || Instant::now() >= deadline;
    let mut rated = Vec::with_capacity(holding.len());
    let mut after = game.clone();
    for &mv in holding {
        if late() {
            return (rated, 0);
        }
        after.play_unchecked(mv);
        let over = after.outcome().is_some();
        let repeats = over || after.times_seen() > 1;
        let fooled = if over {
            0.0
        } else {
            fooled_by_table(&after, table, tt, weights, stop, deadline)
        };
        after.undo();
        rated.push(Chance {
            mv,
            fooled,
            later: 0.0,
            repeats,
        });
    }
    let mut looked = 0;
    if rated.len() == holding.len() && rated.iter().all(|c| c.fooled == 0.0) {
        let fresh: Vec<Move> = rated.iter().filter(|c| !c.repeats).map(|c| c.mv).collect();
        let (depth, later) = later_traps(game, &fresh, turns, look, memo, tt);
        looked = depth;
        for (mv, value) in later {
            if let Some(chance) = rated.iter_mut().find(|c| c.mv == mv) {
                chance.later = value;
            }
        }
    }
    (rated, looked)
}

/// How often the models' best replies in `game` (the opponent to move)
/// lose, by `loses`: each model adds the share of its equally good best
/// replies that lose, so 0 to [`MODEL_DEPTHS`]`.len()`. One measure for
/// both phases: the table's in the movement phase, the exact search's in
/// placement.
fn fooled(
    game: &Game,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
    mut loses: impl FnMut(Move) -> bool,
) -> f64 {
    MODEL_DEPTHS
        .iter()
        .map(|&depth| {
            let replies = model_replies(game, depth, tt, weights, stop, deadline);
            let losing = replies.iter().filter(|&&reply| loses(reply)).count();
            losing as f64 / replies.len().max(1) as f64
        })
        .sum()
}

/// [`fooled`] in a movement position, by the table.
fn fooled_by_table(
    game: &Game,
    table: &Tablebase,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> f64 {
    let mover = game.position().to_move();
    fooled(game, tt, weights, stop, deadline, |reply| {
        loses(game, table, reply, mover)
    })
}

/// How many of the side's turns ahead [`later_traps`] looks at most. It
/// deepens a turn at a time until it finds a trap or the clock runs out;
/// on this machine it reaches 4 to 8 turns in [`super::CHANCES_SHARE`] of
/// Perfect's time (`docs/books.md`).
const LATER_TURNS: u32 = 8;

/// What a look ahead for later traps needs besides the game: the table
/// that says which replies lose, the models' weights and when to stop.
#[derive(Clone, Copy)]
struct Look<'a> {
    table: &'a Tablebase,
    weights: Weights,
    stop: &'a StopFlag,
    deadline: Instant,
}

/// The deepest model's replies, remembered by position and history, for
/// the turns of one game and the next: a look ahead follows the line the
/// model expects, so most of one turn's look was made at the turn before.
pub struct ReplyMemo {
    // Shared slices, so that a hit costs a count and not a copy.
    replies: std::collections::HashMap<u64, Arc<[Move]>>,
    limit: usize,
}

impl Default for ReplyMemo {
    fn default() -> Self {
        ReplyMemo::with_limit(Self::MAX_ENTRIES)
    }
}

impl ReplyMemo {
    /// Entries kept before the memo starts afresh (about 3 MB on the
    /// phone, beside the transposition table): a move's look ahead makes up
    /// to about a thousand here, most of them new, so a long game starts
    /// afresh now and then.
    const MAX_ENTRIES: usize = 40_000;

    /// A memo that starts afresh after `limit` entries. A look ten turns
    /// deep (a [`plan`]) makes hundreds of thousands, and a memo that starts
    /// afresh in the middle of one makes it search them all again.
    pub fn with_limit(limit: usize) -> ReplyMemo {
        ReplyMemo {
            replies: std::collections::HashMap::new(),
            limit,
        }
    }

    /// The deepest model's best replies in `game`, whose positions since
    /// the last capture are `since`, from memory or by its search; `None`
    /// if the clock ran out first.
    fn replies(
        &mut self,
        game: &Game,
        since: Since,
        look: &Look,
        tt: &mut Table,
    ) -> Option<Arc<[Move]>> {
        let key = since.key(game.position());
        if let Some(replies) = self.replies.get(&key) {
            return Some(replies.clone());
        }
        let deepest = MODEL_DEPTHS[MODEL_DEPTHS.len() - 1];
        let replies = model_replies(game, deepest, tt, look.weights, look.stop, look.deadline);
        if replies.is_empty() {
            return None;
        }
        if self.replies.len() >= self.limit {
            self.replies.clear();
        }
        let replies: Arc<[Move]> = replies.into();
        self.replies.insert(key, replies.clone());
        Some(replies)
    }
}

/// The positions of a game since its last capture or placement, in any
/// order: with the position itself, the memo's key for the game as a
/// search sees it. Why the history: the search scores a position seen
/// before as a draw, so the model's reply in one position can differ with
/// the way the game came there (a memo keyed by the position alone
/// mispredicted Hard and lost the traps it promised). Kept move by move
/// down a look, so a look-up does not replay the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Since(u64);

impl Since {
    /// Mixed before they are summed, so that the sum keeps the set apart
    /// from the position's own hash.
    fn mix(pos: &Position) -> u64 {
        pos.hash()
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(17)
    }

    /// The positions since the last capture or placement of `game`.
    fn of(game: &Game) -> Since {
        let mut pos = *game.start_position();
        let mut since = Since(Self::mix(&pos));
        for m in game.moves() {
            pos.play_unchecked(m);
            since = since.after(m, &pos);
        }
        since
    }

    /// The positions since after `m`, which led to `pos`: a step adds
    /// `pos`, a capture or placement starts afresh from it.
    fn after(self, m: Move, pos: &Position) -> Since {
        let kept = if matches!(m, Move::Step { .. }) {
            self.0
        } else {
            0
        };
        Since(kept.wrapping_add(Self::mix(pos)))
    }

    /// The memo's key for the game at `pos` with these positions behind it.
    fn key(self, pos: &Position) -> u64 {
        self.0 ^ pos.hash()
    }
}

/// For each move of `holding` (moves that keep the draw of `game`, a
/// movement position): how surely the deepest model errs within `turns`
/// of its own turns, the side keeping the draw the best way between
/// (each best reply of the model counted alike, a trap 0.9 times less
/// for each turn further off). Looks one turn further at a time and stops
/// at the first depth where some move sets a trap, or where the clock
/// runs out; returns the turns looked through and the values found then
/// (all 0 if none was finished).
///
/// Why a look this deep and not the next turn only: a trap two or more
/// turns off is often the only one, and Hard plays the model's move
/// (it did in every turn checked), so a line to it is a line it follows.
fn later_traps(
    game: &Game,
    holding: &[Move],
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
) -> (u32, Vec<(Move, f64)>) {
    let mut found = (0, holding.iter().map(|&mv| (mv, 0.0)).collect());
    let since = Since::of(game);
    for depth in 2..=turns {
        let mut values = Vec::with_capacity(holding.len());
        let mut after = game.clone();
        for &mv in holding {
            after.play_unchecked(mv);
            let value = if after.outcome().is_some() {
                Some(0.0)
            } else {
                let since = since.after(mv, after.position());
                trap_value(&after, since, depth, look, memo, tt)
            };
            after.undo();
            match value {
                Some(value) => values.push((mv, value)),
                None => return found,
            }
        }
        let trapped = values.iter().any(|&(_, value)| value > 0.0);
        found = (depth, values);
        if trapped {
            break;
        }
    }
    found
}

/// How surely the deepest model, to move in `game` (whose positions since
/// the last capture are `since`), errs within `turns` of its turns: over
/// its equally good replies, 1 for one that loses, else 0.9 times the best
/// the side to move after it can keep (by a move that keeps the draw) at
/// one turn fewer. `None` if the clock ran out.
fn trap_value(
    game: &Game,
    since: Since,
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
) -> Option<f64> {
    let replier = game.position().to_move();
    let replies = memo.replies(game, since, look, tt)?;
    let mut sum = 0.0;
    let mut next = game.clone();
    for &reply in replies.iter() {
        next.play_unchecked(reply);
        let since = since.after(reply, next.position());
        let value = reply_value(&mut next, since, replier, turns, look, memo, tt);
        next.undo();
        sum += value?;
    }
    Some(sum / replies.len() as f64)
}

/// [`trap_value`]'s worth of one model reply, `next` being the game just
/// after it by `replier`: 1 if it loses, else 0.9 times the best later trap
/// a move that keeps the draw leads to. `next` is as given when it returns.
fn reply_value(
    next: &mut Game,
    since: Since,
    replier: Side,
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
) -> Option<f64> {
    if lost(next, look.table, replier) {
        return Some(1.0);
    }
    if turns <= 1 || next.outcome().is_some() {
        return Some(0.0);
    }
    Some(0.9 * best_holding(next, since, turns, look, memo, tt)?.0)
}

/// The move that keeps the draw in `next` (the side to move just after the
/// model's reply) whose later trap, a turn fewer of `turns` ahead, is
/// surest (the first such), with that trap's value; `(0, None)` where the
/// side cannot keep a draw or no move leads to a trap. `None` if the clock
/// ran out; `next` is as given when it returns.
fn best_holding(
    next: &mut Game,
    since: Since,
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
) -> Option<(f64, Option<Move>)> {
    let Some((Value::Draw, holding)) = endgame::best_of(look.table, next) else {
        return Some((0.0, None));
    };
    let mut best = (0.0, None);
    for mv in holding {
        next.play_unchecked(mv);
        let value = if next.outcome().is_none() {
            let since = since.after(mv, next.position());
            trap_value(next, since, turns - 1, look, memo, tt)
        } else {
            Some(0.0)
        };
        next.undo();
        let value = value?;
        if value > best.0 {
            best = (value, Some(mv));
        }
    }
    Some(best)
}

/// The moves to choose among: those that fool the models most now, if any
/// does; else those whose later traps are surest and soonest, if any has
/// one; else every rated move. In each case the moves that repeat a position are
/// left out wherever another is left.
pub fn choose(rated: &[Chance]) -> Vec<Move> {
    let fresh: Vec<&Chance> = rated.iter().filter(|c| !c.repeats).collect();
    let pool: Vec<&Chance> = if fresh.is_empty() {
        rated.iter().collect()
    } else {
        fresh
    };
    let best = |key: fn(&Chance) -> f64| {
        let most = pool.iter().map(|c| key(c)).fold(0.0, f64::max);
        (most > 0.0).then(|| {
            pool.iter()
                .filter(|c| key(c) >= most)
                .map(|c| c.mv)
                .collect::<Vec<Move>>()
        })
    };
    best(|c| c.fooled)
        .or_else(|| best(|c| c.later))
        .unwrap_or_else(|| pool.iter().map(|c| c.mv).collect())
}

/// Perfect's move in a drawn movement position (`holding`: its moves that
/// keep the draw), found with no clock by a look up to `turns` of the
/// side's turns ahead, and the moves that follow it on the way to the trap
/// it leads to: at each position the line reaches after any of the deepest
/// model's equally good replies, the move that keeps the draw and leads to
/// the surest, soonest trap. The first move is the one [`choose`] would
/// rank first. Empty where no move sets or leads to a trap.
///
/// The look deepens a turn at a time for up to `budget`, and the plan
/// follows the deepest it finished: a few positions take a look ten turns
/// deep many minutes, which a book made for every line cannot spend.
#[allow(clippy::too_many_arguments)]
pub fn plan(
    game: &Game,
    table: &Tablebase,
    holding: &[Move],
    turns: u32,
    memo: &mut ReplyMemo,
    tt: &mut Table,
    weights: Weights,
    budget: Duration,
) -> Vec<(Position, Move)> {
    let stop = StopFlag::new();
    let look = Look {
        table,
        weights,
        stop: &stop,
        deadline: Instant::now() + budget,
    };
    let (rated, depth) = rate_within(game, holding, turns, &look, memo, tt);
    // Following the finished look's line meets mostly remembered replies;
    // it has a budget of its own, as the look may have used all of its.
    let look = Look {
        deadline: Instant::now() + budget,
        ..look
    };
    let chosen = choose(&rated);
    let Some(first) = chosen
        .first()
        .and_then(|&mv| rated.iter().find(|c| c.mv == mv))
    else {
        return Vec::new();
    };
    let mut line = vec![(*game.position(), first.mv)];
    if first.fooled > 0.0 {
        return line;
    }
    if first.later == 0.0 {
        return Vec::new();
    }
    let mut after = game.clone();
    after.play_unchecked(first.mv);
    let since = Since::of(game).after(first.mv, after.position());
    if follow_plan(&after, since, depth, &look, memo, tt, &mut line).is_none() {
        return Vec::new();
    }
    line
}

/// The moves of a [`plan`] after the side's move that led to `game` (the
/// deepest model to move, `turns` of its turns left, `since` the positions
/// since the last capture), added to `line`: after each of the model's best
/// replies that does not lose, the side's move that keeps the draw with the
/// surest trap ahead, and the line on from it. `None` if the clock ran out.
fn follow_plan(
    game: &Game,
    since: Since,
    turns: u32,
    look: &Look,
    memo: &mut ReplyMemo,
    tt: &mut Table,
    line: &mut Vec<(Position, Move)>,
) -> Option<()> {
    let replier = game.position().to_move();
    let replies = memo.replies(game, since, look, tt)?;
    let mut next = game.clone();
    for &reply in replies.iter() {
        next.play_unchecked(reply);
        let since = since.after(reply, next.position());
        let open = turns > 1 && next.outcome().is_none() && !lost(&next, look.table, replier);
        if open {
            if let (_, Some(mv)) = best_holding(&mut next, since, turns, look, memo, tt)? {
                line.push((*next.position(), mv));
                next.play_unchecked(mv);
                if next.outcome().is_none() {
                    let since = since.after(mv, next.position());
                    follow_plan(&next, since, turns - 1, look, memo, tt, line)?;
                }
                next.undo();
            }
        }
        next.undo();
    }
    Some(())
}

/// In a placement position the exact search covers and whose value for the
/// side to move is a draw: the move, among those that keep the draw, whose
/// replies by the models lose most often, if any does (the first such in
/// generation order); else the one whose line promises most
/// ([`line_trap`]), if any promises anything. `None` where the side to move
/// wins (its win is played as before), no move sets a trap, or the search
/// gave up at `deadline` or the stop flag (a stopped exact search's answers
/// mean nothing).
pub fn placement_trap(
    game: &Game,
    table: &Tablebase,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Option<Move> {
    // The move's own search may have used the time already.
    if Instant::now() >= deadline {
        return None;
    }
    let mut exact = ExactSearch::new(table)
        .with_stop(stop)
        .with_deadline(deadline);
    let pos = *game.position();
    if exact.wins(&pos) || exact.gave_up() {
        return None;
    }
    let (trap, keeping) = one_move_trap(game, &mut exact, tt, weights, stop, deadline)?;
    trap.or_else(|| {
        line_trap(
            game, table, &keeping, &mut exact, tt, weights, stop, deadline,
        )
    })
}

/// In a drawn placement position: the move that keeps the draw and whose
/// replies by the models lose most often (`None` if none does), with every
/// move that keeps the draw, in generation order. `None` if `exact` gave
/// up or the clock ran out (a trap search cut short is dropped whole).
fn one_move_trap(
    game: &Game,
    exact: &mut ExactSearch,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Option<(Option<Move>, Vec<Move>)> {
    let mover = game.position().to_move();
    let mut best: Option<(Move, f64)> = None;
    let mut keeping = Vec::new();
    let mut after = game.clone();
    for mv in game.legal_moves_vec() {
        if Instant::now() >= deadline {
            return None;
        }
        after.play_unchecked(mv);
        // Only a move after which the opponent cannot win keeps the draw.
        let keeps = after.outcome().is_none() && !exact.wins(after.position());
        let score = if keeps {
            keeping.push(mv);
            fooled(&after, tt, weights, stop, deadline, |reply| {
                let mut next = after.clone();
                next.play_unchecked(reply);
                wins_after(&next, mover, exact)
            })
        } else {
            0.0
        };
        after.undo();
        if exact.gave_up() || stop.is_stopped() {
            return None;
        }
        if score > best.map_or(0.0, |b| b.1) {
            best = Some((mv, score));
        }
    }
    Some((best.map(|b| b.0), keeping))
}

/// Whether `mover` wins `next`, the game after the opponent's reply: by
/// its end, else by the exact search, which asks the table once all goats
/// are placed.
fn wins_after(next: &Game, mover: Side, exact: &mut ExactSearch) -> bool {
    match next.outcome() {
        Some(o) => o.winner == Some(mover),
        None => exact.wins(next.position()),
    }
}

/// Half moves into the movement phase that a line ([`follow_line`]) is
/// followed: long enough to tell an open board from a closed one (the
/// tigers' closed draws against Hard, no goat move ever losing, ended by
/// repetition 11 to 63 half moves into the movement phase, median 23;
/// `docs/books.md`).
const LINE_MOVEMENT_PLIES: u32 = 30;

/// What the line after a move offered its side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Line {
    /// The half move, from the line's start, at which the deepest model's
    /// reply lost, if it did.
    erred_at: Option<u32>,
    /// How many of the opponent's movement turns on the line had some
    /// losing move, by the table: the chances an open board leaves.
    offers: u32,
}

impl Line {
    /// How much the line promises: a model's mistake, soonest first, above
    /// any count of offers; 0 for nothing.
    fn key(self) -> u32 {
        self.erred_at.map_or(self.offers, |ply| 10_000 - ply)
    }
}

/// Follows the game from `line` (the opponent of `mover` to move) as the
/// deepest model expects it: the model answering for the opponent, `mover`
/// keeping the draw by the exact search's, then the table's, first such
/// move; to a model reply that loses, the game's end, or
/// [`LINE_MOVEMENT_PLIES`] into the movement phase. `None` if the clock or
/// the exact search ran out first.
///
/// Why a line and not the next reply only: against Hard a quarter of the
/// tigers' games were fortresses before the movement phase began, whatever
/// they played among the drawing moves from 13 placed, and no single reply
/// decides one; the line shows which placements leave the goats a board
/// with losing moves in it.
#[allow(clippy::too_many_arguments)]
fn follow_line(
    mut line: Game,
    mover: Side,
    table: &Tablebase,
    exact: &mut ExactSearch,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Option<Line> {
    let deepest = MODEL_DEPTHS[MODEL_DEPTHS.len() - 1];
    let mut found = Line::default();
    let mut movement = 0;
    for ply in 0.. {
        if stop.is_stopped() || Instant::now() >= deadline || exact.gave_up() {
            return None;
        }
        if line.outcome().is_some() || movement > LINE_MOVEMENT_PLIES {
            break;
        }
        let pos = *line.position();
        let placement = pos.phase() == Phase::Placement;
        movement += u32::from(!placement);
        if pos.to_move() != mover {
            let replies = model_replies(&line, deepest, tt, weights, stop, deadline);
            let Some(&reply) = replies.first() else {
                break;
            };
            if !placement {
                let offered = endgame::rate_moves(table, &line)
                    .is_some_and(|rated| rated.iter().any(|&(_, v)| matches!(v, Value::Loss(_))));
                found.offers += u32::from(offered);
            }
            line.play_unchecked(reply);
            if wins_after(&line, mover, exact) {
                found.erred_at = Some(ply);
                break;
            }
            continue;
        }
        let next = if placement {
            match exact.holding_move(&pos) {
                Some(m) => m,
                None => break,
            }
        } else {
            match endgame::best_of(table, &line) {
                Some((_, moves)) => moves[0],
                None => break,
            }
        };
        line.play_unchecked(next);
    }
    // A model the clock cut short ends the line early: not a line.
    let late = stop.is_stopped() || Instant::now() >= deadline;
    (!late && !exact.gave_up()).then_some(found)
}

/// Where no move of `keeping` (the moves that keep the draw of `game`, a
/// placement position) sets a trap at once: the one whose line
/// ([`follow_line`]) promises most, the first such in `keeping`'s order,
/// if any promises anything. Lines the clock left unfollowed are not
/// counted.
#[allow(clippy::too_many_arguments)]
fn line_trap(
    game: &Game,
    table: &Tablebase,
    keeping: &[Move],
    exact: &mut ExactSearch,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Option<Move> {
    let mover = game.position().to_move();
    let mut best: Option<(Move, u32)> = None;
    for &mv in keeping {
        let mut line = game.clone();
        line.play_unchecked(mv);
        let Some(found) = follow_line(line, mover, table, exact, tt, weights, stop, deadline)
        else {
            break;
        };
        if found.key() > best.map_or(0, |b| b.1) {
            best = Some((mv, found.key()));
        }
    }
    best.map(|b| b.0)
}

/// The replies a `depth`-deep search of the side to move in `game` ranks
/// best, all equally good (none if it has no move).
pub(super) fn model_replies(
    game: &Game,
    depth: u32,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Vec<Move> {
    let now = Instant::now();
    if now >= deadline {
        return Vec::new();
    }
    // The deadline bounds the model too: on a slow core a 5-deep search
    // late in placement takes milliseconds the move does not have.
    let budget = Budget {
        max_depth: depth,
        min_depth: 0,
        nodes: u64::MAX,
        time: Some(deadline - now),
    };
    // The seed orders the root only; every best reply is returned.
    let mut rng = StdRng::seed_from_u64(0);
    let Some(found) = Search::new(game, tt, stop, budget, weights).run(&mut rng, &mut |_| {})
    else {
        return Vec::new();
    };
    // A model the clock cut short is no model (a proved result ends it early).
    if found.depth < depth && !is_mate(found.score) || Instant::now() >= deadline {
        return Vec::new();
    }
    found.ties
}

/// Whether `reply` by `mover` loses, by the game's end or the table.
fn loses(game: &Game, table: &Tablebase, reply: Move, mover: Side) -> bool {
    let mut after = game.clone();
    after.play_unchecked(reply);
    lost(&after, table, mover)
}

/// Whether `mover`, who has just moved in `after`, has lost: by the game's
/// end or the table.
fn lost(after: &Game, table: &Tablebase, mover: Side) -> bool {
    match after.outcome() {
        Some(o) => o.winner == Some(mover.opposite()),
        // The opponent of `mover` is to move: a win for it is `mover`'s loss.
        None => matches!(table.probe(after.position()), Some(Value::Win(_))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::eval::DEFAULT_WEIGHTS;
    use crate::settings::Settings;
    use crate::solve::Wdl;
    use rand::Rng;
    use std::time::Duration;

    /// Whether some model's best reply in `game`, by a search of its own
    /// with a fresh table, is one `loses` says loses.
    fn some_model_reply(game: &Game, loses: impl Fn(Move) -> bool) -> bool {
        let far = Instant::now() + Duration::from_secs(3600);
        MODEL_DEPTHS.iter().any(|&depth| {
            let mut tt = Table::new(1 << 20);
            model_replies(game, depth, &mut tt, DEFAULT_WEIGHTS, &StopFlag::new(), far)
                .into_iter()
                .any(&loses)
        })
    }

    /// The G = 3 table, built once for the tests.
    fn table3() -> &'static Tablebase {
        static TABLE: std::sync::OnceLock<Tablebase> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| Tablebase::build(3, &|_| {}).expect("the G = 3 table"))
    }

    /// A game of random moves with `placed` goats placed, not over.
    fn placement_game(rng: &mut StdRng, placed: u8) -> Option<Game> {
        let settings = Settings {
            goats_to_win: 3,
            ..Settings::default()
        };
        let mut game = Game::new(settings).ok()?;
        while game.outcome().is_none() && 20 - game.position().goats_in_hand() < placed {
            let moves = game.legal_moves_vec();
            game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
        }
        game.outcome().is_none().then_some(game)
    }

    #[test]
    fn a_movement_trap_keeps_the_draw_and_a_model_reply_loses() {
        let table = table3();
        let mut rng = StdRng::seed_from_u64(9);
        let mut tt = Table::new(1 << 20);
        let far = Instant::now() + Duration::from_secs(3600);
        let stop = StopFlag::new();
        let (mut drawn, mut traps) = (0, 0);
        while drawn < 60 {
            let Some((game, holding)) = drawn_movement_game(&mut rng) else {
                continue;
            };
            let rated = rate(
                &game,
                table,
                &holding,
                &mut ReplyMemo::default(),
                &mut tt,
                DEFAULT_WEIGHTS,
                &stop,
                far,
            );
            drawn += 1;
            for chance in rated.iter().filter(|c| c.fooled > 0.0) {
                traps += 1;
                let mut after = game.clone();
                after.play(chance.mv).expect("a legal move");
                let mover = game.position().to_move();
                let loses = some_model_reply(&after, |reply| {
                    loses(&after, table, reply, mover.opposite())
                });
                assert!(
                    loses,
                    "{} in {} is no trap",
                    chance.mv,
                    game.position().board_string()
                );
            }
            // What `choose` keeps holds the draw: it is among the holding moves.
            for mv in choose(&rated) {
                assert!(rated.iter().any(|c| c.mv == mv), "{mv} was not rated");
            }
        }
        assert!(traps > 0, "no trap in {drawn} drawn movement positions");
        println!("{traps} traps in {drawn} drawn movement positions");
    }

    #[test]
    fn a_placement_trap_keeps_the_draw_and_a_model_reply_loses() {
        let table = table3();
        let mut rng = StdRng::seed_from_u64(7);
        let mut tt = Table::new(1 << 20);
        let far = Instant::now() + Duration::from_secs(3600);
        let (mut drawn, mut traps) = (0, 0);
        while drawn < 60 {
            let placed = rng.gen_range(14..=18);
            let Some(game) = placement_game(&mut rng, placed) else {
                continue;
            };
            let pos = *game.position();
            if pos.goats_in_hand() == 0 {
                continue;
            }
            if ExactSearch::new(table).value(&pos) != Wdl::Draw {
                continue;
            }
            drawn += 1;
            let stop = StopFlag::new();
            let mut exact = ExactSearch::new(table);
            let found = one_move_trap(&game, &mut exact, &mut tt, DEFAULT_WEIGHTS, &stop, far);
            let Some((Some(mv), _)) = found else {
                continue;
            };
            traps += 1;
            let after = after_keeping_the_draw(&game, mv, table);
            // Some model's best reply loses, by a search of its own.
            let loses = some_model_reply(&after, |reply| {
                let mut next = after.clone();
                next.play(reply).expect("a legal reply");
                next.outcome()
                    .is_some_and(|o| o.winner == Some(pos.to_move()))
                    || next.outcome().is_none()
                        && ExactSearch::new(table).value(next.position()) == Wdl::Win
            });
            assert!(loses, "{mv} in {} is no trap", pos.board_string());
        }
        // Traps were found, so the checks above ran.
        assert!(traps > 0, "no trap in {drawn} drawn positions");
        println!("{traps} traps in {drawn} drawn placement positions");
    }

    /// `game` after `mv`, checked to keep the draw by an exact search of
    /// its own: the opponent cannot win after it.
    fn after_keeping_the_draw(game: &Game, mv: Move, table: &Tablebase) -> Game {
        let mut after = game.clone();
        after.play(mv).expect("a legal move");
        assert_ne!(
            ExactSearch::new(table).value(after.position()),
            Wdl::Win,
            "{mv} in {}",
            game.position().board_string()
        );
        after
    }

    /// The losing moves the opponent of `mover` is offered on the line the
    /// deepest model expects after `after`, replayed here with a fresh
    /// model table: the opponent's movement turns at which some move loses
    /// for it by the table, or `None` if a model reply loses outright.
    fn offers_on_replay(after: &Game, mover: Side, table: &Tablebase) -> Option<u32> {
        let far = Instant::now() + Duration::from_secs(3600);
        let stop = StopFlag::new();
        let mut tt = Table::new(1 << 20);
        let mut exact = ExactSearch::new(table);
        let mut line = after.clone();
        let (mut offers, mut movement) = (0, 0);
        while line.outcome().is_none() && movement <= LINE_MOVEMENT_PLIES {
            let pos = *line.position();
            let placement = pos.phase() == Phase::Placement;
            movement += u32::from(!placement);
            let next = if pos.to_move() != mover {
                if !placement {
                    let loses_now = line.legal_moves_vec().into_iter().any(|m| {
                        let mut after = line.clone();
                        after.play(m).expect("a legal move");
                        match after.outcome() {
                            Some(o) => o.winner == Some(mover),
                            None => matches!(table.probe(after.position()), Some(Value::Win(_))),
                        }
                    });
                    offers += u32::from(loses_now);
                }
                let reply = *model_replies(&line, 5, &mut tt, DEFAULT_WEIGHTS, &stop, far)
                    .first()
                    .expect("a reply in an unfinished game");
                if !placement && loses(&line, table, reply, pos.to_move())
                    || placement && {
                        let mut next = line.clone();
                        next.play(reply).expect("a legal reply");
                        next.outcome().is_some_and(|o| o.winner == Some(mover))
                            || next.outcome().is_none() && exact.wins(next.position())
                    }
                {
                    return None;
                }
                reply
            } else if placement {
                exact.holding_move(&pos).expect("the draw is kept")
            } else {
                let rated = endgame::rate_moves(table, &line).expect("a movement position");
                endgame::best_moves(&rated).expect("a move").1[0]
            };
            line.play(next).expect("a legal move");
        }
        Some(offers)
    }

    #[test]
    fn a_placement_line_keeps_the_draw_and_leaves_the_most_losing_moves() {
        let table = table3();
        let mut rng = StdRng::seed_from_u64(11);
        let far = Instant::now() + Duration::from_secs(3600);
        let stop = StopFlag::new();
        let (mut drawn, mut chosen, mut open, mut most) = (0, 0, 0, 0);
        while drawn < 40 {
            let placed = rng.gen_range(13..=18);
            let Some(game) = placement_game(&mut rng, placed) else {
                continue;
            };
            let pos = *game.position();
            let mut exact = ExactSearch::new(table);
            if pos.goats_in_hand() == 0 || exact.value(&pos) != Wdl::Draw {
                continue;
            }
            drawn += 1;
            let keeping: Vec<Move> = game
                .legal_moves_vec()
                .into_iter()
                .filter(|&m| {
                    let mut after = *game.position();
                    after.play_unchecked(m);
                    !exact.wins(&after)
                })
                .collect();
            let mut tt = Table::new(1 << 20);
            let Some(mv) = line_trap(
                &game,
                table,
                &keeping,
                &mut exact,
                &mut tt,
                DEFAULT_WEIGHTS,
                &stop,
                far,
            ) else {
                continue;
            };
            chosen += 1;
            after_keeping_the_draw(&game, mv, table);
            // Replayed, the chosen line leaves losing moves, and as many as
            // any other drawing move's line does.
            let offered = |m: Move| {
                let mut after = game.clone();
                after.play(m).expect("a legal move");
                offers_on_replay(&after, pos.to_move(), table).map_or(u32::MAX, |n| n)
            };
            let own = offered(mv);
            open += u32::from(own > 0);
            most += u32::from(keeping.iter().all(|&m| offered(m) <= own));
        }
        println!("{chosen} lines chosen in {drawn} drawn positions: {open} open, {most} the most");
        // Lines were chosen, so the checks above ran; a model's table can
        // order its ties differently, hence the tenth allowed.
        assert!(
            chosen >= 10,
            "{chosen} lines chosen in {drawn} drawn positions"
        );
        assert!(
            open * 10 >= chosen * 9,
            "{open} of {chosen} lines open on replay"
        );
        assert!(
            most * 10 >= chosen * 9,
            "{most} of {chosen} lines the most open on replay"
        );
    }

    #[test]
    fn a_line_ranks_a_mistake_above_any_offers() {
        let offers = |n| Line {
            erred_at: None,
            offers: n,
        };
        let erred = |ply| Line {
            erred_at: Some(ply),
            offers: 0,
        };
        assert_eq!(offers(0).key(), 0);
        assert!(offers(3).key() > offers(2).key());
        assert!(erred(40).key() > offers(LINE_MOVEMENT_PLIES).key());
        assert!(erred(3).key() > erred(9).key());
    }

    /// A movement game of random moves from the start at `goats_to_win` 3,
    /// some turns into the movement phase.
    fn movement_game(rng: &mut StdRng) -> Option<Game> {
        let mut game = placement_game(rng, 20)?;
        for _ in 0..rng.gen_range(0..30) {
            let moves = game.legal_moves_vec();
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
        }
        game.outcome().is_none().then_some(game)
    }

    /// A drawn movement game of random moves ([`movement_game`]) with more
    /// than one drawing move, and those moves, by the `G = 3` table.
    fn drawn_movement_game(rng: &mut StdRng) -> Option<(Game, Vec<Move>)> {
        let game = movement_game(rng)?;
        match endgame::best_of(table3(), &game) {
            Some((Value::Draw, holding)) if holding.len() > 1 => Some((game, holding)),
            _ => None,
        }
    }

    /// The deepest model's best replies in `game`, by a search of its own
    /// with a fresh table and no clock.
    fn deepest_replies(game: &Game) -> Vec<Move> {
        let far = Instant::now() + Duration::from_secs(3600);
        let mut tt = Table::new(1 << 20);
        model_replies(game, 5, &mut tt, DEFAULT_WEIGHTS, &StopFlag::new(), far)
    }

    /// Whether some line of at most `turns` of the replier's turns in
    /// `game` reaches a best reply of the deepest model that loses: the
    /// model's replies by a search of its own with a fresh table, and after
    /// each, every move `ours` names for the other side.
    fn reaches_losing_reply(
        game: &Game,
        table: &Tablebase,
        turns: u32,
        ours: &dyn Fn(&Game) -> Vec<Move>,
    ) -> bool {
        let replier = game.position().to_move();
        deepest_replies(game).into_iter().any(|reply| {
            if loses(game, table, reply, replier) {
                return true;
            }
            let mut next = game.clone();
            next.play(reply).expect("a legal reply");
            if turns <= 1 || next.outcome().is_some() {
                return false;
            }
            ours(&next).into_iter().any(|mv| {
                let mut after = next.clone();
                after.play(mv).expect("a legal move");
                after.outcome().is_none() && reaches_losing_reply(&after, table, turns - 1, ours)
            })
        })
    }

    /// What [`later_traps`] claims, found without its memo: a line to a
    /// losing model reply, the other side keeping the draw by the table.
    fn trap_within(game: &Game, table: &Tablebase, turns: u32) -> bool {
        reaches_losing_reply(
            game,
            table,
            turns,
            &|next| match endgame::best_of(table, next) {
                Some((Value::Draw, holding)) => holding,
                _ => Vec::new(),
            },
        )
    }

    #[test]
    fn a_later_trap_is_a_line_to_a_losing_model_reply() {
        let table = table3();
        let mut rng = StdRng::seed_from_u64(13);
        let stop = StopFlag::new();
        let look = Look {
            table,
            weights: DEFAULT_WEIGHTS,
            stop: &stop,
            deadline: Instant::now() + Duration::from_secs(3600),
        };
        let (mut looked, mut traps, mut none) = (0, 0, 0);
        while looked < 30 {
            let Some((game, holding)) = drawn_movement_game(&mut rng) else {
                continue;
            };
            looked += 1;
            let mut tt = Table::new(1 << 20);
            let (turns, values) = later_traps(
                &game,
                &holding,
                3,
                &look,
                &mut ReplyMemo::default(),
                &mut tt,
            );
            assert!((2..=3).contains(&turns), "looked {turns} turns");
            for (mv, value) in values {
                let mut after = game.clone();
                after.play(mv).expect("a legal move");
                let found = after.outcome().is_none() && trap_within(&after, table, turns);
                assert_eq!(
                    value > 0.0,
                    found,
                    "{mv} in {} (value {value}, {turns} turns)",
                    game.position().board_string()
                );
                traps += u32::from(found);
                none += u32::from(!found);
            }
        }
        // Both answers were checked.
        println!("{traps} moves with a later trap, {none} without, in {looked} positions");
        assert!(traps > 0 && none > 0, "{traps} with a trap, {none} without");
    }

    /// Whether following `plan` from `game` (the deepest model to move,
    /// `turns` of its turns left) reaches a best reply of the model that
    /// loses: every reply of the model's own search with a fresh table,
    /// and after each the plan's move where it carries one.
    fn plan_springs(game: &Game, plan: &[(Position, Move)], table: &Tablebase, turns: u32) -> bool {
        reaches_losing_reply(game, table, turns, &|next| {
            plan.iter()
                .filter(|(pos, _)| pos == next.position())
                .map(|&(_, mv)| mv)
                .take(1)
                .collect()
        })
    }

    #[test]
    fn a_plan_keeps_the_draw_and_leads_to_a_losing_model_reply() {
        let table = table3();
        let mut rng = StdRng::seed_from_u64(29);
        let far = Instant::now() + Duration::from_secs(3600);
        let (mut looked, mut planned, mut longer) = (0, 0, 0);
        while looked < 30 {
            let Some((game, holding)) = drawn_movement_game(&mut rng) else {
                continue;
            };
            looked += 1;
            let mut tt = Table::new(1 << 20);
            let mut memo = ReplyMemo::default();
            let plan = plan(
                &game,
                table,
                &holding,
                3,
                &mut memo,
                &mut tt,
                DEFAULT_WEIGHTS,
                Duration::from_secs(3600),
            );
            let Some(&(root, first)) = plan.first() else {
                // No plan: no move sets or leads to a trap within the turns.
                for &mv in &holding {
                    let mut after = game.clone();
                    after.play(mv).expect("a legal move");
                    let fools = after.outcome().is_none()
                        && model_replies(
                            &after,
                            5,
                            &mut tt,
                            DEFAULT_WEIGHTS,
                            &StopFlag::new(),
                            far,
                        )
                        .into_iter()
                        .any(|r| loses(&after, table, r, after.position().to_move()));
                    assert!(
                        after.outcome().is_some() || !fools && !trap_within(&after, table, 3),
                        "{mv} leads to a trap in {}",
                        game.position().board_string()
                    );
                }
                continue;
            };
            planned += 1;
            longer += u32::from(plan.len() > 1);
            assert_eq!(root, *game.position());
            assert!(holding.contains(&first));
            // Every move of the plan keeps the draw where it is played.
            for &(pos, mv) in &plan {
                let at = Game::from_position(*game.settings(), pos).expect("the same rules");
                let (value, best) = endgame::best_of(table, &at).expect("a movement position");
                assert!(
                    value == Value::Draw && best.contains(&mv),
                    "{mv} at {}",
                    pos.board_string()
                );
            }
            // Followed, the plan meets a model reply that loses: at once,
            // for either model, or on its line, for the deepest.
            let mut after = game.clone();
            after.play(first).expect("a legal move");
            let mover = after.position().to_move();
            let at_once = some_model_reply(&after, |r| loses(&after, table, r, mover));
            assert!(
                at_once || plan_springs(&after, &plan, table, 3),
                "{first} in {}",
                game.position().board_string()
            );
        }
        // Both answers were checked, and some plan went past its first move.
        println!("{planned} plans ({longer} longer than one move) in {looked} positions");
        assert!(
            planned > 0 && planned < looked,
            "{planned} plans in {looked}"
        );
        assert!(longer > 0, "no plan went past its first move");
    }

    #[test]
    fn a_look_past_its_deadline_finds_nothing_and_searches_nothing() {
        let mut rng = StdRng::seed_from_u64(19);
        let (game, holding) = loop {
            if let Some(found) = drawn_movement_game(&mut rng) {
                break found;
            }
        };
        let stop = StopFlag::new();
        let look = Look {
            table: table3(),
            weights: DEFAULT_WEIGHTS,
            stop: &stop,
            deadline: Instant::now(),
        };
        let mut memo = ReplyMemo::default();
        let mut tt = Table::new(1 << 20);
        let (turns, values) = later_traps(&game, &holding, LATER_TURNS, &look, &mut memo, &mut tt);
        assert_eq!(turns, 0);
        assert_eq!(values.len(), holding.len());
        assert!(values.iter().all(|&(_, value)| value == 0.0));
        assert!(
            memo.replies.is_empty(),
            "a model searched past the deadline"
        );
    }

    #[test]
    fn the_memo_tells_histories_apart() {
        let mut rng = StdRng::seed_from_u64(17);
        let stop = StopFlag::new();
        let look = Look {
            table: table3(),
            weights: DEFAULT_WEIGHTS,
            stop: &stop,
            deadline: Instant::now() + Duration::from_secs(3600),
        };
        let mut checked = 0;
        while checked < 10 {
            let Some(mut game) = movement_game(&mut rng) else {
                continue;
            };
            let start = *game.position();
            // Four steps out and back bring the position back by another way.
            let Some(back) = out_and_back(&game) else {
                continue;
            };
            // The memo remembers the replies in `game`; they are marked so
            // that a reply from memory shows.
            let mut memo = ReplyMemo::default();
            let mut tt = Table::new(1 << 20);
            memo.replies(&game, Since::of(&game), &look, &mut tt)
                .expect("replies");
            let marked: Arc<[Move]> = Arc::new([Move::Place {
                to: crate::square::Square::new(0).expect("a1"),
            }]);
            memo.replies.values_mut().for_each(|r| *r = marked.clone());
            let again = memo.replies(&game.clone(), Since::of(&game), &look, &mut tt);
            assert_eq!(again, Some(marked.clone()), "the same game, not remembered");
            for mv in back {
                game.play(mv).expect("a legal move");
            }
            assert_eq!(*game.position(), start);
            let other = memo
                .replies(&game, Since::of(&game), &look, &mut tt)
                .expect("replies");
            assert_ne!(other, marked, "{}", start.board_string());
            checked += 1;
        }
    }

    #[test]
    fn the_history_kept_move_by_move_is_the_history_replayed() {
        let mut rng = StdRng::seed_from_u64(23);
        let (mut steps, mut fresh) = (0, 0);
        for _ in 0..20 {
            let Some(game) = movement_game(&mut rng) else {
                continue;
            };
            // Replayed from the start, kept move by move as a look does,
            // against the positions since the last capture summed afresh.
            let mut replay = Game::new(*game.settings()).expect("the same rules");
            let mut since = Since::of(&replay);
            let mut behind = vec![*replay.position()];
            for m in game.moves() {
                replay.play(m).expect("a legal move");
                since = since.after(m, replay.position());
                let step = matches!(m, Move::Step { .. });
                if !step {
                    behind.clear();
                }
                behind.push(*replay.position());
                let summed = behind
                    .iter()
                    .fold(0u64, |sum, pos| sum.wrapping_add(Since::mix(pos)));
                assert_eq!(since, Since(summed), "after {m}");
                assert_eq!(Since::of(&replay), since, "replayed after {m}");
                steps += u32::from(step);
                fresh += u32::from(!step);
            }
        }
        // Both ways a move changes the history were met.
        assert!(steps > 0 && fresh > 0, "{steps} steps, {fresh} others");
    }

    /// Four steps (a piece of each side out and back) that bring `game`'s
    /// position back, if there are such steps without a capture.
    fn out_and_back(game: &Game) -> Option<[Move; 4]> {
        let step = |game: &Game| {
            game.legal_moves_vec()
                .into_iter()
                .find(|m| matches!(m, Move::Step { .. }))
        };
        let mut after = game.clone();
        let first = step(&after)?;
        after.play(first).ok()?;
        let second = step(&after)?;
        after.play(second).ok()?;
        let (Move::Step { from: f1, to: t1 }, Move::Step { from: f2, to: t2 }) = (first, second)
        else {
            return None;
        };
        let third = Move::Step { from: t1, to: f1 };
        let fourth = Move::Step { from: t2, to: f2 };
        after.play(third).ok()?;
        after.play(fourth).ok()?;
        Some([first, second, third, fourth])
    }

    fn chance(mv: &str, fooled: f64, repeats: bool) -> Chance {
        Chance {
            mv: Move::parse(mv).expect("a move"),
            fooled,
            later: 0.0,
            repeats,
        }
    }

    #[test]
    fn choose_prefers_traps_then_fresh_positions() {
        let a = chance("a1-b1", 0.0, false);
        let b = chance("b2-c2", 1.5, false);
        let c = chance("c3-d3", 2.0, true);
        let d = chance("d4-e4", 1.5, false);
        // The repeating move is left out though it fools most.
        assert_eq!(
            choose(&[a.clone(), b.clone(), c.clone(), d.clone()]),
            vec![b.mv, d.mv]
        );
        // No trap: every fresh move.
        let a2 = chance("e5-e4", 0.0, false);
        assert_eq!(
            choose(&[a.clone(), a2.clone(), chance("c3-d3", 0.0, true)]),
            vec![a.mv, a2.mv]
        );
        // Only repeats left: they are chosen from.
        assert_eq!(choose(std::slice::from_ref(&c)), vec![c.mv]);
        // No trap now: the move with the surest later trap.
        let prepares = Chance {
            later: 0.5,
            ..a2.clone()
        };
        assert_eq!(choose(&[a.clone(), prepares.clone()]), vec![prepares.mv]);
        // A trap now beats any preparation.
        assert_eq!(choose(&[prepares, b.clone()]), vec![b.mv]);
    }
}
