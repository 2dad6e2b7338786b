"""core/cache_bounds.py: every user-cache folder kept to its size, the least recently used
entries removed first, nothing in use removed, and a read counting as a use."""

from __future__ import annotations

import os
import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from wisegen.core import cache, cache_bounds
from wisegen.render import picture_cache

HOUR, DAY = 3600, 86400


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(folder))
    monkeypatch.setattr(cache_bounds, "_measured", {})
    return folder


def _aged(path, data: bytes, age: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    then = time.time() - age
    os.utime(path, (then, then))


def test_a_folder_past_its_bound_loses_its_oldest_entries_first(cache_dir, monkeypatch):
    monkeypatch.setattr(cache_bounds, "DEFAULT_BOUND", 10_000)
    for n in range(10):  # 10 x 1,000 bytes, entry 0 the oldest
        _aged(cache_dir / "verdicts" / f"{n}.json", b"x" * 1000, DAY * (20 - n))
    assert cache.write_bytes("verdicts/new.json", b"y" * 1000)
    left = sorted(p.name for p in (cache_dir / "verdicts").iterdir())
    # 11,000 bytes > 10,000: the oldest go until 8,000 (KEEP of the bound) are left
    assert left == ["3.json", "4.json", "5.json", "6.json", "7.json", "8.json", "9.json",
                    "new.json"]


def test_a_folder_within_its_bound_is_left_alone(cache_dir, monkeypatch):
    monkeypatch.setattr(cache_bounds, "DEFAULT_BOUND", 100_000)
    for n in range(10):
        _aged(cache_dir / "verdicts" / f"{n}.json", b"x" * 1000, DAY * 30)
    assert cache.write_bytes("verdicts/new.json", b"y")
    assert len(list((cache_dir / "verdicts").iterdir())) == 11


def test_the_pictures_have_a_bound_of_their_own():
    assert cache_bounds.bound(cache_bounds.Path("/c/pictures")) == 1 << 30
    assert cache_bounds.bound(cache_bounds.Path("/c/yaml")) == cache_bounds.DEFAULT_BOUND


def test_nothing_used_within_the_hour_is_removed(cache_dir, monkeypatch):
    monkeypatch.setattr(cache_bounds, "DEFAULT_BOUND", 1000)
    for n in range(5):  # written by a command running beside this one
        _aged(cache_dir / "yaml" / f"{n}.json", b"x" * 1000, 60)
    assert cache.write_bytes("yaml/new.json", b"y" * 1000)
    assert len(list((cache_dir / "yaml").iterdir())) == 6


def test_a_read_makes_an_old_entry_recent(cache_dir, monkeypatch):
    monkeypatch.setattr(cache_bounds, "DEFAULT_BOUND", 2500)
    _aged(cache_dir / "fonts" / "read.bin", b"r" * 1000, DAY * 9)
    _aged(cache_dir / "fonts" / "unread.bin", b"u" * 1000, DAY * 2)
    assert cache.read_bytes("fonts/read.bin") == b"r" * 1000
    assert time.time() - (cache_dir / "fonts" / "read.bin").stat().st_mtime < 60
    monkeypatch.setattr(cache_bounds, "IN_USE", 0.0)  # as if an hour had passed
    assert cache.write_bytes("fonts/new.bin", b"n" * 1000)
    assert sorted(p.name for p in (cache_dir / "fonts").iterdir()) == ["new.bin", "read.bin"]


def test_a_read_within_the_day_writes_nothing(cache_dir):
    _aged(cache_dir / "fonts" / "a.bin", b"a", HOUR * 5)
    before = (cache_dir / "fonts" / "a.bin").stat().st_mtime
    assert cache.read_json("fonts/a.bin") is None  # not JSON: a miss, and no refresh
    assert cache.read_bytes("fonts/a.bin") == b"a"
    assert (cache_dir / "fonts" / "a.bin").stat().st_mtime == before


def test_a_dead_run_s_temporary_files_go_and_a_live_one_s_stay(cache_dir):
    _aged(cache_dir / "layouts" / ".tmp-dead", b"d" * 10, DAY)
    _aged(cache_dir / "layouts" / ".tmp-live", b"l" * 10, 5)
    assert cache.write_bytes("layouts/new.json", b"{}")
    assert sorted(p.name for p in (cache_dir / "layouts").iterdir()) == [
        ".tmp-live", "new.json"]


def test_a_folder_is_measured_once_in_ten_minutes(cache_dir, monkeypatch):
    monkeypatch.setattr(cache_bounds, "DEFAULT_BOUND", 1000)
    assert cache.write_bytes("kit-facts/first.json", b"f")
    for n in range(5):
        _aged(cache_dir / "kit-facts" / f"{n}.json", b"x" * 1000, DAY)
    assert cache.write_bytes("kit-facts/second.json", b"s")
    assert len(list((cache_dir / "kit-facts").iterdir())) == 7  # not measured again yet
    cache_bounds._measured.clear()  # ten minutes on
    assert cache.write_bytes("kit-facts/third.json", b"t")
    assert sorted(p.name for p in (cache_dir / "kit-facts").iterdir()) == [
        "first.json", "second.json", "third.json"]


def test_a_folder_that_cannot_be_read_is_no_error(tmp_path):
    cache_bounds.prune(tmp_path / "missing")
    (tmp_path / "a-file").write_bytes(b"not a folder")
    cache_bounds.prune(tmp_path / "a-file")


def test_old_pictures_make_room_for_new_ones(cache_dir, monkeypatch):
    """The exported images' cache end to end: a pack exported again and again keeps the
    latest pictures, within the bound, and they still come back from the cache."""
    monkeypatch.setattr(cache_bounds, "BOUNDS", {"pictures": 3000})

    def pages(pdf, sizes, dpis, progress):
        return iter([pdf * 100] * len(sizes))  # 1,000 bytes a "PNG"

    for n in range(8):
        pdf = f"pdf{n:02d}".encode()[:10]
        assert list(picture_cache.cached_pages(pdf, [(1, 1)], [300.0], None, pages)) == [
            pdf * 100]
        for stored in (cache_dir / "pictures").iterdir():  # an hour and a day later
            then = stored.stat().st_mtime - DAY
            os.utime(stored, (then, then))
        cache_bounds._measured.clear()
    folder = cache_dir / "pictures"
    assert sum(p.stat().st_size for p in folder.iterdir()) <= 3000
    drawn = []

    def counted(pdf, sizes, dpis, progress):
        drawn.append(pdf)
        return pages(pdf, sizes, dpis, progress)

    latest = b"pdf07"
    assert list(picture_cache.cached_pages(latest, [(1, 1)], [300.0], None, counted)) == [
        latest * 100]
    assert drawn == []  # the newest entry survived the pruning


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5000), st.floats(0, 30 * DAY),
                          st.booleans()), max_size=25),
       st.integers(1, 40_000))
