"""The cover's picture: the kit's own pieces laid on a table, as a box shows its contents.

Nothing here is drawn for the cover alone: the cards are sample fronts of the deck and
its back, the dice show their printed faces, and the sheet under them is a real page of
the kit, each drawn by the very drawer that prints it, only scaled, turned and clipped
to its trim. The scene is then photographed (`photo`: rasterised by pdfium, the PDF
library the kit already uses for previews) and the cover carries the image: the
miniature text of the pieces is a picture, like the cards on a box's front, not
text under the 6 pt floor in the PDF (tests/test_kit_legibility.py reads every text
run's size back from the file). While the scene draws, its text records go to a
scratch log for the same reason.
"""

from __future__ import annotations

import hashlib
import io
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.core import cache as user_cache
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.kit import Kit, PrintContext
from wisegen.render.pieces import Card, Die
from wisegen.render.text import FitLog
from wisegen.render.units import Rect, pt

SHADOW = "#000000"
SHADOW_ALPHA = 0.28
PHOTO_DPI = 150
"""The picture's resolution: sharp enough at arm's length for a picture of small pieces,
about 100 KiB as JPEG, and a tenth of a second to take."""
QUALITY = 90
"""JPEG quality: no visible artefacts around the pieces' thin lines and small type."""
FAN = (-14.0, -6.0, 2.0, 10.0)
"""The turn of each fanned card front, degrees (anticlockwise)."""


@dataclass(frozen=True)
class Pieces:
    """What the picture shows, chosen from the kit: a deck, its sample cards, a few dice,
    one other card of each smaller deck, and a sheet (board, track, pad) to lie under them."""

    deck: list[Card]
    others: list[Card]
    dice: list[Die]
    sheet: Page | None


def choose(kit: Kit) -> Pieces:
    """The biggest deck's cards spread through the deck, the first card of every other
    deck, up to six dice, and the first page of the first material with neither cards
    nor dice (the kit's board, track, tents or pad)."""
    decks = sorted((kit.cards(m) for m in kit.materials if kit.cards(m)), key=len,
                   reverse=True)
    deck = decks[0] if decks else []
    samples = [deck[round(n * (len(deck) - 1) / (len(FAN) - 1))] for n in range(len(FAN))
               ] if len(deck) >= len(FAN) else list(deck)
    dice = [die for m in kit.materials for die in kit.dice(m)][:6]
    sheets = [pages[0] for m, pages in kit.materials.items()
              if not kit.cards(m) and not kit.dice(m)]
    return Pieces(list(dict.fromkeys(samples)), [d[0] for d in decks[1:3]], dice,
                  sheets[0] if sheets else None)


@contextmanager
def _placed(canvas: Canvas, cx: float, cy: float, turn: float, scale: float) -> Iterator[None]:
    """Draw around (cx, cy) mm, turned `turn` degrees and scaled: the body's (0, 0) is there."""
    canvas.saveState()
    canvas.translate(pt(cx), pt(cy))
    canvas.rotate(turn)
    canvas.scale(scale, scale)
    try:
        yield
    finally:
        canvas.restoreState()


def _shadow(canvas: Canvas, rect: Rect, radius: float, scale: float) -> None:
    """A soft dark patch under a piece, offset down and right (0.9 mm as printed)."""
    offset = 0.9 / scale
    canvas.saveState()
    canvas.setFillColor(HexColor(SHADOW))
    canvas.setFillAlpha(SHADOW_ALPHA)
    canvas.roundRect(pt(rect.x + offset), pt(rect.y - offset), pt(rect.width),
                     pt(rect.height), pt(radius), stroke=0, fill=1)
    canvas.restoreState()


def _clipped(canvas: Canvas, rect: Rect, radius: float, draw: Callable[[], None]) -> None:
    """`draw` inside `rect` with rounded corners: a cut piece, its bleed trimmed away."""
    canvas.saveState()
    path = canvas.beginPath()
    path.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius))
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.setFillColor(HexColor("#FFFFFF"))
    canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
    draw()
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(HexColor("#8A8A8A"))
    canvas.setLineWidth(0.3)
    canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius),
                     stroke=1, fill=0)
    canvas.restoreState()


def card(canvas: Canvas, piece: Card, cx: float, cy: float, height: float, turn: float,
         back: bool = False) -> None:
    """One cut card, `height` mm tall on the cover, centred at (cx, cy), turned `turn`."""
    drawer = piece.back if back and piece.back is not None else piece.front
    scale = height / max(piece.height, piece.width)
    trim = Rect(-piece.width / 2, -piece.height / 2, piece.width, piece.height)
    radius = min(piece.width, piece.height) * 0.05
    with _placed(canvas, cx, cy, turn, scale):
        _shadow(canvas, trim, radius, scale)
        _clipped(canvas, trim, radius, lambda: drawer(canvas, trim))


def die(canvas: Canvas, piece: Die, face: int, cx: float, cy: float, size: float,
        turn: float) -> None:
    """One die seen from above, showing its face number `face`, `size` mm across."""
    scale = size / piece.size
    trim = Rect(-piece.size / 2, -piece.size / 2, piece.size, piece.size)
    radius = piece.size * 0.12
    with _placed(canvas, cx, cy, turn, scale):
        _shadow(canvas, trim, radius, scale)
        _clipped(canvas, trim, radius,
                 lambda: piece.faces[face % len(piece.faces)](canvas, trim))


