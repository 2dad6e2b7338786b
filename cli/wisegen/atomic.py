"""Atomic file output: write to a temporary file beside the target, then rename.

A failed or interrupted run therefore never leaves half a PDF where a good one was.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from wisegen.errors import UsageError


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step (same folder, so rename is atomic)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise UsageError(f"cannot write {path}: {exc.strerror}") from None
        raise
