"""The page in a real headless Chromium at phone size: type, tap, read the verdict.

One server per module (uvicorn in a thread on a free loopback port); Debian's chromium
and chromium-driver, driven by selenium. Screenshots go to output/serve/ for review.
"""

from __future__ import annotations

import shutil
import socket
import threading
import time

import pytest

from tests.conftest import ROOT
from tests.test_serve_forms import RECEIVED, SLOW_SECONDS, toy_game  # noqa: F401

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

SHOTS = ROOT / "output" / "serve"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="needs chromium and chromium-driver "
                                "(bash scripts/test.sh installs them)")


@pytest.fixture(scope="module")
def server():
    import uvicorn

    from wisegen.serve.app import create_app

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # The slow toy request outlasts the page's 5 s "still waiting": give it the budget;
    # the toy game lives in this process only, so no ruling may go to a child process.
    app = create_app(budget=SLOW_SECONDS + 10, isolate=False)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    instance = uvicorn.Server(config)
    thread = threading.Thread(target=instance.run, daemon=True)
    thread.start()
    for _ in range(100):
        if instance.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    instance.should_exit = True
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    options.add_argument("--lang=en-US")   # the phone's language, which the page follows
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_window_size(390, 844)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


def _open(browser, server, where, size=(360, 640), ui=None, word=None):
    """The page at `#GAME/KIND` at exactly a phone's viewport (CSS pixels), touch on,
    with the page's and the words' language as picked on the phone (None: not picked,
    the phone's own, which is English in this browser)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
    browser.get("about:blank")   # never a same-page hash change, which a refresh can abort
    browser.get(f"{server}/#{where}")
    browser.execute_script(
        "for (const [k, v] of [['wisegen-ui', arguments[0]], ['wisegen-word', arguments[1]]])"
        " if (v) localStorage.setItem(k, v); else localStorage.removeItem(k);", ui, word)
    browser.refresh()   # a new hash alone would not reload the page
    WebDriverWait(browser, 10).until(
        lambda d: d.execute_script("return document.body.dataset.ready") == "1")


def _field(browser, name):
    return browser.find_element(By.CSS_SELECTOR, f'#form [data-field="{name}"]')


def _fill(browser, name, text):
    field = _field(browser, name)
    field.clear()
    field.send_keys(text)


def _go(browser):
    browser.find_element(By.CSS_SELECTOR, "#form button.go").click()


def _wait_for(browser, css, seconds=20):
    return WebDriverWait(browser, seconds).until(
        ec.presence_of_element_located((By.CSS_SELECTOR, css)))


def _viewport(browser):
    return browser.execute_script("return [innerWidth, innerHeight]")


def _below_the_tabs(browser, element):
    """The element's top is not hidden under the sticky tab bar."""
    return browser.execute_script(
        "return arguments[0].getBoundingClientRect().top >= "
        "document.getElementById('tabs').getBoundingClientRect().bottom - 1", element)


def _settings(browser, ui=None, word=None):
    """Pick languages the way a player does: the header's button, the sheet, Done."""
    browser.find_element(By.ID, "settings-open").click()
    if ui:
        Select(browser.find_element(By.ID, "settings-ui")).select_by_value(ui)
        WebDriverWait(browser, 10).until(
            lambda d: d.execute_script("return document.documentElement.lang") == ui)
    if word:
        Select(browser.find_element(By.ID, "settings-word")).select_by_value(word)
    browser.find_element(By.ID, "settings-close").click()


