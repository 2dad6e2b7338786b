"""Hostile image outputs (issue #33, items 3, 4, 5, 10 and 12): a downloaded layout or
pack, or a resolution typed on the command line, cannot make `export` or `pack preview`
exhaust the machine; each is refused before anything is drawn, in one line that names
the limit and the option to change, and `pack preview --watch` watches only its file.

Every command runs the real program in a subprocess under a memory ceiling (RLIMIT_AS)
and a timeout, so a regression fails the test instead of hanging or swapping; before
the fix each of these took 15-30 s and 2.4-3.9 GB, or ended in a traceback.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from wisegen.core import limits

ROOT = Path(__file__).resolve().parents[1]
MEMORY_CEILING = 1536 * 1024**2  # address space; a refusal needs well under 300 MB of it
TIMEOUT = 60                     # seconds; a refusal takes a few at most
REFUSED_WITHIN = 20              # seconds: what a refusal may take on a busy machine
HUGE_PAPER = """\
papers:
  huge: {width: 1200, height: 1200}
sheet:
  paper: huge
"""


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def _wisegen(cwd: Path, *args: str | Path) -> tuple[subprocess.CompletedProcess[bytes], float]:
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "wisegen", *map(str, args)], cwd=cwd,
                            env=dict(os.environ, PYTHONUNBUFFERED="1"),
                            stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT,
                            preexec_fn=_limits)
    return result, time.monotonic() - started


def _refused(run: tuple[subprocess.CompletedProcess[bytes], float], *phrases: str) -> str:
    result, seconds = run
    stderr = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in stderr and "MemoryError" not in stderr, stderr[-2000:]
    assert result.returncode == 2, (result.returncode, stderr[-2000:])
    assert len(stderr.strip().splitlines()) == 1, stderr
    assert stderr.startswith("wisegen: error: "), stderr
    for phrase in phrases:
        assert phrase in stderr, stderr
    assert seconds < REFUSED_WITHIN, seconds
    return stderr


def _thirteen_words_pack(path: Path, cards: int) -> Path:
    lines = ["game: 13-words", "kind: words", "id: big", "name: big", "language: en",
             "version: 0.1.0", "license: MIT", "authors: [me]", "partial: true", "cards:"]
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = [a + b + c for a in letters for b in letters for c in letters]
    lines += [f"  - {{front: fro{words[n]}, back: bac{words[n]}}}" for n in range(cards)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# --- item 3: a 1200 x 1200 mm paper at 600 dpi ------------------------------------------

def test_a_huge_page_at_600_dpi_is_refused_before_it_is_drawn(tmp_path):
    layout = tmp_path / "huge.yaml"
    layout.write_text(HUGE_PAPER, encoding="utf-8")
    out = tmp_path / "kit"
    stderr = _refused(_wisegen(tmp_path, "export", "--game", "three-wise-words",
                               "--only", "track", "--layout", layout, "--format", "png",
                               "--dpi", "600", "--out", out),
                      "28,346 x 28,346 px", "limit per image is 50 Mpx", "--dpi (at most",
                      "--only")
    assert "track/page-1.png" in stderr
    assert not out.exists()


# --- item 4: contact sheets at 600 dpi, of a built-in kit and of a 2,000-card pack ------

def test_a_contact_sheet_at_600_dpi_is_refused(tmp_path):
    _refused(_wisegen(tmp_path, "export", "--game", "just-one", "--format", "sheet",
                      "--dpi", "600", "--out", tmp_path / "s"),
             "17,976 x 30,155 px", "limit per image", "--dpi (at most", "--only")


def test_a_2000_card_contact_sheet_is_refused(tmp_path):
    pack = _thirteen_words_pack(tmp_path / "big.yaml", 2000)
    _refused(_wisegen(tmp_path, "export", "--game", "13-words", "--pack", pack,
                      "--only", "cards", "--format", "sheet", "--dpi", "600",
                      "--out", tmp_path / "s"), "limit per image", "--dpi (at most")


def test_the_run_budget_counts_every_image(tmp_path):
    """2,000 cards, each front and back its own image, at 600 dpi: 7,200 Mpx in all."""
    pack = _thirteen_words_pack(tmp_path / "big.yaml", 2000)
    _refused(_wisegen(tmp_path, "export", "--game", "13-words", "--pack", pack,
                      "--only", "cards", "--format", "png", "--dpi", "600",
                      "--out", tmp_path / "s"), "limit per run is 2,000 Mpx", "--dpi (at most")


def test_the_budgets_let_every_built_in_kit_through_at_600_dpi():
    """The limits are chosen from the built-in kits: each exports whole at 600 dpi, and
    its contact sheet at 100 dpi."""
    from wisegen.games.registry import all_games
    from wisegen.render.writers.png import PngWriter
    from wisegen.render.writers.sheet import SheetWriter
    from wisegen.usecases.printing import PrintRequest, build_kit, check_budget

    for game in all_games().values():
        kit, _ = build_kit(PrintRequest(game=game))
        check_budget(PngWriter(600), kit, None)
        check_budget(SheetWriter(100), kit, None)
        check_budget(SheetWriter(), kit, None)


def test_the_largest_pack_passes_at_the_default_dpi(tmp_path):
    """2,000 13 Words cards (the most its schema allows), each back its own image: 4,011
    images of 1,492 Mpx at 300 dpi, and a 49 Mpx contact sheet at 50 dpi."""
    from wisegen.games.registry import get_game
    from wisegen.render.writers.png import PngWriter
    from wisegen.render.writers.sheet import SheetWriter
    from wisegen.usecases.printing import PrintRequest, build_kit, check_budget

    pack = _thirteen_words_pack(tmp_path / "big.yaml", 2000)
    kit, _ = build_kit(PrintRequest(game=get_game("13-words"), pack_file=pack))
    check_budget(PngWriter(), kit, None)
    check_budget(SheetWriter(), kit, None)


def test_every_writer_s_pictures_are_held_to_the_budget():
    """The backstop under every image writer (TTS included): a picture over the budget is
    refused before the PDF it is drawn from is made, not after 3 GB of pixels."""
    from wisegen.errors import UsageError
    from wisegen.render.picture_stream import render_pictures
    from wisegen.render.pictures import Picture

    started = time.monotonic()
    with pytest.raises(UsageError, match="image 2 of 2 would be 10,000 x 10,000 px"):
        render_pictures([Picture(10, 10, 300), Picture(10_000, 10_000, 300)])
    many = [Picture(4096, 4096, 300)] * 120  # 2,013 Mpx: sheets within TTS's 4096 px
    with pytest.raises(UsageError, match="120 images of 2,013 Mpx in all"):
        render_pictures(many)
    assert time.monotonic() - started < 1


def test_the_dpi_a_message_offers_fits():
    assert limits.dpi_that_fits(600, 28_346 ** 2, limits.MAX_IMAGE_PIXELS) == 149
    side = round(1200 / 25.4 * 149)
    assert side * side <= limits.MAX_IMAGE_PIXELS


# --- the page budget per PDF -------------------------------------------------------------

def test_a_pdf_over_the_page_budget_is_refused(tmp_path, monkeypatch):
    """The built-in Just One kit (38 pages) against a budget of 20: refused up front."""
    from wisegen.errors import UsageError
    from wisegen.games.registry import get_game
    from wisegen.usecases import printing

    monkeypatch.setattr(limits, "MAX_PDF_PAGES", 20)
    with pytest.raises(UsageError, match="limit per PDF is 20: print fewer materials"):
        printing.run_print(printing.PrintRequest(game=get_game("just-one"),
                                                 out=tmp_path / "kit"))
    assert not (tmp_path / "kit").exists()


# --- items 5 and 12: pack preview ----------------------------------------------------------

def test_a_preview_of_every_card_at_600_dpi_is_refused(tmp_path):
    stderr = _refused(_wisegen(tmp_path, "pack", "preview",
                               ROOT / "content" / "just-one" / "en.yaml", "--cards", "1-110",
                               "--dpi", "600", "--out", tmp_path / "p.png"),
                      "limit per image is 50 Mpx", "--dpi (at most", "--cards")
    assert "preview of cards 1-110" in stderr
    assert not (tmp_path / "p.png").exists()


@pytest.mark.parametrize("dpi", ["nan", "inf", "-inf", "1e309"])
def test_a_preview_dpi_that_is_no_number_is_refused(tmp_path, dpi):
    _refused(_wisegen(tmp_path, "pack", "preview", ROOT / "content" / "just-one" / "en.yaml",
                      "--dpi", dpi, "--out", tmp_path / "p.png"), "--dpi")


def test_a_preview_within_the_budget_is_drawn_page_by_page(tmp_path):
    from PIL import Image

    from wisegen.usecases import preview as previews

    out = tmp_path / "p.png"
    result = previews.render_preview(ROOT / "content" / "just-one" / "en.yaml", "1-16", out,
                                     dpi=40)
    with Image.open(out) as image:
        assert f"{image.width}x{image.height}" == result.details["pixels"]
        assert result.details["pages"] == 2  # 9 cards a sheet
        # Two A4 pages side by side at 40 dpi (331 x 468 px), grey around and between.
        assert {image.width - 48, image.height - 32} in ({662, 468}, {936, 331})


# --- item 10: pack preview --watch watches its own file only ------------------------------

def test_watch_ignores_a_file_of_the_same_name_in_a_subfolder(tmp_path):
    from wisegen.usecases import preview as previews

    pack = tmp_path / "mine.yaml"
    pack.write_text("one\n", encoding="utf-8")
    nested = tmp_path / "sub" / "deeper"
    nested.mkdir(parents=True)
    renders: list[float] = []
    stop = threading.Event()
    thread = threading.Thread(target=previews.watch,
                              args=(pack, lambda: renders.append(time.monotonic()), stop))
    thread.start()
    try:
        deadline = time.monotonic() + 20
        while not renders and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        (nested / "mine.yaml").write_text("other\n", encoding="utf-8")
        (tmp_path / "sub" / "mine.yaml").write_text("other\n", encoding="utf-8")
        (tmp_path / "other.yaml").write_text("other\n", encoding="utf-8")
        time.sleep(1.5)
        assert len(renders) == 1, "re-rendered for another file"
        pack.write_text("two\n", encoding="utf-8")
        while len(renders) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        stop.set()
        thread.join(10)
    assert len(renders) == 2


def _inotify_watches() -> int:
    """inotify watches this process holds, from /proc (Linux)."""
    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{fd}") != "anon_inode:inotify":
                continue
            with open(f"/proc/self/fdinfo/{fd}", encoding="ascii") as info:
                count += sum(line.startswith("inotify wd:") for line in info)
        except OSError:
            continue
    return count


@pytest.mark.skipif(not Path("/proc/self/fdinfo").is_dir(), reason="needs Linux /proc")
def test_watch_is_not_recursive(tmp_path):
    """One watch for the pack's folder, none per subfolder (5,202 inotify watches for
    5,201 subfolders before)."""
    from wisegen.usecases import preview as previews

    pack = tmp_path / "mine.yaml"
    pack.write_text("one\n", encoding="utf-8")
    for n in range(200):
        (tmp_path / f"d{n}").mkdir()
    before = _inotify_watches()
    watching = threading.Event()
    stop = threading.Event()
    thread = threading.Thread(target=previews.watch, args=(pack, watching.set, stop))
    thread.start()
    try:
        assert watching.wait(20)
        time.sleep(0.5)  # the watch is set up after the first render
        held = _inotify_watches() - before
    finally:
        stop.set()
        thread.join(10)
    assert 1 <= held <= 2, held
