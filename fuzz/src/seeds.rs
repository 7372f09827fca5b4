//! The seed corpus: each target writes its own from real games and the real
//! `G = 1` table when `BAGHCHAL_FUZZ_SEEDS=DIR` is set, then exits.
//! `.ci/fuzz.sh` does this before every run, so nothing binary is committed
//! and the seeds always match the current formats.

use crate::games;
use crate::table;
use baghchal::{Game, Position};
use std::path::Path;

/// The environment variable naming the directory to write seeds into.
pub const ENV: &str = "BAGHCHAL_FUZZ_SEEDS";

/// If [`ENV`] is set, writes the seeds of `target` there and ends the process.
pub fn write_if_asked(target: &str) {
    let Some(dir) = std::env::var_os(ENV) else {
        return;
    };
    let dir = Path::new(&dir);
    let seeds = match target {
        "notation" => notation(),
        "record" => record(),
        "protocol" => protocol(),
        "table" => table(),
        "ffi" => ffi(),
        "book" => book(),
        "layer" => layer(),
        "gametext" => gametext(),
        "history" => history(),
        "explain" => explain(),
        other => panic!("no seeds for target '{other}'"),
    };
    std::fs::create_dir_all(dir).expect("the seed directory can be made");
    for (i, seed) in seeds.iter().enumerate() {
        std::fs::write(dir.join(format!("seed-{i:03}")), seed).expect("a seed can be written");
    }
    eprintln!("{target}: wrote {} seeds to {}", seeds.len(), dir.display());
    std::process::exit(0);
}

/// Every move of the sample games, good and bad notation, each followed by
/// walk bytes that steer to a position to play it on.
fn notation() -> Vec<Vec<u8>> {
    let mut texts: Vec<String> = Vec::new();
    for game in games::sample_games() {
        for m in game.moves() {
            let text = m.to_string();
            if !texts.contains(&text) {
                texts.push(text);
            }
        }
    }
    for bad in [
        "", "c33", "a1-c3", "A1", "f6", "a1xa2", "a1 -a2", "b2_c3", "é3",
    ] {
        texts.push(bad.to_string());
    }
    texts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let mut seed = format!("{text}\n").into_bytes();
            seed.extend((0..40u8).map(|k| k.wrapping_mul(37).wrapping_add(i as u8)));
            seed
        })
        .collect()
}

/// The sample games' records.
fn record() -> Vec<Vec<u8>> {
    games::sample_games()
        .iter()
        .map(|g| g.to_json().into_bytes())
        .collect()
}

/// The sample games as our text and, where it holds them, the library's
/// PGN; positions as our set-up line and the library's FEN.
fn gametext() -> Vec<Vec<u8>> {
    use baghchal::gametext::{library, ours, setup_line};
    let mut texts = Vec::new();
    for game in games::sample_games() {
        texts.push(ours::write(&game, &[("Date".into(), "2026.12.04".into())]));
        if let Ok(pgn) = library::write_pgn(&game, library::LibraryEnding::MovesOnly) {
            texts.push(pgn);
        }
        texts.push(setup_line(game.position()));
        texts.extend(library::game_fens(&game).pop());
    }
    texts.into_iter().map(String::into_bytes).collect()
}

/// The `rules` line that sets `game`'s settings.
fn rules_line(game: &Game) -> String {
    let s = game.settings();
    format!(
        "rules goats_to_win={} repetition={} max_half_moves={} no_capture_limit={} placement_captures={}",
        s.goats_to_win,
        s.repetition.name(),
        s.max_half_moves,
        s.no_capture_limit,
        if s.placement_captures { "on" } else { "off" }
    )
}

