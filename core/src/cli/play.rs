//! `baghchal` with no arguments: a game against the bot in the terminal.
//!
//! Works the same with scripted input: every prompt reads one line, and the
//! end of input quits.

use super::options::{
    goats_to_win, level, number, parse_level, parse_side, side_or_random, Exit, SideChoice,
    GOATS_TO_WIN,
};
use super::play_perfect::{Given, GoatsFrom};
use baghchal::bot::{Bot, Level, Request, StopFlag};
use baghchal::{EndReason, Game, Move, MoveList, Phase, Settings, Side, Square};
use rand::Rng;
use std::collections::BTreeMap;
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

impl Tally {
    /// Prints the session's line: after every game, and when the player leaves.
    fn say(&self) {
        println!(
            "Session: {} won, {} drawn, {} lost.",
            self.won, self.drawn, self.lost
        );
    }
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
#[derive(clap::Args, Debug, Default, Clone)]
pub struct PlayArgs {
    /// The side you play (asked if not given)
    #[arg(long, value_name = "goats|tigers|random", value_parser = side_or_random)]
    side: Option<SideChoice>,
    /// The bot's level (asked if not given)
    #[arg(long, value_name = "easy|medium|hard|perfect", value_parser = level)]
    level: Option<Level>,
    /// Seed of the bot's random choices, to play a session again
    #[arg(long, value_name = "N", value_parser = number, allow_negative_numbers = true)]
    seed: Option<u64>,
    /// Goats the tigers must eat to win (asked if not given, unless a table, a book, or side and level are; then 5)
    #[arg(long, value_name = "G", value_parser = goats_to_win)]
    goats_to_win: Option<u8>,
    /// Perfect's endgame table for the game's goats-to-win
    #[arg(long, value_name = "FILE")]
    table: Option<String>,
    /// A placement book for Perfect, besides the built-in ones (repeatable)
    #[arg(long, value_name = "FILE")]
    book: Vec<String>,
    /// Build a missing table into the cache without asking
    #[arg(long)]
    build_table: bool,
    /// The cache folder of built tables (default: $BAGHCHAL_CACHE, else the system's cache folder)
    #[arg(long, value_name = "DIR")]
    cache: Option<String>,
}

impl PlayArgs {
    /// The goats-to-win fixed before the first question: given; or the
    /// default when a table or book is given (they are checked against it),
    /// or when side and level are, so that they still start a game at once.
    fn fixed_goats_to_win(&self) -> Option<u8> {
        let files = self.table.is_some() || !self.book.is_empty();
        let no_questions = self.side.is_some() && self.level.is_some();
        self.goats_to_win
            .or((files || no_questions).then_some(Settings::default().goats_to_win))
    }
}

/// Runs terminal play on stdin/stdout; returns the exit code.
pub fn run(options: PlayArgs) -> Exit {
    // The files are checked before the first question, not when Perfect is picked.
    let given = Given::open(
        options
            .fixed_goats_to_win()
            .unwrap_or(Settings::default().goats_to_win),
        GoatsFrom::Flag,
        options.table.as_ref(),
        &options.book,
        options.build_table,
        options.cache.as_deref(),
    )?;
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut input = Input {
        lines: stdin.lock().lines(),
    };
    session(&mut input, &options, &given, interactive)?;
    Ok(0)
}

/// The session's games; an error only for a `--book` Perfect cannot play.
fn session<R: BufRead>(
    input: &mut Input<R>,
    options: &PlayArgs,
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
    // What Perfect plays with, per goats-to-win, once found: said again at every Perfect game.
    let mut perfect_lines: BTreeMap<u8, String> = BTreeMap::new();
    loop {
        let Some(side_choice) = pick_side(input, options) else {
            {
                tally.say();
                return Ok(());
            }
        };
        let Some(level) = pick_level(input, options) else {
            {
                tally.say();
                return Ok(());
            }
        };
        let Some(goats_to_win) = pick_goats_to_win(input, options) else {
            {
                tally.say();
                return Ok(());
            }
        };
        let settings = Settings {
            goats_to_win,
            ..Settings::default()
        };
        if level == Level::Perfect {
            let line = match perfect_lines.get(&goats_to_win) {
                Some(line) => line.clone(),
                None => {
                    let line = given.prepare(
                        goats_to_win,
                        &mut |prompt| input.ask(prompt),
                        interactive,
                    )?;
                    perfect_lines.insert(goats_to_win, line.clone());
                    line
                }
            };
            println!("{line}");
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
        let Some(outcome) = play_game(input, &mut bot, settings, human, level, &mut rng) else {
            // The game left is not counted.
            {
                tally.say();
                return Ok(());
            }
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
        tally.say();
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
fn pick_side<R: BufRead>(input: &mut Input<R>, options: &PlayArgs) -> Option<Option<Side>> {
    if let Some(SideChoice(side)) = options.side {
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

fn pick_level<R: BufRead>(input: &mut Input<R>, options: &PlayArgs) -> Option<Level> {
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

/// The goats-to-win of the next game: fixed on the command line, or asked
/// (3, 4 and 5 have the apps' tables; any the rules allow is taken).
fn pick_goats_to_win<R: BufRead>(input: &mut Input<R>, options: &PlayArgs) -> Option<u8> {
    if let Some(g) = options.fixed_goats_to_win() {
        return Some(g);
    }
    let default = Settings::default().goats_to_win;
    let (low, high) = GOATS_TO_WIN;
    loop {
        let answer = input.ask(&format!(
            "Goats the tigers must eat to win? [3/4/5, default {default}] "
        ))?;
        match answer.as_str() {
            "" => return Some(default),
            "q" | "quit" => return None,
            other => match goats_to_win(other) {
                Ok(g) => return Some(g),
                Err(_) => println!("Answer a number from {low} to {high}: 5 is the usual game."),
            },
        }
    }
}

fn describe(outcome: baghchal::Outcome) -> String {
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

/// A move as the game says it: a jump names the goat it ate.
fn said(m: Move) -> String {
    match eaten(m) {
        Some(goat) => format!("{m}, eating the goat on {goat}"),
        None => m.to_string(),
    }
}

/// The point of the goat a jump eats.
fn eaten(m: Move) -> Option<Square> {
    match m {
        Move::Jump { from, to } => baghchal::tables::leap_over(from, to),
        _ => None,
    }
}

/// The board with a-e and 1-5 labels, as drawn on the real board; the last
/// move's piece is drawn in brackets, as `(G)`, and the point of a goat it
/// ate as `x`, with a line under the board that says so.
pub fn board_text(game: &Game) -> String {
    let pos = game.position();
    let last = game.last_move();
    let moved = last.map(|m| m.to());
    let gone = last.and_then(eaten);
    let mut out = String::new();
    for row in (0..5).rev() {
        let mut line = format!(" {}  ", row + 1);
        for col in 0..5 {
            let sq = Square::from_coords(col, row).expect("on the board");
            let piece = match pos.piece_at(sq) {
                Some(Side::Tiger) => 'T',
                Some(Side::Goat) => 'G',
                None if Some(sq) == gone => 'x',
                None => '.',
            };
            if Some(sq) == moved {
                // The brackets take the places of the line's ends beside the point.
                line.pop();
                line.push('(');
                line.push(piece);
                line.push(')');
            } else {
                line.push(piece);
            }
            if col < 4 {
                line.push_str(if Some(sq) == moved { "--" } else { "---" });
            }
        }
        out.push_str(line.trim_end());
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
    if let Some(m) = last {
        let ate = gone.map_or(String::new(), |g| format!("; x: the goat eaten on {g}"));
        let piece = match pos.piece_at(m.to()) {
            Some(Side::Tiger) => 'T',
            _ => 'G',
        };
        out.push_str(&format!("    ({piece}): the last move, {m}{ate}\n"));
    }
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
) -> Option<baghchal::Outcome> {
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
            println!("Bot plays {}", said(answer.best));
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
                    // The game's reason ("the other side's turn") is not the player's mistake here.
                    Ok(m @ Move::Place { .. })
                        if human == Side::Tiger && game.outcome().is_none() =>
                    {
                        println!(
                            "{m}: tigers do not place, they move: a step such as b2-c3 \
                             or a jump such as a1xc3 (type 'moves' for yours)."
                        )
                    }
                    Ok(m) => match game.play(m) {
                        Err(e) => println!("{m} is not allowed: {e}."),
                        // When the bot answers at once, one board after its reply is enough.
                        Ok(()) => {
                            println!("You play {}", said(m));
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
