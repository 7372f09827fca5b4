//! The two sides and the two phases of the game.

use std::fmt;

/// One of the two players.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Twenty goats; they move first.
    Goat,
    /// Four tigers.
    Tiger,
}

impl Side {
    /// The other side.
    pub const fn opposite(self) -> Side {
        match self {
            Side::Goat => Side::Tiger,
            Side::Tiger => Side::Goat,
        }
    }

    /// The lowercase name used in the protocol and records (`goat`, `tiger`).
    pub const fn name(self) -> &'static str {
        match self {
            Side::Goat => "goat",
            Side::Tiger => "tiger",
        }
    }

    /// Reads `goat` or `tiger`.
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "goat" => Some(Side::Goat),
            "tiger" => Some(Side::Tiger),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether goats are still being placed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Goats remain in hand; a goat turn is a placement.
    Placement,
    /// All goats placed; goats step.
    Movement,
}

impl Phase {
    /// The lowercase name used in the protocol (`placement`, `movement`).
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Movement => "movement",
        }
    }
}
