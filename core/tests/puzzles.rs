//! Puzzles from the solved game: built from bot games, checked against the
//! table, written to and read from the checked puzzle file.

mod positions;
use positions::random_movement_position;

use baghchal::puzzle::file::{self, PuzzleSet, MAGIC};
use baghchal::puzzle::find::{game_at, puzzle_at, settings_for};
use baghchal::puzzle::{games, verify, Difficulty, Puzzle};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Move, Side};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::sync::OnceLock;

const G: u8 = 3;

fn table() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::build(G, &|_| {}).expect("the G = 3 table builds"))
}

/// The puzzles of a small build, made once for every test.
fn built() -> &'static PuzzleSet {
    static SET: OnceLock<PuzzleSet> = OnceLock::new();
    SET.get_or_init(|| games::build(table(), 60, 5, &mut |_| {}).0)
}

/// Every legal move with its value for the mover, straight from the table
/// (not through the code under test): a game-ending move is a win in 1.
fn values(game: &Game) -> Vec<(Move, Value)> {
    let mover = game.position().to_move();
    game.legal_moves_vec()
        .into_iter()
        .map(|m| {
            let mut after = game.clone();
            after.play(m).unwrap();
            let v = match after.outcome() {
                Some(o) if o.winner == Some(mover) => Value::Win(1),
                Some(o) if o.winner.is_some() => Value::Loss(1),
                Some(_) => Value::Draw,
                None => table().probe(after.position()).unwrap().before(),
            };
            (m, v)
        })
        .collect()
}

fn wins(game: &Game) -> Vec<Move> {
    values(game)
        .into_iter()
        .filter(|(_, v)| matches!(v, Value::Win(_)))
        .map(|(m, _)| m)
        .collect()
}

#[test]
fn every_built_puzzle_verifies_and_both_sides_have_puzzles() {
    let set = built();
    assert!(
        set.puzzles.len() >= 10,
        "only {} puzzles",
        set.puzzles.len()
    );
    for side in [Side::Tiger, Side::Goat] {
        assert!(
            set.puzzles.iter().any(|p| p.solver() == side),
            "no puzzle for the {side:?}"
        );
    }
    assert_eq!(verify::verify(set, table()), vec![]);
    // Easiest first, as the apps read them.
    assert!(set
        .puzzles
        .windows(2)
        .all(|w| w[0].rating() <= w[1].rating()));
}

#[test]
fn a_puzzle_has_one_winning_move_at_every_solver_turn() {
    for p in &built().puzzles {
        let mut game = Game::from_position(settings_for(table()), p.position).unwrap();
        assert_eq!(
            table().probe(&p.position),
            Some(Value::Win(p.distance as u16))
        );
        for (k, &m) in p.line.iter().enumerate() {
            if k % 2 == 0 {
                assert_eq!(wins(&game), vec![m], "puzzle {p}, move {}", k + 1);
            }
            game.play(m).unwrap();
        }
    }
}

#[test]
fn a_position_with_two_winning_moves_is_never_a_puzzle() {
    let mut rng = StdRng::seed_from_u64(28);
    let (mut several, mut one) = (0, 0);
    for i in 0..3000 {
        let side = if i % 2 == 0 { Side::Tiger } else { Side::Goat };
        let pos = random_movement_position(&mut rng, (i % G as usize) as u8, side);
        let Some(game) = game_at(table(), &pos) else {
            continue;
        };
        match wins(&game).len() {
            0 => assert_eq!(puzzle_at(table(), &pos), None),
            1 => {
                one += 1;
                assert!(puzzle_at(table(), &pos).is_some(), "{}", pos.board_string());
            }
            _ => {
                several += 1;
                assert_eq!(puzzle_at(table(), &pos), None, "{}", pos.board_string());
            }
        }
    }
    assert!(
        several > 50 && one > 50,
        "{several} with several, {one} with one"
    );
    // And a puzzle edited to start from such a position is refused by verify.
    let mut rng = StdRng::seed_from_u64(29);
    let pos = loop {
        let pos = random_movement_position(&mut rng, 1, Side::Tiger);
        if game_at(table(), &pos).is_some_and(|g| wins(&g).len() >= 2) {
            break pos;
        }
    };
    let game = game_at(table(), &pos).unwrap();
    let forged = Puzzle {
        position: pos,
        line: vec![wins(&game)[0]],
        distance: table().probe(&pos).unwrap().distance().unwrap() as u8,
        found_at_depth: Some(1),
    };
    let err = verify::check(&forged, table()).unwrap_err();
    assert!(err.contains("keep the win, not one"), "{err}");
}

#[test]
fn the_line_defends_with_the_longest_resistance() {
    let mut defended = 0;
    for p in &built().puzzles {
        let mut game = Game::from_position(settings_for(table()), p.position).unwrap();
        for (k, &m) in p.line.iter().enumerate() {
            if k % 2 == 1 {
                let rated = values(&game);
                let longest = rated
                    .iter()
                    .map(|&(_, v)| match v {
                        Value::Loss(d) => d,
                        other => panic!("the defender of {p} has a {other:?} move"),
                    })
                    .max()
                    .unwrap();
                let chosen = rated.iter().find(|&&(r, _)| r == m).unwrap().1;
                assert_eq!(chosen, Value::Loss(longest), "puzzle {p}, move {}", k + 1);
                defended += 1;
            }
            game.play(m).unwrap();
        }
    }
    assert!(defended > 0, "no puzzle has a defence in its line");
}

