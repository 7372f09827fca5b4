//! Placement book files: books written from arbitrary contents, then raw
//! bytes or edits of them, opened, checked and played from.
//!
//! Input: a flags byte (bit 0: the rest is the whole file; else a book is
//! written from arbitrary contents and then edited), then the contents and
//! edits. Checked: whatever the writer writes, the reader accepts with the
//! same header and finds every exception and choice; any other file is refused with a
//! reason or opens; a book that opens answers look-ups and, under its rules
//! with the real `G = 1` table, plays only legal moves.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use baghchal::book::explore::{Exception, Keep};
use baghchal::book::file::{self, Answer};
use baghchal::book::frame::class_position;
use baghchal::book::policy::{Formation, Policy, Thinker};
use baghchal::book::Book;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Settings, Side};
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::{g1_bytes, Edit};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// Arbitrary book contents, kept small so each run stays quick.
#[derive(Arbitrary, Debug)]
struct Contents {
    goats_to_win: u8,
    exact: bool,
    root: (bool, u64),
    nodes: u8,
    /// A tigers' rule instead of the search: its points and captures first.
    formation: Option<(u32, bool)>,
    answers: Vec<(bool, u64, u16)>,
    goats: Vec<(u64, u16)>,
    tigers: Option<Vec<(u64, u16)>>,
    /// Moves chosen ahead of time, for the goats or the tigers.
    choices: Option<(bool, Vec<(u64, u16)>)>,
}

fn side(tiger: bool) -> Side {
    if tiger {
        Side::Tiger
    } else {
        Side::Goat
    }
}

fn exceptions(list: &[(u64, u16)]) -> Vec<Exception> {
    let mut out: Vec<Exception> = list
        .iter()
        .map(|&(key, code)| Exception {
            key: key & ((1 << 56) - 1),
            code,
        })
        .collect();
    // One move per key: a book lists each position once.
    out.sort_unstable();
    out.dedup_by_key(|e| e.key);
    out
}

fn g1() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::from_bytes(g1_bytes().to_vec()).expect("the real table"))
}

/// A book written from `c`, with its goats' and tigers' exceptions and its choices.
type Written = (Vec<u8>, Vec<Exception>, Vec<Exception>, Vec<Exception>);

fn written(c: &Contents) -> Written {
    let policy = Policy {
        nodes: u32::from(c.nodes.max(1)),
        table_bytes: 1 << 12,
        seed: 7,
        exact_from: file::MIN_EXACT_FROM + c.nodes % (21 - file::MIN_EXACT_FROM),
        formation: c.formation.map(|(points, captures_first)| Formation {
            points: points & 0x1ff_ffff,
            captures_first,
        }),
    };
    let answers: Vec<Answer> = c
        .answers
        .iter()
        .take(4)
        .map(|&(t, key, code)| Answer {
            side: side(t),
            key,
            code,
        })
        .collect();
    let goats = exceptions(&c.goats);
    let tigers = c.tigers.as_deref().map(exceptions).unwrap_or_default();
    let mut sections = vec![(Side::Goat, goats.as_slice())];
    if c.tigers.is_some() {
        sections.push((Side::Tiger, tigers.as_slice()));
    }
    let keep = if c.exact { Keep::Exact } else { Keep::Draw };
    let g = c.goats_to_win % 20 + 1;
    let chosen = c
        .choices
        .as_ref()
        .map(|(tiger, list)| (side(*tiger), exceptions(list)));
    let choices: Vec<(Side, &[Exception])> = chosen
        .iter()
        .map(|(side, list)| (*side, list.as_slice()))
        .collect();
    let bytes = file::write_with_choices(
        g,
        keep,
        (side(c.root.0), c.root.1),
        policy,
        &answers,
        &sections,
        &choices,
    );
    let chosen = chosen.map(|(_, list)| list).unwrap_or_default();
    (bytes, goats, tigers, chosen)
}

/// Whether the policy answers fast enough for a fuzz run: few nodes, and an
/// exact search only over the last placements (from 12 placed it can take
/// a second).
fn quick(policy: &Policy) -> bool {
    policy.nodes <= 64 && policy.exact_from >= 17
}

/// Plays from an opened book: look-ups, and its moves in positions from its keys.
fn use_book(book: &Book, u: &mut Unstructured) {
    let header = book.header().clone();
    let mut thinker = Thinker::new(header.policy);
    let settings = Settings {
        goats_to_win: book.goats_to_win(),
        ..Settings::default()
    };
    for _ in 0..4 {
        let key: u64 = u.arbitrary().unwrap_or(0);
        let tiger: bool = u.arbitrary().unwrap_or(false);
        let Some(pos) = class_position(key, side(tiger)) else {
            continue;
        };
        let Ok(game) = Game::from_position(settings, pos) else {
            continue;
        };
        if let Some(m) = book.choice(&game) {
            assert!(game.check(m).is_ok(), "the book chose an illegal move {m}");
        }
        if book.goats_to_win() == 1 && quick(&header.policy) {
            if let Some(m) = book.choose(&game, g1(), &mut thinker) {
                assert!(game.check(m).is_ok(), "the book played an illegal move {m}");
            }
        }
    }
    if header.answers.len() <= 2 && quick(&header.policy) {
        // Either verdict is fine; it must come back, not panic.
        let _ = book.check_policy(Some(g1()));
    }
}

fuzz_target!(init: seeds::write_if_asked("book"), |data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let mut u = Unstructured::new(rest);
    let bytes = if flags & 1 != 0 {
        rest.to_vec()
    } else {
        let Ok(contents) = Contents::arbitrary(&mut u) else {
            return;
        };
        let (mut bytes, goats, tigers, chosen) = written(&contents);
        let book = Book::from_bytes(bytes.clone()).expect("a book the writer wrote opens");
        let sections = &book.header().sections;
        for e in &goats {
            assert_eq!(file::find(&bytes, &sections[0], e.key), Some(e.code));
        }
        for e in &tigers {
            assert_eq!(file::find(&bytes, &sections[1], e.key), Some(e.code));
        }
        for e in &chosen {
            assert_eq!(file::find(&bytes, &book.header().choices[0], e.key), Some(e.code));
        }
        let edits: Vec<Edit> = u.arbitrary().unwrap_or_default();
        for edit in &edits {
            edit.apply(&mut bytes);
        }
        bytes
    };
    match Book::from_bytes(bytes) {
        Ok(book) => use_book(&book, &mut u),
        Err(e) => assert!(!e.0.is_empty(), "a refusal gives a reason"),
    }
});
