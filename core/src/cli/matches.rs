//! `baghchal match A B`: the bot against itself at two strengths, from varied
//! openings, each opening played with both sides, with a confidence interval.

use super::options::{count_usize, goats_to_win, number, Exit, Failure};
use baghchal::bot::eval::{Weights, DEFAULT_WEIGHTS};
use baghchal::bot::search::MAX_DEPTH;
use baghchal::bot::{Bot, Level, Limits, Request, StopFlag};
use baghchal::{Game, Move, MoveList, Outcome, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One contestant: a name and what the bot is asked.
#[derive(Clone, Debug)]
struct Player {
    name: String,
    request: Request,
    weights: Weights,
}

/// A player as written on the command line.
fn parse_player(s: &str) -> Result<Player, String> {
    let request = if let Some(level) = Level::parse(s) {
        Request::Level(level)
    } else {
        let (key, value) = s
            .split_once('=')
            .ok_or("use a level (easy, medium, hard, perfect) or depth=N, nodes=N, ms=N")?;
        if !matches!(key, "depth" | "nodes" | "ms") {
            return Err(format!("'{key}': use depth, nodes or ms"));
        }
        // A limit of 0 is refused in the engine's `go` words.
        let n = baghchal::bot::parse_limit(key, value)?;
        let mut limits = Limits::default();
        match key {
            "depth" => limits.depth = Some(n.min(u64::from(MAX_DEPTH)) as u32),
            "nodes" => limits.nodes = Some(n),
            _ => limits.time = Some(Duration::from_millis(n)),
        }
        Request::Limits(limits)
    };
    Ok(Player {
        name: s.to_string(),
        request,
        weights: DEFAULT_WEIGHTS,
    })
}

/// What `match` is given.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// Player A: a level, depth=N, nodes=N or ms=N
    #[arg(value_name = "A", value_parser = parse_player)]
    a: Player,
    /// Player B, written as A
    #[arg(value_name = "B", value_parser = parse_player)]
    b: Player,
    /// Games in all
    #[arg(long, value_name = "N", default_value = "200", value_parser = count_usize)]
    games: usize,
    /// Threads playing games at once
    #[arg(long, value_name = "N", default_value = "1", value_parser = count_usize)]
    threads: usize,
    /// Seed of the openings
    #[arg(long, value_name = "N", default_value = "1", value_parser = number, allow_negative_numbers = true)]
    seed: u64,
    /// Perfect's time per move
    #[arg(long, value_name = "MS", default_value = "300", value_parser = number, allow_negative_numbers = true)]
    perfect_ms: u64,
    /// Goats the tigers must eat to win
    #[arg(long, value_name = "G", value_parser = goats_to_win)]
    goats_to_win: Option<u8>,
    /// The side A takes: both (each opening twice), or only one
    #[arg(long, value_name = "goats|tigers|both", value_parser = ["goats", "tigers", "both"])]
    a_as: Option<String>,
    /// A plays with these evaluation weights (name=value,...)
    #[arg(long, value_name = "name=value,...")]
    tune_a: Option<String>,
    /// B plays with these evaluation weights (name=value,...)
    #[arg(long, value_name = "name=value,...")]
    tune_b: Option<String>,
}

struct Config {
    a: Player,
    b: Player,
    games: usize,
    threads: usize,
    seed: u64,
    perfect_ms: u64,
    settings: Settings,
    /// Which sides A takes: both (each opening twice), or only one.
    a_sides: Vec<Side>,
}

/// `name=value,...`: `player` plays with these evaluation weights.
fn tune(player: &mut Player, value: &str) -> Result<(), String> {
    for pair in value.split(',') {
        let (k, v) = pair
            .split_once('=')
            .ok_or(format!("'{pair}': use name=value"))?;
        let v: i32 = v.parse().map_err(|_| format!("'{v}' is not a number"))?;
        player.weights.set(k, v)?;
    }
    player.name = format!("{}[{value}]", player.name);
    Ok(())
}

