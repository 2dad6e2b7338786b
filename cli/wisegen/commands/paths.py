"""`--out` as the user typed it: a trailing slash means a folder, never a file.

typer turns an option into a `Path`, which drops a trailing slash, so `--out
slash.pdf/` would silently write a file named `slash.pdf`. Commands take `--out` as
text and read it here, where the slash is still seen.
"""

from __future__ import annotations

from pathlib import Path

from wisegen.errors import UsageError


def output_path(text: str | None, folder_ok: bool = False) -> Path | None:
    """The path `text` names; a trailing slash is refused where a file is meant, and on
    a name that looks like a PDF (is it the folder or the file?)."""
    if text is None:
        return None
    if text.endswith("/") and len(text) > 1:
        if not folder_ok:
            raise UsageError(f"--out {text!r} ends in '/', so it names a folder; give a file "
                             "name")
        if Path(text).suffix.lower() == ".pdf":
            raise UsageError(f"--out {text!r} ends in '/', so it names a folder, yet it is "
                             "named like a PDF; give FOLDER or FILE.pdf")
    return Path(text)
