"""Language resources behind small functions: folding, spelling, frequency, sounds.

Nothing here knows about games. Each language is a package, `lang/<code>/`, exporting
`LANGUAGE = Language(...)` (base.py): the resources it has (hunspell dictionary,
Snowball stemmer, pronunciations, lexicon, affixes, translation table …) and the
functions only it needs (French elision, English CMU lookups). registry.py finds the
packages; the shared modules beside this file ask the language object, never a
language code. Each resource is loaded lazily, once per language, because a referee
answer must start in well under a second.
"""
