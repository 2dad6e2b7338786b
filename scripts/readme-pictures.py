"""Regenerate the README's pictures in docs/images/ from the real kits.

Each picture is made by `wisegen export` exactly as a user would make it (the built-in
packs, the default layouts): one card of each game, drawn trimmed, and a contact sheet
of the Three Wise Words kit. Pillow then stores them as small palette PNGs (each
≤ 150 KB) so the repository stays light; the drawing is untouched.

Usage: .venv/bin/python scripts/readme-pictures.py   (needs the test extra: Pillow)
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
WISEGEN = Path(sys.executable).parent / "wisegen"
LIMIT = 150 * 1024

CARDS = [
    # (game, material, card file, export options)
    ("three-wise-words", "cards", "001-front.png", ["--dpi", "150"]),
    ("just-one", "cards", "001-front.png", ["--dpi", "150"]),
    ("13-words", "cards", "001-front.png", ["--dpi", "150"]),
    ("thricewise", "cards", "007-front.png", ["--dpi", "150"]),
    ("mistrz-slowa", "scoring", "001-front.png", ["--dpi", "120"]),
]
SHEET = ("three-wise-words", ["--dpi", "40"])


def export(game: str, fmt: str, out: Path, *options: str) -> None:
    subprocess.run([str(WISEGEN), "export", "--game", game, "--format", fmt, "--out",
                    str(out), *options], check=True, capture_output=True)


def save_small(source: Path, target: Path) -> int:
    """`source` as a palette PNG (256 colours, no dithering); its size in bytes."""
    with Image.open(source) as picture:
        small = picture.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT,
                                                dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    small.save(buffer, "PNG", optimize=True)
    data = buffer.getvalue()
    if len(data) > LIMIT:
        sys.exit(f"{target.name} would be {len(data) // 1024} KB, over {LIMIT // 1024} KB")
    target.write_bytes(data)
    return len(data)


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        work_dir = Path(work)
        for game, material, card, options in CARDS:
            out = work_dir / game
            export(game, "png", out, "--only", material, "--bleed", "0", *options)
            target = IMAGES / f"card-{game}.png"
            size = save_small(out / material / card, target)
            print(f"{target.relative_to(ROOT)}  {size / 1024:.0f} KB")
        game, options = SHEET
        out = work_dir / "sheet"
        export(game, "sheet", out, *options)
        target = IMAGES / f"sheet-{game}.png"
        size = save_small(out / f"{game}-sheet.png", target)
        print(f"{target.relative_to(ROOT)}  {size / 1024:.0f} KB")


if __name__ == "__main__":
    main()
