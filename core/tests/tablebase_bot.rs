//! Perfect with the endgame table, and the table in the engine protocol.

mod positions;
use positions::random_movement_position;

use baghchal::bot::{endgame, Bot, Level, Request, StopFlag};
use baghchal::protocol::{Engine, Flow};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Position, Repetition, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

fn table3() -> Arc<Tablebase> {
    static TABLE: OnceLock<Arc<Tablebase>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Tablebase::build(3, &|_| {}).unwrap()))
        .clone()
}

fn settings3(max_half_moves: u32) -> Settings {
    Settings {
        goats_to_win: 3,
        max_half_moves,
        ..Settings::default()
    }
}

fn tabled_bot(table: Option<Arc<Tablebase>>) -> Bot {
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_perfect_time(Duration::ZERO);
    bot.set_tablebase(table);
    bot
}

/// Random movement games under `settings` whose positions the table rates
/// as `want` says, not yet over.
fn positions(settings: Settings, seed: u64, count: usize, want: fn(Value) -> bool) -> Vec<Game> {
    let table = table3();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let captured = rng.gen_range(0..3);
        let pos = random_movement_position(&mut rng, captured, side);
        let game = Game::from_position(settings, pos).unwrap();
        if game.outcome().is_none() && want(table.probe(&pos).unwrap()) {
            out.push(game);
        }
    }
    out
}

fn perfect(bot: &mut Bot, game: &Game, seed: u64) -> baghchal::Move {
    bot.level_move(game, Level::Perfect, seed).expect("a move")
}

/// The value after `m` for the side that played it.
fn value_after(table: &Tablebase, game: &Game, m: baghchal::Move) -> Value {
    let mover = game.position().to_move();
    let mut g = game.clone();
    g.play(m).unwrap();
    match g.outcome() {
        Some(o) if o.winner == Some(mover) => Value::Win(1),
        Some(o) => panic!("the mover did not win the ending {o:?}"),
        None => table.probe(g.position()).unwrap().before(),
    }
}

#[test]
fn perfect_plays_the_quickest_win_and_the_longest_loss() {
    let table = table3();
    let mut bot = tabled_bot(Some(table.clone()));
    let decided = positions(settings3(0), 1, 60, |v| v != Value::Draw);
    let mut wins = 0;
    for (i, game) in decided.iter().enumerate() {
        let v = table.probe(game.position()).unwrap();
        let m = perfect(&mut bot, game, i as u64);
        assert_eq!(
            value_after(&table, game, m),
            v,
            "{}",
            game.position().board_string()
        );
        wins += matches!(v, Value::Win(_)) as usize;
    }
    assert!(wins > 0 && wins < decided.len());
}

#[test]
fn perfect_holds_a_draw() {
    let table = table3();
    let mut bot = tabled_bot(Some(table.clone()));
    for (i, game) in positions(settings3(0), 2, 20, |v| v == Value::Draw)
        .iter()
        .enumerate()
    {
        let m = perfect(&mut bot, game, i as u64);
        assert_eq!(value_after(&table, game, m), Value::Draw);
    }
}

#[test]
fn perfect_converts_a_won_position_within_its_distance() {
    let table = table3();
    let won = positions(settings3(400), 3, 6, |v| matches!(v, Value::Win(_)));
    for (i, start) in won.into_iter().enumerate() {
        let Some(Value::Win(d)) = table.probe(start.position()) else {
            unreachable!()
        };
        let winner = start.position().to_move();
        let mut tabled = tabled_bot(Some(table.clone()));
        let mut plain = tabled_bot(None);
        let mut game = start;
        while game.outcome().is_none() {
            let m = if game.position().to_move() == winner {
                perfect(&mut tabled, &game, i as u64)
            } else {
                game_move(&mut plain, &game, Level::Hard, i as u64)
            };
            game.play(m).unwrap();
        }
        assert_eq!(game.outcome().unwrap().winner, Some(winner));
        assert!(
            game.half_moves() <= d as u32,
            "won in {} > {d}",
            game.half_moves()
        );
    }
}

fn game_move(bot: &mut Bot, game: &Game, level: Level, seed: u64) -> baghchal::Move {
    bot.level_move(game, level, seed).unwrap()
}

#[test]
fn a_win_beyond_the_move_limit_is_a_draw() {
    let table = table3();
    let game = positions(settings3(0), 4, 1, |v| matches!(v, Value::Win(d) if d >= 5))
        .pop()
        .unwrap();
    let Some(Value::Win(d)) = table.probe(game.position()) else {
        unreachable!()
    };
    let tight = Game::from_position(settings3(d as u32 - 1), *game.position()).unwrap();
    assert_eq!(endgame::value(&table, &tight), Some(Value::Draw));
    let enough = Game::from_position(settings3(d as u32), *game.position()).unwrap();
    assert_eq!(endgame::value(&table, &enough), Some(Value::Win(d)));
}

