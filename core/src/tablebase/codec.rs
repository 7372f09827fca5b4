//! Canonical Huffman coding of one side of one layer, in blocks that can be
//! decoded on their own, so a probe decodes at most one block.
//!
//! Values (0 = draw, otherwise distance + 1) are skewed: most positions of a
//! layer share a handful of values, so a per-stream code brings the table to
//! about 2.5 bits per position.

/// Positions per independently decodable block.
pub const BLOCK: usize = 128;
/// Longest code allowed; longer ones are avoided by flattening the counts.
const MAX_LEN: u8 = 24;

/// Code lengths (0 = symbol absent) for values with these counts.
pub fn code_lengths(counts: &[u64; 256]) -> [u8; 256] {
    let mut counts = *counts;
    loop {
        let lengths = huffman_lengths(&counts);
        if lengths.iter().all(|&l| l <= MAX_LEN) {
            return lengths;
        }
        // Rare symbols made a code too long: flatten the counts and try again.
        for c in counts.iter_mut().filter(|c| **c > 0) {
            *c = (*c >> 1) | 1;
        }
    }
}

fn huffman_lengths(counts: &[u64; 256]) -> [u8; 256] {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut lengths = [0u8; 256];
    let present: Vec<usize> = (0..256).filter(|&s| counts[s] > 0).collect();
    if present.len() == 1 {
        lengths[present[0]] = 1;
        return lengths;
    }
    // Nodes: leaves 0..256, then internal nodes; parent links give the depths.
    let mut parent: Vec<usize> = vec![usize::MAX; 256];
    let mut heap: BinaryHeap<Reverse<(u64, usize)>> =
        present.iter().map(|&s| Reverse((counts[s], s))).collect();
    while heap.len() > 1 {
        let Reverse((a, i)) = heap.pop().expect("two nodes");
        let Reverse((b, j)) = heap.pop().expect("two nodes");
        let id = parent.len();
        parent.push(usize::MAX);
        parent[i] = id;
        parent[j] = id;
        heap.push(Reverse((a + b, id)));
    }
    for &s in &present {
        let mut depth = 0u32;
        let mut n = s;
        while parent[n] != usize::MAX {
            n = parent[n];
            depth += 1;
        }
        lengths[s] = depth.min(255) as u8;
    }
    lengths
}

/// Canonical codes from code lengths: (code, length) per symbol.
fn canonical_codes(lengths: &[u8; 256]) -> [(u32, u8); 256] {
    let mut order: Vec<usize> = (0..256).filter(|&s| lengths[s] > 0).collect();
    order.sort_by_key(|&s| (lengths[s], s));
    let mut codes = [(0u32, 0u8); 256];
    let mut code = 0u32;
    let mut prev = 0u8;
    for &s in &order {
        code <<= lengths[s] - prev;
        prev = lengths[s];
        codes[s] = (code, prev);
        code += 1;
    }
    codes
}

/// One encoded stream: its code lengths, block starts (in bits) and bits.
pub struct Encoded {
    /// Code length per value.
    pub lengths: [u8; 256],
    /// Bit offset of each block of [`BLOCK`] positions.
    pub block_starts: Vec<u32>,
    /// The bits, most significant first, padded with 8 zero bytes.
    pub bytes: Vec<u8>,
}

/// Encodes a stream of values.
pub fn encode(values: &[u8]) -> Encoded {
    let mut counts = [0u64; 256];
    for &v in values {
        counts[v as usize] += 1;
    }
    if values.is_empty() {
        counts[0] = 1;
    }
    let lengths = code_lengths(&counts);
    let codes = canonical_codes(&lengths);
    let mut bytes = Vec::with_capacity(values.len() / 3 + 16);
    let mut block_starts = Vec::with_capacity(values.len() / BLOCK + 1);
    let (mut acc, mut nbits, mut total) = (0u64, 0u32, 0u64);
    for (i, &v) in values.iter().enumerate() {
        if i % BLOCK == 0 {
            block_starts.push(u32::try_from(total).expect("a stream stays under 4 Gbit"));
        }
        let (code, len) = codes[v as usize];
        acc = (acc << len) | code as u64;
        nbits += len as u32;
        total += len as u64;
        while nbits >= 8 {
            nbits -= 8;
            bytes.push((acc >> nbits) as u8);
        }
        acc &= (1u64 << nbits) - 1;
    }
    if nbits > 0 {
        bytes.push((acc << (8 - nbits)) as u8);
    }
    bytes.extend_from_slice(&[0u8; 8]);
    Encoded {
        lengths,
        block_starts,
        bytes,
    }
}

