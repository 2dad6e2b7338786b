"""PDF/X-1a:2003 (issue 31, DriveThruCards): the file is parsed with pypdf and held to each
rule (CMYK only, opaque, fonts embedded, boxes, output intent, PDF/X keys, total ink, rich
black), rendered with pdfium against the RGB file of the same pages, and the colours
players must tell apart are checked after conversion through the ICC profile."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image, ImageCms
from pypdf import PdfReader
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject, StreamObject
from reportlab.lib.colors import Color, HexColor

from tests.conftest import registry_games
from wisegen.games.registry import get_game
from wisegen.render.cmyk import RICH_BLACK, converter, default_profile, limit_ink
from wisegen.render.colour_vision import delta_e
from wisegen.render.distinct import MIN_DELTA_E, closest_pair, colour_sets
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.layout import load_layout
from wisegen.render.units import Rect, pt
from wisegen.render.writers.pdfx import build_pdfx, write_pdfx
from wisegen.usecases.printing import PrintRequest, build_kit

SHOTS = Path("/work/notes/s3/shots/pdfx")
CARD = Rect(0, 0, 69.85, 95.25)  # 2.75 x 3.75 in: a poker card with 1/8 in bleed
TRIM = Rect(3.175, 3.175, 63.5, 88.9)


def _card_page() -> Page:
    """A card that uses what PDF/X-1a forbids or changes: RGB fills, a half-transparent
    patch, an RGBA image, grey strokes, a large black area and small black text."""

    def draw(canvas) -> None:
        canvas.setFillColor(HexColor("#2E7D32"))
        canvas.rect(0, 0, pt(CARD.width), pt(CARD.height), stroke=0, fill=1)
        canvas.setFillColor(Color(0, 0, 0))
        canvas.rect(pt(10), pt(50), pt(45), pt(30), stroke=0, fill=1)  # large: rich black
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setFont("DejaVuSans" if "DejaVuSans" in canvas.getAvailableFonts()
                       else canvas._fontname, 7)
        canvas.drawString(pt(10), pt(20), "plain black text")
        canvas.setFillColorRGB(0.9, 0.1, 0.1)
        canvas.setFillAlpha(0.5)
        canvas.circle(pt(50), pt(30), pt(8), stroke=0, fill=1)
        canvas.setFillAlpha(1)
        canvas.setStrokeGray(0.4)
        canvas.line(pt(5), pt(5), pt(60), pt(5))
        image = Image.new("RGBA", (40, 20), (30, 90, 200, 255))
        image.paste((250, 200, 0, 0), (0, 0, 20, 20))  # half of it transparent
        canvas.drawImage(_reader(image), pt(12), pt(30), pt(20), pt(10), mask="auto")

    return Page(CARD.width, CARD.height, draw, "card", trim=TRIM, bleed=CARD)


def _reader(image: Image.Image):
    from reportlab.lib.utils import ImageReader

    return ImageReader(image)


@pytest.fixture(scope="module")
def pages() -> list[Page]:
    kit, _ctx = build_kit(PrintRequest(get_game("just-one"), only=["cards", "tents"]))
    return [_card_page(), *kit.materials["cards"][:2], *kit.materials["tents"][:1]]


@pytest.fixture(scope="module")
def pdfx(pages, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("pdfx") / "cards.pdf"
    write_pdfx(pages, path, title="Just One — cards")
    return path


@pytest.fixture(scope="module")
def reader(pdfx) -> PdfReader:
    return PdfReader(pdfx)


def _objects(reader: PdfReader):
    """Every indirect object of the file."""
    for generation, numbers in reader.xref.items():
        for number in numbers:
            yield reader.get_object(IndirectObject(number, generation, reader))


def _names(value, seen=None) -> set[str]:
    """Every name (as key or value) inside a PDF object, streams' dictionaries too."""
    seen = set() if seen is None else seen
    found: set[str] = set()
    if isinstance(value, IndirectObject):
        if value.idnum in seen:
            return found
        seen.add(value.idnum)
        value = value.get_object()
    if isinstance(value, NameObject):
        found.add(str(value))
    elif isinstance(value, DictionaryObject):
        for key, item in value.items():
            found.add(str(key))
            if key not in ("/Parent", "/P"):
                found |= _names(item, seen)
    elif isinstance(value, ArrayObject):
        for item in value:
            found |= _names(item, seen)
    return found


