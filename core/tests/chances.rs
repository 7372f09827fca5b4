//! Perfect playing for the win in drawn positions (`Bot::set_chances`):
//! every move it plays keeps the draw, and Hard goes wrong more often
//! against it than against the old Perfect; in placement, looking for
//! traps never costs it a win. (The traps
//! themselves, in the movement phase and late in placement, are checked
//! move by move in `bot::chances`'s unit tests.)

mod placement;

use baghchal::book::exact::ExactSearch;
use baghchal::bot::{Bot, Level};
use baghchal::solve::Wdl;
use baghchal::tablebase::Value;
use baghchal::{Game, Move, Phase, Position, Settings, TOTAL_GOATS};
use placement::{shared_table, table, G};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

/// Drawn positions a test plays from, per phase.
const POSITIONS: usize = 20;

/// Turns Perfect and Hard play from each of them.
const TURNS: usize = 6;

fn settings() -> Settings {
    Settings {
        goats_to_win: G,
        ..Settings::default()
    }
}

/// A move chosen by `bot` at `level`.
fn think(bot: &mut Bot, game: &Game, level: Level, seed: u64) -> Move {
    bot.level_move(game, level, seed)
        .expect("a move in an unfinished game")
}

/// The value of `pos` for its side to move: the table in the movement
/// phase, the exact search in placement.
fn value(pos: &Position) -> Wdl {
    if pos.phase() == Phase::Movement {
        match table().probe(pos).expect("the table covers it") {
            Value::Win(_) => Wdl::Win,
            Value::Loss(_) => Wdl::Loss,
            Value::Draw => Wdl::Draw,
        }
    } else {
        ExactSearch::new(table()).value(pos)
    }
}

/// The value for the side that played `m` in `game`.
fn after(game: &Game, m: Move) -> Wdl {
    let mover = game.position().to_move();
    let mut g = game.clone();
    g.play(m).expect("a legal move");
    match g.outcome() {
        Some(o) if o.winner == Some(mover) => Wdl::Win,
        Some(o) if o.winner.is_some() => Wdl::Loss,
        Some(_) => Wdl::Draw,
        None => value(g.position()).flip(),
    }
}

/// Plays Perfect (traps on or off) against Hard from each game for up to
/// `turns` turns each: checks that every Perfect move keeps the draw and
/// returns in how many games Hard went wrong (a reply that loses).
/// Perfect has `ms` a move.
fn hard_goes_wrong(games: &[Game], traps: bool, turns: usize, ms: u64) -> usize {
    let mut wrong = 0;
    for (i, start) in games.iter().enumerate() {
        let mut perfect = Bot::with_memory(4 << 20);
        perfect.set_tablebase(Some(shared_table().clone()));
        perfect.set_book(None);
        perfect.set_perfect_time(Duration::from_millis(ms));
        perfect.set_chances(traps);
        // A Hard of its own per game, so its table carries nothing between them.
        let mut hard = Bot::with_memory(4 << 20);
        let mut game = start.clone();
        for turn in 0..turns {
            let seed = (i * 1000 + turn) as u64;
            let m = think(&mut perfect, &game, Level::Perfect, seed);
            assert_eq!(
                after(&game, m),
                Wdl::Draw,
                "Perfect (traps {traps}) gave up the draw with {m} in {}",
                game.position().board_string()
            );
            game.play(m).expect("legal");
            if game.outcome().is_some() {
                break;
            }
            let reply = think(&mut hard, &game, Level::Hard, seed);
            if after(&game, reply) == Wdl::Loss {
                wrong += 1;
                break;
            }
            game.play(reply).expect("legal");
            if game.outcome().is_some() {
                break;
            }
        }
    }
    wrong
}

/// Drawn positions with at least two moves that keep the draw, made by `make`.
fn drawn(mut make: impl FnMut(&mut StdRng) -> Option<Game>, seed: u64) -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < POSITIONS {
        let Some(game) = make(&mut rng) else { continue };
        if game.outcome().is_some() || value(game.position()) != Wdl::Draw {
            continue;
        }
        let holding = game
            .legal_moves_vec()
            .into_iter()
            .filter(|&m| after(&game, m) == Wdl::Draw)
            .count();
        if holding >= 2 {
            out.push(game);
        }
    }
    out
}

/// A movement position from a game of two Medium bots, some moves after
/// the last placement: a player's kind of position, not a random board.
fn played_movement_position(rng: &mut StdRng) -> Option<Game> {
    let mut game = Game::new(settings()).ok()?;
    let mut bot = Bot::with_memory(1 << 20);
    let stop_at = 40 + rng.gen_range(0..60);
    while game.outcome().is_none() && game.half_moves() < stop_at {
        let m = think(&mut bot, &game, Level::Medium, rng.gen());
        game.play(m).ok()?;
    }
    (game.position().phase() == Phase::Movement).then_some(game)
}

#[test]
fn in_the_movement_phase_traps_keep_the_draw_and_catch_hard_more_often() {
    let games = drawn(played_movement_position, 41);
    let before = hard_goes_wrong(&games, false, TURNS, 120);
    let now = hard_goes_wrong(&games, true, TURNS, 120);
    println!("movement: Hard went wrong in {before} of {POSITIONS} games against the old Perfect, {now} with traps");
    assert!(now > before, "traps {now}, without {before}");
}

/// `count` placement games of random moves from 13 to 18 goats placed whose
/// value for the side to move is `want`.
fn placement_games(want: Wdl, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let placed = rng.gen_range(13..=18);
        let mut game = Game::new(settings()).expect("default rules");
        while game.outcome().is_none() && TOTAL_GOATS - game.position().goats_in_hand() < placed {
            let moves = game.legal_moves_vec();
            game.play(moves[rng.gen_range(0..moves.len())])
                .expect("legal");
        }
        if game.outcome().is_none() && value(game.position()) == want {
            out.push(game);
        }
    }
    out
}

#[test]
fn in_placement_looking_for_traps_keeps_every_win_and_draw() {
    // Many won positions: a trap search that forgot to ask whether the side
    // to move wins gave a win away in few of them.
    for (want, count) in [(Wdl::Win, 150), (Wdl::Draw, POSITIONS)] {
        for (i, game) in placement_games(want, count, 43).iter().enumerate() {
            let mut perfect = Bot::with_memory(4 << 20);
            perfect.set_tablebase(Some(shared_table().clone()));
            perfect.set_book(None);
            // Time enough for the exact search to finish, so its value is
            // what Perfect plays for.
            perfect.set_perfect_time(Duration::from_secs(20));
            perfect.set_chances(true);
            let m = think(&mut perfect, game, Level::Perfect, i as u64);
            assert_eq!(
                after(game, m),
                want,
                "{m} in {}",
                game.position().board_string()
            );
        }
    }
}
