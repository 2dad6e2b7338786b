"""`wisegen print` and `wisegen export`: choose -> build the kit once -> a writer -> files.

A run renders everything in memory first; only when every material rendered without a
missing glyph or an over-long word are the files written: a kit folder whole, swapped in
at once (`atomic.write_kit`), or `--out FILE.pdf` as one atomic file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wisegen.atomic import write_atomic, write_kit
from wisegen.core.limits import check_pages
from wisegen.errors import UsageError
from wisegen.games.base import Game, load_attribute
from wisegen.games.content import find_builtin, load_game_pack
from wisegen.packs.model import Pack
from wisegen.render.document import WrittenFile
from wisegen.render.kit import Kit, Material, PrintContext
from wisegen.render.kit_text import kit_text
from wisegen.render.layout import Layout, load_layout
from wisegen.render.writers import CARDS_ONLY, Output, Writer, get_writer, plan


@dataclass
class PrintRequest:
    game: Game
    only: list[str] | None = None
    pack_file: Path | None = None
    layout_file: Path | None = None
    out: Path | None = None
    language: str | None = None
    sheet: dict[str, Any] = field(default_factory=dict)
    """Command-line overrides of the layout's sheet settings (paper, bleed, duplex...)."""
    options: dict[str, Any] = field(default_factory=dict)
    """The game's own print options, such as children=True or extended=True."""
    ink_saver: bool = False
    """Light backgrounds and outlined art, same layout (`--ink-saver`)."""
    format: str = "pdf"
    settings: dict[str, Any] = field(default_factory=dict)
    """The writer's own settings, such as dpi=300 or base_url=... for the image formats."""
    verbose: bool = False
    """List routine notices too (`--verbose`): texts shrunk to fit their boxes."""


@dataclass(frozen=True)
class FitFindings:
    """What drawing the kit had to say without failing: texts shrunk to fit their boxes,
    and texts under WCAG AA contrast (a user's layout colours; the built-in ones pass).

    A shrunk text is routine (it stays at or above the legible floor, and the built-in
    packs shrink a few on every print), so the human report lists it only when `verbose`;
    a text under 4.5:1 is hard for a player to read and is always listed. The JSON report
    (`as_dict`) always holds both.
    """

    shrunk: list[dict[str, Any]]
    low_contrast: list[dict[str, Any]]
    verbose: bool = False

    @classmethod
    def of(cls, ctx: PrintContext, verbose: bool = False) -> FitFindings:
        faint = [{"item": u.item, "text": u.text, "colour": u.colour,
                  "background": u.background, "contrast": round(u.contrast, 2)}
                 for u in ctx.log.faint()]
        return cls([s.as_dict() for s in ctx.log.unique_shrinks()], faint, verbose)

    def as_dict(self) -> dict[str, Any]:
        return {"shrunk": self.shrunk, "low_contrast": self.low_contrast}

    def lines(self) -> list[str]:
        out: list[str] = []
        if self.shrunk and self.verbose:
            out.append(f"{len(self.shrunk)} text(s) shrunk to fit:")
            out += [f"  {item['item']}: {item['text']!r} {item['from_size']:g} -> "
                    f"{item['size']:g} pt" for item in self.shrunk]
        if self.low_contrast:
            out.append(f"{len(self.low_contrast)} text(s) under 4.5:1 contrast, hard to "
                       "read (check the layout's colours):")
            out += [f"  {item['item']}: {item['text'][:40]!r} {item['colour']} on "
                    f"{item['background']}, {item['contrast']:.1f}:1"
                    for item in self.low_contrast[:10]]
        return out


