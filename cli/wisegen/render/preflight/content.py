"""One walk through a PDF page's content streams, measuring what a print shop limits.

Widths and sizes in a content stream are in user space; what prints is that times the
current transformation matrix (CTM), so the walk keeps the CTM through q/Q/cm and into
form XObjects, and records each stroke's width, each shown text's size (font size x
text matrix x CTM), each placed image's effective resolution, the colour spaces painted
with and the highest CMYK ink total of vector colours.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from pypdf.generic import ArrayObject, ContentStream, DictionaryObject, NameObject

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
MAX_DEPTH = 12
"""Form XObjects nested deeper than this are not followed (a loop in a broken file)."""
MAX_OPERATIONS = 250_000
"""Operators read per page at most (a card page has a few hundred, a dense A4 sheet
about 3,500; each costs some 30 µs): forms drawing forms cannot keep the walk going."""
FILE_OPERATIONS = 2_500_000
"""Operators read per file at most, for the same reason."""
MAX_INK_PIXELS = 25_000_000
"""CMYK images larger than this are not decoded to measure their ink."""
STROKES = {b"S", b"s", b"B", b"B*", b"b", b"b*"}
SHOWS = {b"Tj", b"TJ", b"'", b'"'}
INLINE_SPACES = {"/RGB": "DeviceRGB", "/CMYK": "DeviceCMYK", "/G": "DeviceGray",
                 "/I": "Indexed"}


def multiply(m1: Matrix, m2: Matrix) -> Matrix:
    a1, b1, c1, d1, e1, f1 = m1
    a2, b2, c2, d2, e2, f2 = m2
    return (a1 * a2 + b1 * c2, a1 * b2 + b1 * d2, c1 * a2 + d1 * c2, c1 * b2 + d1 * d2,
            e1 * a2 + f1 * c2 + e2, e1 * b2 + f1 * d2 + f2)


def scale(m: Matrix) -> float:
    """How much the matrix scales a length (the geometric mean of its two axes)."""
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


@dataclass(frozen=True)
class PlacedImage:
    name: str
    pixels: tuple[int, int]
    ppi: float
    space: str


@dataclass
class PageScan:
    """What one page paints, as the checks need it."""

    thinnest: float | None = None
    smallest_text: float | None = None
    smallest_font: str = ""
    spaces: set[str] = field(default_factory=set)
    max_ink: float = 0.0
    images: list[PlacedImage] = field(default_factory=list)
    fonts: dict[str, bool] = field(default_factory=dict)
    truncated: bool = False
    transparent: bool = False


@dataclass
class _State:
    ctm: Matrix = IDENTITY
    width: float = 1.0
    fill: str = "DeviceGray"
    stroke: str = "DeviceGray"


def _numbers(operands: list[Any]) -> list[float]:
    try:
        return [float(x) for x in operands]
    except (TypeError, ValueError):
        return []


def space_name(space: Any, resources: DictionaryObject | None, depth: int = 0) -> str:
    """A colour space as one word: DeviceRGB, DeviceCMYK, DeviceGray, ICCBased-3/-4,
    Separation, DeviceN, Pattern... (a named one looked up in the resources)."""
    space = _resolve(space)
    if isinstance(space, NameObject):
        name = str(space)[1:]
        if name.startswith("Device") or name == "Pattern" or depth > 3:
            return name
        named = _resolve(_get(_get(resources, "/ColorSpace"), str(space)))
        return space_name(named, resources, depth + 1) if named is not None else name
    if isinstance(space, ArrayObject) and space:
        family = str(_resolve(space[0]))[1:]
        if family == "ICCBased" and len(space) > 1:
            return f"ICCBased-{int(_get(_resolve(space[1]), '/N') or 0)}"
        if family == "Indexed" and len(space) > 1:
            return space_name(space[1], resources, depth + 1)
        if family in ("CalRGB", "CalGray", "Lab"):
            return family
        return family
    return "unknown"


def _resolve(obj: Any) -> Any:
    return obj.get_object() if hasattr(obj, "get_object") else obj


def _get(mapping: Any, key: str) -> Any:
    mapping = _resolve(mapping)
    if isinstance(mapping, dict):
        return _resolve(mapping.get(key))
    return None


def is_cmyk(space: str) -> bool:
    return space in ("DeviceCMYK", "ICCBased-4")


class Walker:
    """Walks one page (and the forms it draws) into a `PageScan`."""

    def __init__(self, reader: Any, limit: int = MAX_OPERATIONS) -> None:
        self.reader = reader
        self.scan = PageScan()
        self.count = 0
        self.limit = limit

    def page(self, page: Any) -> PageScan:
        contents = page.get_contents()
        if contents is not None:
            self.stream(contents, _resolve(page.get("/Resources")), IDENTITY, 0)
        return self.scan

    def stream(self, contents: Any, resources: Any, matrix: Matrix, depth: int) -> None:
        stack: list[_State] = []
        state = _State(ctm=matrix)
        text = _Text()
        for operands, op in ContentStream(contents, self.reader).operations:
            self.count += 1
            if self.count > self.limit:
                self.scan.truncated = True
                return
            if op == b"q":
                stack.append(_State(state.ctm, state.width, state.fill, state.stroke))
            elif op == b"Q" and stack:
                state = stack.pop()
            else:
                self.operator(op, operands, state, text, resources, depth)

    def operator(self, op: bytes, operands: list[Any], state: _State, text: _Text,
                 resources: Any, depth: int) -> None:
        values = _numbers(operands)
        if op == b"cm" and len(values) == 6:
            state.ctm = multiply(tuple(values), state.ctm)  # type: ignore[arg-type]
        elif op == b"w" and len(values) == 1:
            state.width = values[0]
        elif op in STROKES:
            width = state.width * scale(state.ctm)
            if self.scan.thinnest is None or width < self.scan.thinnest:
                self.scan.thinnest = width
            self.scan.spaces.add(state.stroke)
        elif op in (b"f", b"F", b"f*"):
            self.scan.spaces.add(state.fill)
        elif op in SHOWS:
            self.shown(text, operands, state, resources)
        elif op == b"Do" and operands:
            self.xobject(str(operands[0]), state, resources, depth)
        elif op == b"gs" and operands:
            self.graphics_state(str(operands[0]), resources)
        elif op == b"INLINE IMAGE":
            self.inline(operands, state)
        elif op in (b"scn", b"SCN") and operands and isinstance(operands[-1], NameObject):
            self.pattern(str(operands[-1]), resources, depth)
        elif text.operator(op, operands, values):
            pass
        else:
            self.colour(op, operands, values, state, resources)

    def colour(self, op: bytes, operands: list[Any], values: list[float], state: _State,
               resources: Any) -> None:
        spaces = {b"rg": "DeviceRGB", b"RG": "DeviceRGB", b"k": "DeviceCMYK",
                  b"K": "DeviceCMYK", b"g": "DeviceGray", b"G": "DeviceGray"}
        if op in spaces:
            if op.islower():
                state.fill = spaces[op]
            else:
                state.stroke = spaces[op]
            if spaces[op] == "DeviceCMYK" and len(values) == 4:
                self.scan.max_ink = max(self.scan.max_ink, 100 * sum(values))
        elif op in (b"cs", b"CS") and operands:
            name = space_name(operands[0], resources)
            if op == b"cs":
                state.fill = name
            else:
                state.stroke = name
        elif op in (b"sc", b"scn", b"SC", b"SCN"):
            space = state.fill if op.islower() else state.stroke
            if is_cmyk(space) and len(values) == 4:
                self.scan.max_ink = max(self.scan.max_ink, 100 * sum(values))

    def shown(self, text: _Text, operands: list[Any], state: _State, resources: Any) -> None:
        if text.mode == 3 or not _has_text(operands):
            return
        self.scan.spaces.add(state.fill)
        font = _get(_get(resources, "/Font"), text.font)
        name = text.font.lstrip("/")
        if isinstance(font, dict):
            name = str(font.get("/BaseFont", text.font)).lstrip("/")
            self.scan.fonts.setdefault(name, font_embedded(font))
        combined = multiply(text.matrix, state.ctm)
        size = abs(text.size) * math.hypot(combined[2], combined[3])
        if self.scan.smallest_text is None or size < self.scan.smallest_text:
            self.scan.smallest_text = size
            self.scan.smallest_font = name

    def xobject(self, name: str, state: _State, resources: Any, depth: int) -> None:
        xobject = _get(_get(resources, "/XObject"), name)
        if xobject is None:
            return
        if depth >= MAX_DEPTH:
            self.scan.truncated = True
            return
        subtype = xobject.get("/Subtype")
        if subtype == "/Image":
            self.image(name, xobject, state, resources)
        elif subtype == "/Form":
            matrix = _numbers(list(xobject.get("/Matrix", IDENTITY)))
            form = tuple(matrix) if len(matrix) == 6 else IDENTITY
            inner = _resolve(xobject.get("/Resources")) or resources
            self.stream(xobject, inner, multiply(form, state.ctm), depth + 1)  # type: ignore[arg-type]

    def pattern(self, name: str, resources: Any, depth: int) -> None:
        """A tiling pattern's cell is drawn like a form (its lines and text print too);
        its matrix maps it onto the page."""
        pattern = _get(_get(resources, "/Pattern"), name)
        if not isinstance(pattern, dict) or pattern.get("/PatternType") != 1:
            return
        if depth >= MAX_DEPTH:
            self.scan.truncated = True
            return
        matrix = _numbers(list(pattern.get("/Matrix", IDENTITY)))
        cell = tuple(matrix) if len(matrix) == 6 else IDENTITY
        inner = _resolve(pattern.get("/Resources")) or resources
        self.stream(pattern, inner, cell, depth + 1)  # type: ignore[arg-type]

    def graphics_state(self, name: str, resources: Any) -> None:
        """Opacity below 1 or a soft mask: transparency, which PDF/X-1a forbids."""
        gstate = _get(_get(resources, "/ExtGState"), name)
        if not isinstance(gstate, dict):
            return
        alphas = _numbers([gstate.get(key, 1) for key in ("/CA", "/ca")])
        soft = gstate.get("/SMask")
        if any(a < 1 for a in alphas) or (soft is not None and soft != "/None"):
            self.scan.transparent = True

    def image(self, name: str, xobject: Any, state: _State, resources: Any) -> None:
        if "/SMask" in xobject:
            self.scan.transparent = True
        if xobject.get("/ImageMask"):
            self.scan.spaces.add(state.fill)
            return
        width, height = int(xobject.get("/Width", 0)), int(xobject.get("/Height", 0))
        space = space_name(xobject.get("/ColorSpace", "/DeviceGray"), resources)
        if xobject.get("/Filter") == "/JPXDecode" and "/ColorSpace" not in xobject:
            space = "JPX"
        self.placed(name, (width, height), space, state)
        if is_cmyk(space) and 0 < width * height <= MAX_INK_PIXELS:
            self.scan.max_ink = max(self.scan.max_ink, image_ink(xobject))

    def inline(self, operands: Any, state: _State) -> None:
        settings = operands.get("settings", {}) if isinstance(operands, dict) else {}
        if settings.get("/IM") or settings.get("/ImageMask"):
            return
        width = int(settings.get("/W", settings.get("/Width", 0)) or 0)
        height = int(settings.get("/H", settings.get("/Height", 0)) or 0)
        raw = str(settings.get("/CS", settings.get("/ColorSpace", "/G")))
        self.placed("inline image", (width, height), INLINE_SPACES.get(raw, raw[1:]), state)

    def placed(self, name: str, pixels: tuple[int, int], space: str, state: _State) -> None:
        a, b, c, d = state.ctm[:4]
        inches = (math.hypot(a, b) / 72, math.hypot(c, d) / 72)
        ppi = min(pixels[0] / inches[0] if inches[0] else math.inf,
                  pixels[1] / inches[1] if inches[1] else math.inf)
        self.scan.spaces.add(space)
        self.scan.images.append(PlacedImage(name.lstrip("/"), pixels, ppi, space))


class _Text:
    """The text state the size of shown text depends on."""

    def __init__(self) -> None:
        self.matrix: Matrix = IDENTITY
        self.line: Matrix = IDENTITY
        self.size = 0.0
        self.leading = 0.0
        self.mode = 0
        self.font = ""

    def operator(self, op: bytes, operands: list[Any], values: list[float]) -> bool:
        """Apply a text operator; False when `op` is none of them."""
        if op == b"BT":
            self.matrix = self.line = IDENTITY
        elif op == b"Tf" and len(operands) == 2:
            self.font = str(operands[0])
            size = _numbers(operands[1:])
            self.size = size[0] if size else 0.0
        elif op == b"Tm" and len(values) == 6:
            self.matrix = self.line = tuple(values)  # type: ignore[assignment]
        elif op in (b"Td", b"TD") and len(values) == 2:
            if op == b"TD":
                self.leading = -values[1]
            self.next_line(values[0], values[1])
        elif op == b"T*":
            self.next_line(0.0, -self.leading)
        elif op == b"TL" and len(values) == 1:
            self.leading = values[0]
        elif op == b"Tr" and len(values) == 1:
            self.mode = int(values[0])
        else:
            return op in (b"ET", b"Tc", b"Tw", b"Tz", b"Ts")
        return True

    def next_line(self, tx: float, ty: float) -> None:
        self.matrix = self.line = multiply((1.0, 0.0, 0.0, 1.0, tx, ty), self.line)


def _has_text(operands: list[Any]) -> bool:
    for operand in operands:
        if isinstance(operand, bytes | str) and len(operand):
            return True
        if isinstance(operand, list) and _has_text(list(operand)):
            return True
    return False


def font_embedded(font: Any) -> bool:
    """Whether a font's glyphs are in the file: a font program in its descriptor
    (FontFile, FontFile2, FontFile3), or a Type3 font (its glyphs are drawings)."""
    if font.get("/Subtype") == "/Type3":
        return True
    if font.get("/Subtype") == "/Type0":
        descendants = _resolve(font.get("/DescendantFonts"))
        if not descendants:
            return False
        font = _resolve(descendants[0])
    descriptor = _resolve(font.get("/FontDescriptor"))
    if not isinstance(descriptor, dict):
        return False
    return any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))


def image_ink(xobject: Any) -> float:
    """The highest C+M+Y+K of a CMYK image's pixels, in per cent (0 when it cannot be
    decoded: a broken image is not an ink finding)."""
    import numpy as np

    try:
        picture = xobject.decode_as_image()
    except Exception:  # any decoder failure: pypdf and Pillow raise many kinds
        return 0.0
    if picture is None or picture.mode != "CMYK":
        return 0.0
    return float(np.asarray(picture, dtype=np.uint16).sum(axis=2).max()) * 100 / 255
