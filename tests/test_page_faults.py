"""The page's faults from issue 28, each in a real headless Chromium at 360x740: a lost
connection, results under the tab bar, tabs keeping their scroll, a missing icon; and
the page and the words following a French phone.

Its own browser (with Chrome's network log on, to read every request and status) and,
for the lost connection, its own server it can stop and start again on the same port.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.test_serve_browser import CHROMIUM, DRIVER, SHOTS, server  # noqa: F401
from tests.test_serve_forms import toy_game  # noqa: F401

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="needs chromium and chromium-driver")
PHONE = (360, 740)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-US"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


def _phone(browser: Any, languages: str = "en-US,en") -> None:
    """A phone's viewport and its languages (navigator.languages follows acceptLanguage)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setUserAgentOverride", {
        "userAgent": browser.execute_script("return navigator.userAgent"),
        "acceptLanguage": languages})


def _open(browser: Any, url: str, where: str, languages: str = "en-US,en") -> None:
    """The page at `where` on a phone with `languages` that picked nothing yet."""
    _phone(browser, languages)
    browser.get("about:blank")   # never a same-page hash change, which a refresh can abort
    browser.get(f"{url}/#{where}")
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    _ready(browser)


def _ready(browser: Any) -> None:
    WebDriverWait(browser, 15).until(
        lambda d: d.execute_script("return document.body.dataset.ready") == "1")


def _wait_for(browser: Any, css: str, seconds: float = 20) -> Any:
    return WebDriverWait(browser, seconds).until(
        ec.presence_of_element_located((By.CSS_SELECTOR, css)))


def _network(browser: Any) -> list[dict[str, Any]]:
    """Chrome's network events since the last call (requests sent, responses received)."""
    return [json.loads(entry["message"])["message"] for entry in browser.get_log("performance")]


class Stoppable:
    """A real server on a fixed free loopback port that a test can stop and start again."""

    def __init__(self) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.instance: Any = None
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        import uvicorn

        from wisegen.serve.app import create_app

        config = uvicorn.Config(create_app(isolate=False), host="127.0.0.1", port=self.port,
                                log_level="warning")
        self.instance = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.instance.run, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.instance.started:
                return
            time.sleep(0.05)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        if self.instance is not None and self.thread is not None:
            self.instance.should_exit = True
            self.thread.join(timeout=10)


@pytest.fixture
def stoppable() -> Iterator[Stoppable]:
    served = Stoppable()
    served.start()
    yield served
    served.stop()


def _check(browser: Any) -> None:
    browser.find_element(By.CSS_SELECTOR, "#form button.go").click()


def _type(browser: Any, name: str, text: str) -> None:
    field = browser.find_element(By.CSS_SELECTOR, f'#form [data-field="{name}"]')
    field.clear()
    field.send_keys(text)


def test_a_stopped_server_is_said_at_once_and_retry_works_when_it_is_back(browser,
                                                                         stoppable):
    _open(browser, stoppable.url, "just-one/clue")
    _type(browser, "clues", "whether")
    _type(browser, "secret", "weather")
    stoppable.stop()
    asked = time.monotonic()
    _check(browser)
    error = _wait_for(browser, "#form .out .error", seconds=6)
    assert time.monotonic() - asked < 6
    assert "Cannot reach the referee" in error.text
    retry = browser.find_element(By.CSS_SELECTOR, "#form .out button.retry")
    browser.save_screenshot(str(SHOTS / "fault-server-gone-360x740.png"))
    stoppable.start()
    retry.click()
    card = _wait_for(browser, "#form .out .verdict")
    assert "INVALID" in card.text


