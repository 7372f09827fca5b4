//! Review: replaying a game move by move, and the table's marks checked
//! against the per-move ratings Perfect uses.

mod positions;
use positions::random_movement_position;

use baghchal::bot::endgame;
use baghchal::review::{game_at, verdict_drops};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn settings(goats_to_win: u8) -> Settings {
    Settings {
        goats_to_win,
        ..Settings::default()
    }
}

/// Plays random legal moves until the game ends or `plies` are played.
fn play_randomly(game: &mut Game, rng: &mut StdRng, plies: usize) {
    for _ in 0..plies {
        let moves = game.legal_moves_vec();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
    }
}

#[test]
fn game_at_replays_every_position_of_a_game() {
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..20 {
        let mut game = Game::new(settings(5)).unwrap();
        play_randomly(&mut game, &mut rng, 120);
        let mut step = Game::new(settings(5)).unwrap();
        for n in 0..=game.half_moves() {
            let then = game_at(&game, n).unwrap();
            assert_eq!(then.half_moves(), n);
            assert_eq!(then.position(), step.position(), "after {n} half moves");
            assert_eq!(then.outcome(), step.outcome());
            if let Some(m) = game.moves().nth(n as usize) {
                step.play(m).unwrap();
            }
        }
        assert!(game_at(&game, game.half_moves() + 1).is_none());
    }
}

#[test]
fn game_at_the_end_keeps_a_resignation() {
    let mut game = Game::new(settings(5)).unwrap();
    game.play(game.legal_moves_vec()[0]).unwrap();
    game.resign(Side::Tiger).unwrap();
    assert_eq!(game_at(&game, 1).unwrap().outcome(), game.outcome());
    assert_eq!(game_at(&game, 0).unwrap().outcome(), None);
}

fn rank(v: Value) -> u8 {
    match v {
        Value::Loss(_) => 0,
        Value::Draw => 1,
        Value::Win(_) => 2,
    }
}

#[test]
fn verdict_drops_are_the_moves_rated_worse_than_the_best() {
    let table = Tablebase::build(2, &|_| {}).unwrap();
    let mut rng = StdRng::seed_from_u64(5);
    let (mut marked, mut unmarked) = (0, 0);
    for _ in 0..60 {
        let captured = rng.gen_range(0..2);
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let start = random_movement_position(&mut rng, captured, side);
        let mut game = Game::from_position(settings(2), start).unwrap();
        play_randomly(&mut game, &mut rng, 40);

        // Independent of verdict_drops: each played move's own rating among
        // all legal moves, against the best rating there was.
        let mut expected = Vec::new();
        let mut replay = Game::from_position(settings(2), start).unwrap();
        for (i, m) in game.moves().enumerate() {
            let rated = endgame::rate_moves(&table, &replay).unwrap();
            let (best, _) = endgame::best_moves(&rated).unwrap();
            let played = rated.iter().find(|&&(r, _)| r == m).unwrap().1;
            if rank(played) < rank(best) {
                expected.push(i as u32);
            }
            replay.play(m).unwrap();
        }
        let got = verdict_drops(&table, &game);
        assert_eq!(got, expected, "game {:?}", game.moves().collect::<Vec<_>>());
        marked += got.len();
        unmarked += game.half_moves() as usize - got.len();
    }
    // Random play throws results away often, but not every time.
    assert!(
        marked > 10 && unmarked > 10,
        "{marked} marked, {unmarked} not"
    );
}

#[test]
fn verdict_drops_are_empty_where_the_table_does_not_apply() {
    let table = Tablebase::build(2, &|_| {}).unwrap();
    let mut rng = StdRng::seed_from_u64(9);
    // Placement only: no move is played from a rated position.
    let mut game = Game::new(settings(2)).unwrap();
    play_randomly(&mut game, &mut rng, 10);
    assert!(verdict_drops(&table, &game).is_empty());
    // Another goats-to-win: the table does not apply.
    let mut game = Game::from_position(
        settings(3),
        random_movement_position(&mut rng, 0, Side::Tiger),
    )
    .unwrap();
    play_randomly(&mut game, &mut rng, 40);
    assert!(verdict_drops(&table, &game).is_empty());
}
