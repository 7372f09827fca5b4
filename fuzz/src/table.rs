//! The real `G = 1` endgame table, and small edits of its bytes.
//!
//! A table file closes with a checksum of everything before it, so a random
//! change is refused at the checksum and never reaches the decoder. Edits can
//! therefore re-seal the file, which is what a forged or buggy writer would
//! produce, and what lets the fuzzer reach the header and stream checks.

use arbitrary::Arbitrary;
use baghchal::tablebase::{file, Tablebase};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The bytes of the `G = 1` table file, built once per process.
pub fn g1_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| Tablebase::build_bytes(1, &|_| {}).expect("G = 1 builds"))
}

/// The bytes of the one-side `G = 1` table file (tigers to move stored, the
/// goats' values derived), as the apps ship them; built once per process.
pub fn g1_one_side_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        Tablebase::from_bytes(g1_bytes().to_vec())
            .and_then(|t| t.one_side_bytes())
            .expect("the G = 1 table has a one-side form")
    })
}

/// One change to a table file's bytes; offsets wrap around the file's length.
#[derive(Arbitrary, Clone, Debug)]
pub enum Edit {
    /// Flips one bit.
    Flip {
        /// Where.
        at: u32,
        /// Which bit, modulo 8.
        bit: u8,
    },
    /// Overwrites a byte.
    Set {
        /// Where.
        at: u32,
        /// The new byte.
        byte: u8,
    },
    /// Overwrites four bytes with a little-endian number (a count or offset).
    SetU32 {
        /// Where.
        at: u32,
        /// The number.
        value: u32,
    },
    /// Overwrites eight bytes with a little-endian number (a length).
    SetU64 {
        /// Where.
        at: u32,
        /// The number.
        value: u64,
    },
    /// Cuts the file to this length.
    Truncate {
        /// Bytes kept.
        len: u32,
    },
    /// Removes some bytes.
    Remove {
        /// From where.
        at: u32,
        /// How many, at most 64.
        len: u8,
    },
    /// Inserts bytes.
    Insert {
        /// Where.
        at: u32,
        /// What.
        bytes: Vec<u8>,
    },
}

impl Edit {
    /// Applies the edit to `bytes`.
    pub fn apply(&self, bytes: &mut Vec<u8>) {
        let n = bytes.len();
        let at = |at: u32| if n == 0 { 0 } else { at as usize % n };
        let write = |bytes: &mut Vec<u8>, at: usize, src: &[u8]| {
            for (i, &b) in src.iter().enumerate() {
                if let Some(slot) = bytes.get_mut(at + i) {
                    *slot = b;
                }
            }
        };
        match self {
            Edit::Flip { .. } | Edit::Set { .. } | Edit::SetU32 { .. } | Edit::SetU64 { .. }
                if n == 0 => {}
            Edit::Flip { at: i, bit } => bytes[at(*i)] ^= 1 << (bit % 8),
            Edit::Set { at: i, byte } => bytes[at(*i)] = *byte,
            Edit::SetU32 { at: i, value } => write(bytes, at(*i), &value.to_le_bytes()),
            Edit::SetU64 { at: i, value } => write(bytes, at(*i), &value.to_le_bytes()),
            Edit::Truncate { len } => bytes.truncate(*len as usize),
            Edit::Remove { at: i, len } => {
                let from = at(*i);
                let to = (from + usize::from(len % 65)).min(n);
                bytes.drain(from..to);
            }
            Edit::Insert {
                at: i,
                bytes: extra,
            } => {
                let from = at(*i);
                bytes.splice(from..from, extra.iter().copied());
            }
        }
    }
}

/// A table file to open: the real one edited, or any bytes at all; either
/// can be re-sealed with a correct checksum.
#[derive(Arbitrary, Clone, Debug)]
pub enum TableFile {
    /// The `G = 1` table with these edits.
    Edited {
        /// Applied in order.
        edits: Vec<Edit>,
        /// Whether to write the right checksum over the last 8 bytes.
        reseal: bool,
    },
    /// These bytes.
    Raw {
        /// The whole file.
        bytes: Vec<u8>,
        /// Whether to write the right checksum over the last 8 bytes.
        reseal: bool,
    },
}

impl TableFile {
    /// The bytes of the file.
    pub fn bytes(&self) -> Vec<u8> {
        let (mut bytes, reseal) = match self {
            TableFile::Edited { edits, reseal } => {
                let mut bytes = g1_bytes().to_vec();
                for edit in edits {
                    edit.apply(&mut bytes);
                }
                (bytes, *reseal)
            }
            TableFile::Raw { bytes, reseal } => (bytes.clone(), *reseal),
        };
        if reseal {
            seal(&mut bytes);
        }
        bytes
    }
}

/// Writes the checksum of everything before the last 8 bytes into them.
pub fn seal(bytes: &mut [u8]) {
    if let Some(body_len) = bytes.len().checked_sub(8) {
        let sum = file::checksum(&bytes[..body_len]);
        bytes[body_len..].copy_from_slice(&sum.to_le_bytes());
    }
}

/// A file path of this process's own for `name`, under the system's temp
/// directory, so parallel fuzzers never share one.
pub fn scratch_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("baghchal-fuzz-{}-{name}", std::process::id()))
}
