"""The colour sets a layout declares: colours players must tell apart, and the marks that
tell them apart when colour alone does not.

A layout's `distinct:` block names each set (the pawns, the word bands, the tents...),
the part it is printed on, and per member its colour (a name from `colours`, or #RRGGBB)
and the shape or letter it also carries. The drawing code takes the marks from here, so
the declaration is what is drawn; tests/test_colour_sets.py holds every pair of every set
to CIEDE2000 >= 12 under simulated colour-vision deficiencies and greyscale, or to marks
of their own. A set may instead take its members from a material's parallel lists
(`material: pawns` reads `colours`, `names` and `marks` there), so a user's layout that
changes the pawns changes the set too.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.render.colour import lighten
from wisegen.render.layout import Layout

MIN_DELTA_E = 12.0
"""The least CIEDE2000 between two members seen through any simulated vision, unless
each carries a mark of its own (issue 26)."""


@dataclass(frozen=True)
class Member:
    """One colour of a set: its name, the colour drawn, and its mark (None: colour only)."""

    name: str
    colour: str
    mark: str | None = None


@dataclass(frozen=True)
class ColourSet:
    """A declared set: its name, the part (material) that prints it, and its members."""

    name: str
    part: str
    members: tuple[Member, ...]

    def mark(self, member: str) -> str | None:
        """The mark `member` carries (None when it has none or is not in the set)."""
        return next((m.mark for m in self.members if m.name == member), None)

    @property
    def marked(self) -> bool:
        """Every member carries a mark and no two share one."""
        marks = [m.mark for m in self.members]
        return None not in marks and len(set(marks)) == len(marks)


def closest_pair(colour_set: ColourSet) -> tuple[float, str, str, str]:
    """(CIEDE2000, vision, member, member) of the set's closest pair after simulation:
    the figure a set must keep at MIN_DELTA_E or more when its members are unmarked."""
    from wisegen.render.colour_vision import worst_vision  # numpy: only tests and reports

    return min((*worst_vision(a.colour, b.colour), a.name, b.name)
               for a, b in itertools.combinations(colour_set.members, 2))


def colour_sets(layout: Layout) -> dict[str, ColourSet]:
    """Every set the layout declares, its colours as drawn in this layout (so
    `--ink-saver`'s tints are what is judged when that section is merged in)."""
    return {name: _resolve(layout, name, spec)
            for name, spec in layout.data.get("distinct", {}).items()}


def colour_set(layout: Layout, name: str) -> ColourSet:
    """The set `name`; a layout that does not declare it is refused by name."""
    sets = colour_sets(layout)
    if name not in sets:
        raise UsageError(f"layout declares no colour set {name!r} under distinct:")
    return sets[name]


def _resolve(layout: Layout, name: str, spec: dict[str, Any]) -> ColourSet:
    tint = float(spec.get("tint", 0.0))
    if "material" in spec:
        material = layout.material(spec["material"])
        colours = list(material.get("colours", []))
        names = list(material.get("names", []))
        marks = list(material.get("marks", []))
        members = [Member(names[n] if n < len(names) else str(n + 1), colour,
                          marks[n] if n < len(marks) else None)
                   for n, colour in enumerate(colours)]
    else:
        members = [Member(str(key), _colour(layout, name, str(value["colour"])),
                          value.get("mark"))
                   for key, value in spec.get("members", {}).items()]
    if tint:
        members = [Member(m.name, lighten(m.colour, tint), m.mark) for m in members]
    return ColourSet(name, str(spec.get("part", spec.get("material", name))), tuple(members))


def _colour(layout: Layout, set_name: str, value: str) -> str:
    """#RRGGBB as it is, or a colour named in the layout's `colours`."""
    if value.startswith("#"):
        return value.upper()
    colours = layout.data.get("colours", {})
    if value not in colours:
        raise UsageError(f"colour set {set_name!r} names colour {value!r}, which the "
                         "layout's colours do not define")
    return str(colours[value]).upper()
