"""A whole game of Just One played on four phones in real headless Chromium.

Four browsers (each its own storage and language: en, fr, pl, en) open and join one room
of a real `wisegen serve` subprocess (its rooms in an SQLite file), and play the 13 cards
through the page alone: the guesser taps a number, the others type their clues, the
referee's rulings come back in each phone's language, one clue is overruled, the clues
are shown, the guesser answers or passes. Mid-game one phone reloads, and the server is
killed and started again on the same --db; the game carries on where it was.

Every phone records Chrome's performance log (the WebSocket frames it received and the
HTTP answers it read): while a phone is the guesser, until it answers, neither the
secret nor a cancelled clue may be in anything it received. The same log of a clue-giver
must hold the secret, which shows the log is read at all.

Set WISEGEN_SHOTS_JO to a folder to get a storyboard of the first three cards (each step,
each phone; the host's page changes language with the reload).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import (  # noqa: E402
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
    WebDriverException,
)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="needs chromium and chromium-driver")
PORTS = range(8840, 8850)
LANGS = ("en", "fr", "pl", "en")
NAMES = ("Ada", "Bruno", "Celina", "Dan")
PLAN = ("success", "success", "failure", "success", "skip", "success", "success",
        "failure", "success", "success", "success")
"""The guesser's answers card by card: 8 won, 1 passed, 2 wrong (each also costs the
deck's top card) use the 13 cards; 8 won is "in the average" on the score table."""
SHOTS = os.environ.get("WISEGEN_SHOTS_JO")


class Serve:
    """`wisegen serve` as a player starts it, on a loopback port of this test's range."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = next(p for p in PORTS if _free(p))
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "wisegen", "serve", "--port", str(self.port),
             "--db", str(self.db)], cwd=ROOT, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/api/games", timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("wisegen serve did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()   # as a crash or a pulled plug would
            self.process.wait(timeout=10)
            self.process = None


def _free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _chromium(lang: str) -> Any:
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", f"--lang={lang}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    return driver


@pytest.fixture(scope="module")
def serve(tmp_path_factory):
    server = Serve(tmp_path_factory.mktemp("jo") / "rooms.sqlite3")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def phones():
    drivers = [_chromium(lang) for lang in LANGS]
    yield drivers
    for driver in drivers:
        driver.quit()


def _until(phone: Any, check: Any, seconds: float = 20) -> Any:
    return WebDriverWait(phone, seconds, poll_frequency=0.05, ignored_exceptions=(
        NoSuchElementException, StaleElementReferenceException)).until(check)


def _css(phone: Any, css: str) -> Any:
    return phone.find_element(By.CSS_SELECTOR, css)


def _tap(phone: Any, css: str) -> None:
    _until(phone, lambda d: _css(d, css).click() or True)


def _type(phone: Any, css: str, text: str) -> None:
    def typed(d: Any) -> bool:
        field = _css(d, css)
        field.clear()
        field.send_keys(text)
        return True
    _until(phone, typed)


def _phase(phone: Any, *phases: str) -> str:
    return _until(phone, lambda d: (p := _css(d, "#room-body").get_attribute("data-phase"))
                  in phases and p)


def _text(phone: Any, css: str) -> str:
    return _until(phone, lambda d: _css(d, css).text)


def _open(phone: Any, url: str) -> None:
    phone.get("about:blank")   # a whole page load (a hash change alone reloads nothing)
    phone.get(url)
    _until(phone, lambda d: d.execute_script("return document.body.dataset.rooms") == "ready")


class Wire:
    """What each phone received, from Chrome's performance log: WebSocket frames and the
    bodies of the HTTP answers it read."""

    def __init__(self, phones: list[Any]) -> None:
        self.phones = phones
        self.frames = [0] * len(phones)

    def read(self, n: int) -> str:
        """Everything phone `n` received since the last read, as one text."""
        phone, out = self.phones[n], []
        for entry in phone.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message.get("method"), message.get("params", {})
            if method == "Network.webSocketFrameReceived":
                out.append(params["response"]["payloadData"])
                self.frames[n] += 1
            elif method == "Network.loadingFinished":
                try:
                    body = phone.execute_cdp_cmd("Network.getResponseBody",
                                                 {"requestId": params["requestId"]})
                except WebDriverException:
                    continue   # a body the browser no longer keeps (a page, a script)
                out.append(body.get("body", ""))
        return "\n".join(out)


def _shot(phones: list[Any], card: int, step: str, roles: Any = None) -> None:
    """Each phone's screen (360x740) and, when taller, its whole page beside it."""
    if not SHOTS or card > 3:
        return
    folder = Path(SHOTS)
    folder.mkdir(parents=True, exist_ok=True)
    for n, phone in enumerate(phones):
        role = roles(n) if roles else _role(card, n)
        lang = phone.execute_script("return document.documentElement.lang") or "en"
        name = folder / f"card{card}-{step}-{role}-{NAMES[n]}-{lang}"
        phone.execute_script("window.scrollTo(0, 0)")
        phone.save_screenshot(f"{name}.png")
        tall = phone.execute_script("return document.documentElement.scrollHeight")
        if tall > 760:
            phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": 360, "height": min(tall, 3000), "deviceScaleFactor": 1,
                "mobile": True})
            phone.save_screenshot(f"{name}-full.png")
            phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})


