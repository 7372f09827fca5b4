//! The one-side ("slim") table: only tigers-to-move positions stored, the
//! goats-to-move ones derived at probe time. Every derived value must equal
//! the full table's, every reader must take both variants, a file of one
//! variant dressed as the other must be refused, and the process-wide slot
//! must hold one table per goats-to-win.

mod positions;
use positions::random_movement_position;

use baghchal::bot::endgame;
use baghchal::tablebase::build::is_class;
use baghchal::tablebase::file::{self, checksum, VERSION, VERSION_ONE_SIDE};
use baghchal::tablebase::{self, shared_index, Tablebase};
use baghchal::{Game, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::{Arc, OnceLock};

fn quiet(_: &str) {}

/// Full and one-side file bytes for goats-to-win 1..=3, built once.
fn files(g: u8) -> &'static (Vec<u8>, Vec<u8>) {
    static FILES: OnceLock<Vec<(Vec<u8>, Vec<u8>)>> = OnceLock::new();
    &FILES.get_or_init(|| {
        (1..=3)
            .map(|g| {
                let full = Tablebase::build_bytes(g, &quiet).unwrap();
                let slim = Tablebase::from_bytes(full.clone())
                    .unwrap()
                    .one_side_bytes()
                    .unwrap();
                (full, slim)
            })
            .collect()
    })[g as usize - 1]
}

fn open(bytes: &[u8]) -> Tablebase {
    Tablebase::from_bytes(bytes.to_vec()).unwrap()
}

/// Every class of every layer, both sides: the slim table (decoded in memory)
/// gives the full table's value.
fn every_value_agrees(g: u8) {
    let (full, slim) = files(g);
    let full = open(full);
    let mut slim = open(slim);
    assert!(slim.is_one_side() && !full.is_one_side());
    slim.decode_all().unwrap();
    let index = shared_index();
    let mut goats_checked = 0u64;
    for captured in 0..g as usize {
        let empties = captured + 1;
        for number in 0..index.layer_slots(empties) {
            if !is_class(index, number, empties) {
                continue;
            }
            for tigers_to_move in [false, true] {
                assert_eq!(
                    slim.slot_value(captured, tigers_to_move, number),
                    full.slot_value(captured, tigers_to_move, number),
                    "G {g}, layer {captured}, tigers to move {tigers_to_move}, slot {number}"
                );
            }
            goats_checked += 1;
        }
    }
    let classes: u64 = full
        .stats()
        .iter()
        .filter(|s| !s.tigers_to_move)
        .map(|s| s.classes)
        .sum();
    assert_eq!(
        goats_checked, classes,
        "every goats-to-move class was compared"
    );
}

#[test]
fn every_derived_value_of_the_one_goat_table_equals_the_full_one() {
    every_value_agrees(1);
}

#[test]
fn every_derived_value_of_the_two_goat_table_equals_the_full_one() {
    every_value_agrees(2);
}

#[test]
fn every_derived_value_of_the_three_goat_table_equals_the_full_one() {
    every_value_agrees(3);
}

#[test]
fn probes_straight_from_the_coded_slim_file_agree_with_the_full_file() {
    let (full, slim) = files(3);
    let (full, slim) = (open(full), open(slim));
    let mut rng = StdRng::seed_from_u64(11);
    for i in 0..20_000 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let captured = rng.gen_range(0..3);
        let pos = random_movement_position(&mut rng, captured, side);
        assert_eq!(slim.probe(&pos), full.probe(&pos), "{}", pos.board_string());
    }
}

#[test]
fn perfect_rates_every_move_alike_from_either_variant() {
    let (full, slim) = files(3);
    let (full, slim) = (open(full), open(slim));
    let settings = Settings {
        goats_to_win: 3,
        ..Settings::default()
    };
    let mut rng = StdRng::seed_from_u64(12);
    let mut rated = 0;
    while rated < 300 {
        let side = if rated % 2 == 0 {
            Side::Goat
        } else {
            Side::Tiger
        };
        let captured = rng.gen_range(0..3);
        let pos = random_movement_position(&mut rng, captured, side);
        let game = Game::from_position(settings, pos).unwrap();
        if game.outcome().is_some() {
            continue;
        }
        let a = endgame::rate_moves(&full, &game).unwrap();
        assert_eq!(endgame::rate_moves(&slim, &game).unwrap(), a);
        rated += 1;
    }
}

#[test]
fn building_one_side_directly_gives_the_converted_file() {
    let (_, slim) = files(2);
    assert_eq!(&Tablebase::build_one_side_bytes(2, &quiet).unwrap(), slim);
    // A one-side table converts to itself.
    assert_eq!(&open(slim).one_side_bytes().unwrap(), slim);
}

#[test]
fn stats_and_verify_read_the_slim_table_as_the_full_one() {
    let (full, slim) = files(2);
    let (full, slim) = (open(full), open(slim));
    assert_eq!(slim.stats(), full.stats());
    assert!(slim.verify(None).is_empty());
    assert!(slim.size() < full.size());
}

#[test]
fn a_damaged_tiger_value_in_a_slim_table_is_found_by_verify() {
    let (full, _) = files(2);
    let mut full = open(full);
    full.decode_all().unwrap();
    // Re-encode a slim file whose tigers-to-move values are the full table's
    // with one class changed; verify must notice it two half moves on.
    let index = shared_index();
    let number = (0..index.layer_slots(1))
        .find(|&n| is_class(index, n, 1) && full.slot_value(0, true, n).distance().is_some())
        .unwrap();
    let bytes = slim_with_changed_value(&full, number);
    let tb = open(&bytes);
    assert!(tb.is_one_side());
    assert!(
        !tb.verify(None).is_empty(),
        "a wrong stored value is reported"
    );
}

