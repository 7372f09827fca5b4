//! What the commands' options hold, checked by the one parser (`clap`): the
//! value parsers every command shares, with their words, and the failure a
//! command returns after parsing.

use baghchal::bot::Level;
use baghchal::Side;

/// Why a command stopped: a usage mistake the parser could not see (printed
/// as the parser prints its own, with the command's usage, exit 2), or any
/// other error (printed as it is, exit 2).
#[derive(Debug)]
pub enum Failure {
    /// A mistake in how the command was called, such as two options that do not go together.
    Usage(String),
    /// Anything else: a file that cannot be read, work that failed.
    Plain(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Plain(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Failure {
        Failure::Plain(message.to_string())
    }
}

/// What a command returns: its exit code, or why it stopped.
pub type Exit = Result<i32, Failure>;

/// The lowest and highest goats-to-win the rules allow.
pub const GOATS_TO_WIN: (u8, u8) = (1, 20);

/// A whole number from 0 up (a seed, a time in milliseconds).
pub fn number(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        if text.starts_with('-') {
            "expected a whole number, 0 or more (not negative)".to_string()
        } else {
            "expected a whole number, 0 or more".to_string()
        }
    })
}

/// A count of something the command does, 1 or more.
pub fn count(text: &str) -> Result<u64, String> {
    match number(text) {
        Ok(0) | Err(_) => Err("expected a whole number, 1 or more".into()),
        Ok(n) => Ok(n),
    }
}

/// As [`count`], as a `usize`.
pub fn count_usize(text: &str) -> Result<usize, String> {
    count(text).and_then(|n| usize::try_from(n).map_err(|_| "too large".into()))
}

/// Goats placed, 0 to 19.
pub fn placed(text: &str) -> Result<u8, String> {
    text.parse::<u8>()
        .ok()
        .filter(|p| *p <= 19)
        .ok_or_else(|| "expected goats placed, a whole number from 0 to 19".into())
}

/// Goats the tigers must eat to win, as the rules allow.
pub fn goats_to_win(text: &str) -> Result<u8, String> {
    let (low, high) = GOATS_TO_WIN;
    text.parse::<u8>()
        .ok()
        .filter(|g| (low..=high).contains(g))
        .ok_or_else(|| format!("expected a whole number from {low} to {high}"))
}

/// A side by name or first letter, in any case; `None` inside is random.
pub fn side_or_random(text: &str) -> Result<SideChoice, String> {
    parse_side(&text.to_lowercase())
        .map(SideChoice)
        .ok_or_else(|| "use goats, tigers or random".into())
}

/// A side the player picks, or random (`None`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SideChoice(pub Option<Side>);

/// A side by name or first letter, as at the game's prompt and after
/// `--side`; `Some(None)` is random.
pub fn parse_side(text: &str) -> Option<Option<Side>> {
    match text {
        "g" | "goat" | "goats" => Some(Some(Side::Goat)),
        "t" | "tiger" | "tigers" => Some(Some(Side::Tiger)),
        "r" | "random" => Some(None),
        _ => None,
    }
}

/// A level by name or first letter, in any case.
pub fn level(text: &str) -> Result<Level, String> {
    parse_level(&text.to_lowercase()).ok_or_else(|| "use easy, medium, hard or perfect".into())
}

/// A level by name or first letter, as at the prompt and after `--level`.
pub fn parse_level(text: &str) -> Option<Level> {
    Level::parse(text).or_else(|| Level::ALL.into_iter().find(|l| l.name()[..1] == *text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_signs_are_said_in_words() {
        assert_eq!(
            goats_to_win("0").unwrap_err(),
            "expected a whole number from 1 to 20"
        );
        assert_eq!(goats_to_win("20"), Ok(20));
        assert!(number("-1").unwrap_err().contains("not negative"));
        assert_eq!(
            count("0").unwrap_err(),
            "expected a whole number, 1 or more"
        );
        assert_eq!(side_or_random("T"), Ok(SideChoice(Some(Side::Tiger))));
        assert_eq!(level("P"), Ok(Level::Perfect));
    }
}
