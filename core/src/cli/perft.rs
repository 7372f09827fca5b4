//! `baghchal perft N`: move-generator count and speed from the start.

use baghchal::{perft, Game, Settings};
use std::time::Instant;

/// Prints `perft N <count>` and the leaf nodes per second.
pub fn run(args: &[String]) -> i32 {
    let [n] = args else {
        eprintln!("{}", super::usage::of("perft"));
        return 2;
    };
    let Ok(depth) = n.parse::<u32>() else {
        eprintln!(
            "perft {n}: expected a depth in half moves. {}",
            super::usage::of("perft")
        );
        return 2;
    };
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
    0
}
