"""The caches behind the deck's print path (issue 31, bench/speed.py measures it):
TrueType fonts parsed once, kit text and --help's per-game facts read once, each kept
in the user cache and giving exactly what a fresh read gives; a change is a new entry.
"""

from __future__ import annotations

import marshal
import os
import subprocess
import sys

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from tests.pdfimage import png_scanlines
from wisegen.render import font_cache
from wisegen.resources import layouts_dir
from wisegen.usecases import kit_facts

FONTS = sorted((layouts_dir() / "fonts").glob("*.ttf"))


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(folder))
    return folder


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
def test_a_font_from_the_cache_is_the_parsed_font(cache_dir, path):
    parsed = TTFont("parsed", str(path))
    first = font_cache.load_font("first", path)  # parses and stores
    assert len(list((cache_dir / "fonts").glob("*.marshal"))) == 1
    again = font_cache.load_font("again", path)  # from the cache
    assert font_cache._same(again, parsed)
    assert font_cache._same(first, parsed)
    text = "Zażółć gęślą jaźń — l'œuf, naïve"
    assert again.stringWidth(text, 11) == parsed.stringWidth(text, 11)
    assert again.face.makeSubset(list(map(ord, text))) == \
        parsed.face.makeSubset(list(map(ord, text)))


def test_a_corrupt_font_entry_is_a_miss(cache_dir):
    path = FONTS[0]
    font_cache.load_font("a", path)
    (entry,) = (cache_dir / "fonts").glob("*.marshal")
    entry.write_bytes(b"\x00not marshal")
    assert font_cache._same(font_cache.load_font("b", path), TTFont("c", str(path)))
    entry.write_bytes(marshal.dumps([1, 2, 3]))
    assert font_cache._same(font_cache.load_font("d", path), TTFont("e", str(path)))


def test_a_kit_fact_follows_its_file(cache_dir, tmp_path):
    path = tmp_path / "rules.yaml"
    path.write_text("language: fr\nsheet: {card: poker, bleed: 2}\n", encoding="utf-8")
    assert kit_facts._top_value(path, "language") == "fr"
    assert kit_facts._top_value(path, "language") == "fr"  # from the cache
    assert kit_facts._top_value(path, "sheet") == {"card": "poker", "bleed": 2}
    path.write_text("language: pl\n# longer, so that the size changes too\n",
                    encoding="utf-8")
    assert kit_facts._top_value(path, "language") == "pl"
    assert kit_facts._top_value(path, "sheet") is None


def test_the_deck_prints_the_same_from_a_cold_and_a_warm_cache(tmp_path, cache_dir):
    """Each run a new process (in one, fonts and kit text are read once anyway)."""
    for run in ("cold", "warm"):
        done = subprocess.run(
            [sys.executable, "-c", "from wisegen.cli import main; main()", "print", "--game",
             "three-wise-words", "--only", "cards", "--out", str(tmp_path / run)],
            capture_output=True, text=True, timeout=300,
            env={**os.environ, "WISEGEN_CACHE_DIR": str(cache_dir)})
        assert done.returncode == 0, done.stderr
    assert list((cache_dir / "fonts").glob("*.marshal"))
    assert list((cache_dir / "kit-text").glob("*.json"))
    for name in ("cards.pdf", "three-wise-words-print-and-play.pdf"):
        assert (tmp_path / "cold" / name).read_bytes() == \
            (tmp_path / "warm" / name).read_bytes(), name


def _pages(calls: list[int]):
    """A stand-in for pdfium that counts its calls (the cache must not need it twice)."""
    from wisegen.render.pictures import stream_pages

    def pages(pdf, sizes, dpis, progress):
        calls.append(len(sizes))
        yield from stream_pages(pdf, sizes, dpis, progress)

    return pages


