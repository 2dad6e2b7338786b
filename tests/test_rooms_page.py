"""The rooms on the phone page, in real headless Chromium: three phones (three browsers,
each its own storage) open, join and play a room of a toy game whose flow draws every
block type of games/room.py (tests/roompage.py); the server is real (uvicorn in a thread
on a loopback port, its rooms in an SQLite file) and is stopped and started again mid-game.

Screenshots of each screen go to output/rooms/ (WISEGEN_SHOTS to choose).
"""

from __future__ import annotations

import time

import pytest

from wisegen.games.registry import all_games

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

from tests.roompage import (  # noqa: E402
    MARKUP,
    SHOTS,
    SHOWCASE,
    STATE,
    LiveServer,
    _chromium,
    _css,
    _open,
    _shot,
    _shown,
    _tap,
    _text,
    _type,
    _until,
    room,
)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from wisegen.games import registry
    from wisegen.serve.app import games_listing

    games = all_games()
    games[SHOWCASE.id] = SHOWCASE
    for cached in (registry._by_name, games_listing):
        cached.cache_clear()
    live = LiveServer(tmp_path_factory.mktemp("rooms") / "rooms.sqlite")
    live.start()
    yield live
    live.stop()
    del games[SHOWCASE.id]
    for cached in (registry._by_name, games_listing):
        cached.cache_clear()



@pytest.fixture(scope="module")
def phones():
    """Three phones, each a browser of its own (its own localStorage)."""
    drivers = [_chromium() for _ in range(3)]
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield drivers
    for driver in drivers:
        driver.quit()


def test_the_host_opens_a_room_and_sees_its_code_and_qr(phones, server):
    host = phones[0]
    _open(host, f"{server.url}/#play")
    _shot(host, "en-01-home")
    Select(_css(host, "#room-game")).select_by_value(SHOWCASE.id)
    _type(host, "#room-create-name", "Ada")
    _tap(host, "#room-create")
    _shown(host, "#room-code-big")
    code = _text(host, "#room-code-big")
    assert len(code) == 7 and code[3] == "-"
    STATE["code"] = code.replace("-", "")
    _until(host, lambda d: d.execute_script(
        "const qr = document.getElementById('room-qr'); return qr && qr.naturalWidth") > 0)
    assert "Ada" in _text(host, "#room-people")
    assert host.current_url.endswith(f"#room/{STATE['code']}")


def test_a_guest_joins_by_the_code_typed_loosely_and_markup_stays_text(phones, server):
    guest, host = phones[1], phones[0]
    _open(guest, f"{server.url}/#play")
    code = STATE["code"]
    _type(guest, "#room-code", f"{code[:3].lower()} {code[3:].lower()}")
    _type(guest, "#room-join-name", MARKUP)
    _tap(guest, "#room-join")
    _shown(guest, "#room-people")
    assert MARKUP in _text(guest, "#room-people")
    _until(host, lambda d: MARKUP in _text(d, "#room-people"))   # live on the host
    for phone in (guest, host):
        assert not phone.find_elements(By.CSS_SELECTOR, "#play img:not(#room-qr)")
    assert not guest.find_elements(By.CSS_SELECTOR, "#room-qr")        # the host's only
    _shot(guest, "en-03-lobby-guest")


