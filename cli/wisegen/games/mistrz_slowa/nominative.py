"""Ruling 2 of the Mistrz Słowa rulebook's silence: "nouns in singular or plural form"
means the nominative, singular or plural: the form a dictionary or a player names.

`kot`, `koty`, `psy`, `ludzie` (the plural of `człowiek`) are legal; `kota`, `psa`,
`kotem`, `książkami` are inflected forms, and `szybko` (only the vocative of `szybka`)
too. `--any-form` (`"any_form": true`) accepts every case, for groups who play so.

One subtlety: a form can be the nominative of a rare word and an inflection of a common
one. `kota` is the nominative of `kota` (a surveyor's spot height) and the genitive of
`kot`; no player naming `kota` means the spot height. So a nominative reading does not
count when the form is also an oblique case of another lemma and none of the rare
lemma's own forms (those the other lemma does not share, vocatives aside: `kotę`,
`kotą`) is in use (wordfreq Zipf `RARE_ZIPF`) while the other lemma is (`IN_USE_ZIPF`).
"""

from __future__ import annotations

from functools import lru_cache

from wisegen.lang.pl import sgjp as polish

RARE_ZIPF = 2.0
"""wordfreq Zipf (about one in ten million words) under which a lemma's own forms are
not in use: the lemma is a specialist's word."""
IN_USE_ZIPF = 3.0
"""wordfreq Zipf (one in a million words) of a lemma every player knows."""


def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "pl")


@lru_cache(maxsize=4096)
def _form_set(lemma: str, *, vocatives: bool = True) -> frozenset[str]:
    """A lemma's forms; without those that are only vocatives (`koto`, rarely written
    and often a foreign word's spelling) when `vocatives` is False."""
    return frozenset(r.form.lower() for r in polish.forms(lemma)
                     if vocatives or r.cases != {"voc"})


def _in_use(lemma: str, others: tuple[str, ...]) -> bool:
    """Is any form of `lemma` that none of `others` shares in use?"""
    own = set(_form_set(lemma, vocatives=False))
    for other in others:
        own -= _form_set(other)
    return any(_zipf(form) >= RARE_ZIPF for form in own)


def hidden_by(reading: polish.Reading, common: list[polish.Reading]) -> str | None:
    """The common lemma a rare nominative reading hides behind (`kota` behind `kot`), or
    None when the nominative reading stands."""
    obliques = [r for r in common if not r.nominative and r.lemma_base != reading.lemma_base]
    if not obliques:
        return None
    others = tuple(sorted({r.lemma for r in obliques}))
    if _in_use(reading.lemma, others):
        return None
    used = [r.lemma_base for r in obliques if _zipf(r.lemma_base) >= IN_USE_ZIPF]
    return used[0] if used else None


def nominatives(common: list[polish.Reading]) -> list[polish.Reading]:
    """The nominative readings among a word's common-noun readings that a player means."""
    return [r for r in common if r.nominative and hidden_by(r, common) is None]


def named_form(reading: polish.Reading) -> str:
    """The nominative a player names for a reading: the noun's lemma (`kot`), or for a
    gerund, whose SGJP lemma is its verb, the gerund's nominative singular (`pływanie`)."""
    if reading.pos != "ger":
        return reading.lemma_base
    aspect = reading.tag.split(":")[-2:]
    for form in polish.forms(reading.lemma):
        fields = form.tag.split(":")
        if (form.pos == "ger" and form.nominative and fields[1] == "sg"
                and fields[-2:] == aspect):
            return form.form
    return reading.lemma_base
