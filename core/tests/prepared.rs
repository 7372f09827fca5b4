//! Perfect's moves chosen ahead of time for a book's exact layers
//! (`bot::prepared`, `baghchal solve choices`): each keeps its position's
//! value, is Perfect's own unhurried move, and is what Perfect then plays,
//! on every image of the position, as long as it plays for the win; in the
//! movement phase only where the table says it keeps the draw and it
//! repeats no position of the game.

mod placement;

use baghchal::book::code::{decode, encode};
use baghchal::book::exact::ExactSearch;
use baghchal::book::explore::Exception;
use baghchal::book::frame::{map_move, position_of, Frame};
use baghchal::book::policy::Thinker;
use baghchal::book::Book;
use baghchal::bot::endgame;
use baghchal::bot::prepared::{
    playable_in_movement, prepare, read_preferred, LayerCount, Prepared,
};
use baghchal::bot::{Bot, Level, Limits, Request, StopFlag};
use baghchal::tablebase::symmetry::{map_bits, COUNT};
use baghchal::tablebase::Value;
use baghchal::{Bitboard, Game, Move, Position, Settings, Side, TOTAL_GOATS};
use placement::{shared_table, G};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The shipped tigers' book for goats-to-win 3 (its exact search from 13
/// placed, like the goats-to-win 5 one).
fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        let path = book_path();
        Book::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    })
}

fn book_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("books/g3-tigers.book")
}

/// The moves chosen on the book's lines against Medium's 3-deep search,
/// through its first exact layer, made once.
fn prepared() -> &'static Prepared {
    static FOUND: OnceLock<Prepared> = OnceLock::new();
    FOUND.get_or_init(|| {
        let through = book().header().policy.exact_from;
        prepare(
            book(),
            shared_table(),
            &[3],
            through,
            0,
            &[],
            &|_: &LayerCount| {},
        )
        .expect("the choices are made")
    })
}

/// The shipped book as a fresh copy, without choices.
fn plain_book() -> Book {
    Book::from_bytes(book().with_choices(&[])).expect("the book")
}

fn settings() -> Settings {
    Settings {
        goats_to_win: G,
        ..Settings::default()
    }
}

/// The move a choice names, in its canonical position.
fn chosen(c: &Exception) -> (Position, Move) {
    let pos = position_of(c.key, Side::Tiger).expect("a tiger-to-move position");
    let m = decode(&pos, c.code).expect("a legal move there");
    (pos, m)
}

/// Perfect with `book`, the table and `ms` a move (the memory `prepare`
/// gives it, as a table of another size can choose otherwise).
fn perfect(book: Book, ms: u64) -> Bot {
    let mut bot = Bot::new();
    bot.set_tablebase(Some(shared_table().clone()));
    bot.set_book(Some(Arc::new(book)));
    bot.set_perfect_time(Duration::from_millis(ms));
    bot
}

/// The image of `pos` under symmetry `s`.
fn image(pos: &Position, s: usize) -> Position {
    Position::new(
        Bitboard(map_bits(s, pos.tigers().0)),
        Bitboard(map_bits(s, pos.goats().0)),
        pos.to_move(),
        pos.goats_in_hand(),
        pos.captured(),
    )
    .expect("a symmetry keeps a position legal")
}

#[test]
fn every_choice_keeps_its_value_and_is_perfects_unhurried_move() {
    let found = prepared();
    let exact_from = book().header().policy.exact_from;
    let layer = found
        .layers
        .iter()
        .find(|l| l.placed == exact_from && l.side == Side::Tiger)
        .expect("the lines reach the exact layer");
    assert!(layer.positions >= 20, "{layer:?}");
    assert_eq!(layer.chosen, layer.positions, "one move for each position");
    assert_eq!(found.choices.len(), layer.positions);
    let mut exact = ExactSearch::new(shared_table());
    for c in &found.choices {
        let (pos, m) = chosen(c);
        assert_eq!(TOTAL_GOATS - pos.goats_in_hand(), exact_from);
        let mut after = pos;
        after.play_unchecked(m);
        let (before, left) = (exact.value(&pos), exact.value(&after));
        assert_eq!(left, before.flip(), "{m} at {}", pos.board_string());
    }
    // Each is what Perfect itself plays there with time to spare (checked
    // on a few, a fresh bot each, as the choices were made).
    for c in found.choices.iter().step_by(found.choices.len() / 5) {
        let (pos, m) = chosen(c);
        let mut bot = perfect(plain_book(), 60_000);
        let game = Game::from_position(settings(), pos).expect("default rules");
        assert_eq!(
            bot.level_move(&game, Level::Perfect, 0),
            Some(m),
            "{}",
            pos.board_string()
        );
    }
}

