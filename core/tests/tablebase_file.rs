//! The table file under damage: every truncation of the header, random byte
//! flips, appended junk, and forged files whose checksum was fixed up after
//! the damage. Each must be refused with a clear error or, when a forged file
//! still parses, answer probes without panicking or reading out of bounds.

use baghchal::tablebase::file::{self, checksum, MAGIC, RULES};
use baghchal::tablebase::Tablebase;
use baghchal::{Bitboard, Position, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::OnceLock;

fn quiet(_: &str) {}

/// The bytes of a goats-to-win 1 table, built once.
fn good() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| Tablebase::build_bytes(1, &quiet).unwrap())
}

/// Bytes before the data: magic, version, rules, goats to win, classes, data length.
fn header_len() -> usize {
    MAGIC.len() + 4 + 2 + RULES.len() + 1 + 4 + 8
}

/// Replaces the trailing checksum with the right one for the damaged body.
fn forge(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 8;
    let sum = checksum(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

fn refused(bytes: Vec<u8>, what: &str) -> String {
    let err = Tablebase::from_bytes(bytes)
        .err()
        .unwrap_or_else(|| panic!("{what}: accepted"))
        .to_string();
    assert!(
        err.starts_with("not a usable endgame table: "),
        "{what}: unclear error '{err}'"
    );
    err
}

/// Some movement positions with no goat captured, both sides to move.
fn some_positions() -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(7);
    let mut out = Vec::new();
    while out.len() < 400 {
        let mut points: Vec<u32> = (0..25).collect();
        for i in 0..5 {
            let j = rng.gen_range(i..25);
            points.swap(i, j);
        }
        let tigers = points[..4].iter().fold(0, |b, &p| b | 1 << p);
        let goats = !(tigers | 1 << points[4]) & ((1 << 25) - 1);
        for side in [Side::Goat, Side::Tiger] {
            out.push(Position::new(Bitboard(tigers), Bitboard(goats), side, 0, 0).unwrap());
        }
    }
    out
}

#[test]
fn the_good_file_is_accepted_and_its_header_is_where_we_think() {
    let bytes = good();
    assert_eq!(&bytes[..8], MAGIC);
    let data_len = u64::from_le_bytes(bytes[header_len() - 8..header_len()].try_into().unwrap());
    assert_eq!(header_len() as u64 + data_len + 8, bytes.len() as u64);
    let tb = Tablebase::from_bytes(bytes.to_vec()).unwrap();
    assert!(some_positions().iter().all(|p| tb.probe(p).is_some()));
}

#[test]
fn every_truncation_is_refused() {
    let bytes = good();
    // Every length inside the header and a little beyond, then a spread of the rest.
    let lengths = (0..header_len() + 64).chain((header_len() + 64..bytes.len()).step_by(97));
    for len in lengths {
        let err = refused(bytes[..len].to_vec(), &format!("truncated to {len}"));
        assert!(
            err.contains("truncated") || err.contains("mark"),
            "truncated to {len}: '{err}'"
        );
    }
}

#[test]
fn appended_junk_is_refused() {
    let mut rng = StdRng::seed_from_u64(3);
    for extra in [1, 7, 8, 9, 100, 4096] {
        let mut bytes = good().to_vec();
        bytes.extend((0..extra).map(|_| rng.gen::<u8>()));
        refused(bytes.clone(), &format!("{extra} bytes appended"));
        // Even with the checksum recomputed over the longer file.
        refused(forge(bytes), &format!("{extra} bytes appended, forged"));
    }
}

#[test]
fn random_damage_is_refused() {
    let mut rng = StdRng::seed_from_u64(11);
    let good = good();
    for round in 0..3000 {
        let mut bytes = good.to_vec();
        for _ in 0..rng.gen_range(1..=4) {
            let at = rng.gen_range(0..bytes.len());
            bytes[at] ^= rng.gen_range(1..=255u8);
        }
        refused(bytes, &format!("damage round {round}"));
    }
}

#[test]
fn forged_damage_never_panics_and_probes_stay_in_bounds() {
    let mut rng = StdRng::seed_from_u64(13);
    let good = good();
    let positions = some_positions();
    let (mut accepted, mut refused_count) = (0, 0);
    for _ in 0..1500 {
        let mut bytes = good.to_vec();
        // Damage anywhere but the checksum, then fix the checksum up.
        for _ in 0..rng.gen_range(1..=3) {
            let at = rng.gen_range(0..bytes.len() - 8);
            bytes[at] ^= 1 << rng.gen_range(0..8);
        }
        match Tablebase::from_bytes(forge(bytes)) {
            Ok(mut tb) => {
                accepted += 1;
                for p in &positions {
                    let _ = tb.probe(p);
                }
                let _ = tb.decode_all();
            }
            Err(e) => {
                assert!(e.to_string().starts_with("not a usable endgame table: "));
                refused_count += 1;
            }
        }
    }
    // Both paths ran: the structure checks refused some, the coded bits let some through.
    assert!(
        accepted > 0 && refused_count > 0,
        "{accepted} {refused_count}"
    );
}

#[test]
fn forged_headers_are_refused_with_the_reason() {
    let good = good();
    let rules_at = MAGIC.len() + 4 + 2;
    let goats_at = rules_at + RULES.len();
    let classes_at = goats_at + 1;
    let data_len_at = classes_at + 4;
    let with = |at: usize, new: &[u8]| {
        let mut b = good.to_vec();
        b[at..at + new.len()].copy_from_slice(new);
        forge(b)
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (with(8, &4u32.to_le_bytes()), "version"),
        (with(8, &1u32.to_le_bytes()), "version"),
        // Version 3 is the one-side variant: this full file does not fit it.
        (
            with(8, &3u32.to_le_bytes()),
            "malformed for a one-side table",
        ),
        (with(rules_at, b"c"), "other rules"),
        (with(rules_at - 2, &0u16.to_le_bytes()), "other rules"),
        (with(rules_at - 2, &u16::MAX.to_le_bytes()), "truncated"),
        (with(goats_at, &[0]), "outside"),
        (with(goats_at, &[21]), "outside"),
        (with(goats_at, &[2]), "malformed"),
        (with(classes_at, &7u32.to_le_bytes()), "tiger classes"),
        (with(data_len_at, &u64::MAX.to_le_bytes()), "impossible"),
        (
            with(data_len_at, &(u64::MAX - header_len() as u64).to_le_bytes()),
            "impossible",
        ),
        (with(data_len_at, &0u64.to_le_bytes()), "expected"),
    ];
    for (i, (bytes, why)) in cases.into_iter().enumerate() {
        let err = refused(bytes, &format!("case {i}"));
        assert!(
            err.contains(why),
            "case {i}: '{err}' should mention '{why}'"
        );
    }
    // The same through `file::check` directly.
    assert!(file::check(&good[..header_len()], 1).is_err());
}

/// A file that is a header up to its rules text, which reads `rules`.
fn header_with_rules(rules: &[u8]) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.extend_from_slice(&file::VERSION.to_le_bytes());
    bytes.extend_from_slice(&(rules.len() as u16).to_le_bytes());
    bytes.extend_from_slice(rules);
    bytes
}

#[test]
fn other_rules_are_quoted_escaped_and_short() {
    // Found by the protocol fuzz target: the refusal quoted a file's rules
    // text as it was, so a newline in it split the engine's one-line answer
    // (and 64 KB of it would fill an app's error dialog).
    let long = "y".repeat(u16::MAX as usize);
    for rules in [
        &b"other\nrules\r\n\x1b[2J"[..],
        long.as_bytes(),
        &[0xff, 0x00, b'\t'],
    ] {
        let err = refused(header_with_rules(rules), "other rules");
        assert!(err.contains("other rules"), "{err}");
        assert!(!err.contains(char::is_control), "{err:?}");
        assert!(err.len() < 700, "{} bytes", err.len());
    }
    let err = refused(header_with_rules(b"other\nrules"), "other rules");
    assert!(err.ends_with("'other\\nrules'"), "{err}");
}
