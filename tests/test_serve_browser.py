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
    config = uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning")
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
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_window_size(390, 844)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


def _open(browser, server, tab, size=(390, 844)):
    """The page at exactly a phone's viewport (CSS pixels), touch and mobile on."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
    browser.get(f"{server}/#{tab}")
    WebDriverWait(browser, 10).until(
        lambda d: d.execute_script("return document.body.dataset.ready") == "1")


def _fill(browser, element_id, text):
    field = browser.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


def _wait_for(browser, css):
    return WebDriverWait(browser, 20).until(ec.presence_of_element_located((By.CSS_SELECTOR,
                                                                            css)))


def _viewport(browser):
    return browser.execute_script("return [innerWidth, innerHeight]")


def test_a_homophone_clue_turns_red_with_its_reason(browser, server):
    _open(browser, server, "clue")
    Select(browser.find_element(By.ID, "clue-game")).select_by_value("just-one")
    _fill(browser, "clue-secret", "weather")
    _fill(browser, "clue-clues", "whether")
    browser.find_element(By.ID, "clue-go").click()
    card = _wait_for(browser, "#clue-out .verdict")
    assert "no" in card.get_attribute("class").split()
    assert "INVALID" in card.text and "sounds like" in card.text
    assert card.size["width"] >= _viewport(browser)[0] - 40   # full width on the phone
    browser.find_element(By.CSS_SELECTOR, "#clue-out details summary").click()
    assert "CMU" in card.text
    browser.save_screenshot(str(SHOTS / "clue-390x844.png"))


def test_a_just_one_list_shows_the_cancelled_clues_and_escapes_markup(browser, server):
    _open(browser, server, "clue", (360, 640))
    Select(browser.find_element(By.ID, "clue-game")).select_by_value("just-one")
    _fill(browser, "clue-secret", "king")
    _fill(browser, "clue-clues", "prince\nprincess\n<img src=x onerror=alert(1)>")
    browser.find_element(By.ID, "clue-go").click()
    panel = _wait_for(browser, "#clue-out .panel")
    assert "cancelled" in panel.text
    assert "<img src=x onerror=alert(1)>" in browser.find_element(By.ID, "clue-out").text
    assert not browser.find_elements(By.CSS_SELECTOR, "#clue-out img")
    browser.save_screenshot(str(SHOTS / "clue-list-360x640.png"))


def test_tapping_a_roll_and_a_word_gives_its_score_and_dice(browser, server):
    _open(browser, server, "dice", (360, 640))
    for die, face in enumerate(["B", "K", "T", "letter-joker", "G", "H", "A", "O", "ogonek",
                                "reroll"]):
        browser.find_element(By.CSS_SELECTOR,
                             f'.face[data-die="{die}"][data-face="{face}"]').click()
    assert browser.find_element(By.ID, "dice-roll").text == "B K T ★ G H A O ˛ ?"
    _fill(browser, "dice-word", "kot")
    browser.find_element(By.ID, "dice-go").click()
    card = _wait_for(browser, "#dice-out .verdict")
    assert "yes" in card.get_attribute("class").split() and "5" in card.text
    assert "K (#2)" in browser.find_element(By.ID, "dice-out").text
    browser.save_screenshot(str(SHOTS / "dice-360x640.png"))
    browser.find_element(By.ID, "solve-go").click()
    WebDriverWait(browser, 20).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#dice-out .panel")) == 5)
    browser.save_screenshot(str(SHOTS / "dice-best-390x844.png"))


def test_the_just_one_tally_and_the_history_in_polish(browser, server):
    _open(browser, server, "score")
    Select(browser.find_element(By.ID, "ui-lang")).select_by_value("pl")
    Select(browser.find_element(By.ID, "score-game")).select_by_value("just-one")
    for result in "SSFSK":
        browser.find_element(By.CSS_SELECTOR, f'[data-result="{result}"]').click()
    browser.find_element(By.ID, "score-go").click()
    card = _wait_for(browser, "#score-out .verdict")
    assert "3" in card.text and "Try again" in card.text
    assert browser.find_element(By.ID, "score-go").text == "Policz"
    browser.save_screenshot(str(SHOTS / "score-390x844.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[href="#history"]').click()
    items = browser.find_elements(By.CSS_SELECTOR, "#history-list li")
    assert len(items) >= 4 and "weather" in browser.find_element(By.ID, "history-list").text
    browser.save_screenshot(str(SHOTS / "history-390x844.png"))


def test_a_french_match_and_a_thricewise_placement(browser, server):
    _open(browser, server, "match", (360, 640))
    Select(browser.find_element(By.ID, "ui-lang")).select_by_value("fr")
    Select(browser.find_element(By.ID, "match-lang")).select_by_value("fr")
    _fill(browser, "match-a", "outil")
    _fill(browser, "match-b", "outillage")
    browser.find_element(By.ID, "match-go").click()
    card = _wait_for(browser, "#match-out .verdict")
    assert "yes" in card.get_attribute("class").split() and "IDENTIQUES" in card.text
    browser.save_screenshot(str(SHOTS / "match-fr-360x640.png"))
    browser.find_element(By.CSS_SELECTOR, 'nav a[href="#score"]').click()
    Select(browser.find_element(By.ID, "score-game")).select_by_value("thricewise")
    _fill(browser, "s-grid", "1,1 the Author\n2,1 Ace of Leaves")
    _fill(browser, "s-place", "the Savage@3,1")
    browser.find_element(By.ID, "score-go").click()
    card = _wait_for(browser, "#score-out .verdict")
    assert "PERMIS · 2" in card.text
    browser.save_screenshot(str(SHOTS / "thricewise-fr-360x640.png"))
