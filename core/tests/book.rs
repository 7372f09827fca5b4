//! The placement book checked against a plain full-width minimax: from
//! sampled roots near the end of placement, every line in which the booked
//! side plays Perfect with the book (the bot's real path) and the opponent
//! plays every legal move keeps the booked side's value, and a book stripped
//! of its exceptions does not.

mod placement;

use baghchal::book::exact::ExactSearch;
use baghchal::book::explore::{Exception, Explorer, Keep, PART};
use baghchal::book::file::{self, Answer};
use baghchal::book::frame::Frame;
use baghchal::book::loaded::policy_answers;
use baghchal::book::policy::{Formation, Policy, Within, DEFAULT_POLICY, TIGERS_FORMATION};
use baghchal::book::Book;
use baghchal::bot::{Bot, Level, Request, StopFlag};
use baghchal::solve::{Solution, Wdl};
use baghchal::{Game, Position, Settings, Side};
use placement::*;
use rand::SeedableRng;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// A policy that hardly searches, so its books need exceptions.
const WEAK: Policy = Policy {
    nodes: 2,
    exact_from: 20,
    ..DEFAULT_POLICY
};

/// The start as a book's root.
fn start() -> (Side, u64) {
    (Side::Goat, Frame::of(&Position::start()).key())
}

fn settings() -> Settings {
    Settings {
        goats_to_win: G,
        ..Settings::default()
    }
}

/// Roots with tigers to move at 18 placed where `side` holds at least a draw.
fn roots(side: Side, count: usize) -> Vec<(Position, Wdl)> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(18);
    let mut out = Vec::new();
    while out.len() < count {
        let captured = (out.len() % G as usize) as u8;
        let pos = random_position(&mut rng, LOWEST, captured, Side::Tiger);
        let v = minimax(&pos);
        let v = if side == Side::Tiger { v } else { v.flip() };
        if v != Wdl::Loss && pos.has_moves(true) {
            out.push((pos, v));
        }
    }
    out
}

/// The book a policy needs from `roots` for `side` (explored with the swept layers).
fn make_book(side: Side, keep: Keep, policy: Policy, roots: &[(Position, Wdl)]) -> Vec<Exception> {
    let sol = Solution::open(swept(), false).expect("the layers open");
    let explorer = Explorer {
        solution: &sol,
        table: table(),
        policy,
        side,
        keep,
        part: PART,
        exact_check_every: 1,
    };
    let mut all = Vec::new();
    for (i, (root, _)) in roots.iter().enumerate() {
        let work = scratch(&format!(
            "book-{}-{keep:?}-{}-{i}",
            side.name(),
            policy.nodes
        ));
        let found = explorer.explore(root, &work, &quiet).expect("explores");
        let t = found.total();
        assert_eq!(
            (t.losses, t.unknown),
            (0, 0),
            "root {}",
            root.board_string()
        );
        all.extend(found.exceptions);
    }
    all.sort_unstable();
    all.dedup();
    all
}

fn book_of(side: Side, keep: Keep, policy: Policy, exceptions: &[Exception]) -> Arc<Book> {
    let answers = policy_answers(policy, G, Some(table()));
    let bytes = file::write(G, keep, start(), policy, &answers, &[(side, exceptions)]);
    Arc::new(Book::from_bytes(bytes).expect("a book just written"))
}

/// The booked side's value after its move `m` (for itself).
fn value_after(game: &Game, m: baghchal::Move) -> Wdl {
    let mut after = game.clone();
    after.play(m).expect("a legal move");
    match after.outcome() {
        Some(o) if o.winner == Some(game.position().to_move()) => Wdl::Win,
        Some(o) if o.winner.is_some() => Wdl::Loss,
        Some(_) => Wdl::Draw,
        None => minimax(after.position()).flip(),
    }
}

/// Follows every line from `game` with `bot` playing `side`; counts the
/// booked moves and those that fell short of what `keep` asks.
fn walk(game: &mut Game, side: Side, keep: Keep, bot: &mut Bot, moves: &mut u32, short: &mut u32) {
    if game.outcome().is_some() || game.position().goats_in_hand() == 0 {
        return;
    }
    if game.position().to_move() != side {
        for m in game.legal_moves_vec() {
            game.play(m).expect("legal");
            walk(game, side, keep, bot, moves, short);
            game.undo();
        }
        return;
    }
    let before = minimax(game.position());
    let answer = bot
        .think(
            game,
            &Request::Level(Level::Perfect),
            0,
            &StopFlag::new(),
            &mut |_| {},
        )
        .expect("a move");
    let after = value_after(game, answer.best);
    *moves += 1;
    let kept = match keep {
        Keep::Exact => after == before,
        Keep::Draw => after != Wdl::Loss || before == Wdl::Loss,
    };
    *short += (!kept) as u32;
    game.play(answer.best).expect("legal");
    walk(game, side, keep, bot, moves, short);
    game.undo();
}

