//! Every move's value for an analysis board (`analysis::move_values`):
//! the table's values after each move in the movement phase, the exact
//! search's from 12 goats placed, a stopped search, and where nothing is known.

mod placement;
mod positions;

use baghchal::analysis::{
    move_values, move_values_each, Cancelled, MoveValue, EXACT_FROM_PLACED, QUICK_NODES,
};
use baghchal::book::exact::ExactSearch;
use baghchal::bot::{endgame, StopFlag};
use baghchal::solve::Wdl;
use baghchal::tablebase::Value;
use baghchal::{Game, Phase, Position, Repetition, Settings, Side, TOTAL_GOATS};
use placement::{minimax, random_position, table, G};
use positions::random_movement_position;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn settings() -> Settings {
    Settings {
        goats_to_win: G,
        ..Settings::default()
    }
}

/// The value `evaluate()` gives the position after `m`, seen by the mover;
/// a move that ends the game is a win or loss in 1, or a draw.
fn table_value_after(game: &Game, m: baghchal::Move) -> Value {
    let mover = game.position().to_move();
    let mut after = game.clone();
    after.play(m).expect("a legal move");
    match after.outcome() {
        Some(o) if o.winner == Some(mover) => Value::Win(1),
        Some(o) if o.winner.is_some() => Value::Loss(1),
        Some(_) => Value::Draw,
        None => endgame::value(table(), &after)
            .expect("the table covers an ongoing movement position")
            .before(),
    }
}

/// Checks every move's value in `game` against the table after that move.
fn check_movement(game: &Game) {
    let values = move_values(game, Some(table()), &StopFlag::new()).expect("not stopped");
    assert_eq!(values.len(), game.legal_moves_vec().len());
    for (m, value) in values {
        assert_eq!(
            value,
            MoveValue::Exact(table_value_after(game, m)),
            "{m} from {}",
            game.position().board_string()
        );
    }
}

#[test]
fn movement_values_are_the_table_values_after_each_move() {
    let mut rng = StdRng::seed_from_u64(28);
    let mut checked = 0;
    for i in 0..40 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let captured = rng.gen_range(0..G);
        let start = random_movement_position(&mut rng, captured, side);
        let mut game = Game::from_position(settings(), start).expect("valid settings");
        // A random line from the position: the values after each move too.
        while game.outcome().is_none() && game.half_moves() < 12 {
            check_movement(&game);
            checked += 1;
            let moves = game.legal_moves_vec();
            game.play(moves[rng.gen_range(0..moves.len())])
                .expect("a legal move");
        }
    }
    assert!(checked > 100, "only {checked} positions checked");
}

#[test]
fn movement_values_keep_to_the_half_move_limit() {
    // Near a half-move limit a win too far away is only a draw, as evaluate() says.
    let mut rng = StdRng::seed_from_u64(5);
    let mut drawn_by_limit = 0;
    for _ in 0..30 {
        let start = random_movement_position(&mut rng, 0, Side::Goat);
        let limited = Settings {
            max_half_moves: 3,
            ..settings()
        };
        let game = Game::from_position(limited, start).expect("valid settings");
        check_movement(&game);
        let values = move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped");
        let unlimited = Game::from_position(settings(), start).expect("valid settings");
        let free = move_values(&unlimited, Some(table()), &StopFlag::new()).expect("not stopped");
        drawn_by_limit += values
            .iter()
            .zip(&free)
            .filter(|((_, a), (_, b))| a != b)
            .count();
    }
    assert!(drawn_by_limit > 0, "the limit never changed a value");
}

/// A placement game reached by random moves with at least `placed` goats
/// placed and `side` to move, still in placement and not over.
fn placement_game(rng: &mut StdRng, placed: u8, side: Side) -> Game {
    loop {
        let mut game = Game::new(settings()).expect("valid settings");
        while game.outcome().is_none()
            && !(TOTAL_GOATS - game.position().goats_in_hand() >= placed
                && game.position().to_move() == side)
        {
            let moves = game.legal_moves_vec();
            game.play(moves[rng.gen_range(0..moves.len())])
                .expect("a legal move");
        }
        if game.outcome().is_none() && game.position().phase() == Phase::Placement {
            return game;
        }
    }
}