/// A session per sample game: its rules and moves, then every query.
fn protocol() -> Vec<Vec<u8>> {
    games::sample_games()
        .iter()
        .map(|game| {
            let start = game.start_position();
            let position = if *start == Position::start() {
                "position startpos".to_string()
            } else {
                format!(
                    "position setup {} {} {} {}",
                    start.board_string(),
                    start.to_move().name(),
                    start.goats_in_hand(),
                    start.captured()
                )
            };
            let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
            let mut lines = vec![rules_line(game)];
            if moves.is_empty() {
                lines.push(position);
            } else {
                lines.push(format!("{position} moves {}", moves.join(" ")));
            }
            lines.extend(
                [
                    "legal",
                    "state",
                    "perft 2",
                    "tablebase load real",
                    "probe",
                    "explain a1-a2",
                    "go depth 2",
                    "go level easy seed 3",
                    "go nodes 500",
                    "tablebase load fuzzed",
                    "probe",
                    "book load real",
                    "isready",
                    "go depth 3",
                    "stop",
                    "book load fuzzed",
                    "stop",
                    "isready",
                ]
                .map(str::to_string),
            );
            (lines.join("\n") + "\n").into_bytes()
        })
        .collect()
}

/// The real tables (full and one-side), whole and re-sealed, and a few edits
/// of each (see the table target).
fn table() -> Vec<Vec<u8>> {
    let mut whole = vec![0b011];
    whole.extend_from_slice(table::g1_bytes());
    let mut one_side = vec![0b1011];
    one_side.extend_from_slice(table::g1_one_side_bytes());
    vec![
        vec![0],
        vec![0b010, 1, 0, 0, 0, 9],
        vec![0b100],
        whole,
        vec![0b1000],
        vec![0b1110, 1, 0, 0, 0, 9],
        one_side,
    ]
}

/// Short call sequences; the rest the fuzzer finds from the structure.
fn ffi() -> Vec<Vec<u8>> {
    vec![vec![0; 8], (0..64).collect(), vec![0xff; 16]]
}

/// Inputs for the writer (flag 0) of a few lengths, and two raw files
/// (flag 1): the magic alone, and a whole `G = 1` book.
fn book() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (i, len) in [0usize, 8, 40, 120].iter().enumerate() {
        let mut seed = vec![0u8];
        seed.extend((0..*len as u8).map(|k| k.wrapping_mul(29).wrapping_add(i as u8)));
        out.push(seed);
    }
    let mut raw = vec![1u8];
    raw.extend_from_slice(b"BAGHBOOK");
    out.push(raw);
    // A whole G = 1 book listing the start and its first placements.
    use baghchal::book::{explore::Exception, file, frame::Frame, policy::Policy};
    let start = Position::start();
    let mut listed = vec![Exception {
        key: Frame::of(&start).key(),
        code: 25 * 32 + 12,
    }];
    let mut list = baghchal::MoveList::new();
    start.generate(true, &mut list);
    for &m in list.iter().take(4) {
        let mut p = start;
        p.play_unchecked(m);
        listed.push(Exception {
            key: Frame::of(&p).key(),
            code: 24,
        });
    }
    // The start has the least key (no goat), so it stays first: the goats' entry.
    listed.sort_unstable();
    listed.dedup_by_key(|e| e.key);
    let policy = Policy {
        nodes: 8,
        table_bytes: 1 << 12,
        seed: 7,
        exact_from: 20,
        formation: None,
    };
    let root = (start.to_move(), Frame::of(&start).key());
    let sections = [
        (baghchal::Side::Goat, &listed[..1]),
        (baghchal::Side::Tiger, &listed[1..]),
    ];
    let mut whole = vec![1u8];
    let keep = baghchal::book::explore::Keep::Draw;
    whole.extend(file::write(1, keep, root, policy, &[], &sections));
    out.push(whole);
    out
}