/// Booked moves and shortfalls over every line from every root.
fn play_out(book: Arc<Book>, side: Side, keep: Keep, roots: &[(Position, Wdl)]) -> (u32, u32) {
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_book(Some(book));
    let (mut moves, mut short) = (0, 0);
    for (root, _) in roots {
        let mut game = Game::from_position(settings(), *root).expect("a game");
        walk(&mut game, side, keep, &mut bot, &mut moves, &mut short);
    }
    (moves, short)
}

#[test]
fn booked_perfect_keeps_its_value_on_every_line_and_needs_its_exceptions() {
    for side in [Side::Goat, Side::Tiger] {
        let roots = roots(side, 12);
        for keep in [Keep::Exact, Keep::Draw] {
            let exceptions = make_book(side, keep, WEAK, &roots);
            let (moves, short) =
                play_out(book_of(side, keep, WEAK, &exceptions), side, keep, &roots);
            assert!(moves > 30, "{side:?} {keep:?}: only {moves} booked moves");
            assert_eq!(short, 0, "{side:?} {keep:?}: booked moves fell short");
            // The same policy without its exceptions must fall short somewhere,
            // or the check above could not fail.
            assert!(!exceptions.is_empty(), "{side:?} {keep:?}: no exceptions");
            let (_, bare) = play_out(book_of(side, keep, WEAK, &[]), side, keep, &roots);
            assert!(
                bare > 0,
                "{side:?} {keep:?}: the bare policy never fell short"
            );
        }
        // The shipped policy searches exactly this late: no exceptions, and
        // every booked move still keeps the value.
        let exceptions = make_book(side, Keep::Draw, DEFAULT_POLICY, &roots);
        assert!(
            exceptions.is_empty(),
            "{side:?}: the exact search needed exceptions"
        );
        let book = book_of(side, Keep::Exact, DEFAULT_POLICY, &exceptions);
        let (moves, short) = play_out(book, side, Keep::Exact, &roots);
        assert!(moves > 30, "{side:?}: only {moves} exact moves");
        assert_eq!(short, 0, "{side:?}: an exact move lowered the value");
    }
}

#[test]
fn a_book_is_used_only_where_it_applies() {
    let roots = roots(Side::Goat, 1);
    let book = book_of(Side::Goat, Keep::Draw, WEAK, &[]);
    let game = Game::from_position(settings(), roots[0].0).expect("a game");
    let mut thinker = baghchal::book::policy::Thinker::new(WEAK);
    // Tigers to move: the book is for the goats.
    assert_eq!(book.choose(&game, table(), &mut thinker), None);
    let mut game = game;
    game.play(game.legal_moves_vec()[0]).expect("legal");
    assert!(book.choose(&game, table(), &mut thinker).is_some());
    for other in [
        Settings {
            goats_to_win: G + 1,
            ..Settings::default()
        },
        Settings {
            placement_captures: false,
            ..settings()
        },
        Settings {
            no_capture_limit: 50,
            ..settings()
        },
        Settings {
            max_half_moves: 100,
            ..settings()
        },
    ] {
        assert!(!book.applies(&other), "{other:?}");
    }
    assert!(book.applies(&settings()));
}

/// Checks that `bytes` are refused as a book, with `why` in the reason.
fn refused(bytes: Vec<u8>, why: &str) {
    let err = Book::from_bytes(bytes).expect_err(why);
    assert!(err.0.contains(why), "{err} does not say '{why}'");
}

#[test]
fn damaged_foreign_or_other_policy_books_are_refused() {
    let answers = policy_answers(DEFAULT_POLICY, G, Some(table()));
    assert!(
        answers.len() >= 5,
        "answers from the start and first placements"
    );
    let exceptions = [
        Exception { key: 7, code: 33 },
        Exception { key: 3, code: 12 },
    ];
    let good = file::write(
        G,
        Keep::Draw,
        start(),
        DEFAULT_POLICY,
        &answers,
        &[(Side::Tiger, &exceptions)],
    );
    let book = Book::from_bytes(good.clone()).expect("a good book");
    assert_eq!(book.sides(), vec![Side::Tiger]);
    assert_eq!(book.header().sections[0].count, 2);
    assert_eq!(file::find(&good, &book.header().sections[0], 3), Some(12));
    assert_eq!(file::find(&good, &book.header().sections[0], 7), Some(33));
    assert_eq!(file::find(&good, &book.header().sections[0], 5), None);
    book.check_policy(Some(table()))
        .expect("this build's policy");

    refused(good[..good.len() - 1].to_vec(), "cut short");
    let mut bad = good.clone();
    *bad.last_mut().unwrap() ^= 1;
    refused(bad, "damaged");
    let mut bad = good.clone();
    bad[30] ^= 1;
    refused(bad, "other rules");
    let mut bad = good.clone();
    bad[8] = 9;
    refused(bad, "version 9");
    let mut long = good.clone();
    long.push(0);
    refused(long, "after the last section");
    refused(b"not a book at all".to_vec(), "not a Baghchal book");
    let greedy = Policy {
        nodes: file::MAX_NODES + 1,
        ..DEFAULT_POLICY
    };
    let forged = file::write(G, Keep::Draw, start(), greedy, &[], &[]);
    refused(forged, "out of range");

    // A book whose recorded answer this policy does not give.
    let mut wrong = answers.clone();
    wrong[0] = Answer {
        code: wrong[0].code ^ 1,
        ..wrong[0]
    };
    let other = file::write(G, Keep::Draw, start(), DEFAULT_POLICY, &wrong, &[]);
    let err = Book::from_bytes(other)
        .expect("well formed")
        .check_policy(Some(table()))
        .expect_err("another policy");
    assert!(err.0.contains("another version"), "{err}");
}

