//! The levels' behaviour: depth, random rates, determinism, and the guarantee
//! that Medium and above take a win in one and stop a loss in one.

use baghchal::bot::{think, Answer, Bot, Level, Limits, Request, StopFlag};
use baghchal::{Game, Move, MoveList, Position, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn ask(game: &Game, level: Level, seed: u64) -> Answer {
    think(
        game,
        &Request::Level(level),
        seed,
        &StopFlag::new(),
        &mut |_| {},
    )
    .expect("the game is not over")
}

fn setup(board: &str, side: Side, in_hand: u8, captured: u8) -> Game {
    let (t, g) = Position::parse_board(board).unwrap();
    Game::from_position(
        Settings::default(),
        Position::new(t, g, side, in_hand, captured).unwrap(),
    )
    .unwrap()
}

/// Positions from games between a careful and a random side, so both sides'
/// threats come up; each returned game is unfinished.
fn sample_positions(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut bot = Bot::with_memory(1 << 20);
    while out.len() < count {
        let mut game = Game::new(Settings::default()).unwrap();
        let careful = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        while game.outcome().is_none() && out.len() < count {
            out.push(game.clone());
            let m = if game.position().to_move() == careful {
                let req = Request::Limits(Limits {
                    depth: Some(3),
                    ..Limits::default()
                });
                bot.think(&game, &req, rng.gen(), &StopFlag::new(), &mut |_| {})
                    .unwrap()
                    .best
            } else {
                let moves = game.legal_moves_vec();
                moves[rng.gen_range(0..moves.len())]
            };
            game.play(m).unwrap();
        }
    }
    out
}

#[test]
fn same_seed_same_move() {
    for (i, game) in sample_positions(60, 11).iter().enumerate() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let seed = 1000 + i as u64;
            let a = ask(game, level, seed);
            let b = ask(game, level, seed);
            // A fresh bot decides as the reused one does: old entries never leak in.
            let c = Bot::new()
                .think(
                    game,
                    &Request::Level(level),
                    seed,
                    &StopFlag::new(),
                    &mut |_| {},
                )
                .unwrap();
            assert_eq!(a, b, "{level:?} position {i}");
            assert_eq!(
                (a.best, a.random),
                (c.best, c.random),
                "{level:?} position {i}"
            );
        }
    }
}

#[test]
fn seeds_vary_the_games() {
    // The start is symmetric, so several first moves share the best score.
    let game = Game::new(Settings::default()).unwrap();
    let firsts: std::collections::HashSet<Move> = (0..40)
        .map(|seed| ask(&game, Level::Hard, seed).best)
        .collect();
    assert!(firsts.len() >= 2, "hard always opens with {firsts:?}");
}

#[test]
fn random_rates_match_the_table() {
    let positions = sample_positions(200, 5);
    let mut seed = 0u64;
    for (level, expected) in [
        (Level::Easy, 0.55),
        (Level::Medium, 0.15),
        (Level::Hard, 0.0),
    ] {
        let mut random = 0;
        let trials = 3000;
        for t in 0..trials {
            seed += 1;
            random += ask(&positions[t % positions.len()], level, seed).random as u32;
        }
        let rate = random as f64 / trials as f64;
        // Four standard deviations of a binomial rate over 3000 trials is under
        // 0.04; a level that is never random must not be random even once.
        let close = if expected == 0.0 {
            random == 0
        } else {
            (rate - expected).abs() < 0.04
        };
        assert!(
            close,
            "{level:?}: random on {rate:.3} of turns, expected {expected}"
        );
    }
}

#[test]
fn levels_look_as_far_as_the_table_says() {
    for game in sample_positions(30, 3).iter().step_by(3) {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            // Find a seed whose turn is not a random one.
            let answer = (0..100)
                .map(|s| ask(game, level, s))
                .find(|a| !a.random)
                .expect("some turns are searched");
            let proven = answer.score.abs() > 29_000;
            assert!(
                answer.depth == level.depth() || (proven && answer.depth < level.depth()),
                "{level:?} searched to depth {}",
                answer.depth
            );
        }
    }
    let start = Game::new(Settings::default()).unwrap();
    assert!(ask(&start, Level::Perfect, 1).depth >= 7);
}

/// Moves that win on the spot for the side to move.
fn immediate_wins(game: &Game) -> Vec<Move> {
    let mover = game.position().to_move();
    game.legal_moves_vec()
        .into_iter()
        .filter(|&m| {
            let mut g = game.clone();
            g.play(m).unwrap();
            g.outcome().is_some_and(|o| o.winner == Some(mover))
        })
        .collect()
}

/// Whether after `m` the opponent can win on the spot.
fn allows_immediate_loss(game: &Game, m: Move) -> bool {
    let mut g = game.clone();
    g.play(m).unwrap();
    g.outcome().is_none() && !immediate_wins(&g).is_empty()
}