def _pictures():
    from wisegen.render.pictures import face_picture, pictures_document

    def draw(canvas, trim):
        canvas.setFillColorRGB(0.9, 0.3, 0.1)
        canvas.rect(trim.x * 2.8346, trim.y * 2.8346, 20, 30, stroke=0, fill=1)

    pictures = [face_picture(draw, 30, 20, 0, 100), face_picture(draw, 20, 30, 2, 150)]
    return (pictures_document(pictures)[0], [(p.width, p.height) for p in pictures],
            [p.dpi for p in pictures])


def test_pictures_come_from_the_cache_the_same(cache_dir):
    from wisegen.render.picture_cache import cached_pages

    pdf, sizes, dpis = _pictures()
    calls: list[int] = []
    ticks: list[int] = []
    first = list(cached_pages(pdf, sizes, dpis, ticks.append, _pages(calls)))
    again = list(cached_pages(pdf, sizes, dpis, ticks.append, _pages(calls)))
    assert again == first and calls == [2] and ticks == [1, 1, 1, 1]
    assert all(png.startswith(b"\x89PNG") for png in again)
    other = list(cached_pages(pdf, sizes, [d + 1 for d in dpis], None, _pages(calls)))
    assert calls == [2, 2] and other != first  # another dpi is another entry


def test_a_damaged_picture_entry_is_drawn_again(cache_dir):
    from wisegen.render.picture_cache import cached_pages

    pdf, sizes, dpis = _pictures()
    calls: list[int] = []
    first = list(cached_pages(pdf, sizes, dpis, None, _pages(calls)))
    (pack,) = (cache_dir / "pictures").glob("*.pack")
    data = bytearray(pack.read_bytes())
    data[-30] ^= 0xFF  # a byte of the second picture changed
    pack.write_bytes(bytes(data))
    drawn = [png_scanlines(png) for png in first]
    # drawn again: the same pixels (the deflater's bytes for them need not be the same)
    assert [png_scanlines(png) for png in cached_pages(pdf, sizes, dpis, None,
                                                      _pages(calls))] == drawn
    assert calls == [2, 2]
    pack.write_bytes(pack.read_bytes()[:-20])  # cut short
    assert [png_scanlines(png) for png in cached_pages(pdf, sizes, dpis, None,
                                                      _pages(calls))] == drawn
    assert calls == [2, 2, 2]
    (manifest,) = (cache_dir / "pictures").glob("*.json")
    manifest.unlink()
    assert [png_scanlines(png) for png in cached_pages(pdf, sizes, dpis, None,
                                                      _pages(calls))] == drawn
    assert calls == [2, 2, 2, 2]


def test_an_export_stopped_half_way_leaves_no_entry(cache_dir):
    from wisegen.render.picture_cache import cached_pages

    pdf, sizes, dpis = _pictures()
    images = cached_pages(pdf, sizes, dpis, None, _pages([]))
    next(images)
    images.close()  # the caller gave up after the first picture
    assert not [p for p in (cache_dir / "pictures").iterdir() if p.is_file()]


def test_pictures_taken_one_by_one_are_kept_without_asking_for_more(cache_dir):
    """A writer takes exactly as many pictures as it drew (next() per card) and never
    asks the generator for one more: the entry must be complete all the same, or a shop's
    export is never found in the cache."""
    from wisegen.render.picture_cache import cached_pages

    pdf, sizes, dpis = _pictures()
    calls: list[int] = []
    images = cached_pages(pdf, sizes, dpis, None, _pages(calls))
    first = [next(images) for _ in sizes]  # the generator is left suspended
    assert len(list((cache_dir / "pictures").glob("*.json"))) == 1
    images = cached_pages(pdf, sizes, dpis, None, _pages(calls))
    assert [next(images) for _ in sizes] == first and calls == [2]