#[test]
fn verify_refuses_a_line_with_a_shorter_defence() {
    let set = built();
    let (i, k, other) = set
        .puzzles
        .iter()
        .enumerate()
        .find_map(|(i, p)| {
            let mut game = game_at(table(), &p.position).unwrap();
            game.play(p.line[0]).unwrap();
            let rated = values(&game);
            let defence = *p.line.get(1)?;
            let best = rated.iter().find(|&&(m, _)| m == defence)?.1;
            let worse = rated.iter().find(|&&(_, v)| v != best)?;
            Some((i, 1, worse.0))
        })
        .expect("a puzzle whose defender has a quicker loss");
    let mut bad = set.clone();
    bad.puzzles[i].line[k] = other;
    bad.puzzles[i].line.truncate(k + 1);
    bad.puzzles[i].line.push(set.puzzles[i].line[0]); // any solver move; it fails first at k
    let found = verify::verify(&bad, table());
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].number, i + 1);
    assert!(
        found[0].why.contains("longest resistance"),
        "{:?}",
        found[0]
    );
}

#[test]
fn the_file_gives_its_puzzles_back() {
    let set = built();
    let bytes = file::to_bytes(set);
    assert_eq!(&file::from_bytes(&bytes).unwrap(), set);
    // Small: well under 30 bytes a puzzle.
    assert!(
        bytes.len() < 100 + 30 * set.puzzles.len(),
        "{} bytes",
        bytes.len()
    );
    assert!(Difficulty::ALL
        .iter()
        .any(|&d| set.puzzles.iter().any(|p| p.difficulty() == d)));
}

#[test]
fn damaged_truncated_and_foreign_files_are_refused_with_the_reason() {
    let bytes = file::to_bytes(built());
    let refused = |b: &[u8]| file::from_bytes(b).unwrap_err().to_string();
    let mut damaged = bytes.clone();
    let mid = damaged.len() / 2;
    damaged[mid] ^= 0x10;
    assert!(
        refused(&damaged).contains("checksum"),
        "{}",
        refused(&damaged)
    );
    assert!(refused(&bytes[..bytes.len() - 3]).contains("truncated"));
    assert!(refused(&bytes[..20]).contains("truncated"));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(refused(&longer).contains("appended"));
    let table_file = table().file_bytes()[..4096].to_vec();
    assert!(refused(&table_file).contains("puzzle mark"));
    assert!(refused(b"").contains("puzzle mark"));
    let mut newer = bytes.clone();
    newer[MAGIC.len()] = 9;
    assert!(refused(&newer).contains("format version 9"));
    // A record that is not a legal puzzle, under a good checksum, is refused too.
    let mut forged = built().clone();
    let first = forged.puzzles[0].line[0];
    forged.puzzles[0].line.push(first);
    let forged = file::to_bytes(&forged);
    let why = refused(&forged);
    assert!(why.contains("puzzle 1:"), "{why}");
}

/// Runs the binary with `args`; its exit code, standard output and error.
fn cli(args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_cli_builds_verifies_and_lists_puzzles_an_engine_can_replay() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (tb, out) = (dir.join("g3.tb"), dir.join("g3.puzzles"));
    std::fs::write(&tb, table().file_bytes()).unwrap();
    let os = |s: &'static str| std::ffi::OsStr::new(s);
    let (code, _, err) = cli(&[
        os("puzzles"),
        os("build"),
        os("--table"),
        tb.as_os_str(),
        os("--out"),
        out.as_os_str(),
        os("--games"),
        os("20"),
        os("--seed"),
        os("3"),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, text, err) = cli(&[
        os("puzzles"),
        os("verify"),
        out.as_os_str(),
        os("--table"),
        tb.as_os_str(),
    ]);
    assert_eq!(code, 0, "{text}{err}");
    assert!(text.contains(", 0 disagree with the table"), "{text}");
    let (code, text, err) = cli(&[os("puzzles"), os("list"), out.as_os_str()]);
    assert_eq!(code, 0, "{err}");
    let set = file::from_bytes(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(text.lines().count(), set.puzzles.len());
    assert!(!set.puzzles.is_empty());
    // Each line replays through the engine protocol: the set-up, then the line.
    for (row, p) in text.lines().zip(&set.puzzles) {
        let [difficulty, setup, line]: [&str; 3] = row
            .split(" | ")
            .collect::<Vec<_>>()
            .try_into()
            .unwrap_or_else(|_| panic!("{row}"));
        assert!(difficulty.starts_with(p.difficulty().name()), "{row}");
        let mut engine = baghchal::protocol::Engine::new();
        let mut answers = Vec::new();
        let mut say = |line: &str| {
            engine.handle(line, &mut |l| answers.push(l));
        };
        say(&format!("rules goats_to_win={G} max_half_moves=0"));
        say(&format!("tablebase load {}", tb.display()));
        say(setup);
        say("probe");
        say(&format!("{setup} moves {line}"));
        assert!(
            answers.iter().all(|a| !a.starts_with("error")),
            "{row}: {answers:?}"
        );
        assert_eq!(answers[3], format!("probe win {}", p.distance), "{row}");
        assert_eq!(engine.game().moves().count(), p.line.len(), "{row}");
    }
    // A damaged file is refused by both commands, with the reason.
    let mut bytes = std::fs::read(&out).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&out, &bytes).unwrap();
    let (code, _, err) = cli(&[os("puzzles"), os("list"), out.as_os_str()]);
    assert_eq!(code, 2);
    assert!(err.contains("checksum does not match"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
