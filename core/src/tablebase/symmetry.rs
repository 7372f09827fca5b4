//! The eight symmetries of the board (rotations and reflections of the square).
//!
//! Every one of them keeps the pattern of lines: a point's column plus row
//! keeps its parity about the centre, so strong points (with diagonals) map to
//! strong points. A test checks this against [`crate::tables`].

use crate::square::{Bitboard, Square};

/// Number of symmetries, the identity included.
pub const COUNT: usize = 8;

/// Where symmetry `s` sends the point at (`column`, `row`).
const fn map_coords(s: usize, c: i8, r: i8) -> (i8, i8) {
    match s {
        0 => (c, r),
        1 => (4 - r, c),
        2 => (4 - c, 4 - r),
        3 => (r, 4 - c),
        4 => (4 - c, r),
        5 => (c, 4 - r),
        6 => (r, c),
        _ => (4 - r, 4 - c),
    }
}

/// Where symmetry `s` sends the point with index `i`.
pub const fn map_index(s: usize, i: u8) -> u8 {
    let (c, r) = map_coords(s, (i % 5) as i8, (i / 5) as i8);
    (r * 5 + c) as u8
}

/// The image of one point.
pub fn map_square(s: usize, sq: Square) -> Square {
    Square::new(map_index(s, sq.index())).expect("a symmetry keeps points on the board")
}

/// Per symmetry, per byte of a bitboard, the image of that byte's points.
static BYTE_MAP: [[[u32; 256]; 4]; COUNT] = build_byte_map();

const fn build_byte_map() -> [[[u32; 256]; 4]; COUNT] {
    let mut out = [[[0u32; 256]; 4]; COUNT];
    let mut s = 0;
    while s < COUNT {
        let mut chunk = 0;
        while chunk < 4 {
            let mut byte = 0;
            while byte < 256 {
                let mut bits = 0u32;
                let mut b = 0;
                while b < 8 {
                    let i = chunk * 8 + b;
                    if byte & (1 << b) != 0 && i < 25 {
                        bits |= 1 << map_index(s, i as u8);
                    }
                    b += 1;
                }
                out[s][chunk][byte] = bits;
                byte += 1;
            }
            chunk += 1;
        }
        s += 1;
    }
    out
}

/// The image of a set of points under symmetry `s`.
#[inline]
pub fn map_bits(s: usize, bits: u32) -> u32 {
    let t = &BYTE_MAP[s];
    t[0][(bits & 0xff) as usize]
        | t[1][((bits >> 8) & 0xff) as usize]
        | t[2][((bits >> 16) & 0xff) as usize]
        | t[3][(bits >> 24) as usize & 0xff]
}

/// The image of a bitboard under symmetry `s`.
pub fn map_bitboard(s: usize, bb: Bitboard) -> Bitboard {
    Bitboard(map_bits(s, bb.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{adjacent, leaps};

    #[test]
    fn every_symmetry_keeps_the_lines() {
        for s in 0..COUNT {
            for sq in Square::all() {
                let image = map_square(s, sq);
                assert_eq!(
                    map_bitboard(s, adjacent(sq)),
                    adjacent(image),
                    "symmetry {s} breaks the lines at {sq}"
                );
                let mut ours: Vec<(u8, u8)> = leaps(sq)
                    .iter()
                    .map(|l| (map_index(s, l.over.index()), map_index(s, l.to.index())))
                    .collect();
                let mut theirs: Vec<(u8, u8)> = leaps(image)
                    .iter()
                    .map(|l| (l.over.index(), l.to.index()))
                    .collect();
                ours.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(ours, theirs, "symmetry {s} breaks the leaps at {sq}");
            }
        }
    }

    #[test]
    fn the_symmetries_are_eight_distinct_permutations() {
        let mut images: Vec<Vec<u8>> = (0..COUNT)
            .map(|s| (0..25).map(|i| map_index(s, i)).collect())
            .collect();
        for image in &images {
            let mut sorted = image.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..25).collect::<Vec<u8>>());
        }
        images.sort();
        images.dedup();
        assert_eq!(images.len(), COUNT);
    }
}
