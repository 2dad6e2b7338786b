"""`export --format silhouette`: print-and-cut sheets and their cut lines, per deck.

For each material with cards: `MATERIAL.pdf` (front sheets with Silhouette Studio's
type-1 registration marks, each followed by its back sheet for duplex), and the cut lines
of a full sheet as `MATERIAL-cut.svg` and `MATERIAL-cut.dxf` (every front sheet has the
same layout); when the last sheet holds fewer cards, `MATERIAL-cut-last.svg/.dxf` too.
Boards, pads and dice are not cut by a machine: the print-and-play PDF has them.
"""

from __future__ import annotations

from pathlib import Path

from wisegen.render.cutters import load_cutter
from wisegen.render.document import Metadata, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.writers import Output, Progress, sheets
from wisegen.render.writers.cut_files import cut_dxf, cut_svg
from wisegen.render.writers.cut_sheets import cut_layout, cut_pages
from wisegen.render.writers.faces import card_materials, default_folder


def check_corner(corner: float, width: float, height: float) -> None:
    """A corner radius no larger than half the card's shorter side."""
    from wisegen.errors import UsageError

    if corner > min(width, height) / 2:
        raise UsageError(f"--corner {corner:g} is more than half of a {width:g} x "
                         f"{height:g} mm card")


class SilhouetteWriter:
    format = "silhouette"
    cutter_id = "silhouette"

    def __init__(self, corner: float | None = None, **settings: object) -> None:
        self.corner = corner or 0.0
        self.cutter = load_cutter(self.cutter_id)
        self.notes: list[str] = []

    def page_count(self, kit: Kit, out: Path | None) -> int:
        """Pages drawn: a front per sheet, and a back when the cards have backs."""
        assert kit.context is not None
        total = 0
        for material in card_materials(kit):
            cards = kit.cards(material)
            backed = all(card.back is not None for card in cards)
            layout = cut_layout(self.cutter, kit.context.layout.sheet, cards[0].width,
                                cards[0].height, backed)
            total += -(-len(cards) // layout.per_sheet) * (2 if backed else 1)
        return total

    def check_budget(self, kit: Kit, out: Path | None) -> None:
        """Refuse, before drawing, a paper or a card the cutter cannot take."""
        from wisegen.errors import UsageError

        sheet = kit.context.layout.sheet if kit.context else None
        if sheet is not None and sheet.paper not in self.cutter.papers:
            raise UsageError(f"{self.cutter.name} sheets are {' or '.join(self.cutter.papers)}"
                             f" paper, not {sheet.paper}")
        if not card_materials(kit):
            raise UsageError("nothing to cut: the chosen materials have no cards")
        for material in card_materials(kit):
            card = kit.cards(material)[0]
            check_corner(self.corner, card.width, card.height)

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        assert kit.context is not None
        ctx, folder = kit.context, default_folder(kit.game, out, self.format)
        outputs = []
        for material in card_materials(kit):
            cards = kit.cards(material)
            backed = all(card.back is not None for card in cards)
            layout = cut_layout(self.cutter, ctx.layout.sheet, cards[0].width,
                                cards[0].height, backed)
            pages = cut_pages(self.cutter, cards, layout, ctx)
            name = kit.names.get(material, material)
            meta = Metadata(f"{kit.title} — {name}", f"{kit.title}: {name}, print and cut",
                            keywords=kit.keywords)
            outputs.append(Output(material, folder / f"{material}.pdf",
                                  build_pdf(pages, meta, progress), len(pages),
                                  sheets(pages), kind="pdf"))
            outputs += self._cuts(folder, material, layout.fronts, layout.width,
                                  layout.height, [c.name for c in cards])
            self.notes.append(f"{name}: {len(cards)} card{'s' * (len(cards) > 1)}, "
                              f"{layout.per_sheet} a sheet "
                              f"({layout.width:g} × {layout.height:g} mm), "
                              f"{'double' if backed else 'single'}-sided")
        marks = self.cutter.marks
        assert marks is not None
        self.notes.append(f"registration marks type {marks.type}: length {marks.length:g} "
                          f"mm, thickness {marks.thickness:g} mm, inset {marks.inset:g} mm"
                          + (f"; corners rounded {self.corner:g} mm" if self.corner else ""))
        return outputs

    def _cuts(self, folder: Path, material: str, trims: tuple, width: float, height: float,
              names: list[str]) -> list[Output]:
        """The full sheet's cut files, and the last sheet's when it holds fewer cards."""
        per = len(trims)
        files = [("cut", list(trims), names[:per])]
        rest = len(names) % per
        if len(names) > per and rest:
            files.append(("cut-last", list(trims[:rest]), names[len(names) - rest:]))
        elif len(names) < per:
            files = [("cut", list(trims[:len(names)]), names)]
        outputs = []
        for stem, chosen, titles in files:
            outputs.append(Output(material, folder / f"{material}-{stem}.svg",
                                  cut_svg(width, height, chosen, self.corner, titles),
                                  kind="cut"))
            outputs.append(Output(material, folder / f"{material}-{stem}.dxf",
                                  cut_dxf(width, height, chosen, self.corner), kind="cut"))
        return outputs