def _operations(reader: PdfReader):
    """(operands, operator) of every page's content stream and form XObject."""
    from pypdf.generic import ContentStream

    for page in reader.pages:
        yield from ContentStream(page.get_contents(), reader).operations
    for obj in _objects(reader):
        if isinstance(obj, StreamObject) and obj.get("/Subtype") == "/Form":
            yield from ContentStream(obj, reader).operations


def test_header_info_and_id(pdfx, reader):
    assert pdfx.read_bytes()[:8] in (b"%PDF-1.3", b"%PDF-1.4")
    info = reader.metadata
    assert info["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    assert info["/GTS_PDFXConformance"] == "PDF/X-1a:2003"
    assert info["/Trapped"] == "/False"
    assert info["/Title"] == "Just One — cards"
    assert info["/CreationDate"].startswith("D:") and info["/ModDate"].startswith("D:")
    ids = reader.trailer["/ID"]
    assert len(ids) == 2 and all(len(part.original_bytes) == 16 for part in ids)
    text = " ".join(str(value) for value in info.values()).lower()
    assert "wisegen" not in text and "--" not in text  # a printer sees no program name


def test_output_intent_carries_the_cmyk_profile(reader):
    intents = reader.trailer["/Root"]["/OutputIntents"]
    assert len(intents) == 1
    intent = intents[0].get_object()
    assert intent["/Type"] == "/OutputIntent" and intent["/S"] == "/GTS_PDFX"
    assert intent["/OutputConditionIdentifier"] == "FOGRA39"
    assert intent["/RegistryName"] == "http://www.color.org"
    profile = intent["/DestOutputProfile"].get_object()
    assert profile["/N"] == 4
    data = profile.get_data()
    assert data == default_profile().data
    assert data[12:16] == b"prtr" and data[16:20] == b"CMYK"  # an output profile, CMYK
    licence = default_profile().path.with_name("LICENSE-ISOcoated_v2_300_bas.txt")
    assert "zlib/libpng" in licence.read_text()


def test_only_cmyk_and_nothing_transparent(reader):
    names: set[str] = set()
    for obj in _objects(reader):
        names |= _names(obj)
    for forbidden in ("/DeviceRGB", "/ICCBased", "/CalRGB", "/Lab", "/SMask", "/Group",
                      "/Transparency", "/CA", "/ca", "/BM", "/ExtGState",
                      "/ArtBox", "/JavaScript", "/Encrypt"):
        assert forbidden not in names, forbidden
    operators = {operator for _operands, operator in _operations(reader)}
    assert operators & {b"rg", b"RG", b"g", b"G", b"sc", b"SC", b"scn", b"SCN", b"cs",
                        b"CS", b"gs", b"BI"} == set()
    assert {b"k", b"K"} <= operators


def test_images_are_cmyk_and_opaque(reader):
    images = [obj for obj in _objects(reader)
              if isinstance(obj, StreamObject) and obj.get("/Subtype") == "/Image"]
    assert images, "the test card draws an image"
    for image in images:
        assert image["/ColorSpace"] == "/DeviceCMYK"
        assert "/SMask" not in image
        pixels = np.frombuffer(image.get_data(), dtype=np.uint8).reshape(-1, 4)
        assert pixels.astype(int).sum(axis=1).max() <= 3.0 * 255 + 1  # total ink
    # The transparent half is hidden by a colour key (a hard mask), the rest is not.
    image = images[0]
    key = [int(v) for v in image["/Mask"]]
    assert len(key) == 8 and key[0::2] == key[1::2]
    pixels = np.frombuffer(image.get_data(), dtype=np.uint8).reshape(20, 40, 4)
    assert (pixels[:, :20] == key[0::2]).all()
    assert not (pixels[:, 20:] == key[0::2]).all(axis=-1).any()


def test_fonts_are_embedded(reader):
    fonts = [obj for obj in _objects(reader)
             if isinstance(obj, DictionaryObject) and obj.get("/Type") == "/Font"]
    assert fonts
    for font in fonts:
        if font["/Subtype"] == "/Type0":
            font = font["/DescendantFonts"][0].get_object()
        descriptor = font["/FontDescriptor"].get_object()
        assert {"/FontFile", "/FontFile2", "/FontFile3"} & set(descriptor), font["/BaseFont"]


def test_every_page_has_nested_trim_and_bleed_boxes(reader, pages):
    assert len(reader.pages) == len(pages)
    for page, model in zip(reader.pages, pages, strict=True):
        media, bleed, trim = (
            [float(v) for v in page[key]] for key in ("/MediaBox", "/BleedBox", "/TrimBox"))
        assert media[0] <= bleed[0] <= trim[0] and media[1] <= bleed[1] <= trim[1]
        assert trim[2] <= bleed[2] <= media[2] and trim[3] <= bleed[3] <= media[3]
        expected = (model.trim or model.media).points()
        assert trim == pytest.approx(list(expected), abs=0.01)
    first = [float(v) for v in reader.pages[0]["/TrimBox"]]
    assert first == pytest.approx([pt(3.175), pt(3.175), pt(66.675), pt(92.075)], abs=0.01)


def test_total_ink_rich_black_and_plain_black(reader):
    fills = []
    for operands, operator in _operations(reader):
        if operator in (b"k", b"K"):
            inks = [float(v) for v in operands]
            assert sum(inks) <= 3.0 + 1e-6, inks
            fills.append((operator, tuple(round(v, 3) for v in inks)))
    first_page = [tuple(round(float(v), 3) for v in operands)
                  for operands, operator in _operations_of(reader, 0) if operator == b"k"]
    assert RICH_BLACK in first_page  # the 45 x 30 mm black area
    assert (0, 0, 0, 1) in first_page  # the 7 pt text stays on K alone
    assert (0, 0, 0, 1.0) in {inks for _op, inks in fills}
    # The half-transparent red circle is the red's inks halved, not an ExtGState.
    red = converter().colour(0.9, 0.1, 0.1)
    assert tuple(round(v / 2, 3) for v in red) in first_page


def _operations_of(reader: PdfReader, index: int):
    from pypdf.generic import ContentStream

    return ContentStream(reader.pages[index].get_contents(), reader).operations


def test_the_same_pages_give_the_same_bytes(pages):
    assert build_pdfx(pages, title="t") == build_pdfx(pages, title="t")


def test_colours_match_the_rgb_file(pages, pdfx):
    """pdfium renders both files (CMYK its own plain way, no ICC): the kit pages look
    alike, and the PDF/X page's colours proofed through the ICC profile are close."""
    rgb = pdfium.PdfDocument(build_pdf(pages, Metadata("rgb", "rgb")))
    cmyk = pdfium.PdfDocument(pdfx.read_bytes())
    SHOTS.mkdir(parents=True, exist_ok=True)
    for index in (1, 3):
        before = np.asarray(rgb[index].render(scale=1).to_pil().convert("RGB"), dtype=float)
        after = np.asarray(cmyk[index].render(scale=1).to_pil().convert("RGB"), dtype=float)
        assert before.shape == after.shape
        assert np.abs(before - after).mean() < 12, index
    image = cmyk[1].render(scale=150 / 72).to_pil()
    image.save(SHOTS / "just-one-cards-pdfx.png")
    card = cmyk[0].render(scale=300 / 72).to_pil().convert("RGB")
    card.save(SHOTS / "test-card-pdfx.png")
    # Where the image is transparent, the green card shows through (the mask works).
    hidden = card.getpixel((round(pt(14) * 300 / 72), round(pt(CARD.height - 35) * 300 / 72)))
    green = card.getpixel((round(pt(3) * 300 / 72), round(pt(CARD.height - 3) * 300 / 72)))
    assert max(abs(a - b) for a, b in zip(hidden, green, strict=True)) < 8


def test_conversion_is_through_the_profile_not_a_formula():
    convert = converter()
    red = convert.colour(1, 0, 0)
    assert red != (0, 1, 1, 0)  # the naive formula
    srgb = ImageCms.createProfile("sRGB")
    profile = ImageCms.getOpenProfile(str(default_profile().path))
    transform = ImageCms.buildTransform(srgb, profile, "RGB", "CMYK",
                                       ImageCms.Intent.RELATIVE_COLORIMETRIC,
                                       ImageCms.Flags.BLACKPOINTCOMPENSATION)
    pixel = ImageCms.applyTransform(Image.new("RGB", (1, 1), (255, 0, 0)), transform)
    assert tuple(round(v * 255) for v in red) == pixel.getpixel((0, 0))
    assert convert.colour(0.5, 0.5, 0.5)[:3] == (0, 0, 0)  # neutrals on K alone
    assert convert.colour(1, 1, 1) == (0, 0, 0, 0)
    assert convert.colour(0, 0, 0) == (0, 0, 0, 1)
    assert delta_e(convert.proof(convert.colour(0.18, 0.49, 0.2)), "#2E7D32") < 6


@given(st.tuples(*[st.floats(0, 1)] * 4), st.floats(1.0, 4.0))
def test_ink_limit_keeps_black_and_the_balance(cmyk, max_ink):
    limited = limit_ink(cmyk, max_ink)
    assert sum(limited) <= max(max_ink, cmyk[3]) + 1e-9
    assert limited[3] == cmyk[3]
    if sum(cmyk) <= max_ink:
        assert limited == cmyk
    elif sum(cmyk[:3]) > 0 and max_ink > cmyk[3]:
        ratios = [v / sum(cmyk[:3]) for v in cmyk[:3]]
        assert [v / sum(limited[:3]) for v in limited[:3]] == pytest.approx(ratios)


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
@pytest.mark.parametrize("game", registry_games())
def test_colours_players_tell_apart_stay_apart_in_print(game, ink_saver):
    """Each declared set keeps its rule through the press (CIEDE2000 >= 12 under every
    simulated vision, or a mark on every member), and no pair that was 12 apart to a
    plain eye comes closer than that once printed."""
    convert = converter()
    for name, colour_set in colour_sets(load_layout(game, ink_saver=ink_saver)).items():
        printed = convert.printed(colour_set)
        if not colour_set.marked:
            distance, vision, first, second = closest_pair(printed)
            assert distance >= MIN_DELTA_E, (name, first, second, vision, distance)
        pairs = zip(itertools.combinations(colour_set.members, 2),
                    itertools.combinations(printed.members, 2), strict=True)
        for (a, b), (pa, pb) in pairs:
            if delta_e(a.colour, b.colour) >= MIN_DELTA_E:
                assert delta_e(pa.colour, pb.colour) >= MIN_DELTA_E, (name, a.name, b.name)


def test_the_script_that_made_the_profile_names_its_package_and_licence():
    script = (Path(__file__).parents[1] / "scripts" / "build-icc.sh").read_text()
    assert "scribus-data" in script and "ISOcoated_v2_300_bas" in script
    assert re.search(r"zlib", script)


def test_the_plain_pdf_of_the_same_pages_breaks_these_rules(pages):
    """The checks above can fail: the RGB file of the same pages is caught by each."""
    plain = PdfReader(io.BytesIO(build_pdf(pages, Metadata("rgb", "rgb"))))
    operators = {operator for _operands, operator in _operations(plain)}
    assert b"rg" in operators or b"RG" in operators
    names: set[str] = set()
    for obj in _objects(plain):
        names |= _names(obj)
    assert "/DeviceRGB" in names and "/SMask" in names and "/ExtGState" in names
    assert "/OutputIntents" not in plain.trailer["/Root"]
    assert "/GTS_PDFXVersion" not in plain.metadata


def test_a_shops_lower_ink_limit_holds_for_colours_and_images(pages):
    reader = PdfReader(io.BytesIO(build_pdfx(pages[:1], title="t", max_ink=2.4)))
    inks = [sum(float(v) for v in operands) for operands, operator in _operations(reader)
            if operator in (b"k", b"K")]
    assert inks and max(inks) <= 2.4 + 1e-6
    assert max(inks) > 2.3  # the rich black (240 %) is still there
    for obj in _objects(reader):
        if isinstance(obj, StreamObject) and obj.get("/Subtype") == "/Image":
            pixels = np.frombuffer(obj.get_data(), dtype=np.uint8).reshape(-1, 4)
            assert pixels.astype(int).sum(axis=1).max() <= 2.4 * 255 + 1


@given(st.lists(st.sampled_from([-100.0, -50.5, -3.0, -1.0, 0.0]) | st.floats(-100, 0),
                min_size=2, max_size=40),
       st.floats(-120, 20) | st.sampled_from([-100.0, -50.5, -3.0, -1.0, 0.0]))
def test_the_grey_ramp_is_read_as_numpy_reads_it(points, x):
    """cmyk._interpolate (no numpy on a flat-colour kit's path) is numpy.interp over the
    indexes, ties and ends included."""
    from wisegen.render.cmyk import _interpolate

    rising = sorted(points)
    assert _interpolate(x, rising) == pytest.approx(
        float(np.interp(x, rising, np.arange(len(rising)))), abs=1e-9)
