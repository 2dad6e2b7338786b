"""Output files are replaced whole or not at all, and only when they are ours to replace.

Real files throughout: a FIFO, a socket, a folder, symlinks, a chmod 600 file, a kit
folder beside user files, and `wisegen print` killed with SIGKILL while it writes.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pypdf import PdfReader

from wisegen.atomic import KIT_MARKER, clean_stale, write_atomic, write_kit
from wisegen.errors import UsageError

WISEGEN = Path(sys.executable).parent / "wisegen"


# --- write_atomic: one file -------------------------------------------------------------

def test_a_fifo_is_refused_and_left_a_fifo(tmp_path):
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    with pytest.raises(UsageError, match="it is a FIFO"):
        write_atomic(fifo, b"data")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_socket_and_a_folder_are_refused(tmp_path):
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(tmp_path / "s.pdf"))
        with pytest.raises(UsageError, match="it is a socket"):
            write_atomic(tmp_path / "s.pdf", b"data")
    (tmp_path / "d.pdf").mkdir()
    with pytest.raises(UsageError, match="it is a folder"):
        write_atomic(tmp_path / "d.pdf", b"data")
    assert (tmp_path / "d.pdf").is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.pdf", "s.pdf"]


def test_pack_new_refuses_a_fifo_even_with_force(run, tmp_path):
    fifo = tmp_path / "pack.yaml"
    os.mkfifo(fifo)
    result = run("pack", "new", "--game", "just-one", "--out", fifo, "--force")
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "it is a FIFO" in result.stderr
    assert "Traceback" not in result.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_replaced_file_keeps_its_mode(tmp_path):
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old")
    target.chmod(0o600)
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    fresh = tmp_path / "fresh.pdf"
    write_atomic(fresh, b"x")
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="only root may give a file to another owner")
def test_a_replaced_file_keeps_its_owner_where_permitted(tmp_path):
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old")
    os.chown(target, 4321, 4321)
    write_atomic(target, b"new")
    assert (target.stat().st_uid, target.stat().st_gid) == (4321, 4321)


def test_a_symlink_is_written_through_atomically(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "kit.pdf"
    real.write_bytes(b"old")
    real.chmod(0o640)
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in real_dir.iterdir()) == ["kit.pdf"]


def test_a_dangling_symlink_is_refused_clearly(tmp_path):
    link = tmp_path / "gone.pdf"
    link.symlink_to(tmp_path / "nowhere" / "x.pdf")
    with pytest.raises(UsageError, match=r"symlink to .*which does not exist") as caught:
        write_atomic(link, b"new")
    assert "File exists" not in str(caught.value)
    assert link.is_symlink() and not (tmp_path / "nowhere").exists()


def test_a_file_or_dangling_link_where_a_folder_is_needed(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(UsageError, match=r"notes\.txt is a file, not a folder") as caught:
        write_atomic(tmp_path / "notes.txt" / "kit.pdf", b"x")
    assert "File exists" not in str(caught.value)
    (tmp_path / "away").symlink_to(tmp_path / "missing")
    with pytest.raises(UsageError, match=r"away is a symlink to .*which does not exist"):
        write_atomic(tmp_path / "away" / "sub" / "kit.pdf", b"x")
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_a_trailing_slash_writes_no_file(tmp_path):
    with pytest.raises(UsageError, match="ending in '/' is a folder"):
        write_atomic(f"{tmp_path}/slash.pdf/", b"x")
    assert not (tmp_path / "slash.pdf").exists()


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_stale_temporaries_of_dead_runs_are_removed_and_only_those(tmp_path):
    dead, alive = _dead_pid(), os.getpid()
    names = {
        f".kit.pdf.wisegen-{dead}-abcd_123.tmp": False,  # a dead run's: removed
        ".kit.pdf.k2j4h5g6.tmp": True,  # no process id: any program's, kept
        f".kit.pdf.wisegen-{alive}-abcd_123.tmp": True,  # a live run's: kept
        f".other.pdf.wisegen-{dead}-abcd_123.tmp": True,  # another target's: kept
        ".kit.pdf.mine.tmp": True, "kit.pdf.bak": True, "notes.txt": True,
    }
    for name in names:
        (tmp_path / name).write_text("x")
    (tmp_path / f".kit.pdf.wisegen-{dead}-zzzzzzzz.tmp.d").mkdir()
    stale_dir = tmp_path / f".kit.wisegen-{dead}-dir_0000.tmp"
    stale_dir.mkdir()
    (stale_dir / "cards.pdf").write_text("half")
    write_atomic(tmp_path / "kit.pdf", b"new")
    left = {p.name for p in tmp_path.iterdir()}
    assert left == {n for n, kept in names.items() if kept} | {
        "kit.pdf", f".kit.pdf.wisegen-{dead}-zzzzzzzz.tmp.d", stale_dir.name}
    assert clean_stale(tmp_path, "kit") == [stale_dir.name]


# --- write_kit: a whole folder ---------------------------------------------------------

def test_a_kit_is_written_whole_with_its_marker(tmp_path):
    kit = tmp_path / "kit"
    write_kit(kit, {"a.pdf": b"A", "b.pdf": b"B"})
    assert sorted(p.name for p in kit.iterdir()) == [KIT_MARKER, "a.pdf", "b.pdf"]
    assert json.loads((kit / KIT_MARKER).read_text())["files"] == ["a.pdf", "b.pdf"]
    assert stat.S_IMODE(kit.stat().st_mode) == 0o755
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit"]


def test_a_rewrite_keeps_the_kit_files_it_does_not_rewrite_and_the_modes(tmp_path):
    kit = tmp_path / "kit"
    write_kit(kit, {"a.pdf": b"A", "b.pdf": b"B"})
    kit.chmod(0o750)
    (kit / "a.pdf").chmod(0o600)
    write_kit(kit, {"a.pdf": b"A2"})
    assert (kit / "a.pdf").read_bytes() == b"A2" and (kit / "b.pdf").read_bytes() == b"B"
    assert stat.S_IMODE((kit / "a.pdf").stat().st_mode) == 0o600
    assert stat.S_IMODE(kit.stat().st_mode) == 0o750
    assert json.loads((kit / KIT_MARKER).read_text())["files"] == ["a.pdf", "b.pdf"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit"]


def test_a_folder_with_user_files_is_refused_and_untouched(tmp_path):
    folder = tmp_path / "desk"
    folder.mkdir()
    (folder / "thesis.docx").write_text("years of work")
    (folder / "a.pdf").write_text("old")
    with pytest.raises(UsageError, match=r"not a wisegen kit's \(a.pdf, thesis.docx\)"):
        write_kit(folder, {"a.pdf": b"A"})
    assert sorted(p.name for p in folder.iterdir()) == ["a.pdf", "thesis.docx"]
    assert (folder / "a.pdf").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["desk"]


def test_a_folder_of_kit_names_without_a_marker_is_the_users(tmp_path):
    """Names alone never make a folder wisegen's: only its marker does (issue 33, item 6)."""
    kit = tmp_path / "kit"
    kit.mkdir()
    for name in ("cards.pdf", "pads.pdf"):
        (kit / name).write_text("old")
    with pytest.raises(UsageError, match=r"without a \.wisegen-kit marker every file"):
        write_kit(kit, {"cards.pdf": b"new"})
    assert sorted(p.name for p in kit.iterdir()) == ["cards.pdf", "pads.pdf"]
    assert (kit / "cards.pdf").read_text() == "old"


