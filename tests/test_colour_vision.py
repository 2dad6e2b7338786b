"""The colour arithmetic the colour-set test relies on, checked against published figures:
CIEDE2000 against Sharma, Wu & Dalal's (2005) test data, sRGB -> CIELAB against the
textbook values, and the Machado et al. (2009) simulations against what they must do."""

from __future__ import annotations

import numpy as np
import pytest

from wisegen.render.colour_vision import (
    MACHADO,
    VISIONS,
    ciede2000,
    delta_e,
    lab,
    simulate,
    worst_vision,
)

SHARMA = [  # pair number in the paper, Lab 1, Lab 2, ΔE00
    (1, (50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    (2, (50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    (3, (50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
    (7, (50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    (13, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0009), 7.1792),
    (14, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0010), 7.1792),
    (15, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0011), 7.2195),
    (16, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0012), 7.2195),
    (17, (50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    (18, (50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    (19, (50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    (20, (50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    (25, (60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    (26, (63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    (34, (22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
]


@pytest.mark.parametrize(("number", "first", "second", "expected"), SHARMA,
                         ids=[f"pair{n}" for n, *_ in SHARMA])
def test_ciede2000_matches_sharma_wu_dalal(number, first, second, expected):
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(second, first) == pytest.approx(expected, abs=1e-4)  # symmetric


@pytest.mark.parametrize(("colour", "expected"), [
    ("#FFFFFF", (100.0, 0.0, 0.0)),
    ("#000000", (0.0, 0.0, 0.0)),
    ("#FF0000", (53.24, 80.09, 67.20)),
    ("#00FF00", (87.73, -86.18, 83.18)),
    ("#0000FF", (32.30, 79.19, -107.86)),
    ("#808080", (53.59, 0.0, 0.0)),
])
def test_srgb_to_lab_matches_the_textbook_values(colour, expected):
    assert lab(colour) == pytest.approx(expected, abs=0.02)


@pytest.mark.parametrize("vision", sorted(MACHADO))
def test_machado_matrices_keep_white_and_greys(vision):
    """Each row sums to 1 (the paper's normalisation), so neutrals stay neutral."""
    assert MACHADO[vision].sum(axis=1) == pytest.approx(np.ones(3), abs=1e-5)
    for grey in ("#FFFFFF", "#808080", "#1A1A1A", "#000000"):
        assert delta_e(simulate(grey, vision), grey) < 0.5


def test_red_green_confusion_is_what_the_dichromacies_lose():
    """The review's finding: the old red and green pawns look alike to a deuteranope, not
    to a tritanope or to normal vision; the old purple and blue ones too."""
    red, green = "#E4572E", "#29BF12"
    assert delta_e(red, green) > 50
    assert delta_e(red, green, "deuteranopia") < 12
    assert delta_e("#8E44AD", "#1F77B4", "deuteranopia") < 3
    assert delta_e("#8E44AD", "#1F77B4") > 25
    assert delta_e(red, green, "tritanopia") > 30
    # Blue and yellow, the tritanope's confusion, stay apart for the red-green types.
    assert delta_e("#7FB8E6", "#B8E0B0", "tritanopia") < delta_e("#7FB8E6", "#B8E0B0")


def test_greyscale_is_luminance_only():
    """The old pink and blue bands print as one grey (the review's finding)."""
    pink, blue = "#F49AC1", "#7FB8E6"
    for grey in (simulate(pink, "greyscale"), simulate(blue, "greyscale")):
        assert grey[1:3] == grey[3:5] == grey[5:7]
    assert delta_e(pink, blue, "greyscale") < 3
    assert worst_vision(pink, blue) == (delta_e(pink, blue, "greyscale"), "greyscale")
    assert simulate("#FF0000", "greyscale") == "#7F7F7F"  # Y = 0.2126 -> sRGB 127


def test_an_unknown_vision_is_refused():
    with pytest.raises(ValueError, match="use one of"):
        simulate("#FF0000", "achromatopsia")
    assert len(VISIONS) == 4
