//! `baghchal bench --perfect-placement`: how long Perfect takes for each
//! placement move from 12 goats placed, and for its first movement move, with
//! the table and the books the apps ship, on the books' lines and off them.
//!
//! On the lines: games where one side is Perfect and the other plays random
//! moves, so every Perfect move is in a position its book (if any) must
//! answer. The random goats never leave a goat to be taken when another move
//! leaves none: uniformly random goats lose most games before 12 placed, and
//! their scattered boards are the easy ones for the exact search. Off them:
//! both sides random (uniformly) until 12 goats are placed, then Perfect for
//! both sides, so the positions are ones no book line leads to. Each move is
//! timed as the apps ask for it (one thread, `Level::Perfect`); the report
//! gives count, median, 99th percentile and maximum per side, layer and kind
//! ("placed 20": each side's first movement move, where the game gets that
//! far; a drawn movement move searches for Perfect's whole time), and the
//! slowest move. `--kind goats|tigers|off` (repeatable) plays only the
//! named kinds of game, so a long run can spend its time on the rows still
//! short: at goats-to-win 3 the goats have no book and search from their first
//! move, so one of their games takes 2.5 s here against 0.05 s for the other
//! two kinds together. The kinds share each game number's random moves, so a
//! seed repeats only with the same kinds. `--times FILE` keeps every timed
//! move in FILE as it goes and, run again with the same file, goes on from
//! the first game not finished ([`super::bench_times`]).