def test_a_file_a_dangling_link_or_the_current_folder_as_kit_folder(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("mine")
    with pytest.raises(UsageError, match="it is a file, not a folder"):
        write_kit(tmp_path / "file", {"a.pdf": b"A"})
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    with pytest.raises(UsageError, match=r"symlink to .*which does not exist"):
        write_kit(tmp_path / "dangling", {"a.pdf": b"A"})
    kit = tmp_path / "kit"
    write_kit(kit, {"a.pdf": b"A"})
    monkeypatch.chdir(kit)
    with pytest.raises(UsageError, match="holds the current folder"):
        write_kit(Path("."), {"a.pdf": b"B"})
    assert (kit / "a.pdf").read_bytes() == b"A"


def test_a_symlinked_kit_folder_is_written_through(tmp_path):
    real = tmp_path / "real"
    write_kit(real, {"a.pdf": b"A"})
    (tmp_path / "link").symlink_to(real)
    write_kit(tmp_path / "link", {"a.pdf": b"B"})
    assert (tmp_path / "link").is_symlink()
    assert (real / "a.pdf").read_bytes() == b"B"


def test_without_an_atomic_exchange_two_renames_do_the_swap(tmp_path, monkeypatch):
    """Where renameat2 is missing (not Linux), the fallback runs: the real renames."""
    import wisegen.atomic.mounts as atomic

    kit = tmp_path / "kit"
    write_kit(kit, {"a.pdf": b"A", "b.pdf": b"B"})
    monkeypatch.setattr(atomic, "_exchange", lambda first, second: False)
    write_kit(kit, {"a.pdf": b"A2"})
    assert (kit / "a.pdf").read_bytes() == b"A2" and (kit / "b.pdf").read_bytes() == b"B"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit"]


def test_a_kit_with_subfolders_as_an_image_export_writes_it(tmp_path):
    kit = tmp_path / "png"
    write_kit(kit, {"manifest.json": b"{}", "cards/001-front.png": b"1", "die/page-1.png": b"D"})
    assert json.loads((kit / KIT_MARKER).read_text())["files"] == [
        "cards/001-front.png", "die/page-1.png", "manifest.json"]
    write_kit(kit, {"manifest.json": b"{2}", "cards/001-front.png": b"1b"}, keep_others=False)
    assert sorted(str(p.relative_to(kit)) for p in kit.rglob("*") if p.is_file()) == [
        KIT_MARKER, "cards/001-front.png", "manifest.json"]
    (kit / "cards" / "mine.txt").write_text("mine")
    with pytest.raises(UsageError, match=r"not a wisegen kit's \(cards/mine.txt\)"):
        write_kit(kit, {"manifest.json": b"{3}"})
    assert (kit / "cards" / "mine.txt").exists()
    for bad in ("../out.png", "/abs.png", "cards//x.png", ""):
        with pytest.raises(ValueError):
            write_kit(kit, {bad: b"x"})


def test_print_refuses_a_folder_of_user_files(run, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = run("print", "-g", "just-one", "--only", "rules", "--out", tmp_path)
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "notes.txt" in result.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


# --- kill -9 while printing ------------------------------------------------------------

def _kit_state(kit: Path, expected: set[str]) -> None:
    """The folder is one whole kit: its files, each PDF whole, one paper size throughout."""
    names = {p.name for p in kit.iterdir()}
    assert names == expected, sorted(names)
    sizes = set()
    for name in expected - {KIT_MARKER}:
        reader = PdfReader(kit / name, strict=True)
        assert len(reader.pages) > 0
        if name in ("rules.pdf", "just-one-print-and-play.pdf"):
            box = reader.pages[-1].mediabox
            # the paper, whatever the orientation of the file's last page
            sizes.add(tuple(sorted((round(float(box.width)), round(float(box.height))))))
    assert len(sizes) == 1, f"half old, half new: {sizes}"


def _print(kit: Path, paper: str) -> subprocess.Popen:
    return subprocess.Popen([str(WISEGEN), "print", "-g", "just-one", "--only", "rules",
                             "--paper", paper, "--out", str(kit)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _writing(pid: int, *folders: Path) -> bool:
    """A temporary file or folder of run `pid` has appeared: it is writing now."""
    try:
        return any(f".wisegen-{pid}-" in p.name for f in folders for p in f.iterdir())
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_9_while_printing_leaves_a_whole_kit_and_the_next_run_cleans_up(tmp_path):
    """Each run switches the paper, so a kit half old and half new shows in page sizes.

    A run is killed either when its temporary folder appears beside the kit (it is
    writing: then after 0-8 ms more, about its whole write phase) or after a random
    delay; the folder must be one whole kit each time, and the last, finished run
    leaves no temporary file anywhere.
    """
    kit = tmp_path / "kit"
    first = subprocess.run([str(WISEGEN), "print", "-g", "just-one", "--paper", "a4",
                            "--out", str(kit)], capture_output=True, check=False)
    assert first.returncode == 0, first.stderr
    expected = {p.name for p in kit.iterdir()}
    # 5 materials, the double- and single-sided print-and-play files, the duplex
    # calibration sheet, the marker
    assert KIT_MARKER in expected and len(expected) == 9
    rng = random.Random(19)
    papers = ["letter", "a4"]
    killed_while_writing = 0
    for attempt in range(5):
        proc = _print(kit, papers[attempt % 2])
        start, writing = time.monotonic(), False
        delay = rng.uniform(0.5, 3.0) if attempt % 3 == 2 else None
        while proc.poll() is None and time.monotonic() - start < 20:
            if delay is not None and time.monotonic() - start > delay:
                break
            if delay is None and _writing(proc.pid, tmp_path, kit):
                writing = True
                time.sleep(rng.uniform(0, 0.008))
                break
            time.sleep(0.0005)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        killed_while_writing += writing
        _kit_state(kit, expected)
    assert killed_while_writing >= 3
    last = _print(kit, "a4")
    assert last.wait(timeout=60) == 0
    _kit_state(kit, expected)
    leftovers = [p.name for p in [*tmp_path.iterdir(), *kit.iterdir()]
                 if p.name.endswith(".tmp")]
    assert leftovers == []
