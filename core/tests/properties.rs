//! Invariants over many random games under every rule setting.

use baghchal::{EndReason, Game, Move, Repetition, Settings, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

fn all_settings() -> Vec<Settings> {
    let mut out = Vec::new();
    for repetition in [
        Repetition::Draw3,
        Repetition::Forbid,
        Repetition::Forbid3,
        Repetition::Off,
    ] {
        for placement_captures in [true, false] {
            for goats_to_win in [1, 5, 7, 20] {
                out.push(Settings {
                    goats_to_win,
                    repetition,
                    max_half_moves: 300,
                    no_capture_limit: if goats_to_win == 7 { 30 } else { 0 },
                    placement_captures,
                });
            }
        }
    }
    out
}

fn check_invariants(game: &Game) {
    let pos = game.position();
    assert_eq!(
        pos.goats_on_board() + pos.goats_in_hand() + pos.captured(),
        TOTAL_GOATS
    );
    assert_eq!(pos.tigers().count(), 4);
    assert!(
        (pos.tigers() & pos.goats()).is_empty(),
        "two pieces on a point"
    );
    assert_eq!(
        pos.empty().count() + pos.tigers().count() + pos.goats().count(),
        25
    );
    assert!(game.tigers_trapped() <= 4);
    // The open captures are the jumps the tigers would have on the move (a
    // board with no goat yet, which the tigers cannot be to move on, has none).
    let as_tigers = baghchal::Position::new(
        pos.tigers(),
        pos.goats(),
        baghchal::Side::Tiger,
        pos.goats_in_hand(),
        pos.captured(),
    );
    let jumps = as_tigers.map_or(0, |p| {
        let mut moves = baghchal::MoveList::new();
        p.generate(true, &mut moves);
        moves
            .iter()
            .filter(|m| matches!(m, Move::Jump { .. }))
            .count()
    });
    assert_eq!(
        pos.captures_open() as usize,
        jumps,
        "{}",
        pos.board_string()
    );
    // A finished game has no legal move; an unfinished one has at least one.
    assert_eq!(game.outcome().is_none(), !game.legal_moves_vec().is_empty());
}

#[test]
fn random_games_keep_the_invariants_and_take_back_exactly() {
    let mut rng = StdRng::seed_from_u64(2026);
    let mut endings = HashSet::new();
    for settings in all_settings() {
        for _ in 0..12 {
            let mut game = Game::new(settings).unwrap();
            check_invariants(&game);
            while game.outcome().is_none() {
                let moves = game.legal_moves_vec();
                let m = moves[rng.gen_range(0..moves.len())];
                let before = game.clone();
                let before_json = game.to_json();
                game.play(m).unwrap();
                check_invariants(&game);
                assert_eq!(
                    game.position().to_move(),
                    before.position().to_move().opposite()
                );
                // Take-back restores the exact previous state, then replay.
                let mut back = game.clone();
                assert_eq!(back.undo(), Some(m));
                assert_eq!(back.position(), before.position());
                assert_eq!(back.to_json(), before_json);
                assert_eq!(back.legal_moves_vec(), before.legal_moves_vec());
                assert_eq!(back.outcome(), None);
            }
            endings.insert(game.outcome().expect("the loop ran to the end").reason);
            // Replaying the record gives the same state.
            let replayed = Game::from_json(&game.to_json()).unwrap();
            assert_eq!(replayed.position(), game.position());
            assert_eq!(replayed.outcome(), game.outcome());
            assert_eq!(replayed.to_json(), game.to_json());
            // Every move the game refuses, it refuses with a reason and no change.
            let snapshot = game.to_json();
            assert!(game
                .play(Move::Place {
                    to: "c3".parse().unwrap()
                })
                .is_err());
            assert_eq!(game.to_json(), snapshot);
        }
    }
    // The invariants were checked on the way into the endings random play reaches.
    for reason in [
        EndReason::Captures,
        EndReason::TigersTrapped,
        EndReason::MoveLimit,
        EndReason::NoCaptureLimit,
    ] {
        assert!(
            endings.contains(&reason),
            "no random game ended by {reason:?}"
        );
    }
}

#[test]
fn illegal_moves_never_change_the_game() {
    let mut rng = StdRng::seed_from_u64(99);
    let every_move: Vec<Move> = {
        let mut v = Vec::new();
        for a in baghchal::Square::all() {
            v.push(Move::Place { to: a });
            for b in baghchal::Square::all() {
                v.push(Move::Step { from: a, to: b });
                v.push(Move::Jump { from: a, to: b });
            }
        }
        v
    };
    for settings in all_settings().into_iter().step_by(3) {
        let mut game = Game::new(settings).unwrap();
        while game.outcome().is_none() {
            let legal = game.legal_moves_vec();
            let before = (*game.position(), game.half_moves(), game.outcome());
            for &m in &every_move {
                match game.check(m) {
                    Ok(()) => assert!(legal.contains(&m), "{m} accepted but not generated"),
                    Err(_) => {
                        assert!(!legal.contains(&m), "{m} generated but refused");
                        assert!(game.play(m).is_err());
                        assert_eq!(
                            (*game.position(), game.half_moves(), game.outcome()),
                            before
                        );
                    }
                }
            }
            game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
        }
        assert!(game.outcome().is_some());
    }
}
