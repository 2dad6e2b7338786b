"""The five games: one module each, found through `registry`."""
