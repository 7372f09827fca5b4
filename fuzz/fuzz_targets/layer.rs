//! Placement layer file headers (`solve load`, `solve stats`, `solve book`
//! read them from disk): headers written from arbitrary contents, then raw
//! bytes or edits of them, parsed against a file length.
//!
//! Input: a flags byte (bit 0: the rest is a file length and the header's
//! bytes; else a header is written from arbitrary contents, then edited and
//! maybe re-sealed). Checked: what the writer writes the parser reads back
//! unchanged; any other header is refused with a reason, or parses into one
//! whose parts are those of its layer and whose data fills the file exactly.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use baghchal::solve::file::{parse_header, Header, PartHeader};
use baghchal::solve::layer::{packed_len, LayerId, Tally};
use baghchal::tablebase::file::checksum;
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::Edit;
use libfuzzer_sys::fuzz_target;

/// The engine's tiger classes (1,666): every real layer file indexes them.
const TIGER_CLASSES: usize = 1666;

/// Arbitrary header contents.
#[derive(Arbitrary, Debug)]
struct Contents {
    goats_to_win: u8,
    placed: u8,
    tigers_to_move: bool,
    table_sum: u64,
    longest: u16,
    tallies: Vec<(u64, u64, u64, u64)>,
}

fn header(c: &Contents) -> Header {
    let placed = c.placed % 20;
    let id = LayerId {
        placed,
        tigers_to_move: c.tigers_to_move && placed > 0,
    };
    let goats_to_win = c.goats_to_win % 20 + 1;
    let parts = id
        .captured(goats_to_win)
        .enumerate()
        .map(|(i, captured)| {
            let (wins, draws, losses, sum) = c.tallies.get(i).copied().unwrap_or_default();
            PartHeader {
                captured,
                slots: id.slots(captured, TIGER_CLASSES),
                tally: Tally {
                    wins,
                    draws,
                    losses,
                },
                sum,
            }
        })
        .collect();
    Header {
        goats_to_win,
        id,
        table_sum: c.table_sum,
        longest: c.longest,
        parts,
        len: 0,
    }
}

fn data_len(h: &Header) -> u64 {
    h.parts.iter().map(|p| packed_len(p.slots) as u64).sum()
}

fuzz_target!(init: seeds::write_if_asked("layer"), |data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let mut u = Unstructured::new(rest);
    let (bytes, file_len) = if flags & 1 != 0 {
        let Ok(file_len) = u.arbitrary::<u64>() else {
            return;
        };
        (u.take_rest().to_vec(), file_len)
    } else {
        let Ok(contents) = Contents::arbitrary(&mut u) else {
            return;
        };
        let mut written = header(&contents);
        let mut bytes = written.to_bytes(TIGER_CLASSES as u32);
        written.len = bytes.len();
        let file_len = written.len as u64 + data_len(&written);
        let read = parse_header(&bytes, file_len, TIGER_CLASSES).expect("a written header parses");
        assert_eq!(read, written, "a written header reads back unchanged");
        let edits: Vec<Edit> = u.arbitrary().unwrap_or_default();
        for edit in &edits {
            edit.apply(&mut bytes);
        }
        if u.arbitrary().unwrap_or(false) && bytes.len() >= 8 {
            // A forged or buggy writer's header: damaged, yet with a right checksum.
            let end = bytes.len() - 8;
            let sum = checksum(&bytes[..end]);
            bytes[end..].copy_from_slice(&sum.to_le_bytes());
        }
        let grown: u64 = u.arbitrary().unwrap_or(0);
        (bytes, file_len.wrapping_add(grown % 3).wrapping_sub(1))
    };
    match parse_header(&bytes, file_len, TIGER_CLASSES) {
        Ok(h) => {
            assert!(h.len <= bytes.len(), "the header ends inside the bytes read");
            let expected: Vec<u8> = h.id.captured(h.goats_to_win).collect();
            let got: Vec<u8> = h.parts.iter().map(|p| p.captured).collect();
            assert_eq!(got, expected, "one part per captured count of the layer");
            for p in &h.parts {
                assert_eq!(p.slots, h.id.slots(p.captured, TIGER_CLASSES));
            }
            assert_eq!(file_len, h.len as u64 + data_len(&h), "the data fills the file");
        }
        Err(e) => assert!(!e.0.is_empty(), "a refusal gives a reason"),
    }
});
