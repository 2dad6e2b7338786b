"""Start-up: Python's cyclic garbage collector told what a command's objects are like.

Importing wisegen, typer, ReportLab (and pypdfium2 and numpy for an image export) makes
some hundred thousand objects that live as long as the process. With the collector's
default thresholds a deck print ran it about a hundred times and an image export a
hundred and fifty, each pass walking those long-lived objects again: 20 ms of a 0.28 s
deck print and 45–50 ms of a Just One export, measured 2026-12 with `gc.callbacks`.

So the command line (cli.py) raises the first generation's threshold before anything
is imported, and once the command's modules are in, moves what exists into the
collector's permanent generation (`gc.freeze`), which it never walks again. Garbage
made afterwards is still collected, only in larger batches: the other generations
keep their default ratios, so a long `wisegen serve` still runs full collections.
"""

from __future__ import annotations

import gc

YOUNG = 10_000
"""Allocations (less deallocations) between two collections of the youngest generation
(Python's default: 700)."""


def collect_less() -> None:
    """Collect the youngest generation every `YOUNG` allocations, not every 700."""
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)


def settle() -> None:
    """Everything alive now (the modules and what they made) lives as long as the
    process: keep the collector from walking it again."""
    gc.freeze()