fn parse(args: MatchArgs) -> Result<Config, Failure> {
    let mut c = Config {
        a: args.a,
        b: args.b,
        games: args.games,
        threads: args.threads,
        seed: args.seed,
        perfect_ms: args.perfect_ms,
        settings: Settings {
            goats_to_win: args
                .goats_to_win
                .unwrap_or(Settings::default().goats_to_win),
            ..Settings::default()
        },
        a_sides: match args.a_as.as_deref() {
            Some("goats") => vec![Side::Goat],
            Some("tigers") => vec![Side::Tiger],
            _ => vec![Side::Goat, Side::Tiger],
        },
    };
    if let Some(value) = &args.tune_a {
        tune(&mut c.a, value).map_err(|e| Failure::Usage(format!("--tune-a {value}: {e}")))?;
    }
    if let Some(value) = &args.tune_b {
        tune(&mut c.b, value).map_err(|e| Failure::Usage(format!("--tune-b {value}: {e}")))?;
    }
    check_games(c.games, c.a_sides.len()).map_err(Failure::Usage)?;
    Ok(c)
}

/// Refuses a number of games the match cannot play exactly: with A on both
/// sides each opening is played twice, sides swapped, so the count is even.
fn check_games(games: usize, sides: usize) -> Result<(), String> {
    match (games, sides) {
        (n, 2) if n % 2 == 1 => {
            let even = match n {
                1 => "2".to_string(),
                n => format!("{} or {}", n - 1, n + 1),
            };
            Err(format!(
                "--games {n}: A plays each opening from both sides, so a match is an even \
                 number of games; give {even}, or --a-as goats|tigers for exactly {n}"
            ))
        }
        _ => Ok(()),
    }
}

/// A few random half moves from the start, so games differ (2 to 4 of them).
fn opening(settings: Settings, seed: u64) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(settings).expect("settings were checked");
    let plies = rng.gen_range(2..=4);
    let mut list = MoveList::new();
    for _ in 0..plies {
        game.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        game.play_unchecked(list[rng.gen_range(0..list.len())]);
    }
    game
}

fn play_out(
    mut game: Game,
    goats: (&mut Bot, &Request),
    tigers: (&mut Bot, &Request),
    rng: &mut StdRng,
) -> (Outcome, u32) {
    let stop = StopFlag::new();
    let (goat_bot, goat_req) = goats;
    let (tiger_bot, tiger_req) = tigers;
    loop {
        if let Some(o) = game.outcome() {
            return (o, game.half_moves());
        }
        let (bot, req) = match game.position().to_move() {
            Side::Goat => (&mut *goat_bot, goat_req),
            Side::Tiger => (&mut *tiger_bot, tiger_req),
        };
        let m: Move = bot
            .think(&game, req, rng.gen(), &stop, &mut |_| {})
            .expect("an unfinished game has a move")
            .best;
        game.play(m).expect("the bot plays legal moves");
    }
}

/// Wins, draws, losses for player A.
#[derive(Default, Clone, Copy)]
struct Wdl {
    w: u32,
    d: u32,
    l: u32,
}

impl Wdl {
    fn add(&mut self, outcome: Outcome, a_side: Side) {
        match outcome.winner {
            None => self.d += 1,
            Some(s) if s == a_side => self.w += 1,
            Some(_) => self.l += 1,
        }
    }
    fn n(&self) -> u32 {
        self.w + self.d + self.l
    }
    /// Score (wins + half the draws) and its 95% interval, normal approximation
    /// over the per-game scores.
    fn score(&self) -> (f64, f64, f64) {
        let n = self.n().max(1) as f64;
        let p = (self.w as f64 + 0.5 * self.d as f64) / n;
        let var = (self.w as f64 * (1.0 - p).powi(2)
            + self.d as f64 * (0.5 - p).powi(2)
            + self.l as f64 * p.powi(2))
            / n;
        let half = 1.96 * (var / n).sqrt();
        (p, (p - half).max(0.0), (p + half).min(1.0))
    }
    fn line(&self) -> String {
        let (p, lo, hi) = self.score();
        format!(
            "W {:>4} D {:>4} L {:>4}  score {:5.1}%  95% CI {:5.1}%..{:5.1}%",
            self.w,
            self.d,
            self.l,
            100.0 * p,
            100.0 * lo,
            100.0 * hi
        )
    }
}

