"""English number words: three, twelve, twenty-one, a hundred, one thousand and two."""

from __future__ import annotations

_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _below_thousand(n: int) -> list[str]:
    if n < 20:
        return [_ONES[n]]
    if n < 100:
        tens, ones = divmod(n, 10)
        return [_TENS[tens] + (f"-{_ONES[ones]}" if ones else "")]
    hundreds, rest = divmod(n, 100)
    heads = [f"{_ONES[hundreds]} hundred"] + (["a hundred", "hundred"] if hundreds == 1 else [])
    if not rest:
        return heads
    return [f"{h}{joiner}{tail}" for h in heads for joiner in (" and ", " ")
            for tail in _below_thousand(rest)]


def words(n: int) -> tuple[str, ...]:
    """Every usual spelling of `n` (below a million)."""
    if n < 1000:
        return tuple(_below_thousand(n))
    thousands, rest = divmod(n, 1000)
    heads = [f"{t} thousand" for t in _below_thousand(thousands)]
    if thousands == 1:
        heads += ["a thousand", "thousand"]
    if not rest:
        return tuple(heads)
    return tuple(f"{h}{joiner}{tail}" for h in heads for joiner in (" and ", " ")
                 for tail in _below_thousand(rest))
