//! Endgame-table files: arbitrary bytes, and small edits of the real `G = 1`
//! table, full or one-side (the variant the apps ship), opened and probed.
//!
//! Input: a flags byte (bit 0: the rest is the whole file, else the rest
//! edits a real table; bit 1: re-seal the checksum; bit 2: also decode every
//! value; bit 3: the real table edited is the one-side one), then the file or
//! the edits, then bytes choosing the probes. Checked: a file is refused with
//! a reason, or it opens and every probe answers, through the per-block
//! decoder and after decoding it whole; a real table is never refused, both
//! decoders agree on it, and the one-side table answers every position as
//! the full one does.
#![no_main]

use arbitrary::Unstructured;
use baghchal::tablebase::{layer_slots, Tablebase, Value};
use baghchal::{Bitboard, Position, Side};
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::{g1_bytes, g1_one_side_bytes, seal, Edit};
use libfuzzer_sys::fuzz_target;

/// Probes per input, at most.
const PROBES: usize = 16;

/// What to probe: a movement-phase position, or a slot of the file directly.
enum Probe {
    Position(Position),
    Slot(usize, bool, u64),
}

/// Reads up to [`PROBES`] probes for a table of `goats_to_win`.
fn probes(u: &mut Unstructured, goats_to_win: u8) -> Vec<Probe> {
    let mut out = Vec::new();
    let byte = |u: &mut Unstructured| u.arbitrary::<u8>().unwrap_or(0);
    for _ in 0..PROBES {
        let captured = byte(u) % goats_to_win;
        let side = if byte(u) % 2 == 0 {
            Side::Goat
        } else {
            Side::Tiger
        };
        if byte(u) % 4 == 0 {
            let n = u.arbitrary::<u64>().unwrap_or(0) % layer_slots(captured.into());
            out.push(Probe::Slot(captured.into(), side == Side::Tiger, n));
        } else {
            // A shuffle of the points: 4 tigers, then the empty points, then goats.
            let mut points: Vec<u8> = (0..25).collect();
            for i in 0..points.len() {
                let j = i + usize::from(byte(u)) % (points.len() - i);
                points.swap(i, j);
            }
            let bits = |s: &[u8]| Bitboard(s.iter().fold(0, |b, &p| b | 1 << p));
            let empties = usize::from(captured) + 1;
            let pos = Position::new(
                bits(&points[..4]),
                bits(&points[4 + empties..]),
                side,
                0,
                captured,
            )
            .expect("4 tigers and 20 goats in all");
            out.push(Probe::Position(pos));
        }
        if u.is_empty() {
            break;
        }
    }
    out
}

/// The value of every probe.
fn values(table: &Tablebase, probes: &[Probe]) -> Vec<Value> {
    probes
        .iter()
        .map(|probe| match *probe {
            Probe::Position(pos) => table.probe(&pos).expect("a movement position is covered"),
            Probe::Slot(captured, tigers, n) => table.slot_value(captured, tigers, n),
        })
        .collect()
}

fuzz_target!(init: seeds::write_if_asked("table"), |data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let (raw, reseal, decode) = (flags & 1 != 0, flags & 2 != 0, flags & 4 != 0);
    let base = if flags & 8 != 0 {
        g1_one_side_bytes()
    } else {
        g1_bytes()
    };
    let mut u = Unstructured::new(rest);
    let mut bytes = if raw {
        rest.to_vec()
    } else {
        let edits: Vec<Edit> = u.arbitrary().unwrap_or_default();
        let mut bytes = base.to_vec();
        for edit in &edits {
            edit.apply(&mut bytes);
        }
        bytes
    };
    if reseal {
        seal(&mut bytes);
    }
    let real = bytes == g1_bytes() || bytes == g1_one_side_bytes();
    let mut table = match Tablebase::from_bytes(bytes) {
        Ok(table) => table,
        Err(e) => {
            assert!(!real, "the real table was refused: {e}");
            assert!(!e.0.is_empty(), "a refusal gives a reason");
            return;
        }
    };
    let g = table.goats_to_win();
    assert!((1..=20).contains(&g));
    let probes = probes(&mut u, g);
    let streamed = values(&table, &probes);
    if real && table.is_one_side() {
        // Positions only: a slot no position maps to (an alias) holds a filler
        // in the full file and its class's value in the one-side one.
        let full = Tablebase::from_bytes(g1_bytes().to_vec()).expect("the real full table");
        for (probe, value) in probes.iter().zip(&streamed) {
            if let Probe::Position(pos) = probe {
                assert_eq!(full.probe(pos).as_ref(), Some(value), "the one-side table answers as the full one");
            }
        }
    }
    if decode {
        // A forged file (checksum redone) may decode as a whole yet hold block
        // starts that point elsewhere, so only the real table must agree.
        match table.decode_all() {
            Ok(()) => {
                let plain = values(&table, &probes);
                if real {
                    assert_eq!(plain, streamed, "both decoders agree on the real table");
                }
            }
            Err(e) => assert!(!real, "the real table does not decode: {e}"),
        }
    }
});
