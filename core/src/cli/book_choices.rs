//! `baghchal solve choices`: Perfect's moves in a book's exact layers,
//! chosen ahead of time for the lines a model opponent walks, written into
//! a copy of the book (`bot::prepared`).

use super::open::searched_table;
use super::options::{placed, Exit};
use super::output::Output;
use baghchal::book::Book;
use baghchal::bot::prepared::{prepare, read_preferred, LayerCount};
use std::sync::{Arc, Once};
use std::time::Instant;

/// What `solve choices` is given.
#[derive(clap::Args, Debug)]
pub struct ChoicesArgs {
    /// The book (one side's) to choose for
    #[arg(value_name = "BOOK")]
    book: String,
    /// The endgame table of the book's goats-to-win
    #[arg(long, value_name = "FILE")]
    table: String,
    /// The book file to write: the book with the choices (it may be BOOK)
    #[arg(long, value_name = "BOOK")]
    out: String,
    /// Choose up to and including this many goats placed
    #[arg(long, value_name = "PLACED", default_value_t = 19, value_parser = placed)]
    through: u8,
    /// The depths of the opponent's searches whose best moves are followed
    #[arg(long, value_name = "D,D", default_value = "3,5", value_parser = depths)]
    depths: Depths,
    /// Also plan the first turns of the movement phase, looking this many
    /// turns ahead for traps (0, the default: none; the shipped books carry
    /// none, see docs/books.md); needs --through 19, else it is refused
    #[arg(long, value_name = "TURNS", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=16))]
    look: u32,
    /// Moves to play instead of the book's or Perfect's, from the last move
    /// before the exact layer through --through: lines `KEY MOVE` (class
    /// key, move in the class's canonical image), as
    /// `examples/rollout_choices` writes them
    #[arg(long, value_name = "FILE")]
    prefer: Option<String>,
}

/// Search depths, 1 to 9 each.
#[derive(Clone, Debug)]
struct Depths(Vec<u32>);

fn depths(text: &str) -> Result<Depths, String> {
    let parsed: Option<Vec<u32>> = text
        .split(',')
        .map(|d| d.trim().parse().ok().filter(|d| (1..=9).contains(d)))
        .collect();
    parsed.map(Depths).ok_or_else(|| {
        format!("expected depths from 1 to 9 separated by commas, such as 3,5 (got {text:?})")
    })
}

/// Chooses, prints each layer followed and writes the book.
pub(super) fn run(args: ChoicesArgs) -> Exit {
    let book = Book::open(&args.book).map_err(|e| format!("{}: {e}", args.book))?;
    let table = Arc::new(searched_table(&args.table)?);
    let side = *book.sides().first().ok_or("the book plays no side")?;
    let preferred = match &args.prefer {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            read_preferred(&text, side).map_err(|e| format!("{path}: {e}"))?
        }
        None => Vec::new(),
    };
    let out = Output::prepare(&args.out)?;
    let start = Instant::now();
    // The header waits for the first layer, so that a refusal by `prepare`
    // is all a refused run prints.
    let header = Once::new();
    let progress = |c: &LayerCount| {
        header.call_once(|| {
            println!(
                "{:>8} {:>5} {:>6} {:>10} {:>8}",
                "placed", "turn", "move", "positions", "chosen"
            )
        });
        println!(
            "{:>8} {:>5} {:>6} {:>10} {:>8}   [{:.1}s]",
            c.placed,
            c.turn,
            c.side.name(),
            c.positions,
            c.chosen,
            start.elapsed().as_secs_f64()
        );
    };
    let found = prepare(
        &book,
        &table,
        &args.depths.0,
        args.through,
        args.look,
        &preferred,
        &progress,
    )?;
    let chosen = found.choices.len();
    let bytes = book.with_choices(&[(side, found.choices)]);
    let shown = out.path().display().to_string();
    out.commit(&bytes)?;
    println!(
        "{} moves chosen for the {}s, each keeping its position's value; book written to {shown}: {} bytes",
        chosen,
        side.name(),
        bytes.len()
    );
    Ok(0)
}
