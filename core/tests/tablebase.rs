//! The endgame table: index, independent solver, symmetry, file round trip, verify.

use baghchal::solve::Wdl;
use baghchal::tablebase::build::{is_class, slot_number, slot_of};
use baghchal::tablebase::index::{binom, Index, FREE_POINTS};
use baghchal::tablebase::symmetry::{self, map_bitboard};
use baghchal::tablebase::{shared_index, Tablebase, Value};
use baghchal::{Bitboard, MoveList, Position, Side};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::HashMap;
use std::sync::OnceLock;

fn quiet(_: &str) {}

/// Tables built once per test binary.
fn table(g: u8) -> &'static Tablebase {
    static TABLES: OnceLock<Vec<Tablebase>> = OnceLock::new();
    &TABLES.get_or_init(|| {
        (1..=3)
            .map(|g| Tablebase::build(g, &quiet).unwrap())
            .collect()
    })[g as usize - 1]
}

/// Classes in one layer counted by Burnside's lemma from the cycles of each
/// symmetry: a fixed position is a union of whole cycles for tigers and empties.
fn burnside_layer(empties: usize) -> u64 {
    let mut total = 0;
    for s in 0..symmetry::COUNT {
        let mut seen = [false; 25];
        let mut cycles = Vec::new();
        for start in 0..25u8 {
            if seen[start as usize] {
                continue;
            }
            let mut len = 0;
            let mut p = start;
            while !seen[p as usize] {
                seen[p as usize] = true;
                p = symmetry::map_index(s, p);
                len += 1;
            }
            cycles.push(len);
        }
        // ways[t][e]: choices of whole cycles holding t tigers and e empties.
        let mut ways = vec![vec![0u64; empties + 1]; 5];
        ways[0][0] = 1;
        for &len in &cycles {
            let mut next = ways.clone();
            for t in 0..=4 {
                for e in 0..=empties {
                    if ways[t][e] == 0 {
                        continue;
                    }
                    if t + len <= 4 {
                        next[t + len][e] += ways[t][e];
                    }
                    if e + len <= empties {
                        next[t][e + len] += ways[t][e];
                    }
                }
            }
            ways = next;
        }
        total += ways[4][empties];
    }
    assert_eq!(total % 8, 0);
    total / 8
}

fn classes_in_layer(index: &Index, empties: usize) -> u64 {
    (0..index.layer_slots(empties))
        .filter(|&n| is_class(index, n, empties))
        .count() as u64
}

#[test]
fn the_index_counts_the_papers_classes_for_five_goats() {
    let index = shared_index();
    let mut raw = 0;
    let mut total = 0;
    for captured in 0..5 {
        let empties = captured + 1;
        let classes = classes_in_layer(index, empties);
        assert_eq!(classes, burnside_layer(empties), "layer {captured}");
        total += 2 * classes;
        raw += 2 * binom(25, 4) * binom(21, 20 - captured);
    }
    assert_eq!(raw, 705_743_500);
    assert_eq!(total, 88_260_972);
}

#[test]
fn every_position_ranks_to_a_class_slot_shared_by_its_images() {
    let index = shared_index();
    let empties = 2;
    for number in (0..index.layer_slots(empties)).step_by(97) {
        let slot = slot_of(number, empties);
        let (t, e) = index.position(slot, empties);
        let own = slot_number(index.slot(t, e), empties);
        assert!(is_class(index, own, empties));
        for s in 0..symmetry::COUNT {
            let image = index.slot(
                map_bitboard(s, Bitboard(t)).0,
                map_bitboard(s, Bitboard(e)).0,
            );
            assert_eq!(slot_number(image, empties), own);
        }
    }
    assert_eq!(
        index.layer_slots(1),
        index.tiger_classes() as u64 * binom(FREE_POINTS, 1)
    );
}

/// Every movement position with `captured` goats eaten, either side to move.
fn all_positions(captured: u8) -> Vec<Position> {
    let mut out = Vec::new();
    for tigers in 0u32..(1 << 25) {
        if tigers.count_ones() != 4 {
            continue;
        }
        let free: Vec<u32> = (0..25).filter(|i| tigers & (1 << i) == 0).collect();
        let mut empties = Vec::new();
        subsets(&free, captured as usize + 1, 0, &mut empties);
        for empty in empties {
            let goats = !(tigers | empty) & ((1 << 25) - 1);
            for side in [Side::Goat, Side::Tiger] {
                out.push(
                    Position::new(Bitboard(tigers), Bitboard(goats), side, 0, captured)
                        .expect("a movement position"),
                );
            }
        }
    }
    out
}

