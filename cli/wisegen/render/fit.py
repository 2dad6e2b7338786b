"""The fit check every printed part goes through: a part the layout sizes (a die net, a
row of pawns, a tent, a wheel, a box on a card) must lie on the card or sheet it is
drawn on, or the print is refused before anything is drawn.

A layout's ranges (content/schemas/layout.schema.json) bound each number alone; whether
the numbers together fit depends on the paper and the card, so it is checked here, once
the sizes are known. The refusal names the file, line and column of the value to change
(`Layout.refuse`), so a downloaded layout that draws off the page is caught, not printed
with a part missing.
"""

from __future__ import annotations

from dataclasses import replace

from wisegen.core.yamlsafe import FieldPath
from wisegen.errors import ContentError, UsageError
from wisegen.render.imposition import impose
from wisegen.render.layout import Box, Layout, SheetSettings
from wisegen.render.sheet import content_area
from wisegen.render.units import Rect

EDGE = 0.01
"""mm a part may pass its room by: rounding, not design."""


def sheet_room(settings: SheetSettings, landscape: bool = False) -> Rect:
    """Where a plain sheet (`render.sheet.plain_page`) lets material be drawn."""
    short, long = sorted((settings.paper_width, settings.paper_height))
    width, height = (long, short) if landscape else (short, long)
    return content_area(width, height, settings)


def misfit(part: str, size: tuple[float, float], room: tuple[float, float],
           where: str) -> str | None:
    """Why `part` of `size` (w, h mm) does not fit `room` (w, h mm), or None if it does."""
    (width, height), (room_w, room_h) = size, room
    if width <= room_w + EDGE and height <= room_h + EDGE:
        return None
    return (f"{part} ({width:.4g} x {height:.4g} mm) does not fit {where} "
            f"({room_w:.4g} x {room_h:.4g} mm)")


def require_fit(layout: Layout, path: FieldPath, part: str, size: tuple[float, float],
                room: tuple[float, float], where: str, hint: str = "") -> None:
    """Refuse `part` if it does not fit `room`, naming where `path` is set in the layout."""
    message = misfit(part, size, room, where)
    if message is not None:
        raise layout.refuse(path, message + (f"; {hint}" if hint else ""))


def require_on_sheet(layout: Layout, path: FieldPath, part: str, size: tuple[float, float],
                     hint: str = "", landscape: bool = False) -> None:
    """`require_fit` against a plain sheet of the layout's paper."""
    room = sheet_room(layout.sheet, landscape)
    require_fit(layout, path, part, size, (room.width, room.height),
                f"one {layout.sheet.paper} sheet", hint)


def require_imposable(layout: Layout, path: FieldPath, width: float, height: float) -> None:
    """A card-like part the layout sizes (the 13 Words token) laid out n-up like cards:
    at least one, at most `MAX_PER_SHEET`, on a sheet; else refused at `path`."""
    try:
        impose(layout.sheet, width, height)
    except UsageError as exc:
        raise layout.refuse(path, str(exc)) from None


def require_inside(box: Box, trim: Rect) -> None:
    """A layout box must lie on the card it is drawn on (a word box at x 400 would leave
    every card without its word). Its bleed is the card's own; a box may touch the trim."""
    key = _overflow(box.x, box.width, trim.width, "x", "width") or _overflow(
        box.y, box.height, trim.height, "y", "height")
    if key is None:
        return
    message = (f"box {box.name!r} (x {box.x:.4g}, y {box.y:.4g}, {box.width:.4g} x "
               f"{box.height:.4g} mm) does not fit its {trim.width:.4g} x {trim.height:.4g} "
               "mm card")
    origin = box.origins.get(key)
    if origin is None:
        raise UsageError(message)
    raise ContentError([replace(origin, message=message)])


def _overflow(start: float, length: float, room: float, at: str, size: str) -> str | None:
    """Which key puts a box's span off its card: its start, its length, or neither."""
    if start < -EDGE or start > room + EDGE:
        return at
    return size if start + length > room + EDGE else None