#[test]
fn a_look_without_the_last_placements_lines_is_refused() {
    let through = book().header().policy.exact_from;
    let refused = prepare(
        book(),
        shared_table(),
        &[3],
        through,
        2,
        &[],
        &|_: &LayerCount| panic!("nothing is followed before the refusal"),
    )
    .expect_err("a plan needs the lines through the last placement");
    assert!(refused.contains("--through 19"), "{refused}");
}

#[test]
fn perfect_plays_the_books_choice_on_every_image_and_without_traps_its_own() {
    let found = prepared();
    let (pos, own) = chosen(&found.choices[0]);
    let start = Game::from_position(settings(), pos).expect("default rules");
    let mut plain = perfect(plain_book(), 300);
    plain.set_chances(false);
    let without_traps = plain.level_move(&start, Level::Perfect, 0);
    // A forged choice, another legal move: played only if Perfect reads it.
    let forged = start
        .legal_moves_vec()
        .into_iter()
        .find(|&m| m != own && Some(m) != without_traps)
        .expect("a third move");
    let mut choices = found.choices.clone();
    choices[0].code = encode(forged);
    let bytes = book().with_choices(&[(Side::Tiger, choices)]);
    let with_forged = || Book::from_bytes(bytes.clone()).expect("the forged book opens");
    assert_eq!(with_forged().choice_count(), found.choices.len());
    for s in 0..COUNT {
        let seen = image(&pos, s);
        let game = Game::from_position(settings(), seen).expect("default rules");
        // A millisecond: far too little to search its way to any move.
        let mut bot = perfect(with_forged(), 1);
        assert_eq!(
            bot.level_move(&game, Level::Perfect, 0),
            Some(map_move(s, forged)),
            "image {s}: {}",
            seen.board_string()
        );
        let mut plain = perfect(with_forged(), 300);
        plain.set_chances(false);
        assert_ne!(
            plain.level_move(&game, Level::Perfect, 0),
            Some(map_move(s, forged)),
            "without traps Perfect plays its own move"
        );
    }
}

#[test]
fn a_book_keeps_its_exceptions_and_header_with_choices_added_or_dropped() {
    let found = prepared();
    let with = Book::from_bytes(book().with_choices(&[(Side::Tiger, found.choices.clone())]))
        .expect("the book with choices opens");
    assert_eq!(with.choices(Side::Tiger), found.choices);
    assert!(with.choices(Side::Goat).is_empty());
    let without = Book::from_bytes(with.with_choices(&[])).expect("the book without them");
    assert_eq!(without.choice_count(), 0);
    for b in [&with, &without] {
        assert_eq!(b.header().answers, book().header().answers);
        assert_eq!(b.header().policy, book().header().policy);
        assert_eq!(b.header().sections.len(), book().header().sections.len());
        assert_eq!(
            b.header().sections[0].count,
            book().header().sections[0].count
        );
    }
    // Its exceptions are the shipped file's, byte for byte (they end a
    // book without choices), and read back and written again they stay so.
    let shipped = std::fs::read(book_path()).expect("the shipped book");
    let records = book().header().sections[0].count as usize * 9;
    let plain = book().with_choices(&[]);
    assert!(records > 0);
    assert_eq!(
        plain[plain.len() - records..],
        shipped[shipped.len() - records..]
    );
    assert_eq!(without.with_choices(&[]), plain);
    assert_eq!(
        with.size() - without.size(),
        found.choices.len() * 9 + 1 + 4 + 8,
        "the choices' records and their section's count, side and checksum"
    );
}

