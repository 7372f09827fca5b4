//! The engine protocol's `explain MOVE`, driven as another program would.

use baghchal::bot::StopFlag;
use baghchal::explain::explain;
use baghchal::protocol::{explanation_words, Engine, Flow};
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Move, Position, Settings, Side};

fn one(engine: &mut Engine, line: &str) -> String {
    let mut out = Vec::new();
    assert_eq!(engine.handle(line, &mut |l| out.push(l)), Flow::Continue);
    assert_eq!(out.len(), 1, "{line}: {out:?}");
    out.remove(0)
}

/// Nineteen goats round four corner tigers, one goat eaten, goats to move.
const BOARD: &str = "T.GGT/GGGGG/GGGGG/GGGGG/T.GGT";

#[test]
fn explain_answers_the_cores_explanation_on_one_line_and_refuses_clearly() {
    let bytes = Tablebase::build_bytes(2, &|_| {}).unwrap();
    let table = Tablebase::from_bytes(bytes.clone()).unwrap();
    let path = std::env::temp_dir().join(format!("baghchal-explain-{}.tb", std::process::id()));
    std::fs::write(&path, &bytes).unwrap();

    let mut e = Engine::new();
    let setup = format!("position setup {BOARD} goat 0 1");
    assert_eq!(one(&mut e, "rules goats_to_win=2"), "ok");
    assert_eq!(one(&mut e, &setup), "ok");
    // No table yet: a clear refusal, not a guess.
    let answer = one(&mut e, "explain b4-b5");
    assert!(
        answer.starts_with("error explain: no endgame table"),
        "{answer}"
    );
    let loaded = one(&mut e, &format!("tablebase load {}", path.display()));
    std::fs::remove_file(&path).unwrap();
    assert!(loaded.starts_with("ok"), "{loaded}");

    let settings = Settings {
        goats_to_win: 2,
        ..Settings::default()
    };
    let (tigers, goats) = Position::parse_board(BOARD).unwrap();
    let pos = Position::new(tigers, goats, Side::Goat, 0, 1).unwrap();
    let game = Game::from_position(settings, pos).unwrap();
    for m in game.legal_moves_vec() {
        let ex = explain(&table, &game, m, &StopFlag::new()).unwrap();
        let answer = one(&mut e, &format!("explain {m}"));
        assert_eq!(answer, explanation_words(&ex));
        assert!(
            answer.starts_with(&format!(
                "explain {m} before {} after {} best ",
                ex.before, ex.after
            )),
            "{answer}"
        );
        // The line it gives replays legally after the move.
        let line = answer
            .split(" line ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap();
        let moves: Vec<&str> = line.split(',').filter(|&s| s != "-").collect();
        let replay = format!("{setup} moves {m} {}", moves.join(" "));
        assert_eq!(one(&mut e, replay.trim_end()), "ok", "{answer}");
        assert_eq!(one(&mut e, &setup), "ok");
    }

    for (line, why) in [
        ("explain", "error usage: explain <move>"),
        ("explain a1-a2 b1-b2", "error usage: explain <move>"),
        ("explain c3", "error explain: c3 is not legal here"),
    ] {
        assert_eq!(one(&mut e, line), why);
    }
    assert!(one(&mut e, "explain zz").starts_with("error "));
    assert_eq!(one(&mut e, "position startpos"), "ok");
    let placement = Move::parse("c3").unwrap();
    assert_eq!(
        one(&mut e, &format!("explain {placement}")),
        "error explain: the table does not cover this position and rules"
    );
}

#[test]
fn explain_answers_in_placement_from_12_placed_without_distances() {
    let bytes = Tablebase::build_bytes(2, &|_| {}).unwrap();
    let table = Tablebase::from_bytes(bytes.clone()).unwrap();
    let path = std::env::temp_dir().join(format!("baghchal-explain-p-{}.tb", std::process::id()));
    std::fs::write(&path, &bytes).unwrap();
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "rules goats_to_win=2"), "ok");
    let loaded = one(&mut e, &format!("tablebase load {}", path.display()));
    std::fs::remove_file(&path).unwrap();
    assert!(loaded.starts_with("ok"), "{loaded}");

    // Twelve goats placed, eight in the pen.
    let board = "T.G.T/GGGGG/.GG../GGGG./T...T";
    assert_eq!(
        one(&mut e, &format!("position setup {board} goat 8 0")),
        "ok"
    );
    let settings = Settings {
        goats_to_win: 2,
        ..Settings::default()
    };
    let (tigers, goats) = Position::parse_board(board).unwrap();
    let pos = Position::new(tigers, goats, Side::Goat, 8, 0).unwrap();
    let game = Game::from_position(settings, pos).unwrap();
    for m in game.legal_moves_vec() {
        let ex = explain(&table, &game, m, &StopFlag::new()).unwrap();
        let answer = one(&mut e, &format!("explain {m}"));
        assert_eq!(answer, explanation_words(&ex));
        let words: Vec<&str> = answer.split(' ').collect();
        // "explain M before V after V best ...": values without a distance.
        assert!(["win", "draw", "loss"].contains(&words[3]), "{answer}");
        assert_eq!(words[4], "after", "{answer}");
        assert!(["win", "draw", "loss"].contains(&words[5]), "{answer}");
        assert_eq!(words[6], "best", "{answer}");
    }
}