def _role(card: int, n: int) -> str:
    guessing = (card - 1) % len(NAMES) == n   # the plan's first guessers: no turn lost yet
    return "guesser" if guessing else ("host" if n == 0 else "giver")


def _create_room(phones: list[Any], serve: Serve) -> str:
    host = phones[0]
    _open(host, f"{serve.url}/#play")
    for css, value in (("#room-game", "just-one"), ("#room-language", "en")):
        _until(host, lambda d, css=css, value=value: Select(_css(d, css))
               .select_by_value(value) or True)
    _type(host, "#room-create-name", NAMES[0])
    _tap(host, "#room-create")
    code = _text(host, "#room-code-big").replace("-", "")
    for phone, name in zip(phones[1:], NAMES[1:], strict=True):
        _open(phone, f"{serve.url}/#room/{code}")
        _type(phone, "#room-join-name", name)
        _tap(phone, "#room-join")
    _until(host, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#room-people li")) == 4)
    _until(host, lambda d: Select(_css(d, '#room-body [data-field="timer"]'))
           .select_by_value("90") or True)
    _shot(phones, 0, "0-lobby", lambda n: "host" if n == 0 else "player")
    _tap(host, "#room-body form button.go")
    return code


def _noise() -> frozenset[str]:
    """Words any snapshot may hold whatever the card (the catalogues, names): a secret
    among them proves nothing, so its card's check is skipped."""
    from wisegen.lang.messages import catalogue

    text = json.dumps([catalogue(c) for c in ("en", "fr", "pl")], ensure_ascii=False)
    return frozenset(re.findall(r"\w+", (text + " ".join(NAMES) + " just one").casefold()))


def _holds(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word.casefold())}(?!\w)", text.casefold()) is not None


def _clues(round_no: int, secret: str) -> list[str]:
    """What the three clue-givers write: two identical ones and the secret itself on the
    first cards (cancelled by the referee), three different words after."""
    if round_no == 0:
        return ["tornado", "velvet", "velvet"]     # velvet twice: both cancelled
    if round_no == 1:
        return ["velvet", secret.upper(), "tornado"]   # the secret itself: cancelled
    return ["velvet", "tornado", "quasar"]


def _write_clues(phones: list[Any], givers: list[int], clues: list[str], *,
                 before_last: Any = None) -> None:
    for k, (n, clue) in enumerate(zip(givers, clues, strict=True)):
        if k == len(givers) - 1 and before_last is not None:
            before_last()
        _phase(phones[n], "clues")
        _type(phones[n], '.block.form [data-field="clue"]', clue)
        _tap(phones[n], ".block.form button.go")
        if k < len(givers) - 1:
            _until(phones[n], lambda d: d.find_elements(By.CSS_SELECTOR, ".block.note.good")
                   or _css(d, "#room-body").get_attribute("data-phase") != "clues")


def _reload_host(phones: list[Any], serve: Serve, code: str, lang: str) -> None:
    """The host's phone reloads mid-round, its page now in another language."""
    host = phones[0]
    host.execute_script(f"localStorage.setItem('wisegen-ui', '{lang}')")
    _open(host, f"{serve.url}/#room/{code}")
    _until(host, lambda d: d.execute_script("return document.documentElement.lang") == lang)
    _phase(host, "clues")


