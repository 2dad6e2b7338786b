"""Find the built-in content/ and layouts/ folders, in a checkout or an installed wheel.

The wheel carries them as `wisegen/_content` and `wisegen/_layouts`; an editable
install or a plain checkout has them at the repository root, two levels above this
package (`cli/wisegen`). This is the one place that knows both. A language's data
lives in its own folder, `lang/<code>/data/` (`Language.data_dir`), inside the package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def _find(name: str) -> Path:
    for candidate in (_PACKAGE / f"_{name}", _PACKAGE.parent.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"wisegen's built-in {name}/ folder is missing from this install")


def content_dir() -> Path:
    """The built-in content packs, one folder per game, plus schemas/."""
    return _find("content")


def layouts_dir() -> Path:
    """The built-in layouts and fonts."""
    return _find("layouts")


def schemas_dir() -> Path:
    return content_dir() / "schemas"
