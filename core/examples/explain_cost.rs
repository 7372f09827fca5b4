//! Measures `explain::explain`: median and longest time per move, for every
//! legal move of movement positions reached by random legal moves, and of
//! placement positions at each layer from 12 goats placed (reached by random
//! tigers and goats that leave no goat open where they can help it), beside
//! the analysis board's `move_values` of the same placement positions.
//!
//!   cargo run --release -p baghchal --example explain_cost -- TABLE [POSITIONS] [PLACEMENT_POSITIONS]

use baghchal::analysis::{move_values, EXACT_FROM_PLACED};
use baghchal::bot::StopFlag;
use baghchal::explain::explain;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

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

/// A game played at random to `placed` goats placed, the goats leaving none
/// open where another move does, or `None` if it ended first.
fn random_placement_game(settings: Settings, placed: u8, rng: &mut StdRng) -> Option<Game> {
    let mut game = Game::new(settings).ok()?;
    while TOTAL_GOATS - game.position().goats_in_hand() < placed {
        let moves = game.legal_moves_vec();
        if moves.is_empty() || game.outcome().is_some() {
            return None;
        }
        let pos = *game.position();
        let safe: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let mut after = pos;
                pos.to_move() == Side::Goat && {
                    after.play_unchecked(m);
                    after.captures_open() == 0
                }
            })
            .collect();
        let pool = if safe.is_empty() { &moves } else { &safe };
        game.play_unchecked(pool[rng.gen_range(0..pool.len())]);
    }
    // Every other position with the goats to move, one tiger move later.
    if rng.gen_bool(0.5) {
        let moves = game.legal_moves_vec();
        game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
    }
    (game.outcome().is_none() && game.position().phase() == Phase::Placement).then_some(game)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// `count, median, max` of a list of times, sorted in place.
fn summary(times: &mut [Duration]) -> String {
    times.sort();
    format!(
        "{:>5} {:>8.2} {:>8.2}",
        times.len(),
        ms(times[times.len() / 2]),
        ms(*times.last().expect("some times"))
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: explain_cost TABLE [POSITIONS] [PLACEMENT_POSITIONS]");
    let count: usize = args.next().map_or(50, |n| n.parse().expect("a number"));
    let per_layer: usize = args.next().map_or(10, |n| n.parse().expect("a number"));
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
    println!(
        "movement ({positions} positions), moves, median ms, max ms: {}; longest line {longest_line} half moves",
        summary(&mut times)
    );
    println!("placed  explain: moves median max (ms)   move_values: positions median max (ms)   longest line");
    for placed in EXACT_FROM_PLACED..TOTAL_GOATS {
        let (mut explained, mut valued, mut longest) = (Vec::new(), Vec::new(), 0);
        let mut slowest = (Duration::ZERO, String::new());
        while valued.len() < per_layer {
            let Some(game) = random_placement_game(settings, placed, &mut rng) else {
                continue;
            };
            let start = Instant::now();
            move_values(&game, Some(&table), &stop).expect("not stopped");
            valued.push(start.elapsed());
            for m in game.legal_moves_vec() {
                let start = Instant::now();
                let ex = explain(&table, &game, m, &stop).expect("covered");
                let took = start.elapsed();
                explained.push(took);
                longest = longest.max(ex.line.len());
                if took > slowest.0 {
                    let p = game.position();
                    let at = format!(
                        "{} {} {} {}",
                        p.board_string(),
                        p.to_move().name(),
                        p.goats_in_hand(),
                        p.captured()
                    );
                    slowest = (took, format!("{m} in {at}, line {}", ex.line.len()));
                }
            }
        }
        println!(
            "{placed:>6}  {}          {}          {longest}",
            summary(&mut explained),
            summary(&mut valued)
        );
        println!("        slowest: {:.1} ms, {}", ms(slowest.0), slowest.1);
    }
}