def test_a_third_phone_joins_by_the_qr_link(phones, server):
    third = phones[2]
    setup = _css(phones[0], '#room-body [data-field="rounds"]')   # the host's, being filled in
    _open(third, f"{server.url}/#room/{STATE['code']}")
    _shot(third, "en-02-join-link")
    assert not third.find_elements(By.CSS_SELECTOR, "#room-code")     # the link names it
    _type(third, "#room-join-name", "Cy")
    _tap(third, "#room-join")
    _until(third, lambda d: "Cy" in _text(d, "#room-people"))
    host = phones[0]
    _until(host, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#room-people li")) == 3)
    _shot(host, "en-02-lobby-host")
    assert setup.is_enabled()   # still the same element: a join redraws the players only
    away = '#room-people li.away .name'
    third.get(f"{server.url}/#play")   # the third phone leaves the room's screen: away
    _until(host, lambda d: _text(d, away) == "Cy")
    _open(third, f"{server.url}/#room/{STATE['code']}")   # and comes back: here again
    _until(host, lambda d: not d.find_elements(By.CSS_SELECTOR, away))


def test_the_host_starts_and_every_block_type_is_drawn(phones, server):
    host, guest = phones[0], phones[1]
    _type(host, '#room-body [data-field="rounds"]', "4")
    _tap(host, "#room-body form button.go")
    for phone in phones:
        _shown(phone, ".block.heading")
        assert "Card 1 of 4" in _text(phone, ".block.heading")
        for kind in room.BLOCK_TYPES:
            assert phone.find_elements(By.CSS_SELECTOR, f"#room-body .block.{kind}"), kind
    assert _text(host, ".block.word .big") == "<b>owl</b>"
    assert host.execute_script(   # a long word is made smaller, not broken over two lines
        "const r = document.createRange();"
        "r.selectNodeContents(document.querySelector('.block.word .big'));"
        "return r.getClientRects().length") == 1
    assert _text(host, ".block.card li.mark") == "owl"
    assert [e.text for e in host.find_elements(By.CSS_SELECTOR, ".block.dice .room-die")] == [
        "A", "★", "Ą"]
    assert len(host.find_elements(By.CSS_SELECTOR, ".block.track .pawn")) == 3
    assert host.execute_script(   # a pawn's colour is drawn (the page's CSP allows it)
        "return getComputedStyle(document.querySelector('.pawn .swatch')).backgroundColor"
    ) == "rgb(255, 0, 0)"
    assert "Ada" in _text(host, ".block.table tr.mark")
    first = _text(host, ".room-timer-digits")
    assert first in ("1:30", "1:29", "1:28")
    _until(host, lambda d: _text(d, ".room-timer-digits") != first, 4)
    _type(guest, '.block.form [data-field="clue"]', "<i>hoot</i>")
    _tap(guest, ".block.form button.go")
    for phone in phones:   # the clue reaches every phone live, as text
        _until(phone, lambda d: "<i>hoot</i>" in _text(d, ".block.rulings"))
    assert not guest.find_elements(By.CSS_SELECTOR, ".block.form")
    _shot(guest, "en-04-game-guest")
    _shot(host, "en-04-game-host")


def test_a_refusal_and_an_overrule_come_back_worded(phones, server):
    host, third = phones[0], phones[2]
    _tap(host, '.block.buttons [data-action="refuse"]')
    refusal = _shown(host, ".room-refused")
    assert refusal.text and "room." not in refusal.text
    _type(third, '.block.form [data-field="clue"]', "half-typed")
    _tap(host, ".ruling.yes button")
    for phone in phones:
        _until(phone, lambda d: d.find_elements(By.CSS_SELECTOR, ".ruling.no"))
    # the third phone's screen was redrawn by the host's move; what it was typing stays
    assert _css(third, '.block.form [data-field="clue"]').get_attribute("value") == "half-typed"
    third.find_element(By.CSS_SELECTOR, ".block.log summary").click()
    assert "Ada overruled" in _text(third, ".block.log")


def test_a_reload_rejoins_the_same_seat(phones, server):
    guest = phones[1]
    _open(guest, f"{server.url}/#room/{STATE['code']}")
    _shown(guest, ".block.heading")
    assert not guest.find_elements(By.CSS_SELECTOR, ".block.form")   # its clue is in
    assert MARKUP in _text(guest, ".block.table tr.mark")


def test_the_reconnecting_bar_shows_while_the_server_is_down(phones, server):
    host = phones[0]
    server.stop()
    for phone in phones:
        _shown(phone, "#room-offline", 10)
    _shot(host, "en-06-reconnecting")
    # the host's phone wakes up meanwhile: its fresh look fails, with a retry button ...
    host.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
    _shown(host, ".room-retry", 10)
    server.start()
    for phone in phones:
        _until(phone, lambda d: not _css(d, "#room-offline").is_displayed(), 15)
        assert "<i>hoot</i>" in _text(phone, ".block.rulings")   # nothing lost
    # ... which goes away by itself once the line is back (the look is asked again)
    _until(host, lambda d: not d.find_elements(By.CSS_SELECTOR, ".room-retry"), 10)


@pytest.mark.parametrize("lang", ["fr", "pl", "en"])
def test_every_screen_in_each_language(phones, server, lang):
    """The page's language is changed in the room's settings sheet (from the room's button
    or the header's); the host restarts (same
    players, back to the lobby), sets the words' language and starts again."""
    from wisegen.lang.messages import say

    host, guest, third = phones
    for phone in (host, guest):
        # The room's own button, or the header's: in a room both open the room's sheet,
        # the one place for this phone's language and the table's words language.
        _tap(phone, "#room-settings" if phone is host else "#settings-open")
        assert not phone.find_elements(By.CSS_SELECTOR, "dialog#settings[open]")
        Select(_shown(phone, "#room-ui")).select_by_value(lang)
        _until(phone, lambda d: say(lang, "room.settings") in _text(d, "#room-sheet h2"))
        assert _css(phone, "html").get_attribute("lang") in (lang, "en")
    _shot(host, f"{lang}-05-settings-host")
    _shot(guest, f"{lang}-05-settings-guest")
    assert not _css(guest, "#room-words").is_enabled()     # the host's to change
    _tap(guest, "#room-close")
    _tap(host, "#room-restart")
    _until(host, lambda d: say(lang, "room.restart_confirm") in _text(d, "#room-restart"))
    _tap(host, "#room-restart")
    for phone in phones:
        _shown(phone, "#room-code-big")
    words = {"fr": "pl", "pl": "en", "en": "fr"}[lang]   # not the page's: both must show
    Select(_open_sheet(host)).select_by_value(words)
    _until(host, lambda d: _css(d, "#room-words").get_attribute("value") == words)
    _tap(host, "#room-close")
    _shot(host, f"{lang}-02-lobby-host")
    _shot(guest, f"{lang}-03-lobby-guest")
    assert say(lang, "room.start") == _text(host, "#room-body form button.go")
    _tap(host, "#room-body form button.go")
    for phone in (host, guest):   # the answers to the host's own requests too
        _until(phone, lambda d: f"words in {words}, page in {lang}" in _text(d, ".block.heading"))
    _type(guest, '.block.form [data-field="clue"]', "hibou")
    _tap(guest, ".block.form button.go")
    _until(host, lambda d: d.find_elements(By.CSS_SELECTOR, ".ruling"))
    _shot(host, f"{lang}-04-game-host")
    _shot(guest, f"{lang}-04-game-guest")
    third.execute_script(f"localStorage.setItem('wisegen-ui', '{lang}')")
    _open(third, f"{server.url}/#play")
    assert say(lang, "room.play_title") == _text(third, ".room-title")
    _shot(third, f"{lang}-01-home")
    _open(third, f"{server.url}/#room/ABCDEF")
    _shot(third, f"{lang}-02-join-link")
    _open(third, f"{server.url}/#room/{STATE['code']}")
    _shown(third, ".block.heading")
    server.stop()
    _until(guest, lambda d: say(lang, "room.reconnecting") in _shown(d, "#room-offline").text)
    _shot(guest, f"{lang}-06-reconnecting")
    server.start()
    _until(guest, lambda d: not _css(d, "#room-offline").is_displayed())


def _open_sheet(phone):
    _tap(phone, "#room-settings")
    return _shown(phone, "#room-words")


def test_a_slow_answer_says_so_at_5_s_and_offers_a_retry_by_15_s(phones, server):
    host = phones[0]
    started = time.monotonic()
    _tap(host, '.block.buttons [data-action="slow"]')
    _shown(host, ".room-wait", 15)  # generous bounds: a loaded CI machine is slower
    assert 4.5 <= time.monotonic() - started < 15
    _shown(host, ".room-retry", 22)  # the action takes 24 s (roompage.SLOW_SECONDS)
    assert 14.5 <= time.monotonic() - started < 24
    _shot(host, "en-07-failed")


def test_every_word_the_rooms_page_writes_is_in_every_catalogue():
    """Each `say("key")` of rooms.js and blocks.js is a room.* key of English, French and
    Polish with the same {fields}; a plural key has Polish's few and many forms."""
    import re

    from wisegen.lang.messages import catalogue, fields
    from wisegen.serve.app import STATIC

    said = r"\bsay\(\s*(?:[\w.!]+\s*\?\s*)?\"(\w+)\"(?:\s*:\s*\"(\w+)\")?"   # say(a ? "x" : "y")
    used = {key for name in ("rooms.js", "room_net.js", "blocks.js")
            for pair in re.findall(said, (STATIC / name).read_text(encoding="utf-8"))
            for key in pair if key}
    assert {"reconnecting", "waiting", "failed", "network", "away", "restart_confirm"} <= used
    english = catalogue("en")
    for code in ("en", "fr", "pl"):
        words = catalogue(code)
        missing = {key for key in used if f"room.{key}" not in words}
        assert not missing, (code, missing)
        for key in used:
            assert fields(words[f"room.{key}"]) == fields(english[f"room.{key}"]), (code, key)
    plural = [key for key in used if isinstance(english[f"room.{key}"], dict)]
    assert plural and all({"one", "few", "many"} <= set(catalogue("pl")[f"room.{key}"])
                          for key in plural)


def test_a_clue_typed_but_not_sent_counts_when_the_timer_runs_out(phones, server):
    """Issue 46: a clue typed and not sent was lost when the timer ended; the page sends
    it a second before the end, as a written easel counts when the sand runs out."""
    host, guest = phones[0], phones[1]
    _open(host, f"{server.url}/#play")
    Select(_css(host, "#room-game")).select_by_value(SHOWCASE.id)
    _type(host, "#room-create-name", "Hal")
    _tap(host, "#room-create")
    _shown(host, "#room-code-big")
    code = _text(host, "#room-code-big").replace("-", "")
    _open(guest, f"{server.url}/#room/{code}")
    _type(guest, "#room-join-name", "Gil")
    _tap(guest, "#room-join")
    _until(host, lambda d: "Gil" in _text(d, "#room-people"))
    _type(host, '#room-body [data-field="seconds"]', "6")
    _tap(host, "#room-body form button.go")
    _shown(guest, '#room-body [data-field="clue"]')
    _type(guest, '#room-body [data-field="clue"]', "feathers")   # typed, never sent
    _until(host, lambda d: "feathers" in _text(d, ".block.rulings"), 20)
    assert "feathers" in _text(guest, ".block.rulings")
