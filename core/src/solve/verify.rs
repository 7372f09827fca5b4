//! Re-deriving stored values from their successors, with the game's own
//! move generation and plain symmetry look-ups (none of the sweep's maps).

use super::index::{expand, per_class, unrank};
use super::layer::{LayerId, ALIAS};
use super::probe::{Solution, Wdl};
use crate::moves::MoveList;
use crate::position::{Position, TOTAL_GOATS};
use crate::side::{Phase, Side};
use crate::tablebase::{Tablebase, Value};
use rayon::prelude::*;

/// A class whose stored value disagrees with its successors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Its layer.
    pub id: LayerId,
    /// Goats captured.
    pub captured: u8,
    /// The board (`T`, `G`, `.` rows from 5 down to 1).
    pub board: String,
    /// What the layer says.
    pub stored: Wdl,
    /// What the successors say.
    pub derived: Wdl,
}

/// What a verification looked at and found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Classes re-derived.
    pub checked: u64,
    /// Layers that could not be checked because what they depend on is
    /// missing (the next layer, or the movement table for goats at 19).
    pub skipped: Vec<LayerId>,
    /// Every disagreement.
    pub mismatches: Vec<Mismatch>,
}

/// The value of a placement position from its successors, for the side to
/// move; `None` if a successor's value is not available.
pub fn derive(sol: &Solution, table: Option<&Tablebase>, pos: &Position) -> Option<Wdl> {
    let mut list = MoveList::new();
    pos.generate(true, &mut list);
    let mut best = Wdl::Loss;
    for &m in list.iter() {
        let mut after = *pos;
        after.play_unchecked(m);
        let theirs = successor_value(sol, table, &after)?;
        best = match (best, theirs.flip()) {
            (Wdl::Win, _) | (_, Wdl::Win) => Wdl::Win,
            (Wdl::Draw, _) | (_, Wdl::Draw) => Wdl::Draw,
            _ => Wdl::Loss,
        };
    }
    Some(best)
}

/// The value, for its side to move, of a position a placement move reached:
/// a loss for the goats when the capture reached goats-to-win, the movement
/// table's value after the twentieth goat, the layers' otherwise; `None` if
/// the value needed is not available.
pub fn successor_value(sol: &Solution, table: Option<&Tablebase>, after: &Position) -> Option<Wdl> {
    if after.captured() >= sol.goats_to_win() {
        Some(Wdl::Loss)
    } else if after.phase() == Phase::Movement {
        Some(match table?.probe(after)? {
            Value::Win(_) => Wdl::Win,
            Value::Loss(_) => Wdl::Loss,
            Value::Draw => Wdl::Draw,
        })
    } else {
        sol.value(after)
    }
}

/// Re-derives every class of every layer present (or `sample` slots per
/// part, spread evenly); `progress` hears one line per layer.
pub fn verify(
    sol: &Solution,
    table: Option<&Tablebase>,
    sample: Option<u64>,
    progress: &(dyn Fn(&str) + Sync),
) -> Report {
    let mut report = Report::default();
    let present = sol.layer_ids();
    let classes = sol.index().tiger_classes();
    for id in LayerId::sweep_order() {
        if !present.contains(&id) {
            continue;
        }
        let needs = if id.tigers_to_move {
            present.contains(&LayerId {
                placed: id.placed,
                tigers_to_move: false,
            })
        } else if id.placed == 19 {
            table.is_some()
        } else {
            present.contains(&LayerId {
                placed: id.placed + 1,
                tigers_to_move: true,
            })
        };
        if !needs {
            report.skipped.push(id);
            progress(&format!("{id}: skipped, what it depends on is missing"));
            continue;
        }
        let mut checked = 0;
        for captured in id.captured(sol.goats_to_win()) {
            let goats = (id.placed - captured) as usize;
            let slots = id.slots(captured, classes);
            let (count, stride) = match sample {
                Some(n) if n > 0 && n < slots => (n, slots / n),
                _ => (slots, 1),
            };
            let found: Vec<(u64, Option<Mismatch>)> = (0..count)
                .into_par_iter()
                .map(|k| {
                    let slot = k * stride;
                    let code = sol.code(id, captured, slot).expect("a present layer");
                    if code == ALIAS {
                        return (0, None);
                    }
                    let stored = Wdl::from_code(code).expect("not an alias");
                    let class = &sol.index().classes[(slot / per_class(goats)) as usize];
                    let set = unrank(slot % per_class(goats), goats);
                    let side = if id.tigers_to_move {
                        Side::Tiger
                    } else {
                        Side::Goat
                    };
                    let pos = Position::new(
                        crate::Bitboard(class.tigers),
                        crate::Bitboard(expand(set, &class.free)),
                        side,
                        TOTAL_GOATS - id.placed,
                        captured,
                    )
                    .expect("a slot is a legal placement position");
                    match derive(sol, table, &pos) {
                        Some(derived) if derived != stored => (
                            1,
                            Some(Mismatch {
                                id,
                                captured,
                                board: pos.board_string(),
                                stored,
                                derived,
                            }),
                        ),
                        Some(_) => (1, None),
                        None => (0, None),
                    }
                })
                .collect();
            for (n, bad) in found {
                checked += n;
                report.mismatches.extend(bad);
            }
        }
        report.checked += checked;
        progress(&format!(
            "{id}: {checked} classes re-derived, {} mismatches so far",
            report.mismatches.len()
        ));
    }
    report
}
