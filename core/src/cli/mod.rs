//! Subcommands of the `baghchal` binary, read by one parser (`clap`), so
//! every command words an unknown option, a typo, a missing value, an extra
//! word, `--help` and `--version` the same way, and exits 2 on a mistake.

mod bench;
mod bench_analysis;
mod bench_perfect;
mod bench_times;
mod book;
mod book_choices;
mod book_match;
mod cache;
mod chances_match;
mod engine;
mod matches;
mod open;
mod options;
mod output;
mod perft;
mod play;
mod play_perfect;
mod puzzles;
mod record;
mod slow_core;
mod solve;
mod tablebase;
mod tablebase_bench;
mod tablebase_match;
mod usage;

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use options::Failure;
use std::ffi::OsString;

/// Baghchal, the Nepali game of four tigers and twenty goats: a game in the
/// terminal, the bot's engine protocol, and the tools that make and check
/// its tables, books and puzzles.
#[derive(Parser, Debug)]
#[command(
    name = "baghchal",
    version,
    args_conflicts_with_subcommands = true,
    subcommand_value_name = "COMMAND"
)]
struct Cli {
    /// Options alone (no command) are the game's.
    #[command(flatten)]
    play: play::PlayArgs,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The commands; each has its forms in [`usage::COMMANDS`] (a test checks
/// the two agree, option by option).
#[derive(Subcommand, Debug)]
enum Command {
    /// Play against the bot in the terminal (also with no command, or options alone)
    Play(play::PlayArgs),
    /// The line protocol on stdin/stdout, for programs that drive the bot
    Engine,
    /// Move-generator count from the start to depth N, and its speed
    Perft(perft::PerftArgs),
    /// Bot against bot; --games is even: each opening is played twice, sides swapped, unless --a-as names one side
    Match(matches::MatchArgs),
    /// Search a fixed suite of positions (nodes, speed, time per level), or time Perfect's placement moves from 12 placed
    Bench(bench::BenchArgs),
    /// The endgame table: build, convert, inspect, check, measure, play
    #[command(subcommand)]
    Tablebase(tablebase::TablebaseCommand),
    /// The placement phase solved: build, inspect and check the layers; make and play a book
    #[command(subcommand)]
    Solve(solve::SolveCommand),
    /// Puzzles from the solved game: find them in bot games, check them, list them
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Game texts: convert ours, the baghchal library's PGN and FEN, a set-up line; write bot games
    #[command(subcommand)]
    Record(record::RecordCommand),
}

/// The parser's description of the binary, with each command's usage
/// lines taken from [`usage::COMMANDS`].
fn command() -> clap::Command {
    let mut cmd = Cli::command()
        .override_usage("baghchal [COMMAND] [OPTIONS]   (no command: play, with the options below)")
        .after_help(usage::forms());
    for c in usage::COMMANDS {
        cmd = cmd.mut_subcommand(c.name, |sub| {
            let mut sub = sub.override_usage(usage::of(c.name));
            for name in usage::subcommands(c.name) {
                sub = sub.mut_subcommand(name, |s| s.override_usage(usage::form(c.name, name)));
            }
            sub
        });
    }
    cmd
}

/// Runs the command `args` name (the first is the program's name);
/// returns the process exit code.
pub fn run(args: impl IntoIterator<Item = OsString>) -> i32 {
    let matches = match command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            // Help and version go to stdout with 0; mistakes to stderr with 2.
            let _ = e.print();
            return e.exit_code();
        }
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return e.exit_code();
        }
    };
    let (path, outcome): (Vec<&str>, options::Exit) = match cli.command {
        None => (vec![], play::run(cli.play)),
        Some(Command::Play(a)) => (vec!["play"], play::run(a)),
        Some(Command::Engine) => (vec!["engine"], Ok(engine::run())),
        Some(Command::Perft(a)) => (vec!["perft"], perft::run(a)),
        Some(Command::Match(a)) => (vec!["match"], matches::run(a)),
        Some(Command::Bench(a)) => (vec!["bench"], bench::run(a)),
        Some(Command::Tablebase(c)) => (vec!["tablebase", c.name()], tablebase::run(c)),
        Some(Command::Solve(c)) => (vec!["solve", c.name()], solve::run(c)),
        Some(Command::Puzzles(c)) => (vec!["puzzles", c.name()], puzzles::run(c)),
        Some(Command::Record(c)) => (vec!["record", c.name()], record::run(c)),
    };
    match outcome {
        Ok(code) => code,
        Err(Failure::Plain(message)) => {
            eprintln!("{message}");
            2
        }
        Err(Failure::Usage(message)) => {
            let mut cmd = command();
            let mut at = &mut cmd;
            for name in path {
                at = at.find_subcommand_mut(name).expect("the parser knows it");
            }
            let e = at.error(ErrorKind::ValueValidation, message);
            let _ = e.print();
            e.exit_code()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The long options of `cmd` (not help and version), as `--name`.
    fn longs(cmd: &clap::Command) -> Vec<String> {
        cmd.get_arguments()
            .filter_map(|a| a.get_long())
            .filter(|l| *l != "help" && *l != "version")
            .map(|l| format!("--{l}"))
            .collect()
    }

    /// The `--name` words in a usage form.
    fn named(form: &str) -> Vec<String> {
        form.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .filter(|w| w.starts_with("--") && w.len() > 2)
            .map(str::to_string)
            .collect()
    }

    /// Every option the parser takes is in the usage, and every option the
    /// usage names is one the parser takes, command by command.
    fn agree(what: &str, cmd: &clap::Command, form: &str) {
        let mut taken = longs(cmd);
        let mut shown = named(form);
        taken.sort();
        taken.dedup();
        shown.sort();
        shown.dedup();
        assert_eq!(taken, shown, "{what}: {form}");
    }

    #[test]
    fn every_command_the_parser_knows_has_its_usage_and_every_documented_option_exists() {
        let cmd = command();
        cmd.clone().debug_assert();
        let parsed: Vec<&str> = cmd
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|n| *n != "help")
            .collect();
        let documented: Vec<&str> = usage::COMMANDS.iter().map(|c| c.name).collect();
        assert_eq!(parsed, documented);
        for c in usage::COMMANDS {
            let sub = cmd.find_subcommand(c.name).expect("listed");
            let subs = usage::subcommands(c.name);
            let parsed: Vec<&str> = sub
                .get_subcommands()
                .map(|s| s.get_name())
                .filter(|n| *n != "help")
                .collect();
            if parsed.is_empty() {
                agree(c.name, sub, &c.forms.join(" "));
                continue;
            }
            assert_eq!(parsed, subs, "{}", c.name);
            for name in subs {
                let form = usage::form(c.name, name);
                agree(name, sub.find_subcommand(name).expect("listed"), &form);
            }
        }
        // Options alone are the game's: the same options as `play`.
        agree("(none)", &cmd, usage::COMMANDS[0].forms[0]);
    }
}
