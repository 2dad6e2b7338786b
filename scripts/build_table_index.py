"""Rewrite the referee's sorted .tsv.gz tables as blocked gzip with an index beside each.

Usage: .venv/bin/python scripts/build_table_index.py [FILE.tsv.gz ...]
(default: every .tsv.gz under cli/wisegen/lang/<code>/data/). Run after build_lang_data.py.

The rows and their order do not change, and the file stays a valid gzip stream; only
its members are cut into ~32 KiB blocks so that a cold lookup inflates one block, not
the whole table (see wisegen/lang/tables.py). The output is the same bytes on every run.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wisegen.lang.base import LANG_DIR  # noqa: E402
from wisegen.lang.tables import write_blocked  # noqa: E402


def main() -> None:
    files = [Path(a) for a in sys.argv[1:]] or sorted(LANG_DIR.glob("*/data/**/*.tsv.gz"))
    for path in files:
        raw = gzip.decompress(path.read_bytes())
        before = path.stat().st_size
        blocks = write_blocked(raw.rstrip(b"\n").split(b"\n"), path)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{blocks} blocks, {before} -> {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
