//! How often Perfect without a book lowers a placement position's value from
//! 12 and 13 goats placed, judged by the placement solve's layers: positions
//! reached by random legal moves, not lost for the side to move and with at
//! least one move that lowers its value; Perfect as the apps ask for it (one
//! thread, the table, its 300 ms). Counts moves that lose (the position was
//! won or drawn) and moves that only draw a won position.
//!
//!   cargo run --release -p baghchal --example perfect_blunders -- LAYERS_DIR TABLE [POSITIONS]

use baghchal::bot::{Bot, Level, Request, StopFlag};
use baghchal::solve::probe::Solution;
use baghchal::solve::verify::successor_value;
use baghchal::solve::Wdl;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: perfect_blunders LAYERS_DIR TABLE [POSITIONS]";
    let layers =
        Solution::open(Path::new(&args.next().expect(usage)), false).expect("the layers open");
    let table = Arc::new(Tablebase::open(args.next().expect(usage)).expect("the table opens"));
    let count: usize = args.next().map_or(150, |n| n.parse().expect("a number"));
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut bot = Bot::new();
    bot.set_tablebase(Some(table.clone()));
    bot.set_book(None);
    // The mover's value after `m` in `pos`.
    let after = |pos: &baghchal::Position, m| {
        let mut p = *pos;
        p.play_unchecked(m);
        successor_value(&layers, Some(&table), &p).map(Wdl::flip)
    };
    // The same positions on every run.
    let mut rng = StdRng::seed_from_u64(29);
    for placed in [12u8, 13] {
        for side in [Side::Goat, Side::Tiger] {
            let (mut found, mut lost, mut drawn, mut slowest) = (0, 0, 0, 0f64);
            while found < count {
                let mut game = Game::new(settings).expect("default rules");
                while game.outcome().is_none()
                    && TOTAL_GOATS - game.position().goats_in_hand() < placed
                {
                    let moves = game.legal_moves_vec();
                    game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
                }
                if game.outcome().is_some() {
                    continue;
                }
                if game.position().to_move() != side {
                    let moves = game.legal_moves_vec();
                    game.play_unchecked(moves[rng.gen_range(0..moves.len())]);
                }
                let pos = *game.position();
                if game.outcome().is_some()
                    || pos.phase() != Phase::Placement
                    || pos.to_move() != side
                {
                    continue;
                }
                let Some(value) = layers.value(&pos).filter(|&v| v != Wdl::Loss) else {
                    continue;
                };
                let moves = game.legal_moves_vec();
                if moves.iter().all(|&m| after(&pos, m) == Some(value)) {
                    continue;
                }
                found += 1;
                let started = Instant::now();
                let answer = bot
                    .think(
                        &game,
                        &Request::Level(Level::Perfect),
                        found as u64,
                        &StopFlag::new(),
                        &mut |_| {},
                    )
                    .expect("a move");
                slowest = slowest.max(started.elapsed().as_secs_f64() * 1e3);
                match after(&pos, answer.best) {
                    Some(Wdl::Loss) => lost += 1,
                    Some(Wdl::Draw) if value == Wdl::Win => drawn += 1,
                    _ => {}
                }
            }
            println!(
                "{placed} placed, {side:?} to move, {count} positions: Perfect loses in {lost}, draws a win in {drawn}; slowest move {slowest:.0} ms"
            );
        }
    }
}
