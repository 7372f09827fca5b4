//! An independent, deliberately naive model of the board, built from the
//! issue's list of drawn lines rather than from the engine's tables.

#![allow(dead_code)]

/// Every drawn line as a list of point names, end to end.
pub const LINES: [&[&str]; 16] = [
    &["a1", "b1", "c1", "d1", "e1"],
    &["a2", "b2", "c2", "d2", "e2"],
    &["a3", "b3", "c3", "d3", "e3"],
    &["a4", "b4", "c4", "d4", "e4"],
    &["a5", "b5", "c5", "d5", "e5"],
    &["a1", "a2", "a3", "a4", "a5"],
    &["b1", "b2", "b3", "b4", "b5"],
    &["c1", "c2", "c3", "c4", "c5"],
    &["d1", "d2", "d3", "d4", "d5"],
    &["e1", "e2", "e3", "e4", "e5"],
    &["a1", "b2", "c3", "d4", "e5"],
    &["a5", "b4", "c3", "d2", "e1"],
    &["a3", "b4", "c5"],
    &["c5", "d4", "e3"],
    &["e3", "d2", "c1"],
    &["c1", "b2", "a3"],
];

/// Steps as (from, to) names, both directions.
pub fn steps() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in LINES {
        for w in line.windows(2) {
            out.push((w[0].to_string(), w[1].to_string()));
            out.push((w[1].to_string(), w[0].to_string()));
        }
    }
    out
}

/// Leaps as (from, over, to) names, both directions.
pub fn leaps() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for line in LINES {
        for w in line.windows(3) {
            out.push((w[0].to_string(), w[1].to_string(), w[2].to_string()));
            out.push((w[2].to_string(), w[1].to_string(), w[0].to_string()));
        }
    }
    out
}

/// Moves the board allows, from a board map of name -> 'T'/'G'/'.', in notation, sorted.
pub fn reference_moves(
    board: &std::collections::HashMap<String, char>,
    tiger_to_move: bool,
    in_hand: u8,
    jumps: bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let at = |n: &str| board[n];
    if !tiger_to_move && in_hand > 0 {
        for (name, c) in board {
            if *c == '.' {
                out.push(name.clone());
            }
        }
    } else {
        let mover = if tiger_to_move { 'T' } else { 'G' };
        for (a, b) in steps() {
            if at(&a) == mover && at(&b) == '.' {
                out.push(format!("{a}-{b}"));
            }
        }
        if tiger_to_move && jumps {
            for (a, o, b) in leaps() {
                if at(&a) == 'T' && at(&o) == 'G' && at(&b) == '.' {
                    out.push(format!("{a}x{b}"));
                }
            }
        }
    }
    out.sort();
    out
}