#[test]
fn the_table_is_used_only_under_its_rules() {
    let table = table3();
    let bot = tabled_bot(Some(table.clone()));
    let game = |s: Settings| Game::new(s).unwrap();
    assert!(bot.tablebase_for(&game(settings3(400))).is_some());
    assert!(bot
        .tablebase_for(&game(Settings {
            repetition: Repetition::Off,
            ..settings3(0)
        }))
        .is_some());
    for other in [
        Settings::default(),
        Settings {
            repetition: Repetition::Forbid,
            ..settings3(400)
        },
        Settings {
            repetition: Repetition::Forbid3,
            ..settings3(400)
        },
        Settings {
            no_capture_limit: 50,
            ..settings3(400)
        },
    ] {
        assert!(bot.tablebase_for(&game(other)).is_none(), "{other:?}");
    }
    assert!(tabled_bot(None)
        .tablebase_for(&game(settings3(400)))
        .is_none());
}

#[test]
fn without_a_usable_table_perfect_plays_as_before() {
    let table = table3();
    let forbid = Settings {
        repetition: Repetition::Forbid,
        ..settings3(400)
    };
    for (i, game) in positions(forbid, 5, 4, |_| true).iter().enumerate() {
        let mut with = tabled_bot(Some(table.clone()));
        let mut without = tabled_bot(None);
        let request = Request::Limits(baghchal::bot::Limits {
            depth: Some(5),
            ..Default::default()
        });
        let a = with.think(game, &request, i as u64, &StopFlag::new(), &mut |_| {});
        let b = without.think(game, &request, i as u64, &StopFlag::new(), &mut |_| {});
        assert_eq!(a, b);
        assert_eq!(
            game_move(&mut with, game, Level::Hard, i as u64),
            game_move(&mut without, game, Level::Hard, i as u64)
        );
    }
}

#[test]
fn easy_medium_and_hard_ignore_a_usable_table() {
    let table = table3();
    let games = positions(settings3(400), 8, 6, |_| true);
    for (i, game) in games.iter().enumerate() {
        let mut with = tabled_bot(Some(table.clone()));
        let mut without = tabled_bot(None);
        assert!(with.tablebase_for(game).is_some());
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let think = |bot: &mut Bot| {
                bot.think(
                    game,
                    &Request::Level(level),
                    i as u64,
                    &StopFlag::new(),
                    &mut |_| {},
                )
            };
            assert_eq!(think(&mut with), think(&mut without), "{level:?}");
        }
    }
}

#[test]
fn the_last_placement_is_chosen_by_exact_values() {
    let table = table3();
    let mut bot = tabled_bot(Some(table.clone()));
    let mut rng = StdRng::seed_from_u64(6);
    let mut checked = 0;
    while checked < 8 {
        let captured = rng.gen_range(0..3);
        let pos = random_movement_position(&mut rng, captured, Side::Goat);
        // Take one goat back into the pen: its placement starts the movement phase.
        let goat = pos.goats().next().unwrap();
        let placing = Position::new(
            pos.tigers(),
            pos.goats().without(goat.bb()),
            Side::Goat,
            1,
            pos.captured(),
        )
        .unwrap();
        let game = Game::from_position(settings3(400), placing).unwrap();
        if game.outcome().is_some() {
            continue;
        }
        let rated: Vec<Value> = game
            .legal_moves_vec()
            .into_iter()
            .map(|m| value_after(&table, &game, m))
            .collect();
        let best = rated
            .iter()
            .copied()
            .min_by_key(|&v| endgame::preference(v))
            .unwrap();
        let m = perfect(&mut bot, &game, checked);
        assert_eq!(
            value_after(&table, &game, m),
            best,
            "{}",
            placing.board_string()
        );
        checked += 1;
    }
}

fn one(engine: &mut Engine, line: &str) -> String {
    let mut out = Vec::new();
    assert_eq!(engine.handle(line, &mut |l| out.push(l)), Flow::Continue);
    out.pop().unwrap()
}

