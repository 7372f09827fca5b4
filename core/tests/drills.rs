//! Drills from the player's slips: found where review marks them, for the
//! player's side only, judged exactly by the table, and their progress kept.

mod positions;
use positions::random_movement_position;

use baghchal::bot::endgame::{self, best_moves};
use baghchal::bot::{Level, StopFlag};
use baghchal::drills::{self, DrillKey, Goal, Progress, LEARNED};
use baghchal::history::{KeptGame, PlayMode};
use baghchal::review::{game_at, verdict_drops};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::OnceLock;

fn table() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::build(2, &|_| {}).expect("the G = 2 table builds"))
}

fn settings() -> Settings {
    Settings {
        goats_to_win: 2,
        ..Settings::default()
    }
}

/// A finished game of random moves from a random movement position; one
/// still going after 40 half moves is resigned by the side to move.
fn random_finished_game(rng: &mut StdRng) -> Game {
    let side = if rng.gen_bool(0.5) {
        Side::Goat
    } else {
        Side::Tiger
    };
    let captured = rng.gen_range(0..2);
    let start = random_movement_position(rng, captured, side);
    let mut game = Game::from_position(settings(), start).unwrap();
    for _ in 0..40 {
        let moves = game.legal_moves_vec();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
    }
    if game.outcome().is_none() {
        let side = game.position().to_move();
        game.resign(side).unwrap();
    }
    game
}

fn kept(game: &Game, ended_at: i64, mode: PlayMode, side: Option<Side>) -> KeptGame {
    let level = (mode != PlayMode::PassAndPlay).then_some(Level::Hard);
    KeptGame::new(ended_at, mode, side, level, None, game.clone()).unwrap()
}

#[test]
fn slips_are_the_marked_moves_of_the_players_side() {
    let mut rng = StdRng::seed_from_u64(3);
    let (mut found, mut wins, mut draws) = (0, 0, 0);
    for i in 0..40 {
        let game = random_finished_game(&mut rng);
        let both = drills::slips(table(), &kept(&game, i, PlayMode::PassAndPlay, None));
        let marked = verdict_drops(table(), &game);
        assert_eq!(
            both.iter().map(|s| s.key.half_move).collect::<Vec<_>>(),
            marked
        );
        let moves: Vec<_> = game.moves().collect();
        for s in &both {
            let before = game_at(&game, s.key.half_move).unwrap();
            assert_eq!(s.key.game, i);
            assert_eq!(s.mover, before.position().to_move());
            assert_eq!(s.played, moves[s.key.half_move as usize]);
            let goal = match endgame::value(table(), &before).unwrap() {
                Value::Win(_) => Goal::KeepWin,
                Value::Draw => Goal::KeepDraw,
                Value::Loss(_) => panic!("a loss cannot be thrown away"),
            };
            assert_eq!(s.goal, goal);
            match goal {
                Goal::KeepWin => wins += 1,
                Goal::KeepDraw => draws += 1,
            }
        }
        found += both.len();
        for side in [Side::Goat, Side::Tiger] {
            let mine = drills::slips(table(), &kept(&game, i, PlayMode::Play, Some(side)));
            let expected: Vec<_> = both.iter().filter(|s| s.mover == side).copied().collect();
            assert_eq!(mine, expected, "the {side:?} player's own slips only");
        }
        assert!(drills::slips(table(), &kept(&game, i, PlayMode::Watch, None)).is_empty());
    }
    assert!(
        found > 20 && wins > 0 && draws > 0,
        "{found} slips, {wins} wins, {draws} draws thrown"
    );
}

#[test]
fn a_drill_is_judged_by_the_table() {
    let mut rng = StdRng::seed_from_u64(8);
    let stop = StopFlag::new();
    let (mut right, mut wrong, mut slower) = (0, 0, 0);
    for i in 0..30 {
        let game = random_finished_game(&mut rng);
        for s in drills::slips(table(), &kept(&game, i, PlayMode::PassAndPlay, None)) {
            let before = game_at(&game, s.key.half_move).unwrap();
            // The move played is wrong, and its explanation's line is the refutation.
            let j = drills::judge(table(), &before, s.goal, s.played, &stop).unwrap();
            assert!(!j.right, "the slip itself is wrong");
            assert_eq!(j.explanation.mv, s.played);
            wrong += 1;
            // Every other move is right exactly when it keeps the goal.
            let rated = endgame::rate_moves(table(), &before).unwrap();
            let (best, _) = best_moves(&rated).unwrap();
            for (m, v) in rated {
                let keeps = match s.goal {
                    Goal::KeepWin => matches!(v, Value::Win(_)),
                    Goal::KeepDraw => matches!(v, Value::Win(_) | Value::Draw),
                };
                let j = drills::judge(table(), &before, s.goal, m, &stop).unwrap();
                assert_eq!(j.right, keeps, "{m} rated {v:?} for {:?}", s.goal);
                if keeps {
                    right += 1;
                    slower += usize::from(v != best);
                }
            }
        }
    }
    assert!(
        right > 0 && wrong > 0 && slower > 0,
        "{right} right ({slower} slower wins), {wrong} wrong"
    );
}

#[test]
fn progress_counts_right_answers_and_queues_the_rest_oldest_first() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut all = Vec::new();
    // Games kept newest first on purpose: the queue sorts them.
    for i in (0..20).rev() {
        let game = random_finished_game(&mut rng);
        all.extend(drills::slips(
            table(),
            &kept(&game, 1000 + i, PlayMode::PassAndPlay, None),
        ));
    }
    assert!(all.len() > 3, "{} slips", all.len());
    let mut progress = Progress::default();
    let queue = drills::practise(&all, &progress);
    assert_eq!(queue.len(), all.len());
    assert!(
        queue.windows(2).all(|w| w[0].key < w[1].key),
        "oldest first"
    );
    let first = queue[0].key;
    progress = progress.after(first, false);
    assert_eq!(
        drills::practise(&all, &progress)[0].key,
        first,
        "a wrong answer keeps it queued"
    );
    progress = progress.after(first, true);
    assert!(!progress.learned(first));
    assert!(
        drills::practise(&all, &progress)
            .iter()
            .all(|s| s.key != first),
        "answered right once"
    );
    for _ in 1..LEARNED {
        progress = progress.after(first, true);
    }
    assert!(progress.learned(first), "answered right twice");
    let (back, refused) = Progress::restore(&progress.save());
    assert_eq!((back, refused), (progress, 0));
}

#[test]
fn a_damaged_progress_line_is_skipped_alone() {
    let a = DrillKey {
        game: 5,
        half_move: 3,
    };
    let b = DrillKey {
        game: 6,
        half_move: 0,
    };
    let progress = Progress::default()
        .after(a, true)
        .after(b, true)
        .after(b, true);
    let text = progress.save();
    assert_eq!(text, "drills 1\n5 3 1\n6 0 2\n");
    let (back, refused) = Progress::restore("drills 1\n5 3 1\n5 x 1\n6 0 2\n6 0\n7 1 0\n");
    assert_eq!((back.right(a), back.right(b), refused), (1, 2, 3));
    let (none, refused) = Progress::restore("something else\n5 3 1\n");
    assert_eq!((none, refused), (Progress::default(), 2));
    assert_eq!(Progress::restore(""), (Progress::default(), 0));
    let mut trimmed = progress;
    trimmed.retain_games(|g| g != 5);
    assert_eq!((trimmed.right(a), trimmed.right(b)), (0, 2));
}
