//! Perfect's play for the win in a drawn movement position: among the moves
//! that keep the draw, it prefers one that sets a trap, after which a
//! shallow search for the opponent picks a reply that loses (the table says
//! which replies lose). Every move it chooses from keeps the draw, so no
//! guarantee of Perfect's changes; only the opponent's chances to go wrong do.
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
use crate::side::{Phase, Side};
use crate::tablebase::{Tablebase, Value};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Instant;

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
    /// Where no move sets a trap now: how much the models are fooled at
    /// the side's next turn at best, after this move and the reply the
    /// deepest model expects (0 where not looked at).
    pub next: f64,
    /// Whether the move brings back a position of this game (a step
    /// towards a draw by repetition).
    pub repeats: bool,
}

/// The chances after each move of `holding` (moves that keep the draw of
/// `game`, a movement position the table covers), in the order given: how
/// often the models' replies lose and, if no move sets a trap now, how well
/// each prepares one for the next turn. Stops at `deadline` or the stop flag
/// and returns the moves rated so far.
pub fn rate(
    game: &Game,
    table: &Tablebase,
    holding: &[Move],
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> Vec<Chance> {
    let late = || stop.is_stopped() || Instant::now() >= deadline;
    let mut rated = Vec::with_capacity(holding.len());
    let mut after = game.clone();
    for &mv in holding {
        if late() {
            return rated;
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
            next: 0.0,
            repeats,
        });
    }
    if rated.iter().all(|c| c.fooled == 0.0) {
        for chance in rated.iter_mut().filter(|c| !c.repeats) {
            if late() {
                break;
            }
            chance.next = next_turn(game, table, chance.mv, tt, weights, stop, deadline);
        }
    }
    rated
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

/// The most the models are fooled at the side's next turn after `mv` and
/// the reply the deepest model expects, over the moves that keep the draw
/// there; 0 if the game ends or the draw is not the value there.
fn next_turn(
    game: &Game,
    table: &Tablebase,
    mv: Move,
    tt: &mut Table,
    weights: Weights,
    stop: &StopFlag,
    deadline: Instant,
) -> f64 {
    let mut after = game.clone();
    after.play_unchecked(mv);
    if after.outcome().is_some() {
        return 0.0;
    }
    let deepest = MODEL_DEPTHS[MODEL_DEPTHS.len() - 1];
    let Some(&reply) = model_replies(&after, deepest, tt, weights, stop, deadline).first() else {
        return 0.0;
    };
    after.play_unchecked(reply);
    let holding = match endgame::rate_moves(table, &after)
        .as_deref()
        .and_then(endgame::best_moves)
    {
        Some((Value::Draw, holding)) => holding,
        _ => return 0.0,
    };
    let mut most: f64 = 0.0;
    for m in holding {
        if stop.is_stopped() || Instant::now() >= deadline {
            break;
        }
        after.play_unchecked(m);
        if after.outcome().is_none() {
            most = most.max(fooled_by_table(&after, table, tt, weights, stop, deadline));
        }
        after.undo();
    }
    most
}

/// The moves to choose among: those that fool the models most now, if any
/// does; else those that prepare the most for the next turn, if any does;
/// else every rated move. In each case the moves that repeat a position are
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
        .or_else(|| best(|c| c.next))
        .unwrap_or_else(|| pool.iter().map(|c| c.mv).collect())
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
            match endgame::rate_moves(table, &line)
                .as_deref()
                .and_then(endgame::best_moves)
            {
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
fn model_replies(
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
            // Random moves from the start into the movement phase.
            let Some(mut game) = placement_game(&mut rng, 20) else {
                continue;
            };
            for _ in 0..rng.gen_range(0..30) {
                let moves = game.legal_moves_vec();
                if moves.is_empty() {
                    break;
                }
                game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
            }
            let rated = match endgame::rate_moves(table, &game)
                .as_deref()
                .and_then(endgame::best_moves)
            {
                Some((Value::Draw, holding)) if holding.len() > 1 => {
                    rate(&game, table, &holding, &mut tt, DEFAULT_WEIGHTS, &stop, far)
                }
                _ => continue,
            };
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

    fn chance(mv: &str, fooled: f64, repeats: bool) -> Chance {
        Chance {
            mv: Move::parse(mv).expect("a move"),
            fooled,
            next: 0.0,
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
        // No trap now: the move preparing the most for the next turn.
        let prepares = Chance {
            next: 0.5,
            ..a2.clone()
        };
        assert_eq!(choose(&[a.clone(), prepares.clone()]), vec![prepares.mv]);
        // A trap now beats any preparation.
        assert_eq!(choose(&[prepares, b.clone()]), vec![b.mv]);
    }
}
