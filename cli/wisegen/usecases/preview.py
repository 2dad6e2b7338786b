"""`pack preview`: some cards of a word pack exactly as they will print, as a PNG.

The chosen cards go through the game's own `cards` material (the code `wisegen print`
runs, imposed on the same sheet with the same marks) into a PDF, which is rasterised
(`render.raster`). `watch` re-renders whenever the pack file changes, so an author can
keep the image open beside the editor.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from wisegen.atomic import write_atomic
from wisegen.core.limits import MAX_DPI, check_pixels, finite
from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import UsageError
from wisegen.games.content import load_pack
from wisegen.games.registry import get_game
from wisegen.packs.io_results import WrittenResult
from wisegen.packs.model import Pack
from wisegen.render.document import Metadata, build_pdf
from wisegen.render.layout import load_layout
from wisegen.render.raster import page_size, pdf_to_png, sheet_size
from wisegen.usecases.printing import kit_context, materials_of

MIN_PREVIEW_DPI = 20.0
"""Below this a card's words are a few pixels high: nothing to look at."""
CARDS_MATERIAL = "cards"
"""The material that prints a game's word cards."""


def card_range(text: str | None, count: int) -> tuple[int, int]:
    """`1-12`, `7` or None (the first sheet's worth, 9 cards) -> 1-based inclusive bounds."""
    if text is None:
        return 1, min(count, 9)
    found = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", text)
    if not found:
        raise UsageError(f"--cards takes a card number or a range like 1-12, not {text!r}")
    first = int(found.group(1))
    last = int(found.group(2) or first)
    if not 1 <= first <= last <= count:
        raise UsageError(f"--cards {text} is outside the pack's cards 1-{count}")
    return first, last


def render_preview(path: Path, cards: str | None, out: Path, dpi: float = 100.0,
                   layout_file: Path | None = None) -> WrittenResult:
    """Draw the chosen cards' fronts as they will print and write them as one PNG; an
    image over the pixel budget (`core.limits.check_pixels`) is refused before any card
    is drawn."""
    dpi = finite(dpi, "--dpi", MIN_PREVIEW_DPI, MAX_DPI)
    pack = load_pack(path)
    game = get_game(pack.game)
    material = next((m for m in materials_of(game) if m.name == CARDS_MATERIAL), None)
    if material is None or pack.kind != "words":
        raise UsageError(f"preview shows word cards; {path} is a {pack.game} {pack.kind} pack")
    deck = pack.data["cards"]
    first, last = card_range(cards, len(deck))
    chosen = Pack(LoadedYaml({**pack.data, "cards": deck[first - 1:last]}, pack.file))
    ctx = kit_context(game, load_layout(game.id, layout_file), chosen, {})
    fronts = [page for page in material.build(ctx) if not page.back]
    sizes = [page_size(page.width, page.height, dpi) for page in fronts]
    check_pixels([(f"the preview of cards {first}-{last}", *sheet_size(sizes))], dpi,
                 "show fewer cards with --cards")
    pdf = build_pdf(fronts, Metadata(f"{game.title} — preview", f"cards {first}-{last}"))
    png, size = pdf_to_png(pdf, sizes, dpi)
    write_atomic(out, png)
    findings = [replace_item(text, first) for text in ctx.log.errors()]
    shrunk = [f"{replace_item(s.item, first)}: {s.text!r} {s.from_size:g} -> {s.size:g} pt"
              for s in ctx.log.unique_shrinks()]
    return WrittenResult("preview", str(out), len(png),
                         {"cards": f"{first}-{last}", "pages": len(fronts),
                          "pixels": f"{size[0]}x{size[1]}", "problems": findings,
                          "shrunk": shrunk}, 1 if findings else 0)


def replace_item(text: str, first: int) -> str:
    """`cards[0]...` of the chosen slice -> the card's index in the whole pack."""
    return re.sub(r"cards\[(\d+)\]", lambda m: f"cards[{int(m.group(1)) + first - 1}]", text)


class StopEvent(Protocol):
    """What ends a watch early (a `threading.Event`, in tests); watchfiles asks only this."""

    def is_set(self) -> bool: ...


def watch(path: Path, render: Callable[[], None], stop_event: StopEvent | None = None) -> None:
    """Call `render` now and again after every change to `path`, until interrupted.

    The folder is watched, not the file: editors often save by writing a new file and
    renaming it over the old one, which a watch on the file itself would lose. It is
    watched alone (not its subfolders, which would take one inotify watch each), and
    only a change to this very file counts, not one to a file of the same name elsewhere.
    """
    from watchfiles import watch as watch_files

    target = path.resolve()
    render()
    for _ in watch_files(target.parent, stop_event=stop_event, debounce=200,
                         recursive=False,
                         watch_filter=lambda _change, changed: Path(changed) == target):
        render()

