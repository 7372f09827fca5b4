//! Playing puzzles: the trainer's judgement of each move against the table,
//! the levels and picks, and the player's saved progress.

use baghchal::bot::endgame::preference;
use baghchal::puzzle::file::PuzzleSet;
use baghchal::puzzle::games;
use baghchal::puzzle::progress::Progress;
use baghchal::puzzle::trainer::{self, Answer, AnswerError, LEVELS};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Move};
use std::sync::OnceLock;

const G: u8 = 3;

fn table() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::build(G, &|_| {}).expect("the G = 3 table builds"))
}

fn set() -> &'static PuzzleSet {
    static SET: OnceLock<PuzzleSet> = OnceLock::new();
    SET.get_or_init(|| games::build(table(), 60, 5, &mut |_| {}).0)
}

/// A move's value for its mover, straight from the table.
fn table_value(game: &Game, m: Move) -> Value {
    let mover = game.position().to_move();
    let mut after = game.clone();
    after.play(m).unwrap();
    match after.outcome() {
        Some(o) if o.winner == Some(mover) => Value::Win(1),
        Some(o) if o.winner.is_some() => Value::Loss(1),
        Some(_) => Value::Draw,
        None => table().probe(after.position()).unwrap().before(),
    }
}

#[test]
fn playing_the_line_solves_every_puzzle_with_the_lines_replies() {
    assert!(
        set().puzzles.len() >= 20,
        "too few puzzles to test: {}",
        set().puzzles.len()
    );
    for p in &set().puzzles {
        let steps = p.line.len().div_ceil(2);
        for step in 0..steps {
            let got = trainer::answer(p, G, step, p.line[2 * step], Some(table())).unwrap();
            let last = step + 1 == steps;
            let want = Answer::Right {
                reply: (!last).then(|| p.line[2 * step + 1]),
                solved: last,
            };
            assert_eq!(got, want, "{p}, step {step}");
        }
        assert_eq!(
            trainer::answer(p, G, steps, p.line[0], Some(table())),
            Err(AnswerError::NoSuchStep(steps))
        );
    }
}

#[test]
fn a_wrong_move_gets_the_tables_value_and_the_opponents_best_answer() {
    let mut wrong = 0;
    for p in set().puzzles.iter().take(40) {
        let game = trainer::game_at_step(p, G, 0).unwrap();
        for m in game
            .legal_moves_vec()
            .into_iter()
            .filter(|&m| m != p.line[0])
        {
            let Answer::Wrong { value, refutation } =
                trainer::answer(p, G, 0, m, Some(table())).unwrap()
            else {
                panic!("{m} is not the line's move in {p}");
            };
            let v = value.expect("a table is loaded");
            assert_eq!(v, table_value(&game, m), "{p}: {m}");
            assert!(
                !matches!(v, Value::Win(_)),
                "{p}: {m} wins, so the puzzle is not unique"
            );
            let mut after = game.clone();
            after.play(m).unwrap();
            match refutation {
                None => assert!(after.outcome().is_some(), "{p}: no refutation of {m}"),
                Some(r) => {
                    let best = after
                        .legal_moves_vec()
                        .into_iter()
                        .map(|o| preference(table_value(&after, o)))
                        .min()
                        .unwrap();
                    assert_eq!(
                        preference(table_value(&after, r)),
                        best,
                        "{p}: {m} answered by {r}"
                    );
                }
            }
            // Without a table the move is still wrong, with nothing to show.
            assert_eq!(
                trainer::answer(p, G, 0, m, None),
                Ok(Answer::Wrong {
                    value: None,
                    refutation: None
                })
            );
            wrong += 1;
        }
    }
    assert!(wrong > 40, "only {wrong} wrong moves were tried");
}

#[test]
fn an_illegal_move_is_refused_not_judged() {
    let p = &set().puzzles[0];
    let game = trainer::game_at_step(p, G, 0).unwrap();
    let illegal = (0..25u8)
        .flat_map(|a| (0..25u8).map(move |b| (a, b)))
        .filter_map(|(a, b)| {
            let m = Move::parse(&format!(
                "{}-{}",
                baghchal::Square::new(a).unwrap(),
                baghchal::Square::new(b).unwrap()
            ))
            .ok()?;
            game.clone().play(m).is_err().then_some(m)
        })
        .next()
        .unwrap();
    assert!(matches!(
        trainer::answer(p, G, 0, illegal, Some(table())),
        Err(AnswerError::Illegal(_))
    ));
}

