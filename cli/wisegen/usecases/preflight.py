"""`preflight`: hold a print file (a PDF or a folder of images, ours or a designer's)
against one print service's declared rules, before anyone pays for a proof.

A file that cannot be read is an error with one line (exit 2), never a traceback: the
file may come from anywhere, so whatever the PDF or image libraries raise on it ends as
"cannot read"; findings exit 1 and a clean file 0.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from wisegen.errors import UsageError
from wisegen.render.preflight.findings import Report
from wisegen.render.preflight.rules import Rules, service_rules

Step = Callable[[int], None] | None
Announce = Callable[[int], None] | None


@dataclass(frozen=True)
class PreflightRequest:
    path: Path
    service: str
    product: str | None = None
    rules: Rules | None = None
    """The rules themselves (a service file not shipped, in tests); else `service`'s."""


def run_preflight(request: PreflightRequest, step: Step = None,
                  announce: Announce = None) -> Report:
    """The report on `request.path` against the service's rules."""
    rules = request.rules or service_rules(request.service)
    if request.product is not None:
        rules.product(request.product)  # an unknown product is an error before any work
    path = request.path
    if path.is_dir():
        from wisegen.render.preflight.images import preflight_images

        return preflight_images(path, rules, request.product, step, announce)
    if not path.is_file():
        raise UsageError(f"no such file or folder: {path}")
    return _pdf(path, rules, request.product, step, announce)


def _pdf(path: Path, rules: Rules, product: str | None, step: Step,
         announce: Announce) -> Report:
    from wisegen.render.preflight.pdf import preflight_pdf

    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    if b"%PDF-" not in head:
        raise UsageError(f"{path} is not a PDF (give a PDF or a folder of images)")
    try:
        with _quiet_pypdf():
            return preflight_pdf(path, rules, product, step, announce)
    except UsageError:
        raise
    except RecursionError:
        raise UsageError(f"cannot read {path}: its objects nest too deeply") from None
    except Exception as exc:  # a damaged PDF: pypdf and pdfium raise many kinds
        detail = str(exc).splitlines()[0][:120] if str(exc) else exc.__class__.__name__
        raise UsageError(f"cannot read {path} as a PDF: {detail}") from None


@contextmanager
def _quiet_pypdf() -> Iterator[None]:
    """pypdf logs each repair of a damaged file ("EOF marker not found"...) and warns on
    odd values; a preflight reports what matters in its own lines, so those are held."""
    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.setLevel(level)