def sheet(canvas: Canvas, page: Page, cx: float, cy: float, height: float,
          turn: float) -> None:
    """A printed page lying on the table, `height` mm tall, trimmed to its trim box."""
    trim = page.trim or page.media
    scale = height / trim.height
    with _placed(canvas, cx, cy, turn, scale):
        canvas.translate(pt(-trim.x - trim.width / 2), pt(-trim.y - trim.height / 2))
        _shadow(canvas, trim, 0.5, scale)
        _clipped(canvas, trim, 0.5, lambda: page.draw(canvas))


@contextmanager
def quiet(ctx: PrintContext) -> Iterator[None]:
    """While the picture draws, text goes to a scratch log (see the module's note)."""
    kept = ctx.log
    ctx.log = FitLog()
    try:
        yield
    finally:
        ctx.log = kept


def picture(canvas: Canvas, kit: Kit, area: Rect, table: str) -> None:
    """The kit's pieces on a table of colour `table` filling `area` (mm), clipped to it:
    a sheet at the back left, the deck's back and a fan of its fronts at the right, the
    smaller decks' cards and the dice in front."""
    pieces = choose(kit)
    canvas.saveState()
    path = canvas.beginPath()
    path.roundRect(pt(area.x), pt(area.y), pt(area.width), pt(area.height), pt(4))
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.setFillColor(HexColor(table))
    canvas.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height), stroke=0, fill=1)
    w, h = area.width, area.height
    if pieces.sheet is not None:
        trim = pieces.sheet.trim or pieces.sheet.media
        tall = min(h * 0.8, w * 0.56 * trim.height / trim.width)
        sheet(canvas, pieces.sheet, area.x + w * 0.31, area.top - tall / 2 - h * 0.07, tall, 3.0)
    many = len(pieces.deck) < len(FAN)  # no big deck: the dice are the game
    size = min(h * (0.17 if many else 0.13), w / 10)
    for n, other in enumerate(pieces.others):
        tall, turn = h * 0.42, 8.0 - 13.0 * n
        wide = tall * other.width / other.height
        # Whole on the table: its turned corners at least 2 mm inside the picture's edge.
        half = (wide * abs(_cos(turn)) + tall * abs(_sin(turn))) / 2 + 2.0
        card(canvas, other, max(area.x + w * (0.12 + 0.15 * n), area.x + half),
             area.y + h * 0.3 + size * 0.4, tall, turn)
    _deck(canvas, pieces, area)
    left = area.x + w * 0.04
    for n, piece in enumerate(pieces.dice):
        die(canvas, piece, 2 * n, left + size / 2 + n * size * 1.3, area.y + size * 0.8,
            size, (-1) ** n * (4.0 + 3 * n))
    canvas.restoreState()


def _deck(canvas: Canvas, pieces: Pieces, area: Rect) -> None:
    """The deck: its back face up at the back right, then the sample fronts in an
    overlapping row, each turned a little, so that most of every front shows."""
    if not pieces.deck:
        return
    w, h = area.width, area.height
    first = pieces.deck[0]
    if first.back is not None:
        card(canvas, first, area.x + w * 0.85, area.y + h * 0.71, h * 0.44, -9.0, back=True)
    height = h * 0.5
    wide = height * min(first.width, first.height) / max(first.width, first.height)
    across = height if first.sideways else wide
    row = w * 0.66
    count = len(pieces.deck)
    step = min(across * 0.8, (row - across) / max(1, count - 1))
    start = area.right - w * 0.03 - across / 2 - step * (count - 1)
    for n, piece in enumerate(pieces.deck):
        card(canvas, piece, start + n * step, area.y + h * (0.33 + 0.03 * (n % 2)), height,
             FAN[n % len(FAN)] * 0.5)


def _sin(degrees: float) -> float:
    return math.sin(math.radians(degrees))


def _cos(degrees: float) -> float:
    return math.cos(math.radians(degrees))


def photo(kit: Kit, width: float, height: float, table: str) -> bytes:
    """The picture (`width` x `height` mm) as a JPEG at PHOTO_DPI, white outside its
    rounded table. The scene is drawn as a one-page PDF first; the same PDF always makes
    the same photograph, so the user's cache keeps it by the PDF's hash and a second
    print of the same kit skips pdfium (a cache that fails only costs the work again)."""
    scene = Page(width, height, lambda canvas: picture(canvas, kit, Rect(0, 0, width, height),
                                                       table), "cover picture")
    if kit.context is None:
        raise RuntimeError("a cover picture needs the kit's print context")
    with quiet(kit.context):
        pdf = build_pdf([scene], Metadata("cover picture", "cover picture"))
    digest = hashlib.sha256(pdf)
    digest.update(f"{PHOTO_DPI} {QUALITY} {user_cache.code_fingerprint()}".encode())
    entry = f"cover-photos/{digest.hexdigest()[:40]}.jpg"
    stored = user_cache.read_bytes(entry)
    if stored is not None and stored.startswith(b"\xff\xd8"):
        return stored
    image = _rasterise(pdf)
    user_cache.write_bytes(entry, image)
    return image


def _rasterise(pdf: bytes) -> bytes:
    """The first page of `pdf` at PHOTO_DPI, as JPEG bytes."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        image = document[0].render(scale=PHOTO_DPI / 72).to_pil().convert("RGB")
    finally:
        document.close()
    out = io.BytesIO()
    image.save(out, "JPEG", quality=QUALITY)
    return out.getvalue()
