//! Subcommands of the `baghchal` binary.

mod bench;
mod bench_perfect;
mod book;
mod book_match;
mod cache;
mod engine;
mod matches;
mod open;
mod options;
mod output;
mod perft;
mod play;
mod play_perfect;
mod puzzles;
mod solve;
mod tablebase;
mod tablebase_bench;
mod tablebase_match;
mod usage;

/// What runs a command, given the words after its name; returns the exit code.
type Runner = fn(&[String]) -> i32;

/// Every command the dispatcher knows, with what runs it; each has its
/// usage in [`usage::COMMANDS`] (a test checks the two lists agree).
const DISPATCH: &[(&str, Runner)] = &[
    ("play", play::run),
    ("engine", engine),
    ("perft", perft::run),
    ("match", matches::run),
    ("bench", bench::run),
    ("tablebase", tablebase::run),
    ("solve", solve::run),
    ("puzzles", puzzles::run),
    ("help", help),
];

/// Runs the subcommand named by `args`; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    let (name, rest) = match args.split_first() {
        None => return play::run(&[]),
        Some((first, _)) if first == "--help" || first == "-h" => return help(&[]),
        // Options alone are the game's.
        Some((first, _)) if first.starts_with('-') => ("play", args),
        Some((first, rest)) => (first.as_str(), rest),
    };
    let Some((_, runner)) = DISPATCH.iter().find(|(n, _)| *n == name) else {
        eprintln!("unknown command '{name}'.\n{}", usage::summary());
        return 2;
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", usage::help(name, rest));
        return 0;
    }
    runner(rest)
}

/// `engine`: the protocol takes no arguments; any is a mistake worth saying.
fn engine(args: &[String]) -> i32 {
    if let Some(extra) = args.first() {
        eprintln!("unexpected '{extra}'. {}", usage::of("engine"));
        return 2;
    }
    engine::run()
}

/// `help [COMMAND [SUBCOMMAND]]`: the summary, or one command's usage.
fn help(args: &[String]) -> i32 {
    match args.split_first() {
        None => println!("{}", usage::summary()),
        Some((name, rest)) if usage::command(name).is_some() => {
            println!("{}", usage::help(name, rest))
        }
        Some((name, _)) => {
            eprintln!("unknown command '{name}'.\n{}", usage::summary());
            return 2;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_the_dispatcher_knows_has_its_usage_and_no_other() {
        let dispatched: Vec<&str> = DISPATCH.iter().map(|(n, _)| *n).collect();
        let documented: Vec<&str> = usage::COMMANDS.iter().map(|c| c.name).collect();
        assert_eq!(dispatched, documented);
        let summary = usage::summary();
        for name in dispatched {
            assert!(summary.contains(&format!("baghchal {name}")), "{name}");
        }
    }
}
