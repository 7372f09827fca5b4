//! Subcommands of the `baghchal` binary.

mod bench;
mod book;
mod book_match;
mod engine;
mod matches;
mod perft;
mod play;
mod puzzles;
mod solve;
mod tablebase;
mod tablebase_bench;
mod tablebase_match;

const USAGE: &str =
    "usage: baghchal [play [options] | engine | perft N | match A B [options] | bench [options]]
  (no command)  play against the bot in the terminal
  play          --side goats|tigers|random --level easy|medium|hard|perfect --seed N
  engine        the line protocol on stdin/stdout
  perft N       move-generator count and speed
  match A B     bot against bot; A and B are levels or depth=N, nodes=N, ms=N
                --games N --threads N --seed N --perfect-ms MS --goats-to-win N
                --a-as goats|tigers|both --tune-a|--tune-b name=value,...
  bench         search a fixed suite of positions: nodes, speed, time per level
                --repeat N
  tablebase     build --goats-to-win G [--one-side] --out FILE | slim FULL_FILE OUT
                | stats FILE | verify FILE [--sample N]
                | match FILE [--games N --perfect-ms MS --threads N --seed N --any-start]
                | bench FILE [--probes N] [--perfect [--positions N] [--perfect-ms MS]]
  solve         build --goats-to-win G --table FILE --out DIR | stats DIR
                | verify DIR [--sample N] [--table FILE]
                | book --layers DIR --table FILE --work DIR [--out BOOK] [--root SETUP]
                  [--side goat|tiger|both] [--nodes N] [--keep exact|draw]
                | match BOOK --table FILE [--games N] [--seed N] [--perfect-ms MS]";

/// Runs the subcommand named by `args`; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        None => play::run(&[]),
        Some("play") => play::run(&args[1..]),
        Some(flag) if flag.starts_with("--") && flag != "--help" => play::run(args),
        Some("engine") => engine::run(),
        Some("perft") => perft::run(&args[1..]),
        Some("match") => matches::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("tablebase") => tablebase::run(&args[1..]),
        Some("solve") => solve::run(&args[1..]),
        Some("puzzles") => puzzles::run(&args[1..]),
        Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            0
        }
        Some(other) => {
            eprintln!("unknown command '{other}'. {USAGE}");
            2
        }
    }
}

/// The whole number after the flag `flag` (the iterator's next word), or the
/// message naming what is missing or wrong; `usage` ends the missing-value message.
fn flag_number<'a>(
    it: &mut impl Iterator<Item = &'a String>,
    flag: &str,
    usage: &str,
) -> Result<u64, String> {
    let v = it.next().ok_or(format!("{flag} needs a value. {usage}"))?;
    v.parse()
        .map_err(|_| format!("{flag} {v}: expected a whole number"))
}
