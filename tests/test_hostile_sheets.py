"""Hostile spreadsheets, files that are not files, and full disks (issue #25, items 2, 6,
7, 8, 9, 10, 13 and 14): `pack import` and `pack export` end in bounded time and memory
with one line naming the file, and no command loses an author's file.

Imports run the real program in a subprocess under a memory ceiling (RLIMIT_AS) and a
timeout, so a regression fails the test instead of hanging or swapping the machine.
"""

from __future__ import annotations

import csv
import io
import json
import os
import resource
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.hostile import sheets

MEMORY_CEILING = 1024**3  # address space; an import needs well under 100 MB of it
TIMEOUT = 30              # seconds; a refusal takes under one
TWW_PACK = ("game: 13-words\nkind: words\nid: eq\nname: eq\nlanguage: en\nversion: 0.1.0\n"
            "license: MIT\nauthors: [me]\npartial: true\ncards:\n")


def _limits(file_bytes: int | None = None) -> Callable[[], None]:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))
        if file_bytes is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_bytes, file_bytes))
    return apply


def _wisegen(cwd: Path, *args: str | Path, file_bytes: int | None = None, stdout=None,
             unbuffered: bool = True) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONUNBUFFERED="1" if unbuffered else "")
    if not unbuffered:
        env.pop("PYTHONUNBUFFERED")
    return subprocess.run([sys.executable, "-m", "wisegen", *map(str, args)], cwd=cwd,
                          env=env, stdin=subprocess.DEVNULL,
                          stdout=stdout if stdout is not None else subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=TIMEOUT,
                          preexec_fn=_limits(file_bytes))


def _one_line_refusal(result: subprocess.CompletedProcess[bytes], *phrases: str) -> str:
    stderr = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in stderr and "MemoryError" not in stderr, stderr[-2000:]
    assert result.returncode == 2, (result.returncode, stderr[-2000:])
    assert len(stderr.strip().splitlines()) == 1, stderr
    for phrase in phrases:
        assert phrase in stderr, stderr
    return stderr


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _symlink_to_dev_zero(path: Path) -> Path:
    path.symlink_to("/dev/zero")
    return path


def _blank_lines_csv(path: Path) -> Path:
    path.write_bytes(b"front,back\nolive,king\n" + b",\n" * 3_000_000)
    return path


IMPORTS: list[tuple[str, Callable[[Path], Path], str, tuple[str, ...]]] = [
    ("3 million blank rows", lambda p: sheets.blank_rows(p, 3_000_000), "x.xlsx",
     ("would decompress to 18,000,", "limited to 16,777,216")),
    ("20,000 blank rows are counted", lambda p: sheets.blank_rows(p, 20_000), "x.xlsx",
     (":10001: error: more than 10,000 rows, blank ones included",)),
    ("one 600 MB cell", lambda p: sheets.giant_cell(p, 600_000_000), "x.xlsx",
     ("would decompress to 600,000,",)),
    ("one 2 MB cell", lambda p: sheets.giant_cell(p, 2_000_000), "x.xlsx",
     (":2:2: error: a cell of more than 1,000 characters",)),
    ("3 million unused shared strings",
     lambda p: sheets.unused_shared_strings(p, 3_000_000), "x.xlsx",
     ("xl/sharedStrings.xml would decompress to 51,000,",)),
    ("200,000 unused shared strings",
     lambda p: sheets.unused_shared_strings(p, 200_000), "x.xlsx",
     ("more than 100,000 shared strings",)),
    ("billion laughs", lambda p: sheets.with_dtd(p, sheets.BILLION_LAUGHS), "x.xlsx",
     ("xl/worksheets/sheet1.xml has a DTD",)),
    ("external entity", lambda p: sheets.with_dtd(p, sheets.EXTERNAL_ENTITY), "x.xlsx",
     ("has a DTD",)),
    ("malformed sheet", sheets.malformed, "x.xlsx",
     ("xl/worksheets/sheet1.xml is not well-formed XML (line 1: mismatched tag)",)),
    ("not a zip", lambda p: (p.write_bytes(b"PK\x03\x04 broken"), p)[1], "x.xlsx",
     ("not a readable .xlsx workbook",)),
    ("a .csv symlink to /dev/zero", _symlink_to_dev_zero, "x.csv", ("not a regular file",)),
    ("a FIFO named .txt", _fifo, "x.txt", ("not a regular file",)),
    ("a FIFO named .xlsx", _fifo, "x.xlsx", ("not a regular file",)),
    ("a .csv of 3 million blank lines", _blank_lines_csv, "x.csv",
     (":10001: error: more than 10,000 rows, blank ones included",)),
]


@pytest.mark.parametrize(("name", "build", "file", "phrases"), IMPORTS,
                         ids=[case[0] for case in IMPORTS])
