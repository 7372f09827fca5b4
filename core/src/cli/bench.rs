//! `baghchal bench`: a fixed suite of positions searched at every level's
//! depth, with nodes, speed and time, and Perfect's time to complete depth 7;
//! `--perfect-placement` is [`super::bench_perfect`].

use super::options::{count_usize, number, Exit};
use baghchal::bot::{Bot, Info, Level, Limits, Request, StopFlag};
use baghchal::{Game, Position, Settings, Side};
use std::time::{Duration, Instant};

/// Name, board (rows 5 to 1), side to move, goats in hand, goats eaten.
const SUITE: [(&str, &str, Side, u8, u8); 9] = [
    ("start", "T...T/...../...../...../T...T", Side::Goat, 20, 0),
    (
        "early placement",
        ".GG.T/.T.../....G/.T.../.GG.T",
        Side::Tiger,
        15,
        0,
    ),
    (
        "early, spread",
        "..T.T/...../G...G/GT.TG/.G...",
        Side::Tiger,
        15,
        0,
    ),
    (
        "late placement",
        "GGGGG/GGGTG/G.T.G/G...T/TGG..",
        Side::Tiger,
        6,
        0,
    ),
    (
        "late, centre tigers",
        "G...G/GT.../GGTTG/GGGGG/G.TGG",
        Side::Tiger,
        6,
        0,
    ),
    (
        "movement",
        "GGGGG/GGGTG/GGG.G/GGGTG/TG.GT",
        Side::Tiger,
        0,
        1,
    ),
    (
        "movement, 3 eaten",
        "GGGGG/GGGTG/GGG../GG..T/TGGTG",
        Side::Goat,
        0,
        3,
    ),
    (
        "movement, open",
        "GGTGG/GG.TG/GG.TG/..TGG/GGGGG",
        Side::Goat,
        0,
        3,
    ),
    (
        "near trap",
        "GTGGG/GGG.T/GGTGG/GGGGG/GGTGG",
        Side::Tiger,
        0,
        0,
    ),
];

/// What `bench` is given: the suite's repeats, or the placement timing's files and games.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("timed").args(["perfect_placement", "analysis_values"])))]
pub struct BenchArgs {
    /// Runs of each search, the best kept
    #[arg(long, value_name = "N", value_parser = count_usize, conflicts_with_all = ["perfect_placement", "analysis_values"])]
    repeat: Option<usize>,
    /// Time Perfect's placement moves from 12 placed, with a table and books
    #[arg(long, conflicts_with = "analysis_values")]
    perfect_placement: bool,
    /// Time an analysis board's move values from 12 placed: the first, and the whole list
    #[arg(long)]
    analysis_values: bool,
    /// Positions per side to move and goats placed (with --analysis-values)
    #[arg(long, value_name = "N", value_parser = count_usize, requires = "analysis_values")]
    positions: Option<usize>,
    /// The endgame table (with --perfect-placement or --analysis-values)
    #[arg(
        long,
        value_name = "FILE",
        requires = "timed",
        required_if_eq_any([("perfect_placement", "true"), ("analysis_values", "true")])
    )]
    table: Option<String>,
    /// A placement book, besides the built-in ones (with --perfect-placement)
    #[arg(long, value_name = "FILE", requires = "perfect_placement")]
    book: Vec<String>,
    /// Games of each kind (with --perfect-placement)
    #[arg(long, value_name = "N", value_parser = count_usize, requires = "perfect_placement")]
    games: Option<usize>,
    /// Seed of the games (with --perfect-placement or --analysis-values)
    #[arg(long, value_name = "S", value_parser = number, allow_negative_numbers = true, requires = "timed")]
    seed: Option<u64>,
    /// Only these kinds of game (with --perfect-placement)
    #[arg(long, value_name = "goats|tigers|off", value_parser = ["goats", "tigers", "off"], requires = "perfect_placement")]
    kind: Vec<String>,
    /// Time on this share of one core: 1/3, 0.33 or 33% (with --perfect-placement or --analysis-values; Linux, root)
    #[arg(long, value_name = "SHARE", value_parser = super::slow_core::parse_share, requires = "timed")]
    slow_core: Option<f64>,
    /// Keep every timed move in FILE and go on from its last whole game (with --perfect-placement)
    #[arg(long, value_name = "FILE", requires = "perfect_placement")]
    times: Option<String>,
}

