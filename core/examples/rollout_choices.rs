//! Moves for a one-side book at its side's last move before the exact
//! layer (12 goats placed for the shipped books), or with `--placed N` at
//! a later placement, chosen by playing games out against a bot level, for
//! `baghchal solve choices --prefer FILE`.
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
//!    they reach at that move, with the book's move there (from the exact
//!    layer on, the move the book carries for the position, else Perfect's
//!    own with 2 s).
//! 2. A screen, in the TOP most reached: every move that keeps the
//!    position's value (by the exact search) is played out once against
//!    LEVEL, Perfect as the apps have it (300 ms a move; in placement from
//!    12 placed 2 s, standing in for the moves `solve choices` makes with
//!    no clock); the three that won most and the book's own three times
//!    more.
//! 3. Where the book's move won at most DOUBT of its four ([`DOUBT`]
//!    unless `--doubt N`), the book's move and the [`CONTENDERS`] others
//!    that won most in the screen are played out [`CONFIRM`] times each on
//!    fresh seeds. The screen alone chose badly: four games a move are
//!    mostly chance (a first try that chose on them won no more games).
//! 4. The contender that won most of those (the first in move generation
//!    order among equals) is chosen if it won at least [`MARGIN`] more
//!    than the book's.
//! 5. The chosen move and the book's are played out [`CONFIRM`] times more
//!    on a third set of seeds: a measure of the choice without the bias of
//!    having picked the best of the contenders.
//!
//! The output is a list for `--prefer`, most reached first: a chosen move
//! is a line `KEY MOVE  # ...` (the class key and the move in the class's
//! canonical image), a position where the book's move stays a comment
//! `# KEY kept ...` saying why. `--skip LIST` leaves out the positions a
//! list already chooses for. With `--checkpoint FILE` each position's line
//! is added to FILE as it is finished, and a run started again with the
//! same FILE plays out only the positions FILE lacks, so hours of replays
//! can be stopped and resumed (a last line cut short by the stop is
//! dropped and played again).
//!
//! At 13 placed (`--placed 13`) the book carries the move Perfect chose
//! with no clock for each position of the model's lines; played out the
//! same way, another move won more in 14 of 70 of the most reached.
//!
//! Perfect's moves depend on its clock, so a run is not repeatable game
//! for game. Two threads; 60 positions at `--doubt 3` took 79 minutes
//! here, 70 at `--placed 13` 83 (`docs/books.md`, "Eleven moves" and "At
//! 13 placed").
//!
//!   cargo run --release -p baghchal --example rollout_choices -- TABLE BOOK LEVEL GAMES TOP \
//!       [--placed N] [--doubt N] [--skip LIST] [--checkpoint FILE] > preferred.txt

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
use std::collections::{HashMap, HashSet};
use std::fs::OpenOptions;
use std::io::Write;
use std::sync::{Arc, Mutex};
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

/// What every replay needs: the table, the booked side, its opponent's
/// level and the rules.
struct Run {
    table: Arc<Tablebase>,
    side: Side,
    level: Level,
    settings: Settings,
}

/// Where [`Run::play`] left a game.
enum Played {
    /// The game is over.
    Ended(Game),
    /// The booked side is to move at the layer asked for; with Perfect's
    /// move there.
    Stopped(Game, Move),
}

impl Run {
    /// Plays `game` on, the booked side by Perfect and the other by the
    /// level (its ties broken by `seed`), to its end, or with `stop` to
    /// the booked side's move at `stop` goats placed.
    fn play(&self, mut game: Game, seed: u64, stop: Option<u8>) -> Played {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut perfect = Bot::new();
        perfect.set_tablebase(Some(self.table.clone()));
        let mut other = Bot::new();
        while game.outcome().is_none() {
            let pos = *game.position();
            let m = if pos.to_move() == self.side {
                perfect_move(&mut perfect, &game, seed)
            } else {
                other
                    .level_move(&game, self.level, rng.gen())
                    .expect("a move in an unfinished game")
            };
            if pos.to_move() == self.side && stop == Some(TOTAL_GOATS - pos.goats_in_hand()) {
                return Played::Stopped(game, m);
            }
            game.play(m).expect("a legal move");
        }
        Played::Ended(game)
    }

    /// Plays `game` to its end and says whether the booked side won.
    fn won(&self, game: Game, seed: u64) -> bool {
        match self.play(game, seed, None) {
            Played::Ended(game) => game.outcome().and_then(|o| o.winner) == Some(self.side),
            Played::Stopped(..) => unreachable!("no layer to stop at"),
        }
    }

    /// Wins of `m` from `game`, played out once on each of `seeds`.
    fn wins(&self, game: &Game, m: Move, seeds: impl Iterator<Item = u64>) -> u32 {
        let mut after = game.clone();
        after.play_unchecked(m);
        seeds.filter(|&s| self.won(after.clone(), s)).count() as u32
    }

