"""render/pdfium_quick.py: pdfium's quick calls keep the GIL and answer as pypdfium2's."""

from __future__ import annotations

import ctypes
import io

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.pdfium_quick import QUICK, close_page, load_page, quick


@pytest.fixture(scope="module")
def document():
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(100, 80))
    canvas.rect(10, 10, 50, 30, fill=1)
    canvas.circle(60, 40, 20, fill=1)
    canvas.drawString(5, 5, "word")
    canvas.save()
    pdf = pdfium.PdfDocument(buffer.getvalue())
    yield pdf
    pdf.close()


def test_every_quick_call_keeps_the_gil():
    for name in QUICK:
        function = getattr(quick(), name)
        assert function._flags_ & ctypes._FUNCFLAG_PYTHONAPI, name
        assert not getattr(pdfium_c, name)._flags_ & ctypes._FUNCFLAG_PYTHONAPI


def test_quick_calls_answer_as_pypdfium2s(document):
    page = load_page(document, 0)
    try:
        count = quick().FPDFPage_CountObjects(page)
        assert count == pdfium_c.FPDFPage_CountObjects(page) == 3
        kinds = [quick().FPDFPageObj_GetType(quick().FPDFPage_GetObject(page, i))
                 for i in range(count)]
        assert kinds == [pdfium_c.FPDFPageObj_GetType(pdfium_c.FPDFPage_GetObject(page, i))
                         for i in range(count)]
        assert pdfium_c.FPDF_PAGEOBJ_TEXT in kinds and pdfium_c.FPDF_PAGEOBJ_PATH in kinds
    finally:
        close_page(page)


def test_a_page_that_is_not_there_is_an_error(document):
    with pytest.raises(ValueError, match="page 2"):
        load_page(document, 1)


def test_without_pypdfium2s_private_library_name_the_calls_still_work(monkeypatch, document):
    """The library is found through a private name of pypdfium2's: a release without it
    gets pypdfium2's own calls, slower (they let go of the GIL) but the same."""
    import pypdfium2_raw.bindings as bindings

    from wisegen.render import pdfium_quick

    monkeypatch.setattr(bindings, "_libs", {})
    calls = pdfium_quick._Quick()
    assert calls.FPDFPage_CountObjects is pdfium_c.FPDFPage_CountObjects
    page = load_page(document, 0)
    try:
        assert calls.FPDFPage_CountObjects(page) == 3
    finally:
        close_page(page)