/// Runs the suite; returns the exit code.
pub fn run(args: BenchArgs) -> Exit {
    if args.analysis_values {
        return super::bench_analysis::run(super::bench_analysis::Plan {
            table: args.table.expect("the parser requires it"),
            positions: args.positions.unwrap_or(20),
            seed: args.seed.unwrap_or(1),
            slow_core: args.slow_core,
        });
    }
    if args.perfect_placement {
        return super::bench_perfect::run(super::bench_perfect::Plan {
            table: args.table.expect("the parser requires it"),
            books: args.book,
            games: args.games.unwrap_or(20),
            seed: args.seed.unwrap_or(1),
            kinds: args.kind,
            slow_core: args.slow_core,
            times: args.times,
        });
    }
    let repeat = args.repeat.unwrap_or(3);
    let mut bot = Bot::new();
    println!(
        "{:<20} {:<8} {:>5} {:>9} {:>9} {:>10}   (best of {repeat} runs)",
        "position", "level", "depth", "nodes", "ms", "nodes/s"
    );
    let mut worst_hard = Duration::ZERO;
    let mut worst_d7 = Duration::ZERO;
    let mut total_nodes = 0u64;
    let mut total_time = Duration::ZERO;
    for (name, board, side, in_hand, captured) in SUITE {
        let (tigers, goats) = Position::parse_board(board).expect("suite boards are valid");
        let pos = Position::new(tigers, goats, side, in_hand, captured)
            .expect("suite positions are valid");
        let game = Game::from_position(Settings::default(), pos).expect("default settings");
        if game.outcome().is_some() {
            println!("{name:<20} (finished position, skipped)");
            continue;
        }
        for level in Level::ALL {
            // Searching at the level's depth; Easy and Medium's random turns are
            // not what a benchmark measures.
            let request = match level {
                Level::Perfect => Request::Level(Level::Perfect),
                _ => Request::Limits(Limits {
                    depth: Some(level.depth()),
                    ..Limits::default()
                }),
            };
            let mut best: Option<(Duration, u64, u32, Duration)> = None;
            for _ in 0..repeat {
                let mut depth7 = Duration::ZERO;
                let started = Instant::now();
                let answer = bot
                    .think(&game, &request, 1, &StopFlag::new(), &mut |info: &Info| {
                        if info.depth == 7 {
                            depth7 = info.time;
                        }
                    })
                    .expect("an unfinished position has a move");
                let took = started.elapsed();
                if best.map_or(true, |b| took < b.0) {
                    best = Some((took, answer.nodes, answer.depth, depth7));
                }
            }
            let (took, nodes, depth, depth7) = best.expect("repeat is positive");
            let nps = nodes as f64 / took.as_secs_f64().max(1e-9);
            println!(
                "{name:<20} {:<8} {depth:>5} {nodes:>9} {:>9.2} {nps:>10.0}",
                level.name(),
                took.as_secs_f64() * 1e3
            );
            total_nodes += nodes;
            total_time += took;
            match level {
                Level::Hard => worst_hard = worst_hard.max(took),
                Level::Perfect if depth < 7 => {
                    println!("{:<20} {:<8} result proven at depth {depth}", "", "");
                }
                Level::Perfect => {
                    println!(
                        "{:<20} {:<8} depth 7 completed in {:.2} ms",
                        "",
                        "",
                        depth7.as_secs_f64() * 1e3
                    );
                    worst_d7 = worst_d7.max(depth7);
                }
                _ => {}
            }
        }
    }
    // How long a search takes to come back after another thread stops it.
    let mut worst_stop = Duration::ZERO;
    for _ in 0..repeat.max(3) {
        let game = Game::new(Settings::default()).expect("default settings");
        let stop = StopFlag::new();
        let flag = stop.clone();
        let endless = Request::Limits(Limits::default());
        let searcher = std::thread::spawn(move || {
            let mut bot = Bot::new();
            let answer = bot.think(&game, &endless, 1, &flag, &mut |_| {});
            // Timed before the table is freed: freeing is not part of answering.
            (answer.is_some(), Instant::now())
        });
        std::thread::sleep(Duration::from_millis(200));
        let stopped = Instant::now();
        stop.stop();
        let (_, back) = searcher.join().expect("the search thread ends");
        worst_stop = worst_stop.max(back.duration_since(stopped));
    }
    println!(
        "stop honoured within {:.2} ms (worst of {} tries, target < 10)",
        worst_stop.as_secs_f64() * 1e3,
        repeat.max(3)
    );
    println!(
        "slowest hard move {:.2} ms (target < 20), slowest perfect depth 7 {:.2} ms (target < 50), {:.0} nodes/s overall",
        worst_hard.as_secs_f64() * 1e3,
        worst_d7.as_secs_f64() * 1e3,
        total_nodes as f64 / total_time.as_secs_f64().max(1e-9)
    );
    Ok(0)
}