    /// Step 1: the positions GAMES games reach at the booked side's move
    /// `placed` placed, most reached first, each with its count and the
    /// book's move there (canonical image).
    fn reach(&self, games: u64, placed: u8) -> Vec<(u64, u32, Move)> {
        let reached: Vec<(u64, Move)> = (0..games)
            .into_par_iter()
            .filter_map(|n| {
                let start = Game::new(self.settings).expect("default rules");
                match self.play(start, 5_000_000 + n, Some(placed)) {
                    Played::Stopped(game, m) => {
                        let frame = Frame::of(game.position());
                        Some((frame.key(), frame.to_canonical(m)))
                    }
                    Played::Ended(_) => None,
                }
            })
            .collect();
        let mut counts: HashMap<u64, (u32, Move)> = HashMap::new();
        for (key, m) in reached {
            counts.entry(key).or_insert((0, m)).0 += 1;
        }
        let mut ranked: Vec<(u64, u32, Move)> =
            counts.into_iter().map(|(k, (c, m))| (k, c, m)).collect();
        ranked.sort_by_key(|&(key, count, _)| (Reverse(count), key));
        ranked
    }

    /// Step 2: every move from `game` that keeps its value, with its wins
    /// and games played: once each, then [`AGAIN`] more for the [`BEST`]
    /// and the book's `own`.
    fn screen(&self, key: u64, game: &Game, own: Move) -> Vec<(Move, u32, u64)> {
        let mut exact = ExactSearch::new(&self.table);
        let value = exact.value(game.position());
        let seeds =
            |r: std::ops::Range<u64>| r.map(move |r| 7_000_000 + (key % 1_000_003) * 16 + r);
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
                tried.push((m, self.wins(game, m, seeds(0..FIRST)), FIRST));
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
            tried[i].1 += self.wins(game, tried[i].0, seeds(FIRST..FIRST + AGAIN));
            tried[i].2 += AGAIN;
        }
        tried
    }

    /// Steps 2 to 4 for one position: its line for the list (a chosen
    /// move), or a comment saying why the book's move stays.
    fn position_line(&self, key: u64, count: u32, own: Move, games: u64, doubt: u32) -> String {
        let reached = format!("reached in {count} of {games} games");
        let Some(game) = position_of(key, self.side)
            .and_then(|pos| Game::from_position(self.settings, pos).ok())
        else {
            return format!("# {key} kept: not a position of the booked side; {reached}");
        };
        let tried = self.screen(key, &game, own);
        let shown: Vec<String> = tried
            .iter()
            .map(|(m, w, n)| format!("{m} {w}/{n}"))
            .collect();
        eprintln!(
            "{count} {key} {}: book {own}; {}",
            game.position().board_string(),
            shown.join(", ")
        );
        let ours = tried.iter().find(|t| t.0 == own).map_or(0, |t| t.1);
        if ours > doubt {
            return format!(
                "# {key} kept {own}: won {ours}/{} in the screen; {reached}",
                FIRST + AGAIN
            );
        }
        // Step 3: the contenders and the book's move on fresh seeds.
        let mut screened: Vec<&(Move, u32, u64)> = tried
            .iter()
            .filter(|t| t.2 == FIRST + AGAIN && t.0 != own)
            .collect();
        screened.sort_by_key(|t| Reverse(t.1));
        let fresh = (0..CONFIRM).map(|r| 9_000_000 + (key % 1_000_003) * 64 + r);
        let confirmed: Vec<(Move, u32)> = std::iter::once(own)
            .chain(screened.iter().take(CONTENDERS).map(|t| t.0))
            .map(|m| (m, self.wins(&game, m, fresh.clone())))
            .collect();
        let shown: Vec<String> = confirmed
            .iter()
            .map(|(m, w)| format!("{m} {w}/{CONFIRM}"))
            .collect();
        eprintln!("{count} {key}: confirmed {}", shown.join(", "));
        let ours = confirmed[0].1;
        let best = confirmed[1..].iter().min_by_key(|t| Reverse(t.1));
        let Some(&(chosen, won)) = best.filter(|t| t.1 >= ours + MARGIN) else {
            return format!(
                "# {key} kept {own}: confirmed {}; {reached}",
                shown.join(", ")
            );
        };
        // Step 5: both again on a third set of seeds, free of the bias of
        // having picked the best of the contenders.
        let third = (0..CONFIRM).map(|r| 11_000_000 + (key % 1_000_003) * 64 + r);
        let (own_again, chosen_again) = (
            self.wins(&game, own, third.clone()),
            self.wins(&game, chosen, third),
        );
        format!(
            "{key} {chosen}  # {reached}; won {won}/{CONFIRM} against the book's {own} {ours}/{CONFIRM}; third seeds {chosen_again}/{CONFIRM} against {own_again}/{CONFIRM}"
        )
    }
}

