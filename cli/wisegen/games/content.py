"""The packs of the registered games: load, check, find the built-in ones, start new ones.

This binds the packs layer (which knows no game) to the registry: every game's pack
kinds come from its `Game` declaration. Commands and materials load packs through here.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from wisegen.errors import ContentError, UsageError
from wisegen.games.registry import all_games, get_game
from wisegen.packs import catalogue, loader
from wisegen.packs.model import Pack, PackKind, Report


class RegistryRules:
    """`PackRules` answered from the game registry."""

    def game_ids(self) -> list[str]:
        return list(all_games())

    def kind(self, game: str, kind: str) -> PackKind | None:
        found = all_games().get(game)
        return found.pack_kind(kind) if found is not None else None

    def kinds(self, game: str) -> list[str]:
        found = all_games().get(game)
        return [k.kind for k in found.kinds()] if found is not None else []


RULES = RegistryRules()


def check_file(path: Path, *, spelling: bool = True, cards: bool = True) -> Report:
    """Validate one pack file completely (schema, semantic and card-level checks)."""
    return loader.check_file(path, RULES, spelling=spelling, cards=cards)


def check_text(text: str, name: str, *, spelling: bool = True, cards: bool = True) -> Report:
    """Validate pack text before it is written (schema, semantic and card checks)."""
    return loader.check_text(text, name, RULES, spelling=spelling, cards=cards)


def load_pack(path: Path, *, spelling: bool = False) -> Pack:
    """A usable pack or ContentError listing every error."""
    return loader.load_pack(path, RULES, spelling=spelling)


def load_game_pack(path: Path, game: str, kind: str) -> Pack:
    """The user's pack, checked to be of `game` and `kind` (UsageError otherwise)."""
    pack = load_pack(path)
    if (pack.game, pack.kind) != (game, kind):
        raise UsageError(f"{path} is a {pack.game} {pack.kind} pack, not a {game} {kind} "
                         "pack")
    return pack


def pack_or_builtin(path: Path | None, game: str, kind: str) -> Pack:
    """The user's pack when one is given, else the built-in one."""
    return find_builtin(game, kind) if path is None else load_game_pack(path, game, kind)


def find_builtin(game: str, kind: str, language: str | None = None) -> Pack:
    """The built-in pack of `kind` for `game` (in `language` when several exist)."""
    candidates = catalogue.builtin_candidates(game, kind, language)
    if not candidates:
        lang = f" in {language!r}" if language else ""
        raise UsageError(f"no built-in {kind} pack for {game}{lang}")
    return _builtin_pack(candidates[0].path)


def clear_builtin_packs() -> None:
    """Forget the built-in packs read so far (for a long-lived process or a test that
    changes the cache folder)."""
    _builtin_pack.cache_clear()


@cache
def _builtin_pack(path: Path) -> Pack:
    """A built-in pack, loaded once per process: the built-in content does not change
    while wisegen runs, and a kit reads its rules pack for the card, the rulebook and its
    pictures. Callers treat the pack as read-only."""
    try:
        return load_pack(path)
    except ContentError as exc:  # a broken built-in pack is our bug, but say where
        raise UsageError(f"built-in pack is invalid: {exc}") from None


def pack_kind(game: str, kind: str) -> PackKind:
    """The declared kind, or UsageError naming the kinds the game reads."""
    found = get_game(game)
    declared = found.pack_kind(kind)
    if declared is None:
        raise UsageError(f"{found.id} has no {kind!r} packs; kinds for it: "
                         f"{', '.join(RULES.kinds(found.id))}")
    return declared
