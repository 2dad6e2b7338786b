"""French number words: douze, vingt et un (or vingt-et-un, 1990 spelling), soixante-dix,
quatre-vingts, deux cents, mille."""

from __future__ import annotations

_ONES = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
         "onze", "douze", "treize", "quatorze", "quinze", "seize")
_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _below_hundred(n: int) -> str:
    if n <= 16:
        return _ONES[n]
    if n < 20:
        return f"dix-{_ONES[n - 10]}"
    tens, ones = divmod(n, 10)
    if tens in (7, 9):  # soixante-dix, quatre-vingt-dix
        head = "soixante" if tens == 7 else "quatre-vingt"
        joiner = " et " if (tens, ones) == (7, 1) else "-"
        return f"{head}{joiner}{_below_hundred(10 + ones)}"
    if tens == 8:
        return "quatre-vingts" if not ones else f"quatre-vingt-{_ONES[ones]}"
    if not ones:
        return _TENS[tens]
    return f"{_TENS[tens]} et un" if ones == 1 else f"{_TENS[tens]}-{_ONES[ones]}"


def _below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if not hundreds:
        return _below_hundred(n)
    head = "cent" if hundreds == 1 else f"{_ONES[hundreds]} cent" + ("" if rest else "s")
    return head + (f" {_below_hundred(rest)}" if rest else "")


def words(n: int) -> tuple[str, ...]:
    """`n` (below a million) in traditional spelling; the 1990 hyphens compare alike."""
    thousands, rest = divmod(n, 1000)
    if not thousands:
        return (_below_thousand(n),)
    head = "mille" if thousands == 1 else f"{_below_thousand(thousands).rstrip('s')} mille"
    return (head + (f" {_below_thousand(rest)}" if rest else ""),)