def test_an_answer_that_never_comes_says_so_at_5_s_and_gives_up_at_20_s(browser, server):  # noqa: F811
    """The request is held by the browser itself (CDP Fetch: paused, never continued), as
    when a phone's Wi-Fi drops packets: the page must not wait in silence."""
    _open(browser, server, "just-one/clue")
    _type(browser, "clues", "whether")
    _type(browser, "secret", "weather")
    browser.execute_cdp_cmd("Fetch.enable", {"patterns": [{"urlPattern": "*/api/check*"}]})
    try:
        asked = time.monotonic()
        _check(browser)
        assert "Asking the referee" in _wait_for(browser, "#form .out .busy", seconds=2).text
        waiting = _wait_for(browser, "#form .out .waiting", seconds=6)
        assert 4.5 < time.monotonic() - asked < 6.5 and "Still waiting" in waiting.text
        error = _wait_for(browser, "#form .out .error", seconds=17)
        assert 19 < time.monotonic() - asked < 22
        assert "did not answer within 20 seconds" in error.text
        browser.save_screenshot(str(SHOTS / "fault-no-answer-360x740.png"))
    finally:
        browser.execute_cdp_cmd("Fetch.disable", {})
    browser.find_element(By.CSS_SELECTOR, "#form .out button.retry").click()
    assert "INVALID" in _wait_for(browser, "#form .out .verdict").text


@pytest.mark.usefixtures("toy_game")
@pytest.mark.parametrize("text_size", [18, 28])
def test_a_result_below_a_long_form_starts_below_the_tabs(browser, server, text_size):  # noqa: F811
    """At the page's text size and at a phone's large text (taller, wrapped tabs)."""
    _open(browser, server, "toy-echo/echo")
    browser.execute_script(f"document.documentElement.style.fontSize = '{text_size}px'")
    _type(browser, "w1", "hello")
    browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    _check(browser)
    card = _wait_for(browser, "#form .out .verdict")
    time.sleep(0.3)
    top, tabs, scrolled, most = browser.execute_script(
        "return [arguments[0].getBoundingClientRect().top,"
        " document.getElementById('tabs').getBoundingClientRect().bottom, scrollY,"
        " document.documentElement.scrollHeight - innerHeight]", card)
    assert scrolled > 200   # the form is longer than the phone: the page did scroll
    assert tabs <= top < PHONE[1] / 2, (top, tabs)   # below the tabs, high on the screen
    assert top <= tabs + 24 or scrolled >= most - 1, (top, tabs, scrolled, most)
    browser.save_screenshot(str(SHOTS / f"fault-result-below-tabs-{text_size}px-360x740.png"))


def test_a_new_tab_starts_at_its_top_with_its_tab_in_view(browser, server):  # noqa: F811
    _open(browser, server, "mistrz-slowa/word")
    nav = browser.find_element(By.ID, "tabs")
    assert nav.get_property("scrollWidth") > nav.get_property("clientWidth")  # it scrolls
    browser.execute_script("window.scrollTo(0, 500)")
    assert browser.execute_script("return scrollY") > 300
    browser.execute_script("location.hash = '#history'")
    WebDriverWait(browser, 5).until(
        lambda d: d.find_element(By.ID, "history").get_attribute("class") == "on")
    assert browser.execute_script("return scrollY") == 0
    active = browser.find_element(By.CSS_SELECTOR, "nav a.on")
    left, right, nav_left, nav_right = browser.execute_script(
        "const a = arguments[0].getBoundingClientRect(), n = arguments[1]"
        ".getBoundingClientRect(); return [a.left, a.right, n.left, n.right]", active, nav)
    assert nav_left - 1 <= left and right <= nav_right + 1, (left, right, nav_left, nav_right)
    browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="solve"]').click()
    assert browser.execute_script("return scrollY") == 0


def test_the_page_has_an_icon_and_asks_for_nothing_that_is_missing(browser, server):  # noqa: F811
    _open(browser, server, "just-one/clue")
    _network(browser)   # what the start-up asked is read below, from a fresh load
    browser.refresh()
    _ready(browser)
    icon = browser.execute_script(
        "const l = document.querySelector('link[rel=icon]'); return l && l.href")
    assert icon and icon.endswith("/static/icon.svg")
    sizes = browser.execute_script(
        "return fetch('/favicon.ico').then(r => Promise.all([r.status,"
        " r.headers.get('content-type'), r.headers.get('content-security-policy'),"
        " r.arrayBuffer().then(b => b.byteLength)]))")
    assert sizes[0] == 200 and sizes[1] == "image/x-icon" and "default-src" in sizes[2]
    assert sizes[3] > 500
    touch = browser.execute_script(
        "return fetch(document.querySelector('link[rel=apple-touch-icon]').href)"
        ".then(r => r.blob()).then(b => createImageBitmap(b)).then(i => [i.width, i.height])")
    assert touch == [180, 180]
    events = _network(browser)
    statuses = {e["params"]["response"]["url"]: e["params"]["response"]["status"]
                for e in events if e["method"] == "Network.responseReceived"}
    assert any(url.endswith("/api/messages/en") for url in statuses)
    assert statuses and all(status < 400 for status in statuses.values()), statuses


