"""The page shows score answers in its own language: real Chromium at phone size, the
server's worded values (`label_text`, `*_text`, a row's `text`) in place of the English
ones. Screenshots go to output/serve/ for review."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
from selenium.webdriver.common.by import By

from tests.test_serve_browser import (  # noqa: F401  (the browser fixture)
    SHOTS,
    _fill,
    _go,
    _open,
    _wait_for,
    browser,
)

PORT = 8851
"""This suite's own loopback port (8850-8859 are this work's)."""


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    import uvicorn

    from wisegen.serve.app import create_app

    config = uvicorn.Config(create_app(), host="127.0.0.1", port=PORT, log_level="warning")
    instance = uvicorn.Server(config)
    thread = threading.Thread(target=instance.run, daemon=True)
    thread.start()
    for _ in range(100):
        if instance.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{PORT}"
    instance.should_exit = True
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def phone(browser):  # noqa: F811  (test_serve_browser's Chromium, by another name)
    return browser


def _answer(phone, css="#form .out .verdict"):
    _wait_for(phone, css, seconds=30)
    return phone.find_element(By.CSS_SELECTOR, "#form .out").text


def test_just_one_score_in_polish(phone, server):
    _open(phone, server, "just-one/score", size=(360, 740), ui="pl", word="pl")
    for result in "SSFSKSSSFSS":
        phone.find_element(By.CSS_SELECTOR, f'[data-choice="{result}"]').click()
    _go(phone)
    text = _answer(phone)
    assert "„Jesteście w średniej. Stać was na więcej?”" in text or \
        "“Jesteście w średniej. Stać was na więcej?”" in text
    assert "karta zdobyta" in text and "porażka" in text
    assert "card won" not in text and "failure" not in text
    phone.save_screenshot(str(SHOTS / "score-just-one-pl.png"))


def test_13_words_level_in_french(phone, server):
    _open(phone, server, "13-words/level", size=(360, 740), ui="fr", word="fr")
    _fill(phone, "players", "4")
    _fill(phone, "score", "24")
    _go(phone)
    text = _answer(phone)
    assert "4 joueurs, 24 points : ligne 2 (il faut 24 points) — Vous êtes excellents." in text
    assert "You are excellent" not in text
    phone.save_screenshot(str(SHOTS / "score-13-words-fr.png"))


def test_mistrz_slowa_word_score_in_polish(phone, server):
    _open(phone, server, "mistrz-slowa/score", size=(360, 740), ui="pl", word="pl")
    _fill(phone, "word", "żółw")
    _go(phone)
    text = _answer(phone)
    assert "2 pkt za 4 litery + 8 pkt za użycie ogonka 2 razy = 10" in text
    assert "for 4 letters" not in text
    phone.save_screenshot(str(SHOTS / "score-mistrz-slowa-pl.png"))


def test_three_wise_words_turn_in_french(phone, server):
    _open(phone, server, "three-wise-words/score", size=(360, 740), ui="fr", word="fr")
    _fill(phone, "writer", "Flottant\nHalloween\nFlippant")
    _fill(phone, "teams", "deux: Halloween, Drap, Spectre")
    _go(phone)
    text = _answer(phone, "#form .out table")
    assert "équipe de l'écrivain" in text and "writer's team" not in text
    assert "2 car le chercheur n'a pas trouvé + 1 pour l'indice en commun : Halloween" in text
    phone.save_screenshot(str(SHOTS / "score-three-wise-words-fr.png"))