/// What a decoder needs of a canonical code.
#[derive(Clone, Debug)]
pub struct Decoder {
    /// Per length, the first code of that length.
    first_code: [u32; MAX_LEN as usize + 1],
    /// Per length, where its symbols start in `symbols`.
    first_index: [u16; MAX_LEN as usize + 1],
    /// Per length, how many symbols have it.
    count: [u16; MAX_LEN as usize + 1],
    /// Symbols sorted by (length, value).
    symbols: Vec<u8>,
    /// Per next 8 bits: the symbol they start with and its length, when that
    /// code has at most 8 bits (length 0 otherwise). Most codes are that
    /// short, so most symbols are read with one look-up instead of bit by bit.
    short: Vec<(u8, u8)>,
    /// Per next `SKIP_BITS` bits: how many whole codes they hold and how
    /// many bits those take. A probe passes over about 64 values to reach
    /// its own, and this passes over several per look-up.
    skip: Vec<(u8, u8)>,
}

/// Bits the [`Decoder`]'s look-up table resolves at once.
const SHORT_BITS: u32 = 8;
/// Bits the skipping table reads at once (at most 17: three bytes).
const SKIP_BITS: u32 = 12;

impl Decoder {
    /// A decoder for these code lengths, if they form a usable prefix code.
    pub fn new(lengths: &[u8; 256]) -> Option<Decoder> {
        let mut count = [0u16; MAX_LEN as usize + 1];
        for &l in lengths.iter() {
            if l > MAX_LEN {
                return None;
            }
            if l > 0 {
                count[l as usize] += 1;
            }
        }
        // Kraft: the code must not promise more codes than exist.
        let kraft: u64 = (1..=MAX_LEN as usize)
            .map(|l| (count[l] as u64) << (MAX_LEN as usize - l))
            .sum();
        if kraft == 0 || kraft > 1 << MAX_LEN {
            return None;
        }
        let mut symbols: Vec<u8> = (0..=255u8).filter(|&s| lengths[s as usize] > 0).collect();
        symbols.sort_by_key(|&s| (lengths[s as usize], s));
        let mut first_code = [0u32; MAX_LEN as usize + 1];
        let mut first_index = [0u16; MAX_LEN as usize + 1];
        let (mut code, mut index) = (0u32, 0u16);
        for l in 1..=MAX_LEN as usize {
            code <<= 1;
            first_code[l] = code;
            first_index[l] = index;
            code += count[l] as u32;
            index += count[l];
        }
        let mut short = vec![(0u8, 0u8); 1 << SHORT_BITS];
        for l in 1..=SHORT_BITS as usize {
            for i in 0..count[l] as u32 {
                let symbol = symbols[first_index[l] as usize + i as usize];
                let spare = SHORT_BITS - l as u32;
                let first = ((first_code[l] + i) << spare) as usize;
                // Kraft's check above keeps these ranges apart and in the table.
                for entry in &mut short[first..first + (1 << spare)] {
                    *entry = (symbol, l as u8);
                }
            }
        }
        let skip = (0..1u32 << SKIP_BITS)
            .map(|window| whole_codes(&short, window))
            .collect();
        Some(Decoder {
            first_code,
            first_index,
            count,
            symbols,
            short,
            skip,
        })
    }

    /// The value at position `k` of a block starting at bit `start` of `bytes`;
    /// `None` if the bits run out or do not form a code.
    #[inline]
    pub fn value_at(&self, bytes: &[u8], start: u64, k: usize) -> Option<u8> {
        let mut pos = start;
        let mut left = k;
        while left > 0 {
            let at = (pos >> 3) as usize;
            let Some(&[b0, b1, b2]) = bytes.get(at..at + 3) else {
                break;
            };
            let bits = (b0 as u32) << 16 | (b1 as u32) << 8 | b2 as u32;
            let window = bits << (pos & 7) >> (24 - SKIP_BITS) & ((1 << SKIP_BITS) - 1);
            let (codes, len) = self.skip[window as usize];
            if codes == 0 || codes as usize > left {
                break;
            }
            pos += len as u64;
            left -= codes as usize;
        }
        for _ in 0..left {
            self.next_symbol(bytes, &mut pos)?;
        }
        self.next_symbol(bytes, &mut pos)
    }