/// The best of the moves' values: the position's value for the mover.
fn best(values: &[(baghchal::Move, MoveValue)]) -> Wdl {
    let wdl = |v: &MoveValue| match v {
        MoveValue::Outcome(w) => *w,
        other => panic!("expected a search value, got {other:?}"),
    };
    let rank = |w: Wdl| match w {
        Wdl::Win => 0,
        Wdl::Draw => 1,
        Wdl::Loss => 2,
    };
    values
        .iter()
        .map(|(_, v)| wdl(v))
        .min_by_key(|&w| rank(w))
        .expect("some move")
}

#[test]
fn placement_values_from_12_placed_agree_with_the_positions_value() {
    let mut rng = StdRng::seed_from_u64(12);
    for side in [Side::Goat, Side::Tiger] {
        for _ in 0..3 {
            let game = placement_game(&mut rng, EXACT_FROM_PLACED, side);
            let values = move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped");
            assert_eq!(values.len(), game.legal_moves_vec().len());
            // An independent search of the position itself.
            let whole = ExactSearch::new(table()).value(game.position());
            assert_eq!(best(&values), whole, "{}", game.position().board_string());
        }
    }
}

#[test]
fn late_placement_values_match_a_plain_minimax() {
    let mut rng = StdRng::seed_from_u64(18);
    for i in 0..20 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let captured = rng.gen_range(0..G);
        let pos: Position = random_position(&mut rng, 18, captured, side);
        let game = Game::from_position(settings(), pos).expect("valid settings");
        if game.outcome().is_some() {
            continue;
        }
        let values = move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped");
        for (m, value) in values {
            let mut after = pos;
            after.play_unchecked(m);
            let want = if after.captured() >= G {
                Wdl::Win
            } else {
                minimax(&after).flip()
            };
            assert_eq!(
                value,
                MoveValue::Outcome(want),
                "{m} from {}",
                pos.board_string()
            );
        }
    }
}

#[test]
fn a_stopped_placement_search_gives_no_values() {
    let mut rng = StdRng::seed_from_u64(3);
    let game = placement_game(&mut rng, EXACT_FROM_PLACED, Side::Tiger);
    let stop = StopFlag::new();
    stop.stop();
    assert_eq!(move_values(&game, Some(table()), &stop), Err(Cancelled));
    // The same position unstopped has values: the stop made the difference.
    assert!(move_values(&game, Some(table()), &StopFlag::new()).is_ok());
}

/// The outcome for the mover of the game just after its move: the game's
/// end if it ended, else the value by a fresh exact search of its own.
fn fresh_value(after: &Game, mover: Side) -> Wdl {
    match after.outcome() {
        Some(o) if o.winner == Some(mover) => Wdl::Win,
        Some(o) if o.winner.is_some() => Wdl::Loss,
        Some(_) => Wdl::Draw,
        None => ExactSearch::new(table()).value(after.position()).flip(),
    }
}

/// Which of `game`'s moves, in generation order, the documented first pass
/// settles: one search for all of them, each move's look given
/// `QUICK_NODES` more positions on top of what the earlier looks left in
/// its memo. A finished game needs no search.
fn settled_quickly(game: &Game) -> Vec<bool> {
    let mut search = ExactSearch::new(table());
    let mut after = game.clone();
    game.legal_moves_vec()
        .into_iter()
        .map(|m| {
            search.resume(QUICK_NODES);
            after.play_unchecked(m);
            let quick = after.outcome().is_some() || {
                search.value(after.position());
                !search.gave_up()
            };
            after.undo();
            quick
        })
        .collect()
}

