//! Measures `explain::explain`: median and longest time per move, for every
//! legal move of movement positions reached by random legal moves.
//!
//!   cargo run --release -p baghchal --example explain_cost -- TABLE [POSITIONS]

use baghchal::bot::StopFlag;
use baghchal::explain::explain;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Phase, Settings};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// A game played at random into the movement phase, or `None` if it ended first.
fn random_movement_game(settings: Settings, rng: &mut StdRng) -> Option<Game> {
    let mut game = Game::new(settings).ok()?;
    while game.position().phase() != Phase::Movement || game.half_moves() < 50 {
        let moves = game.legal_moves_vec();
        if moves.is_empty() {
            return None;
        }
        game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
    }
    game.outcome().is_none().then_some(game)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: explain_cost TABLE [POSITIONS]");
    let count: usize = args.next().map_or(50, |n| n.parse().expect("a number"));
    let table = Tablebase::open(&path).expect("the table opens");
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut rng = StdRng::seed_from_u64(43);
    let stop = StopFlag::new();
    let (mut times, mut longest_line, mut positions) = (Vec::new(), 0, 0);
    while positions < count {
        let Some(game) = random_movement_game(settings, &mut rng) else {
            continue;
        };
        positions += 1;
        for m in game.legal_moves_vec() {
            let start = Instant::now();
            let ex = explain(&table, &game, m, &stop).expect("covered");
            times.push(start.elapsed());
            longest_line = longest_line.max(ex.line.len());
        }
    }
    times.sort();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    println!(
        "movement: {} moves of {positions} positions, median {:.2} ms, max {:.2} ms, longest line {longest_line} half moves",
        times.len(),
        ms(times[times.len() / 2]),
        ms(*times.last().expect("some moves"))
    );
}