def test_a_french_phone_gets_french_words_and_french_rulings(browser, server):  # noqa: F811
    """verre / vert are ruled in French (a homophone) on a French phone, without a word
    of setup; the page asks for the answers worded in French."""
    _open(browser, server, "just-one/clue", languages="fr-FR,fr,en")
    assert browser.execute_script("return document.documentElement.lang") == "fr"
    assert browser.find_element(By.CSS_SELECTOR, '#form [data-field="lang"]').text.startswith(
        "Mots en français")
    _network(browser)
    _type(browser, "clues", "vert")
    _type(browser, "secret", "verre")
    _check(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "no" in card.get_attribute("class").split() and "REFUSÉ" in card.text
    sent = [json.loads(e["params"]["request"]["postData"]) for e in _network(browser)
            if e["method"] == "Network.requestWillBeSent"
            and e["params"]["request"]["url"].endswith("/api/check")]
    assert sent and sent[-1]["lang"] == "fr" and sent[-1]["explain_in"] == "fr"
    browser.save_screenshot(str(SHOTS / "french-phone-verre-vert-360x740.png"))


def test_one_sheet_sets_both_languages_and_the_phone_remembers(browser, server):  # noqa: F811
    _open(browser, server, "three-wise-words/clue", languages="pl-PL,pl")
    assert browser.find_element(By.ID, "settings-open").text == "PL"
    browser.find_element(By.ID, "settings-open").click()
    sheet = _wait_for(browser, "dialog#settings[open]", seconds=3)
    assert "Język tej strony" in sheet.text and "Język słów" in sheet.text
    browser.save_screenshot(str(SHOTS / "settings-pl-360x740.png"))
    Select(browser.find_element(By.ID, "settings-ui")).select_by_value("en")
    # The sheet is drawn again in the new language: a node read mid-redraw goes stale.
    WebDriverWait(browser, 5, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: "Language of this page" in d.find_element(By.ID, "settings").text)
    Select(browser.find_element(By.ID, "settings-word")).select_by_value("fr")
    browser.find_element(By.ID, "settings-close").click()
    assert browser.find_element(By.CSS_SELECTOR, '#form [data-field="lang"]').text.startswith(
        "Words in French")
    browser.refresh()
    _ready(browser)
    assert browser.execute_script("return document.documentElement.lang") == "en"
    assert browser.find_element(By.CSS_SELECTOR, '#form [data-field="lang"]').text.startswith(
        "Words in French")
    assert browser.find_element(By.CSS_SELECTOR, "#form button.go").text == "Check"


def test_reasons_and_evidence_are_shown_as_the_server_worded_them(browser, server):  # noqa: F811
    """A ruling's `text` and evidence `lines` (present when the server words reasons for
    the page's language) are what the player reads; raw evidence never is."""
    _open(browser, server, "just-one/clue")
    shown = browser.execute_script("""
        const out = document.querySelector('#form .out');
        out.replaceChildren(...resultView({valid: false, reasons: [{code: 'homophone',
          message: 'english message', text: 'se prononce comme verre',
          lines: ['« vert » et « verre » se disent pareil'],
          evidence: {pronunciations: {vert: 'V EH1 R'}}}]}, 'vert'));
        out.querySelector('details').open = true;
        return out.innerText;""")
    assert "se prononce comme verre" in shown and "se disent pareil" in shown
    assert "english message" not in shown and "EH1" not in shown
    plain = browser.execute_script("""
        const out = document.querySelector('#form .out');
        out.replaceChildren(...resultView({valid: false, reasons: [{code: 'homophone',
          message: 'sounds like', evidence: {pronunciations: {vert: 'V EH1 R'}}}]}, 'v'));
        return [out.innerText, out.querySelectorAll('details').length];""")
    assert "sounds like" in plain[0] and "EH1" not in plain[0] and plain[1] == 0


def test_play_hands_its_hashes_to_the_rooms_and_copes_without_them(browser, server):  # noqa: F811
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/static/rooms.js"]})
    try:
        _open(browser, server, "play")
        play = browser.find_element(By.ID, "play")
        assert play.is_displayed() and "not available" in play.text
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    assert not browser.find_element(By.ID, "form").is_displayed()
    assert not browser.find_element(By.ID, "tabs").is_displayed()
    assert browser.find_element(By.ID, "mode").text == "Referee"
    # The contract rooms.js fulfils: window.wisegenRooms.route(hash) draws into #play.
    browser.execute_script("""window.wisegenRooms = {route: (hash) => {
        document.getElementById('play').textContent = 'routed ' + hash; }};
        location.hash = '#room/K7QXP2';""")
    WebDriverWait(browser, 5).until(lambda d: "routed room/K7QXP2" in play.text)
    browser.execute_script("window.wisegenRooms = {route: () => { throw new Error('x'); }};"
                           "location.hash = '#play';")
    WebDriverWait(browser, 5).until(lambda d: "not available" in play.text)
    browser.find_element(By.ID, "mode").click()
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "form").is_displayed())
    assert not play.is_displayed() and browser.find_element(By.ID, "mode").text == "Play"


