//! Running the `baghchal` binary from a test: its arguments, the cache
//! folder it sees (never the user's), and its input through a pipe.

#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The binary's whole run with `args`, `cache` as `$BAGHCHAL_CACHE` and
/// `input` on stdin (the end of input follows it).
pub fn run_with(args: &[&str], cache: &Path, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(args)
        .env("BAGHCHAL_CACHE", cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // A refusal ends the program before it reads: ignore a closed pipe.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().expect("it ends")
}

/// Its stdout, after checking that it succeeded (else its output is the failure).
pub fn stdout_of_success(out: Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}
