//! Search limits, the stop flag, memory, and legality under every rule setting.

use baghchal::bot::search::MAX_DEPTH;
use baghchal::bot::{think, Bot, Level, Limits, Request, StopFlag, DEFAULT_MEMORY};
use baghchal::{Game, MoveList, Repetition, Settings};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

fn limits(depth: Option<u32>, nodes: Option<u64>, time: Option<Duration>) -> Request {
    Request::Limits(Limits { depth, nodes, time })
}

#[test]
fn a_stop_from_another_thread_ends_the_search_with_its_best_so_far() {
    let game = Game::new(Settings::default()).unwrap();
    let stop = StopFlag::new();
    let flag = stop.clone();
    let (started, running) = std::sync::mpsc::channel();
    let searcher = std::thread::spawn(move || {
        let mut last = 0;
        // No limit at all: only the stop can end this search.
        let answer = think(&game, &limits(None, None, None), 1, &flag, &mut |i| {
            last = i.depth;
            let _ = started.send(());
        });
        (answer, last, game)
    });
    // Stop once the search is under way, so the stop is what ends it.
    running.recv().unwrap();
    stop.stop();
    // How fast the stop is honoured is measured by `baghchal bench`, not here.
    let (answer, last, game) = searcher.join().unwrap();
    let answer = answer.expect("a move after a stop");
    assert!(game.check(answer.best).is_ok());
    assert!((1..MAX_DEPTH).contains(&last), "stopped after depth {last}");
    assert_eq!(
        answer.depth, last,
        "the answer is the last completed iteration"
    );
}

#[test]
fn a_stop_before_the_start_still_gives_a_legal_move() {
    let game = Game::new(Settings::default()).unwrap();
    let stop = StopFlag::new();
    stop.stop();
    let a = think(
        &game,
        &Request::Level(Level::Perfect),
        3,
        &stop,
        &mut |_| {},
    )
    .unwrap();
    assert!(game.check(a.best).is_ok());
}

#[test]
fn node_and_depth_limits_hold() {
    let mut game = Game::new(Settings::default()).unwrap();
    for m in ["c3", "a1-b2", "a3"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    for nodes in [1, 10, 500, 5000, 40_000] {
        let a = think(
            &game,
            &limits(None, Some(nodes), None),
            1,
            &StopFlag::new(),
            &mut |_| {},
        )
        .unwrap();
        assert!(a.nodes <= nodes, "{} nodes for a limit of {nodes}", a.nodes);
        assert!(game.check(a.best).is_ok());
    }
    for depth in 1..=6 {
        let mut deepest = 0;
        let a = think(
            &game,
            &limits(Some(depth), None, None),
            1,
            &StopFlag::new(),
            &mut |i| deepest = deepest.max(i.depth),
        )
        .unwrap();
        assert_eq!((a.depth, deepest), (depth, depth));
    }
}

#[test]
fn a_time_limit_ends_a_search_that_has_no_other_limit() {
    let game = Game::new(Settings::default()).unwrap();
    let a = think(
        &game,
        &limits(None, None, Some(Duration::from_millis(50))),
        1,
        &StopFlag::new(),
        &mut |_| {},
    )
    .unwrap();
    // Without the time limit this search would go on to depth 64; how close
    // to 50 ms it stops is for `baghchal bench`, not a test on a shared machine.
    assert!(game.check(a.best).is_ok());
    assert!((1..MAX_DEPTH).contains(&a.depth), "depth {}", a.depth);
}

#[test]
fn info_lines_report_each_iteration() {
    let game = Game::new(Settings::default()).unwrap();
    let mut depths = Vec::new();
    let a = think(
        &game,
        &limits(Some(4), None, None),
        9,
        &StopFlag::new(),
        &mut |i| {
            assert!(!i.pv.is_empty());
            assert!(game.check(i.pv[0]).is_ok());
            depths.push(i.depth);
        },
    )
    .unwrap();
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(a.depth, 4);
}

#[test]
fn the_table_stays_within_its_memory_bound() {
    assert!(Bot::new().memory() <= DEFAULT_MEMORY);
    assert!(Bot::new().memory() > DEFAULT_MEMORY / 2);
    for bytes in [0, 100, 1 << 20, 5 << 20, 100 << 20] {
        let mut bot = Bot::with_memory(bytes);
        assert!(bot.memory() <= bytes.max(16), "{} > {bytes}", bot.memory());
        // A search with a tiny table still works.
        let game = Game::new(Settings::default()).unwrap();
        let a = bot
            .think(
                &game,
                &Request::Level(Level::Hard),
                1,
                &StopFlag::new(),
                &mut |_| {},
            )
            .unwrap();
        assert!(game.check(a.best).is_ok());
    }
}

/// Plays random games under `settings`, asking the bot at every position.
fn bot_moves_are_legal(settings: Settings, positions: usize, rng: &mut StdRng) -> usize {
    let mut bot = Bot::with_memory(1 << 20);
    let mut asked = 0;
    let mut list = MoveList::new();
    while asked < positions {
        let mut game = Game::new(settings).unwrap();
        while game.outcome().is_none() && asked < positions {
            let request = match rng.gen_range(0..4) {
                0 => Request::Level(Level::Easy),
                1 => Request::Level(Level::Medium),
                _ => limits(Some(2), None, None),
            };
            let a = bot
                .think(&game, &request, rng.gen(), &StopFlag::new(), &mut |_| {})
                .expect("unfinished games have a move");
            assert!(
                game.check(a.best).is_ok(),
                "{settings:?}: bot played {} in {}",
                a.best,
                game.position().board_string()
            );
            asked += 1;
            // Mostly random play, so games wander into odd corners and repeat positions.
            let m = if rng.gen_bool(0.7) {
                game.legal_moves(&mut list);
                list[rng.gen_range(0..list.len())]
            } else {
                a.best
            };
            game.play(m).unwrap();
        }
    }
    asked
}

#[test]
fn never_an_illegal_move_under_any_rule_setting() {
    let mut rng = StdRng::seed_from_u64(77);
    let modes = [
        Repetition::Draw3,
        Repetition::Forbid,
        Repetition::Forbid3,
        Repetition::Off,
    ];
    let mut per_mode = [0usize; 4];
    for (i, repetition) in modes.into_iter().enumerate() {
        for placement_captures in [true, false] {
            for goats_to_win in 1..=7 {
                let settings = Settings {
                    goats_to_win,
                    repetition,
                    placement_captures,
                    // Short limits too, so the limit endings come up in search.
                    max_half_moves: if goats_to_win % 2 == 0 { 400 } else { 120 },
                    no_capture_limit: if goats_to_win == 3 { 30 } else { 0 },
                };
                per_mode[i] += bot_moves_are_legal(settings, 150, &mut rng);
            }
        }
    }
    assert!(per_mode.iter().all(|&n| n >= 2000), "{per_mode:?}");
}

#[test]
fn the_bot_answers_nothing_on_a_finished_game() {
    let mut game = Game::new(Settings::default()).unwrap();
    game.resign(baghchal::Side::Goat).unwrap();
    assert!(think(
        &game,
        &Request::Level(Level::Hard),
        1,
        &StopFlag::new(),
        &mut |_| {}
    )
    .is_none());
}
