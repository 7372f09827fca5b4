//! `baghchal solve build|stats|verify`: the placement phase from the terminal.

use super::open::{solve_dir, table as open_table};
use super::options::{count, goats_to_win, placed, Exit, Failure};
use baghchal::solve::{self, LayerId, Tally, Wdl};
use baghchal::Position;
use std::path::Path;
use std::time::{Duration, Instant};

/// `solve`'s subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum SolveCommand {
    /// Solve the placement layers into a folder, from the endgame table
    Build {
        /// Goats the tigers must eat to win
        #[arg(long, value_name = "G", value_parser = goats_to_win)]
        goats_to_win: u8,
        /// The endgame table of that goats-to-win
        #[arg(long, value_name = "FILE")]
        table: String,
        /// The folder of the layers
        #[arg(long, value_name = "DIR")]
        out: String,
        /// Solve down to this many goats placed
        #[arg(long, value_name = "P", default_value = "0", value_parser = placed)]
        lowest: u8,
    },
    /// Counts of wins, draws and losses per layer, and the start's value
    Stats {
        /// The folder of the layers
        #[arg(value_name = "DIR")]
        dir: String,
    },
    /// Re-derive every stored value (or a sample) from its successors
    Verify {
        /// The folder of the layers
        #[arg(value_name = "DIR")]
        dir: String,
        /// Classes to check, picked at random
        #[arg(long, value_name = "N", value_parser = count)]
        sample: Option<u64>,
        /// The endgame table, to check the last layer against
        #[arg(long, value_name = "FILE")]
        table: Option<String>,
    },
    /// Make a placement book from the layers
    Book(super::book::BookArgs),
    /// Play a book against Perfect without it, Hard and random play
    Match(super::book_match::MatchArgs),
    /// Choose Perfect's moves in a book's exact layers ahead of time, for the lines a model opponent walks
    Choices(super::book_choices::ChoicesArgs),
    /// Perfect from the first move, holding draws and setting traps, side by side
    Chances(super::chances_match::ChancesArgs),
}

impl SolveCommand {
    /// The subcommand's name, as typed.
    pub fn name(&self) -> &'static str {
        match self {
            SolveCommand::Build { .. } => "build",
            SolveCommand::Stats { .. } => "stats",
            SolveCommand::Verify { .. } => "verify",
            SolveCommand::Book(_) => "book",
            SolveCommand::Match(_) => "match",
            SolveCommand::Choices(_) => "choices",
            SolveCommand::Chances(_) => "chances",
        }
    }
}

/// Runs a `solve` subcommand; returns the exit code.
pub fn run(command: SolveCommand) -> Exit {
    match command {
        SolveCommand::Build {
            goats_to_win,
            table,
            out,
            lowest,
        } => build(goats_to_win, &table, &out, lowest),
        SolveCommand::Stats { dir } => stats(&dir),
        SolveCommand::Verify { dir, sample, table } => verify(&dir, sample, table.as_deref()),
        SolveCommand::Book(args) => super::book::run(args),
        SolveCommand::Match(args) => super::book_match::run(args),
        SolveCommand::Choices(args) => super::book_choices::run(args),
        SolveCommand::Chances(args) => super::chances_match::run(args),
    }
}

fn build(g: u8, table: &str, out: &str, lowest: u8) -> Exit {
    let start = Instant::now();
    let progress = |line: &str| {
        eprintln!("[{:8.1}s] {line}", start.elapsed().as_secs_f64());
    };
    progress(&format!("opening {table}"));
    let tb = open_table(table)?;
    let reports = solve::build(
        &solve::Options {
            goats_to_win: g,
            table: &tb,
            out: Path::new(out),
            lowest,
            progress_every: Duration::from_secs(30),
        },
        &progress,
    )
    .map_err(|e| e.to_string())?;
    let solved: Vec<_> = reports.iter().filter(|r| !r.reused).collect();
    // fold from +0.0: an empty f64 sum is -0.0, which printed as "-0.0s".
    let wall = solved.iter().fold(0.0, |a, r| a + r.wall.as_secs_f64());
    let cpu = solved.iter().filter_map(|r| r.cpu).fold(0.0, |a, c| a + c);
    progress(&format!(
        "sweep complete: {} layers solved now ({} were on disk), {wall:.1}s wall, {cpu:.1}s cpu in them, peak memory {}",
        solved.len(),
        reports.len() - solved.len(),
        solve::build::peak_memory().map_or("?".into(), |b| format!("{:.2} GB", b as f64 / 1e9))
    ));
    Ok(0)
}

fn stats(dir: &str) -> Exit {
    // The counts are in the (checksummed) headers; the data need not be read.
    let sol = solve_dir(dir, false)?;
    println!("goats_to_win {}", sol.goats_to_win());
    println!(
        "{:>6} {:>8} {:>6} {:>14} {:>14} {:>14} {:>14}",
        "placed", "captured", "move", "classes", "wins", "draws", "losses"
    );
    let mut total = Tally::default();
    for h in sol.headers() {
        for p in &h.parts {
            total = total.plus(p.tally);
            println!(
                "{:>6} {:>8} {:>6} {:>14} {:>14} {:>14} {:>14}",
                h.id.placed,
                p.captured,
                if h.id.tigers_to_move { "tiger" } else { "goat" },
                p.tally.classes(),
                p.tally.wins,
                p.tally.draws,
                p.tally.losses
            );
        }
    }
    println!(
        "total classes {} in {} layers (wins and losses for the side to move)",
        total.classes(),
        sol.layer_ids().len()
    );
    let start = sol.value(&Position::start());
    match start {
        Some(v) => println!(
            "start position (goats to move): {}",
            match v {
                Wdl::Win => "goats win",
                Wdl::Draw => "draw",
                Wdl::Loss => "tigers win",
            }
        ),
        None => println!(
            "start position: not solved yet (layer {} missing)",
            LayerId {
                placed: 0,
                tigers_to_move: false
            }
        ),
    }
    Ok(0)
}

fn verify(dir: &str, sample: Option<u64>, table: Option<&str>) -> Exit {
    let start = Instant::now();
    let sol = solve_dir(dir, true)?;
    let table = table.map(open_table).transpose()?;
    if let Some(tb) = &table {
        if tb.goats_to_win() != sol.goats_to_win() {
            return Err(Failure::Plain(format!(
                "the table is for goats_to_win {}, the layers for {}",
                tb.goats_to_win(),
                sol.goats_to_win()
            )));
        }
    }
    let progress = |line: &str| eprintln!("[{:8.1}s] {line}", start.elapsed().as_secs_f64());
    let report = solve::verify::verify(&sol, table.as_ref(), sample, &progress);
    for bad in report.mismatches.iter().take(20) {
        println!(
            "inconsistent: {} captured {}, {}: stored {}, successors give {}",
            bad.id, bad.captured, bad.board, bad.stored, bad.derived
        );
    }
    if !report.skipped.is_empty() {
        let names: Vec<String> = report.skipped.iter().map(|id| id.to_string()).collect();
        println!(
            "not checked (what they depend on is missing{}): {}",
            if table.is_none() {
                "; give --table for G19"
            } else {
                ""
            },
            names.join(" ")
        );
    }
    println!(
        "verify: {} classes re-derived, {} inconsistencies ({:.1}s)",
        report.checked,
        report.mismatches.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(if report.mismatches.is_empty() { 0 } else { 1 })
}