def _restart_server(phones: list[Any], serve: Serve) -> None:
    """`wisegen serve` killed and started again on the same --db, mid-round."""
    serve.stop()
    _until(phones[1], lambda d: _css(d, "#room-offline").is_displayed(), 15)
    serve.start()
    for phone in phones:
        _until(phone, lambda d: not _css(d, "#room-offline").is_displayed(), 20)


def _answer(phone: Any, outcome: str, secret: str) -> None:
    if outcome == "skip":
        _tap(phone, '.block.buttons [data-action="pass"]')
        return
    _type(phone, '.block.form [data-field="guess"]',
          secret.upper() if outcome == "success" else "quasar")
    _tap(phone, ".block.form button.go")


def test_a_whole_game_of_13_cards_on_four_phones(phones, serve):
    from wisegen.games.just_one.scoring import play
    from wisegen.lang.messages import say

    began = time.monotonic()
    wire, noise = Wire(phones), _noise()
    code = _create_room(phones, serve)
    results: list[str] = []
    givers_saw_secret = 0
    for round_no in range(20):
        g = round_no % len(phones)
        guesser, givers = phones[g], [n for n in range(len(phones)) if n != g]
        _phase(guesser, "number")
        wire.read(g)   # what it received before this card (the last one's answer) is past
        _shot(phones, round_no + 1, "1-number")
        _until(guesser, lambda d, pick=round_no % 5: d.find_elements(
            By.CSS_SELECTOR, '[data-action="number"]')[pick].click() or True)
        _phase(phones[givers[0]], "clues")
        secret = _text(phones[givers[0]], ".block.word .big")
        assert _text(guesser, ".room-timer-digits") in ("1:30", "1:29", "1:28", "1:27")
        _shot(phones, round_no + 1, "2-clues")
        before_last = None
        if round_no in (1, 2):
            before_last = lambda r=round_no: _reload_host(phones, serve, code,  # noqa: E731
                                                          ("fr", "pl")[r - 1])
        elif round_no == 5:
            before_last = lambda: _restart_server(phones, serve)  # noqa: E731
        clues = _clues(round_no, secret)
        _write_clues(phones, givers, clues, before_last=before_last)
        reviewer = phones[givers[-1]]
        _phase(reviewer, "review")
        if _holds(wire.read(givers[-1]), secret):
            givers_saw_secret += 1
        if round_no == 0:   # the table keeps one of the two identical clues
            _tap(reviewer, ".ruling.no button")
            _until(reviewer, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".ruling.yes")) == 2)
        _shot(phones, round_no + 1, "3-review")
        _tap(reviewer, '.block.buttons [data-action="reveal"]')
        guessed = _phase(guesser, "guess", "result", "over") == "guess"
        if guessed:
            shown = _until(guesser, lambda d: " ".join(
                e.text for e in d.find_elements(By.CSS_SELECTOR, ".ruling-text")) or "-")
            received = wire.read(g)
            assert received, "the guesser's phone received nothing: the log is not read"
            if secret.casefold() not in noise:
                assert not _holds(received, secret), (round_no, secret)
            for clue in clues:
                if not _holds(shown, clue) and clue.casefold() not in noise:
                    assert not _holds(received, clue), (round_no, clue)
            _shot(phones, round_no + 1, "4-guess")
            _answer(guesser, PLAN[round_no % len(PLAN)], secret)
        phase = _phase(guesser, "result", "over")
        results.append(PLAN[round_no % len(PLAN)] if guessed else "skip")
        _shot(phones, round_no + 1, "5-result")
        if phase == "over":
            _shot(phones, 1, "9-over", lambda n: "host" if n == 0 else "player")
            break
        _tap(phones[givers[0]], '.block.buttons [data-action="next"]')
    else:
        raise AssertionError("the game never ended")
    outcome = play(results, 13)
    assert outcome.deck_left == 0 and givers_saw_secret >= 3
    assert _phase(phones[0], "over") == "over"
    for phone, lang in zip(phones, ("pl", *LANGS[1:]), strict=True):
        final = say(lang, "just-one.final", count=outcome.score, total=13)
        try:
            _until(phone, lambda d, final=final: final in _css(d, "#room-body").text, 10)
        except TimeoutException:
            raise AssertionError((final, _text(phone, "#room-body"))) from None
    seconds = time.monotonic() - began
    print(f"\n13 cards in {len(results)} rounds, score {outcome.score}, {seconds:.1f} s; "
          f"frames received per phone {wire.frames}")
    assert seconds < 150