#[test]
fn medium_and_up_take_the_fifth_capture_and_the_last_trap() {
    let fifth = setup("T...T/...../...../...../TG..T", Side::Tiger, 15, 4);
    let trap = setup("TGGGT/GGGGG/GG.GG/GGGGG/TGGGT", Side::Goat, 0, 0);
    for game in [&fifth, &trap] {
        let wins = immediate_wins(game);
        assert!(!wins.is_empty() && wins.len() < game.legal_moves_vec().len());
        for level in [Level::Medium, Level::Hard, Level::Perfect] {
            let seeds = if level == Level::Perfect {
                0..3
            } else {
                0..200
            };
            for seed in seeds {
                let m = ask(game, level, seed).best;
                assert!(wins.contains(&m), "{level:?} seed {seed} played {m}");
            }
        }
    }
}

#[test]
fn medium_and_up_stop_a_loss_in_one() {
    // The tiger on a1 eats its fifth goat unless c1 is filled.
    let threat = setup("T...T/...../...../...../TG..T", Side::Goat, 15, 4);
    for level in [Level::Medium, Level::Hard] {
        for seed in 0..200 {
            assert_eq!(
                ask(&threat, level, seed).best.to_string(),
                "c1",
                "{level:?} seed {seed}"
            );
        }
    }
}

#[test]
fn medium_and_up_never_miss_a_win_or_a_defence_in_one() {
    let mut checked = (0, 0);
    for (i, game) in sample_positions(1500, 21).iter().enumerate() {
        let wins = immediate_wins(game);
        let moves = game.legal_moves_vec();
        let safe: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| !allows_immediate_loss(game, m))
            .collect();
        let must_win = !wins.is_empty();
        let must_defend = !must_win && !safe.is_empty() && safe.len() < moves.len();
        if !must_win && !must_defend {
            continue;
        }
        for level in [Level::Medium, Level::Hard] {
            for seed in 0..4 {
                let m = ask(game, level, i as u64 * 10 + seed).best;
                if must_win {
                    assert!(wins.contains(&m), "{level:?} missed a win: {m}");
                } else {
                    assert!(safe.contains(&m), "{level:?} allowed a loss in one: {m}");
                }
            }
        }
        if must_win {
            checked.0 += 1;
        } else {
            checked.1 += 1;
        }
    }
    // The sample must actually contain both kinds of position.
    assert!(checked.0 >= 10 && checked.1 >= 10, "checked {checked:?}");
}

#[test]
fn easy_really_is_random_sometimes_even_with_a_win_there() {
    let fifth = setup("T...T/...../...../...../TG..T", Side::Tiger, 15, 4);
    let wins = immediate_wins(&fifth);
    let missed = (0..200)
        .filter(|&s| !wins.contains(&ask(&fifth, Level::Easy, s).best))
        .count();
    assert!(
        missed > 20,
        "easy missed the win only {missed} times in 200"
    );
    let mut list = MoveList::new();
    fifth.legal_moves(&mut list);
    assert!(list.len() > 5);
}

/// A fresh bot of the default size that looks exactly Perfect's guaranteed depth.
fn fresh_bot() -> Bot {
    let mut bot = Bot::new();
    // Without time beyond depth 7 Perfect is deterministic too.
    bot.set_perfect_time(std::time::Duration::ZERO);
    bot
}

#[test]
fn a_bot_reused_for_whole_games_decides_as_a_fresh_one() {
    // The app keeps one bot for the whole process, across moves, games and
    // rule settings; what its table holds from before must never change a move.
    let mut rng = StdRng::seed_from_u64(31);
    let mut shared = fresh_bot();
    let mut compared = 0;
    for goats_to_win in [5, 3, 5] {
        let settings = Settings {
            goats_to_win,
            ..Settings::default()
        };
        let mut game = Game::new(settings).unwrap();
        while game.outcome().is_none() && game.half_moves() < 40 {
            let seed = rng.gen();
            for level in Level::ALL {
                let request = Request::Level(level);
                let stop = StopFlag::new();
                let reused = shared.think(&game, &request, seed, &stop, &mut |_| {});
                let fresh = fresh_bot().think(&game, &request, seed, &stop, &mut |_| {});
                assert_eq!(
                    reused,
                    fresh,
                    "{level:?} at {}",
                    game.position().board_string()
                );
                compared += 1;
            }
            let m = if rng.gen_bool(0.5) {
                let moves = game.legal_moves_vec();
                moves[rng.gen_range(0..moves.len())]
            } else {
                ask(&game, Level::Medium, rng.gen()).best
            };
            game.play(m).unwrap();
        }
    }
    assert!(compared >= 200, "compared only {compared} decisions");
}