#[test]
fn the_engine_loads_a_table_and_probes() {
    let dir = std::env::temp_dir().join(format!("baghchal-tbp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("g3.tb");
    std::fs::write(&path, table3().file_bytes()).unwrap();
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "probe"), "probe none");
    assert!(one(&mut e, "tablebase load /no/such/file.tb").starts_with("error "));
    assert!(one(&mut e, "tablebase").starts_with("error usage"));
    assert!(one(&mut e, "probe now").starts_with("error usage"));
    let bad = dir.join("bad.tb");
    std::fs::write(&bad, &table3().file_bytes()[..1000]).unwrap();
    assert!(one(&mut e, &format!("tablebase load {}", bad.display())).contains("truncated"));
    assert_eq!(
        one(&mut e, &format!("tablebase load {}", path.display())),
        "ok tablebase goats_to_win=3"
    );
    // Start position: placement, the table does not apply; nor under other rules.
    assert_eq!(one(&mut e, "probe"), "probe none");
    let game = positions(settings3(0), 7, 1, |v| matches!(v, Value::Win(_)))
        .pop()
        .unwrap();
    let pos = game.position();
    let setup = format!(
        "position setup {} {} 0 {}",
        pos.board_string(),
        pos.to_move(),
        pos.captured()
    );
    assert_eq!(one(&mut e, &setup), "ok");
    assert_eq!(one(&mut e, "probe"), "probe none"); // goats_to_win is still 5
    assert_eq!(one(&mut e, "rules goats_to_win=3 max_half_moves=0"), "ok");
    assert_eq!(one(&mut e, &setup), "ok");
    let want = table3().probe(pos).unwrap();
    assert_eq!(one(&mut e, "probe"), format!("probe {want}"));
    let best = one(&mut e, "go level perfect");
    let m = best.strip_prefix("bestmove ").unwrap().parse().unwrap();
    assert_eq!(value_after(&table3(), &game, m), want);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The engine keeps one table per goats-to-win, a slim one as well as a full
/// one, and each game probes and plays from the table of its rules.
#[test]
fn the_engine_keeps_a_table_per_goats_to_win_of_either_variant() {
    let dir = std::env::temp_dir().join(format!("baghchal-tb2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let slim2 = Tablebase::build_one_side_bytes(2, &|_| {}).unwrap();
    let path2 = dir.join("g2-slim.tb");
    std::fs::write(&path2, &slim2).unwrap();
    let path3 = dir.join("g3.tb");
    std::fs::write(&path3, table3().file_bytes()).unwrap();
    let table2 = Tablebase::from_bytes(slim2).unwrap();
    let table3 = table3();
    let mut e = Engine::new();
    for (path, g) in [(&path2, 2), (&path3, 3)] {
        assert_eq!(
            one(&mut e, &format!("tablebase load {}", path.display())),
            format!("ok tablebase goats_to_win={g}")
        );
    }
    let mut rng = StdRng::seed_from_u64(21);
    let mut probed = [0; 2];
    while probed.iter().any(|&n| n < 6) {
        let g: u8 = rng.gen_range(2..=3);
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let captured = rng.gen_range(0..g);
        let pos = random_movement_position(&mut rng, captured, side);
        let settings = Settings {
            goats_to_win: g,
            max_half_moves: 0,
            ..Settings::default()
        };
        let game = Game::from_position(settings, pos).unwrap();
        if game.outcome().is_some() {
            continue;
        }
        let table: &Tablebase = if g == 2 { &table2 } else { &table3 };
        let want = table.probe(&pos).unwrap();
        assert_eq!(
            one(&mut e, &format!("rules goats_to_win={g} max_half_moves=0")),
            "ok"
        );
        let setup = format!(
            "position setup {} {} 0 {}",
            pos.board_string(),
            pos.to_move(),
            pos.captured()
        );
        assert_eq!(one(&mut e, &setup), "ok");
        assert_eq!(one(&mut e, "probe"), format!("probe {want}"), "G {g}");
        let best = one(&mut e, "go level perfect");
        let m = best.strip_prefix("bestmove ").unwrap().parse().unwrap();
        assert_eq!(value_after(table, &game, m), want, "G {g}");
        probed[g as usize - 2] += 1;
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A lost side that can end the game by a third repetition takes that draw,
/// even with a move the table rates worse than its longest resistance: the
/// table knows nothing of the game's history, the game's outcome does.
#[test]
fn a_lost_side_takes_a_draw_by_repetition() {
    use baghchal::Move;
    let table = table3();
    let mut bot = tabled_bot(Some(table.clone()));
    let mut rng = StdRng::seed_from_u64(9);
    let mut tested = 0;
    'search: while tested < 8 {
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let captured = rng.gen_range(0..3);
        let a = random_movement_position(&mut rng, captured, side);
        let Some(Value::Loss(_)) = table.probe(&a) else {
            continue;
        };
        let start = Game::from_position(settings3(0), a).unwrap();
        if start.outcome().is_some() {
            continue;
        }
        let rated = endgame::rate_moves(&table, &start).unwrap();
        let (best, _) = endgame::best_moves(&rated).unwrap();
        // A step `m` the table rates strictly worse than the best, and a reply
        // `n`, each undone, from the game started just after `m`:
        // B, C, D, A, B, C, D, A; then `m` makes B's third occurrence.
        for &(m, v) in &rated {
            let Move::Step { from, to } = m else { continue };
            if endgame::preference(v) <= endgame::preference(best) {
                continue;
            }
            let mut b = start.clone();
            b.play(m).unwrap();
            let Ok(b) = Game::from_position(settings3(0), *b.position()) else {
                continue;
            };
            for n in b.legal_moves_vec() {
                let Move::Step { from: nf, to: nt } = n else {
                    continue;
                };
                let back = Move::Step { from: to, to: from };
                let n_back = Move::Step { from: nt, to: nf };
                let mut g = b.clone();
                if [n, back, n_back, m, n, back, n_back]
                    .iter()
                    .all(|&c| g.play(c).is_ok())
                    && g.outcome().is_none()
                    && g.position() == &a
                {
                    let mut after = g.clone();
                    after.play(m).unwrap();
                    assert_eq!(after.outcome().map(|o| o.winner), Some(None));
                    assert_eq!(perfect(&mut bot, &g, tested), m, "{}", a.board_string());
                    tested += 1;
                    continue 'search;
                }
            }
        }
    }
}
