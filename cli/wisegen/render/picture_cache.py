"""Exported images kept by the PDF they are drawn from, as the cover's photograph is.

An image export (`--format png`, `tts`, the shops' and cutters' formats) draws its
pictures as the pages of one PDF, then pdfium rasterises each page and it is encoded as
PNG: for 13 Words' table, 55 megapixels and three quarters of a second of CPU, more than
printing the whole kit. The same PDF, page sizes and dpi always make the same PNGs, so
the user's cache (core.cache) keeps them by the PDF's hash, with wisegen's code and
pdfium's version: exporting the same kit again skips pdfium. An entry is one file of the
PNGs end to end (`KEY.pack`) and a manifest of each one's length and CRC-32, written
last (`KEY.json`); an entry that is incomplete, or a PNG that does not match its
checksum, is a miss and the pictures are drawn again (a cache that fails only costs the
work again). A checksum, not a cryptographic hash: it guards against a damaged or
truncated file, and SHA-256 of every PNG cost a first export five times as much.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import zlib
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from wisegen.core import cache as user_cache
from wisegen.render.in_turn import executor

Progress = Callable[[int], None]
Pages = Callable[[bytes, Sequence[tuple[int, int]], Sequence[float], Progress | None],
                 Iterator[bytes]]


def _key(pdf: bytes, sizes: Sequence[tuple[int, int]], dpis: Sequence[float],
         finish: str) -> str:
    digest = hashlib.sha256(pdf)
    digest.update(f"{list(sizes)} {list(dpis)} {finish} pdfium {pdfium_version()} "
                  f"{user_cache.code_fingerprint()}".encode())
    return digest.hexdigest()[:40]


@functools.cache
def pdfium_version() -> str:
    """pypdfium2's version file and pdfium's own build's, read without importing either
    (an export whose pictures are all cached never loads pdfium; importlib.metadata,
    which would say the same, cost a first export 20 ms to import and scan)."""
    found = []
    for package in ("pypdfium2", "pypdfium2_raw"):
        spec = importlib.util.find_spec(package)
        folders = list(spec.submodule_search_locations or ()) if spec else []
        try:
            found.append(" ".join((Path(folders[0]) / "version.json").read_text().split()))
        except (IndexError, OSError, UnicodeDecodeError):
            found.append(f"{package} ?")
    return " ".join(found)


def _kept(key: str, count: int) -> list[bytes] | None:
    """The stored PNGs, or None unless every one is there and matches its hash."""
    manifest = user_cache.read_json(f"pictures/{key}.json")
    if not isinstance(manifest, list) or len(manifest) != count:
        return None
    pack = user_cache.read_bytes(f"pictures/{key}.pack")
    if pack is None:
        return None
    pngs, offset = [], 0
    for entry in manifest:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            return None
        length, expected = entry
        png = pack[offset:offset + length]
        offset += length
        if len(png) != length or zlib.crc32(png) != expected:
            return None
        pngs.append(png)
    return pngs


def cached_pages(pdf: bytes, sizes: Sequence[tuple[int, int]], dpis: Sequence[float],
                 progress: Progress | None, pages: Pages, finish: str = "drawn",
                 in_turn: bool = False) -> Iterator[bytes]:
    """`pages(pdf, sizes, dpis, progress)`, from the cache when it holds them all; what
    `pages` yields is stored as it comes (a PNG at a time: memory stays as it was), by a
    thread of its own, or by the caller's with `in_turn` (`render/in_turn.py`).
    `finish` names what `pages` does beyond drawing (`picture_stream.Finish`)."""
    key = _key(pdf, sizes, dpis, finish)
    kept = _kept(key, len(sizes))
    if kept is not None:
        for png in kept:
            if progress:
                progress(1)
            yield png
        return
    # Appended to one file by a second thread while the next picture is drawn (the
    # writes wait on the disk, not on the GIL); a file per picture cost a first export
    # a tenth of its time in creating, writing and renaming files.
    pack = user_cache.Entry(f"pictures/{key}.pack")
    try:
        with executor(0 if in_turn else 1) as writer:
            stored: list[Future[list[Any] | None]] = []
            for png in pages(pdf, sizes, dpis, progress):
                stored.append(writer.submit(_store, pack, png))
                if len(stored) == len(sizes):
                    # Before the last picture is handed out, not after: a caller that
                    # takes exactly as many as it asked for never resumes this generator
                    # again (the shops' writers did so, and no export of theirs was found).
                    entries = [future.result() for future in stored]
                    if all(entries) and pack.keep():
                        user_cache.write_json(f"pictures/{key}.json", entries)
                yield png
    finally:
        pack.drop()  # an export stopped half way, or a failed write: no entry


def _store(pack: user_cache.Entry, png: bytes) -> list[Any] | None:
    """Append a picture to the entry: its [length, CRC-32], or None when it could not."""
    if not pack.write(png):
        return None
    return [len(png), zlib.crc32(png)]
