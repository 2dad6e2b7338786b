"""`wisegen export`: a game's kit as images — per-card PNGs for print services, a
Tabletop Simulator deck with its dice, or a contact sheet for a quick look."""

from __future__ import annotations

from typing import Any

import typer

from wisegen.commands.kit_options import kit_request, with_kit_options
from wisegen.commands.paths import output_path
from wisegen.commands.print_cmd import with_progress
from wisegen.core.limits import MAX_DPI, MAX_IMAGE_PIXELS, MAX_RUN_PIXELS, MIN_DPI, finite
from wisegen.core.output import JSON_OPTION, emit
from wisegen.errors import UsageError

HELP = "\n\n".join([
    "Export a game's kit as images: png, tts, sheet, silhouette or cricut, or as a print "
    "shop's upload.",
    "png: one image per card face at --dpi (300) with the bleed, one per other page, and "
    "manifest.json, for print-on-demand services.",
    "tts: Tabletop Simulator deck sheets, backs and dice, and a saved object for TTS's "
    "Saved Objects folder.",
    "sheet: one small contact-sheet PNG of the kit (--only cards: the deck).",
    "drivethrucards, thegamecrafter, makeplayingcards (and every other shop file in "
    "layouts/shops/): the decks laid out again at the shop's nearest card product, as "
    "its template asks (size, bleed, safe area, file type, names, order), the rulebook "
    "as a booklet PDF, and which product to order with how many cards.",
    "silhouette: print-and-cut sheets with Silhouette Studio's type-1 registration marks "
    "(--paper a4 or letter), and each deck's cut lines as SVG and DXF in mm (--corner 3 "
    "rounds them). cricut: card images for Cricut Design Space's Print Then Cut, each "
    "within its print area, cut along the outline.",
    "Example: wisegen export --game three-wise-words --format png --bleed 3",
])


@with_kit_options
def export(
    fmt: str = typer.Option(..., "--format", "-f", help="png (card images for print "
                            "services), tts (Tabletop Simulator), sheet (contact sheet), "
                            "or a print shop: drivethrucards, thegamecrafter, "
                            "makeplayingcards..."),
    out_text: str | None = typer.Option(None, "--out", help="Output folder (default: "
                                        "output/GAME-FORMAT/)."),
    dpi: int | None = typer.Option(None, "--dpi", min=int(MIN_DPI), max=int(MAX_DPI),
                                   help="Resolution: png 300, tts up to 300 (each deck "
                                   "sheet stays within 4096 px), sheet 50; an image over "
                                   f"{MAX_IMAGE_PIXELS // 10**6} Mpx or a run over "
                                   f"{MAX_RUN_PIXELS // 10**6:,} Mpx is refused."),
    base_url: str | None = typer.Option(None, "--base-url", help="tts: the http(s) "
                                        "address where the images will be hosted; the "
                                        "saved object points there instead of at the "
                                        "local files (file:///...)."),
    paper: str | None = typer.Option(None, "--paper", help="silhouette: a4 (default) or "
                                     "letter."),
    corner: float | None = typer.Option(None, "--corner", min=0, max=20, help="silhouette, "
                                        "cricut: round each card's cut corners to this "
                                        "radius in mm (e.g. 3)."),
    as_json: bool = JSON_OPTION,
    **kit: Any,
) -> None:
    from wisegen.render.writers import check_format, export_formats, is_shop
    from wisegen.usecases.exporting import check_out, run_export

    check_format(fmt, export_formats(), "wisegen print --format")
    out = output_path(out_text, folder_ok=True)
    check_out(out)
    settings: dict[str, Any] = {"dpi": dpi}
    if dpi is not None and is_shop(fmt):
        raise UsageError(f"--dpi is set by {fmt.lower()}'s template; leave it out")
    if base_url is not None:
        from wisegen.render.writers.tts import check_base_url

        if fmt.lower() != "tts":
            raise UsageError(f"--base-url is for --format tts, not {fmt.lower()}")
        settings["base_url"] = check_base_url(base_url)
    sheet = _cut_options(fmt.lower(), paper, corner, settings)
    request = kit_request(kit, command="export", out=out, fmt=fmt.lower(), sheet=sheet,
                          settings=settings)
    emit(with_progress(run_export, request, as_json, "drawing images"), as_json)


CUT_FORMATS = ("silhouette", "cricut")
"""The print-and-cut formats, which take --corner (and silhouette --paper)."""


def _cut_options(fmt: str, paper: str | None, corner: float | None,
                 settings: dict[str, Any]) -> dict[str, Any]:
    """--paper and --corner, refused for formats that do not use them; the sheet
    overrides they make (the paper)."""
    if corner is not None:
        if fmt not in CUT_FORMATS:
            raise UsageError(f"--corner is for --format {' or '.join(CUT_FORMATS)}, not {fmt}")
        settings["corner"] = finite(corner, "--corner", 0, 20)
    if paper is None:
        return {}
    if fmt != "silhouette":
        raise UsageError(f"--paper is for --format silhouette, not {fmt}")
    if paper.lower() not in ("a4", "letter"):
        raise UsageError(f"--paper must be a4 or letter, not {paper!r}")
    return {"paper": paper.lower()}
