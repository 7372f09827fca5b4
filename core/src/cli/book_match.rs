//! `baghchal solve match BOOK --table FILE`: Perfect with the book against
//! Perfect without it, Hard and random play, from the book's root, for each
//! side the book plays; the booked side must never lose.

use super::open;
use super::options::{count, number, Exit, Failure};
use baghchal::book::frame::position_of;
use baghchal::book::Book;
use baghchal::bot::{Bot, Level};
use baghchal::{Game, Settings};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::time::Duration;

/// What `solve match` is given.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The book
    #[arg(value_name = "BOOK")]
    book: String,
    /// The endgame table of the book's goats-to-win
    #[arg(long, value_name = "FILE")]
    table: String,
    /// Games per side and opponent
    #[arg(long, value_name = "N", default_value = "100", value_parser = count)]
    games: u64,
    /// Seed of the opponents' moves
    #[arg(long, value_name = "N", default_value = "1", value_parser = number, allow_negative_numbers = true)]
    seed: u64,
    /// The opponents' search time per move
    #[arg(long, value_name = "MS", default_value = "50", value_parser = number, allow_negative_numbers = true)]
    perfect_ms: u64,
}

/// The opponents the booked side meets.
#[derive(Copy, Clone, Debug)]
enum Opponent {
    /// Perfect with the table, without the book.
    Perfect,
    /// Hard.
    Hard,
    /// A uniformly random legal move.
    Random,
}

impl Opponent {
    fn name(self) -> &'static str {
        match self {
            Opponent::Perfect => "perfect without the book",
            Opponent::Hard => "hard",
            Opponent::Random => "random",
        }
    }
}

/// Runs the match; returns the exit code (1 if the booked side lost a game).
pub(super) fn run(args: MatchArgs) -> Exit {
    let MatchArgs {
        book: path,
        table: table_path,
        games,
        seed,
        perfect_ms: ms,
    } = args;
    let path = &path;
    let book = Arc::new(Book::open(path).map_err(|e| format!("{path}: {e}"))?);
    let table = Arc::new(open::searched_table(&table_path)?);
    if table.goats_to_win() != book.goats_to_win() {
        return Err(Failure::Plain(format!(
            "the table is for goats_to_win {}, the book for {}",
            table.goats_to_win(),
            book.goats_to_win()
        )));
    }
    book.check_policy(Some(&table))
        .map_err(|e| format!("{path}: {e}"))?;
    let (root_side, root_key) = book.header().root;
    let root =
        position_of(root_key, root_side).ok_or(format!("{path}: its root is not a position"))?;
    let settings = Settings {
        goats_to_win: book.goats_to_win(),
        ..Settings::default()
    };
    println!(
        "the book ({} bytes, goats_to_win {}) from {} ({} to move), {games} games per side and opponent",
        book.size(),
        book.goats_to_win(),
        root.board_string(),
        root.to_move().name()
    );
    let mut lost = 0;
    for side in book.sides() {
        for opponent in [Opponent::Perfect, Opponent::Hard, Opponent::Random] {
            let mut booked = Bot::with_memory(16 << 20);
            booked.set_tablebase(Some(table.clone()));
            booked.set_book(Some(book.clone()));
            let mut other = Bot::with_memory(16 << 20);
            other.set_tablebase(Some(table.clone()));
            other.set_book(None);
            other.set_perfect_time(Duration::from_millis(ms));
            let mut results = [0u64; 3];
            for game_no in 0..games {
                let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(game_no);
                let mut rng = StdRng::seed_from_u64(game_seed);
                let mut game = Game::from_position(settings, root).map_err(|e| e.to_string())?;
                while game.outcome().is_none() {
                    let mover = game.position().to_move();
                    let m = if mover == side {
                        think(&mut booked, &game, Level::Perfect, game_seed)?
                    } else {
                        match opponent {
                            Opponent::Perfect => {
                                think(&mut other, &game, Level::Perfect, rng.gen())?
                            }
                            Opponent::Hard => think(&mut other, &game, Level::Hard, rng.gen())?,
                            Opponent::Random => {
                                let moves = game.legal_moves_vec();
                                moves[rng.gen_range(0..moves.len())]
                            }
                        }
                    };
                    game.play(m)
                        .map_err(|e| format!("a bot played an illegal move: {e}"))?;
                }
                let k = match game.outcome().and_then(|o| o.winner) {
                    Some(w) if w == side => 0,
                    None => 1,
                    Some(_) => 2,
                };
                results[k] += 1;
            }
            lost += results[2];
            println!(
                "book as {}s against {}: {} wins, {} draws, {} losses",
                side.name(),
                opponent.name(),
                results[0],
                results[1],
                results[2]
            );
        }
    }
    Ok(if lost == 0 { 0 } else { 1 })
}

/// A bot's move in an unfinished game; an error, not a panic, if it finds none.
fn think(bot: &mut Bot, game: &Game, level: Level, seed: u64) -> Result<baghchal::Move, String> {
    bot.level_move(game, level, seed)
        .ok_or_else(|| "a bot found no move in an unfinished game".to_string())
}
