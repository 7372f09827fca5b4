//! `baghchal tablebase build|slim|stats|verify|bench|match`: the endgame table
//! from the terminal. Every command that reads a table takes both variants
//! (full and one-side) and says which it read.

use super::open::{same_file, table, variant};
use super::options::{count, goats_to_win, Exit, Failure};
use super::output::Output;
use baghchal::tablebase::Tablebase;
use std::time::Instant;

/// `tablebase`'s subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum TablebaseCommand {
    /// Solve the table and write its file
    Build {
        /// Goats the tigers must eat to win
        #[arg(long, value_name = "G", value_parser = goats_to_win)]
        goats_to_win: u8,
        /// Write the one-side variant (tigers to move stored, goats to move derived)
        #[arg(long)]
        one_side: bool,
        /// The file to write
        #[arg(long, value_name = "FILE")]
        out: String,
    },
    /// Write the one-side file of a table (a one-side input is copied)
    Slim {
        /// The table to read
        #[arg(value_name = "FULL_FILE")]
        input: String,
        /// The one-side file to write: another file than the input
        #[arg(value_name = "ONE_SIDE_FILE")]
        out: String,
    },
    /// Counts of wins, draws and losses per layer
    Stats {
        /// The table
        #[arg(value_name = "FILE")]
        file: String,
    },
    /// Check every stored value (or a sample) against its successors
    Verify {
        /// The table
        #[arg(value_name = "FILE")]
        file: String,
        /// Positions to check, picked at random
        #[arg(long, value_name = "N", value_parser = count)]
        sample: Option<u64>,
    },
    /// Opening time and probe speed; with --perfect, Perfect's time per move
    Bench(super::tablebase_bench::BenchArgs),
    /// Perfect with the table against Perfect without it
    Match(super::tablebase_match::MatchArgs),
}

impl TablebaseCommand {
    /// The subcommand's name, as typed.
    pub fn name(&self) -> &'static str {
        match self {
            TablebaseCommand::Build { .. } => "build",
            TablebaseCommand::Slim { .. } => "slim",
            TablebaseCommand::Stats { .. } => "stats",
            TablebaseCommand::Verify { .. } => "verify",
            TablebaseCommand::Bench(_) => "bench",
            TablebaseCommand::Match(_) => "match",
        }
    }
}

/// Runs a `tablebase` subcommand; returns the exit code.
pub fn run(command: TablebaseCommand) -> Exit {
    match command {
        TablebaseCommand::Build {
            goats_to_win,
            one_side,
            out,
        } => build(goats_to_win, one_side, &out),
        TablebaseCommand::Slim { input, out } => slim(&input, &out),
        TablebaseCommand::Stats { file } => stats(&file),
        TablebaseCommand::Verify { file, sample } => verify(&file, sample),
        TablebaseCommand::Bench(args) => super::tablebase_bench::run(args),
        TablebaseCommand::Match(args) => super::tablebase_match::run(args),
    }
}

fn build(g: u8, one_side: bool, out: &str) -> Exit {
    // Checked before the solve, which takes minutes for G = 5.
    let output = Output::prepare(out)?;
    let start = Instant::now();
    let progress = |line: &str| {
        eprintln!("[{:7.1}s] {line}", start.elapsed().as_secs_f64());
    };
    let bytes = if one_side {
        Tablebase::build_one_side_bytes(g, &progress)
    } else {
        Tablebase::build_bytes(g, &progress)
    }
    .map_err(|e| e.to_string())?;
    output.commit(&bytes)?;
    eprintln!(
        "[{:7.1}s] wrote {out}: {} bytes",
        start.elapsed().as_secs_f64(),
        bytes.len()
    );
    Ok(0)
}

/// `slim FULL OUT`: the one-side file of a table (a one-side input is
/// copied); OUT may not be the input, which the one-side file would replace.
fn slim(input: &str, out: &str) -> Exit {
    if same_file(input, out) {
        return Err(Failure::Usage(format!(
            "{out} is the table being read ({input}): the one-side file would replace it; \
             give another ONE_SIDE_FILE"
        )));
    }
    let output = Output::prepare(out)?;
    let tb = table(input)?;
    let bytes = tb.one_side_bytes().map_err(|e| e.to_string())?;
    output.commit(&bytes)?;
    eprintln!(
        "wrote {out}: {} bytes (from {} bytes, {})",
        bytes.len(),
        tb.size(),
        variant(&tb)
    );
    Ok(0)
}

fn stats(path: &str) -> Exit {
    let mut tb = table(path)?;
    tb.decode_all().map_err(|e| e.to_string())?;
    println!(
        "goats_to_win {}  file {} bytes  {}",
        tb.goats_to_win(),
        tb.size(),
        variant(&tb)
    );
    println!(
        "{:>8} {:>6} {:>12} {:>12} {:>12} {:>12} {:>8} {:>9}",
        "captured", "move", "classes", "tiger wins", "goat wins", "draws", "longest", "(longest"
    );
    println!("{:>91}", "win      loss)");
    let mut total = 0;
    for s in tb.stats() {
        total += s.classes;
        println!(
            "{:>8} {:>6} {:>12} {:>12} {:>12} {:>12} {:>8} {:>9}",
            s.captured,
            if s.tigers_to_move { "tiger" } else { "goat" },
            s.classes,
            s.tiger_wins,
            s.goat_wins,
            s.draws,
            s.longest_win,
            s.longest_loss
        );
    }
    println!("total classes {total}");
    for captured in [0u8, 1] {
        if captured >= tb.goats_to_win() {
            continue;
        }
        println!(
            "start of the movement phase, {captured} captured, tigers to move: {}",
            commonest_start(&tb, captured)
        );
    }
    Ok(0)
}

/// The shapes at the start of the movement phase, tigers to move, with
/// `captured` goats eaten: the tally of values over all classes of that layer.
fn commonest_start(tb: &Tablebase, captured: u8) -> String {
    let s = tb
        .stats()
        .into_iter()
        .find(|s| s.captured == captured as usize && s.tigers_to_move)
        .expect("layer present");
    let pct = |x: u64| 100.0 * x as f64 / s.classes.max(1) as f64;
    format!(
        "tigers win {:.2}%, goats win {:.2}%, draw {:.2}% of {} classes",
        pct(s.tiger_wins),
        pct(s.goat_wins),
        pct(s.draws),
        s.classes
    )
}

fn verify(path: &str, sample: Option<u64>) -> Exit {
    let mut tb = table(path)?;
    let start = Instant::now();
    tb.decode_all().map_err(|e| e.to_string())?;
    println!("{}", variant(&tb));
    let found = tb.verify(sample);
    for bad in found.iter().take(20) {
        println!(
            "inconsistent: {} captured, {} to move, {}: stored {}, successors give {}",
            bad.captured,
            if bad.tigers_to_move { "tiger" } else { "goat" },
            bad.board,
            bad.stored,
            bad.derived
        );
    }
    println!(
        "verify: {} inconsistencies ({:.1}s)",
        found.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(if found.is_empty() { 0 } else { 1 })
}
