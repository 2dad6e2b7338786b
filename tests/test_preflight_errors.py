"""A file preflight cannot use ends in one line and exit 2, never a traceback: a
truncated or random PDF, a PNG with a broken header, an empty folder, an unknown
service or product. Hypothesis then throws mutated PDFs at it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from tests.preflight_files import card_image, card_pdf
from wisegen.commands.app import app


def _run(*args: object):
    return CliRunner().invoke(app, [str(a) for a in args])


def _one_line_error(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wisegen: error: "), result.stderr
    assert "Traceback" not in result.output
    for word in words:
        assert word in lines[0], lines[0]


@pytest.fixture(scope="module")
def good_pdf(tmp_path_factory) -> bytes:
    return card_pdf(tmp_path_factory.mktemp("good") / "good.pdf").read_bytes()


def test_truncated_pdf(tmp_path, good_pdf, caplog):
    path = tmp_path / "cut.pdf"
    path.write_bytes(good_pdf[: len(good_pdf) // 3])
    result = _run("preflight", path, "--for", "drivethrucards")
    assert result.exit_code in (1, 2), result.output  # pypdf may rebuild what is left
    assert result.exception is None or isinstance(result.exception, SystemExit)
    # pypdf's repair log ("EOF marker not found") would reach the terminal: held.
    assert not [r for r in caplog.records if r.name.startswith("pypdf")]
    assert len(result.stderr.splitlines()) == (result.exit_code == 2), result.stderr


def test_random_bytes(tmp_path):
    path = tmp_path / "noise.pdf"
    path.write_bytes(random.Random(3).randbytes(5000))
    _one_line_error(_run("preflight", path, "--for", "drivethrucards"), "not a PDF")


def test_pdf_header_then_noise(tmp_path):
    path = tmp_path / "noise.pdf"
    path.write_bytes(b"%PDF-1.4\n" + random.Random(4).randbytes(5000))
    _one_line_error(_run("preflight", path, "--for", "drivethrucards"), "cannot read")


def test_png_with_a_bad_header(tmp_path):
    folder = tmp_path / "cards"
    folder.mkdir()
    good = card_image(folder / "001.png").read_bytes()
    (folder / "002.png").write_bytes(b"\x89PNX\r\n\x1a\n" + good[8:])
    _one_line_error(_run("preflight", folder, "--for", "thegamecrafter"),
                    "002.png", "not a readable image")


def test_empty_folder(tmp_path):
    _one_line_error(_run("preflight", tmp_path, "--for", "thegamecrafter"), "no images")


def test_missing_file(tmp_path):
    _one_line_error(_run("preflight", tmp_path / "nope.pdf", "--for", "drivethrucards"),
                    "no such file")


def test_unknown_service_and_product(tmp_path, good_pdf):
    path = tmp_path / "good.pdf"
    path.write_bytes(good_pdf)
    _one_line_error(_run("preflight", path, "--for", "kinkos"), "drivethrucards")
    _one_line_error(_run("preflight", path, "--for", "drivethrucards", "--product", "huge"),
                    "poker")


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_pdfs_never_crash(tmp_path_factory, good_pdf, data):
    """Cut anywhere, bytes overwritten anywhere: a report (0/1) or one error line (2)."""
    blob = bytearray(good_pdf)
    cut = data.draw(st.integers(min_value=0, max_value=len(blob)))
    blob = blob[:cut] if data.draw(st.booleans()) else blob
    for _ in range(data.draw(st.integers(min_value=0, max_value=8))):
        if blob:
            spot = data.draw(st.integers(min_value=0, max_value=len(blob) - 1))
            blob[spot] = data.draw(st.integers(min_value=0, max_value=255))
    path = Path(tmp_path_factory.mktemp("fuzz")) / "card.pdf"
    path.write_bytes(bytes(blob))
    result = _run("preflight", path, "--for", "drivethrucards", "--json")
    assert result.exit_code in (0, 1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    # No library chatter ("EOF marker not found"): one error line, or none.
    assert len(result.stderr.splitlines()) == (result.exit_code == 2), result.stderr


@settings(max_examples=25, deadline=None)
@given(head=st.binary(max_size=64), body=st.binary(max_size=2000))
def test_random_images_never_crash(tmp_path_factory, head, body):
    folder = Path(tmp_path_factory.mktemp("images"))
    (folder / "card.png").write_bytes(head + body)
    result = _run("preflight", folder, "--for", "thegamecrafter")
    assert result.exit_code in (1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def _form_bomb(path: Path) -> Path:
    """A page drawing a form that draws itself ten times: 10^12 operators if followed."""
    from pypdf import PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        FloatObject,
        NameObject,
    )

    writer = PdfWriter()
    page = writer.add_blank_page(198, 270)
    form = DecodedStreamObject()
    form.set_data(b"0.1 w 0 0 m 10 10 l S " + b"q /F Do Q " * 10)
    form.update({NameObject("/Type"): NameObject("/XObject"),
                 NameObject("/Subtype"): NameObject("/Form"),
                 NameObject("/BBox"): ArrayObject([FloatObject(0), FloatObject(0),
                                                   FloatObject(198), FloatObject(270)])})
    ref = writer._add_object(form)
    form[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/XObject"): DictionaryObject({NameObject("/F"): ref})})
    contents = DecodedStreamObject()
    contents.set_data(b"/F Do")
    page[NameObject("/Contents")] = writer._add_object(contents)
    page[NameObject("/Resources")] = form["/Resources"]
    with path.open("wb") as handle:
        writer.write(handle)
    return path


def test_a_form_drawing_itself_is_bounded(tmp_path):
    import time

    path = _form_bomb(tmp_path / "bomb.pdf")
    start = time.perf_counter()
    result = _run("preflight", path, "--for", "drivethrucards", "--json")
    assert time.perf_counter() - start < 30
    assert result.exit_code == 1, result.output
    payload = json.loads(result.stdout)
    assert "line" in {f["check"] for f in payload["findings"]}  # what was read is checked
    assert any("operators" in note for note in payload["notes"])


def test_a_pattern_drawing_itself_is_bounded(tmp_path):
    """A tiling pattern whose cell fills with itself: read as far as the bounds allow,
    and the page is not handed to pdfium."""
    from pypdf import PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        FloatObject,
        NameObject,
        NumberObject,
    )

    writer = PdfWriter()
    page = writer.add_blank_page(198, 270)
    cell = DecodedStreamObject()
    cell.set_data(b"0.05 w 0 0 m 5 5 l S /Pattern cs /P scn 0 0 10 10 re f")
    cell.update({NameObject("/Type"): NameObject("/Pattern"),
                 NameObject("/PatternType"): NumberObject(1),
                 NameObject("/PaintType"): NumberObject(1),
                 NameObject("/TilingType"): NumberObject(1),
                 NameObject("/XStep"): FloatObject(10), NameObject("/YStep"): FloatObject(10),
                 NameObject("/BBox"): ArrayObject([FloatObject(0), FloatObject(0),
                                                   FloatObject(10), FloatObject(10)])})
    ref = writer._add_object(cell)
    resources = DictionaryObject(
        {NameObject("/Pattern"): DictionaryObject({NameObject("/P"): ref})})
    cell[NameObject("/Resources")] = resources
    contents = DecodedStreamObject()
    contents.set_data(b"/Pattern cs /P scn 0 0 198 270 re f")
    page[NameObject("/Contents")] = writer._add_object(contents)
    page[NameObject("/Resources")] = resources
    path = tmp_path / "pattern.pdf"
    with path.open("wb") as handle:
        writer.write(handle)
    result = _run("preflight", path, "--for", "drivethrucards", "--json")
    assert result.exit_code == 1, result.output
    payload = json.loads(result.stdout)
    assert "line" in {f["check"] for f in payload["findings"]}  # the cell's hairline
    assert any("too deeply" in note for note in payload["notes"])
