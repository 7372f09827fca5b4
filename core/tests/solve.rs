//! The placement sweep checked by means that do not rest on its own code:
//! a plain full-width minimax over `Position`'s moves down to the movement
//! table, Burnside's class counts, and the layer files' damage checks.

use baghchal::solve::{self, LayerId, Solution, Wdl};
use baghchal::tablebase::symmetry;
use baghchal::tablebase::Tablebase;
use baghchal::{MoveList, Position, Side};
use rand::{Rng, SeedableRng};

mod placement;

use placement::*;

#[test]
fn sampled_positions_of_the_last_placements_match_a_full_width_search() {
    let sol = Solution::open(swept(), true).expect("the layers open");
    let mut rng = rand::rngs::StdRng::seed_from_u64(16);
    let (mut captures, mut trapped, mut checked) = (0, 0, 0);
    let mut seen = std::collections::HashSet::new();
    for placed in LOWEST..=19 {
        for side in [Side::Goat, Side::Tiger] {
            let id = LayerId {
                placed,
                tigers_to_move: side == Side::Tiger,
            };
            for captured in id.captured(G) {
                for _ in 0..400 {
                    let pos = random_position(&mut rng, placed, captured, side);
                    let want = minimax(&pos);
                    let got = sol.value(&pos);
                    assert_eq!(
                        got,
                        Some(want),
                        "{id} captured {captured}: {}",
                        pos.board_string()
                    );
                    seen.insert((id, captured, want));
                    checked += 1;
                    let mut list = MoveList::new();
                    pos.generate(true, &mut list);
                    captures += list.iter().any(|m| m.captured().is_some()) as u32;
                    // A placement that leaves every tiger without a move.
                    trapped += (side == Side::Goat
                        && list.iter().any(|&m| {
                            let mut after = pos;
                            after.play_unchecked(m);
                            !after.has_moves(true)
                        })) as u32;
                }
            }
        }
    }
    assert_eq!(checked, 400 * 12);
    // The sample must reach what a broken sweep would get wrong.
    assert!(captures > 500, "{captures} positions with a capture");
    assert!(
        trapped > 50,
        "{trapped} positions where a goat can trap the tigers"
    );
    for id in [Wdl::Win, Wdl::Draw, Wdl::Loss] {
        assert!(
            seen.iter().filter(|s| s.2 == id).count() >= 6,
            "{id} seen too rarely"
        );
    }
}

#[test]
fn every_image_of_a_position_has_the_same_value() {
    let sol = Solution::open(swept(), false).expect("the layers open");
    let mut rng = rand::rngs::StdRng::seed_from_u64(61);
    for _ in 0..3000 {
        let placed = rng.gen_range(LOWEST..=19);
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let top = if side == Side::Tiger {
            placed - 1
        } else {
            placed
        };
        let captured = rng.gen_range(0..=top.min(G - 1));
        let pos = random_position(&mut rng, placed, captured, side);
        let v = sol.value(&pos).expect("a solved layer");
        for s in 1..symmetry::COUNT {
            let image = Position::new(
                symmetry::map_bitboard(s, pos.tigers()),
                symmetry::map_bitboard(s, pos.goats()),
                side,
                pos.goats_in_hand(),
                captured,
            )
            .unwrap();
            assert_eq!(
                sol.value(&image),
                Some(v),
                "symmetry {s} of {}",
                pos.board_string()
            );
        }
    }
}

/// Classes of a part counted by Burnside's lemma over the 8 symmetries.
fn burnside(tigers: usize, goats: usize) -> u64 {
    let mut total = 0u64;
    for s in 0..symmetry::COUNT {
        let mut seen = [false; 25];
        let mut cycles = Vec::new();
        for start in 0..25u8 {
            if seen[start as usize] {
                continue;
            }
            let (mut len, mut p) = (0, start);
            while !seen[p as usize] {
                seen[p as usize] = true;
                p = symmetry::map_index(s, p);
                len += 1;
            }
            cycles.push(len);
        }
        // Ways to give whole cycles to tigers and goats (the rest empty).
        let mut ways = vec![vec![0u64; goats + 1]; tigers + 1];
        ways[0][0] = 1;
        for &len in &cycles {
            for t in (0..=tigers).rev() {
                for g in (0..=goats).rev() {
                    let mut add = 0;
                    if t >= len {
                        add += ways[t - len][g];
                    }
                    if g >= len {
                        add += ways[t][g - len];
                    }
                    ways[t][g] += add;
                }
            }
        }
        total += ways[tigers][goats];
    }
    total / symmetry::COUNT as u64
}