#[test]
fn levels_cut_the_rating_order_into_nearly_equal_bands() {
    let levels = trainer::levels(set());
    let order = trainer::by_rating(set());
    let ranked: Vec<u32> = order.iter().map(|&i| levels[i]).collect();
    assert!(
        ranked.windows(2).all(|w| w[0] <= w[1]),
        "levels rise with the rating"
    );
    assert_eq!(ranked.first(), Some(&1));
    assert_eq!(ranked.last(), Some(&LEVELS));
    let sizes: Vec<usize> = (1..=LEVELS)
        .map(|l| ranked.iter().filter(|&&x| x == l).count())
        .collect();
    let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
    assert!(max - min <= 1, "band sizes {sizes:?}");
}

#[test]
fn a_pick_comes_from_the_players_band_is_never_the_last_one_and_repeats_by_seed() {
    let levels = trainer::levels(set());
    for level in 1..=LEVELS {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..50 {
            let i = trainer::pick(set(), level, Some(0), seed).unwrap();
            assert_eq!(levels[i], level, "level {level}, seed {seed}");
            assert_ne!(i, 0);
            assert_eq!(trainer::pick(set(), level, Some(0), seed), Some(i));
            seen.insert(i);
        }
        assert!(
            seen.len() > 1,
            "level {level}: every seed picks the same puzzle"
        );
    }
    // Out-of-range levels are taken as the nearest.
    assert_eq!(levels[trainer::pick(set(), 0, None, 1).unwrap()], 1);
    assert_eq!(levels[trainer::pick(set(), 99, None, 1).unwrap()], LEVELS);
    let one = PuzzleSet {
        goats_to_win: G,
        puzzles: vec![set().puzzles[0].clone()],
    };
    assert_eq!(trainer::pick(&one, 5, Some(0), 3), Some(0));
    let none = PuzzleSet {
        goats_to_win: G,
        puzzles: vec![],
    };
    assert_eq!(trainer::pick(&none, 5, None, 3), None);
}

#[test]
fn progress_rises_with_clean_solves_keeps_with_hints_and_falls_with_failures() {
    let p = Progress::default();
    assert_eq!(p.level, 1);
    let p = p.after(4, true, false).after(5, true, false);
    assert_eq!(
        (p.solved, p.streak, p.best_streak, p.level, p.last),
        (2, 2, 2, 3, Some(5))
    );
    let p = p.after(6, true, true);
    assert_eq!((p.solved, p.hints, p.streak, p.level), (3, 1, 3, 3));
    let p = p.after(7, false, false);
    assert_eq!((p.failed, p.streak, p.best_streak, p.level), (1, 0, 3, 2));
    let low = Progress::default().after(1, false, false);
    assert_eq!(low.level, 1, "the level stays at least 1");
    let mut high = Progress::default();
    for i in 0..20 {
        high = high.after(i, true, false);
    }
    assert_eq!(high.level, LEVELS);
    // Out of range, as an app could pass it back: taken as the nearest level, never a panic.
    let odd = Progress {
        level: u32::MAX,
        ..Progress::default()
    };
    assert_eq!(odd.after(1, true, false).level, LEVELS);
    let zero = Progress {
        level: 0,
        ..Progress::default()
    };
    assert_eq!(zero.after(1, false, false).level, 1);
}

#[test]
fn progress_saves_and_restores_and_every_damaged_save_is_refused() {
    let p = Progress::default()
        .after(3, true, false)
        .after(9, false, false)
        .after(2, true, true);
    let line = p.save();
    assert_eq!(Progress::restore(&line), Ok(p));
    assert_eq!(Progress::restore(&format!("{line}\n")), Ok(p));
    assert_eq!(
        Progress::restore(&Progress::default().save()),
        Ok(Progress::default())
    );
    // Any one character changed, and any cut, is refused.
    for i in 0..line.len() {
        let mut bytes = line.clone().into_bytes();
        bytes[i] = if bytes[i] == b'7' { b'8' } else { b'7' };
        let damaged = String::from_utf8(bytes).unwrap();
        assert!(Progress::restore(&damaged).is_err(), "accepted {damaged}");
        assert!(
            Progress::restore(&line[..i]).is_err(),
            "accepted a cut at {i}"
        );
    }
    for bad in [
        "",
        "hello",
        "baghchal-puzzle-progress 2 solved=0 sum=00000000",
    ] {
        let err = Progress::restore(bad).unwrap_err();
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn a_save_with_a_good_checksum_but_impossible_counts_is_refused() {
    // Written by hand with a right checksum: only the contradiction can refuse it.
    let body =
        "baghchal-puzzle-progress 1 solved=1 failed=0 hints=0 streak=5 best=5 level=2 last=-";
    let sum = body.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    let err = Progress::restore(&format!("{body} sum={sum:08x}")).unwrap_err();
    assert!(err.0.contains("contradict"), "{err}");
    let body =
        "baghchal-puzzle-progress 1 solved=1 failed=0 hints=0 streak=1 best=1 level=11 last=-";
    let sum = body.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    let err = Progress::restore(&format!("{body} sum={sum:08x}")).unwrap_err();
    assert!(err.0.contains("level 11"), "{err}");
}
