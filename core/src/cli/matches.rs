//! `baghchal match A B`: the bot against itself at two strengths, from varied
//! openings, each opening played with both sides, with a confidence interval.

use baghchal::bot::eval::{Weights, DEFAULT_WEIGHTS};
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

fn parse_player(s: &str) -> Result<Player, String> {
    let request = if let Some(level) = Level::parse(s) {
        Request::Level(level)
    } else {
        let (key, value) = s
            .split_once('=')
            .ok_or(format!("'{s}': use a level or depth=N, nodes=N, ms=N"))?;
        let n: u64 = value
            .parse()
            .map_err(|_| format!("'{value}' in '{s}' is not a number"))?;
        let mut limits = Limits::default();
        match key {
            "depth" => {
                limits.depth = Some(
                    u32::try_from(n)
                        .ok()
                        .filter(|&d| d > 0)
                        .ok_or(format!("'{s}': a depth of 1 half move or more"))?,
                )
            }
            "nodes" => limits.nodes = Some(n),
            "ms" => limits.time = Some(Duration::from_millis(n)),
            _ => return Err(format!("'{key}': use depth, nodes or ms")),
        }
        Request::Limits(limits)
    };
    Ok(Player {
        name: s.to_string(),
        request,
        weights: DEFAULT_WEIGHTS,
    })
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

fn parse(args: &[String]) -> Result<Config, String> {
    let [a, b, rest @ ..] = args else {
        return Err(super::usage::of("match"));
    };
    let mut c = Config {
        a: parse_player(a)?,
        b: parse_player(b)?,
        games: 200,
        threads: 1,
        seed: 1,
        perfect_ms: 300,
        settings: Settings::default(),
        a_sides: vec![Side::Goat, Side::Tiger],
    };
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        if flag == "--tune-a" || flag == "--tune-b" {
            // name=value,name=value: A or B plays with these evaluation weights.
            let player = if flag == "--tune-a" {
                &mut c.a
            } else {
                &mut c.b
            };
            for pair in value.split(',') {
                let (k, v) = pair
                    .split_once('=')
                    .ok_or(format!("'{pair}': use name=value"))?;
                let v: i32 = v.parse().map_err(|_| format!("'{v}' is not a number"))?;
                player.weights.set(k, v)?;
            }
            player.name = format!("{}[{value}]", player.name);
            continue;
        }
        if flag == "--a-as" {
            c.a_sides = match value.as_str() {
                "goats" => vec![Side::Goat],
                "tigers" => vec![Side::Tiger],
                "both" => vec![Side::Goat, Side::Tiger],
                _ => return Err(format!("--a-as {value}: use goats, tigers or both")),
            };
            continue;
        }
        let n: u64 = value
            .parse()
            .map_err(|_| format!("{flag} {value}: not a number"))?;
        match flag.as_str() {
            "--games" => c.games = n as usize,
            "--threads" if n == 0 => return Err("--threads 0: expected 1 or more".into()),
            "--threads" => c.threads = n as usize,
            "--seed" => c.seed = n,
            "--perfect-ms" => c.perfect_ms = n,
            "--goats-to-win" => c
                .settings
                .set("goats_to_win", value)
                .map_err(|e| e.to_string())?,
            _ => return Err(format!("unknown option '{flag}'")),
        }
    }
    check_games(c.games, c.a_sides.len())?;
    Ok(c)
}

/// Refuses a number of games the match cannot play exactly: with A on both
/// sides each opening is played twice, sides swapped, so the count is even.
fn check_games(games: usize, sides: usize) -> Result<(), String> {
    match (games, sides) {
        (0, _) => Err("--games 0: a match plays 1 game or more".into()),
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
pub fn run(args: &[String]) -> i32 {
    let c = match parse(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
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
    0
}
