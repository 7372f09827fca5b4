//! Files and folders named by a user: a path of the wrong kind (a folder
//! given as a table, a file given as a cache folder) is refused in words
//! that say what it is, the same everywhere, rather than with the system's
//! error for the call that failed ("No such device", "File exists").

use std::fs::File;
use std::io;
use std::path::Path;

/// What a folder given where a file belongs is told.
pub const NOT_A_FILE: &str = "it is a folder, not a file";

/// What a file given where a folder belongs is told.
pub const NOT_A_FOLDER: &str = "it is a file, not a folder";

fn wrong_kind(words: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, words)
}

/// Opens the file at `path` for reading; a folder is refused with [`NOT_A_FILE`].
pub fn open(path: &Path) -> io::Result<File> {
    if path.is_dir() {
        return Err(wrong_kind(NOT_A_FILE));
    }
    File::open(path)
}

/// The bytes of the file at `path`; a folder is refused with [`NOT_A_FILE`].
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    if path.is_dir() {
        return Err(wrong_kind(NOT_A_FILE));
    }
    std::fs::read(path)
}

/// Makes the folder `path` and those above it; where one of them is a
/// file, the error names it with [`NOT_A_FOLDER`].
pub fn make_folder(path: &Path) -> io::Result<()> {
    if let Some(file) = path.ancestors().find(|p| p.exists() && !p.is_dir()) {
        let words = if file == path {
            NOT_A_FOLDER.to_string()
        } else {
            format!("{} is a file, not a folder", file.display())
        };
        return Err(wrong_kind(&words));
    }
    std::fs::create_dir_all(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wrong_kind_of_path_is_named() {
        let dir = std::env::temp_dir().join(format!("baghchal-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(open(&dir).unwrap_err().to_string(), NOT_A_FILE);
        assert_eq!(read(&dir).unwrap_err().to_string(), NOT_A_FILE);
        let file = dir.join("f");
        std::fs::write(&file, b"x").unwrap();
        assert_eq!(make_folder(&file).unwrap_err().to_string(), NOT_A_FOLDER);
        let under = file.join("a/b");
        assert_eq!(
            make_folder(&under).unwrap_err().to_string(),
            format!("{} is a file, not a folder", file.display())
        );
        make_folder(&dir.join("new/deeper")).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
