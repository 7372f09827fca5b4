#!/usr/bin/env python3
"""Makes the README's pictures from the host renders.

Run `bash .ci/test-android-host.sh` first (it writes screenshots/*.png, 1000 x
2150 pixels), then `python3 docs/images/shrink.py` (needs Pillow: `pip install
pillow`). Each picked screenshot is scaled to 360 pixels wide and stored as a
128-colour PNG, about 40 KB, into docs/images/.
"""

from pathlib import Path

from PIL import Image

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


def shrink(source: Path, target: Path) -> None:
    """Scales `source` to WIDTH pixels wide and saves it as a paletted PNG."""
    image = Image.open(source).convert("RGB")
    height = round(image.height * WIDTH / image.width)
    image = image.resize((WIDTH, height), Image.LANCZOS)
    # No dithering: flat UI colours and text edges compress far better without it.
    image = image.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(target, optimize=True)


def main() -> None:
    for name, shot in PICKS.items():
        source = ROOT / "screenshots" / f"{shot}.png"
        if not source.exists():
            raise SystemExit(f"{source} is missing: run bash .ci/test-android-host.sh first")
        target = ROOT / "docs" / "images" / f"{name}.png"
        shrink(source, target)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main()
