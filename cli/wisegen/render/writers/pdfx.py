"""Pages -> one PDF/X-1a:2003 file, the kind DriveThruCards and most print shops ask for.

The render model's pages (render/document.py `Page`, as writers/pdf.py writes them) are
drawn on a CMYK-only canvas (writers/pdfx_canvas.py, colours through render/cmyk.py), so
the file holds DeviceCMYK colours and images only, no transparency, and ReportLab embeds
the TrueType fonts as subsets. What PDF/X-1a adds on top is written here, with ReportLab's
own objects so the file stays byte-identical run to run (invariant mode):
- an OutputIntent (GTS_PDFX) whose DestOutputProfile is the CMYK ICC profile, with its
  OutputConditionIdentifier, OutputCondition and RegistryName;
- GTS_PDFXVersion and GTS_PDFXConformance "PDF/X-1a:2003" and Trapped /False in Info
  (with Title, CreationDate, ModDate), and the trailer's ID;
- TrimBox and BleedBox on every page (BleedBox within MediaBox, TrimBox within BleedBox);
- PDF 1.3 (PDF/X-1a:2003 allows up to 1.4).
Nothing in the file names the program: a printer sees the title and the profile only.
"""

from __future__ import annotations

import io
import zlib
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.pdfdoc import (
    PDFArray,
    PDFCatalog,
    PDFDictionary,
    PDFInfo,
    PDFName,
    PDFStream,
    PDFString,
)

from wisegen.render.cmyk import IccProfile, converter
from wisegen.render.document import Page, Progress, draw_page
from wisegen.render.fonts import font_name
from wisegen.render.writers.pdfx_canvas import CmykCanvas

PDFX_VERSION = "PDF/X-1a:2003"
PRODUCER = "ReportLab PDF Library"


class _PdfxInfo(PDFInfo):
    """ReportLab's Info dictionary with the PDF/X keys."""

    def format(self, document: Any) -> bytes:
        info = {
            "Title": PDFString(self.title),
            "Author": PDFString(self.author),
            "Subject": PDFString(self.subject),
            "Creator": PDFString(self.creator),
            "Producer": PDFString(self.producer),
            "CreationDate": pdfdoc.PDFDate(ts=document._timeStamp,
                                           dateFormatter=self._dateFormatter),
            "ModDate": pdfdoc.PDFDate(ts=document._timeStamp,
                                      dateFormatter=self._dateFormatter),
            "Trapped": PDFName("False"),
            "GTS_PDFXVersion": PDFString(PDFX_VERSION),
            "GTS_PDFXConformance": PDFString(PDFX_VERSION),
        }
        if self.keywords:
            info["Keywords"] = PDFString(self.keywords)
        result: bytes = PDFDictionary(info).format(document)
        return result


@cache
def _deflated(path: Path) -> bytes:
    """The profile's bytes, deflated once per run (a megabyte: a fifth of a deck's time)."""
    return zlib.compress(path.read_bytes())


def _output_intent(document: Any, profile: IccProfile) -> PDFArray:
    """The one OutputIntent: the press the colours were converted for."""
    icc = PDFStream(PDFDictionary({"N": 4, "Filter": PDFArray([PDFName("FlateDecode")])}),
                    _deflated(profile.path))
    return PDFArray([PDFDictionary({
        "Type": PDFName("OutputIntent"),
        "S": PDFName("GTS_PDFX"),
        "OutputConditionIdentifier": PDFString(profile.identifier),
        "OutputCondition": PDFString(profile.condition),
        "RegistryName": PDFString(profile.registry),
        "Info": PDFString(profile.name or profile.identifier),
        "DestOutputProfile": document.Reference(icc),
    })])


def build_pdfx(pages: Sequence[Page], *, title: str, profile: IccProfile | None = None,
               max_ink: float | None = None, subject: str = "",
               progress: Progress | None = None) -> bytes:
    """The PDF/X-1a:2003 file's bytes (see the module's docstring); `max_ink` is the
    shop's total ink limit (3.0 = 300 %) when it is below the profile's."""
    from wisegen.render.cmyk import default_profile

    profile = profile or default_profile()
    buffer = io.BytesIO()
    canvas = CmykCanvas(buffer, invariant=1, pageCompression=1,
                        initialFontName=font_name("regular"), converter=converter(profile, max_ink))
    document = canvas._doc
    document.info = _PdfxInfo()
    canvas.setTitle(title)
    canvas.setAuthor("")
    canvas.setSubject(subject or title)
    canvas.setCreator(PRODUCER)
    canvas.setProducer(PRODUCER)
    catalog = document.Catalog
    catalog.__NoDefault__ = [*PDFCatalog.__NoDefault__, "OutputIntents"]
    catalog.OutputIntents = _output_intent(document, profile)
    for page in pages:
        draw_page(canvas, page)
        if progress:
            progress(1)
    canvas.save()
    return buffer.getvalue()


def write_pdfx(pages: Sequence[Page], path: Path, *, title: str,
               profile: IccProfile | None = None, max_ink: float | None = None) -> None:
    """Write `pages` to `path` as PDF/X-1a:2003, colours through `profile` (ISO Coated
    v2 300 %, FOGRA39, by default), total ink within `max_ink` (the profile's, 300 %,
    by default). A writer that hands files to the caller in memory uses `build_pdfx`."""
    path.write_bytes(build_pdfx(pages, title=title, profile=profile, max_ink=max_ink))
