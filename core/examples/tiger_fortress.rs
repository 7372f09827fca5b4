//! Where Perfect's tigers (the table, the built-in books' policy from a book
//! file, the traps) draw against Hard's goats: each game as `solve chances`
//! plays it (the same seeds for `--seed 1`), with what its movement phase
//! offered. Issue 41 asks for 90 % won against Hard; this shows how many
//! draws no movement-phase play could have won.
//!
//! For each game: the result, the half moves at which goats were taken,
//! the goat turns of the movement phase at which some goat move loses (by
//! the table: the turns Hard could have gone wrong), the tigers' drawing
//! moves per turn, and the board after the tigers' first movement move with
//! how many tigers stand on the nine inner points. A fresh bot per game, so
//! each game can be replayed alone. The last line counts the draws two
//! ways: those in which no goat move ever lost, and the closed ones as
//! `docs/books.md` counts them (ended by half move 65, the tigers at
//! [`CLOSED_DRAWING`] drawing moves a turn or fewer). LEVEL is the goats'
//! (`hard` unless given; `medium` for the 98 % aim).
//!
//!   cargo run --release -p baghchal --example tiger_fortress -- TABLE BOOK [FIRST] [GAMES] [LEVEL]

use baghchal::book::installed::install_book;
use baghchal::book::Book;
use baghchal::bot::{Bot, Level};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

#[path = "support/tally.rs"]
mod tally;

/// A draw ended by this half move, with the tigers at [`CLOSED_DRAWING`]
/// drawing moves a turn or fewer, is closed: a board the placement shut.
const CLOSED_BY: u32 = 65;

/// See [`CLOSED_BY`].
const CLOSED_DRAWING: f64 = 2.1;

/// The nine points of the inner square (b2 to d4).
const INNER: u32 = 0b00000_01110_01110_01110_00000;

/// What one movement turn offered the side to move, by the table.
struct Offer {
    /// Moves after which the position is still a draw.
    drawing: u32,
    /// Moves after which the opponent wins.
    losing: u32,
}

/// The table's verdict on each legal move of `game`, a movement position.
fn offer(game: &Game, table: &Tablebase) -> Offer {
    let mut after = game.clone();
    let (mut drawing, mut losing) = (0, 0);
    for m in game.legal_moves_vec() {
        after.play_unchecked(m);
        let value = match after.outcome() {
            Some(_) => None,
            None => table.probe(after.position()),
        };
        drawing += u32::from(value == Some(Value::Draw));
        losing += u32::from(matches!(value, Some(Value::Win(_))));
        after.undo();
    }
    Offer { drawing, losing }
}

fn main() {
    let usage = "usage: tiger_fortress TABLE BOOK [FIRST] [GAMES] [LEVEL]";
    let mut args = std::env::args().skip(1);
    let table = Arc::new(Tablebase::open(args.next().expect(usage)).expect("the table opens"));
    let book = Book::open(args.next().expect(usage)).expect("the book opens");
    let first: u64 = args.next().map_or(0, |n| n.parse().expect("a number"));
    let games: u64 = args.next().map_or(60, |n| n.parse().expect("a number"));
    let level = args.next().map_or(Level::Hard, |name| {
        Level::parse(&name).unwrap_or_else(|| {
            eprintln!("no level {name:?}; {usage}");
            std::process::exit(2);
        })
    });
    install_book(Arc::new(book));
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut tally = tally::Tally::default();
    let (mut never_lost, mut closed) = (0, 0);
    for n in first..first + games {
        // `solve chances --seed 1` seeds game n so.
        let seed = 1_000_003 + n;
        let mut rng = StdRng::seed_from_u64(seed);
        let mut perfect = Bot::new();
        perfect.set_tablebase(Some(table.clone()));
        let mut goats = Bot::new();
        let mut game = Game::new(settings).expect("default rules");
        let (mut goat_turns, mut goat_offers, mut tiger_turns, mut tiger_drawing) = (0, 0, 0, 0);
        let mut taken = Vec::new();
        let mut first_board = None;
        while game.outcome().is_none() {
            let pos = *game.position();
            if pos.phase() == Phase::Movement {
                let offer = offer(&game, &table);
                if pos.to_move() == Side::Goat {
                    goat_turns += 1;
                    goat_offers += u32::from(offer.losing > 0);
                } else {
                    tiger_turns += 1;
                    tiger_drawing += offer.drawing;
                }
            }
            let m = match pos.to_move() {
                Side::Tiger => perfect.level_move(&game, Level::Perfect, seed),
                Side::Goat => goats.level_move(&game, level, rng.gen()),
            };
            game.play(m.expect("a move in an unfinished game"))
                .expect("a legal move");
            let now = game.position();
            if now.captured() > pos.captured() {
                let placed = TOTAL_GOATS - now.goats_in_hand();
                taken.push(format!("{} ({placed} placed)", game.half_moves()));
            }
            if pos.phase() == Phase::Movement && pos.to_move() == Side::Tiger {
                first_board
                    .get_or_insert((now.board_string(), (now.tigers().0 & INNER).count_ones()));
            }
        }
        let result = tally.add(&game);
        let drawing = f64::from(tiger_drawing) / f64::from(tiger_turns.max(1));
        if result == "drawn" {
            never_lost += u32::from(goat_offers == 0);
            // As printed, to one decimal: what the docs' counts read.
            let shown = (drawing * 10.0).round() / 10.0;
            closed += u32::from(game.half_moves() <= CLOSED_BY && shown <= CLOSED_DRAWING);
        }
        let (board, inner) = first_board.unwrap_or_default();
        println!(
            "game {n}: {result} in {} half moves; goats taken at {}; goat turns with a losing move {goat_offers} of {goat_turns}; tigers' drawing moves a turn {drawing:.1}; after the tigers' first movement move {board} ({inner} tigers inner)",
            game.half_moves(),
            if taken.is_empty() { "none".to_string() } else { taken.join(", ") },
        );
    }
    println!(
        "{games} games against {}: tigers won {}, drawn {}, lost {}; draws in which no goat move ever lost: {never_lost}; closed draws: {closed}",
        level.name(),
        tally.won,
        tally.drawn,
        tally.lost
    );
}
