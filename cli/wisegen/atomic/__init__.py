"""Atomic file output: a file, or a whole kit folder, is replaced in one step or not at all,
and only when it is wisegen's to replace.

A file is written to a temporary file beside its target and renamed over it
(`files.write_atomic`); a kit folder is written into a temporary folder, file by file
as they are made, and swapped in whole (`kit.open_kit`, `kit.write_kit`), or, on a
mount point, renamed into place file by file. A kill -9 at any moment leaves each
file whole. Temporary names carry the writer's process id and are removed only once
that process is gone (`base.clean_stale`); a folder is a kit only by its marker; a
symlinked output is written only over wisegen's kind of file.
"""

from wisegen.atomic.base import KIT_MARKER, clean_stale, refuse_read_only
from wisegen.atomic.files import write_atomic
from wisegen.atomic.kit import KitWriter, open_kit, write_kit

__all__ = ["KIT_MARKER", "KitWriter", "clean_stale", "open_kit", "refuse_read_only",
           "write_atomic", "write_kit"]
