"""The findings a page's content walk (content.py) gives against a service's limits."""

from __future__ import annotations

from wisegen.render.preflight.content import PageScan
from wisegen.render.preflight.findings import Finding
from wisegen.render.preflight.rules import Rules

RGB_SPACES = {"DeviceRGB", "ICCBased-3", "CalRGB", "Lab", "JPX"}
MIN_IMAGE_PIXELS = 64
"""Images with fewer pixels are flat fills or dots, not pictures: no resolution check."""


def page_findings(where: str, scan: PageScan, rules: Rules) -> list[Finding]:
    """Fonts, colour space, image resolution, thinnest line, smallest text and ink."""
    found: list[Finding] = []
    if rules.fonts_embedded:
        found += [Finding("fonts", where, "every font is embedded",
                          f"font {name} is not embedded",
                          "Embed all fonts when exporting (or outline the text).")
                  for name, embedded in sorted(scan.fonts.items()) if not embedded]
    if rules.colour == "cmyk":
        rgb = sorted(scan.spaces & RGB_SPACES)
        if rgb:
            found.append(Finding("colour", where, "colours are CMYK (the service prints "
                                 "CMYK and converts nothing for you)",
                                 f"painted in {', '.join(rgb)}",
                                 "Convert the file to CMYK with the printer's profile "
                                 "before exporting."))
    found += _images(where, scan, rules)
    if scan.thinnest is not None and scan.thinnest < rules.min_line - 0.005:
        found.append(Finding("line", where, f"lines at least {rules.min_line:g} pt wide",
                             f"the thinnest line is {scan.thinnest:.2f} pt",
                             f"Make every stroke at least {rules.min_line:g} pt (or remove "
                             "hairlines)."))
    if scan.smallest_text is not None and scan.smallest_text < rules.min_text - 0.05:
        font = f" ({scan.smallest_font})" if scan.smallest_font else ""
        found.append(Finding("text-size", where, f"text at least {rules.min_text:g} pt",
                             f"the smallest text is {scan.smallest_text:.1f} pt{font}",
                             f"Set every text at {rules.min_text:g} pt or larger."))
    if rules.colour == "cmyk" and scan.max_ink > rules.max_ink + 0.5:
        found.append(Finding("ink", where, f"total ink at most {rules.max_ink:g} % "
                             "(C+M+Y+K)", f"{scan.max_ink:.0f} % at the darkest",
                             f"Lower the darkest colours to {rules.max_ink:g} % in total "
                             "(rich black: e.g. 60/40/40/100)."))
    if rules.pdfx and scan.transparent:
        found.append(Finding("pdfx", where, f"{rules.pdfx} has no transparency",
                             "transparency (a soft mask or opacity below 100 %)",
                             "Flatten the transparency before exporting as PDF/X-1a."))
    return found


def _images(where: str, scan: PageScan, rules: Rules) -> list[Finding]:
    found = []
    for image in scan.images:
        if image.pixels[0] * image.pixels[1] < MIN_IMAGE_PIXELS:
            continue
        if image.ppi < rules.dpi * 0.98:
            found.append(Finding("resolution", where, f"placed images at {rules.dpi} ppi "
                                 "or more at their printed size",
                                 f"image {_short(image.name)} ({image.pixels[0]} × "
                                 f"{image.pixels[1]}"
                                 f" px) prints at {image.ppi:.0f} ppi",
                                 f"Use an image with {rules.dpi / image.ppi:.1f}× the pixels, "
                                 "or place it smaller."))
    return found


def _short(name: str) -> str:
    """An image's resource name, cut where programs append a hash (FormXob.f26c1...)."""
    return name if len(name) <= 16 else name[:15] + "…"
