"""core/codecache.py: dataclasses' generated methods compiled once and kept in the user
cache make the same classes as Python's own compile, and a second run compiles nothing."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wisegen.core import codecache

CLASS = '''
from dataclasses import dataclass, field

@dataclass(frozen=True, order=True)
class Point:
    """A point."""
    x: int
    y: int = 2
    tags: tuple[str, ...] = field(default=(), compare=False)

@dataclass
class Bag:
    items: list[int] = field(default_factory=list)
'''


def _define() -> dict:
    namespace: dict = {"__name__": "probe"}
    # dont_inherit: this module's `from __future__ import annotations` stays out
    exec(compile(CLASS, "<probe>", "exec", dont_inherit=True), namespace)
    return namespace


def _behaviour(namespace: dict) -> list:
    point, bag = namespace["Point"], namespace["Bag"]
    a, b = point(1), point(1, 3, ("x",))
    try:
        a.x = 5
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    return [repr(a), repr(b), a == point(1, 2, ("y",)), a < b, hash(a) == hash(point(1)),
            frozen, repr(bag()), bag() == bag(), bag().items is not bag().items,
            str(point.__init__.__annotations__), point.__doc__]


@pytest.fixture
def cached(tmp_path, monkeypatch):
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.delattr(dataclasses, "exec", raising=False)
    yield tmp_path
    monkeypatch.delattr(dataclasses, "exec", raising=False)


def test_classes_from_kept_code_are_the_classes_python_makes(cached):
    plain = _behaviour(_define())
    codecache.install()
    assert "exec" in vars(dataclasses)
    first = _behaviour(_define())
    assert first == plain


def test_a_second_run_compiles_nothing(cached):
    script = ("import sys; from wisegen.core import codecache; codecache.install()\n"
              f"exec({CLASS!r}, {{'__name__': 'probe'}})\n"
              "import dataclasses; print(dataclasses.exec.__closure__ is not None)\n")
    env = {**os.environ, "WISEGEN_CACHE_DIR": str(cached)}
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True,
                              text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
    (kept,) = Path(cached, "code").glob("dataclasses-*.marshal")
    import marshal

    sources = marshal.loads(kept.read_bytes())
    assert any("def __init__(self,x:" in source for source in sources)
    stamp = kept.stat().st_mtime_ns
    subprocess.run([sys.executable, "-c", script], env=env, timeout=60, check=True,
                   capture_output=True)
    assert kept.stat().st_mtime_ns == stamp  # nothing new compiled: nothing written


def test_a_corrupt_cache_file_only_means_compiling(cached):
    folder = cached / "code"
    folder.mkdir()
    (folder / Path(codecache._FILE).name).write_bytes(b"\x00not marshal")
    codecache.install()
    assert _behaviour(_define()) == _behaviour(_define())
