//! Lists the committed placement books (`books/*.book`) for the `baghchal`
//! binary, which builds them in (`src/cli/play_perfect.rs`): the terminal
//! game's Perfect then plays with the same books as the apps wherever the
//! binary runs, and a book added to `books/` is in the next build without a
//! code change. The library does not include them.

use std::path::Path;

fn main() {
    // Read when the script runs, not when it is compiled: cargo may reuse a
    // script compiled in another checkout, whose books are elsewhere or gone.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("books");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut books: Vec<_> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "book"))
                .collect()
        })
        .unwrap_or_default();
    books.sort();
    let mut out = String::from("&[\n");
    for path in &books {
        let name = path.file_stem().expect("a file name").to_string_lossy();
        out.push_str(&format!(
            "    ({name:?}, include_bytes!({:?}) as &[u8]),\n",
            path.display().to_string()
        ));
    }
    out.push(']');
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("books.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
