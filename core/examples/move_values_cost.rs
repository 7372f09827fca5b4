//! Measures `analysis::move_values`: median and longest time per position,
//! for placement positions at 12, 13, 14 and 16 goats placed and for movement
//! positions, each reached by random legal moves from the start.
//!
//!   cargo run --release -p baghchal --example move_values_cost -- TABLE [POSITIONS]

use baghchal::analysis::move_values;
use baghchal::bot::StopFlag;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Phase, Settings, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// A game played at random until `done` says stop, or `None` if it ended first.
fn random_game(settings: Settings, rng: &mut StdRng, done: impl Fn(&Game) -> bool) -> Option<Game> {
    let mut game = Game::new(settings).ok()?;
    while !done(&game) {
        let moves = game.legal_moves_vec();
        if moves.is_empty() {
            return None;
        }
        game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
    }
    game.outcome().is_none().then_some(game)
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}: {} positions, median {:.1} ms, max {:.1} ms",
        times.len(),
        ms(times[times.len() / 2]),
        ms(*times.last().expect("some positions"))
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: move_values_cost TABLE [POSITIONS]");
    let count: usize = args.next().map_or(20, |n| n.parse().expect("a number"));
    let table = Tablebase::open(&path).expect("the table opens");
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut rng = StdRng::seed_from_u64(28);
    let stop = StopFlag::new();
    for placed in [12u8, 13, 14, 16] {
        for side_tiger in [false, true] {
            let mut times = Vec::new();
            while times.len() < count {
                let Some(game) = random_game(settings, &mut rng, |g| {
                    let p = g.position();
                    TOTAL_GOATS - p.goats_in_hand() >= placed
                        && (p.to_move() == baghchal::Side::Tiger) == side_tiger
                }) else {
                    continue;
                };
                if game.position().phase() != Phase::Placement {
                    continue;
                }
                let start = Instant::now();
                move_values(&game, Some(&table), &stop).expect("not stopped");
                times.push(start.elapsed());
            }
            let side = if side_tiger { "tigers" } else { "goats" };
            report(
                &format!("placement, {placed} placed, {side} to move"),
                times,
            );
        }
    }
    let mut times = Vec::new();
    while times.len() < count {
        let Some(game) = random_game(settings, &mut rng, |g| {
            g.position().phase() == Phase::Movement && g.half_moves() >= 50
        }) else {
            continue;
        };
        let start = Instant::now();
        move_values(&game, Some(&table), &stop).expect("not stopped");
        times.push(start.elapsed());
    }
    report("movement", times);
}
