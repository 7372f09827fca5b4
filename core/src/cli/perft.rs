//! `baghchal perft N`: move-generator count and speed from the start.

use super::options::Exit;
use baghchal::{perft, Game, Settings};
use std::time::Instant;

/// What `perft` is given.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// Depth in half moves from the start
    // The engine's `perft` refuses a depth with the same words.
    #[arg(value_name = "N", value_parser = baghchal::perft::parse_depth)]
    depth: u32,
}

/// Prints `perft N <count>` and the leaf nodes per second.
pub fn run(args: PerftArgs) -> Exit {
    let depth = args.depth;
    let mut game = Game::new(Settings::default()).expect("default settings are valid");
    let started = Instant::now();
    let count = perft(&mut game, depth);
    let secs = started.elapsed().as_secs_f64();
    println!("perft {depth} {count}");
    println!(
        "time {:.3} s, {:.1} million nodes per second",
        secs,
        count as f64 / secs.max(1e-9) / 1e6
    );
    Ok(0)
}
