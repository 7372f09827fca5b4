# shellcheck shell=bash
# Shell functions shared by build-host.sh (Linux) and build-xcframework.sh (a Mac).
# Source it; it defines functions only. Written for bash 3.2, macOS's own bash.

# Prints cargo's target directory for the workspace in the current directory, as
# cargo itself resolves it (CARGO_TARGET_DIR, build.target-dir, or `target/`).
cargo_target_dir() {
    local dir
    dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
    [ -n "$dir" ] || { echo "cannot find cargo's target directory" >&2; return 1; }
    printf '%s\n' "$dir"
}

# replace_changed SOURCE DEST: makes the folder DEST hold exactly what the folder
# SOURCE holds. Only files whose bytes differ are written (each through a rename,
# so none is ever seen half-written) and what SOURCE lacks is removed; a file that
# did not change keeps its timestamp, so Xcode and SwiftPM do not rebuild what
# depends on it. Files, folders and symbolic links only.
replace_changed() {
    local source="$1" dest="$2" rel kind
    [ -d "$source" ] || { echo "replace_changed: $source is not a folder" >&2; return 1; }
    mkdir -p "$dest" || return 1

    # What SOURCE does not have, or has as another kind of thing: deepest first.
    while IFS= read -r -d '' rel; do
        kind="$(_entry_kind "$dest/$rel")"
        if [ "$kind" != "$(_entry_kind "$source/$rel")" ]; then
            rm -rf "${dest:?}/$rel" || return 1
        fi
    done < <(cd "$dest" && find . -mindepth 1 -depth -print0)

    while IFS= read -r -d '' rel; do
        case "$(_entry_kind "$source/$rel")" in
            folder)
                mkdir -p "$dest/$rel" || return 1
                ;;
            link)
                # Removed first: mv onto a link to a folder would move into that folder.
                if [ "$(readlink "$source/$rel")" != "$(readlink "$dest/$rel" 2>/dev/null)" ]; then
                    rm -f "$dest/$rel" && ln -s "$(readlink "$source/$rel")" "$dest/$rel" || return 1
                fi
                ;;
            file)
                if ! cmp -s "$source/$rel" "$dest/$rel"; then
                    cp "$source/$rel" "$dest/$rel.replacing.$$" &&
                        mv -f "$dest/$rel.replacing.$$" "$dest/$rel" || return 1
                fi
                ;;
            *)
                echo "replace_changed: $source/$rel is neither a file, a folder nor a link" >&2
                return 1
                ;;
        esac
    done < <(cd "$source" && find . -mindepth 1 -print0)
}

# What is at a path: file, folder, link, none or other.
_entry_kind() {
    if [ -L "$1" ]; then
        echo link
    elif [ -d "$1" ]; then
        echo folder
    elif [ -f "$1" ]; then
        echo file
    elif [ -e "$1" ]; then
        echo other
    else
        echo none
    fi
}
