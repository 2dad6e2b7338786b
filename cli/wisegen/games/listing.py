"""`wisegen games`: every registered game, its aliases, what it prints, its packs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
            packs = ", ".join(f"{p['kind']}:{p['id']} [{p['language']}]" for p in entry["packs"])
            out.append(f"  packs:  {packs or 'none'}")
        return out


def list_games() -> GamesListing:
    listing = []
    for game in all_games().values():
        packs = [{"id": info.id, "kind": info.kind, "language": info.language,
                  "name": info.name, "file": str(info.path)} for info in builtin_packs(game.id)]
        listing.append({"id": game.id, "title": game.title, "aliases": list(game.aliases),
                        "summary": game.summary, "prints": list(game.prints), "packs": packs})
    return GamesListing(tuple(listing))
