#!/usr/bin/env bash
# The round trip with the `baghchal` Python library (PyPI, MIT, 1.0.1):
# installs it (with numpy and Pillow, which it imports) once into
# .cache/pylib-baghchal-1.0.1, from ../shared/offline/python when that
# holds its wheels, else from PyPI; builds the CLI; runs
# .ci/library-roundtrip.py (closing line `N passed, N failed`).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=offline.sh
source "$root/.ci/offline.sh"

dir="$root/.cache/pylib-baghchal-1.0.1"
if [ ! -f "$dir/baghchal/env.py" ]; then
    rm -rf "$dir.tmp"
    wheels="${BAGHCHAL_OFFLINE:-$root/../shared/offline}/python"
    if [ -d "$wheels" ]; then
        python3 -m pip install --quiet --no-index --find-links "$wheels" --target "$dir.tmp" baghchal==1.0.1
    else
        python3 -m pip install --quiet --target "$dir.tmp" baghchal==1.0.1
    fi
    mv "$dir.tmp" "$dir"
fi

target_dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
cargo build --profile ci -p baghchal
python3 .ci/library-roundtrip.py "$dir" "$target_dir/ci/baghchal"
