#!/usr/bin/env bash
# The README's pictures (docs/images/*.png) against what the Android host renders.
#   .ci/pictures.sh            check: each picture still matches its screen (the test command runs this
#                              after .ci/test-android-host.sh, whose screenshots/ it reads)
#   .ci/pictures.sh --update   render the screens, then remake the pictures from them
# Pillow comes from Debian's python3-pil (installed when missing, as root) or the Python on PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# A Python that has Pillow: the one on PATH, else Debian's, installing python3-pil for it.
python=""
for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c 'import PIL' 2>/dev/null; then
        python="$candidate"
        break
    fi
done
if [ -z "$python" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "pictures: Pillow is missing; install python3-pil (needs root) or pip install pillow" >&2
        exit 1
    fi
    echo "pictures: installing python3-pil" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends python3-pil >&2 \
        || { apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends python3-pil >&2; }
    python=/usr/bin/python3
fi

case "${1:-}" in
    --update)
        bash .ci/test-android-host.sh RenderScreens
        "$python" docs/images/shrink.py
        ;;
    "")
        "$python" docs/images/shrink.py --check
        ;;
    *)
        echo "usage: .ci/pictures.sh [--update]" >&2
        exit 2
        ;;
esac
