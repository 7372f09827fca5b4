#!/usr/bin/env python3
"""Makes the README's pictures from the host renders, or checks they are current.

`bash .ci/pictures.sh --update` renders the screens and runs this script; by
hand: `bash .ci/test-android-host.sh RenderScreens` (it writes
screenshots/*.png, 1000 x 2150 pixels), then `python3 docs/images/shrink.py`.
Each picked screenshot is scaled to 360 pixels wide and stored as a 128-colour
PNG, about 40 KB, into docs/images/.

`python3 docs/images/shrink.py --check` makes the same pictures in memory and
fails when a committed one differs from what the renderer now draws by more
than the shrink's own noise (the test command runs it after the renders).

Needs Pillow: Debian's `python3-pil` (with /usr/bin/python3) or `pip install pillow`.
"""

import sys
from pathlib import Path

try:
    from PIL import Image, ImageChops
except ImportError:
    sys.exit(
        "shrink.py needs Pillow, which this Python does not have: "
        "apt-get install python3-pil (then run it with /usr/bin/python3) or pip install pillow"
    )

ROOT = Path(__file__).resolve().parents[2]
WIDTH = 360
COLOURS = 128

# README picture: screenshot it is made from.
PICKS = {
    "setup": "1_setup_en_light",
    "game": "3_movement_picked_en_light",
    "hint": "11_hint_en_light",
    "review": "13_review_en_light",
    "how-to-play-ne": "10_how_to_play_ne_light",
}

# How far a current picture may be from a fresh shrink. Another Pillow or font
# build moves a few edge pixels by a shade; a changed screen moves whole areas.
MEAN_LIMIT = 2.0  # mean absolute difference per channel, out of 255
FAR_SHADE = 48  # a pixel this far off in some channel counts as changed
FAR_SHARE_LIMIT = 0.005  # at most this share of pixels changed


def shrink(source: Path) -> Image.Image:
    """Scales `source` to WIDTH pixels wide as a paletted image."""
    image = Image.open(source).convert("RGB")
    height = round(image.height * WIDTH / image.width)
    image = image.resize((WIDTH, height), Image.LANCZOS)
    # No dithering: flat UI colours and text edges compress far better without it.
    return image.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def difference(fresh: Image.Image, committed: Path) -> str | None:
    """Why `committed` no longer matches `fresh`, or None when it does."""
    if not committed.exists():
        return "missing"
    old = Image.open(committed).convert("RGB")
    new = fresh.convert("RGB")
    if old.size != new.size:
        return f"size {old.size[0]}x{old.size[1]}, the renderer's is {new.size[0]}x{new.size[1]}"
    diff = ImageChops.difference(old, new)
    pixels = new.size[0] * new.size[1]
    mean = sum(sum(i * n for i, n in enumerate(band.histogram())) for band in diff.split()) / (3 * pixels)
    far = sum(diff.convert("L").point(lambda v: 255 if v >= FAR_SHADE else 0).histogram()[255:])
    if mean > MEAN_LIMIT or far / pixels > FAR_SHARE_LIMIT:
        return f"differs: mean {mean:.2f} of 255 (limit {MEAN_LIMIT}), {100 * far / pixels:.2f} % of pixels changed (limit {100 * FAR_SHARE_LIMIT} %)"
    return None


def main() -> None:
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: shrink.py [--check]")
    stale = []
    for name, shot in PICKS.items():
        source = ROOT / "screenshots" / f"{shot}.png"
        if not source.exists():
            sys.exit(f"{source} is missing: run bash .ci/test-android-host.sh RenderScreens first")
        target = ROOT / "docs" / "images" / f"{name}.png"
        fresh = shrink(source)
        if check:
            why = difference(fresh, target)
            print(f"{target.relative_to(ROOT)}: {why or 'current'}")
            if why:
                stale.append(name)
        else:
            fresh.save(target, optimize=True)
            print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")
    if stale:
        sys.exit(f"{len(stale)} of the README's pictures no longer match the screens: run bash .ci/pictures.sh --update")


if __name__ == "__main__":
    main()