#[test]
fn choices_read_back_and_a_damaged_choice_or_an_older_book_is_handled() {
    let exceptions = [Exception { key: 7, code: 33 }];
    let choices = [
        Exception { key: 9, code: 40 },
        Exception { key: 4, code: 41 },
    ];
    let bytes = file::write_with_choices(
        G,
        Keep::Draw,
        start(),
        DEFAULT_POLICY,
        &[],
        &[(Side::Tiger, &exceptions)],
        &[(Side::Tiger, &choices)],
    );
    let book = Book::from_bytes(bytes.clone()).expect("a book with choices");
    assert_eq!(book.choice_count(), 2);
    assert_eq!(
        book.choices(Side::Tiger),
        vec![choices[1], choices[0]],
        "sorted by key"
    );
    let choice_section = &book.header().choices[0];
    assert_eq!(file::find(&bytes, choice_section, 9), Some(40));
    assert_eq!(
        file::find(&bytes, choice_section, 7),
        None,
        "an exception is no choice"
    );
    assert_eq!(file::find(&bytes, &book.header().sections[0], 7), Some(33));
    // The last byte is the last choice's: damaged, the book is refused.
    let mut bad = bytes.clone();
    *bad.last_mut().unwrap() ^= 1;
    refused(bad, "choices do not match their checksum");
    // A version 3 book (no choices byte) still reads, with none.
    let plain = file::write(G, Keep::Draw, start(), DEFAULT_POLICY, &[], &[]);
    let choices_byte = plain.len() - 8 - 1;
    assert_eq!(plain[choices_byte], 0, "no choice sections");
    let mut v3 = plain[..choices_byte].to_vec();
    v3[8..12].copy_from_slice(&3u32.to_le_bytes());
    let sum = baghchal::tablebase::file::checksum(&v3);
    v3.extend_from_slice(&sum.to_le_bytes());
    let old = Book::from_bytes(v3).expect("a version 3 book");
    assert_eq!(old.choice_count(), 0);
    assert_eq!(old.header().policy, DEFAULT_POLICY);
}