/// A game of random moves into the movement phase, tigers to move, in a
/// drawn position with two drawing moves or more and a move that loses; its
/// drawing moves and a losing one.
fn drawn_movement_game(rng: &mut StdRng) -> Option<(Game, Vec<Move>, Move)> {
    let mut game = Game::new(settings()).expect("default rules");
    for _ in 0..rng.gen_range(40..80) {
        let moves = game.legal_moves_vec();
        if game.outcome().is_some() || moves.is_empty() {
            return None;
        }
        game.play(moves[rng.gen_range(0..moves.len())])
            .expect("a legal move");
        let pos = game.position();
        if pos.goats_in_hand() > 0 || pos.to_move() != Side::Tiger || game.outcome().is_some() {
            continue;
        }
        let rated = endgame::rate_moves(shared_table(), &game)?;
        let drawing: Vec<Move> = rated
            .iter()
            .filter(|(_, v)| *v == Value::Draw)
            .map(|&(m, _)| m)
            .collect();
        let losing = rated
            .iter()
            .find(|(_, v)| matches!(v, Value::Loss(_)))
            .map(|&(m, _)| m);
        let won = rated.iter().any(|(_, v)| matches!(v, Value::Win(_)));
        if let (false, true, Some(losing)) = (won, drawing.len() > 1, losing) {
            return Some((game, drawing, losing));
        }
    }
    None
}

/// The book without choices but one: `m` in `game`'s position.
fn book_choosing(game: &Game, m: Move) -> Book {
    let frame = Frame::of(game.position());
    let choice = Exception {
        key: frame.key(),
        code: encode(frame.to_canonical(m)),
    };
    Book::from_bytes(book().with_choices(&[(Side::Tiger, vec![choice])])).expect("the book")
}

/// `m`, a tiger step, then a goat step, and both back: the position comes
/// back by way of the one after `m`.
fn out_and_back(game: &Game, m: Move) -> Option<Game> {
    let (Move::Step { from, to }, mut line) = (m, game.clone()) else {
        return None;
    };
    line.play(m).ok()?;
    let goat = line.legal_moves_vec().into_iter().find_map(|g| match g {
        Move::Step { from: f, to: t } if t != from => Some((f, t)),
        _ => None,
    })?;
    for step in [
        Move::Step {
            from: goat.0,
            to: goat.1,
        },
        Move::Step { from: to, to: from },
        Move::Step {
            from: goat.1,
            to: goat.0,
        },
    ] {
        line.play(step).ok()?;
    }
    (line.position() == game.position()).then_some(line)
}

#[test]
fn a_movement_choice_is_played_where_it_keeps_the_draw_and_repeats_nothing() {
    let mut rng = StdRng::seed_from_u64(31);
    let (mut checked, mut repeats) = (0, 0);
    while checked < 6 {
        let Some((game, drawing, losing)) = drawn_movement_game(&mut rng) else {
            continue;
        };
        checked += 1;
        let mut plain = perfect(plain_book(), 1);
        let own = plain.level_move(&game, Level::Perfect, 0).expect("a move");
        let forged = *drawing
            .iter()
            .find(|&&m| m != own)
            .expect("a second drawing move");
        assert!(playable_in_movement(&game, shared_table(), forged));
        let mut bot = perfect(book_choosing(&game, forged), 1);
        assert_eq!(
            bot.level_move(&game, Level::Perfect, 0),
            Some(forged),
            "{}",
            game.position().board_string()
        );
        // A carried move that loses the draw is not played.
        assert!(!playable_in_movement(&game, shared_table(), losing));
        let mut bot = perfect(book_choosing(&game, losing), 1);
        assert_ne!(bot.level_move(&game, Level::Perfect, 0), Some(losing));
        // Nor one that brings back a position of the game.
        if let Some(again) = out_and_back(&game, forged) {
            repeats += 1;
            assert!(!playable_in_movement(&again, shared_table(), forged));
        }
    }
    assert!(repeats > 0, "no repetition was checked");
}

