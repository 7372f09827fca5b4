//! `baghchal solve chances --table FILE`: Perfect as the apps have it (the
//! table and the built-in books), from the first move, against Hard, Medium
//! and random moves on each side, played twice on each seed: holding the
//! draw as before (`hold`) and setting traps in drawn positions (`traps`,
//! [`baghchal::bot::Bot::set_chances`]), so the two stand side by side.
//!
//! `--results FILE` keeps each finished game as a line and, run again with
//! the same file, plays only the games not in it, so the hours a full match
//! takes can be spread over several sittings.

use super::options::{count, number, Exit, Failure};
use super::play_perfect::{Given, GoatsFrom};
use baghchal::bot::{Bot, Level};
use baghchal::{Game, Settings, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::io::Write;
use std::time::Duration;

/// What `solve chances` is given.
#[derive(clap::Args, Debug)]
pub struct ChancesArgs {
    /// The endgame table; its goats-to-win is the games'
    #[arg(long, value_name = "FILE")]
    table: String,
    /// Games per opponent, side and version
    #[arg(long, value_name = "N", default_value = "200", value_parser = count)]
    games: u64,
    /// Seed of the games
    #[arg(long, value_name = "N", default_value = "1", value_parser = number, allow_negative_numbers = true)]
    seed: u64,
    /// Opponents (default: all three)
    #[arg(long, value_name = "hard|medium|random", value_parser = ["hard", "medium", "random"])]
    against: Vec<String>,
    /// Perfect's sides (default: both)
    #[arg(long, value_name = "goats|tigers", value_parser = ["goats", "tigers"])]
    side: Vec<String>,
    /// Perfect's time per move
    #[arg(long, value_name = "MS", default_value = "300", value_parser = number, allow_negative_numbers = true)]
    perfect_ms: u64,
    /// Keep each finished game in FILE and skip those already there
    #[arg(long, value_name = "FILE")]
    results: Option<String>,
}

/// The first word of a results file.
const MAGIC: &str = "baghchal-chances";

/// The two Perfects compared, by name: without and with traps.
const VERSIONS: [(&str, bool); 2] = [("hold", false), ("traps", true)];

/// One game's place in the match: opponent, Perfect's side, number, version.
type Slot = (String, String, u64, String);

/// A finished game: Perfect's result (`win`, `draw` or `loss`) and its length in half moves.
type Played = (String, u32);

/// Runs the match; returns the exit code (1 if Perfect lost a game).
pub(super) fn run(args: ChancesArgs) -> Exit {
    let against = if args.against.is_empty() {
        vec!["hard".into(), "medium".into(), "random".into()]
    } else {
        args.against
    };
    let sides = if args.side.is_empty() {
        vec!["goats".into(), "tigers".into()]
    } else {
        args.side
    };
    let g = super::open::table(&args.table)?.goats_to_win();
    let given = Given::open(g, GoatsFrom::Table, Some(&args.table), &[], false, None)?;
    println!("{}", given.prepare(g, &mut |_| None, false)?);
    let header = format!(
        "{MAGIC} g={g} seed={} perfect_ms={}",
        args.seed, args.perfect_ms
    );
    let mut done = match &args.results {
        Some(path) => read_results(path, &header)?,
        None => BTreeMap::new(),
    };
    if let Some(path) = &args.results {
        println!("{} games read back from {path}", done.len());
    }
    let settings = Settings {
        goats_to_win: g,
        ..Settings::default()
    };
    let mut perfect = Bot::new();
    perfect.set_perfect_time(Duration::from_millis(args.perfect_ms));
    let mut opponent = Bot::new();
    // Game by game across the opponents, sides and versions, so a run cut
    // short leaves every row with about as many games.
    for n in 0..args.games {
        for opp in &against {
            for side in &sides {
                for (version, chances) in VERSIONS {
                    let slot = (opp.clone(), side.clone(), n, version.to_string());
                    if done.contains_key(&slot) {
                        continue;
                    }
                    let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(n);
                    perfect.set_chances(chances);
                    let played = play(settings, &mut perfect, &mut opponent, opp, side, seed)?;
                    if let Some(path) = &args.results {
                        append(path, &slot, &played)?;
                    }
                    done.insert(slot, played);
                }
            }
        }
    }
    let lost = report(&done, &against, &sides, args.games);
    Ok(if lost == 0 { 0 } else { 1 })
}

/// Plays one game from the start; Perfect's result and the game's length.
fn play(
    settings: Settings,
    perfect: &mut Bot,
    opponent: &mut Bot,
    against: &str,
    side: &str,
    seed: u64,
) -> Result<Played, Failure> {
    let perfect_side = if side == "goats" {
        Side::Goat
    } else {
        Side::Tiger
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(settings).map_err(|e| e.to_string())?;
    let think = |bot: &mut Bot, game: &Game, level: Level, seed: u64| {
        bot.level_move(game, level, seed)
            .ok_or("a bot found no move in an unfinished game")
    };
    while game.outcome().is_none() {
        let m = if game.position().to_move() == perfect_side {
            think(perfect, &game, Level::Perfect, seed)?
        } else {
            match against {
                "hard" => think(opponent, &game, Level::Hard, rng.gen())?,
                "medium" => think(opponent, &game, Level::Medium, rng.gen())?,
                _ => {
                    let moves = game.legal_moves_vec();
                    moves[rng.gen_range(0..moves.len())]
                }
            }
        };
        game.play(m)
            .map_err(|e| format!("a bot played an illegal move: {e}"))?;
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(w) if w == perfect_side => "win",
        None => "draw",
        Some(_) => "loss",
    };
    Ok((result.to_string(), game.half_moves()))
}

/// Prints wins, draws and losses per opponent, side and version; returns
/// Perfect's losses.
fn report(done: &BTreeMap<Slot, Played>, against: &[String], sides: &[String], games: u64) -> u64 {
    println!("| against | Perfect's side | version | games | won | drawn | lost | won % |");
    println!("|---|---|---|---|---|---|---|---|");
    let mut lost = 0;
    for opp in against {
        for side in sides {
            for (version, _) in VERSIONS {
                let mut count = [0u64; 3];
                for ((o, s, n, v), (result, _)) in done {
                    if o == opp && s == side && v == version && *n < games {
                        let k = match result.as_str() {
                            "win" => 0,
                            "draw" => 1,
                            _ => 2,
                        };
                        count[k] += 1;
                    }
                }
                let all: u64 = count.iter().sum();
                lost += count[2];
                let share = if all == 0 {
                    0.0
                } else {
                    100.0 * count[0] as f64 / all as f64
                };
                println!(
                    "| {opp} | {side} | {version} | {all} | {} | {} | {} | {share:.1} |",
                    count[0], count[1], count[2]
                );
            }
        }
    }
    lost
}

/// The games of a results file written under `header` (created with it if
/// missing); a line cut off part-way is dropped. A file of another run is refused.
fn read_results(path: &str, header: &str) -> Result<BTreeMap<Slot, Played>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::write(path, format!("{header}\n")).map_err(|e| format!("{path}: {e}"))?;
            return Ok(BTreeMap::new());
        }
        Err(e) => return Err(format!("{path}: {e}")),
    };
    let mut lines = text.split_inclusive('\n');
    match lines.next() {
        Some(first) if first.trim_end() == header => {}
        first => {
            return Err(format!(
            "{path}: written by another run (\"{}\", this one is \"{header}\"): name another file",
            first.unwrap_or("").trim_end()
        ))
        }
    }
    let mut done = BTreeMap::new();
    let mut keep = header.len() + 1;
    for (i, line) in lines.enumerate() {
        if !line.ends_with('\n') {
            break;
        }
        let game = parse_line(line.trim_end()).ok_or_else(|| {
            format!(
                "{path}: line {} is not a game: \"{}\"",
                i + 2,
                line.trim_end()
            )
        })?;
        done.insert(game.0, game.1);
        keep += line.len();
    }
    if keep < text.len() {
        // The last game's line was cut off: it is played again.
        let file = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?;
        file.set_len(keep as u64)
            .map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(done)
}