#[test]
fn an_exploration_in_small_parts_resumes_to_the_same_book() {
    let sol = Solution::open(swept(), false).expect("the layers open");
    let roots = roots(Side::Goat, 1);
    let explorer = |part| Explorer {
        solution: &sol,
        table: table(),
        policy: WEAK,
        side: Side::Goat,
        keep: Keep::Exact,
        part,
        exact_check_every: 1,
    };
    let whole = explorer(PART)
        .explore(&roots[0].0, &scratch("parts-whole"), &quiet)
        .expect("explores");
    // A root after the last placement is refused, not explored.
    let (t, g) = Position::parse_board("TGGGT/GGGGG/GG.GG/GGG../TGGGT").unwrap();
    let moving = Position::new(t, g, Side::Tiger, 0, 2).unwrap();
    let refused = explorer(PART).explore(&moving, &scratch("parts-moving"), &quiet);
    assert!(refused.is_err(), "a movement-phase root");
    let work = scratch("parts-small");
    let small = explorer(3)
        .explore(&roots[0].0, &work, &quiet)
        .expect("explores");
    assert_eq!(small.exceptions, whole.exceptions);
    assert_eq!(small.layers, whole.layers);
    assert!(
        whole.layers.iter().any(|(_, t)| t.positions > 6),
        "a layer spans several parts"
    );
    // A run stopped inside a layer, after its first part of several was saved.
    let work = scratch("parts-stopped");
    let first_of_several = |line: &str| {
        let (layer, rest) = line.split_once(": part 1/")?;
        let parts: usize = rest.split(',').next()?.parse().ok()?;
        (parts > 1).then(|| layer.to_string())
    };
    let stopped_in = std::sync::Mutex::new(None);
    let stop = |line: &str| {
        if let Some(layer) = first_of_several(line) {
            *stopped_in.lock().unwrap() = Some(layer);
            panic!("stopped");
        }
    };
    let stopped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        explorer(3).explore(&roots[0].0, &work, &stop)
    }));
    assert!(stopped.is_err(), "the run was stopped");
    let layer = stopped_in
        .into_inner()
        .unwrap()
        .expect("a layer of several parts");
    let lines = std::sync::Mutex::new(Vec::new());
    let record = |line: &str| lines.lock().unwrap().push(line.to_string());
    let resumed = explorer(3)
        .explore(&roots[0].0, &work, &record)
        .expect("resumes");
    assert_eq!(resumed.exceptions, whole.exceptions);
    assert_eq!(resumed.layers, whole.layers);
    let lines = lines.into_inner().unwrap();
    let of_layer = |what: &str| {
        lines
            .iter()
            .any(|l| l.starts_with(&format!("{layer}: {what}")))
    };
    assert!(of_layer("part 2/"), "{layer} went on: {lines:?}");
    assert!(
        !of_layer("part 1/"),
        "{layer}'s first part was done again: {lines:?}"
    );
    // The same work dir under another policy is refused, and left as it was.
    let files = |dir: &std::path::Path| {
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let before = files(&work);
    let other = Explorer {
        policy: Policy {
            nodes: WEAK.nodes + 1,
            ..WEAK
        },
        ..explorer(3)
    };
    let err = other
        .explore(&roots[0].0, &work, &quiet)
        .expect_err("another policy's work dir");
    assert!(err.to_string().contains("use another work dir"), "{err}");
    assert_eq!(files(&work), before);
    // A work dir with layers but no record of their inputs is refused too.
    std::fs::remove_file(work.join("goat.inputs")).unwrap();
    let err = explorer(3)
        .explore(&roots[0].0, &work, &quiet)
        .expect_err("layers of unknown inputs");
    assert!(err.to_string().contains("write that line there"), "{err}");
}

#[test]
fn solve_match_plays_the_book_from_its_root_and_it_never_loses() {
    let roots = roots(Side::Goat, 3);
    let root = roots
        .iter()
        .find(|r| r.1 == Wdl::Draw)
        .unwrap_or(&roots[0])
        .0;
    let sol = Solution::open(swept(), false).expect("the layers open");
    let explorer = Explorer {
        solution: &sol,
        table: table(),
        policy: DEFAULT_POLICY,
        side: Side::Goat,
        keep: Keep::Draw,
        part: PART,
        exact_check_every: 1,
    };
    let dir = scratch("match");
    let found = explorer.explore(&root, &dir, &quiet).expect("explores");
    let answers = policy_answers(DEFAULT_POLICY, G, Some(table()));
    let frame = Frame::of(&root);
    let bytes = file::write(
        G,
        Keep::Draw,
        (root.to_move(), frame.key()),
        DEFAULT_POLICY,
        &answers,
        &[(Side::Goat, &found.exceptions)],
    );
    let (book, tb) = (dir.join("g3.book"), dir.join("g3.tb"));
    std::fs::write(&book, bytes).expect("writes");
    std::fs::write(&tb, table().file_bytes()).expect("writes");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(["solve", "match"])
        .arg(&book)
        .arg("--table")
        .arg(&tb)
        .args(["--games", "4", "--perfect-ms", "5"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for against in ["perfect without the book", "hard", "random"] {
        let line = format!("book as goats against {against}: ");
        let row = text.lines().find(|l| l.starts_with(&line)).expect(&line);
        assert!(row.ends_with(", 0 losses"), "{row}");
    }
}

#[test]
fn the_exact_search_agrees_with_a_plain_minimax() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    let mut search = 0;
    for i in 0..240 {
        let placed = 17 + (i % 3) as u8;
        let captured = (i / 3 % G as usize) as u8;
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let pos = random_position(&mut rng, placed, captured, side);
        if !pos.has_moves(true) {
            continue;
        }
        let mut exact = ExactSearch::new(table());
        let value = minimax(&pos);
        assert_eq!(exact.value(&pos), value, "{}", pos.board_string());
        let m = exact.best_move(&pos).expect("a move");
        let mut after = pos;
        after.play_unchecked(m);
        let kept = if after.captured() >= G {
            Wdl::Win
        } else {
            minimax(&after).flip()
        };
        assert_eq!(kept, value, "{} {m}", pos.board_string());
        search += exact.nodes();
    }
    assert!(search > 1000, "the search hardly searched ({search} nodes)");
}

/// Where the tigers could land by a capture in `pos`, whoever is to move.
fn landings(pos: &Position) -> u32 {
    let tigers_to_move = Position::new(
        pos.tigers(),
        pos.goats(),
        Side::Tiger,
        pos.goats_in_hand(),
        pos.captured(),
    )
    .expect("the same board");
    let mut list = baghchal::MoveList::new();
    tigers_to_move.generate(true, &mut list);
    list.iter()
        .filter(|m| m.captured().is_some())
        .fold(0, |bits, m| bits | m.to().bb().0)
}

#[test]
fn one_capture_short_the_exact_search_agrees_with_a_plain_minimax() {
    // The search decides these without searching when a capture is open:
    // the tigers to move win, the goats to place lose against two landings.
    let mut rng = rand::rngs::StdRng::seed_from_u64(31);
    let (mut tigers_take, mut goats_cannot_close, mut others) = (0, 0, 0);
    for i in 0..300 {
        let placed = 17 + (i % 3) as u8;
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let pos = random_position(&mut rng, placed, G - 1, side);
        if !pos.has_moves(true) {
            continue;
        }
        let open = landings(&pos);
        match side {
            Side::Tiger if open != 0 => tigers_take += 1,
            Side::Goat if open.count_ones() >= 2 => goats_cannot_close += 1,
            _ => others += 1,
        }
        let value = ExactSearch::new(table()).value(&pos);
        assert_eq!(value, minimax(&pos), "{}", pos.board_string());
    }
    assert!(
        tigers_take > 20 && goats_cannot_close > 20 && others > 20,
        "{tigers_take} tiger captures, {goats_cannot_close} two landings, {others} others"
    );
}

#[test]
fn an_exact_search_that_gave_up_goes_on_to_the_right_values() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(23);
    let (mut gave_up, mut asked) = (0, 0);
    for i in 0..120 {
        let placed = 13 + (i % 4) as u8;
        let captured = (i / 4 % G as usize) as u8;
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let pos = random_position(&mut rng, placed, captured, side);
        if !pos.has_moves(true) {
            continue;
        }
        let fresh = ExactSearch::new(table()).value(&pos);
        // Cut short again and again at small limits, then left to finish:
        // only the finished answers may stay in its memo.
        let mut search = ExactSearch::new(table()).with_node_limit(16);
        let mut value = search.value(&pos);
        while search.gave_up() {
            gave_up += 1;
            search.resume(16 << (gave_up % 6));
            value = search.value(&pos);
        }
        asked += 1;
        assert_eq!(
            value,
            fresh,
            "{} after {gave_up} give-ups",
            pos.board_string()
        );
    }
    // The limits did cut searches short, so resuming was checked.
    assert!(
        gave_up > 100,
        "only {gave_up} give-ups over {asked} positions"
    );
}