/// A game from the start to `placed` goats placed with the tigers to move:
/// the tigers playing the book, the goats a 3-deep search's move (one of
/// those `prepare` follows with depths `[3]`). `None` if it ends first.
fn on_the_lines_to(placed: u8, seed: u64) -> Option<Game> {
    let mut tigers = perfect(plain_book(), 300);
    tigers.set_chances(false);
    let mut goats = Bot::new();
    let three = Request::Limits(Limits {
        depth: Some(3),
        nodes: None,
        time: None,
    });
    let mut game = Game::new(settings()).expect("default rules");
    while game.outcome().is_none() {
        let pos = game.position();
        if pos.to_move() == Side::Tiger && TOTAL_GOATS - pos.goats_in_hand() == placed {
            return Some(game);
        }
        let m = match pos.to_move() {
            Side::Tiger => tigers.level_move(&game, Level::Perfect, 0),
            Side::Goat => goats
                .think(&game, &three, seed, &StopFlag::new(), &mut |_| {})
                .map(|a| a.best),
        };
        game.play(m.expect("a move")).expect("a legal move");
    }
    None
}

/// `m` at `pos` as a book records it.
fn record(pos: &Position, m: Move) -> Exception {
    let frame = Frame::of(pos);
    Exception {
        key: frame.key(),
        code: encode(frame.to_canonical(m)),
    }
}

#[test]
fn a_preferred_move_before_the_exact_layer_keeps_the_value_and_the_game_on_the_lines() {
    let last = book().header().policy.exact_from - 1;
    let mut exact = ExactSearch::new(shared_table());
    let (mut preferred, mut games, mut losing) = (Vec::<Exception>::new(), Vec::new(), None);
    for seed in 0..6 {
        let Some(game) = on_the_lines_to(last, seed) else {
            continue;
        };
        let pos = *game.position();
        let mut plain = perfect(plain_book(), 300);
        plain.set_chances(false);
        let own = plain
            .level_move(&game, Level::Perfect, 0)
            .expect("the book's move");
        let value = exact.value(&pos);
        let mut other = None;
        for m in game.legal_moves_vec().into_iter().filter(|&m| m != own) {
            let mut after = pos;
            after.play_unchecked(m);
            if exact.value(&after) == value.flip() {
                other.get_or_insert(m);
            } else {
                losing.get_or_insert(record(&pos, m));
            }
        }
        let Some(other) = other else { continue };
        if preferred.iter().all(|p| p.key != record(&pos, other).key) {
            preferred.push(record(&pos, other));
            games.push((game, other));
        }
    }
    assert!(
        preferred.len() >= 2,
        "{} positions with another move",
        preferred.len()
    );
    let found = prepare(
        book(),
        shared_table(),
        &[3],
        last,
        0,
        &preferred,
        &|_: &LayerCount| {},
    )
    .expect("the preferred moves keep their values");
    let mut sorted = preferred.clone();
    sorted.sort_unstable();
    assert_eq!(
        found.choices, sorted,
        "each preferred move is carried, nothing else"
    );
    let with = || {
        Book::from_bytes(book().with_choices(&[(Side::Tiger, found.choices.clone())]))
            .expect("the book with them")
    };
    let mut thinker = Thinker::new(book().header().policy);
    for (game, other) in &games {
        let mut bot = perfect(with(), 1);
        assert_eq!(bot.level_move(game, Level::Perfect, 0), Some(*other));
        // After it and a reply the game is still on the book's lines, where
        // Perfect keeps the value by the exact search; without the choice
        // it would not be.
        let mut after = game.clone();
        after.play(*other).expect("a legal move");
        after
            .play(after.legal_moves_vec()[0])
            .expect("a legal move");
        assert!(with().on_its_lines(&after, shared_table(), &mut thinker));
        assert!(!plain_book().on_its_lines(&after, shared_table(), &mut thinker));
    }
    let refused = |list: &[Exception]| {
        prepare(
            book(),
            shared_table(),
            &[3],
            last,
            0,
            list,
            &|_: &LayerCount| {},
        )
        .expect_err("refused")
    };
    // A move that loses the value is refused.
    let losing =
        losing.expect("a move that loses the value at the last move before the exact layer");
    assert!(refused(&[losing]).contains("not chosen"));
    // So is a list naming a position the lines do not reach: the tigers
    // in the corners, which the book's rule leaves at once.
    let corners = Bitboard(1 | 1 << 4 | 1 << 20 | 1 << 24);
    let edges = Bitboard(0b01110_10001_10001_10001_01110);
    let off =
        Position::new(corners, edges, Side::Tiger, TOTAL_GOATS - last, 0).expect("a position");
    let step = Game::from_position(settings(), off)
        .expect("default rules")
        .legal_moves_vec()[0];
    assert!(refused(&[record(&off, step)]).contains("do not reach"));
}