#[test]
fn values_each_come_once_the_quickly_settled_first() {
    let mut rng = StdRng::seed_from_u64(44);
    let (mut quick_count, mut slow_count) = (0, 0);
    for i in 0..12 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let game = placement_game(&mut rng, EXACT_FROM_PLACED + (i % 3) as u8, side);
        let mut given = Vec::new();
        move_values_each(&game, Some(table()), &StopFlag::new(), &mut |m, v| {
            given.push((m, v))
        })
        .expect("not stopped");
        let order = game.legal_moves_vec();
        assert_eq!(given.len(), order.len(), "each move once");
        let mover = game.position().to_move();
        for (m, v) in &given {
            let mut after = game.clone();
            after.play_unchecked(*m);
            assert_eq!(
                *v,
                MoveValue::Outcome(fresh_value(&after, mover)),
                "{m} in {}",
                game.position().board_string()
            );
        }
        // The quickly settled moves first, then the others, each group in
        // generation order.
        let settled = settled_quickly(&game);
        let pick = |quick: bool| order.iter().zip(&settled).filter(move |s| *s.1 == quick);
        let want: Vec<_> = pick(true).chain(pick(false)).map(|(m, _)| *m).collect();
        let got: Vec<_> = given.iter().map(|(m, _)| *m).collect();
        assert_eq!(got, want, "{}", game.position().board_string());
        let quick = settled.iter().filter(|&&s| s).count();
        quick_count += quick;
        slow_count += given.len() - quick;
        assert_eq!(
            move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped"),
            order
                .iter()
                .map(|m| *given.iter().find(|g| g.0 == *m).expect("given"))
                .collect::<Vec<_>>(),
            "move_values is the same, in generation order"
        );
    }
    // Both passes were seen, so the order above was checked.
    assert!(
        quick_count > 0 && slow_count > 0,
        "quick {quick_count}, slow {slow_count}"
    );
}

#[test]
fn values_each_stop_when_stopped_from_the_receiver() {
    let mut rng = StdRng::seed_from_u64(5);
    let game = placement_game(&mut rng, EXACT_FROM_PLACED, Side::Tiger);
    let stop = StopFlag::new();
    let mut given = 0;
    let result = move_values_each(&game, Some(table()), &stop, &mut |_, _| {
        given += 1;
        stop.stop();
    });
    assert_eq!(result, Err(Cancelled));
    assert_eq!(given, 1, "nothing after the stop");
}

#[test]
fn values_are_unknown_early_in_placement_without_a_table_or_under_other_rules() {
    let all_unknown = |game: &Game, table| {
        let values = move_values(game, table, &StopFlag::new()).expect("not stopped");
        assert!(!values.is_empty());
        values.iter().all(|(_, v)| *v == MoveValue::Unknown)
    };
    let mut rng = StdRng::seed_from_u64(11);
    let early = placement_game(&mut rng, EXACT_FROM_PLACED - 1, Side::Goat);
    assert_eq!(
        TOTAL_GOATS - early.position().goats_in_hand(),
        EXACT_FROM_PLACED - 1
    );
    assert!(all_unknown(&early, Some(table())), "11 placed");
    let start = Game::new(settings()).expect("valid settings");
    assert!(all_unknown(&start, Some(table())), "the start");
    let movement = random_movement_position(&mut rng, 0, Side::Goat);
    let game = Game::from_position(settings(), movement).expect("valid settings");
    assert!(all_unknown(&game, None), "no table");
    assert!(!all_unknown(&game, Some(table())), "with the table");
    let forbid = Settings {
        repetition: Repetition::Forbid,
        ..settings()
    };
    let game = Game::from_position(forbid, movement).expect("valid settings");
    assert!(all_unknown(&game, Some(table())), "repetition forbidden");
    let other = Settings {
        goats_to_win: G + 1,
        ..settings()
    };
    let game = Game::from_position(other, movement).expect("valid settings");
    assert!(all_unknown(&game, Some(table())), "another goats-to-win");
}

#[test]
fn a_finished_game_has_no_move_values() {
    let mut game = Game::new(settings()).expect("valid settings");
    game.resign(Side::Goat).expect("a new game can be resigned");
    let values = move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped");
    assert!(values.is_empty());
}
