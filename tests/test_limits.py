"""The limits the layout schema enforces are the ones `core/limits.py` names."""

from __future__ import annotations

import json

from tests.conftest import ROOT
from wisegen.core import limits


def test_the_layout_schema_uses_the_named_print_limits():
    schema = json.loads((ROOT / "content/schemas/layout.schema.json").read_text("utf-8"))
    props = schema["properties"]
    paper = props["papers"]["additionalProperties"]["properties"]["width"]
    card = props["cards"]["additionalProperties"]["properties"]["width"]
    offset = props["sheet"]["properties"]["offset_x"]
    assert paper["maximum"] == limits.MAX_PAPER_MM
    assert (card["minimum"], card["maximum"]) == (limits.MIN_CARD_MM, limits.MAX_CARD_MM)
    assert (offset["minimum"], offset["maximum"]) == (-limits.MAX_OFFSET_MM,
                                                      limits.MAX_OFFSET_MM)
