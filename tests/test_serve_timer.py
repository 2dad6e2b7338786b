"""The phone page's 60-second timer for Mistrz Słowa (issue #27): the box has an
hourglass the printed kit does not, the rules say any 60-second timer will do, and the
page offers one. Its own tab for the games that declare a timer (only Mistrz Słowa),
big digits, Start/Pause and Reset, counting by the clock, still running with the
network gone, and nothing a player types anywhere near it.

The API and static files through Starlette's TestClient; the page itself in headless
Chromium at phone size (skipped without chromium and chromium-driver, as the other
browser tests are).
"""

from __future__ import annotations

import time

import pytest

from wisegen.games.registry import all_games
from wisegen.serve.app import create_app

TestClient = pytest.importorskip("starlette.testclient").TestClient


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


def test_only_mistrz_slowa_declares_a_60_second_timer(client):
    games = {g["id"]: g for g in client.get("/api/games").json()["games"]}
    assert games["mistrz-slowa"]["timer"] == 60
    assert [g for g, entry in games.items() if "timer" in entry] == ["mistrz-slowa"]
    assert all_games()["mistrz-slowa"].timer == 60


def test_the_page_loads_the_timer_and_the_timer_asks_nothing_of_the_server(client):
    page = client.get("/")
    assert page.status_code == 200 and '<script src="/static/timer.js" defer>' in page.text
    script = client.get("/static/timer.js")
    assert script.status_code == 200 and "javascript" in script.headers["content-type"]
    source = script.text
    for network in ("fetch(", "XMLHttpRequest", "localStorage", "innerHTML", "WebSocket"):
        assert network not in source, network  # shared-nothing, offline, no markup
    assert "performance.now()" in source  # by the clock, not by counting ticks


webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402

from tests.test_serve_browser import CHROMIUM, DRIVER, SHOTS, _open, browser, server  # noqa: E402, F401


@pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="needs chromium and chromium-driver")
def test_the_timer_tab_counts_down_pauses_and_resets_offline(browser, server):  # noqa: F811
    _open(browser, server, "mistrz-slowa/timer")
    tab = browser.find_element(By.CSS_SELECTOR, 'nav a[data-kind="timer"]')
    assert "on" in tab.get_attribute("class").split()
    digits = browser.find_element(By.ID, "timer-digits")
    assert digits.text == "1:00"
    assert digits.size["height"] >= 60  # big digits on a phone
    assert not browser.find_elements(By.CSS_SELECTOR, "#form input, #form textarea")
    browser.save_screenshot(str(SHOTS / "timer-360x640.png"))
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
    try:
        browser.find_element(By.ID, "timer-start").click()
        time.sleep(2.2)
        running = browser.find_element(By.ID, "timer-digits").text
        assert running in ("0:58", "0:57"), running
        browser.find_element(By.ID, "timer-start").click()  # pause
        paused = browser.find_element(By.ID, "timer-digits").text
        time.sleep(1.2)
        assert browser.find_element(By.ID, "timer-digits").text == paused
        browser.find_element(By.ID, "timer-reset").click()
        assert browser.find_element(By.ID, "timer-digits").text == "1:00"
    finally:
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    tabs = [a.get_attribute("data-kind") for a in
            browser.find_elements(By.CSS_SELECTOR, "nav a")]
    assert "timer" in tabs
    _open(browser, server, "just-one/clue")
    assert "timer" not in [a.get_attribute("data-kind") for a in
                           browser.find_elements(By.CSS_SELECTOR, "nav a")]


@pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="needs chromium and chromium-driver")
def test_the_countdown_ends_at_zero_and_says_so_in_the_pages_language(browser, server):  # noqa: F811
    """A 2-second timer drawn by the same code: it stops at 0:00 and says time is up."""
    _open(browser, server, "mistrz-slowa/timer", ui="pl")
    browser.execute_script(
        "document.getElementById('form').replaceChildren(timerView(2));"
        "document.getElementById('timer-start').click();")
    time.sleep(2.6)
    browser.save_screenshot(str(SHOTS / "timer-done-pl-360x640.png"))
    assert browser.find_element(By.ID, "timer-digits").text == "0:00"
    assert browser.find_element(By.ID, "timer-status").text == "Koniec czasu!"
    assert "done" in browser.find_element(By.ID, "timer-digits").get_attribute("class")
    time.sleep(0.5)
    assert browser.find_element(By.ID, "timer-digits").text == "0:00"  # stopped, not negative