/// Small contents to write a header from, and one raw header: the real
/// layer 19 (goats to move, `G = 5`) as the sweep writes it, with its length.
fn layer() -> Vec<Vec<u8>> {
    use baghchal::solve::file::{Header, PartHeader};
    use baghchal::solve::layer::{packed_len, LayerId, Tally};
    let mut out: Vec<Vec<u8>> = [0usize, 16, 64]
        .iter()
        .map(|&len| {
            let mut seed = vec![0u8];
            seed.extend((0..len as u8).map(|k| k.wrapping_mul(37)));
            seed
        })
        .collect();
    let id = LayerId {
        placed: 19,
        tigers_to_move: false,
    };
    let parts: Vec<PartHeader> = id
        .captured(5)
        .map(|captured| PartHeader {
            captured,
            slots: id.slots(captured, 1666),
            tally: Tally::default(),
            sum: 0,
        })
        .collect();
    let mut header = Header {
        goats_to_win: 5,
        id,
        table_sum: 0x5eed,
        longest: 137,
        parts,
        len: 0,
    };
    let bytes = header.to_bytes(1666);
    header.len = bytes.len();
    let file_len = header.len as u64
        + header
            .parts
            .iter()
            .map(|p| packed_len(p.slots) as u64)
            .sum::<u64>();
    let mut raw = vec![1u8];
    raw.extend_from_slice(&file_len.to_le_bytes());
    raw.extend_from_slice(&bytes);
    out.push(raw);
    out
}

/// Histories of the sample games, finished by resigning where they are not,
/// kept in each mode; one history of them all and one line each.
fn history() -> Vec<Vec<u8>> {
    use baghchal::bot::Level;
    use baghchal::history::{adding, KeptGame, PlayMode};
    use baghchal::Side;
    let mut all = String::new();
    let mut texts = Vec::new();
    for (i, mut game) in games::sample_games().into_iter().enumerate() {
        if game.outcome().is_none() {
            let side = game.position().to_move();
            game.resign(side)
                .expect("an unfinished game can be resigned");
        }
        let (mode, side, level) = match i % 3 {
            0 => (PlayMode::Play, Some(Side::Goat), Some(Level::Perfect)),
            1 => (PlayMode::PassAndPlay, None, None),
            _ => (PlayMode::Watch, None, Some(Level::Easy)),
        };
        let kept = KeptGame::new(1_800_000_000 + i as i64, mode, side, level, Some(7), game)
            .expect("a finished game can be kept");
        texts.push(adding("", &kept));
        all = adding(&all, &kept);
    }
    texts.push(all);
    texts.into_iter().map(String::into_bytes).collect()
}

/// Walks from the start to 12-17 goats placed (goats that leave no goat
/// open where they can, tigers by a fixed sequence), then the move to explain
/// by index; and a few from the movement set-up. Byte layout as the
/// `explain` target reads it.
fn explain() -> Vec<Vec<u8>> {
    use baghchal::{Settings, Side, TOTAL_GOATS};
    let mut out = Vec::new();
    for (i, target) in (12u8..18).enumerate() {
        let settings = Settings {
            goats_to_win: 1,
            ..Settings::default()
        };
        let mut game = Game::new(settings).expect("default rules");
        let mut walk = Vec::new();
        let mut k = i;
        while TOTAL_GOATS - game.position().goats_in_hand() < target && game.outcome().is_none() {
            let moves = game.legal_moves_vec();
            let pos = *game.position();
            let pick = (0..moves.len())
                .map(|j| (j + k) % moves.len())
                .find(|&j| {
                    let mut after = pos;
                    after.play_unchecked(moves[j]);
                    pos.to_move() == Side::Tiger || after.captures_open() == 0
                })
                .unwrap_or(0);
            k = k.wrapping_mul(31).wrapping_add(7);
            walk.push(pick as u8);
            game.play(moves[pick]).expect("a legal move");
        }
        let mut seed = vec![2u8, walk.len().min(47) as u8];
        seed.extend(walk.iter().take(47));
        seed.extend([3, i as u8, 0, 1]);
        out.push(seed);
    }
    for i in 0..4u8 {
        out.push(vec![3, 2 * i, i, i + 1, 3, i, 0, 1]);
    }
    out
}
