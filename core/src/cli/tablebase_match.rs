//! `baghchal tablebase match FILE`: Perfect with the table against Perfect
//! without it, from random placements the table rates a draw or better for
//! the tabled side; counts every move where the untabled side gives away value.

use super::options::{count_usize, number, Exit};
use baghchal::bot::{endgame, Bot, Level, Request, StopFlag};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, MoveList, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Tally of the games.
#[derive(Default)]
struct Tally {
    games: usize,
    /// Per table value at the start (win, draw, loss) for the tabled side: its wins, draws, losses.
    by_value: [[usize; 3]; 3],
    /// Games the tabled side ended worse than the table's value.
    worse_than_table: usize,
    /// Untabled moves from a table-won position that were no longer won.
    slipped_wins: usize,
    /// Untabled moves from a table-drawn position into a lost one.
    lost_draws: usize,
    /// Untabled moves made in won / drawn positions.
    untabled_in_won: usize,
    untabled_in_drawn: usize,
    /// Games with at least one slip or lost draw by the untabled side.
    games_with_error: usize,
    half_moves: usize,
}

/// What `tablebase match` is given.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The table
    #[arg(value_name = "FILE")]
    file: String,
    /// Games in all, sides alternating
    #[arg(long, value_name = "N", default_value = "200", value_parser = count_usize)]
    games: usize,
    /// Perfect's search time per move
    #[arg(long, value_name = "MS", default_value = "20", value_parser = number, allow_negative_numbers = true)]
    perfect_ms: u64,
    /// Threads playing games at once
    #[arg(long, value_name = "N", default_value = "2", value_parser = count_usize)]
    threads: usize,
    /// Seed of the openings
    #[arg(long, value_name = "N", default_value = "1", value_parser = number, allow_negative_numbers = true)]
    seed: u64,
    /// Start from any placement, not only those the table rates a draw or better for the tabled side
    #[arg(long)]
    any_start: bool,
}

/// Runs the match; returns the exit code.
pub fn run(args: MatchArgs) -> Exit {
    let MatchArgs {
        file: path,
        games,
        perfect_ms: ms,
        threads,
        seed,
        any_start,
    } = args;
    let table = Arc::new(super::open::searched_table(&path)?);
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    println!(
        "Perfect with the table against Perfect without it: {games} games, goats_to_win {}, \
         repetition draw3, max_half_moves {}, Perfect {ms} ms (depth 7 at least), seed {seed}",
        settings.goats_to_win, settings.max_half_moves
    );
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let start = Instant::now();
    // A thread whose bot finds no move stops with an error, which the match reports.
    let failed: Result<(), String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| -> Result<(), String> {
                    let mut tabled = Bot::with_memory(16 << 20);
                    let mut plain = Bot::with_memory(16 << 20);
                    tabled.set_tablebase(Some(table.clone()));
                    plain.set_tablebase(None);
                    for bot in [&mut tabled, &mut plain] {
                        bot.set_perfect_time(Duration::from_millis(ms));
                    }
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
                        let opening = Start {
                            seed: seed ^ (i as u64) << 20,
                            tabled_side: side,
                            any: any_start,
                        };
                        play_one(&table, settings, opening, &mut tabled, &mut plain, &tally)?;
                        let t = tally.lock().expect("no panics");
                        if t.games % 10 == 0 {
                            eprintln!("[{:6.0}s] {} games", start.elapsed().as_secs_f64(), t.games);
                        }
                    }
                    Ok(())
                })
            })
            .collect();
        handles
            .into_iter()
            .try_for_each(|h| h.join().expect("no panics"))
    });
    failed?;
    let t = tally.into_inner().expect("no panics");
    let names = ["wins", "draws", "losses"];
    for (k, value) in ["won", "drawn", "lost"].iter().enumerate() {
        let row = t.by_value[k];
        println!(
            "start {value} for the tabled side: {} games; tabled side {} {}, {} {}, {} {}",
            row.iter().sum::<usize>(),
            row[0],
            names[0],
            row[1],
            names[1],
            row[2],
            names[2]
        );
    }
    println!(
        "games where the tabled side did worse than the table's value: {}",
        t.worse_than_table
    );
    println!(
        "untabled Perfect: {} of {} moves in won positions let the win slip; \
         {} of {} moves in drawn positions lost the draw; {} of {} games had such a move",
        t.slipped_wins,
        t.untabled_in_won,
        t.lost_draws,
        t.untabled_in_drawn,
        t.games_with_error,
        t.games
    );
    println!(
        "{} half moves in {:.0}s",
        t.half_moves,
        start.elapsed().as_secs_f64()
    );
    Ok(if t.worse_than_table == 0 { 0 } else { 1 })
}

