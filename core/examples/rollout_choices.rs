//! Moves for a one-side book at its side's last move before the exact
//! layer (12 goats placed for the shipped books), chosen by playing games
//! out against a bot level, for `baghchal solve choices --prefer FILE`.
//!
//! Why: the tigers' book's rule plays the same move on most of Hard's lines
//! at 12 placed, and from some of those positions most games end in boards
//! no later move opens, where another move that keeps the draw wins most
//! (`docs/books.md`, "The tigers' move at 12 placed"). Which move wins
//! more is not something a search of the position shows, so it is
//! measured:
//!
//! 1. GAMES games from the start (seeds 5,000,000 on, not the matches'),
//!    Perfect with the book against LEVEL, counted by the position (class)
//!    they reach at that move, with the book's move there.
//! 2. A screen, in the TOP most reached: every move that keeps the
//!    position's value (by the exact search) is played out once against
//!    LEVEL, Perfect as the apps have it (300 ms a move; in placement from
//!    12 placed 2 s, standing in for the moves `solve choices` makes with
//!    no clock); the three that won most and the book's own three times
//!    more.
//! 3. Where the book's move won at most [`DOUBT`] of its four, the book's
//!    move and the [`CONTENDERS`] others that won most in the screen are
//!    played out [`CONFIRM`] times each on fresh seeds. The screen alone
//!    chose badly: four games a move are mostly chance (a first try that
//!    chose on them won no more games).
//! 4. The contender that won most of those (the first in move generation
//!    order among equals) is written if it won at least [`MARGIN`] more
//!    than the book's, one line each: `KEY MOVE  # ...` (the class key
//!    and the move in the class's canonical image, as `solve choices`
//!    reads it).
//!
//! Perfect's moves depend on its clock, so a run is not repeatable game
//! for game. Two threads; TOP 60 took about 50 minutes here.
//!
//!   cargo run --release -p baghchal --example rollout_choices -- TABLE BOOK LEVEL GAMES TOP > preferred.txt

use baghchal::book::exact::ExactSearch;
use baghchal::book::frame::{position_of, Frame};
use baghchal::book::installed::install_book;
use baghchal::book::Book;
use baghchal::bot::{Bot, Level};
use baghchal::solve::Wdl;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Move, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// Wins of its four screen games at most for the book's move to be doubted.
const DOUBT: u32 = 2;

/// Moves played out [`CONFIRM`] times beside the book's where it is doubted.
const CONTENDERS: usize = 2;

/// Games each move is played out to confirm the screen.
const CONFIRM: u64 = 16;

/// Wins of the [`CONFIRM`] games by which a move must beat the book's own.
const MARGIN: u32 = 5;

/// Games each move is first played out, and again for the best few.
const FIRST: u64 = 1;
/// See [`FIRST`].
const AGAIN: u64 = 3;
/// How many of the moves that won most are played out [`AGAIN`].
const BEST: usize = 3;

/// Perfect's time a placement move from 12 placed in the games played out.
const PLACEMENT_TIME: Duration = Duration::from_secs(2);

/// Perfect's move for `game`, on the apps' clock but in placement from 12
/// placed, where the book carries moves made with no clock.
fn perfect_move(bot: &mut Bot, game: &Game, seed: u64) -> Move {
    let pos = game.position();
    let late = pos.phase() == Phase::Placement && TOTAL_GOATS - pos.goats_in_hand() >= 12;
    bot.set_perfect_time(if late {
        PLACEMENT_TIME
    } else {
        baghchal::bot::PERFECT_TIME
    });
    bot.set_exact_nodes(if late {
        u64::MAX
    } else {
        baghchal::bot::EXACT_NODES
    });
    bot.level_move(game, Level::Perfect, seed)
        .expect("a move in an unfinished game")
}

/// Plays `game` to its end, `side` by Perfect and the other side by
/// `level`, and says whether `side` won.
fn played_out(mut game: Game, table: &Arc<Tablebase>, side: Side, level: Level, seed: u64) -> bool {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut perfect = Bot::new();
    perfect.set_tablebase(Some(table.clone()));
    let mut other = Bot::new();
    while game.outcome().is_none() {
        let m = if game.position().to_move() == side {
            perfect_move(&mut perfect, &game, seed)
        } else {
            other
                .level_move(&game, level, rng.gen())
                .expect("a move in an unfinished game")
        };
        game.play(m).expect("a legal move");
    }
    game.outcome().and_then(|o| o.winner) == Some(side)
}

