"""Draw once, place many times: repeated artwork as PDF form XObjects.

A deck repeats the same back on every card and the same symbols on many fronts. Drawn
inline, each copy costs its full path data; as a form XObject it is stored once per PDF
and each copy is a short reference, which keeps a deck's PDF small and quick to render.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from functools import cache

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.units import Rect, pt

REUSE = True
"""False draws every copy inline instead: the same picture, kept so that a test can
compare the two renderings pixel by pixel."""


_NOT_A_NAME = re.compile(r"[^A-Za-z0-9]")


GLOBAL = "WG_"
"""The prefix of a form named by its drawing, in any PDF: pictures drawn in several PDFs
share one raster of it (`render/backdrop.py`)."""
LOCAL = "WL_"
"""The prefix of a form whose key names its drawing only within one PDF."""


@cache
def _form_name(key: str, local: bool = False) -> str:
    """The form's PDF name: readable, unique by the key's hash. Kept per key, as a deck
    places the same artwork on every card and its key (every box and colour the drawing
    reads) runs to hundreds of characters."""
    digest = hashlib.sha1(key.encode()).hexdigest()[:10]
    return f"{LOCAL if local else GLOBAL}{_NOT_A_NAME.sub('_', key[:32])}_{digest}"


def placed(canvas: Canvas, key: str, bbox: Rect, draw: Callable[[Canvas], None], x: float,
           y: float, *, local: bool = False) -> None:
    """Draw what `draw` draws around its own origin (inside `bbox`, mm) with that origin
    at (x, y) mm on the page, under the current transformation and clip.

    `key` names the artwork: the same key must always mean the same drawing, so it
    should carry every parameter the drawing depends on (size, colours, text); `local`
    when it does so only within this canvas's PDF (a number given per canvas).
    """
    if not REUSE:
        canvas.saveState()
        canvas.translate(pt(x), pt(y))
        draw(canvas)
        canvas.restoreState()
        return
    name = _form_name(key, local)
    if not canvas.hasForm(name):
        canvas.beginForm(name, pt(bbox.x), pt(bbox.y), pt(bbox.right), pt(bbox.top))
        draw(canvas)
        canvas.endForm()
    canvas.saveState()
    canvas.translate(pt(x), pt(y))
    canvas.doForm(name)
    canvas.restoreState()
