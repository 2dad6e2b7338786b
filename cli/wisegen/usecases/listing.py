"""`wisegen games`: every registered game, its aliases, what it prints, its packs.

What a game prints is read from its materials (not from a summary written beside them),
so the list is the default kit's, and a material the default kit leaves out is listed
apart as optional, with the `--only` that prints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.games.base import Game, load_attribute
from wisegen.games.registry import all_games
from wisegen.packs.catalogue import builtin_packs


@dataclass(frozen=True)
class GamesListing:
    games: tuple[dict[str, Any], ...]
    exit_code: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"games": list(self.games)}

    def lines(self) -> list[str]:
        out = []
        for entry in self.games:
            out.append(f"{entry['id']}  —  {entry['title']}  (aliases: "
                       f"{', '.join(entry['aliases'])})")
            out.append(f"  {entry['summary']}")
            out.append(f"  prints: {', '.join(entry['prints'])}")
            if entry["optional"]:
                out.append("  optional: " + ", ".join(
                    f"{m['title']} (--only {m['name']})" for m in entry["optional"]))
            packs = ", ".join(f"{p['kind']}:{p['id']} [{p['language']}]" for p in entry["packs"])
            out.append(f"  packs:  {packs or 'none'}")
        return out


def _prints(game: Game) -> tuple[list[str], list[dict[str, str]]]:
    """The default kit's materials, and the optional ones (name and title)."""
    if game.materials is None:
        return list(game.prints), []
    materials = load_attribute(game.materials)
    return ([m.title for m in materials if not m.optional],
            [{"name": m.name, "title": m.title} for m in materials if m.optional])


def list_games() -> GamesListing:
    listing = []
    for game in all_games().values():
        packs = [{"id": info.id, "kind": info.kind, "language": info.language,
                  "name": info.name, "file": str(info.path)} for info in builtin_packs(game.id)]
        prints, optional = _prints(game)
        listing.append({"id": game.id, "title": game.title, "aliases": list(game.aliases),
                        "summary": game.summary, "prints": prints, "optional": optional,
                        "packs": packs})
    return GamesListing(tuple(listing))
