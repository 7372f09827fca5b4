//! Perfect's moves in the exact layers of a book, chosen ahead of time for
//! the lines a model opponent walks, so that a phone plays them as a fast
//! machine with no clock would.
//!
//! Why: from the exact layer on, Perfect plays for the win in a drawn
//! position by looking down lines the opponent's model expects
//! ([`super::chances::placement_trap`]). On a core a third of this
//! machine's that look is cut short at 13 placed, the tigers then play the
//! book's plain holding move, and they won about nine games of sixty fewer
//! against Hard (`docs/books.md`). The opponents who play what a 3- or
//! 5-deep search ranks best (Medium's and Hard's searches) reach only a few
//! hundred positions there on the tigers' book's lines, so Perfect's
//! unhurried move for each is carried in the book ([`Book::choice`]).
//!
//! The same can be done where the lines enter the movement phase (`look`
//! above 0): a look for traps ten turns ahead wins most of the boards Hard
//! otherwise holds, but takes a phone seconds to minutes, so the moves of
//! such a look at the first turns, and the moves that follow them on the
//! way to the trap, can be carried too ([`super::chances::plan`]). The
//! shipped books carry none: at the first turns they were played only in
//! games won anyway (`docs/books.md`).
//!
//! From the booked side's last move before the exact layer on, a move may
//! also be given from outside ([`read_preferred`]): one that won more
//! games than the book's own (or Perfect's unhurried one) when the games
//! were played out against a model opponent
//! (`core/examples/rollout_choices.rs`). The exact search values every
//! reply to it, which keeps the book's proof: the opponent cannot win
//! after it, and from the exact layer on Perfect keeps the value.
//!
//! Every move is what Perfect itself plays with unlimited time (in the
//! movement phase, with a deeper look than its clock allows) or such a
//! given move, and each is checked here to keep its position's value, so
//! no guarantee changes.

use super::chances::{self, model_replies, ReplyMemo};
use super::tt::Table;
use super::{endgame, eval, Bot, Level};
use crate::book::code::{decode, encode};
use crate::book::exact::ExactSearch;
use crate::book::explore::Exception;
use crate::book::frame::{position_of, Frame};
use crate::book::policy::Thinker;
use crate::book::Book;
use crate::game::Game;
use crate::moves::Move;
use crate::position::{Position, TOTAL_GOATS};
use crate::settings::Settings;
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use crate::stop::StopFlag;
use crate::tablebase::{Tablebase, Value};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Perfect's time for a move chosen ahead of time: enough that no search
/// of it is ever cut.
const UNHURRIED: Duration = Duration::from_secs(24 * 3600);

/// Turns of the booked side's forced moves (a single move keeps the
/// value) that [`prepare`] follows into the movement phase before it gives
/// up on a line: a trap often lies just past them.
const FORCED_TURNS: u32 = 1;

/// How long a plan's look may take in one movement position before the
/// deepest look it finished is followed: the slowest ten-turn looks take
/// minutes (`docs/books.md`).
const PLAN_BUDGET: Duration = Duration::from_secs(30);

/// Entries of a thread's memo of the model's replies while it plans: a
/// ten-turn look makes hundreds of thousands (about 80 bytes each).
const PLAN_MEMO: usize = 2_000_000;

/// What [`prepare`] found in one layer of the lines it followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayerCount {
    /// Goats placed.
    pub placed: u8,
    /// The booked side's turns into the movement phase (0 in placement
    /// and at the first movement turn).
    pub turn: u32,
    /// The side to move.
    pub side: Side,
    /// Positions (classes under the board's symmetries) reached.
    pub positions: usize,
    /// Of them, those where a move was chosen ahead of time.
    pub chosen: usize,
}

/// The moves [`prepare`] chose, and what it followed to find them.
#[derive(Clone, Debug, Default)]
pub struct Prepared {
    /// The booked side's moves: class keys and move codes in the canonical frame.
    pub choices: Vec<Exception>,
    /// The layers followed, in order.
    pub layers: Vec<LayerCount>,
}

