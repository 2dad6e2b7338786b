"""What the rooms page's browser tests share: a toy game whose flow draws every block type
of games/room.py (Showcase), a real server on a loopback port whose rooms live in an SQLite
file (LiveServer, stopped and started again mid-game), Chromium phones and the small
selenium helpers the tests read like sentences with."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT
from wisegen.games import room
from wisegen.games.base import Game
from wisegen.games.fields import Field, RequestKind

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import (  # noqa: E402
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="needs chromium and chromium-driver")
SHOTS = Path(os.environ.get("WISEGEN_SHOTS", ROOT / "output" / "rooms"))
MARKUP = "<img src=x onerror=1>Bo"
SLOW_SECONDS = 24.0


def _labels(text: str) -> dict[str, str]:
    return {"en": text, "fr": f"{text} (fr)", "pl": f"{text} (pl)"}


PAWNS = ("red", "#0a7d32", "white", "blue", "black", "pink")
CLUE = Field("clue", "word", "Your clue.", required=True, label=_labels("Your clue"))


class Showcase:
    """A flow whose every screen holds one block of each type: players write clues, the
    host's `slow` action takes SLOW_SECONDS, `refuse` is always refused."""

    setup = (Field("rounds", "int", "Rounds.", minimum=1, maximum=5, default=3,
                   label=_labels("Rounds")),
             Field("seconds", "int", "Timer.", minimum=3, maximum=120, default=90,
                   label=_labels("Timer")))
    players = (2, 6)

    def start(self, setup: Mapping[str, Any], seats: Sequence[room.Seat], language: str,
              seed: int, now: float) -> room.State:
        return {"names": {s.id: s.name for s in seats}, "rounds": setup["rounds"],
                "clues": {}, "kept": {}, "ends": now + setup.get("seconds", 90),
                "seconds": setup.get("seconds", 90), "log": [], "language": language}

    def act(self, state: room.State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> room.State:
        new = {**state, "clues": dict(state["clues"]), "kept": dict(state["kept"]),
               "log": list(state["log"])}
        if action == "clue" and isinstance(values.get("clue"), str):
            new["clues"][seat] = values["clue"][:64]
            new["kept"][seat] = True
        elif action == "toggle" and values.get("seat") in new["kept"]:
            new["kept"][values["seat"]] = not new["kept"][values["seat"]]
            new["log"].insert(0, f"{state['names'][seat]} overruled")
        elif action == "slow":
            time.sleep(SLOW_SECONDS)
        else:
            raise room.Refused("room.required")
        return new

    def view(self, state: room.State, seat: str, lang: str, now: float) -> room.View:
        names = state["names"]
        seats = list(names)
        items = [room.ruling(clue, "kept" if state["kept"][who] else "cancelled",
                             state["kept"][who], ["sounds the same as <b>bold</b>"],
                             by=names[who], toggle=room.button("toggle", "Overrule",
                                                               {"seat": who}))
                 for who, clue in state["clues"].items()]
        return room.view(
            "clues",
            room.heading(f"Card 1 of {state['rounds']}",
                         f"words in {state['language']}, page in {lang}"),
            room.note("Write one clue", "wait" if seat in state["clues"] else "info"),
            room.word("Secret word", "<b>owl</b>"),
            room.card("Card", ["moon", "night", "owl", "tree", "wise"], mark=2),
            None if seat in state["clues"] else room.form("clue", [CLUE], "Send"),
            room.buttons(room.button("refuse", "Not allowed", tone="bad"),
                         room.button("slow", "Slow", tone="main")),
            room.rulings("Clues", items),
            room.table("Scores", ["Player", "Points"],
                       [[names[s], len(state["clues"].get(s, ""))] for s in seats],
                       mark=seats.index(seat)),
            room.track("Owls", 7, [{"name": names[s], "at": i, "colour": PAWNS[i]}
                                   for i, s in enumerate(seats)]),
            room.dice("Roll", ["A", "★", "Ą"]),
            room.timer(state["ends"], state.get("seconds", 90), "Time left"),
            room.log("Log", state["log"] or ["started"]))

    def due(self, state: room.State) -> float | None:
        return None

    def tick(self, state: room.State, now: float) -> room.State:
        return state


FLOW = Showcase()
SHOWCASE = Game(id="toy-showcase", title="Toy Showcase", aliases=(), rulebook="",
                summary="toy", prints=(), room=f"{__name__}:FLOW", requests=(
                    RequestKind("clue", "tests.test_serve_forms:echo", fields=(CLUE,),
                                help="Echo the request.", title=_labels("Echo")),))


class LiveServer:
    """`wisegen serve`'s app in a thread on a fixed loopback port, stoppable and
    startable again over the same room store."""

    def __init__(self, db: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.db, self.url = db, f"http://127.0.0.1:{self.port}"
        self.instance: Any = None
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        import uvicorn

        from wisegen.serve.app import create_app

        app = create_app(isolate=False, db=self.db)
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                timeout_graceful_shutdown=1)
        self.instance = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.instance.run, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.instance.started:
                return
            time.sleep(0.05)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        self.instance.should_exit = True
        if self.thread is not None:
            self.thread.join(timeout=10)


def _chromium(lang: str = "en") -> Any:
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", f"--lang={lang}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    return driver


def _open(phone, url):
    # A blank page first, so this is a whole page load: a new hash alone would not reload
    # the page, and a refresh right after a same-page hash change can be aborted by that
    # navigation (Chrome: "aborted by navigation") on a busy machine.
    phone.get("about:blank")
    phone.get(url)
    _until(phone, lambda d: d.execute_script("return document.body.dataset.rooms") == "ready")


def _until(phone, check, seconds=15):
    return WebDriverWait(phone, seconds, poll_frequency=0.1, ignored_exceptions=(
        NoSuchElementException, StaleElementReferenceException)).until(check)


def _css(phone, css):
    return phone.find_element(By.CSS_SELECTOR, css)


def _shown(phone, css, seconds=15):
    return _until(phone, lambda d: next((e for e in d.find_elements(By.CSS_SELECTOR, css)
                                         if e.is_displayed()), False), seconds)


def _text(phone, css):
    """An element's text, read again if a live update redrew it meanwhile."""
    for _ in range(20):
        try:
            return _css(phone, css).text
        except StaleElementReferenceException:
            time.sleep(0.05)
    raise AssertionError(f"{css} keeps being redrawn")


def _tap(phone, css):
    """Click, again if a live update redrew the element between finding and clicking."""
    _until(phone, lambda d: _css(d, css).click() or True)


def _type(phone, css, text):
    field = _css(phone, css)
    field.clear()
    field.send_keys(text)


def _shot(phone, name):
    """The screen as the phone shows it (360x740), and the whole page beside it."""
    phone.execute_script("window.scrollTo(0, 0)")
    phone.save_screenshot(str(SHOTS / f"{name}.png"))
    tall = phone.execute_script("return document.documentElement.scrollHeight")
    if tall > 760:
        phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 360, "height": min(tall, 4000), "deviceScaleFactor": 1, "mobile": True})
        phone.save_screenshot(str(SHOTS / f"{name}-full.png"))
        phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})


def _code(phone):
    return _text(phone, "#room-code-big").replace("-", "")


STATE: dict[str, str] = {}