/// Every set of `k` points taken from `points`, as bitboards.
fn subsets(points: &[u32], k: usize, chosen: u32, out: &mut Vec<u32>) {
    if k == 0 {
        out.push(chosen);
        return;
    }
    for (i, &p) in points.iter().enumerate() {
        subsets(&points[i + 1..], k - 1, chosen | 1 << p, out);
    }
}

fn key(p: &Position) -> (u32, u32, bool) {
    (p.tigers().0, p.goats().0, p.to_move() == Side::Tiger)
}

/// A deliberately plain solver: every raw position, no symmetry, rounds of
/// "win if a successor is lost, loss if every successor is won" until nothing
/// changes; a capture reaching `g` is a win, no move is a loss.
fn simple_solve(g: u8) -> HashMap<(u32, u32, bool), Value> {
    let mut positions = Vec::new();
    for c in 0..g {
        positions.extend(all_positions(c));
    }
    let at: HashMap<(u32, u32, bool), usize> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| (key(p), i))
        .collect();
    // Successor lists; usize::MAX stands for "tigers have captured enough".
    let mut succ: Vec<Vec<usize>> = Vec::with_capacity(positions.len());
    let mut list = MoveList::new();
    for p in &positions {
        list.clear();
        p.generate(true, &mut list);
        succ.push(
            list.iter()
                .map(|&m| {
                    let mut q = *p;
                    q.play_unchecked(m);
                    if q.captured() >= g {
                        usize::MAX
                    } else {
                        at[&key(&q)]
                    }
                })
                .collect(),
        );
    }
    let mut value: Vec<Option<Value>> = vec![None; positions.len()];
    let get = |value: &[Option<Value>], s: usize| {
        if s == usize::MAX {
            Some(Value::Loss(0))
        } else {
            value[s]
        }
    };
    loop {
        let mut changes = Vec::new();
        for (i, s) in succ.iter().enumerate() {
            if value[i].is_some() {
                continue;
            }
            if s.is_empty() {
                changes.push((i, Value::Loss(0)));
                continue;
            }
            let vals: Vec<Option<Value>> = s.iter().map(|&j| get(&value, j)).collect();
            let quickest = vals
                .iter()
                .filter_map(|v| match v {
                    Some(Value::Loss(d)) => Some(*d),
                    _ => None,
                })
                .min();
            if let Some(d) = quickest {
                changes.push((i, Value::Win(d + 1)));
            } else if vals.iter().all(|v| matches!(v, Some(Value::Win(_)))) {
                let longest = vals
                    .iter()
                    .filter_map(|v| v.and_then(Value::distance))
                    .max();
                changes.push((i, Value::Loss(longest.expect("some successor") + 1)));
            }
        }
        if changes.is_empty() {
            break;
        }
        for (i, v) in changes {
            value[i] = Some(v);
        }
    }
    positions
        .iter()
        .zip(value)
        .map(|(p, v)| (key(p), v.unwrap_or(Value::Draw)))
        .collect()
}

fn agrees_with_simple_solver(g: u8) {
    let tb = table(g);
    let solved = simple_solve(g);
    let expected: usize = (0..g)
        .map(|c| 2 * binom(25, 4) as usize * binom(21, 20 - c as usize) as usize)
        .sum();
    assert_eq!(solved.len(), expected);
    let mut decided = 0;
    for (&(t, goats, tiger), &v) in &solved {
        let captured = 20 - goats.count_ones() as u8;
        let side = if tiger { Side::Tiger } else { Side::Goat };
        let pos = Position::new(Bitboard(t), Bitboard(goats), side, 0, captured).unwrap();
        assert_eq!(
            tb.probe(&pos),
            Some(v),
            "{} {side} to move",
            pos.board_string()
        );
        decided += (v != Value::Draw) as usize;
    }
    assert!(decided > 0 && decided < solved.len());
}

#[test]
fn the_table_agrees_with_a_plain_solver_for_one_goat() {
    agrees_with_simple_solver(1);
}

#[test]
fn the_table_agrees_with_a_plain_solver_for_two_goats() {
    agrees_with_simple_solver(2);
}

#[test]
fn every_position_of_the_three_goat_table_agrees_with_its_successors() {
    let tb = table(3);
    assert_eq!(tb.verify(None), Vec::new());
}

#[test]
fn symmetric_positions_have_equal_values() {
    let tb = table(3);
    let mut seen = [0usize; 3];
    for (i, p) in all_positions(2).iter().enumerate().step_by(331) {
        let v = tb.probe(p).expect("covered");
        seen[match v {
            Value::Win(_) => 0,
            Value::Loss(_) => 1,
            Value::Draw => 2,
        }] += 1;
        for s in 0..symmetry::COUNT {
            let q = Position::new(
                map_bitboard(s, p.tigers()),
                map_bitboard(s, p.goats()),
                p.to_move(),
                0,
                p.captured(),
            )
            .unwrap();
            assert_eq!(tb.probe(&q), Some(v), "position {i} under symmetry {s}");
        }
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "wins, losses and draws all tested"
    );
}

