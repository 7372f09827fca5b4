//! `baghchal tablebase bench FILE`: opening time and probe speed for each
//! side to move, straight from the memory-mapped, compressed file; with
//! `--perfect`, Perfect's time per move in the movement phase as each side.
//! Positions come from a fixed seed, so two files of the same goats-to-win
//! (a full and a one-side one) are measured on the same positions.

use super::open::{table, variant};
use super::options::{count_usize, number, Exit};
use baghchal::bot::{endgame, Bot, Level, Request, StopFlag};
use baghchal::tablebase::Tablebase;
use baghchal::{Bitboard, Game, MoveList, Position, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// What `tablebase bench` is given.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// The table
    #[arg(value_name = "FILE")]
    file: String,
    /// Probes per side to move
    #[arg(long, value_name = "N", default_value = "1000000", value_parser = count_usize)]
    probes: usize,
    /// Time Perfect's whole move as each side too
    #[arg(long)]
    perfect: bool,
    /// Positions per side for --perfect
    #[arg(long, value_name = "N", default_value = "40", value_parser = count_usize)]
    positions: usize,
    /// Perfect's search time per move for --perfect
    #[arg(long, value_name = "MS", value_parser = number, allow_negative_numbers = true)]
    perfect_ms: Option<u64>,
}

/// Runs the benchmark; returns the exit code.
pub fn run(args: BenchArgs) -> Exit {
    let BenchArgs {
        file: path,
        probes,
        perfect,
        positions,
        perfect_ms: ms,
    } = args;
    let start = Instant::now();
    let tb = table(&path)?;
    let opened = start.elapsed();
    tb.index_outcomes();
    let indexed = start.elapsed() - opened;
    let tb = std::sync::Arc::new(tb);
    println!(
        "{path}: {} bytes ({}), opened and checked in {:.0} ms, indexed for the exact search in {:.0} ms",
        tb.size(),
        variant(&tb),
        opened.as_secs_f64() * 1e3,
        indexed.as_secs_f64() * 1e3
    );
    for side in [Side::Goat, Side::Tiger] {
        probe_speed(&tb, side, probes);
    }
    if perfect {
        let time = ms.map_or(baghchal::bot::PERFECT_TIME, Duration::from_millis);
        for side in [Side::Goat, Side::Tiger] {
            perfect_speed(tb.clone(), side, positions, time);
        }
    }
    Ok(0)
}

/// Random movement-phase positions (all goats placed, fewer captured than
/// goats-to-win) with `side` to move; the same for every file of a `G`.
fn random_positions(goats_to_win: u8, side: Side, count: usize) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(1);
    (0..count)
        .map(|_| {
            let mut points: Vec<u8> = (0..25).collect();
            for i in 0..25 {
                let j = rng.gen_range(i..25);
                points.swap(i, j);
            }
            let captured = rng.gen_range(0..goats_to_win);
            let bits = |p: &[u8]| Bitboard(p.iter().map(|&i| 1u32 << i).sum());
            let tigers = bits(&points[..4]);
            let empty = bits(&points[4..5 + captured as usize]);
            let goats = (tigers | empty).complement();
            Position::new(tigers, goats, side, 0, captured).expect("a movement position")
        })
        .collect()
}

fn probe_speed(tb: &Tablebase, side: Side, probes: usize) {
    let positions = random_positions(tb.goats_to_win(), side, probes.min(1 << 20));
    let start = Instant::now();
    let mut decided = 0usize;
    for i in 0..probes {
        let v = tb.probe(&positions[i % positions.len()]);
        decided += v.and_then(|v| v.distance()).is_some() as usize;
    }
    let took = start.elapsed();
    println!(
        "{} to move: {probes} probes in {:.2} s = {:.0} probes/s ({decided} decided)",
        side_name(side),
        took.as_secs_f64(),
        probes as f64 / took.as_secs_f64()
    );
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Goat => "goats",
        Side::Tiger => "tigers",
    }
}

/// Games of random legal moves, stopped a few moves into the movement phase
/// with `side` to move; the same games for every file of a `G`.
fn movement_games(settings: Settings, side: Side, count: usize) -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(2 + side as u64);
    let mut out = Vec::with_capacity(count);
    let mut list = MoveList::new();
    while out.len() < count {
        let mut game = Game::new(settings).expect("valid settings");
        let extra = rng.gen_range(0..8);
        let mut in_movement = 0;
        while game.outcome().is_none() && in_movement < extra {
            if game.position().goats_in_hand() == 0 {
                in_movement += 1;
            }
            game.legal_moves(&mut list);
            game.play_unchecked(list[rng.gen_range(0..list.len())]);
        }
        if game.outcome().is_none()
            && game.position().goats_in_hand() == 0
            && game.position().to_move() == side
        {
            out.push(game);
        }
    }
    out
}

/// Perfect's whole move (table and, among drawing moves, its search) and the
/// table's part alone (rating every move), per position.
fn perfect_speed(tb: std::sync::Arc<Tablebase>, side: Side, count: usize, time: Duration) {
    let settings = Settings {
        goats_to_win: tb.goats_to_win(),
        ..Settings::default()
    };
    let games = movement_games(settings, side, count);
    let mut bot = Bot::new();
    bot.set_tablebase(Some(tb.clone()));
    bot.set_perfect_time(time);
    let (mut table_part, mut whole, mut longest) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for (i, game) in games.iter().enumerate() {
        let start = Instant::now();
        let rated = endgame::rate_moves(&tb, game).expect("the table covers the position");
        table_part += start.elapsed();
        std::hint::black_box(rated);
        let start = Instant::now();
        let request = Request::Level(Level::Perfect);
        bot.think(game, &request, i as u64, &StopFlag::new(), &mut |_| {})
            .expect("a move");
        let took = start.elapsed();
        whole += took;
        longest = longest.max(took);
    }
    let n = games.len() as f64;
    println!(
        "Perfect as {} ({} positions, {} ms search time): table part {:.3} ms per move; \
         whole move {:.1} ms on average, {:.1} ms at most",
        side_name(side),
        games.len(),
        time.as_millis(),
        table_part.as_secs_f64() * 1e3 / n,
        whole.as_secs_f64() * 1e3 / n,
        longest.as_secs_f64() * 1e3
    );
}
