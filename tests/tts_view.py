"""Reading a Tabletop Simulator saved object back: each object's footprint on the table
(from its type, its Transform and its image's pixels alone), and a top-down picture of
the table, every object drawn as its image (or a labelled box) where it lies.

Used by tests/test_tts_table.py and by `python -m tests.tts_view SAVED.json OUT.png`.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import pypdfium2
from PIL import Image, ImageDraw

from wisegen.render.writers.tts_table import (
    CARD,
    CLOCK,
    COUNTER,
    DIE,
    NOTECARD,
    PDF_HEIGHT,
    TABLE_X,
    TABLE_Z,
    TILE_UNITS,
)

PX = 24
"""Pixels per table unit in the picture."""


@dataclass(frozen=True)
class Footprint:
    state: dict[str, Any]
    x0: float
    z0: float
    x1: float
    z1: float

    def overlaps(self, other: Footprint) -> bool:
        return (self.x0 < other.x1 and other.x0 < self.x1 and self.z0 < other.z1
                and other.z0 < self.z1)

    def inside(self, other: Footprint, slack: float = 0.01) -> bool:
        return (self.x0 >= other.x0 - slack and self.x1 <= other.x1 + slack
                and self.z0 >= other.z0 - slack and self.z1 <= other.z1 + slack)


def local(url: str, base: Path | None = None) -> Path:
    """The file a URL names: a file:/// URL, or (with --base-url) the export's images."""
    parsed = urlparse(url)
    if parsed.scheme == "file":
        return Path(unquote(parsed.path))
    assert base is not None, url
    return base / "images" / Path(unquote(parsed.path)).name


def image_pixels(path: Path) -> tuple[int, int]:
    with Image.open(path) as picture:
        return picture.size


def pdf_page_size(path: Path) -> tuple[float, float]:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return document[0].get_size()
    finally:
        document.close()


def size_of(state: dict[str, Any], base: Path | None = None) -> tuple[float, float]:
    """An object's footprint (x, z) in table units, as the layout model reads it."""
    name, transform = state["Name"], state["Transform"]
    if name in ("DeckCustom", "CardCustom", "Card"):  # TTS's card, scaled
        base = CARD[::-1] if state.get("SidewaysCard") else CARD
        return base[0] * transform["scaleX"], base[1] * transform["scaleZ"]
    fixed = {"Custom_Dice": DIE, "Notecard": NOTECARD, "Digital_Clock": CLOCK,
             "Counter": COUNTER}
    if name in fixed:
        return fixed[name]
    if name == "Custom_PDF":
        width, height = pdf_page_size(local(state["CustomPDF"]["PDFUrl"], base))
        return PDF_HEIGHT * width / height, PDF_HEIGHT
    width, height = image_pixels(local(state["CustomImage"]["ImageURL"], base))
    long_side = TILE_UNITS * transform["scaleX"]
    size = (long_side * width / max(width, height), long_side * height / max(width, height))
    if name == "Figurine_Custom":
        return size[0], size[0] / 3 + 0.3
    return size


def footprints(saved: dict[str, Any], base: Path | None = None) -> list[Footprint]:
    out = []
    for state in saved["ObjectStates"]:
        w, d = size_of(state, base)
        x, z = state["Transform"]["posX"], state["Transform"]["posZ"]
        out.append(Footprint(state, x - w / 2, z - d / 2, x + w / 2, z + d / 2))
    return out


def _to_px(x: float, z: float) -> tuple[int, int]:
    return round((x + TABLE_X + 1) * PX), round((TABLE_Z + 1 - z) * PX)


def _picture_of(state: dict[str, Any], base: Path | None) -> Image.Image | None:
    image = state.get("CustomImage", {}).get("ImageURL")
    if image:
        return Image.open(local(image, base)).convert("RGB")
    deck = next(iter(state.get("CustomDeck", {}).values()), None)
    if deck:  # a deck lies face down (its back), a card dealt face up shows its face
        face_up = state["Name"] == "CardCustom" and state["Transform"]["rotZ"] == 0
        with Image.open(local(deck["FaceURL" if face_up else "BackURL"], base)) as sheet:
            cell = (sheet.width // deck["NumWidth"], sheet.height // deck["NumHeight"])
            card_id = state.get("CardID", (state.get("DeckIDs") or [0])[0])
            slot = card_id % 100
            row, column = divmod(slot, deck["NumWidth"])
            if not face_up and not deck["UniqueBack"]:
                cell, row, column = sheet.size, 0, 0
            left, top = column * cell[0], row * cell[1]
            return sheet.convert("RGB").crop((left, top, left + cell[0], top + cell[1]))
    return None


def draw_table(saved: dict[str, Any], out: Path, base: Path | None = None) -> None:
    """The table seen from above, the player at the bottom: each footprint with its
    image, outlined, and its name."""
    size = _to_px(TABLE_X + 1, -TABLE_Z - 1)
    canvas = Image.new("RGB", size, "#6B4F3A")
    pen = ImageDraw.Draw(canvas)
    pen.rectangle((*_to_px(-TABLE_X, TABLE_Z), *_to_px(TABLE_X, -TABLE_Z)), fill="#8A6A4E")
    prints = footprints(saved, base)
    for fp in sorted(prints, key=lambda f: f.state["Transform"]["posY"]):
        left, top = _to_px(fp.x0, fp.z1)
        right, bottom = _to_px(fp.x1, fp.z0)
        picture = _picture_of(fp.state, base)
        if picture is not None and right > left and bottom > top:
            canvas.paste(picture.resize((right - left, bottom - top)), (left, top))
        else:
            pen.rectangle((left, top, right, bottom), fill="#F4F1E8")
        pen.rectangle((left, top, right, bottom), outline="#FFFFFF", width=1)
        pen.text((left + 2, bottom + 1), fp.state["Nickname"][:40], fill="#FFFFFF")
        for snap in fp.state.get("AttachedSnapPoints", []):
            scale = fp.state["Transform"]["scaleX"]
            cx = fp.state["Transform"]["posX"] - snap["Position"]["x"] * scale
            cz = fp.state["Transform"]["posZ"] - snap["Position"]["z"] * scale
            px, pz = _to_px(cx, cz)
            pen.ellipse((px - 3, pz - 3, px + 3, pz + 3), outline="#D7263D", width=2)
    out.parent.mkdir(parents=True, exist_ok=True)
    canvas.save(out)


if __name__ == "__main__":
    import json

    source = Path(sys.argv[1])
    draw_table(json.loads(source.read_text(encoding="utf-8")), Path(sys.argv[2]),
               source.parent)