#[test]
fn exploration_stops_where_the_policy_turns_exact_and_checks_its_moves() {
    let sol = Solution::open(swept(), false).expect("the layers open");
    let policy = Policy {
        exact_from: 19,
        ..WEAK
    };
    let explorer = Explorer {
        solution: &sol,
        table: table(),
        policy,
        side: Side::Tiger,
        keep: Keep::Draw,
        part: PART,
        exact_check_every: 1,
    };
    let (root, _) = roots(Side::Tiger, 1).remove(0);
    let found = explorer
        .explore(&root, &scratch("exact-stop"), &quiet)
        .expect("explores");
    let placed: Vec<(u8, bool)> = found
        .layers
        .iter()
        .map(|(id, _)| (id.placed, id.tigers_to_move))
        .collect();
    assert_eq!(
        placed,
        [(18, true), (18, false), (19, true)],
        "play stops at 19"
    );
    let (_, last) = found.layers.last().expect("three layers");
    assert!(last.positions > 0);
    assert_eq!(
        last.exact_checked, last.positions,
        "every exact move checked"
    );
    assert_eq!((last.exact_wrong, last.exceptions, last.losses), (0, 0, 0));
}

#[test]
fn perfect_with_a_table_and_no_book_plays_late_placement_exactly() {
    // 17 and 18 placed: from 12 on the exact search plays, but for the last
    // placement and in lost positions, which are left to the search.
    let mut rng = rand::rngs::StdRng::seed_from_u64(13);
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_book(None);
    let mut checked = 0;
    for i in 0..60 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let pos = random_position(
            &mut rng,
            17 + (i % 2) as u8,
            (i / 2 % G as usize) as u8,
            side,
        );
        let Ok(game) = Game::from_position(settings(), pos) else {
            continue;
        };
        if game.outcome().is_some() || minimax(&pos) == Wdl::Loss {
            continue;
        }
        let answer = bot
            .think(
                &game,
                &Request::Level(Level::Perfect),
                0,
                &StopFlag::new(),
                &mut |_| {},
            )
            .expect("a move");
        assert_eq!(
            value_after(&game, answer.best),
            minimax(&pos),
            "{}",
            pos.board_string()
        );
        // Exact, not searched: the search would report its depth and nodes.
        assert_eq!((answer.depth, answer.nodes), (0, 0));
        checked += 1;
    }
    assert!(checked > 25, "only {checked} positions");
}

