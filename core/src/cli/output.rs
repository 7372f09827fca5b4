//! A file a command writes at the end of long work, checked before the work:
//! its folder is made and a temporary file beside it is created first, so a
//! path that cannot be written fails at once, not after minutes of solving,
//! and a failed run never leaves a half-written file. A run killed or
//! interrupted (Ctrl-C) cannot clean up after itself: its `NAME.partial-PID`
//! is removed by the next run that prepares a file in that folder, once no
//! process of that PID is running.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What a temporary file's name has between the file's name and the PID.
const PARTIAL: &str = ".partial-";

/// Removes the temporary files in `folder` that processes no longer running
/// left behind (a build killed or interrupted); what cannot be removed stays.
fn remove_stale(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.rsplit_once(PARTIAL))
            .and_then(|(_, pid)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !running(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether a process `pid` is running; where that cannot be told, yes.
fn running(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
        let answer = unsafe { libc::kill(pid, 0) };
        answer == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

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
        baghchal::files::make_folder(&folder)
            .map_err(|e| format!("cannot write {path}: cannot make {}: {e}", folder.display()))?;
        remove_stale(&folder);
        let mut temp_name = name.to_os_string();
        temp_name.push(format!("{PARTIAL}{}", std::process::id()));
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
