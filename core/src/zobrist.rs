//! Zobrist keys, made at compile time so hashes are the same on every build.

/// splitmix64: small, well mixed, usable in const context.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, k) = splitmix(state);
        state = s;
        out[i] = k;
        i += 1;
    }
    out
}

/// Key for a goat on each point.
pub static GOAT: [u64; 25] = keys(0x6261_6768);
/// Key for a tiger on each point.
pub static TIGER: [u64; 25] = keys(0x0074_6967_6572);
/// Key for the number of goats still in hand (0..=20).
pub static IN_HAND: [u64; 21] = keys(0x6861_6e64);
/// Key toggled when the tigers are to move.
pub const TIGER_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;
