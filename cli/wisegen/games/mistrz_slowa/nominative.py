"""Ruling 2 of the Mistrz Słowa rulebook's silence: "nouns in singular or plural form"
means the nominative, singular or plural: the form a dictionary or a player names.

`kot`, `koty`, `psy`, `ludzie` (the plural of `człowiek`) are legal; `kota`, `psa`,
`kotem`, `książkami` are inflected forms, and `szybko` (only the vocative of `szybka`)
too. `--any-form` (`"any_form": true`) accepts every case, for groups who play so.

SGJP alone decides, as the kit's rules say: a form that is the nominative of any noun
SGJP lists is a nominative, however rare that noun (`kota`, a surveyor's spot height, is
legal beside `kot`'s genitive); no frequency list overrules the dictionary.
"""

from __future__ import annotations

from wisegen.lang.pl import sgjp as polish


def nominatives(common: list[polish.Reading]) -> list[polish.Reading]:
    """The nominative readings among a word's common-noun readings."""
    return [r for r in common if r.nominative]


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
