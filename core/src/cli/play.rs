//! `baghchal` with no arguments: a game against the bot in the terminal.
//!
//! Works the same with scripted input: every prompt reads one line, and the
//! end of input quits.

use super::play_perfect::Given;
use baghchal::bot::{Bot, Level, Request, StopFlag};
use baghchal::{EndReason, Game, Move, MoveList, Outcome, Phase, Settings, Side, Square};
use rand::Rng;
use std::io::{BufRead, IsTerminal, Write};

const HELP: &str = "\
Type a move in notation: a placement 'c3', a step 'b2-c3' or a jump 'a1xc3'.
Columns a-e run from the left, rows 1-5 from the bottom.
Commands: moves (list your legal moves), undo (take back to your previous turn),
          resign, help, quit.";

/// Games won, drawn and lost this session, from the player's side.
#[derive(Default)]
struct Tally {
    won: u32,
    drawn: u32,
    lost: u32,
}

/// Line input that turns end of input into `None`.
struct Input<R: BufRead> {
    lines: std::io::Lines<R>,
}

impl<R: BufRead> Input<R> {
    fn ask(&mut self, prompt: &str) -> Option<String> {
        print!("{prompt}");
        let _ = std::io::stdout().flush();
        match self.lines.next() {
            Some(Ok(line)) => Some(line.trim().to_lowercase()),
            // Input that is not UTF-8 gets the same "not understood" answer as a typo.
            Some(Err(_)) => Some("\u{fffd}".into()),
            None => {
                println!();
                None
            }
        }
    }
}

/// Options given on the command line instead of at the prompts.
#[derive(Default)]
struct Options {
    /// `Some(None)`: random.
    side: Option<Option<Side>>,
    level: Option<Level>,
    seed: Option<u64>,
    settings: Settings,
    tables: Vec<String>,
    books: Vec<String>,
    build_table: bool,
    cache: Option<String>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--build-table" {
            o.build_table = true;
            continue;
        }
        let mut value = || it.next().cloned().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--side" => {
                let v = value()?;
                o.side = Some(
                    parse_side(&v.to_lowercase())
                        .ok_or(format!("unknown side '{v}': use goats, tigers or random"))?,
                );
            }
            "--goats-to-win" => {
                let v = value()?;
                o.settings
                    .set("goats_to_win", &v)
                    .map_err(|e| format!("--goats-to-win {v}: {e}"))?;
            }
            "--table" => o.tables.push(value()?),
            "--book" => o.books.push(value()?),
            "--cache" => o.cache = Some(value()?),
            "--level" => {
                let v = value()?;
                o.level = Some(parse_level(&v.to_lowercase()).ok_or(format!(
                    "unknown level '{v}': use easy, medium, hard or perfect"
                ))?);
            }
            "--seed" => {
                let v = value()?;
                o.seed = Some(
                    v.parse()
                        .map_err(|_| format!("seed '{v}' is not a number"))?,
                );
            }
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    Ok(o)
}

/// Runs terminal play on stdin/stdout; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let options = match parse_options(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\n{}", super::usage::of("play"));
            return 2;
        }
    };
    // The files are checked before the first question, not when Perfect is picked.
    let given = match Given::open(
        options.settings.goats_to_win,
        &options.tables,
        &options.books,
        options.build_table,
        options.cache.as_deref(),
    ) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut input = Input {
        lines: stdin.lock().lines(),
    };
    match session(&mut input, &options, &given, interactive) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

/// The session's games; an error only for a `--book` Perfect cannot play.
fn session<R: BufRead>(
    input: &mut Input<R>,
    options: &Options,
    given: &Given,
    interactive: bool,
) -> Result<(), String> {
    println!("Baghchal: four tigers against twenty goats. Type 'help' at any prompt in a game.");
    let mut rng: rand::rngs::StdRng = match options.seed {
        Some(seed) => rand::SeedableRng::seed_from_u64(seed),
        None => rand::SeedableRng::from_entropy(),
    };
    let mut bot = Bot::new();
    let mut tally = Tally::default();
    let mut perfect_ready = false;
    loop {
        let Some(side_choice) = pick_side(input, options) else {
            return Ok(());
        };
        let Some(level) = pick_level(input, options) else {
            return Ok(());
        };
        if level == Level::Perfect && !perfect_ready {
            let line = given.prepare(&mut |prompt| input.ask(prompt), interactive)?;
            println!("{line}");
            perfect_ready = true;
        }
        let human = match side_choice {
            Some(side) => side,
            None if rng.gen_bool(0.5) => Side::Goat,
            None => Side::Tiger,
        };
        println!(
            "You play the {}, the bot plays the {} at {}.",
            plural(human),
            plural(human.opposite()),
            level.name()
        );
        let Some(outcome) = play_game(input, &mut bot, options.settings, human, level, &mut rng)
        else {
            return Ok(());
        };
        let verdict = match outcome.winner {
            None => {
                tally.drawn += 1;
                "Draw"
            }
            Some(w) if w == human => {
                tally.won += 1;
                "You win"
            }
            Some(_) => {
                tally.lost += 1;
                "You lose"
            }
        };
        println!("{verdict}: {}.", describe(outcome));
        println!(
            "Session: {} won, {} drawn, {} lost.",
            tally.won, tally.drawn, tally.lost
        );
        loop {
            match input.ask("Another game? [y/n] ").as_deref() {
                None | Some("n") | Some("no") | Some("quit") | Some("q") => return Ok(()),
                Some("y") | Some("yes") | Some("") => break,
                Some(_) => println!("Please answer y or n."),
            }
        }
    }
}

