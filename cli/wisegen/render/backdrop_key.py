"""A page's backdrop named from its own content: what `render/backdrop.py` rasterises once.

A card face's page starts by placing its deck's shared artwork as one form XObject
(`render/forms.py`), after painted paths at most (a card's white ground). Its *backdrop*
is those paths and that form under that graphics state, named by the operators up to
the form and the form's name, which `render/forms.py` makes unique to its drawing: pages
with the same name show the same backdrop. The check is conservative: anything but
paths, clipping, colour and transform operators before the form (any text, image,
shading or inline image) means no backdrop.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from wisegen.render.forms import GLOBAL

_STATE_OPERATORS = frozenset((
    "q", "Q", "cm", "w", "J", "j", "M", "d", "ri", "i", "gs", "CS", "cs", "SC", "SCN", "sc",
    "scn", "G", "g", "RG", "rg", "K", "k", "m", "l", "c", "v", "y", "h", "re", "W", "W*",
    "n"))
"""Operators that paint nothing (graphics state, path construction, clipping)."""
_PATH_PAINTING = frozenset(("f", "F", "f*", "S", "s", "B", "B*", "b", "b*"))
"""Operators that paint the path just built: each makes one path object in pdfium."""
_FORM_PREFIX = "/FormXob."


@dataclass(frozen=True)
class Backdrop:
    """A page's content up to its first form, and the page objects pdfium makes of it:
    the paths painted before the form, then the form."""

    content: str
    objects: int

    @property
    def portable(self) -> bool:
        """Whether its forms are named by their drawings in any PDF (`forms.GLOBAL`), so
        that its raster serves the same backdrop in the next PDF too."""
        return all(token.startswith(_FORM_PREFIX + GLOBAL)
                   for token in self.content.split() if token.startswith(_FORM_PREFIX))


def _operand(token: str) -> bool:
    """A number, a name or an array bracket (strings and dictionaries only come with
    text or inline images, which end a backdrop's content)."""
    if token in ("[", "]") or token.startswith("/"):
        return True
    try:
        float(token)
    except ValueError:
        return False
    return True


def _tokens(content: str) -> list[str]:
    """Content operators and operands one by one (array brackets apart from numbers)."""
    return content.replace("[", " [ ").replace("]", " ] ").split()


def backdrop_key(code: Sequence[str]) -> Backdrop | None:
    """The backdrop of a page whose content operators are `code` (ReportLab's list for
    the page being drawn), or None when text, an image or a shading comes before the
    page's first form, or it has none."""
    tokens = _tokens("\n".join(code))
    paths = 0
    for index, token in enumerate(tokens):
        if token == "Do":
            name = tokens[index - 1] if index else ""
            if not name.startswith(_FORM_PREFIX):
                return None
            return Backdrop(" ".join(tokens[:index + 1]), paths + 1)
        if token in _PATH_PAINTING:
            paths += 1
        elif token not in _STATE_OPERATORS and not _operand(token):
            return None
    return None


def without_backdrop(code: Sequence[str], backdrop: Backdrop) -> list[str] | None:
    """`code` (a page's operators, `backdrop_key`'s) painting none of its `backdrop`:
    the backdrop's paths ended without paint (`n`) and its form not placed, every other
    operator as it was, so that the page's own objects keep their graphics state. pdfium
    then has none of the backdrop's objects to parse on that page (its form was a
    quarter of the time loading a 13 Words card took, 2026-12). None when the content
    up to the form is not the backdrop's as `backdrop_key` read it."""
    text = "\n".join(code)
    name = backdrop.content.split()[-2]
    placed = re.search(re.escape(name) + r"\s+Do(?=\s|$)", text)
    if placed is None:
        return None
    tokens = _tokens(text[:placed.end()])
    if " ".join(tokens) != backdrop.content:
        return None
    kept = ["n" if token in _PATH_PAINTING else token for token in tokens[:-2]]
    return [" ".join(kept), text[placed.end():]]
