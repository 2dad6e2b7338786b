"""wisegen: print-and-play material and a table-side referee for five word games."""

__version__ = "0.1.0"
