//! The `baghchal` command: terminal play, the engine protocol, perft.

mod cli;

fn main() {
    quiet_on_closed_output();
    let code = cli::run(std::env::args_os());
    std::process::exit(code);
}

/// A reader that stops early (`baghchal play ... | head`) closes the pipe;
/// Rust ignores SIGPIPE, so the next `println!` would panic on the error.
/// With the signal's default action back, the process ends quietly there,
/// as other Unix tools do, wherever in the CLI it was writing.
fn quiet_on_closed_output() {
    #[cfg(unix)]
    // SAFETY: called first in `main`, before any thread exists; it sets the
    // action of one signal to the system default.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
