"""Polish number words: sześć, dwanaście, dwadzieścia jeden, dwieście, tysiąc, dwa tysiące."""

from __future__ import annotations

_ONES = ("zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć",
         "dziesięć", "jedenaście", "dwanaście", "trzynaście", "czternaście", "piętnaście",
         "szesnaście", "siedemnaście", "osiemnaście", "dziewiętnaście")
_TENS = ("_", "_", "dwadzieścia", "trzydzieści", "czterdzieści", "pięćdziesiąt", "sześćdziesiąt",
         "siedemdziesiąt", "osiemdziesiąt", "dziewięćdziesiąt")
_HUNDREDS = ("_", "sto", "dwieście", "trzysta", "czterysta", "pięćset", "sześćset", "siedemset",
             "osiemset", "dziewięćset")


def _below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    parts = [_HUNDREDS[hundreds]] if hundreds else []
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        parts += [_TENS[tens]] + ([_ONES[ones]] if ones else [])
    elif rest or not parts:
        parts.append(_ONES[rest])
    return " ".join(parts)


def _thousands(n: int) -> str:
    """tysiąc, dwa tysiące, pięć tysięcy, dwadzieścia dwa tysiące."""
    if n == 1:
        return "tysiąc"
    last, tens = n % 10, n % 100
    noun = "tysiące" if last in (2, 3, 4) and tens not in (12, 13, 14) else "tysięcy"
    return f"{_below_thousand(n)} {noun}"


def words(n: int) -> tuple[str, ...]:
    """`n` (below a million) in words."""
    thousands, rest = divmod(n, 1000)
    if not thousands:
        return (_below_thousand(n),)
    return (_thousands(thousands) + (f" {_below_thousand(rest)}" if rest else ""),)