    /// Decodes the first `n` values of `bytes`, for whole-table passes.
    pub fn decode_all(&self, bytes: &[u8], n: usize) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(n);
        self.decode_each(bytes, n, |_, v| out.push(v))?;
        Some(out)
    }

    /// Gives `each` the first `n` values of `bytes` in order, with their
    /// numbers, without keeping them; `None` if the bits run out first.
    pub fn decode_each(
        &self,
        bytes: &[u8],
        n: usize,
        mut each: impl FnMut(usize, u8),
    ) -> Option<()> {
        let mut pos = 0u64;
        for i in 0..n {
            each(i, self.next_symbol(bytes, &mut pos)?);
        }
        Some(())
    }

    /// Reads one code word at bit `pos` and moves `pos` past it; `None` if the
    /// bits run out or no code word of at most `MAX_LEN` bits matches.
    #[inline]
    fn next_symbol(&self, bytes: &[u8], pos: &mut u64) -> Option<u8> {
        let at = (*pos >> 3) as usize;
        if let (Some(&b0), Some(&b1)) = (bytes.get(at), bytes.get(at + 1)) {
            let window = (((b0 as u32) << 8 | b1 as u32) << (*pos & 7)) >> 8 & 0xFF;
            let (symbol, len) = self.short[window as usize];
            if len > 0 {
                *pos += len as u64;
                return Some(symbol);
            }
        }
        let mut code = 0u32;
        for l in 1..=MAX_LEN as usize {
            let byte = *bytes.get((*pos >> 3) as usize)?;
            let bit = (byte >> (7 - (*pos & 7))) & 1;
            *pos += 1;
            code = (code << 1) | bit as u32;
            let offset = code.wrapping_sub(self.first_code[l]);
            if offset < self.count[l] as u32 {
                return Some(self.symbols[self.first_index[l] as usize + offset as usize]);
            }
        }
        None
    }
}

/// How many whole codes of at most `SHORT_BITS` bits the `SKIP_BITS` bits
/// of `window` start with, and their total length.
fn whole_codes(short: &[(u8, u8)], window: u32) -> (u8, u8) {
    let (mut codes, mut used) = (0u8, 0u32);
    while used < SKIP_BITS {
        let rest = SKIP_BITS - used;
        // The next 8 bits, padded with zeros past the window: a code no longer
        // than what is left is found whatever the padding.
        let next = if rest >= SHORT_BITS {
            window >> (rest - SHORT_BITS)
        } else {
            window << (SHORT_BITS - rest)
        } & ((1 << SHORT_BITS) - 1);
        let (_, len) = short[next as usize];
        if len == 0 || len as u32 > rest {
            break;
        }
        used += len as u32;
        codes += 1;
    }
    (codes, used as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoded_values_decode_back_one_by_one_and_all_at_once() {
        let mut values = Vec::new();
        let mut x = 12345u64;
        for i in 0..5000u32 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // Skewed, with a few rare values to make long codes.
            let v = match (x >> 33) % 100 {
                0..=59 => 0,
                60..=84 => 3,
                85..=97 => (x >> 40) as u8 % 20,
                _ => 200 + (i % 50) as u8,
            };
            values.push(v);
        }
        let enc = encode(&values);
        let dec = Decoder::new(&enc.lengths).expect("a valid code");
        assert_eq!(dec.decode_all(&enc.bytes, values.len()).unwrap(), values);
        for (i, &v) in values.iter().enumerate() {
            let start = enc.block_starts[i / BLOCK] as u64;
            assert_eq!(
                dec.value_at(&enc.bytes, start, i % BLOCK),
                Some(v),
                "value {i}"
            );
        }
        assert!(enc.bytes.len() < values.len() / 2, "the code compresses");
    }

    #[test]
    fn one_value_streams_and_long_codes_work() {
        let enc = encode(&[7; 300]);
        let dec = Decoder::new(&enc.lengths).unwrap();
        assert_eq!(dec.decode_all(&enc.bytes, 300).unwrap(), vec![7; 300]);
        let mut counts = [0u64; 256];
        for (s, c) in counts.iter_mut().enumerate().take(40) {
            *c = 1 << (s.min(39));
        }
        assert!(code_lengths(&counts).iter().all(|&l| l <= MAX_LEN));
    }

    #[test]
    fn a_code_promising_too_much_is_refused() {
        let mut lengths = [0u8; 256];
        lengths[..3].fill(1);
        assert!(Decoder::new(&lengths).is_none());
        assert!(Decoder::new(&[0u8; 256]).is_none());
    }
}