fn plural(side: Side) -> &'static str {
    match side {
        Side::Goat => "goats",
        Side::Tiger => "tigers",
    }
}

/// `Some(None)` means random; `None` means quit.
fn pick_side<R: BufRead>(input: &mut Input<R>, options: &Options) -> Option<Option<Side>> {
    if let Some(side) = options.side {
        return Some(side);
    }
    loop {
        let answer = input.ask("Play goats, tigers or random? [g/t/r, default g] ")?;
        match answer.as_str() {
            "" => return Some(Some(Side::Goat)),
            "q" | "quit" => return None,
            other => match parse_side(other) {
                Some(side) => return Some(side),
                None => println!("Answer g (goats, who move first), t (tigers) or r (random)."),
            },
        }
    }
}

/// A side by name or first letter, as at the prompt and after `--side`;
/// `Some(None)` is random.
fn parse_side(text: &str) -> Option<Option<Side>> {
    match text {
        "g" | "goat" | "goats" => Some(Some(Side::Goat)),
        "t" | "tiger" | "tigers" => Some(Some(Side::Tiger)),
        "r" | "random" => Some(None),
        _ => None,
    }
}

fn pick_level<R: BufRead>(input: &mut Input<R>, options: &Options) -> Option<Level> {
    if let Some(level) = options.level {
        return Some(level);
    }
    loop {
        let answer = input.ask("Level: easy, medium, hard or perfect? [e/m/h/p, default m] ")?;
        match answer.as_str() {
            "" => return Some(Level::Medium),
            "q" | "quit" => return None,
            other => match parse_level(other) {
                Some(level) => return Some(level),
                None => println!("Answer e, m, h or p."),
            },
        }
    }
}

/// A level by name or first letter, as at the prompt and after `--level`.
fn parse_level(text: &str) -> Option<Level> {
    Level::parse(text).or_else(|| Level::ALL.into_iter().find(|l| l.name()[..1] == *text))
}

fn describe(outcome: Outcome) -> String {
    match outcome.reason {
        EndReason::Captures => "the tigers ate enough goats".into(),
        EndReason::TigersTrapped => "all four tigers are stuck".into(),
        EndReason::GoatsBlocked => "the goats have no move".into(),
        EndReason::Repetition => "the same position came up a third time".into(),
        EndReason::MoveLimit => "the half-move limit was reached".into(),
        EndReason::NoCaptureLimit => "too long without a capture".into(),
        EndReason::Resigned => match outcome.winner {
            Some(w) => format!("the {} resigned", plural(w.opposite())),
            None => "a side resigned".into(),
        },
    }
}

/// The board with a-e and 1-5 labels, as drawn on the real board.
pub fn board_text(game: &Game) -> String {
    let pos = game.position();
    let mut out = String::new();
    for row in (0..5).rev() {
        out.push_str(&format!(" {}  ", row + 1));
        for col in 0..5 {
            let sq = Square::from_coords(col, row).expect("on the board");
            out.push(match pos.piece_at(sq) {
                Some(Side::Tiger) => 'T',
                Some(Side::Goat) => 'G',
                None => '.',
            });
            if col < 4 {
                out.push_str("---");
            }
        }
        out.push('\n');
        if row > 0 {
            // Between rows: diagonals leave the points whose column + row is even.
            out.push_str("    |");
            for col in 0..4 {
                let rising = (col + row) % 2 == 1;
                out.push_str(if rising { " / |" } else { " \\ |" });
            }
            out.push('\n');
        }
    }
    out.push_str("    a   b   c   d   e\n");
    out
}

