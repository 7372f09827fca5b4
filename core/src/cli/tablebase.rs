//! `baghchal tablebase build|slim|stats|verify|bench|match`: the endgame table
//! from the terminal. Every command that reads a table takes both variants
//! (full and one-side) and says which it read.

use super::open::{table_arg, variant};
use super::output::Output;
use baghchal::tablebase::Tablebase;
use std::time::Instant;

fn usage() -> String {
    super::usage::of("tablebase")
}

/// Runs a `tablebase` subcommand; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("slim") => slim(&args[1..]),
        Some("stats") => stats(&args[1..]),
        Some("verify") => verify(&args[1..]),
        Some("match") => super::tablebase_match::run(&args[1..]),
        Some("bench") => super::tablebase_bench::run(&args[1..]),
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
    let usage = usage();
    let mut goats_to_win = None;
    let mut out = None;
    let mut one_side = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--one-side" {
            one_side = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value. {usage}"))?;
        match flag.as_str() {
            "--goats-to-win" => {
                goats_to_win = Some(
                    value
                        .parse::<u8>()
                        .ok()
                        .filter(|g| (1..=20).contains(g))
                        .ok_or_else(|| format!("--goats-to-win {value}: use 1..=20"))?,
                )
            }
            "--out" => out = Some(value.clone()),
            _ => return Err(format!("unknown option '{flag}'. {usage}")),
        }
    }
    let g = goats_to_win.ok_or_else(|| format!("--goats-to-win is required. {usage}"))?;
    let out = out.ok_or_else(|| format!("--out is required. {usage}"))?;
    // Checked before the solve, which takes minutes for G = 5.
    let output = Output::prepare(&out)?;
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

/// `slim FULL OUT`: the one-side file of a table (a one-side input is copied).
fn slim(args: &[String]) -> Result<i32, String> {
    let [input, out] = args else {
        return Err(usage());
    };
    let output = Output::prepare(out)?;
    let tb = table_arg(Some(input), &usage())?;
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

fn stats(args: &[String]) -> Result<i32, String> {
    if args.len() != 1 {
        return Err(usage());
    }
    let mut tb = table_arg(args.first(), &usage())?;
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

fn verify(args: &[String]) -> Result<i32, String> {
    let mut sample = None;
    let mut path = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--sample" {
            let v = it.next().ok_or("--sample needs a number")?;
            sample = Some(v.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("--sample {v}: expected a number of positions, 1 or more")
            })?);
        } else if path.is_none() {
            path = Some(a.clone());
        } else {
            return Err(format!("unexpected '{a}'. {}", usage()));
        }
    }
    let mut tb = table_arg(path.as_ref(), &usage())?;
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