@example(files=[(0, 3600.0, False), (2, 3600.0, False)], limit=1)  # equally old, one empty
def test_pruning_removes_only_the_oldest_unused_and_only_what_it_must(tmp_path_factory,
                                                                      files, limit):
    folder = tmp_path_factory.mktemp("cache") / "verdicts"
    folder.mkdir()
    made = {}
    for n, (size, age, temp) in enumerate(files):
        path = folder / (f"{cache_bounds.TEMP_PREFIX}{n}" if temp else f"{n}.json")
        _aged(path, b"z" * size, age)
        made[path.name] = (size, age, temp)
    mtimes = {name: (folder / name).stat().st_mtime for name in made}
    bounds, measured = cache_bounds.DEFAULT_BOUND, cache_bounds._measured
    cache_bounds.DEFAULT_BOUND, cache_bounds._measured = limit, {}
    try:
        cache_bounds.prune(folder)
    finally:
        cache_bounds.DEFAULT_BOUND, cache_bounds._measured = bounds, measured
    left = {p.name for p in folder.iterdir()}
    gone = set(made) - left
    in_use = {name for name, (_, age, _) in made.items() if age <= cache_bounds.IN_USE - 5}
    assert not gone & in_use
    dead_temps = {name for name, (_, age, temp) in made.items()
                  if temp and age > cache_bounds.IN_USE + 5}
    assert not dead_temps & left
    entries_gone = {name for name in gone if not made[name][2]}
    total = sum(made[name][0] for name in left)
    if entries_gone:
        # the oldest went first, and no further than the bound asked
        kept_unused = [made[name][1] for name in left - in_use if not made[name][2]]
        assert all(made[name][1] >= age for name in entries_gone for age in kept_unused)
        # the youngest gone (by the time on disk: files made with one age differ by the
        # microseconds between them) was needed to come down to the bound; of files
        # equally old, any may have gone last
        youngest = max(mtimes[name] for name in entries_gone)
        last = max(made[name][0] for name in entries_gone if mtimes[name] == youngest)
        assert total + last > limit * cache_bounds.KEEP
    else:
        removable = [n for n in left - in_use if not made[n][2]
                     and made[n][1] > cache_bounds.IN_USE + 5]
        assert total <= limit or not removable