@dataclass
class PrintResult:
    game: str
    pack: str | None
    files: list[WrittenFile]
    findings: FitFindings
    layout: dict[str, Any]
    exit_code: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "pack": self.pack, "layout": self.layout,
                "files": [f.as_dict() for f in self.files], **self.findings.as_dict()}

    def lines(self) -> list[str]:
        out = [f"{file.path}  {file.pages} pages, {file.sheets} sheets, "
               f"{file.size / 1024:.0f} KiB" for file in self.files]
        layout = self.layout
        out.append(f"paper {layout['paper']}, cards {layout['card']}, bleed "
                   f"{layout['bleed_mm']:g} mm, duplex {layout['duplex']}; print at 100 % "
                   "(actual size)")
        return out + self.findings.lines()


def materials_of(game: Game) -> tuple[Material, ...]:
    if game.materials is None:
        raise UsageError(f"printing is not available for {game.id} yet")
    return load_attribute(game.materials)


def _words_pack(request: PrintRequest) -> Pack | None:
    game = request.game
    if request.pack_file is not None:
        return load_game_pack(request.pack_file, game.id, "words")
    if game.words_kind is None:
        return None
    return find_builtin(game.id, "words", request.language or game.default_language)


def _select(materials: tuple[Material, ...], only: list[str] | None) -> list[Material]:
    if not only:
        return [m for m in materials if not m.optional]
    names = {m.name: m for m in materials}
    unknown = [n for n in only if n not in names]
    if unknown:
        raise UsageError(f"unknown material {', '.join(unknown)!s}; choose from: "
                         f"{', '.join(names)}")
    return [m for m in materials if m.name in only]


def kit_context(game: Game, layout: Layout, words: Pack | None, options: dict[str, Any],
                language: str | None = None) -> PrintContext:
    """What materials draw from; the kit's language is the one asked for, else the words
    pack's, else the game's."""
    language = language or (words.language if words else game.default_language)
    return PrintContext(game.id, layout, words, options=options, load_pack=find_builtin,
                        language=language, strings=kit_text(game.id, language))


def check_language(game: Game, language: str | None) -> None:
    """Refuse a --lang the game's kit is not written in: its pages would fall back to
    another language piece by piece and print a mix (Mistrz Słowa in `de`)."""
    from wisegen.usecases.kit_facts import languages_of

    if language is not None and language not in languages_of(game):
        raise UsageError(f"--lang {language!r}: {game.id} is printed in "
                         f"{', '.join(languages_of(game))} only")


def build_kit(request: PrintRequest) -> tuple[Kit, PrintContext]:
    """Every selected material's pages, drawn once, for any writer to use."""
    game = request.game
    check_language(game, request.language)
    layout = load_layout(game.id, request.layout_file, request.sheet, request.ink_saver)
    words = _words_pack(request)
    chosen = _select(materials_of(game), request.only)
    ctx = kit_context(game, layout, words, request.options, request.language)
    # A material with nothing to print for these options (the die of a children's
    # Three Wise Words kit) is left out of the kit, not written as an empty file.
    built = {m.name: pages for m in chosen if (pages := m.build(ctx))}
    if not built:
        raise UsageError(f"nothing to print: {', '.join(m.name for m in chosen)} "
                         "print nothing with these options")
    pack_note = f"{words.id} ({words.language})" if words else "built-in"
    licence = (words.data.get("license") if words else None) or "MIT"
    keywords = ", ".join(["wisegen", game.id, f"pack {pack_note}", f"licence {licence}",
                          *dict.fromkeys(ctx.credits)])
    names = {m.name: ctx.strings.get(f"material.{m.name}", m.title[:1].upper() + m.title[1:])
             for m in chosen}
    title_mark = load_attribute(game.box.title_mark) if game.box and game.box.title_mark \
        else None
    table = load_attribute(game.table) if game.table else None
    return Kit(game.id, game.title, built, keywords, ctx.log, names, ctx, game.box,
               title_mark, table), ctx


def _cards_only(request: PrintRequest) -> PrintRequest:
    """The request less its chosen materials without cards, which a cutting machine's
    export never draws: building Just One's rulebook, tents and score sheet for its Print
    Then Cut images cost its first export 24 ms (of 45 ms building the kit, 2026-12).
    With no cards among them the request stays whole, for the writer to say so."""
    cards = [m.name for m in _select(materials_of(request.game), request.only) if m.cards]
    return replace(request, only=cards) if cards else request