use super::bench_times::{Checkpoint, Timed};
use super::options::Exit;
use super::play_perfect::{Given, GoatsFrom};
use baghchal::bot::{Bot, Level, Request, StopFlag};
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Goats placed from which the placement moves are timed (the exact search's start).
const FROM_PLACED: u8 = 12;

/// Games between two reports so far (on stderr).
const PROGRESS_EVERY: usize = 1_000;

/// The kinds of game by the name `--kind` gives them: who plays Perfect
/// before 12 placed (no one off the lines), and where its moves lie.
const KINDS: [(&str, Option<Side>, Kind); 3] = [
    ("goats", Some(Side::Goat), Kind::OnLines),
    ("tigers", Some(Side::Tiger), Kind::OnLines),
    ("off", None, Kind::OffLines),
];

/// Every timed move's duration, by side, goats placed and kind.
type Times = BTreeMap<(&'static str, u8, Kind), Vec<Duration>>;

/// Where a timed position came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// Perfect against random moves: on its book's lines.
    OnLines,
    /// Random moves to 12 placed, then Perfect for both: off the lines.
    OffLines,
}

/// What the benchmark is given.
pub struct Plan {
    /// The endgame table's file; its goats-to-win is the games'.
    pub table: String,
    /// Placement books given besides the built-in ones.
    pub books: Vec<String>,
    /// Games of each kind.
    pub games: usize,
    /// Seed of the random moves.
    pub seed: u64,
    /// The kinds of game by name; none: all.
    pub kinds: Vec<String>,
    /// The share of one core the moves are timed on (`--slow-core`); none: the whole machine.
    pub slow_core: Option<f64>,
    /// The checkpoint file (`--times`); none: nothing kept.
    pub times: Option<String>,
}

/// Runs the benchmark; returns the exit code.
pub fn run(plan: Plan) -> Exit {
    let Plan {
        table,
        books,
        games,
        seed,
        kinds,
        slow_core,
        times: times_file,
    } = plan;
    // In the order given: the kinds share each game's random moves.
    let names = kinds;
    let mut kinds = Vec::new();
    for kind in names
        .iter()
        .filter_map(|n| KINDS.into_iter().find(|k| k.0 == n))
    {
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    if kinds.is_empty() {
        kinds = KINDS.to_vec();
    }
    let g = super::open::table(&table)?.goats_to_win();
    let given = Given::open(g, GoatsFrom::Table, Some(&table), &books, false, None)?;
    println!("{}", given.prepare(g, &mut |_| None, false)?);
    // Limited after the table and books are loaded: the apps load them off
    // the clock too, and only the moves are timed.
    let _slow = super::slow_core::SlowCore::limit_if(slow_core)?;
    let settings = Settings {
        goats_to_win: g,
        ..Settings::default()
    };
    let mut times = Times::new();
    let mut slowest: Option<(Duration, String)> = None;
    let header = format!(
        "g={g} seed={seed} kinds={} slow_core={}",
        kinds.iter().map(|k| k.0).collect::<Vec<_>>().join(","),
        slow_core.map_or("none".into(), |s| format!("{s:.4}"))
    );
    let (mut checkpoint, done) = match &times_file {
        Some(path) => {
            let (c, done) = Checkpoint::open(path, &header)?;
            println!("{} games read back from {path}", done.len());
            (Some(c), done)
        }
        None => (None, Vec::new()),
    };
    for t in done.iter().flatten() {
        let side = if t.side == Side::Goat.name() {
            Side::Goat
        } else {
            Side::Tiger
        };
        let kind = if t.kind == "on" {
            Kind::OnLines
        } else {
            Kind::OffLines
        };
        record(
            &mut times,
            &mut slowest,
            side,
            t.placed,
            kind,
            t.took,
            &t.position,
        );
    }
    let mut bot = Bot::new();
    let started = Instant::now();
    for number in done.len()..games {
        let mut this_game = Vec::new();
        let mut rng =
            StdRng::seed_from_u64(seed ^ (number as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for &(_, perfect, kind) in &kinds {
            let mut game = Game::new(settings).map_err(|e| e.to_string())?;
            // Each side's first movement move is timed too.
            let mut movement_left = 2;
            while game.outcome().is_none()
                && (game.position().phase() == Phase::Placement || movement_left > 0)
            {
                let pos = *game.position();
                let placed = TOTAL_GOATS - pos.goats_in_hand();
                let side = pos.to_move();
                if pos.phase() == Phase::Movement {
                    movement_left -= 1;
                }
                let by_perfect = match kind {
                    Kind::OnLines => perfect == Some(side),
                    Kind::OffLines => placed >= FROM_PLACED,
                };
                let m = if by_perfect {
                    let t = Instant::now();
                    let answer = bot
                        .think(
                            &game,
                            &Request::Level(Level::Perfect),
                            number as u64,
                            &StopFlag::new(),
                            &mut |_| {},
                        )
                        .ok_or("Perfect found no move in an unfinished game")?;
                    let took = t.elapsed();
                    if placed >= FROM_PLACED {
                        let position = format!(
                            "{} {} {} {}",
                            pos.board_string(),
                            side.name(),
                            pos.goats_in_hand(),
                            pos.captured()
                        );
                        record(
                            &mut times,
                            &mut slowest,
                            side,
                            placed,
                            kind,
                            took,
                            &position,
                        );
                        this_game.push(Timed {
                            side: side.name().into(),
                            placed,
                            kind: if kind == Kind::OnLines { "on" } else { "off" }.into(),
                            took,
                            position,
                        });
                    }
                    answer.best
                } else {
                    let moves = game.legal_moves_vec();
                    let careful = kind == Kind::OnLines && side == Side::Goat;
                    let safe: Vec<_> = moves
                        .iter()
                        .copied()
                        .filter(|&m| {
                            let mut after = pos;
                            careful && {
                                after.play_unchecked(m);
                                after.captures_open() == 0
                            }
                        })
                        .collect();
                    let pool = if safe.is_empty() { &moves } else { &safe };
                    pool[rng.gen_range(0..pool.len())]
                };
                game.play(m)
                    .map_err(|e| format!("Perfect played an illegal move: {e:?}"))?;
            }
        }
        if let Some(c) = checkpoint.as_mut() {
            c.game(number, &this_game)?;
        }
        // A long run leaves its figures so far on stderr, in case it is cut short.
        if (number + 1) % PROGRESS_EVERY == 0 && number + 1 < games {
            let so_far = report(number + 1, &kinds, started.elapsed(), &times, &slowest);
            eprint!("{so_far}");
        }
    }
    print!(
        "{}",
        report(games, &kinds, started.elapsed(), &times, &slowest)
    );
    Ok(0)
}

/// Adds one timed move to the rows and, if it is the slowest, remembers it.
fn record(
    times: &mut Times,
    slowest: &mut Option<(Duration, String)>,
    side: Side,
    placed: u8,
    kind: Kind,
    took: Duration,
    position: &str,
) {
    times
        .entry((side.name(), placed, kind))
        .or_default()
        .push(took);
    if slowest.as_ref().map_or(true, |(d, _)| took > *d) {
        *slowest = Some((took, position.to_string()));
    }
}

/// The report of `games` games: a row per side, layer and kind with count,
/// median, 99th percentile and maximum, and the slowest move.
fn report(
    games: usize,
    kinds: &[(&str, Option<Side>, Kind)],
    took: Duration,
    times: &Times,
    slowest: &Option<(Duration, String)>,
) -> String {
    let mut out = format!(
        "{games} games of each kind ({}), {:.1} s; times in ms (median / 99th percentile / max):\n",
        kinds.iter().map(|k| k.0).collect::<Vec<_>>().join(", "),
        took.as_secs_f64()
    );
    out += &format!(
        "{:<6} {:>6}  {:<10} {:>6} {:>8} {:>8} {:>8}\n",
        "side", "placed", "kind", "moves", "median", "p99", "max"
    );
    for ((side, placed, kind), list) in times {
        let mut list = list.clone();
        list.sort();
        let at = |q: f64| list[((list.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e3;
        let kind = match kind {
            Kind::OnLines => "on lines",
            Kind::OffLines => "off lines",
        };
        out += &format!(
            "{:<6} {placed:>6}  {kind:<10} {:>6} {:>8.1} {:>8.1} {:>8.1}\n",
            side,
            list.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
    if let Some((took, pos)) = slowest {
        out += &format!("slowest: {:.1} ms in {pos}\n", took.as_secs_f64() * 1e3);
    }
    out
}