/// A position at 12 placed, goats to move and not lost, whose exact search
/// visits more than 8,192 positions, and how many it visits.
fn long_exact_search() -> (Position, u64) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(12);
    (0..50)
        .find_map(|_| {
            let pos = random_position(&mut rng, 12, 0, Side::Goat);
            let mut search = ExactSearch::new(table());
            search.best_move(&pos)?;
            let long = search.nodes() > 8 * 1024 && search.value(&pos) != Wdl::Loss;
            long.then_some((pos, search.nodes()))
        })
        .expect("a position with a long search")
}

#[test]
fn perfect_leaves_placement_to_the_engine_search_past_the_exact_node_limit() {
    let (pos, full) = long_exact_search();
    let game = Game::from_position(settings(), pos).expect("a game");
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_book(None);
    let think = |bot: &mut Bot| {
        bot.think(
            &game,
            &Request::Level(Level::Perfect),
            0,
            &StopFlag::new(),
            &mut |_| {},
        )
        .expect("a move")
    };
    // From 12 placed the exact search plays (no depth, no nodes)...
    let exact = think(&mut bot);
    assert_eq!((exact.depth, exact.nodes), (0, 0), "{full} nodes");
    // ...unless it needs more positions than allowed: then the engine searches.
    bot.set_exact_nodes(full / 2);
    let searched = think(&mut bot);
    assert!(searched.depth > 0 && searched.nodes > 0);
    assert!(game.legal_moves_vec().contains(&searched.best));
}

#[test]
fn perfect_owes_only_hards_depth_once_the_exact_search_gave_up() {
    let (pos, full) = long_exact_search();
    let game = Game::from_position(settings(), pos).expect("a game");
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_book(None);
    // No time beyond what each level owes.
    bot.set_perfect_time(std::time::Duration::ZERO);
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_exact_nodes(full / 2);
    let after_exact = perfect_move(&mut bot, &game);
    assert_eq!(after_exact.depth, Level::Hard.depth(), "{full} nodes");
    // Where no exact search ran, Perfect's own depth is owed.
    bot.set_tablebase(None);
    assert_eq!(perfect_move(&mut bot, &game).depth, Level::Perfect.depth());
}

#[test]
fn a_stopped_exact_search_gives_up_and_answers_nothing() {
    // A position whose search takes many nodes, so that stopping it saves something.
    let (pos, full) = long_exact_search();
    let stop = StopFlag::new();
    stop.stop();
    let mut stopped = ExactSearch::new(table()).with_stop(&stop);
    assert_eq!(stopped.best_move(&pos), None, "a stopped search's move");
    assert!(
        stopped.nodes() < 2 * 1024,
        "stopped after {} of {full} nodes",
        stopped.nodes()
    );
}

/// The tigers' rule without captures first (so it needs more exceptions
/// here) and without the exact search.
const INNER: Policy = Policy {
    exact_from: 20,
    formation: Some(Formation {
        captures_first: false,
        ..TIGERS_FORMATION
    }),
    ..DEFAULT_POLICY
};

/// A tigers' book under `policy` explored from `root` alone, with `root`
/// in its header (a rule's book plays only on its own lines).
fn rooted_book(keep: Keep, policy: Policy, root: &Position, listed: bool) -> (Arc<Book>, usize) {
    let exceptions = make_book(Side::Tiger, keep, policy, &[(*root, Wdl::Draw)]);
    let answers = policy_answers(policy, G, Some(table()));
    let kept: &[Exception] = if listed { &exceptions } else { &[] };
    let home = (root.to_move(), Frame::of(root).key());
    let bytes = file::write(G, keep, home, policy, &answers, &[(Side::Tiger, kept)]);
    let book = Arc::new(Book::from_bytes(bytes).expect("a book just written"));
    (book, exceptions.len())
}

#[test]
fn a_formation_book_keeps_the_tigers_value_on_its_lines_and_needs_its_exceptions() {
    let roots = roots(Side::Tiger, 8);
    for keep in [Keep::Exact, Keep::Draw] {
        let (mut moves, mut short, mut bare, mut listed) = (0, 0, 0, 0);
        for root in &roots {
            let (book, count) = rooted_book(keep, INNER, &root.0, true);
            let (m, s) = play_out(book, Side::Tiger, keep, std::slice::from_ref(root));
            moves += m;
            short += s;
            listed += count;
            let (book, _) = rooted_book(keep, INNER, &root.0, false);
            bare += play_out(book, Side::Tiger, keep, std::slice::from_ref(root)).1;
        }
        // At least one tiger move at 18 placed and one at 19 from each root.
        assert!(moves >= 16, "{keep:?}: only {moves} booked moves");
        assert_eq!(short, 0, "{keep:?}: booked moves fell short");
        assert!(listed > 0, "{keep:?}: no exceptions");
        assert!(bare > 0, "{keep:?}: the bare rule never fell short");
    }
}

