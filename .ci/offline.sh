#!/usr/bin/env bash
# Source this file. When an offline copy of the project's downloads exists
# (`../shared/offline/` beside the checkout, or BAGHCHAL_OFFLINE=DIR), it
#   - points cargo at its vendored crates through a CARGO_HOME under .cache/
#     (source replacement; no global cargo config is written or read), and
#   - seeds .cache/ from its dot-cache/ so kotlinc, the Compose jars and JNA
#     are never downloaded.
# Without such a directory it does nothing, and the registries are used as usual.

_offline_setup() {
    local root dir
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || return 1
    dir="${BAGHCHAL_OFFLINE:-$root/../shared/offline}"
    [ -d "$dir/crates" ] || return 0
    dir="$(cd "$dir" && pwd)" || return 1

    local home="$root/.cache/cargo-home"
    mkdir -p "$home" || return 1
    cat >"$home/config.toml" <<TOML || return 1
# Written by .ci/offline.sh: build from the offline copy of crates.io.
[source.crates-io]
replace-with = "vendored-sources"
[source.vendored-sources]
directory = "$dir/crates"
[net]
offline = true
TOML
    export CARGO_HOME="$home"
    # rustup's proxies live in the usual CARGO_HOME; keep them reachable.
    case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) [ -d "$HOME/.cargo/bin" ] && PATH="$HOME/.cargo/bin:$PATH" ;; esac
    export PATH

    # The shared copy is read-only: copy (never link) what is missing, then make it writable.
    if [ -d "$dir/dot-cache" ]; then
        local entry name
        for entry in "$dir/dot-cache"/*; do
            name="$(basename "$entry")"
            if [ ! -e "$root/.cache/$name" ]; then
                cp -R "$entry" "$root/.cache/$name" || return 1
                chmod -R u+w "$root/.cache/$name" || return 1
            fi
        done
    fi
    echo "offline: cargo uses $dir/crates; .cache/ seeded from $dir/dot-cache" >&2
}

_offline_setup