/// Follows the lines of `book` (which must book one side) from its root: the
/// booked side playing the book before its exact layer and Perfect's move
/// with no clock from it, up to `through` goats placed; the opponent every
/// move that a search `depths` deep ranks best (its ties included, as the
/// bots break ties at random). Returns Perfect's move at each of the booked
/// side's positions from the exact layer through `through`, each checked
/// with the exact search to keep the position's value. `progress` hears
/// each layer as it is done.
///
/// At the booked side's last move before the exact layer and in the exact
/// layers through `through`, a position `preferred` names (class key,
/// canonical move code; see [`read_preferred`]) gets that move instead of
/// the book's or Perfect's, checked the same way and carried as a choice,
/// and the lines follow it. Every preferred position must be reached, else
/// the whole is refused (a list made for other lines or another book).
///
/// With `look` above 0 (which needs `through` the last placement, else
/// it is refused), the lines go on into the movement phase where the
/// booked side moves first in it (the tigers): in each drawn position with
/// a choice, a [`chances::plan`] `look` turns deep gives the moves on the
/// way to a trap, each checked by the table to keep the draw; a forced
/// move is played and the lines followed for up to [`FORCED_TURNS`] turns.
pub fn prepare(
    book: &Book,
    table: &Arc<Tablebase>,
    depths: &[u32],
    through: u8,
    look: u32,
    preferred: &[Exception],
    progress: &dyn Fn(&LayerCount),
) -> Result<Prepared, String> {
    let [side] = book.sides()[..] else {
        return Err("the book must play one side".into());
    };
    // A plan starts where placement ends: without the last placement's
    // lines there is nothing to plan from, and silence would hide it.
    if look > 0 && through + 1 < TOTAL_GOATS {
        return Err(format!(
            "a look of {look} turns plans the movement phase, so the lines must run through the last placement (--through {}), not {through}",
            TOTAL_GOATS - 1
        ));
    }
    if table.goats_to_win() != book.goats_to_win() {
        return Err(format!(
            "the table is for goats-to-win {}, the book for {}",
            table.goats_to_win(),
            book.goats_to_win()
        ));
    }
    // The moves are chosen by Perfect with this book, less any choices it
    // carries (else Perfect would only read them back).
    let plain =
        Arc::new(Book::from_bytes(book.with_choices(&[])).map_err(|e| format!("the book: {e}"))?);
    let settings = Settings {
        goats_to_win: book.goats_to_win(),
        ..Settings::default()
    };
    let (root_side, root_key) = book.header().root;
    let root = position_of(root_key, root_side).ok_or("the book's root is not a position")?;
    let start = Game::from_position(settings, root).map_err(|e| e.to_string())?;
    let exact_from = plain.header().policy.exact_from;
    let mut found = Prepared::default();
    let mut layer = vec![start];
    let mut movement = Vec::new();
    while !layer.is_empty() {
        let pos = *layer[0].position();
        let placed = TOTAL_GOATS - pos.goats_in_hand();
        let mut count = LayerCount {
            placed,
            turn: 0,
            side: pos.to_move(),
            positions: layer.len(),
            chosen: 0,
        };
        let moves: Vec<Vec<Move>> = if pos.to_move() != side {
            layer
                .par_iter()
                .map_init(
                    || Table::new(16 << 20),
                    |tt, game| model_moves(game, depths, tt),
                )
                .collect()
        } else if placed < exact_from {
            let mut thinker = Thinker::new(plain.header().policy);
            // Only the last move before the exact layer may be preferred:
            // the exact search values every reply to it.
            let last = placed + 1 == exact_from;
            let mut moves = Vec::with_capacity(layer.len());
            for game in &layer {
                let m = match last.then(|| preferred_move(game, preferred, table)) {
                    Some(Some(chosen)) => {
                        let (choice, m) = chosen?;
                        count.chosen += 1;
                        found.choices.push(choice);
                        m
                    }
                    _ => plain.choose(game, table, &mut thinker).ok_or_else(|| {
                        format!("the book has no move at {}", game.position().board_string())
                    })?,
                };
                moves.push(vec![m]);
            }
            moves
        } else if placed <= through {
            let chosen: Vec<(Exception, Move)> = layer
                .par_iter()
                .map(|game| {
                    preferred_move(game, preferred, table)
                        .unwrap_or_else(|| unhurried_choice(game, &plain, table))
                })
                .collect::<Result<_, _>>()?;
            count.chosen = chosen.len();
            let (choices, moves): (Vec<_>, Vec<_>) =
                chosen.into_iter().map(|(c, m)| (c, vec![m])).unzip();
            found.choices.extend(choices);
            moves
        } else {
            Vec::new()
        };
        progress(&count);
        found.layers.push(count);
        let (next, entered) = next_layer(&layer, &moves);
        layer = next;
        movement.extend(
            entered
                .into_iter()
                .filter(|g| g.position().to_move() == side),
        );
    }
    let used = found
        .choices
        .iter()
        .filter(|c| preferred.contains(c))
        .count();
    if used < preferred.len() {
        return Err(format!(
            "{} of the {} preferred moves name positions the lines do not reach from the last move before the exact layer through {through} placed",
            preferred.len() - used,
            preferred.len()
        ));
    }
    if look > 0 {
        plan_movement(movement, table, depths, look, &mut found, progress)?;
    }
    found.choices.sort_unstable();
    found.choices.dedup_by_key(|c| c.key);
    Ok(found)
}

