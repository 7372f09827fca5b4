//! The puzzle file the apps are to ship (`core/puzzles/g5.puzzles`): it opens
//! whole, holds enough puzzles of both sides and every difficulty, stays
//! small, and this build's search still gives each puzzle's difficulty, so a
//! change to the bot that would void the file's difficulties fails here.
//! (Its values need the 27 MB goats-to-win 5 table, which is not in the
//! repository: `baghchal puzzles verify` checks them; see docs.)

use baghchal::puzzle::file;
use baghchal::puzzle::find::{found_at_depth, game_at_rules};
use baghchal::puzzle::Difficulty;
use baghchal::Side;
use std::path::Path;

#[test]
fn the_shipped_puzzles_open_and_keep_their_difficulties() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/g5.puzzles");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(bytes.len() < 100_000, "{} bytes", bytes.len());
    let set = file::from_bytes(&bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(set.goats_to_win, 5);
    assert!(set.puzzles.len() >= 1000, "{} puzzles", set.puzzles.len());
    for side in [Side::Tiger, Side::Goat] {
        for d in Difficulty::ALL {
            let n = set
                .puzzles
                .iter()
                .filter(|p| p.solver() == side && p.difficulty() == d)
                .count();
            assert!(n >= 10, "only {n} {} puzzles for the {side:?}", d.name());
        }
    }
    for (i, p) in set.puzzles.iter().enumerate() {
        let game = game_at_rules(set.goats_to_win, &p.position).expect("a movement position");
        assert_eq!(
            found_at_depth(&game, p.line[0]),
            p.found_at_depth,
            "puzzle {}: {p}",
            i + 1
        );
    }
}
