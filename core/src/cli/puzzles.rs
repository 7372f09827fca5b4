//! `baghchal puzzles build|verify|list`: the puzzle file from the terminal.

use super::options::{count, number, Exit, Failure};
use super::output::Output;
use baghchal::puzzle::file::{self, PuzzleSet};
use baghchal::puzzle::{games, verify, Difficulty};
use baghchal::Side;
use std::path::Path;
use std::time::Instant;

/// Games a build plays when `--games` is not given.
const DEFAULT_GAMES: u64 = 200;

/// `puzzles`' subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in bot games, checked against the table
    Build {
        /// The endgame table
        #[arg(long, value_name = "FILE")]
        table: String,
        /// The puzzle file to write
        #[arg(long, value_name = "FILE")]
        out: String,
        /// Bot games to look in
        #[arg(long, value_name = "N", default_value_t = DEFAULT_GAMES, value_parser = count)]
        games: u64,
        /// Seed of the games
        #[arg(long, value_name = "S", default_value = "1", value_parser = number, allow_negative_numbers = true)]
        seed: u64,
    },
    /// Check every puzzle of a file against the table
    Verify {
        /// The puzzle file
        #[arg(value_name = "FILE")]
        file: String,
        /// The endgame table of the puzzles' goats-to-win
        #[arg(long, value_name = "FILE")]
        table: String,
    },
    /// Every puzzle of a file, one a line
    List {
        /// The puzzle file
        #[arg(value_name = "FILE")]
        file: String,
    },
}

impl PuzzlesCommand {
    /// The subcommand's name, as typed.
    pub fn name(&self) -> &'static str {
        match self {
            PuzzlesCommand::Build { .. } => "build",
            PuzzlesCommand::Verify { .. } => "verify",
            PuzzlesCommand::List { .. } => "list",
        }
    }
}

/// Runs a `puzzles` subcommand; returns the exit code.
pub fn run(command: PuzzlesCommand) -> Exit {
    match command {
        PuzzlesCommand::Build {
            table,
            out,
            games,
            seed,
        } => build(&table, &out, games, seed),
        PuzzlesCommand::Verify { file, table } => verify(&file, &table),
        PuzzlesCommand::List { file } => list(&file),
    }
}

fn read_set(path: &str) -> Result<PuzzleSet, String> {
    let bytes =
        baghchal::files::read(Path::new(path)).map_err(|e| format!("cannot read {path}: {e}"))?;
    file::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

fn build(table: &str, out: &str, games: u64, seed: u64) -> Exit {
    // Checked before the games: its folder made, a file creatable.
    let output = Output::prepare(out)?;
    let table = super::open::table(table)?;
    let start = Instant::now();
    let (set, counts) = games::build(&table, games, seed, &mut |c| {
        if c.games % 10 == 0 {
            eprintln!(
                "[{:7.1}s] {} games, {} positions, {} won, {} puzzles",
                start.elapsed().as_secs_f64(),
                c.games,
                c.positions,
                c.won,
                c.puzzles
            );
        }
    });
    let bytes = file::to_bytes(&set);
    output.commit(&bytes)?;
    eprintln!(
        "[{:7.1}s] wrote {out}: {} puzzles from {} games ({} positions, {} won), {} bytes",
        start.elapsed().as_secs_f64(),
        set.puzzles.len(),
        counts.games,
        counts.positions,
        counts.won,
        bytes.len()
    );
    print_counts(&set);
    Ok(0)
}

/// Puzzles per side and difficulty, one line per side.
fn print_counts(set: &PuzzleSet) {
    for side in [Side::Tiger, Side::Goat] {
        let per: Vec<String> = Difficulty::ALL
            .iter()
            .map(|&d| {
                let n = set
                    .puzzles
                    .iter()
                    .filter(|p| p.solver() == side && p.difficulty() == d)
                    .count();
                format!("{} {n}", d.name())
            })
            .collect();
        println!("{} to move: {}", side.name(), per.join(", "));
    }
}

fn verify(path: &str, table_path: &str) -> Exit {
    let set = read_set(path)?;
    let table = super::open::table(table_path)?;
    // A table of other rules compares nothing: one line, as `play --table` says it.
    if set.goats_to_win != table.goats_to_win() {
        return Err(Failure::Plain(format!(
            "--table {table_path}: the puzzles are for goats-to-win {}, the table for {}",
            set.goats_to_win,
            table.goats_to_win()
        )));
    }
    let start = Instant::now();
    let bad = verify::verify(&set, &table);
    for d in bad.iter().take(20) {
        println!("puzzle {}: {}", d.number, d.why);
    }
    println!(
        "{} puzzles, {} disagree with the table ({:.1}s)",
        set.puzzles.len(),
        bad.len(),
        start.elapsed().as_secs_f64()
    );
    print_counts(&set);
    Ok(if bad.is_empty() { 0 } else { 1 })
}

fn list(path: &str) -> Exit {
    for p in read_set(path)?.puzzles {
        println!("{p}");
    }
    Ok(0)
}