/// The movement phase's part of [`prepare`]: from the booked side's first
/// movement positions, a plan `look` turns deep where the side has a
/// choice, and forced moves followed for up to [`FORCED_TURNS`] turns.
fn plan_movement(
    mut layer: Vec<Game>,
    table: &Arc<Tablebase>,
    depths: &[u32],
    look: u32,
    found: &mut Prepared,
    progress: &dyn Fn(&LayerCount),
) -> Result<(), String> {
    for turn in 0..=FORCED_TURNS {
        let Some(first) = layer.first() else {
            break;
        };
        let side = first.position().to_move();
        let planned: Vec<Result<Planned, String>> = layer
            .par_iter()
            .map_init(
                || (Table::new(16 << 20), ReplyMemo::with_limit(PLAN_MEMO)),
                |(tt, memo), game| movement_plan(game, table, look, tt, memo),
            )
            .collect();
        let mut count = LayerCount {
            placed: TOTAL_GOATS,
            turn,
            side,
            positions: layer.len(),
            chosen: 0,
        };
        let mut forced = Vec::new();
        for (game, planned) in layer.iter().zip(planned) {
            match planned? {
                Planned::Moves(moves) if !moves.is_empty() => {
                    count.chosen += 1;
                    found.choices.extend(moves);
                }
                Planned::Forced(m) if turn < FORCED_TURNS => {
                    let mut after = game.clone();
                    after.play_unchecked(m);
                    if after.outcome().is_none() {
                        forced.push(after);
                    }
                }
                _ => {}
            }
        }
        progress(&count);
        found.layers.push(count);
        // The opponent's replies to the forced moves bring the side's next turn.
        let mut tt = Table::new(16 << 20);
        let replies: Vec<Vec<Move>> = forced
            .iter()
            .map(|game| model_moves(game, depths, &mut tt))
            .collect();
        layer = next_positions(&forced, &replies);
    }
    Ok(())
}

/// Whether a move carried for `game`'s movement position may be played in
/// this game: `table` says it keeps the draw, and it brings back no
/// position of the game (the book's key is the position alone, and a game
/// that came another way could draw by repeating it).
pub fn playable_in_movement(game: &Game, table: &Tablebase, m: Move) -> bool {
    let keeps = endgame::best_of(table, game)
        .is_some_and(|(value, holding)| value == Value::Draw && holding.contains(&m));
    keeps && {
        let mut after = game.clone();
        after.play_unchecked(m);
        after.outcome().is_none() && after.times_seen() == 1
    }
}

/// What [`movement_plan`] found in one movement position.
enum Planned {
    /// The plan's moves (none where the position is not drawn or no trap
    /// was found).
    Moves(Vec<Exception>),
    /// The one move that keeps the value.
    Forced(Move),
}

/// The booked side's plan in a movement position of its lines, each move
/// checked by the table to keep the draw where it is played.
fn movement_plan(
    game: &Game,
    table: &Tablebase,
    look: u32,
    tt: &mut Table,
    memo: &mut ReplyMemo,
) -> Result<Planned, String> {
    let Some((value, holding)) = endgame::best_of(table, game) else {
        return Ok(Planned::Moves(Vec::new()));
    };
    if value != Value::Draw {
        return Ok(Planned::Moves(Vec::new()));
    }
    if holding.len() == 1 {
        return Ok(Planned::Forced(holding[0]));
    }
    let line = chances::plan(
        game,
        table,
        &holding,
        look,
        memo,
        tt,
        eval::DEFAULT_WEIGHTS,
        PLAN_BUDGET,
    );
    let mut moves = Vec::with_capacity(line.len());
    for (pos, m) in line {
        // A fresh game: what the check at play time asks of any game there.
        let at = Game::from_position(*game.settings(), pos).map_err(|e| e.to_string())?;
        if !playable_in_movement(&at, table, m) {
            return Err(format!(
                "the plan's move {m} at {} does not keep the draw: not chosen",
                pos.board_string()
            ));
        }
        let frame = Frame::of(&pos);
        moves.push(Exception {
            key: frame.key(),
            code: encode(frame.to_canonical(m)),
        });
    }
    Ok(Planned::Moves(moves))
}

/// The placement positions after each game's moves, one game per class
/// (the classes' order, so a run is repeatable), and apart the games that
/// entered the movement phase.
fn next_layer(layer: &[Game], moves: &[Vec<Move>]) -> (Vec<Game>, Vec<Game>) {
    next_positions(layer, moves)
        .into_iter()
        .partition(|game| game.position().phase() == Phase::Placement)
}

/// The positions after each game's moves where the game goes on, one game
/// per class, in the classes' order.
fn next_positions(layer: &[Game], moves: &[Vec<Move>]) -> Vec<Game> {
    let mut next = BTreeMap::new();
    for (game, moves) in layer.iter().zip(moves) {
        for &m in moves {
            let mut after = game.clone();
            after.play_unchecked(m);
            let pos = *after.position();
            if after.outcome().is_none() {
                next.entry((Frame::of(&pos).key(), pos.to_move() == Side::Tiger))
                    .or_insert(after);
            }
        }
    }
    next.into_values().collect()
}

