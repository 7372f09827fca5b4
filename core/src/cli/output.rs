//! A file a command writes at the end of long work, checked before the work:
//! its folder is made and a temporary file beside it is created first, so a
//! path that cannot be written fails at once, not after minutes of solving,
//! and an interrupted or failed run never leaves a half-written file.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// An output file being prepared; nothing is at its path until [`Output::commit`].
pub struct Output {
    path: PathBuf,
    temporary: PathBuf,
    file: Option<File>,
}

impl Output {
    /// Makes the folder of `path` if it is missing and opens a temporary
    /// file beside `path`; the error names the path and the reason.
    pub fn prepare(path: &str) -> Result<Output, String> {
        let target = PathBuf::from(path);
        if target.is_dir() {
            return Err(format!("cannot write {path}: it is a folder"));
        }
        let name = target
            .file_name()
            .ok_or_else(|| format!("cannot write {path}: it names no file"))?;
        let folder = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        std::fs::create_dir_all(&folder)
            .map_err(|e| format!("cannot write {path}: cannot make {}: {e}", folder.display()))?;
        let mut temp_name = name.to_os_string();
        temp_name.push(format!(".partial-{}", std::process::id()));
        let temporary = folder.join(temp_name);
        let file = File::create(&temporary).map_err(|e| format!("cannot write {path}: {e}"))?;
        Ok(Output {
            path: target,
            temporary,
            file: Some(file),
        })
    }

    /// The path the file will have.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `bytes` and moves the file to its path, replacing what was there.
    pub fn commit(mut self, bytes: &[u8]) -> Result<(), String> {
        let shown = self.path.display().to_string();
        let mut file = self.file.take().expect("committed once");
        file.write_all(bytes)
            .and_then(|()| file.sync_all())
            .map_err(|e| format!("cannot write {shown}: {e}"))?;
        drop(file);
        std::fs::rename(&self.temporary, &self.path)
            .map_err(|e| format!("cannot write {shown}: {e}"))
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        // Not committed (an error, or the commit failed): leave nothing behind.
        let _ = std::fs::remove_file(&self.temporary);
    }
}