/// `game OPPONENT SIDE N VERSION RESULT HALF_MOVES`.
fn parse_line(line: &str) -> Option<(Slot, Played)> {
    let w: Vec<&str> = line.split(' ').collect();
    let [word, opp, side, n, version, result, half] = w[..] else {
        return None;
    };
    let known = word == "game"
        && ["hard", "medium", "random"].contains(&opp)
        && ["goats", "tigers"].contains(&side)
        && VERSIONS.iter().any(|v| v.0 == version)
        && ["win", "draw", "loss"].contains(&result);
    known.then_some(())?;
    Some((
        (opp.into(), side.into(), n.parse().ok()?, version.into()),
        (result.into(), half.parse().ok()?),
    ))
}

/// Appends one finished game to the results file.
fn append(path: &str, slot: &Slot, played: &Played) -> Result<(), String> {
    let (opp, side, n, version) = slot;
    let line = format!(
        "game {opp} {side} {n} {version} {} {}\n",
        played.0, played.1
    );
    OpenOptions::new()
        .append(true)
        .open(path)
        .and_then(|mut f| f.write_all(line.as_bytes()))
        .map_err(|e| format!("{path}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> String {
        let dir = std::env::temp_dir().join(format!("baghchal-chances-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temp dir");
        dir.join(name).to_string_lossy().into_owned()
    }

    #[test]
    fn results_resume_and_drop_a_cut_line() {
        let path = temp("resume.txt");
        let _ = std::fs::remove_file(&path);
        let header = "baghchal-chances g=3 seed=1 perfect_ms=300";
        assert!(read_results(&path, header).expect("created").is_empty());
        let slot = (
            "hard".to_string(),
            "goats".to_string(),
            4,
            "traps".to_string(),
        );
        append(&path, &slot, &("win".into(), 87)).expect("appended");
        // A line cut off mid-write.
        let mut f = OpenOptions::new().append(true).open(&path).expect("open");
        f.write_all(b"game hard tigers 4 ho").expect("write");
        let done = read_results(&path, header).expect("read");
        assert_eq!(done.len(), 1);
        assert_eq!(done[&slot], ("win".to_string(), 87));
        let text = std::fs::read_to_string(&path).expect("text");
        assert!(text.ends_with("game hard goats 4 traps win 87\n"), "{text}");
        // Another run's file is refused, untouched.
        let err = read_results(&path, "baghchal-chances g=5 seed=1 perfect_ms=300").unwrap_err();
        assert!(err.contains("another run"), "{err}");
        assert_eq!(std::fs::read_to_string(&path).expect("text"), text);
        // A damaged line is named.
        std::fs::write(&path, format!("{header}\ngame hard goats x traps win 87\n"))
            .expect("write");
        let err = read_results(&path, header).unwrap_err();
        assert!(err.contains("line 2"), "{err}");
    }
}