/// Every move a search of each of `depths` ranks best in `game`: the
/// trap search's own models, with no clock.
fn model_moves(game: &Game, depths: &[u32], tt: &mut Table) -> Vec<Move> {
    let stop = StopFlag::new();
    let mut all = Vec::new();
    for &depth in depths {
        let deadline = Instant::now() + UNHURRIED;
        for m in model_replies(game, depth, tt, eval::DEFAULT_WEIGHTS, &stop, deadline) {
            if !all.contains(&m) {
                all.push(m);
            }
        }
    }
    all
}

/// Perfect's move in `game` with `book` and no clock (a fresh bot, so the
/// move does not depend on what else was chosen), checked to keep the
/// position's value: as the book records it, and as played.
fn unhurried_choice(
    game: &Game,
    book: &Arc<Book>,
    table: &Arc<Tablebase>,
) -> Result<(Exception, Move), String> {
    let mut bot = Bot::new();
    bot.set_book(Some(book.clone()));
    bot.set_tablebase(Some(table.clone()));
    bot.set_perfect_time(UNHURRIED);
    let pos = *game.position();
    let shown = pos.board_string();
    let m = bot
        .level_move(game, Level::Perfect, 0)
        .ok_or_else(|| format!("Perfect has no move at {shown}"))?;
    keeps_value(&pos, m, table).map_err(|e| format!("Perfect's move {e}"))?;
    let frame = Frame::of(&pos);
    let choice = Exception {
        key: frame.key(),
        code: encode(frame.to_canonical(m)),
    };
    Ok((choice, m))
}

/// The move `preferred` names for `game`'s position (its class), if any,
/// checked to keep the position's value as an unhurried choice is.
fn preferred_move(
    game: &Game,
    preferred: &[Exception],
    table: &Tablebase,
) -> Option<Result<(Exception, Move), String>> {
    let pos = *game.position();
    let frame = Frame::of(&pos);
    let choice = *preferred.iter().find(|c| c.key == frame.key())?;
    let shown = pos.board_string();
    let Some(m) = decode(&frame.canonical, choice.code).map(|m| frame.to_original(m)) else {
        return Some(Err(format!(
            "the preferred move (code {}) is not legal at {shown}",
            choice.code
        )));
    };
    Some(
        keeps_value(&pos, m, table)
            .map(|()| (choice, m))
            .map_err(|e| format!("the preferred move {e}")),
    )
}

/// Whether `m` keeps `pos`'s value by the exact search (a win stays a
/// win, a draw a draw); if not, says so ("MOVE at BOARD leaves ...").
fn keeps_value(pos: &Position, m: Move, table: &Tablebase) -> Result<(), String> {
    let mut after = *pos;
    after.play_unchecked(m);
    let mut exact = ExactSearch::new(table);
    let before = exact.value(pos);
    let left = exact.value(&after);
    let kept = match before {
        Wdl::Win => left == Wdl::Loss,
        Wdl::Draw => left == Wdl::Draw,
        Wdl::Loss => true,
    };
    if kept {
        Ok(())
    } else {
        Err(format!(
            "{m} at {} leaves {left:?} from {before:?}: not chosen",
            pos.board_string()
        ))
    }
}

/// Moves to play instead of the book's or Perfect's from its booked side's
/// last move before the exact layer on, read from `text`: a line
/// `KEY MOVE` each, the position's class key (decimal) and the move as it
/// reads in the class's canonical image (`c3-d4`); `#` starts a comment. A line that names no
/// position of `side` to move, or no legal move there, is refused with its
/// number. Whether each keeps its position's value [`prepare`] checks.
pub fn read_preferred(text: &str, side: Side) -> Result<Vec<Exception>, String> {
    let mut preferred = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: &str| format!("line {}: {why} ({line:?})", n + 1);
        let mut words = line.split_whitespace();
        let (Some(key), Some(shown), None) = (words.next(), words.next(), words.next()) else {
            return Err(bad("expected a class key and a move"));
        };
        let key: u64 = key.parse().map_err(|_| bad("the key is not a number"))?;
        let pos = position_of(key, side)
            .filter(|pos| Frame::of(pos).key() == key)
            .ok_or_else(|| bad(&format!("no position with the {}s to move", side.name())))?;
        let code = Move::parse(shown)
            .ok()
            .map(encode)
            .filter(|&code| decode(&pos, code).is_some_and(|m| m.to_string() == shown))
            .ok_or_else(|| bad(&format!("no legal move {shown} at {}", pos.board_string())))?;
        preferred.push(Exception { key, code });
    }
    Ok(preferred)
}