def test_a_hostile_file_is_refused_in_one_line_quickly(tmp_path, name, build, file, phrases):
    source = build(tmp_path / file)
    started = time.monotonic()
    result = _wisegen(tmp_path, "pack", "import", source, "--game", "13words", "--lang", "en",
                      "--no-spelling")
    assert time.monotonic() - started < 10
    stderr = _one_line_refusal(result, *phrases)
    assert stderr.startswith(f"wisegen: error: {source}") or stderr.startswith(str(source))


def test_a_stored_dimension_of_the_whole_grid_is_ignored(tmp_path):
    """openpyxl padded every row to XFD and read to row 1,048,576 (25 minutes)."""
    source = sheets.whole_grid(tmp_path / "grid.xlsx")
    assert source.stat().st_size < 5000
    started = time.monotonic()
    result = _wisegen(tmp_path, "pack", "import", source, "--game", "13words", "--lang", "en",
                      "--no-spelling", "--out", tmp_path / "grid.yaml")
    assert time.monotonic() - started < 10
    assert result.returncode == 0, result.stderr.decode()
    assert "{front: olive, back: king}" in (tmp_path / "grid.yaml").read_text(encoding="utf-8")


def test_a_workbook_with_shared_strings_phonetics_and_gaps_reads_as_excel_shows_it(tmp_path):
    """The reader's own parse of what spreadsheet programs write: shared strings with rich
    text runs (phonetic guides left out), a prefixed namespace, numbers, skipped rows."""
    from wisegen.packs import xlsx

    shared = (b"<si><t>front</t></si><si><t>back</t></si><si><r><t>ol</t></r><r><t>ive</t>"
              b"</r><rPh><t>XX</t></rPh></si><si><t>king</t></si>")
    data = ('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'
            '<row r="4" spans="1:2"><c r="A4" t="s"><v>2</v></c><c r="B4"><v>1984.0</v></c>'
            '<c r="D4"><f>SUM(1,2)</f><v>3</v></c></row>')
    path = sheets.workbook(tmp_path / "w.xlsx", data, shared=shared)
    rows = list(xlsx.rows(path, None))
    assert rows == [(1, ["front", "back"]), (4, ["olive", "1984", "", "=SUM(1,2)"])]
    assert isinstance(rows[1][1][3], xlsx.Formula)


# --- export ------------------------------------------------------------------------------

FORMULAS = ["=HYPERLINK(\"http://x.example\",\"go\")", "+SUM(1,2)", "@SUM(1,2)", "-2+3",
            "'=already", "plain"]


def _pack(folder: Path) -> Path:
    path = folder / "eq.yaml"
    cards = "".join(f"  - {{front: {json.dumps(w)}, back: king{i}}}\n"
                    for i, w in enumerate(FORMULAS))
    path.write_text(TWW_PACK + cards, encoding="utf-8")
    return path


@pytest.mark.parametrize("to", ["csv", "tsv"])
def test_csv_export_escapes_formula_cells_says_so_and_reads_back(run, tmp_path, to):
    pack = _pack(tmp_path)
    result = run("pack", "export", pack, "--to", to)
    assert result.exit_code == 0, result.output
    assert "leading '" in result.stdout and "A2 ('=HYPERLINK" in result.stdout
    table = list(csv.reader(io.StringIO((tmp_path / f"eq.{to}").read_text(encoding="utf-8")),
                            delimiter="\t" if to == "tsv" else ","))
    fronts = [row[0] for row in table[1:]]
    assert fronts == ["'" + w for w in FORMULAS[:5]] + ["plain"]
    assert not any(cell.startswith(("=", "+", "-", "@")) for row in table for cell in row)
    from wisegen.packs import importing
    from wisegen.usecases.pack_io import words_kind

    cards = importing.read(tmp_path / f"eq.{to}", words_kind("13-words"), "en").cards
    assert [card["front"] for card in cards] == FORMULAS
    answer = json.loads(run("pack", "export", pack, "--to", to, "--json", "--force").stdout)
    assert len(answer["escaped"]) == 5 and answer["notes"]


def test_export_replaces_an_existing_table_only_with_force(run, tmp_path):
    pack = _pack(tmp_path)
    original = tmp_path / "eq.csv"
    original.write_text("the author's own spreadsheet\n", encoding="utf-8")
    refused = run("pack", "export", pack)
    assert refused.exit_code == 2 and "exists; use --force" in refused.stderr
    assert original.read_text(encoding="utf-8") == "the author's own spreadsheet\n"
    assert run("pack", "export", pack, "--force").exit_code == 0
    assert original.read_text(encoding="utf-8").startswith("front,back\n")


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_export_never_replaces_the_pack_itself(run, tmp_path, force):
    pack = _pack(tmp_path)
    before = pack.read_bytes()
    result = run("pack", "export", pack, "--out", pack, *force)
    assert result.exit_code == 2 and "is the file being read" in result.stderr
    link = tmp_path / "link.csv"
    link.symlink_to(pack)
    through = run("pack", "export", pack, "--out", link, *force)
    assert through.exit_code == 2 and "is the file being read" in through.stderr
    assert pack.read_bytes() == before


