"""Print files built to break one preflight rule at a time (ReportLab, Pillow, pypdf).

`card_pdf()` with no arguments is a clean DriveThruCards poker card, a front and a back
drawn alike: 2.75 x 3.75 in pages (2.5 x 3.5 in trim and 1/8 in bleed each side,
TrimBox and BleedBox), CMYK only, an embedded font, text inside the safe line, a
300 ppi CMYK picture, PDF/X-1a keys and an output intent. Each keyword changes exactly one thing.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, NameObject, TextStringObject
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONTS = Path(__file__).resolve().parents[1] / "layouts" / "fonts"
INCH = 72.0
TRIM = (2.5 * INCH, 3.5 * INCH)
BLEED = 0.125 * INCH
SAFE = 0.125 * INCH
SHOP = {
    "id": "testshop", "name": "Test Shop",
    "delivery": {"kind": "pdf", "pdfx": "PDF/X-1a:2003", "colour": "cmyk", "max_ink": 300,
                 "dpi": 300},
    "limits": {"min_text": "6pt", "min_line": "0.25pt", "fonts_embedded": True},
    "products": [{"id": "poker", "name": "Poker cards", "trim": ["2.5in", "3.5in"],
                  "bleed": "0.125in", "safe": "0.125in"},
                 {"id": "mini", "name": "Mini cards", "trim": ["1.75in", "2.5in"],
                  "bleed": "0.125in", "safe": "0.125in"}],
}


def _font() -> str:
    if "PreflightSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("PreflightSans", str(FONTS / "DejaVuSans.ttf")))
    return "PreflightSans"


def card_pdf(path: Path, *, page: tuple[float, float] | None = None, bleed: bool = True,
             trim: tuple[float, float] = TRIM, bleed_width: float = BLEED,
             text_x: float | None = None, font: str | None = None, rgb: bool = False,
             image_ppi: float = 300, line: float | None = None, text_size: float = 9,
             ink: tuple[float, float, float, float] | None = None, pdfx: bool = True,
             frame_in_band: bool = False, alpha: bool = False, image_ink: bool = False,
             rotate: int = 0, pages: int = 2) -> Path:
    """A one-card PDF breaking the rules its keywords name (see the module's docstring)."""
    margin = bleed_width if bleed else 0.0
    size = page or (trim[0] + 2 * margin, trim[1] + 2 * margin)
    canvas = Canvas(str(path), pagesize=size)
    for _ in range(pages):
        _draw(canvas, size, margin, trim, text_x=text_x, font=font, rgb=rgb, image_ppi=image_ppi,
              line=line, text_size=text_size, ink=ink, frame_in_band=frame_in_band,
              alpha=alpha, image_ink=image_ink)
        # The boxes are set even on a page without bleed (trim = bleed = page), as a
        # program exporting a PDF/X would, so that only the bleed itself is wrong.
        canvas.setTrimBox((margin, margin, size[0] - margin, size[1] - margin))
        canvas.setBleedBox((0, 0, size[0], size[1]))
        canvas.showPage()
    canvas.save()
    if pdfx or rotate:
        _finish(path, pdfx, rotate)
    return path


def _draw(canvas: Canvas, size: tuple[float, float], margin: float,
          trim: tuple[float, float], *, text_x, font, rgb,
          image_ppi, line, text_size, ink, frame_in_band, alpha, image_ink) -> None:
    canvas.setFillColorCMYK(0.05, 0.02, 0.10, 0)  # the background runs into the bleed
    canvas.rect(0, 0, size[0], size[1], stroke=0, fill=1)
    if rgb:
        canvas.setFillColorRGB(0.8, 0.1, 0.1)
    else:
        canvas.setFillColorCMYK(0, 0.9, 0.8, 0.1)
    canvas.rect(margin + 40, margin + 120, 60, 40, stroke=0, fill=1)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    canvas.setFont(font or _font(), text_size)
    x = margin + SAFE + 6 if text_x is None else text_x
    canvas.drawString(x, margin + trim[1] - SAFE - 20, "Owl")
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    canvas.setLineWidth(line if line is not None else 0.5)
    canvas.line(margin + 30, margin + 60, margin + 140, margin + 60)
    if ink is not None:
        canvas.setFillColorCMYK(*ink)
        canvas.rect(margin + 40, margin + 170, 30, 30, stroke=0, fill=1)
    if frame_in_band:
        canvas.setStrokeColorCMYK(0, 0, 0, 1)
        canvas.setLineWidth(1.5)
        canvas.rect(margin + 4, margin + 4, trim[0] - 8, trim[1] - 8, stroke=1, fill=0)
    if alpha:
        canvas.setFillAlpha(0.6)
        canvas.rect(margin + 100, margin + 170, 30, 30, stroke=0, fill=1)
        canvas.setFillAlpha(1)
    colour = (255, 255, 200, 255) if image_ink else (30, 120, 0, 10)
    picture = Image.new("CMYK", (150, 150), colour)
    inches = 150 / image_ppi
    canvas.drawImage(ImageReader(picture), margin + 80, margin + 70, inches * INCH,
                     inches * INCH)


def _finish(path: Path, pdfx: bool, rotate: int) -> None:
    """/Rotate on every page (shown turned, drawn as before), and the PDF/X-1a:2003
    document keys with an output intent (a registered condition)."""
    writer = PdfWriter(clone_from=PdfReader(path))
    for page in writer.pages:
        if rotate:
            page.rotate(rotate)
    if not pdfx:
        with path.open("wb") as handle:
            writer.write(handle)
        return
    writer.add_metadata({"/GTS_PDFXVersion": "PDF/X-1a:2003", "/Trapped": "/False"})
    intent = DictionaryObject({
        NameObject("/Type"): NameObject("/OutputIntent"),
        NameObject("/S"): NameObject("/GTS_PDFX"),
        NameObject("/OutputConditionIdentifier"): TextStringObject("CGATS TR 006"),
        NameObject("/RegistryName"): TextStringObject("http://www.color.org"),
    })
    writer._root_object[NameObject("/OutputIntents")] = ArrayObject([intent])
    with path.open("wb") as handle:
        writer.write(handle)


def card_image(path: Path, *, size: tuple[int, int] = (825, 1125), mode: str = "RGB",
               dpi: int = 300, band_mark: bool = False) -> Path:
    """A card image: background to the edge, art in the middle, optionally a mark in
    the band between the trim and the safe line."""
    from PIL import ImageDraw

    picture = Image.new("RGB", size, (240, 235, 220))
    draw = ImageDraw.Draw(picture)
    w, h = size
    draw.rectangle((w // 3, h // 3, 2 * w // 3, 2 * h // 3), fill=(180, 30, 40))
    if band_mark:
        draw.rectangle((40, h // 2 - 60, 60, h // 2 + 60), fill=(20, 20, 20))
    picture = picture.convert(mode) if mode != "RGB" else picture
    picture.save(path, dpi=(dpi, dpi))
    return path