/// Runs the match and prints the table; returns the exit code.
pub fn run(args: MatchArgs) -> Exit {
    let c = parse(args)?;
    // check_games made the count a whole number of openings.
    let pairs = c.games / c.a_sides.len();
    let next = AtomicUsize::new(0);
    let results: Mutex<(Wdl, Wdl, u64)> = Mutex::new((Wdl::default(), Wdl::default(), 0));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..c.threads {
            scope.spawn(|| {
                let mut bot_a = Bot::with_memory(16 << 20);
                let mut bot_b = Bot::with_memory(16 << 20);
                for bot in [&mut bot_a, &mut bot_b] {
                    bot.set_perfect_time(Duration::from_millis(c.perfect_ms));
                }
                bot_a.set_weights(c.a.weights);
                bot_b.set_weights(c.b.weights);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= pairs {
                        break;
                    }
                    let seed = c.seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
                    let start = opening(c.settings, seed);
                    let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
                    let mut played = Vec::new();
                    for &a_side in &c.a_sides {
                        let (goats, tigers) = match a_side {
                            Side::Goat => ((&mut bot_a, &c.a.request), (&mut bot_b, &c.b.request)),
                            Side::Tiger => ((&mut bot_b, &c.b.request), (&mut bot_a, &c.a.request)),
                        };
                        played.push((a_side, play_out(start.clone(), goats, tigers, &mut rng)));
                    }
                    let mut r = results.lock().expect("no thread panics holding it");
                    for (a_side, (outcome, half_moves)) in played {
                        match a_side {
                            Side::Goat => r.0.add(outcome, a_side),
                            Side::Tiger => r.1.add(outcome, a_side),
                        }
                        r.2 += half_moves as u64;
                    }
                    let done = i + 1;
                    if done % 10 == 0 {
                        eprintln!(
                            "{done}/{pairs} openings, {:.0} s: {} as goats {}/{}/{}, as tigers {}/{}/{}",
                            started.elapsed().as_secs_f64(),
                            c.a.name,
                            r.0.w,
                            r.0.d,
                            r.0.l,
                            r.1.w,
                            r.1.d,
                            r.1.l
                        );
                    }
                }
            });
        }
    });
    let (as_goats, as_tigers, half_moves) = *results.lock().expect("threads are done");
    let total = Wdl {
        w: as_goats.w + as_tigers.w,
        d: as_goats.d + as_tigers.d,
        l: as_goats.l + as_tigers.l,
    };
    println!(
        "match {} vs {}: {} games from {} openings (2-4 random half moves, seed {}), {} as {}, {:.0} s, {:.0} half moves a game",
        c.a.name,
        c.b.name,
        total.n(),
        pairs,
        c.seed,
        c.a.name,
        match c.a_sides.as_slice() {
            [Side::Goat] => "goats",
            [Side::Tiger] => "tigers",
            _ => "both sides",
        },
        started.elapsed().as_secs_f64(),
        half_moves as f64 / total.n().max(1) as f64
    );
    // A side A never took (--a-as) has no line.
    if as_goats.n() > 0 {
        println!("{} as goats:  {}", c.a.name, as_goats.line());
    }
    if as_tigers.n() > 0 {
        println!("{} as tigers: {}", c.a.name, as_tigers.line());
    }
    println!("{} total:     {}", c.a.name, total.line());
    Ok(0)
}