fn main() {
    let usage = "usage: rollout_choices TABLE BOOK LEVEL GAMES TOP";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [table, book, level, games, top] = &args[..] else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let table = Arc::new(Tablebase::open(table).expect("the table opens"));
    let book = Arc::new(Book::open(book).expect("the book opens"));
    let level = Level::parse(level).expect(usage);
    let games: u64 = games.parse().expect(usage);
    let top: usize = top.parse().expect(usage);
    let [side] = book.sides()[..] else {
        panic!("the book must play one side");
    };
    install_book(book.clone());
    let settings = Settings {
        goats_to_win: book.goats_to_win(),
        ..Settings::default()
    };
    let last = book.header().policy.exact_from - 1;

    // 1. Where the games reach the book's last move before the exact layer.
    let reached: Vec<(u64, Move)> = (0..games)
        .into_par_iter()
        .filter_map(|n| {
            let seed = 5_000_000 + n;
            let mut rng = StdRng::seed_from_u64(seed);
            let mut perfect = Bot::new();
            perfect.set_tablebase(Some(table.clone()));
            let mut other = Bot::new();
            let mut game = Game::new(settings).expect("default rules");
            while game.outcome().is_none() {
                let pos = *game.position();
                let m = if pos.to_move() == side {
                    perfect_move(&mut perfect, &game, seed)
                } else {
                    other.level_move(&game, level, rng.gen())?
                };
                if pos.to_move() == side && TOTAL_GOATS - pos.goats_in_hand() == last {
                    let frame = Frame::of(&pos);
                    return Some((frame.key(), frame.to_canonical(m)));
                }
                game.play(m).ok()?;
            }
            None
        })
        .collect();
    let mut counts: HashMap<u64, (u32, Move)> = HashMap::new();
    for (key, m) in reached {
        counts.entry(key).or_insert((0, m)).0 += 1;
    }
    let mut ranked: Vec<(u64, u32, Move)> =
        counts.into_iter().map(|(k, (c, m))| (k, c, m)).collect();
    ranked.sort_by_key(|&(key, count, _)| (Reverse(count), key));
    ranked.truncate(top);
    eprintln!("{} positions of {games} games", ranked.len());

    // 2. and 3. Each position's moves played out; a clearly better one written.
    let lines: Vec<String> = ranked
        .par_iter()
        .filter_map(|&(key, count, own)| {
            let pos = position_of(key, side)?;
            let game = Game::from_position(settings, pos).ok()?;
            let mut exact = ExactSearch::new(&table);
            let value = exact.value(&pos);
            let seed = |r: u64| 7_000_000 + (key % 1_000_003) * 16 + r;
            let mut tried: Vec<(Move, u32, u64)> = Vec::new();
            for m in game.legal_moves_vec() {
                let mut after = game.clone();
                after.play_unchecked(m);
                // A move that ends the game is the booked side's win.
                let keeps = after.outcome().is_some() || {
                    let left = exact.value(after.position());
                    match value {
                        Wdl::Win => left == Wdl::Loss,
                        _ => left != Wdl::Win,
                    }
                };
                if keeps {
                    let won = (0..FIRST)
                        .filter(|&r| played_out(after.clone(), &table, side, level, seed(r)))
                        .count();
                    tried.push((m, won as u32, FIRST));
                }
            }
            let mut order: Vec<usize> = (0..tried.len()).collect();
            order.sort_by_key(|&i| (Reverse(tried[i].1), tried[i].0 != own));
            let mut again: Vec<usize> = order.into_iter().take(BEST).collect();
            if let Some(i) = tried.iter().position(|t| t.0 == own) {
                if !again.contains(&i) {
                    again.push(i);
                }
            }
            for i in again {
                let mut after = game.clone();
                after.play_unchecked(tried[i].0);
                let won = (FIRST..FIRST + AGAIN)
                    .filter(|&r| played_out(after.clone(), &table, side, level, seed(r)))
                    .count();
                tried[i].1 += won as u32;
                tried[i].2 += AGAIN;
            }
            let shown: Vec<String> = tried
                .iter()
                .map(|(m, w, n)| format!("{m} {w}/{n}"))
                .collect();
            eprintln!(
                "{count} {key} {}: book {own}; {}",
                pos.board_string(),
                shown.join(", ")
            );
            let ours = tried.iter().find(|t| t.0 == own).map_or(0, |t| t.1);
            if ours > DOUBT {
                return None;
            }
            // The contenders, the book's move first, on fresh seeds.
            let mut screened: Vec<&(Move, u32, u64)> = tried
                .iter()
                .filter(|t| t.2 == FIRST + AGAIN && t.0 != own)
                .collect();
            screened.sort_by_key(|t| Reverse(t.1));
            let fresh = |r: u64| 9_000_000 + (key % 1_000_003) * 64 + r;
            let confirmed: Vec<(Move, u32)> = std::iter::once(own)
                .chain(screened.iter().take(CONTENDERS).map(|t| t.0))
                .map(|m| {
                    let mut after = game.clone();
                    after.play_unchecked(m);
                    let won = (0..CONFIRM)
                        .filter(|&r| played_out(after.clone(), &table, side, level, fresh(r)))
                        .count();
                    (m, won as u32)
                })
                .collect();
            let shown: Vec<String> = confirmed
                .iter()
                .map(|(m, w)| format!("{m} {w}/{CONFIRM}"))
                .collect();
            eprintln!("{count} {key}: confirmed {}", shown.join(", "));
            let ours = confirmed[0].1;
            let best = confirmed[1..].iter().min_by_key(|t| Reverse(t.1))?;
            (best.1 >= ours + MARGIN).then(|| {
                format!(
                    "{key} {}  # reached in {count} of {games} games; won {}/{CONFIRM} against the book's {own} {ours}/{CONFIRM}",
                    best.0, best.1
                )
            })
        })
        .collect();
    println!(
        "# rollout_choices {}: {} moves",
        args[1..].join(" "),
        lines.len()
    );
    for line in lines {
        println!("{line}");
    }
}