/// The class key a list or checkpoint line is about: its first number,
/// chosen (`KEY MOVE`) or kept (`# KEY kept ...`).
fn line_key(line: &str) -> Option<u64> {
    line.trim_start_matches('#')
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The whole lines of the checkpoint at `path`, none if it does not exist
/// yet. A last line without its newline was cut short by a stop in the
/// middle of its write: it is cut from the file, so that its position is
/// played again and the next line starts a line of its own.
fn checkpoint_lines(path: &str) -> Vec<String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(e) => panic!("{path}: {e}"),
    };
    let whole = text.rfind('\n').map_or(0, |i| i + 1);
    if whole < text.len() {
        eprintln!(
            "{path}: dropping a last line cut short: {:?}",
            &text[whole..]
        );
        std::fs::write(path, &text[..whole]).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    text[..whole].lines().map(str::to_owned).collect()
}

fn main() {
    let usage = "usage: rollout_choices TABLE BOOK LEVEL GAMES TOP [--placed N] [--doubt N] [--skip LIST] [--checkpoint FILE]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fixed, options) = args.split_at(args.len().min(5));
    let [table, book, level, games, top] = fixed else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let mut doubt = DOUBT;
    let mut placed: Option<u8> = None;
    let mut skip: HashSet<u64> = HashSet::new();
    let mut checkpoint: Option<String> = None;
    for pair in options.chunks(2) {
        match pair {
            [flag, n] if flag == "--doubt" => doubt = n.parse().expect(usage),
            [flag, n] if flag == "--placed" => placed = Some(n.parse().expect(usage)),
            [flag, path] if flag == "--skip" => {
                // Unlike a checkpoint, a list to skip must exist: a
                // mistyped path would otherwise skip nothing, silently.
                let list =
                    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("--skip {path}: {e}"));
                skip.extend(
                    list.lines()
                        .filter(|l| !l.starts_with('#'))
                        .filter_map(line_key),
                );
            }
            [flag, path] if flag == "--checkpoint" => checkpoint = Some(path.clone()),
            _ => {
                eprintln!("{usage}");
                std::process::exit(2);
            }
        }
    }
    let book = Arc::new(Book::open(book).expect("the book opens"));
    let [side] = book.sides()[..] else {
        panic!("the book must play one side");
    };
    install_book(book.clone());
    let run = Run {
        table: Arc::new(Tablebase::open(table).expect("the table opens")),
        side,
        level: Level::parse(level).expect(usage),
        settings: Settings {
            goats_to_win: book.goats_to_win(),
            ..Settings::default()
        },
    };
    let games: u64 = games.parse().expect(usage);
    let top: usize = top.parse().expect(usage);
    // `solve choices --prefer` takes moves from the last move before the
    // exact layer on, where the exact search values every reply.
    let last = book.header().policy.exact_from - 1;
    let placed = placed.unwrap_or(last);
    if !(last..TOTAL_GOATS).contains(&placed) {
        eprintln!("--placed must be from {last} to {}", TOTAL_GOATS - 1);
        std::process::exit(2);
    }

    let mut ranked = run.reach(games, placed);
    ranked.truncate(top);
    // Positions a checkpoint already holds are not played again.
    let done: HashMap<u64, String> = checkpoint
        .as_deref()
        .map(checkpoint_lines)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|l| Some((line_key(&l)?, l)))
        .collect();
    let todo: Vec<&(u64, u32, Move)> = ranked
        .iter()
        .filter(|(key, ..)| !skip.contains(key) && !done.contains_key(key))
        .collect();
    eprintln!(
        "{} positions of {games} games: {} skipped, {} in the checkpoint, {} to play out",
        ranked.len(),
        ranked.iter().filter(|(key, ..)| skip.contains(key)).count(),
        ranked
            .iter()
            .filter(|(key, ..)| done.contains_key(key))
            .count(),
        todo.len()
    );
    let out = checkpoint.as_deref().map(|path| {
        Mutex::new(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .expect("the checkpoint opens"),
        )
    });
    // `par_bridge` hands the positions out in order, so the most reached
    // are played out first and a run cut short has done those.
    let new: HashMap<u64, String> = todo
        .into_iter()
        .par_bridge()
        .map(|&(key, count, own)| {
            let line = run.position_line(key, count, own, games, doubt);
            if let Some(out) = &out {
                // One write a line: `writeln!` writes a line in pieces,
                // and a stop between them would leave half a line.
                let mut file = out.lock().expect("no writer panicked");
                file.write_all(format!("{line}\n").as_bytes())
                    .expect("the checkpoint is written");
            }
            (key, line)
        })
        .collect();
    let lines: Vec<&String> = ranked
        .iter()
        .filter_map(|(key, ..)| new.get(key).or_else(|| done.get(key)))
        .collect();
    println!(
        "# rollout_choices {}: {} moves",
        args[1..].join(" "),
        lines.iter().filter(|l| !l.starts_with('#')).count()
    );
    for line in lines {
        println!("{line}");
    }
}