/// How a game starts: its seed, the tabled bot's side, whether any table value will do.
struct Start {
    seed: u64,
    tabled_side: Side,
    any: bool,
}

/// Random legal moves until the movement phase starts with a value of at
/// least a draw for the tabled side (any value with `start.any`).
fn opening(
    table: &Tablebase,
    settings: Settings,
    rng: &mut StdRng,
    start: &Start,
) -> (Game, Value) {
    let tabled_side = start.tabled_side;
    loop {
        let mut game = Game::new(settings).expect("valid settings");
        let mut list = MoveList::new();
        while game.outcome().is_none() && game.position().goats_in_hand() > 0 {
            game.legal_moves(&mut list);
            game.play_unchecked(list[rng.gen_range(0..list.len())]);
        }
        if game.outcome().is_some() {
            continue;
        }
        let Some(v) = endgame::value(table, &game) else {
            continue;
        };
        let v = if game.position().to_move() == tabled_side {
            v
        } else {
            flip(v)
        };
        if !start.any && matches!(v, Value::Loss(_)) {
            continue;
        }
        return (game, v);
    }
}

/// The value for the other side.
fn flip(v: Value) -> Value {
    match v {
        Value::Win(d) => Value::Loss(d),
        Value::Loss(d) => Value::Win(d),
        Value::Draw => Value::Draw,
    }
}

fn play_one(
    table: &Tablebase,
    settings: Settings,
    start: Start,
    tabled: &mut Bot,
    plain: &mut Bot,
    tally: &Mutex<Tally>,
) -> Result<(), String> {
    let mut rng = StdRng::seed_from_u64(start.seed);
    let (mut game, start_value) = opening(table, settings, &mut rng, &start);
    let (seed, tabled_side) = (start.seed, start.tabled_side);
    let (mut slips, mut lost, mut in_won, mut in_drawn) = (0, 0, 0, 0);
    let stop = StopFlag::new();
    let mut ply = 0u64;
    while game.outcome().is_none() {
        let mover = game.position().to_move();
        let bot = if mover == tabled_side {
            &mut *tabled
        } else {
            &mut *plain
        };
        let before = endgame::value(table, &game);
        let m = bot
            .think(
                &game,
                &Request::Level(Level::Perfect),
                seed + ply,
                &stop,
                &mut |_| {},
            )
            .ok_or("a bot found no move in an unfinished game")?
            .best;
        game.play(m)
            .map_err(|e| format!("a bot played an illegal move: {e}"))?;
        ply += 1;
        if mover != tabled_side {
            let after = match game.outcome() {
                Some(o) if o.winner == Some(mover) => Some(Value::Win(1)),
                Some(o) if o.winner.is_none() => Some(Value::Draw),
                Some(_) => Some(Value::Loss(0)),
                None => endgame::value(table, &game).map(Value::before),
            };
            match (before, after) {
                (Some(Value::Win(_)), Some(a)) => {
                    in_won += 1;
                    slips += !matches!(a, Value::Win(_)) as usize;
                }
                (Some(Value::Draw), Some(a)) => {
                    in_drawn += 1;
                    lost += matches!(a, Value::Loss(_)) as usize;
                }
                _ => {}
            }
        }
    }
    let outcome = game.outcome().expect("over");
    let result = match outcome.winner {
        Some(w) if w == tabled_side => 0,
        None => 1,
        Some(_) => 2,
    };
    let mut t = tally.lock().expect("no panics");
    t.games += 1;
    let k = match start_value {
        Value::Win(_) => 0,
        Value::Draw => 1,
        Value::Loss(_) => 2,
    };
    t.by_value[k][result] += 1;
    t.worse_than_table += (k < 2 && result > k) as usize;
    t.slipped_wins += slips;
    t.lost_draws += lost;
    t.untabled_in_won += in_won;
    t.untabled_in_drawn += in_drawn;
    t.games_with_error += (slips + lost > 0) as usize;
    t.half_moves += game.half_moves() as usize;
    Ok(())
}
