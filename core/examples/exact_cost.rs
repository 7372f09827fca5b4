//! What the exact placement search costs for Perfect's move (`ExactSearch::best_move`)
//! at 12 and 13 goats placed, each side to move, on positions reached by
//! random legal moves from the start: positions searched (a count, the same
//! on every run and machine) and time (this machine's, as loaded as it is),
//! median / 90th / 99th percentile / maximum.
//!
//!   cargo run --release -p baghchal --example exact_cost -- TABLE [POSITIONS]

use baghchal::book::exact::ExactSearch;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

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

/// Median, 90th and 99th percentile and maximum of `values`.
fn spread(mut values: Vec<u64>) -> [u64; 4] {
    values.sort_unstable();
    let at = |p: f64| values[((values.len() - 1) as f64 * p) as usize];
    [at(0.5), at(0.9), at(0.99), at(1.0)]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: exact_cost TABLE [POSITIONS]");
    let count: usize = args.next().map_or(200, |n| n.parse().expect("a number"));
    let table = Tablebase::open(&path).expect("the table opens");
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    // The same positions on every run, so counts compare across builds.
    let mut rng = StdRng::seed_from_u64(7);
    for placed in [12u8, 13] {
        for side in [Side::Goat, Side::Tiger] {
            let (mut nodes, mut micros) = (Vec::new(), Vec::new());
            while nodes.len() < count {
                let Some(game) = random_game(settings, &mut rng, |g| {
                    let p = g.position();
                    TOTAL_GOATS - p.goats_in_hand() >= placed && p.to_move() == side
                }) else {
                    continue;
                };
                let pos = *game.position();
                if pos.phase() != Phase::Placement {
                    continue;
                }
                let start = Instant::now();
                let mut search = ExactSearch::new(&table);
                search.best_move(&pos);
                micros.push(start.elapsed().as_micros() as u64);
                nodes.push(search.nodes());
            }
            let [n50, n90, n99, nmax] = spread(nodes);
            let [t50, t90, t99, tmax] = spread(micros).map(|us| us / 1000);
            println!(
                "{placed} placed, {side:?} to move, {count} positions: searched {n50} / {n90} / {n99} / {nmax}; \
                 {t50} / {t90} / {t99} / {tmax} ms"
            );
        }
    }
}