fn status_text(game: &Game, human: Side, level: Level) -> String {
    let pos = game.position();
    let mut s = format!(
        "Eaten {}/{}   Tigers trapped {}/4   Goats in the pen {}\n",
        pos.captured(),
        game.settings().goats_to_win,
        game.tigers_trapped(),
        pos.goats_in_hand()
    );
    let log: Vec<String> = game.moves().map(|m| m.to_string()).collect();
    if !log.is_empty() {
        // Pair half moves into numbered turns, goats first, showing the last few.
        let turns: Vec<String> = log
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
            .collect();
        let shown = &turns[turns.len().saturating_sub(6)..];
        let more = if turns.len() > shown.len() {
            "... "
        } else {
            ""
        };
        s.push_str(&format!("Moves: {more}{}\n", shown.join("  ")));
    }
    if game.outcome().is_none() {
        let to_move = pos.to_move();
        let who = if to_move == human {
            "you".to_string()
        } else {
            format!("bot, {}", level.name())
        };
        let doing = match (to_move, pos.phase()) {
            (Side::Goat, Phase::Placement) => "place a goat",
            (Side::Goat, Phase::Movement) => "move a goat",
            (Side::Tiger, _) => "move a tiger",
        };
        s.push_str(&format!(
            "{} to move ({who}): {doing}\n",
            capital(plural(to_move))
        ));
    }
    s
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn legal_text(game: &Game) -> String {
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    let mut names: Vec<String> = list.iter().map(|m| m.to_string()).collect();
    names.sort();
    names.join(" ")
}

/// Plays one game; `None` if the player quit.
fn play_game<R: BufRead>(
    input: &mut Input<R>,
    bot: &mut Bot,
    settings: Settings,
    human: Side,
    level: Level,
    rng: &mut impl Rng,
) -> Option<Outcome> {
    let mut game = Game::new(settings).expect("the options checked the settings");
    let mut show = true;
    loop {
        if show {
            println!();
            print!("{}", board_text(&game));
            print!("{}", status_text(&game, human, level));
        }
        show = true;
        if let Some(outcome) = game.outcome() {
            return Some(outcome);
        }
        if game.position().to_move() != human {
            let answer = bot
                .think(
                    &game,
                    &Request::Level(level),
                    rng.gen(),
                    &StopFlag::new(),
                    &mut |_| {},
                )
                .expect("an unfinished game has a move");
            game.play(answer.best).expect("the bot plays legal moves");
            println!("Bot plays {}", answer.best);
            continue;
        }
        let line = input.ask("Your move> ")?;
        match line.as_str() {
            "quit" | "q" | "exit" => return None,
            "help" | "h" | "?" => {
                println!("{HELP}");
                show = false;
            }
            "moves" | "legal" => {
                println!("Legal moves: {}", legal_text(&game));
                show = false;
            }
            "resign" => {
                game.resign(human).expect("the game is on");
                // The board has not changed: just the result.
                show = false;
            }
            "undo" => {
                if undo_turn(&mut game, human) {
                    println!("Took back your last move.");
                } else {
                    println!("Nothing to take back yet.");
                    show = false;
                }
            }
            "" => {}
            text => {
                show = false;
                match Move::parse(text) {
                    Err(e) => println!("{}. Type 'help' for how to write moves.", capital(&e.why)),
                    Ok(m) => match game.play(m) {
                        Err(e) => println!("{m} is not allowed: {e}."),
                        // When the bot answers at once, one board after its reply is enough.
                        Ok(()) => {
                            println!("You play {m}");
                            show = game.outcome().is_some() || game.position().to_move() == human;
                        }
                    },
                }
            }
        }
    }
}

/// Takes back to the player's previous turn; false if the player has not moved.
fn undo_turn(game: &mut Game, human: Side) -> bool {
    let start_side = game.start_position().to_move();
    // The player has moved if any half move was theirs: sides alternate from the start.
    let moved = (0..game.half_moves()).any(|i| (i % 2 == 0) == (start_side == human));
    if !moved {
        return false;
    }
    // Stop right after taking back one of the player's own moves.
    while game.undo().is_some() {
        if game.position().to_move() == human {
            break;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_labels_and_lines() {
        let game = Game::new(Settings::default()).unwrap();
        let text = board_text(&game);
        assert!(text.starts_with(" 5  T---.---.---.---T\n    | \\ | / | \\ | / |\n"));
        assert!(text.ends_with("    a   b   c   d   e\n"));
    }
}
