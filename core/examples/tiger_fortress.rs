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
//! each game can be replayed alone.
//!
//!   cargo run --release -p baghchal --example tiger_fortress -- TABLE BOOK [FIRST] [GAMES]

use baghchal::book::installed::install_book;
use baghchal::book::Book;
use baghchal::bot::{Bot, Level};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Game, Phase, Settings, Side, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

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
    let usage = "usage: tiger_fortress TABLE BOOK [FIRST] [GAMES]";
    let mut args = std::env::args().skip(1);
    let table = Arc::new(Tablebase::open(args.next().expect(usage)).expect("the table opens"));
    let book = Book::open(args.next().expect(usage)).expect("the book opens");
    let first: u64 = args.next().map_or(0, |n| n.parse().expect("a number"));
    let games: u64 = args.next().map_or(60, |n| n.parse().expect("a number"));
    install_book(Arc::new(book));
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let (mut won, mut drawn, mut lost, mut closed) = (0, 0, 0, 0);
    for n in first..first + games {
        // `solve chances --seed 1` seeds game n so.
        let seed = 1_000_003 + n;
        let mut rng = StdRng::seed_from_u64(seed);
        let mut perfect = Bot::new();
        perfect.set_tablebase(Some(table.clone()));
        let mut hard = Bot::new();
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
                Side::Goat => hard.level_move(&game, Level::Hard, rng.gen()),
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
        let result = match game.outcome().and_then(|o| o.winner) {
            Some(Side::Tiger) => {
                won += 1;
                "won"
            }
            Some(Side::Goat) => {
                lost += 1;
                "lost"
            }
            None => {
                drawn += 1;
                closed += u32::from(goat_offers == 0);
                "drawn"
            }
        };
        let (board, inner) = first_board.unwrap_or_default();
        println!(
            "game {n}: {result} in {} half moves; goats taken at {}; goat turns with a losing move {goat_offers} of {goat_turns}; tigers' drawing moves a turn {:.1}; after the tigers' first movement move {board} ({inner} tigers inner)",
            game.half_moves(),
            if taken.is_empty() { "none".to_string() } else { taken.join(", ") },
            f64::from(tiger_drawing) / f64::from(tiger_turns.max(1)),
        );
    }
    println!(
        "{games} games: tigers won {won}, drawn {drawn}, lost {lost}; draws in which no goat move ever lost: {closed}"
    );
}