#[test]
fn stored_tallies_count_every_class_once() {
    let sol = Solution::open(swept(), false).expect("the layers open");
    let mut parts = 0;
    for h in sol.headers() {
        for p in &h.parts {
            let goats = (h.id.placed - p.captured) as usize;
            assert_eq!(
                p.tally.classes(),
                burnside(4, goats),
                "{} captured {}",
                h.id,
                p.captured
            );
            parts += 1;
        }
    }
    assert_eq!(parts, 12);
}

#[test]
fn a_rerun_resumes_and_a_damaged_layer_is_refused_then_solved_again() {
    let dir = scratch("resume");
    // The last two layers are enough here (and cheap).
    let opts = || solve::Options {
        lowest: 19,
        ..options(&dir)
    };
    solve::build(&opts(), &quiet).unwrap();
    let again = solve::build(&opts(), &quiet).unwrap();
    assert!(
        again.iter().all(|r| r.reused),
        "a complete sweep is not solved again"
    );

    let victim = dir.join(
        LayerId {
            placed: 19,
            tigers_to_move: true,
        }
        .file_name(),
    );
    let good = std::fs::read(&victim).unwrap();
    let mut bad = good.clone();
    let at = bad.len() - 1000;
    bad[at] ^= 0x10;
    std::fs::write(&victim, &bad).unwrap();
    let err = Solution::open(&dir, true).unwrap_err().to_string();
    assert!(err.contains("damaged"), "{err}");

    let repaired = solve::build(&opts(), &quiet).unwrap();
    let solved: Vec<String> = repaired
        .iter()
        .filter(|r| !r.reused)
        .map(|r| r.id.to_string())
        .collect();
    assert_eq!(solved, ["T19"]);
    assert_eq!(
        std::fs::read(&victim).unwrap(),
        good,
        "the same layer again, byte for byte"
    );

    // Truncated, appended to, or a header byte flipped: each refused.
    for damage in 0..3 {
        let mut bytes = good.clone();
        match damage {
            0 => bytes.truncate(bytes.len() - 1),
            1 => bytes.push(0),
            _ => bytes[20] ^= 1,
        }
        std::fs::write(&victim, &bytes).unwrap();
        assert!(
            Solution::open(&dir, false).is_err(),
            "damage {damage} accepted"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_table_for_other_rules_or_a_mixed_directory_is_refused() {
    let other = Tablebase::build(2, &quiet).unwrap();
    let dir = scratch("other");
    let err = solve::build(
        &solve::Options {
            table: &other,
            ..options(&dir)
        },
        &quiet,
    )
    .unwrap_err();
    assert!(err.to_string().contains("goats_to_win"), "{err}");
    assert!(
        Solution::open(&dir, false).is_err(),
        "an empty directory is refused"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn ask(engine: &mut baghchal::protocol::Engine, line: &str) -> String {
    let mut out = Vec::new();
    engine.handle(line, &mut |l| out.push(l));
    out.pop().expect("one answer line")
}

#[test]
fn the_engine_probes_placement_positions_after_solve_load() {
    use baghchal::{Game, Settings};
    let sol = Solution::open(swept(), false).unwrap();
    let mut engine = baghchal::protocol::Engine::new();
    assert!(ask(&mut engine, "solve load /no/such/dir").starts_with("error "));
    assert!(ask(&mut engine, "solve").starts_with("error usage"));
    let load = format!("solve load {}", swept().display());
    assert_eq!(ask(&mut engine, &load), "ok solve goats_to_win=3 layers=4");
    // Default rules are for 5 goats: these layers do not apply.
    assert_eq!(ask(&mut engine, "probe"), "probe none");
    assert_eq!(ask(&mut engine, "rules goats_to_win=3"), "ok");
    let settings = Settings {
        goats_to_win: 3,
        ..Settings::default()
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut answered = 0;
    while answered < 200 {
        let side = if rng.gen_bool(0.5) {
            Side::Goat
        } else {
            Side::Tiger
        };
        let placed = rng.gen_range(LOWEST..=19);
        let captured = rng.gen_range(0..=1);
        let pos = random_position(&mut rng, placed, captured, side);
        if Game::from_position(settings, pos)
            .unwrap()
            .outcome()
            .is_some()
        {
            continue; // a set-up that is already over has no value to probe
        }
        let setup = format!(
            "position setup {} {} {} {captured}",
            pos.board_string(),
            side.name(),
            pos.goats_in_hand()
        );
        assert_eq!(ask(&mut engine, &setup), "ok");
        let want = sol.value(&pos).expect("a solved layer");
        assert_eq!(ask(&mut engine, "probe"), format!("probe {want}"));
        answered += 1;
    }
    // Other rules: no captures during placement is another game.
    assert_eq!(ask(&mut engine, "rules placement_captures=off"), "ok");
    assert_eq!(ask(&mut engine, "position startpos moves c3"), "ok");
    assert_eq!(ask(&mut engine, "probe"), "probe none");
}
