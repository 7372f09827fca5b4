//! `baghchal bench --analysis-values --table FILE`: how soon an analysis
//! board has its first move value and its whole list
//! ([`baghchal::analysis::move_values_each`]), per side to move and goats
//! placed from 12 to 19, on positions from games between two Medium bots
//! (a player's positions: random boards are the easy ones for the exact
//! search). With `--slow-core` the values are timed on a share of one core,
//! as `--perfect-placement` times Perfect's moves.

use super::options::Exit;
use baghchal::analysis::{move_values_each, EXACT_FROM_PLACED};
use baghchal::bot::{Bot, Level, StopFlag};
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// What the benchmark is given.
pub struct Plan {
    /// The endgame table's file; its goats-to-win is the games'.
    pub table: String,
    /// Positions per side to move and goats placed.
    pub positions: usize,
    /// Seed of the Medium bots' games.
    pub seed: u64,
    /// The share of one core the values are timed on; none: the whole machine.
    pub slow_core: Option<f64>,
}

/// The time to the first value and to the whole list, per position.
type Rows = BTreeMap<(&'static str, u8), Vec<(Duration, Duration)>>;

/// Games played at most per position asked for, so a row that games seldom
/// reach (goats to move at 19 placed after many captures) cannot hold the run.
const GAMES_PER_POSITION: usize = 4;

/// Runs the benchmark; returns the exit code.
pub fn run(plan: Plan) -> Exit {
    let table = super::open::searched_table(&plan.table)?;
    let g = table.goats_to_win();
    println!(
        "analysis values: table g{g} ({}), {} positions a row, seed {}",
        plan.table, plan.positions, plan.seed
    );
    // Limited after the table is loaded: the app loads it off the clock too.
    let _slow = super::slow_core::SlowCore::limit_if(plan.slow_core)?;
    let settings = Settings {
        goats_to_win: g,
        ..Settings::default()
    };
    let mut rows = Rows::new();
    let mut bot = Bot::new();
    let full = |rows: &Rows| {
        rows.len() == 2 * usize::from(TOTAL_GOATS - EXACT_FROM_PLACED)
            && rows.values().all(|v| v.len() >= plan.positions)
    };
    // The slowest whole list and its position, to look at again alone.
    let mut slowest: Option<(Duration, String)> = None;
    let mut games = 0;
    while !full(&rows) && games < plan.positions * GAMES_PER_POSITION {
        let mut game = Game::new(settings).map_err(|e| e.to_string())?;
        let seed = plan.seed.wrapping_mul(1_000_003).wrapping_add(games as u64);
        games += 1;
        while game.outcome().is_none() && game.position().phase() == Phase::Placement {
            let pos = *game.position();
            let placed = TOTAL_GOATS - pos.goats_in_hand();
            let side = if pos.to_move() == Side::Goat {
                "goat"
            } else {
                "tiger"
            };
            let row = rows.entry((side, placed)).or_default();
            if placed >= EXACT_FROM_PLACED && row.len() < plan.positions {
                let times = time_values(&game, &table)?;
                if slowest.as_ref().map_or(true, |s| times.1 > s.0) {
                    let position = format!(
                        "{} {side} {} {}",
                        pos.board_string(),
                        pos.goats_in_hand(),
                        pos.captured()
                    );
                    slowest = Some((times.1, position));
                }
                row.push(times);
            }
            let m = bot
                .level_move(&game, Level::Medium, seed ^ u64::from(game.half_moves()))
                .ok_or("Medium found no move in an unfinished game")?;
            game.play(m).map_err(|e| e.to_string())?;
        }
    }
    rows.retain(|&(_, placed), _| placed >= EXACT_FROM_PLACED);
    report(&rows, games);
    if let Some((took, position)) = slowest {
        println!(
            "slowest whole list: {:.1} ms in {position}",
            took.as_secs_f64() * 1e3
        );
    }
    Ok(0)
}

/// The time to the first value and to the whole list of `game`'s moves.
fn time_values(
    game: &Game,
    table: &baghchal::tablebase::Tablebase,
) -> Result<(Duration, Duration), String> {
    let started = Instant::now();
    let mut first = None;
    move_values_each(game, Some(table), &StopFlag::new(), &mut |_, _| {
        first.get_or_insert_with(|| started.elapsed());
    })
    .map_err(|_| "the values were cancelled with no one to cancel them")?;
    let whole = started.elapsed();
    Ok((first.unwrap_or(whole), whole))
}

/// Prints count, median, 99th percentile and maximum of both times per row,
/// and how many first values took over 300 ms and whole lists over 1 s.
fn report(rows: &Rows, games: usize) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |v: &[Duration], q: f64| ms(v[((v.len() - 1) as f64 * q).round() as usize]);
    println!("{games} games; milliseconds");
    println!("| side to move | placed | positions | first value: median / p99 / max | whole list: median / p99 / max |");
    println!("|---|---|---|---|---|");
    let (mut slow_first, mut slow_whole, mut all) = (0, 0, 0);
    for ((side, placed), times) in rows {
        let mut first: Vec<Duration> = times.iter().map(|t| t.0).collect();
        let mut whole: Vec<Duration> = times.iter().map(|t| t.1).collect();
        first.sort();
        whole.sort();
        slow_first += first.iter().filter(|d| ms(**d) > 300.0).count();
        slow_whole += whole.iter().filter(|d| ms(**d) > 1000.0).count();
        all += times.len();
        println!(
            "| {side} | {placed} | {} | {:.1} / {:.1} / {:.1} | {:.1} / {:.1} / {:.1} |",
            times.len(),
            at(&first, 0.5),
            at(&first, 0.99),
            at(&first, 1.0),
            at(&whole, 0.5),
            at(&whole, 0.99),
            at(&whole, 1.0)
        );
    }
    println!("{all} positions: first value over 300 ms in {slow_first}, whole list over 1 s in {slow_whole}");
}