def test_a_read_only_file_is_never_replaced_even_with_force(run, tmp_path):
    pack = _pack(tmp_path)
    target = tmp_path / "eq.csv"
    target.write_text("mine\n", encoding="utf-8")
    target.chmod(0o444)
    result = run("pack", "export", pack, "--force")
    assert result.exit_code == 2 and "read-only" in result.stderr
    assert target.read_text(encoding="utf-8") == "mine\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o444
    source = tmp_path / "words.csv"
    source.write_text("front,back\nolive,king\n", encoding="utf-8")
    imported = run("pack", "import", source, "--game", "13words", "--lang", "en",
                   "--no-spelling", "--out", target, "--force")
    assert imported.exit_code == 2 and "read-only" in imported.stderr


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_import_never_writes_over_the_spreadsheet_it_reads(run, tmp_path, force):
    source = tmp_path / "words.csv"
    source.write_text("front,back\nolive,king\n", encoding="utf-8")
    result = run("pack", "import", source, "--game", "13words", "--lang", "en",
                 "--no-spelling", "--out", source, *force)
    assert result.exit_code == 2 and "is the file being read" in result.stderr
    assert source.read_text(encoding="utf-8") == "front,back\nolive,king\n"


def test_xlsx_export_on_a_full_disk_is_one_line_and_writes_nothing(tmp_path):
    """RLIMIT_FSIZE makes every write past 2 KB fail (EFBIG) as a full disk would; openpyxl's
    scratch file for a 200-card sheet failed with a traceback."""
    pack = tmp_path / "big.yaml"
    pack.write_text(TWW_PACK + "".join(f"  - {{front: word{i}, back: other{i}}}\n"
                                       for i in range(200)), encoding="utf-8")
    result = _wisegen(tmp_path, "pack", "export", pack, "--to", "xlsx", file_bytes=2048)
    _one_line_refusal(result, f"cannot write {tmp_path / 'big.xlsx'}: File too large")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.yaml"]
    assert _wisegen(tmp_path, "pack", "export", pack, "--to", "xlsx").returncode == 0


def test_the_same_pack_gives_the_same_xlsx_bytes(tmp_path):
    from wisegen.games.content import load_pack
    from wisegen.packs import exporting
    from wisegen.usecases.pack_io import words_kind

    pack = load_pack(_pack(tmp_path))
    first = exporting.export(pack, words_kind("13-words"), "xlsx")
    time.sleep(2.1)  # zip dates have 2-second steps
    assert exporting.export(pack, words_kind("13-words"), "xlsx") == first


# --- standard output ---------------------------------------------------------------------

def _csv_of_cards(folder: Path, count: int = 200) -> Path:
    source = folder / "words.csv"
    source.write_text("front,back\n" + "".join(f"word{i},other{i}\n" for i in range(count)),
                      encoding="utf-8")
    return source


@pytest.mark.parametrize("unbuffered", [True, False])
@pytest.mark.parametrize("as_json", [[], ["--json"]])
def test_a_pack_on_a_stdout_that_fills_part_way_is_an_error(tmp_path, unbuffered, as_json):
    """stdout is a file that may grow to 1,024 bytes: the pack (~7 KB) does not fit."""
    source = _csv_of_cards(tmp_path)
    with open(tmp_path / "my.yaml", "wb") as out:
        result = _wisegen(tmp_path, "pack", "import", source, "--game", "13words", "--lang",
                          "en", "--no-spelling", *as_json, file_bytes=1024, stdout=out,
                          unbuffered=unbuffered)
    _one_line_refusal(result, "cannot write the output", "incomplete")
    assert "pack on stdout" not in result.stderr.decode()


def test_a_pack_on_dev_full_is_an_error(tmp_path):
    source = _csv_of_cards(tmp_path, 3)
    with open("/dev/full", "wb") as out:
        result = _wisegen(tmp_path, "pack", "import", source, "--game", "13words", "--lang",
                          "en", "--no-spelling", stdout=out)
    _one_line_refusal(result, "cannot write the output: No space left on device")


def test_a_pack_on_a_good_stdout_is_whole(tmp_path):
    source = _csv_of_cards(tmp_path)
    result = _wisegen(tmp_path, "pack", "import", source, "--game", "13words", "--lang", "en",
                      "--no-spelling")
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode("utf-8").count("{front: word") == 200
    assert "pack on stdout" in result.stderr.decode()