def test_a_homophone_clue_turns_red_with_its_reason(browser, server):
    _open(browser, server, "just-one/clue")
    _fill(browser, "secret", "weather")
    _fill(browser, "clues", "whether")
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "no" in card.get_attribute("class").split()
    assert "INVALID" in card.text and "sounds" in card.text
    assert card.size["width"] >= _viewport(browser)[0] - 40   # full width on the phone
    assert _below_the_tabs(browser, card)
    assert "EH1" not in card.text and "DH" not in card.text   # no phonetic symbols
    for fold in browser.find_elements(By.CSS_SELECTOR, "#form .out details summary"):
        fold.click()
    assert "EH1" not in card.text and "DH" not in card.text
    browser.save_screenshot(str(SHOTS / "clue-360x640.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="clues"]').click()
    assert _field(browser, "secret").get_attribute("value") == "weather"   # kept across tabs


def test_a_just_one_list_shows_the_cancelled_clues_and_escapes_markup(browser, server):
    _open(browser, server, "just-one/clues")
    _fill(browser, "secret", "king")
    _fill(browser, "clues", "prince\nprincess\n<img src=x onerror=alert(1)>\ncrown")
    _go(browser)
    WebDriverWait(browser, 20).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#form .out .verdict")) == 4)
    out = browser.find_element(By.CSS_SELECTOR, "#form .out")
    assert out.text.count("CANCELLED") == 3 and out.text.count("KEPT") == 1
    assert "<img src=x onerror=alert(1)>" in out.text
    assert not browser.find_elements(By.CSS_SELECTOR, "#form .out img")
    browser.save_screenshot(str(SHOTS / "clues-360x640.png"))


def test_tapping_a_roll_and_a_word_gives_its_score_and_dice(browser, server):
    _open(browser, server, "mistrz-slowa/word")
    for die, face in enumerate(["B", "K", "T", "letter-joker", "G", "H", "A", "O", "ogonek",
                                "reroll"]):
        browser.find_element(By.CSS_SELECTOR,
                             f'.face[data-die="{die}"][data-face="{face}"]').click()
    assert browser.find_element(By.CSS_SELECTOR, "#form .roll").text == "B K T ★ G H A O ˛ ?"
    _fill(browser, "word", "kot")
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "yes" in card.get_attribute("class").split() and "5 points" in card.text
    assert "kot · B K T ★ G H A O ˛ ?" in card.text
    assert "K (#2)" in browser.find_element(By.CSS_SELECTOR, "#form .out").text
    browser.save_screenshot(str(SHOTS / "word-360x640.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="solve"]').click()
    assert browser.find_element(By.CSS_SELECTOR, "#form .roll").text == "B K T ★ G H A O ˛ ?"
    _fill(browser, "top", "5")
    _go(browser)
    WebDriverWait(browser, 30).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#form .out .panel h2")) == 5)
    browser.save_screenshot(str(SHOTS / "solve-390x844.png"))


def test_an_incomplete_roll_is_refused_on_the_page(browser, server):
    _open(browser, server, "mistrz-slowa/solve")
    browser.find_element(By.CSS_SELECTOR, "#form .dice + .roll + .row button:last-child").click()
    _go(browser)
    assert "every die" in _wait_for(browser, "#form .out .error").text


def test_the_just_one_tally_and_the_history_in_polish(browser, server):
    _open(browser, server, "just-one/score")
    _settings(browser, ui="pl")
    for result in "SSFSK":
        browser.find_element(By.CSS_SELECTOR, f'[data-choice="{result}"]').click()
    browser.find_element(By.CSS_SELECTOR, '[data-choice="F"]').click()
    browser.find_element(By.XPATH, '//button[text()="Cofnij"]').click()
    assert browser.find_element(By.CSS_SELECTOR, "#form .tally").text == "S S F S K"
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "Wynik: 3" in card.text
    assert browser.find_element(By.CSS_SELECTOR, "#form button.go").text == "Sprawdź"
    assert browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="score"]').text == "Policz"
    assert browser.find_element(By.ID, "game").get_attribute("aria-label") == "Gra"
    assert browser.find_element(By.ID, "settings-open").text == "PL"
    browser.save_screenshot(str(SHOTS / "score-pl-360x640.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[href="#history"]').click()
    items = browser.find_elements(By.CSS_SELECTOR, "#history-list li")
    assert len(items) >= 3 and "weather" in browser.find_element(By.ID, "history-list").text
    browser.save_screenshot(str(SHOTS / "history-360x640.png"))


def test_a_french_match_and_a_thricewise_placement(browser, server):
    _open(browser, server, "three-wise-words/match", ui="fr", word="fr")
    assert _field(browser, "lang").text.startswith("Mots en français")
    _fill(browser, "clue", "outil")
    _fill(browser, "guess", "outillage")
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "yes" in card.get_attribute("class").split() and "IDENTIQUES" in card.text
    assert "outil · outillage" in card.text
    browser.save_screenshot(str(SHOTS / "match-fr-360x640.png"))
    Select(browser.find_element(By.ID, "game")).select_by_value("thricewise")
    WebDriverWait(browser, 5).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, '#form [data-field="grid"]'))
    _fill(browser, "grid", "1,1 the Author\n2,1 Ace of Leaves")
    _fill(browser, "place", "the Savage@3,1")
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "ADMIS" in card.text and "2 points" in card.text
    browser.save_screenshot(str(SHOTS / "thricewise-fr-360x640.png"))


def test_a_throw_sets_the_dice_and_a_thirteen_words_round_scores(browser, server):
    _open(browser, server, "mistrz-slowa/roll")
    _fill(browser, "seed", "7")
    _go(browser)
    table = _wait_for(browser, "#form .out table")
    assert "letter" in table.text and "reroll" in browser.find_element(By.ID, "form").text
    browser.save_screenshot(str(SHOTS / "roll-360x640.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="word"]').click()
    shown = browser.find_element(By.CSS_SELECTOR, "#form .roll").text.split()
    assert len(shown) == 10 and "·" not in shown
    assert len(browser.find_elements(By.CSS_SELECTOR, '.face[aria-pressed="true"]')) == 10

    _open(browser, server, "13-words/round")
    _fill(browser, "captain", "5")
    _fill(browser, "answers", "ann: 5\nbob: 7")
    _go(browser)
    card = _wait_for(browser, "#form .out .verdict")
    assert "Score: 2" in card.text
    assert "ann: 1" in browser.find_element(By.CSS_SELECTOR, "#form .out .facts").text
    browser.save_screenshot(str(SHOTS / "round-360x640.png"))


@pytest.mark.usefixtures("toy_game")
def test_every_widget_sends_what_its_type_says(browser, server):
    """The toy game's form (one field of every web type) posts the request its
    declaration describes, as the game receives it."""
    _open(browser, server, "toy-echo/echo", word="fr")
    _fill(browser, "w1", "hello")
    _fill(browser, "ws", "a\nb, c")
    _fill(browser, "tx", "  a line ")
    _fill(browser, "n", "5")
    _field(browser, "yes").click()
    assert _field(browser, "lg").text.startswith("Words in French")
    assert Select(_field(browser, "pick")).first_selected_option.text == "Banana"
    Select(_field(browser, "pick")).select_by_value("a")
    for code in "XOX":
        browser.find_element(By.CSS_SELECTOR, f'[data-choice="{code}"]').click()
    browser.find_element(By.CSS_SELECTOR, '[data-undo="marks"]').click()
    browser.find_element(By.CSS_SELECTOR, '[data-choice="O"]').click()
    _fill(browser, "kv", "ann: 1\nbob: two")
    _fill(browser, "squads", "red: a, b\nblue: c")
    _fill(browser, "board", "1,1 the Author\n2,-1 Ace\nnot a cell")
    assert _field(browser, "w1").get_attribute("maxlength") == "64"
    assert _field(browser, "n").get_attribute("max") == "9"
    browser.save_screenshot(str(SHOTS / "toy-every-widget-360x640.png"))
    _go(browser)
    error = _wait_for(browser, "#form .out .error")
    assert "A grid" in error.text and "not a cell" in error.text and not RECEIVED
    _fill(browser, "board", "1,1 the Author\n2,-1 Ace")
    _go(browser)
    _wait_for(browser, "#form .out .verdict.yes")
    received = dict(RECEIVED[-1])
    assert received.pop("explain_in", "en") == "en"   # the page's language, for its answers
    assert received == {"check": "echo", "game": "toy-echo", "w1": "hello",
                            "ws": ["a", "b", "c"], "tx": "a line", "n": 5, "yes": True,
                            "lg": "fr", "pick": "a", "marks": ["X", "O", "O"],
                            "kv": {"ann": "1", "bob": "two"},
                            "squads": {"red": ["a", "b"], "blue": ["c"]},
                            "board": {"1,1": "the Author", "2,-1": "Ace"}}
    assert "echo" in browser.find_element(By.CSS_SELECTOR, "#form .out").text.lower()
    _field(browser, "w1").clear()
    _go(browser)
    assert "One word" in _wait_for(browser, "#form .out .error").text


@pytest.mark.usefixtures("toy_game")
def test_a_slow_answer_says_so_and_a_lost_server_is_an_error(browser, server):
    _open(browser, server, "toy-echo/slow")
    _fill(browser, "w1", "wait")
    _go(browser)
    assert "Asking" in _wait_for(browser, "#form .out .busy").text
    waiting = _wait_for(browser, "#form .out .waiting", seconds=SLOW_SECONDS)
    assert "Still waiting" in waiting.text
    _wait_for(browser, "#form .out .verdict", seconds=SLOW_SECONDS + 5)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        _go(browser)
        assert "Cannot reach the referee" in _wait_for(browser, "#form .out .error").text
    finally:
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def test_every_form_at_phone_size(browser, server):
    """A screenshot of every game's every form at 360x640, none wider than the phone."""
    from wisegen.serve.app import games_listing

    for game in games_listing()["games"]:
        for kind in game["requests"]:
            _open(browser, server, f"{game['id']}/{kind['kind']}")
            width = browser.execute_script("return document.documentElement.scrollWidth")
            assert width <= 360, (game["id"], kind["kind"], width)
            browser.save_screenshot(str(SHOTS / f"form-{game['id']}-{kind['kind']}.png"))
