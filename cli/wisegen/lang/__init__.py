"""Language resources behind small functions: folding, spelling, frequency.

Nothing here knows about games. Each resource is loaded lazily, once per language,
because a referee answer must start in well under a second.
"""
