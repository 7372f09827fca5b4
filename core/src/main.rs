//! The `baghchal` command: terminal play, the engine protocol, perft.

mod cli;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = cli::run(&args);
    std::process::exit(code);
}
