"""`wisegen games`: the five games, their aliases, what they print, their packs."""

from __future__ import annotations

from wisegen.commands.output import JSON_OPTION, emit_json, say
from wisegen.games.registry import GAMES

HELP = "List the games, their ids and aliases, what each prints, and the installed packs.\n\n" \
       "Example: wisegen games --json"


def games(as_json: bool = JSON_OPTION) -> None:
    from wisegen.packs.catalogue import builtin_packs

    listing = []
    for game in GAMES.values():
        packs = [
            {"id": info.id, "kind": info.kind, "language": info.language, "name": info.name,
             "file": str(info.path)}
            for info in builtin_packs(game.id)
        ]
        listing.append({"id": game.id, "title": game.title, "aliases": list(game.aliases),
                        "summary": game.summary, "prints": list(game.prints), "packs": packs})
    if as_json:
        emit_json({"games": listing})
        return
    for entry in listing:
        say(f"{entry['id']}  —  {entry['title']}  (aliases: {', '.join(entry['aliases'])})")
        say(f"  {entry['summary']}")
        say(f"  prints: {', '.join(entry['prints'])}")
        packs = ", ".join(f"{p['kind']}:{p['id']} [{p['language']}]" for p in entry["packs"])
        say(f"  packs:  {packs or 'none'}")