def test_a_parsed_file_comes_back_from_the_cache_as_parsed(cache_dir, tmp_path):
    """yamlsafe.load_file keeps what a file parsed to (values and positions), by its
    text: the same document again, without PyYAML; an edit is a new entry."""
    from wisegen.core import yamlsafe

    path = tmp_path / "pack.yaml"
    path.write_text("game: just-one\nkind: words\ncards:\n  - [a, b]\n  - [c, 'é']\n",
                    encoding="utf-8")
    first = yamlsafe.load_file(path)
    assert list((cache_dir / "yaml").iterdir())
    again = yamlsafe.load_file(path)
    assert (again.value, again.positions, again.file) == (first.value, first.positions,
                                                          first.file)
    assert again.position(("cards", 1, 1)) == (5, 9)
    path.write_text("game: just-one\nkind: words\ncards: []\n", encoding="utf-8")
    assert yamlsafe.load_file(path).value["cards"] == []


def test_a_cached_file_still_meets_the_item_limit(cache_dir, tmp_path):
    """A pack parsed under a laxer limit is refused by a stricter one, from the cache as
    from the file: the parse runs again and says where."""
    from wisegen.core import yamlsafe
    from wisegen.errors import ContentError

    path = tmp_path / "pack.yaml"
    path.write_text("kind: words\ncards: [a, b, c]\n", encoding="utf-8")
    yamlsafe.load_file(path, lambda header, key: 10)
    seen: list[dict] = []

    def strict(header, key):
        seen.append(dict(header))
        return 2

    with pytest.raises(ContentError) as caught:
        yamlsafe.load_file(path, strict)
    assert caught.value.problems[0].line == 2
    assert {"kind": "words"} in seen


def test_a_corrupt_parse_entry_is_a_miss(cache_dir, tmp_path):
    from wisegen.core import yamlsafe

    path = tmp_path / "layout.yaml"
    path.write_text("sheet: {bleed: 3}\n", encoding="utf-8")
    yamlsafe.load_file(path)
    for entry in (cache_dir / "yaml").iterdir():
        entry.write_bytes(b"\x00 not marshal")
    assert yamlsafe.load_file(path).value == {"sheet": {"bleed": 3}}


def test_the_picture_key_names_pdfium_without_loading_it():
    """The cache key carries pypdfium2's version and pdfium's build (new pixels when
    either changes), read from their version files: neither pdfium nor
    importlib.metadata is imported for it."""
    probe = ("import sys; from wisegen.render.picture_cache import pdfium_version; "
             "v = pdfium_version(); "
             "print(v, 'pypdfium2' in sys.modules, 'importlib.metadata' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True, timeout=60)
    import pypdfium2
    import pypdfium2_raw

    shown = done.stdout.strip()
    assert shown.endswith("False False")
    assert f'"major": {pypdfium2.version.PYPDFIUM_INFO.major}' in shown
    assert f'"build": {pypdfium2_raw.version.PDFIUM_INFO.build}' in shown


def test_an_export_whose_pictures_are_all_cached_never_loads_pdfium(tmp_path):
    """A repeated export (a print shop's deck: several chunks, so the process forks) takes
    every picture from the cache: pdfium is not even imported."""
    probe = ("import sys\n"
             "seen = set()\n"
             "sys.addaudithook(lambda event, args: event == 'import' and "
             "seen.add(str(args[0]).split('.')[0]))\n"
             "sys.argv = ['wisegen', *sys.argv[1:]]\n"
             "from wisegen.cli import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print('pdfium' if 'pypdfium2' in seen else 'no pdfium')\n")
    command = [sys.executable, "-c", probe, "export", "-g", "just-one", "--format",
               "thegamecrafter", "--only", "cards", "--out", str(tmp_path / "out")]
    env = {**os.environ, "WISEGEN_CACHE_DIR": str(tmp_path / "cache")}
    runs = [subprocess.run(command, capture_output=True, text=True, env=env, timeout=300,
                           check=True).stdout.strip().splitlines()[-1] for _ in range(2)]
    assert runs == ["pdfium", "no pdfium"]