#[test]
fn a_formation_book_plays_only_on_its_own_lines() {
    let root = roots(Side::Tiger, 1)[0].0;
    let (book, _) = rooted_book(Keep::Draw, INNER, &root, true);
    let mut thinker = baghchal::book::policy::Thinker::new(INNER);
    let mut game = Game::from_position(settings(), root).expect("a game");
    let ours = book
        .choose(&game, table(), &mut thinker)
        .expect("the root is on its lines");
    // Every other tiger move leaves the book's lines (unless it is a
    // symmetric twin of the book's move), so the goats' replies are not booked.
    let mut left = 0;
    for m in game.legal_moves_vec() {
        game.play(m).expect("legal");
        let goats_reply = game.legal_moves_vec()[0];
        game.play(goats_reply).expect("legal");
        let twin = {
            let mut a = root;
            a.play_unchecked(m);
            let mut b = root;
            b.play_unchecked(ours);
            Frame::of(&a).key() == Frame::of(&b).key()
        };
        if game.outcome().is_none() && game.position().goats_in_hand() > 0 {
            let booked = book.choose(&game, table(), &mut thinker);
            assert_eq!(booked.is_some(), twin, "after {m} then {goats_reply}");
            left += u32::from(!twin);
        }
        game.undo();
        game.undo();
    }
    assert!(left > 0, "no tiger move left the book's lines");
    // A game that did not begin at the book's root is off its lines too.
    let elsewhere = roots(Side::Tiger, 2)[1].0;
    assert_ne!(Frame::of(&elsewhere).key(), Frame::of(&root).key());
    let game = Game::from_position(settings(), elsewhere).expect("a game");
    assert_eq!(book.choose(&game, table(), &mut thinker), None);
}

#[test]
fn a_formation_policy_round_trips_and_forged_rules_are_refused() {
    let answers = policy_answers(INNER, G, Some(table()));
    let bytes = file::write(
        G,
        Keep::Draw,
        start(),
        INNER,
        &answers,
        &[(Side::Tiger, &[])],
    );
    let book = Book::from_bytes(bytes.clone()).expect("a formation book");
    assert_eq!(book.header().policy, INNER);
    book.check_policy(Some(table())).expect("this build's rule");
    // The same answers under the search policy are another policy's.
    let searched = file::write(G, Keep::Draw, start(), DEFAULT_POLICY, &answers, &[]);
    let err = Book::from_bytes(searched)
        .expect("well formed")
        .check_policy(Some(table()))
        .expect_err("the rule's answers are not the search's");
    assert!(err.0.contains("another version"), "{err}");

    let off_board = Policy {
        formation: Some(Formation {
            points: 1 << 25,
            captures_first: false,
        }),
        ..INNER
    };
    refused(
        file::write(G, Keep::Draw, start(), off_board, &[], &[]),
        "off the board",
    );
    // The rule byte follows the fixed fields of the header.
    let rule_at = 8 + 4 + 2 + file::RULES.len() + 3 + 8 + 4 + 4 + 8 + 1;
    assert_eq!(bytes[rule_at], 1, "a formation's rule byte");
    let mut bad = bytes.clone();
    bad[rule_at] = 2;
    refused(bad, "unknown policy rule byte 2");
    let mut bad = bytes;
    bad[rule_at + 5] = 7;
    refused(bad, "unknown captures-first byte 7");
}

#[test]
fn solve_book_refuses_a_bad_formation_before_reading_anything() {
    let refusal = |extra: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_baghchal"))
            .args([
                "solve",
                "book",
                "--layers",
                "no-such-dir",
                "--table",
                "no-such.tb",
            ])
            .args(["--work", "no-such-work"])
            .args(extra)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let said = refusal(&["--side", "goat", "--formation", "b2,d2"]);
    assert!(said.contains("a rule for the tigers"), "{said}");
    let said = refusal(&["--side", "tiger", "--formation", "b2,z9"]);
    assert!(said.contains("z9"), "{said}");
    let said = refusal(&["--side", "tiger", "--formation", "captures-first"]);
    assert!(said.contains("at least one point"), "{said}");
    let said = refusal(&["--side", "tiger", "--exact-check-every", "0"]);
    assert!(said.contains("1 or more"), "{said}");
    // A good formation gets as far as the layers, which are not there.
    let said = refusal(&[
        "--side",
        "tiger",
        "--formation",
        "b2,d2,b4,d4,captures-first",
    ]);
    assert!(said.contains("no-such-dir"), "{said}");
    assert!(!Path::new("no-such-work").exists(), "nothing was written");
}

