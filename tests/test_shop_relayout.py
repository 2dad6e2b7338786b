"""The re-layout at a shop's product: boxes placed relative to the new trim and safe
area, never a stretched picture (render/relayout.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wisegen.render.layout import load_layout
from wisegen.render.relayout import Axis
from wisegen.render.shops import length_mm

sides = st.floats(30, 150)
fractions = st.floats(0.005, 0.12)


@given(sides, sides, fractions, fractions, fractions, st.lists(st.floats(0, 1), min_size=2,
                                                                max_size=6))
def test_an_axis_keeps_edges_order_and_the_safe_line(design, target, lo, hi, safe, points):
    axis = Axis(design, target, (lo * design, hi * design),
                (max(safe * target, lo * target), max(safe * target, hi * target)))
    assert axis.at(0) == pytest.approx(0, abs=1e-9)
    assert axis.at(design) == pytest.approx(target)
    assert axis.at(lo * design) == pytest.approx(axis.safes[0])
    assert axis.at(design - hi * design) == pytest.approx(target - axis.safes[1])
    mapped = [axis.at(p * design) for p in sorted(points)]
    assert mapped == sorted(mapped)  # order kept: nothing crosses
    inside = [p * design for p in points if lo * design <= p * design <= design - hi * design]
    for value in inside:  # what the design kept inside its margin is inside the safe line
        assert axis.safes[0] - 1e-9 <= axis.at(value) <= target - axis.safes[1] + 1e-9


@given(st.integers(0, 9999), st.integers(0, 9999), st.sampled_from(["mm", "in", "pt"]))
def test_lengths_read_in_their_unit(whole, part, unit):
    text = f"{whole}.{part:04d}{unit}"
    value = float(f"{whole}.{part:04d}")
    assert length_mm(text) == pytest.approx(value * {"mm": 1, "in": 25.4, "pt": 25.4 / 72}[unit])


def test_just_ones_boxes_move_inside_the_safe_line_and_keep_their_shape():
    design = load_layout("just-one")
    shop = load_layout("just-one", None, {"card": {"width": 63.5, "height": 88.9},
                                          "bleed": 3.175, "safe": 3.175})
    frame, header = shop.box("frame"), shop.box("header")
    assert (frame.x, frame.y) == pytest.approx((3.175, 3.175))       # was 2.5 mm
    assert frame.x + frame.width == pytest.approx(63.5 - 3.175)
    card = shop.box("card")
    assert (card.x, card.y, card.width, card.height) == pytest.approx((0, 0, 63.5, 88.9))
    word, old = shop.box("word1"), design.box("word1")
    assert word.width / word.height == pytest.approx(old.width / old.height, rel=0.02)
    assert header.min_size >= design.box("header").min_size  # never under the layout's floor
