"""Shell completion of the values users type most: game ids and language codes.

`wisegen --install-completion` installs completion for bash, zsh or fish; every option
that takes a game or a language names one of these as its completer, so the values come
from the registries (a sixth game or a new language completes with no edit here).
"""

from __future__ import annotations


def complete_game(incomplete: str) -> list[str]:
    """Game ids and aliases starting with what was typed."""
    from wisegen.games.registry import all_games

    names = [name for game in all_games().values() for name in (game.id, *game.aliases)]
    return [name for name in names if name.startswith(incomplete)]


def complete_language(incomplete: str) -> list[str]:
    """Language codes wisegen knows (referee and kit languages) starting with what was typed."""
    from wisegen.lang.registry import languages

    return [lang.code for lang in languages() if lang.code.startswith(incomplete)]