/// `bot`'s Perfect move in `game`.
fn perfect_move(bot: &mut Bot, game: &Game) -> baghchal::bot::Answer {
    bot.think(
        game,
        &Request::Level(Level::Perfect),
        0,
        &StopFlag::new(),
        &mut |_| {},
    )
    .expect("a move")
}

#[test]
fn the_holding_and_winning_moves_agree_with_a_plain_minimax() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(41);
    let (mut holds, mut wins) = (0, 0);
    for i in 0..240 {
        let side = if i % 2 == 0 { Side::Goat } else { Side::Tiger };
        let pos = random_position(
            &mut rng,
            17 + (i % 3) as u8,
            (i / 3 % G as usize) as u8,
            side,
        );
        if !pos.has_moves(true) {
            continue;
        }
        let value = minimax(&pos);
        let ours_after = |m: baghchal::Move| {
            let mut after = pos;
            after.play_unchecked(m);
            if after.captured() >= G {
                Wdl::Win
            } else {
                minimax(&after).flip()
            }
        };
        let holding = ExactSearch::new(table()).holding_move(&pos);
        assert_eq!(
            holding.is_some(),
            value != Wdl::Loss,
            "{}",
            pos.board_string()
        );
        if let Some(m) = holding {
            assert_ne!(ours_after(m), Wdl::Loss, "{} {m}", pos.board_string());
            holds += 1;
        }
        let winning = ExactSearch::new(table()).winning_move(&pos);
        assert_eq!(
            winning.is_some(),
            value == Wdl::Win,
            "{}",
            pos.board_string()
        );
        if let Some(m) = winning {
            assert_eq!(ours_after(m), Wdl::Win, "{} {m}", pos.board_string());
            wins += 1;
        }
    }
    assert!(holds > 50 && wins > 20, "{holds} holding, {wins} winning");
}

/// A tigers' position at 13 placed that they win, whose first holding
/// move (in the canonical frame a book plays in) only draws, and whose win
/// takes the search past 1,024 positions while the holding move takes
/// fewer (the search looks at its clock only every 1,024).
fn won_but_first_holding_move_draws() -> (Position, baghchal::Move) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(41);
    (0..400)
        .find_map(|_| {
            let pos = random_position(&mut rng, 13, 0, Side::Tiger);
            let frame = Frame::of(&pos);
            let mut search = ExactSearch::new(table());
            let holding = frame.to_original(search.holding_move(&frame.canonical)?);
            let before = search.nodes();
            search.winning_move(&frame.canonical)?;
            let mut after = pos;
            after.play_unchecked(holding);
            let draws = ExactSearch::new(table()).value(&after) == Wdl::Draw;
            let quick_hold = before < 1024;
            (draws && quick_hold && search.nodes() - before > 4 * 1024).then_some((pos, holding))
        })
        .expect("such a position")
}

#[test]
fn a_book_keeping_a_draw_plays_the_holding_move_and_the_win_only_in_time() {
    let (pos, holding) = won_but_first_holding_move_draws();
    let game = Game::from_position(settings(), pos).expect("a game");
    let policy = Policy {
        exact_from: 12,
        ..WEAK
    };
    let wins = |m: baghchal::Move| {
        let mut after = pos;
        after.play_unchecked(m);
        ExactSearch::new(table()).value(&after) == Wdl::Loss
    };
    let past = Instant::now();
    let future = past + std::time::Duration::from_secs(3600);
    let mut thinker = baghchal::book::policy::Thinker::new(policy);
    let draw_book = book_of(Side::Tiger, Keep::Draw, policy, &[]);
    let exact_book = book_of(Side::Tiger, Keep::Exact, policy, &[]);
    let choose = |book: &Book, thinker: &mut _, win_by: Option<Instant>| {
        let by = win_by.map(|win_by| Within {
            hold_by: Some(future),
            win_by,
        });
        book.choose_within(&game, table(), thinker, by)
            .expect("a move")
    };
    // Out of time for the win: the move the book's proof needs, not lost.
    assert_eq!(choose(&draw_book, &mut thinker, Some(past)), holding);
    // In time: the win.
    assert!(wins(choose(&draw_book, &mut thinker, Some(future))));
    // The policy itself, and a book that keeps the value exactly (the
    // tigers' win at 3), keep the win whatever the clock.
    assert!(wins(choose(&draw_book, &mut thinker, None)));
    assert!(wins(choose(&exact_book, &mut thinker, Some(past))));
    // Perfect with no time to spare plays the holding move.
    let mut bot = Bot::with_memory(1 << 20);
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_book(Some(draw_book));
    bot.set_perfect_time(std::time::Duration::ZERO);
    let answer = perfect_move(&mut bot, &game);
    assert_eq!(answer.best, holding);
}
