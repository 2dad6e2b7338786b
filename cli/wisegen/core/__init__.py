"""The neutral layer every other layer may use: safe YAML, schema validation, output.

Nothing here imports from games, commands, render, referee, packs or lang, so both
the games and the packs can load and validate files without an import cycle.
"""