#[test]
fn the_table_covers_only_the_movement_phase_below_the_target() {
    let tb = table(2);
    assert_eq!(tb.probe(&Position::start()), None);
    let (t, g) = Position::parse_board("TGGGT/GGGGG/GG.GG/GGGGG/TGGGT").unwrap();
    let two = Position::new(t, g.without(Bitboard(0b110)), Side::Tiger, 0, 2).unwrap();
    assert_eq!(tb.probe(&two), None);
    let one = Position::new(t, g.without(Bitboard(0b10)), Side::Tiger, 0, 1).unwrap();
    assert!(tb.probe(&one).is_some());
}

#[test]
fn a_written_table_reads_back_and_damage_is_refused() {
    let dir = std::env::temp_dir().join(format!("baghchal-tb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tb = table(2);
    let path = dir.join("g2.tb");
    std::fs::write(&path, tb.file_bytes()).unwrap();
    let back = Tablebase::open(&path).expect("reads back");
    assert_eq!(back.goats_to_win(), 2);
    for p in all_positions(1).iter().step_by(101) {
        assert_eq!(back.probe(p), tb.probe(p));
    }

    let bytes = tb.file_bytes().to_vec();
    let refuse = |b: Vec<u8>, why: &str| {
        let err = Tablebase::from_bytes(b).expect_err(why).to_string();
        assert!(err.contains(why), "'{err}' should mention '{why}'");
    };
    refuse(bytes[..bytes.len() - 1000].to_vec(), "truncated");
    refuse(bytes[..20].to_vec(), "truncated");
    let mut flipped = bytes.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x10;
    refuse(flipped, "damaged");
    let mut other_rules = bytes.clone();
    other_rules[20] ^= 0x20;
    refuse(other_rules, "other rules");
    let mut appended = bytes.clone();
    appended.push(0);
    refuse(appended, "expected");
    refuse(b"not a table at all".to_vec(), "mark");
    let mut version = bytes.clone();
    version[8] = 9;
    refuse(version, "version");
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    assert!(Tablebase::open(&path).is_err());
    assert!(Tablebase::open(dir.join("missing.tb")).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_outcome_index_answers_as_the_values_once_built() {
    // A copy of its own: the index, once built, stays with its table.
    let tb = Tablebase::from_bytes(table(3).file_bytes().to_vec()).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    let mut sample = |captured: u8| {
        let mut points: Vec<u32> = (0..25).collect();
        points.shuffle(&mut rng);
        let bits = |p: &[u32]| p.iter().map(|&i| 1u32 << i).sum::<u32>();
        let empties = captured as usize + 1;
        let (tigers, empty) = (bits(&points[..4]), bits(&points[4..4 + empties]));
        let goats = !(tigers | empty) & ((1 << 25) - 1);
        Position::new(Bitboard(tigers), Bitboard(goats), Side::Tiger, 0, captured)
            .expect("a movement position")
    };
    let first = sample(2);
    assert_eq!(
        tb.tigers_outcome(first.tigers().0, first.empty().0, 2),
        None,
        "before the index"
    );
    tb.index_outcomes();
    // Wins, draws and losses seen in each layer.
    let mut seen = [[0; 3]; 3];
    for captured in 0..3u8 {
        for _ in 0..20_000 {
            let pos = sample(captured);
            let answer = tb.tigers_outcome(pos.tigers().0, pos.empty().0, captured as usize);
            let want = match tb.probe(&pos).expect("covered") {
                Value::Win(_) => Wdl::Win,
                Value::Draw => Wdl::Draw,
                Value::Loss(_) => Wdl::Loss,
            };
            assert_eq!(answer, Some(want), "{}", pos.board_string());
            seen[captured as usize][want as usize] += 1;
        }
    }
    assert!(
        seen.iter().flatten().all(|&n| n > 20),
        "wins, draws, losses by goats captured: {seen:?}"
    );
}

#[test]
fn probing_the_coded_file_gives_the_decoded_values() {
    let tb = table(3);
    let mut plain = Tablebase::from_bytes(tb.file_bytes().to_vec()).unwrap();
    plain.decode_all().unwrap();
    let index = shared_index();
    for captured in 0..3 {
        for tigers_to_move in [false, true] {
            for number in 0..index.layer_slots(captured + 1) {
                assert_eq!(
                    tb.slot_value(captured, tigers_to_move, number),
                    plain.slot_value(captured, tigers_to_move, number),
                    "layer {captured}, tigers {tigers_to_move}, slot {number}"
                );
            }
        }
    }
}
