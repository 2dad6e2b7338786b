"""atomic/spool.py: the old kit removed by several threads, all of it, whatever its size;
a file the old kit holds already linked, never shared with a file elsewhere."""

from __future__ import annotations

import os
import stat

import pytest

from wisegen.atomic import spool
from wisegen.atomic.base import link_if_same
from wisegen.atomic.kit import open_kit, write_kit


@pytest.mark.parametrize("count", [3, spool.ALONE + 1, 300])
def test_remove_tree_leaves_nothing_of_a_folder(tmp_path, count):
    folder = tmp_path / "old-kit"
    for index in range(count):
        place = folder / f"deck{index % 3}" / ("backs" if index % 2 else "fronts")
        place.mkdir(parents=True, exist_ok=True)
        (place / f"{index:03d}.png").write_bytes(b"png" * index)
    (folder / "empty" / "still").mkdir(parents=True)
    spool.remove_tree(folder)
    assert not folder.exists()
    assert list(tmp_path.iterdir()) == []


def test_a_kit_written_again_leaves_only_the_new_kit(tmp_path):
    """The swapped-out kit of 100 images goes whole: no folder of it is left beside."""
    out = tmp_path / "kit"
    for run in (b"old", b"new"):
        with open_kit(out, keep_others=False) as kit:
            for index in range(100):
                kit.add(f"cards/{index:03d}.png", run)
    assert [p.name for p in tmp_path.iterdir()] == ["kit"]
    assert {p.read_bytes() for p in (out / "cards").iterdir()} == {b"new"}
    assert len(list((out / "cards").iterdir())) == 100


def _inodes(folder):
    return {p.relative_to(folder).as_posix(): p.stat().st_ino
            for p in folder.rglob("*") if p.is_file()}


def test_a_file_the_old_kit_holds_already_is_linked_not_made_again(tmp_path):
    """Same bytes: the old file's inode, now linked once; other bytes: a new file."""
    out = tmp_path / "kit"
    write_kit(out, {"cards/a.png": b"same", "cards/b.png": b"old b", "rules.pdf": b"r"})
    before = _inodes(out)
    write_kit(out, {"cards/a.png": b"same", "cards/b.png": b"new b", "rules.pdf": b"R"},
              keep_others=False)
    after = _inodes(out)
    assert after["cards/a.png"] == before["cards/a.png"]
    assert after["cards/b.png"] != before["cards/b.png"]
    assert after["rules.pdf"] != before["rules.pdf"]
    assert (out / "cards" / "a.png").stat().st_nlink == 1
    assert (out / "cards" / "b.png").read_bytes() == b"new b"
    assert [p.name for p in tmp_path.iterdir()] == ["kit"]


def test_a_file_linked_elsewhere_too_is_never_shared(tmp_path):
    """A user's hard-linked copy of a kit file stays the user's alone: the new kit's
    file is a file of its own, and changing it changes nothing outside."""
    out = tmp_path / "kit"
    write_kit(out, {"a.png": b"same"})
    copy = tmp_path / "copy.png"
    os.link(out / "a.png", copy)
    write_kit(out, {"a.png": b"same"})
    assert (out / "a.png").stat().st_ino != copy.stat().st_ino
    (out / "a.png").write_bytes(b"edited")
    assert copy.read_bytes() == b"same"


def test_link_if_same_never_follows_a_symlink(tmp_path):
    """A kit holding a symlink is refused as the user's; were one to appear during the
    export, it is not linked through."""
    outside = tmp_path / "outside.png"
    outside.write_bytes(b"same")
    (tmp_path / "old.png").symlink_to(outside)
    assert not link_if_same(tmp_path / "old.png", tmp_path / "new.png", b"same")
    assert not (tmp_path / "new.png").exists()
    assert link_if_same(outside, tmp_path / "new.png", b"same")
    assert not link_if_same(outside, tmp_path / "other.png", b"sane")


def test_a_linked_file_keeps_the_old_files_mode(tmp_path):
    out = tmp_path / "kit"
    write_kit(out, {"a.png": b"same", "b.png": b"old"})
    for name in ("a.png", "b.png"):
        (out / name).chmod(0o640)
    write_kit(out, {"a.png": b"same", "b.png": b"new"})
    assert stat.S_IMODE((out / "a.png").stat().st_mode) == 0o640
    assert stat.S_IMODE((out / "b.png").stat().st_mode) == 0o640
