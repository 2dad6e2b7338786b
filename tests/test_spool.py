"""atomic/spool.py: the old kit removed by several threads, all of it, whatever its size."""

from __future__ import annotations

import pytest

from wisegen.atomic import spool
from wisegen.atomic.kit import open_kit


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
