//! `baghchal record`: game texts converted (ours, the `baghchal` Python
//! library's PGN and FEN) and bot games written as text, for sharing and
//! for the round trip with that library (`.ci/library-roundtrip.py`).

use super::options::{count, level, number, Exit};
use baghchal::bot::{self, Level, Request, StopFlag};
use baghchal::gametext::{self, library, ours};
use baghchal::{Game, Settings};
use std::io::Read;

/// The forms `--to` writes.
const FORMS: [&str; 4] = ["text", "library", "library-moves", "fens"];

/// `record`'s subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum RecordCommand {
    /// Read any accepted game text (standard input or --in) and write it as --to
    Convert {
        /// The text's file; standard input without it
        #[arg(long = "in", value_name = "FILE")]
        input: Option<String>,
        /// What to write
        #[arg(long, value_name = "FORM", default_value = "text", value_parser = FORMS)]
        to: String,
    },
    /// Play bot games (both sides at --level) and write each as --to, a blank line between
    Games {
        /// How many games
        #[arg(long, value_name = "N", default_value = "10", value_parser = count)]
        games: u64,
        /// Seed of the games
        #[arg(long, value_name = "S", default_value = "1", value_parser = number, allow_negative_numbers = true)]
        seed: u64,
        /// The bot's level for both sides
        #[arg(long, value_name = "LEVEL", default_value = "easy", value_parser = level)]
        level: Level,
        /// What to write
        #[arg(long, value_name = "FORM", default_value = "text", value_parser = FORMS)]
        to: String,
    },
}

impl RecordCommand {
    /// The subcommand's name, as typed.
    pub fn name(&self) -> &'static str {
        match self {
            RecordCommand::Convert { .. } => "convert",
            RecordCommand::Games { .. } => "games",
        }
    }
}

/// Runs a `record` subcommand: 0 with the text on stdout; 1 when the text
/// is refused (a game that is not legal, or one the library cannot hold),
/// the reason on stderr.
pub fn run(command: RecordCommand) -> Exit {
    let result = match command {
        RecordCommand::Convert { input, to } => convert(input.as_deref(), &to),
        RecordCommand::Games {
            games: count,
            seed,
            level,
            to,
        } => games(count, seed, level, &to),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            Ok(0)
        }
        Err(message) => {
            eprintln!("{message}");
            Ok(1)
        }
    }
}

/// What `--to` names.
fn write(game: &Game, to: &str) -> Result<String, String> {
    let refused = |e: library::LibraryWriteError| format!("refused: {e}");
    Ok(match to {
        "text" => ours::write(game, &[]),
        "library" => {
            library::write_pgn(game, library::LibraryEnding::Refuse).map_err(refused)? + "\n"
        }
        "library-moves" => {
            library::write_pgn(game, library::LibraryEnding::MovesOnly).map_err(refused)? + "\n"
        }
        "fens" => library::game_fens(game).join("\n") + "\n",
        other => {
            return Err(format!(
                "--to {other}: use text, library, library-moves or fens"
            ))
        }
    })
}

/// Reads any accepted text from `input` or standard input, writes it as `to`.
fn convert(input: Option<&str>, to: &str) -> Result<String, String> {
    let text = match input {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?,
        None => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| format!("standard input: {e}"))?;
            s
        }
    };
    let imported =
        gametext::read(&text, &Settings::default()).map_err(|e| format!("refused: {e}"))?;
    write(&imported.game, to)
}

/// Plays `count` bot games at `level` (both sides) from `seed`, each as `to`, a blank line between.
fn games(count: u64, seed: u64, level: Level, to: &str) -> Result<String, String> {
    let mut out = Vec::new();
    for g in 0..count {
        let mut game = Game::new(Settings::default()).expect("the default rules are in range");
        let mut ply = 0u64;
        while game.outcome().is_none() {
            let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g * 1009 + ply);
            let answer = bot::think(
                &game,
                &Request::Level(level),
                game_seed,
                &StopFlag::new(),
                &mut |_| {},
            )
            .expect("an unfinished game has a move");
            game.play(answer.best).expect("the bot plays legal moves");
            ply += 1;
        }
        out.push(write(&game, to)?);
    }
    Ok(out.join("\n"))
}
