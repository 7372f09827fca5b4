//! Subcommands of the `baghchal` binary.

mod engine;
mod perft;

const USAGE: &str = "usage: baghchal [engine | perft N]";

/// Runs the subcommand named by `args`; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        Some("engine") => engine::run(),
        Some("perft") => perft::run(&args[1..]),
        Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            0
        }
        None => {
            println!("Terminal play arrives with the bot. {USAGE}");
            0
        }
        Some(other) => {
            eprintln!("unknown command '{other}'. {USAGE}");
            2
        }
    }
}
