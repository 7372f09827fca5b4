//! Games to fuzz from: positions reached by legal play that the fuzzer steers,
//! and a fixed set of real games the bot plays, for the seed corpus.

use arbitrary::Unstructured;
use baghchal::bot::{self, Level, Request, StopFlag};
use baghchal::{Bitboard, Game, Move, MoveList, Position, Repetition, Settings, Side};

/// Settings read from fuzz input: every value in its range (Game::new
/// refuses the rest, which the record and FFI targets reach by other means),
/// with small move limits common so the limits' endings come up.
pub fn settings(u: &mut Unstructured) -> Settings {
    let byte = |u: &mut Unstructured| u.arbitrary::<u8>().unwrap_or(0);
    let repetition = match byte(u) % 4 {
        0 => Repetition::Draw3,
        1 => Repetition::Forbid,
        2 => Repetition::Forbid3,
        _ => Repetition::Off,
    };
    Settings {
        goats_to_win: 1 + byte(u) % 20,
        repetition,
        max_half_moves: u32::from(byte(u)),
        no_capture_limit: u32::from(byte(u) % 64),
        placement_captures: byte(u) % 2 == 0,
    }
}

/// Plays up to `max` legal moves on `game`, each chosen by the next input
/// byte among the legal moves, until the input or the game ends.
pub fn walk(game: &mut Game, u: &mut Unstructured, max: usize) {
    let mut list = MoveList::new();
    for _ in 0..max {
        game.legal_moves(&mut list);
        if list.is_empty() || u.is_empty() {
            return;
        }
        let pick = usize::from(u.arbitrary::<u8>().unwrap_or(0)) % list.len();
        game.play(list[pick])
            .expect("a move from legal_moves is legal");
    }
}

/// A set-up start in the movement phase: every goat placed, none eaten,
/// tigers on the corners and goats everywhere but a4 (tigers to move).
pub fn movement_start() -> Position {
    let (tigers, _) =
        Position::parse_board("T...T/...../...../...../T...T").expect("a well-formed board");
    let a4 = 1 << 15;
    let goats = Bitboard(Bitboard::FULL.0 & !tigers.0 & !a4);
    Position::new(tigers, goats, Side::Tiger, 0, 0).expect("4 tigers, 20 goats, one empty point")
}

/// The bot's move at Easy for `seed`, or `None` once the game is over.
fn easy_move(game: &Game, seed: u64) -> Option<Move> {
    let answer = bot::think(
        game,
        &Request::Level(Level::Easy),
        seed,
        &StopFlag::new(),
        &mut |_| {},
    )?;
    Some(answer.best)
}

/// Real games under a spread of rules, played by the bot at Easy with fixed
/// seeds: finished (captures, blocked, repetition, move limit, resigned),
/// cut off in the placement or movement phase, and from a set-up start.
pub fn sample_games() -> Vec<Game> {
    let rules = [
        Settings::default(),
        Settings {
            goats_to_win: 1,
            ..Settings::default()
        },
        Settings {
            repetition: Repetition::Forbid,
            max_half_moves: 60,
            ..Settings::default()
        },
        Settings {
            repetition: Repetition::Forbid3,
            no_capture_limit: 20,
            placement_captures: false,
            ..Settings::default()
        },
        Settings {
            repetition: Repetition::Off,
            max_half_moves: 0,
            goats_to_win: 3,
            ..Settings::default()
        },
    ];
    let mut games = Vec::new();
    for (i, &settings) in rules.iter().enumerate() {
        for cut in [12usize, 45, 400] {
            let mut game = Game::new(settings).expect("valid settings");
            let mut seed = (i * 1000 + cut) as u64;
            while game.half_moves() < cut as u32 {
                let Some(m) = easy_move(&game, seed) else {
                    break;
                };
                game.play(m).expect("the bot plays legal moves");
                seed += 1;
            }
            games.push(game);
        }
    }
    let mut resigned = Game::new(Settings::default()).expect("valid settings");
    for seed in 0..9 {
        let m = easy_move(&resigned, seed).expect("the game goes on");
        resigned.play(m).expect("the bot plays legal moves");
    }
    resigned
        .resign(Side::Tiger)
        .expect("an ongoing game can be resigned");
    games.push(resigned);
    let mut set_up = Game::from_position(
        Settings {
            goats_to_win: 1,
            ..Settings::default()
        },
        movement_start(),
    )
    .expect("valid settings");
    for seed in 0..30 {
        let Some(m) = easy_move(&set_up, seed) else {
            break;
        };
        set_up.play(m).expect("the bot plays legal moves");
    }
    games.push(set_up);
    games
}