def start_render(request: PrintRequest, progress: Callable[[int], None] | None = None,
                 announce: Callable[[int], None] | None = None
                 ) -> tuple[Iterable[Output], PrintContext, Writer]:
    """Build the kit and start the request's writer: its outputs come as they are made
    (check `fail_on_findings` after the last, before anything is put in place)."""
    writer = get_writer(request.format, **request.settings)
    kit, ctx = build_kit(_cards_only(request) if request.format in CARDS_ONLY else request)
    check_budget(writer, kit, request.out)
    if announce:
        announce(writer.page_count(kit, request.out))
    return writer.render(kit, request.out, progress), ctx, writer


def render_request(request: PrintRequest, progress: Callable[[int], None] | None = None,
                   announce: Callable[[int], None] | None = None
                   ) -> tuple[list[Output], PrintContext, Writer]:
    """Build the kit and render it with the request's writer, in memory; UsageError when
    a word is too long or a letter is missing (then nothing may be written)."""
    outputs, ctx, writer = start_render(request, progress, announce)
    made = list(outputs)
    fail_on_findings(ctx)
    return made, ctx, writer


def check_budget(writer: Writer, kit: Kit, out: Path | None) -> None:
    """Refuse, before anything is drawn, work over the budgets in `core.limits`: pages
    per PDF (the combined PDF holds every page, so it is the one to count), and pixels
    per image and per run for a writer that declares `check_budget` (the image writers;
    their sizes are known from the kit alone)."""
    if writer.format == "pdf":
        whole = plan.combined(kit)
        check_pages(max(len(file.pages) for file in whole.files.values()),
                    f"the {kit.game} print-and-play PDF",
                    "print fewer materials with --only, or a smaller pack")
    own_check: Callable[[Kit, Path | None], None] | None = getattr(writer, "check_budget",
                                                                    None)
    if own_check is not None:
        own_check(kit, out)


def layout_report(ctx: PrintContext) -> dict[str, Any]:
    sheet = ctx.layout.sheet
    return {"paper": sheet.paper, "card": sheet.card, "bleed_mm": sheet.bleed,
            "duplex": sheet.duplex, "offset_mm": [sheet.offset_x, sheet.offset_y],
            "sources": ctx.layout.sources}


def pack_note(ctx: PrintContext) -> str:
    words = ctx.words
    return f"{words.id} ({words.language})" if words else "built-in"


def run_print(request: PrintRequest, progress: Callable[[int], None] | None = None,
              announce: Callable[[int], None] | None = None) -> PrintResult:
    """Build every selected material, render it with the request's writer, write it."""
    outputs, ctx, _writer = render_request(request, progress, announce)
    _write(request, outputs)
    files = [WrittenFile(o.material, o.path, o.pages, o.sheets, len(o.data)) for o in outputs]
    return PrintResult(request.game.id, pack_note(ctx), files,
                       FitFindings.of(ctx, request.verbose), layout_report(ctx))


def _write(request: PrintRequest, outputs: list[Output]) -> None:
    """`--out FILE` (the writer wrote to `out` itself): atomic files. Otherwise every
    output goes into one kit folder, replaced whole; the old kit's other materials (its
    marker lists them) are kept, and a folder without a marker must hold nothing."""
    if request.out is not None and any(o.path == request.out for o in outputs):
        for output in outputs:
            write_atomic(output.path, output.data)
        return
    for folder in dict.fromkeys(o.path.parent for o in outputs):
        write_kit(folder, {o.path.name: o.data for o in outputs if o.path.parent == folder})


def fail_on_findings(ctx: PrintContext) -> None:
    errors = ctx.log.errors()
    if errors:
        shown = "; ".join(errors[:5]) + (f"; and {len(errors) - 5} more" if len(errors) > 5
                                          else "")
        raise UsageError(f"nothing was written: {shown}")
