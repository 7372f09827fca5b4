//! `baghchal solve build|stats|verify`: the placement phase from the terminal.

use super::open::{solve_dir, table as open_table};
use super::options::{find, pairs};
use baghchal::solve::{self, LayerId, Tally, Wdl};
use baghchal::Position;
use std::path::Path;
use std::time::{Duration, Instant};

fn usage() -> String {
    super::usage::of("solve")
}

/// Runs a `solve` subcommand; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("stats") => stats(&args[1..]),
        Some("verify") => verify(&args[1..]),
        Some("book") => super::book::run(&args[1..]),
        Some("match") => super::book_match::run(&args[1..]),
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

fn build(args: &[String]) -> Result<i32, String> {
    let opts = pairs(
        args,
        &["--goats-to-win", "--table", "--out", "--lowest"],
        &usage(),
    )?;
    let g = find(&opts, "--goats-to-win")
        .ok_or_else(|| format!("--goats-to-win is required. {}", usage()))?;
    let g = g
        .parse::<u8>()
        .ok()
        .filter(|g| (1..=20).contains(g))
        .ok_or_else(|| format!("--goats-to-win {g}: use 1..=20"))?;
    let table =
        find(&opts, "--table").ok_or_else(|| format!("--table is required. {}", usage()))?;
    let out = find(&opts, "--out").ok_or_else(|| format!("--out is required. {}", usage()))?;
    let lowest = match find(&opts, "--lowest") {
        None => 0,
        Some(v) => v
            .parse::<u8>()
            .ok()
            .filter(|p| *p <= 19)
            .ok_or_else(|| format!("--lowest {v}: use 0..=19 (goats placed)"))?,
    };
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

fn stats(args: &[String]) -> Result<i32, String> {
    if args.len() != 1 {
        return Err(usage());
    }
    // The counts are in the (checksummed) headers; the data need not be read.
    let sol = solve_dir(args.first(), false, &usage())?;
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

fn verify(args: &[String]) -> Result<i32, String> {
    let (dir, rest) = args
        .split_first()
        .ok_or_else(|| format!("a solve directory is required. {}", usage()))?;
    let opts = pairs(rest, &["--sample", "--table"], &usage())?;
    let sample =
        match find(&opts, "--sample") {
            None => None,
            Some(v) => Some(v.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("--sample {v}: expected a number of positions, 1 or more")
            })?),
        };
    let start = Instant::now();
    let sol = solve_dir(Some(dir), true, &usage())?;
    let table = find(&opts, "--table").map(|t| open_table(t)).transpose()?;
    if let Some(tb) = &table {
        if tb.goats_to_win() != sol.goats_to_win() {
            return Err(format!(
                "the table is for goats_to_win {}, the layers for {}",
                tb.goats_to_win(),
                sol.goats_to_win()
            ));
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