/// The slim file of `full` (G = 2) with the tigers-to-move value of layer 0
/// slot `number` turned into a draw.
fn slim_with_changed_value(full: &Tablebase, number: u64) -> Vec<u8> {
    use baghchal::tablebase::codec;
    let index = shared_index();
    let mut data = Vec::new();
    for captured in 0..2usize {
        let values: Vec<u8> = (0..index.layer_slots(captured + 1))
            .map(|n| {
                if captured == 0 && n == number {
                    0
                } else {
                    full.slot_value(captured, true, n).code() as u8
                }
            })
            .collect();
        let enc = codec::encode(&values);
        data.extend_from_slice(&enc.lengths);
        data.extend_from_slice(&(enc.block_starts.len() as u32).to_le_bytes());
        data.extend_from_slice(&(enc.bytes.len() as u64).to_le_bytes());
        for s in &enc.block_starts {
            data.extend_from_slice(&s.to_le_bytes());
        }
        data.extend_from_slice(&enc.bytes);
    }
    let mut out = file::header_of(
        VERSION_ONE_SIDE,
        2,
        index.tiger_classes() as u32,
        data.len() as u64,
    );
    out.extend_from_slice(&data);
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// `bytes` with its version field set to `version` and the checksum made good
/// again, as a careless converter might write it.
fn relabelled(bytes: &[u8], version: u32) -> Vec<u8> {
    let mut b = bytes.to_vec();
    b[8..12].copy_from_slice(&version.to_le_bytes());
    let body = b.len() - 8;
    let sum = checksum(&b[..body]);
    b[body..].copy_from_slice(&sum.to_le_bytes());
    b
}

#[test]
fn a_file_labelled_as_the_other_variant_is_refused_with_the_reason() {
    for g in 1..=3 {
        let (full, slim) = files(g);
        assert_eq!(&full[8..12], &VERSION.to_le_bytes());
        // Its own version: a reader of version 2 alone refuses it by number.
        assert_eq!(&slim[8..12], &VERSION_ONE_SIDE.to_le_bytes());
        assert_ne!(VERSION, VERSION_ONE_SIDE);
        let full_as_slim = Tablebase::from_bytes(relabelled(full, VERSION_ONE_SIDE))
            .unwrap_err()
            .to_string();
        assert!(
            full_as_slim.starts_with(
                "not a usable endgame table: its data is malformed for a one-side table"
            ),
            "G {g}: {full_as_slim}"
        );
        let slim_as_full = Tablebase::from_bytes(relabelled(slim, VERSION))
            .unwrap_err()
            .to_string();
        assert!(
            slim_as_full
                .starts_with("not a usable endgame table: its data is malformed for a full table"),
            "G {g}: {slim_as_full}"
        );
        let unknown = Tablebase::from_bytes(relabelled(slim, 4))
            .unwrap_err()
            .to_string();
        assert!(unknown.contains("format version 4"), "{unknown}");
    }
}

#[test]
fn truncated_or_damaged_slim_files_are_refused() {
    let (_, slim) = files(1);
    for cut in [0, 8, 100, slim.len() / 2, slim.len() - 1] {
        assert!(
            Tablebase::from_bytes(slim[..cut].to_vec()).is_err(),
            "cut at {cut}"
        );
    }
    let mut flipped = slim.clone();
    let at = flipped.len() / 2;
    flipped[at] ^= 0x10;
    let err = Tablebase::from_bytes(flipped).unwrap_err().to_string();
    assert!(err.contains("checksum"), "{err}");
}

/// The process-wide slot holds one table per goats-to-win. This is the only
/// test of this binary that touches it.
#[test]
fn installed_tables_are_kept_one_per_goats_to_win() {
    let t2 = Arc::new(open(&files(2).1));
    let t3 = Arc::new(open(&files(3).0));
    tablebase::install(None);
    assert!(tablebase::installed().is_none());
    tablebase::install(Some(t2.clone()));
    assert!(tablebase::install_table(t3.clone()).is_none());
    assert!(Arc::ptr_eq(&tablebase::installed_for(2).unwrap(), &t2));
    assert!(Arc::ptr_eq(&tablebase::installed_for(3).unwrap(), &t3));
    assert!(tablebase::installed_for(5).is_none());
    assert!(
        Arc::ptr_eq(&tablebase::installed().unwrap(), &t3),
        "the last one"
    );
    assert_eq!(tablebase::installed_all().len(), 2);

    // Perfect and the bot pick the table of the game's goats-to-win.
    let bot = baghchal::bot::Bot::new();
    for g in [2u8, 3] {
        let game = Game::new(Settings {
            goats_to_win: g,
            ..Settings::default()
        })
        .unwrap();
        assert_eq!(bot.tablebase_for(&game).unwrap().goats_to_win(), g);
    }
    let five = Game::new(Settings::default()).unwrap();
    assert!(bot.tablebase_for(&five).is_none());

    // Another table of the same goats-to-win replaces it, the others stay.
    let t2b = Arc::new(open(&files(2).0));
    let old = tablebase::install_table(t2b.clone()).unwrap();
    assert!(Arc::ptr_eq(&old, &t2));
    assert!(Arc::ptr_eq(&tablebase::installed_for(2).unwrap(), &t2b));
    assert!(Arc::ptr_eq(&tablebase::installed_for(3).unwrap(), &t3));
    tablebase::uninstall_all();
    assert!(tablebase::installed_all().is_empty());
    assert!(tablebase::installed_for(3).is_none());
}