def test_every_word_the_page_writes_is_in_every_catalogue():
    """Each `t("key")` of the page's scripts is a page.* key of English, French and Polish,
    and index.html carries no words of its own (they are filled in from the catalogue)."""
    import re

    from wisegen.lang.messages import catalogue
    from wisegen.serve.app import STATIC

    used = {key for path in STATIC.glob("*.js")
            for key in re.findall(r"\bt\(\s*\"([\w.]+)\"", path.read_text(encoding="utf-8"))}
    assert {"busy", "waiting", "network", "retry", "timer_done"} <= used
    for code in ("en", "fr", "pl"):
        missing = {key for key in used if f"page.{key}" not in catalogue(code)}
        assert not missing, (code, missing)
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    body = re.sub(r"<!--.*?-->|<[^>]+>", "", page.split("<body>", 1)[1], flags=re.S)
    assert not body.strip(), body
    assert not re.search(r"<title>\s*[^<\s]", page)


@pytest.fixture
def french_toy() -> Iterator[Any]:
    """The toy game with French as its own language, registered for one test."""
    import dataclasses

    from tests.test_serve_forms import TOY
    from wisegen.games import registry
    from wisegen.games.registry import all_games
    from wisegen.serve.app import games_listing
    from wisegen.serve.limits import path_fields

    toy = dataclasses.replace(TOY, id="toy-french", default_language="fr")
    games = all_games()
    games[toy.id] = toy
    for cached in (registry._by_name, games_listing, path_fields):
        cached.cache_clear()
    yield toy
    del games[toy.id]
    for cached in (registry._by_name, games_listing, path_fields):
        cached.cache_clear()


def test_a_phone_in_a_language_the_referee_lacks_gets_the_games_own(browser, server,  # noqa: F811
                                                                      french_toy):
    """A German phone: no page words in German (English, the catalogue's fallback), and the
    words are judged in the game's own language (French here), not in the page's."""
    _open(browser, server, "toy-french/echo", languages="de-DE,de")
    assert browser.execute_script("return document.documentElement.lang") == "en"
    assert browser.find_element(By.CSS_SELECTOR, "#form button.go").text == "Check"
    assert browser.find_element(By.CSS_SELECTOR, '#form [data-field="lg"]').text.startswith(
        "Words in French")
    _open(browser, server, "toy-french/echo", languages="pl-PL,de")
    assert browser.find_element(By.CSS_SELECTOR, '#form [data-field="lg"]').text.startswith(
        "Słowa: polski")   # a phone language the referee has wins over the game's
