//! The board's lines and the move generator, checked against a naive model.

mod support;

use baghchal::{perft, tables, Game, Move, MoveList, Position, Settings, Side, Square};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn lines_match_the_drawn_board() {
    let total: u32 = Square::all().map(|s| tables::adjacent(s).count()).sum();
    assert_eq!(total / 2, 56, "56 connections in all");
    assert_eq!(tables::adjacent(sq("b2")).count(), 8);
    assert_eq!(tables::adjacent(sq("c3")).count(), 8);
    assert_eq!(tables::adjacent(sq("b3")).count(), 4);
    assert_eq!(tables::adjacent(sq("a5")).count(), 3);
    let mut from_engine: Vec<(String, String)> = Square::all()
        .flat_map(|a| tables::adjacent(a).map(move |b| (a.to_string(), b.to_string())))
        .collect();
    let mut from_lines = support::steps();
    from_engine.sort();
    from_lines.sort();
    assert_eq!(from_engine, from_lines);
    let mut engine_leaps: Vec<(String, String, String)> = Square::all()
        .flat_map(|a| {
            tables::leaps(a)
                .iter()
                .map(move |l| (a.to_string(), l.over.to_string(), l.to.to_string()))
        })
        .collect();
    let mut line_leaps = support::leaps();
    engine_leaps.sort();
    line_leaps.sort();
    assert_eq!(engine_leaps, line_leaps);
}

#[test]
fn square_names_and_indices() {
    assert_eq!(sq("a1").index(), 0);
    assert_eq!(sq("c3").index(), 12);
    assert_eq!(sq("a5").index(), 20);
    assert_eq!(sq("e5").index(), 24);
    for s in Square::all() {
        assert_eq!(s.to_string().parse::<Square>().unwrap(), s);
    }
    for bad in ["", "a", "a0", "a6", "f1", "A1", "a1 ", "1a", "c33"] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?} must not parse");
    }
}

#[test]
fn perft_from_the_start() {
    let mut game = Game::new(Settings::default()).unwrap();
    let expected = [1, 21, 252, 5052, 68204, 1304788];
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(perft(&mut game, depth as u32), count, "perft {depth}");
    }
}

/// Perft by the naive model, from the same board, for cross-checking.
fn reference_perft(board: &mut HashMap<String, char>, tiger: bool, in_hand: u8, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = support::reference_moves(board, tiger, in_hand, true);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves {
        let saved = board.clone();
        let mut hand = in_hand;
        if m.len() == 2 {
            board.insert(m.clone(), 'G');
            hand -= 1;
        } else {
            let (a, b) = (&m[0..2], &m[3..5]);
            let piece = board[a];
            board.insert(a.to_string(), '.');
            board.insert(b.to_string(), piece);
            if &m[2..3] == "x" {
                let over = support::leaps()
                    .into_iter()
                    .find(|(x, _, y)| x == a && y == b)
                    .unwrap()
                    .1;
                board.insert(over, '.');
            }
        }
        total += reference_perft(board, !tiger, hand, depth - 1);
        *board = saved;
    }
    total
}

#[test]
fn perft_matches_the_naive_model() {
    let mut board: HashMap<String, char> = Square::all().map(|s| (s.to_string(), '.')).collect();
    for c in ["a1", "a5", "e1", "e5"] {
        board.insert(c.to_string(), 'T');
    }
    assert_eq!(reference_perft(&mut board, false, 20, 4), 68204);
}

fn board_map(pos: &Position) -> HashMap<String, char> {
    Square::all()
        .map(|s| {
            let c = match pos.piece_at(s) {
                Some(Side::Tiger) => 'T',
                Some(Side::Goat) => 'G',
                None => '.',
            };
            (s.to_string(), c)
        })
        .collect()
}

#[test]
fn move_generation_matches_the_naive_model_in_random_games() {
    let mut rng = StdRng::seed_from_u64(7);
    for placement_captures in [true, false] {
        let settings = Settings {
            placement_captures,
            repetition: baghchal::Repetition::Off,
            max_half_moves: 0,
            goats_to_win: 20,
            ..Settings::default()
        };
        for _ in 0..200 {
            let mut game = Game::new(settings).unwrap();
            while game.outcome().is_none() && game.half_moves() < 120 {
                let pos = *game.position();
                let mut engine: Vec<String> = game
                    .legal_moves_vec()
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                engine.sort();
                let jumps = placement_captures || pos.goats_in_hand() == 0;
                let reference = support::reference_moves(
                    &board_map(&pos),
                    pos.to_move() == Side::Tiger,
                    pos.goats_in_hand(),
                    jumps,
                );
                assert_eq!(engine, reference, "at {}", pos.board_string());
                assert_eq!(pos.count_moves(jumps) as usize, reference.len());
                let moves = game.legal_moves_vec();
                game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
            }
        }
    }
}

#[test]
fn a_lone_goat_in_the_centre_steps_along_all_eight_lines() {
    let pos = Position::new(
        Position::parse_board("T...T/...../..G../...../T...T")
            .unwrap()
            .0,
        sq("c3").bb(),
        Side::Goat,
        0,
        19,
    )
    .unwrap();
    let mut list = MoveList::new();
    pos.generate(true, &mut list);
    assert_eq!(list.len(), 8);
    assert!(list.iter().all(|m| matches!(m, Move::Step { .. })));
}
