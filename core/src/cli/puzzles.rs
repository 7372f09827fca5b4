//! `baghchal puzzles build|verify|list`: the puzzle file from the terminal.

use baghchal::puzzle::file::{self, PuzzleSet};
use baghchal::puzzle::{games, verify, Difficulty};
use baghchal::tablebase::Tablebase;
use baghchal::Side;
use std::time::Instant;

/// This command's usage, from the one usage table.
fn usage() -> String {
    super::usage::of("puzzles")
}

/// Games a build plays when `--games` is not given.
const DEFAULT_GAMES: u64 = 200;

/// Runs a `puzzles` subcommand; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("verify") => verify(&args[1..]),
        Some("list") => list(&args[1..]),
        _ => Err(usage()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            2
        }
    }
}

fn open_table(path: Option<String>) -> Result<Tablebase, String> {
    let path = path.ok_or_else(|| format!("--table is required. {}", usage()))?;
    Tablebase::open(&path).map_err(|e| format!("{path}: {e}"))
}

fn read_set(path: &str) -> Result<PuzzleSet, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    file::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

fn build(args: &[String]) -> Result<i32, String> {
    let (mut table, mut out, mut games, mut seed) = (None, None, DEFAULT_GAMES, 1);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--table" | "--out" => {
                let v = it
                    .next()
                    .ok_or(format!("{flag} needs a value. {}", usage()))?;
                *if flag == "--table" {
                    &mut table
                } else {
                    &mut out
                } = Some(v.clone());
            }
            "--games" => games = super::options::count(&mut it, flag, &usage())?,
            "--seed" => seed = super::options::number(&mut it, flag, &usage())?,
            _ => return Err(format!("unknown option '{flag}'. {}", usage())),
        }
    }
    let out = out.ok_or_else(|| format!("--out is required. {}", usage()))?;
    let table = open_table(table)?;
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
    std::fs::write(&out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
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

fn verify(args: &[String]) -> Result<i32, String> {
    let (mut path, mut table) = (None, None);
    let mut it = args.iter();
    while let Some(word) = it.next() {
        match word.as_str() {
            "--table" => {
                table = Some(
                    it.next()
                        .ok_or(format!("--table needs a value. {}", usage()))?
                        .clone(),
                )
            }
            w if !w.starts_with("--") && path.is_none() => path = Some(w.to_string()),
            _ => return Err(format!("unknown argument '{word}'. {}", usage())),
        }
    }
    let path = path.ok_or_else(|| format!("a puzzle file is required. {}", usage()))?;
    let set = read_set(&path)?;
    let table = open_table(table)?;
    let start = Instant::now();
    let bad = verify::verify(&set, &table);
    for d in bad.iter().take(20) {
        // Number 0 is the whole file (a table of other rules), not one puzzle.
        match d.number {
            0 => println!("{}", d.why),
            n => println!("puzzle {n}: {}", d.why),
        }
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

fn list(args: &[String]) -> Result<i32, String> {
    let [path] = args else {
        return Err(usage());
    };
    for p in read_set(path)?.puzzles {
        println!("{p}");
    }
    Ok(0)
}