#[test]
fn a_preferred_move_in_the_exact_layer_replaces_perfects_own_choice() {
    let exact_from = book().header().policy.exact_from;
    let mut exact = ExactSearch::new(shared_table());
    // A position of the first exact layer on the lines, the choice there,
    // another move that keeps the value and one that does not.
    let mut found = None;
    for seed in 0..6 {
        let Some(game) = on_the_lines_to(exact_from, seed) else {
            continue;
        };
        let pos = *game.position();
        let key = Frame::of(&pos).key();
        let own = *prepared()
            .choices
            .iter()
            .find(|c| c.key == key)
            .expect("every position of the layer on the lines has a choice");
        let value = exact.value(&pos);
        let (mut keeping, mut losing) = (None, None);
        for m in game.legal_moves_vec() {
            let mut after = pos;
            after.play_unchecked(m);
            if exact.value(&after) != value.flip() {
                losing.get_or_insert(m);
            } else if record(&pos, m) != own {
                keeping.get_or_insert(m);
            }
        }
        if let (Some(keeping), Some(losing)) = (keeping, losing) {
            found = Some((game, own, keeping, losing));
            break;
        }
    }
    let (game, own, other, losing) =
        found.expect("an exact-layer position with another move that keeps its value");
    let wanted = record(game.position(), other);
    let made = |list: &[Exception]| {
        prepare(
            book(),
            shared_table(),
            &[3],
            exact_from,
            0,
            list,
            &|_: &LayerCount| {},
        )
    };
    let with = made(&[wanted]).expect("the preferred move keeps its value");
    let at_key: Vec<&Exception> = with.choices.iter().filter(|c| c.key == own.key).collect();
    assert_eq!(at_key, [&wanted], "the preferred move replaces the choice");
    let carrying = |choices: &[Exception]| {
        let book = Book::from_bytes(book().with_choices(&[(Side::Tiger, choices.to_vec())]))
            .expect("the book with them");
        perfect(book, 1).level_move(&game, Level::Perfect, 0)
    };
    assert_eq!(carrying(&with.choices), Some(other));
    assert_ne!(carrying(&prepared().choices), Some(other));
    // A preferred move that loses the value is refused here too.
    let refused = made(&[record(game.position(), losing)]).expect_err("refused");
    assert!(refused.contains("not chosen"), "{refused}");
}

#[test]
fn preferred_moves_are_read_as_written_and_bad_lines_are_refused_by_number() {
    let some = &prepared().choices[..3];
    let mut text = String::from("# class key, move\n\n");
    for c in some {
        text += &format!("{} {}  # a comment\n", c.key, chosen(c).1);
    }
    assert_eq!(read_preferred(&text, Side::Tiger).expect("read"), some);
    let (pos, m) = chosen(&some[0]);
    // The same position's key in another image than the canonical one.
    let raw = |p: &Position| {
        u64::from(p.tigers().0) | u64::from(p.goats().0) << 25 | u64::from(p.captured()) << 50
    };
    let other = (1..COUNT)
        .map(|s| raw(&image(&pos, s)))
        .find(|&k| k != some[0].key)
        .expect("an image that is not the canonical one");
    for (line, why) in [
        (
            format!("{}", some[0].key),
            "expected a class key and a move",
        ),
        (
            format!("{} {m} {m}", some[0].key),
            "expected a class key and a move",
        ),
        (format!("k{} {m}", some[0].key), "the key is not a number"),
        (format!("{} a1-a1", some[0].key), "no legal move a1-a1"),
        (
            format!("{other} {m}"),
            "no position with the tigers to move",
        ),
    ] {
        let text = format!("{} {}\n{line}\n", some[1].key, chosen(&some[1]).1);
        let refused = read_preferred(&text, Side::Tiger).expect_err(&line);
        assert!(
            refused.starts_with("line 2: ") && refused.contains(why),
            "{line}: {refused}"
        );
    }
}
