"""Issue 33, items 8, 15 (values quoted), 16 and 19: text is text, packs are counted
before they are parsed whole, and `--base-url` is a URL.

Every command that could take long or eat memory runs in a subprocess under an address
space ceiling and a timeout, as in test_hostile.py.
"""

from __future__ import annotations

import json
import re
import resource
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest

from tests.conftest import export_report
from wisegen.core.schemas import _all_schemas
from wisegen.core.textrules import (
    QUOTE_CHARS,
    REFUSED_CATEGORIES,
    block_pattern,
    plain_text,
    quote,
    text_pattern,
    word_pattern,
)
from wisegen.core.yamlsafe import loads
from wisegen.errors import ContentError, UsageError
from wisegen.render.fonts import missing_glyphs
from wisegen.render.writers import tts_objects
from wisegen.render.writers.tts import MAX_URL_CHARS, check_base_url

MEMORY_CEILING = 1024**3
TIMEOUT = 60
HEADER = ("game: just-one\nkind: words\nid: hostile\nname: Hostile\nlanguage: en\n"
          "version: 1.0.0\nlicense: MIT\nauthors: [tests]\npartial: true\n")

# Issue 33 item 8 and 16: each printed as a box, vanished, or reordered the nickname.
BAD_SPACES = {"tab": "\t", "vertical tab": "\x0b", "form feed": "\x0c",
              "file separator": "\x1c", "next line": "\x85", "ideographic space": "\u3000",
              "right-to-left override": "\u202e", "line separator": "\u2028",
              "paragraph separator": "\u2029", "zero width space": "\u200b",
              "soft hyphen": "\u00ad", "byte order mark": "\ufeff",
              "narrow no-break space": "\u202f", "escape": "\x1b"}


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def _wisegen(*args: str, cwd: Path) -> tuple[subprocess.CompletedProcess[bytes], float]:
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "wisegen", *args], capture_output=True,
                            timeout=TIMEOUT, cwd=cwd, preexec_fn=_limit_memory,
                            stdin=subprocess.DEVNULL)
    return result, time.monotonic() - started


def _pack(folder: Path, word: str, cards: int = 3) -> Path:
    rows = "".join(f"  - [{json.dumps(word if i == 1 else f'w{i}a')}, w{i}b, w{i}c, w{i}d, "
                   f"w{i}e]\n" for i in range(cards))
    path = folder / "pack.yaml"
    path.write_text(HEADER + "cards:\n" + rows, encoding="utf-8")
    return path


# --- item 8: text is text -------------------------------------------------------------

@pytest.mark.parametrize("name", BAD_SPACES)
def test_a_word_with_a_control_or_odd_space_is_refused_with_its_position(name, run,
                                                                         tmp_path):
    char = BAD_SPACES[name]
    result = run("pack", "validate", _pack(tmp_path, f"ab{char}cd"))
    assert result.exit_code == 1, result.output
    assert "pack.yaml:12:" in result.output  # the second card's line
    assert f"U+{ord(char):04X}" in result.output
    assert char not in result.output


@pytest.mark.parametrize("field", ["name", "license", "authors"])
def test_a_header_field_with_a_bidi_override_is_refused(field, run, tmp_path):
    path = _pack(tmp_path, "fine")
    text = path.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith(f"{field}:"))
    value = "[ev\u202eil]" if field == "authors" else "ev\u202eil"
    path.write_text(text.replace(line, f"{field}: {value}"), encoding="utf-8")
    result = run("pack", "validate", path)
    assert result.exit_code == 1 and "U+202E" in result.output, result.output


@pytest.mark.parametrize("word", ["ice cream", "ice\u00a0cream", "żółw", "l'été", "co-op"])
def test_ordinary_spaces_and_letters_stay_valid(word, run, tmp_path):
    result = run("pack", "validate", "--no-spelling", _pack(tmp_path, word))
    assert "INVALID" not in result.output, result.output


def test_the_schemas_word_pattern_refuses_every_control_and_separator():
    """The schemas' pattern is `textrules.word_pattern()`, and it refuses every
    character of a refused category (surrogates, private use and unassigned are left to
    YAML and the glyph check)."""
    pattern = word_pattern()
    schemas = _all_schemas()
    for name in ("just-one.words", "13-words.words", "three-wise-words.words"):
        assert schemas[name]["$defs"]["word"]["pattern"] == pattern
    header, decktet = schemas["header"]["properties"], schemas["thricewise.deck"]
    assert header["name"]["pattern"] == header["license"]["pattern"] == pattern
    assert header["authors"]["items"]["pattern"] == pattern
    assert decktet["properties"]["credit"]["pattern"] == pattern
    assert decktet["properties"]["cards"]["items"]["properties"]["name"]["pattern"] == pattern
    pad, rules = schemas["pad"]["properties"], schemas["rules"]["properties"]
    assert pad["title"]["pattern"] == pattern and pad["subtitle"]["pattern"] == text_pattern()
    section = rules["sections"]["items"]["properties"]
    assert section["heading"]["pattern"] == pattern
    assert section["text"]["pattern"] == block_pattern()
    block = re.compile(block_pattern())
    assert block.search("one\ntwo") and not block.search("one\ttwo")
    assert not block.search("one\u2028two") and not block.search("one\u202etwo")
    compiled = re.compile(pattern)
    refused = [chr(p) for p in range(sys.maxunicode + 1)
               if unicodedata.category(chr(p)) in REFUSED_CATEGORIES - {"Cs", "Co", "Cn"}
               and chr(p) not in " \u00a0"]
    assert len(refused) > 200
    for ch in refused:
        assert not compiled.search(f"a{ch}b"), f"U+{ord(ch):04X}"
        assert not compiled.search(f"{ch}ab"), f"U+{ord(ch):04X}"
    assert compiled.search("a b") and compiled.search("a\u00a0b") and compiled.search("ż")


def test_the_glyph_check_counts_only_two_spaces_on_a_line():
    for char in BAD_SPACES.values():
        assert char in missing_glyphs(f"a{char}b", "regular"), f"U+{ord(char):04X}"
    assert missing_glyphs("a b\u00a0c", "regular") == set()
    # In a wrapped block white space is a line break, never drawn; a bidi override is.
    assert missing_glyphs("a\nb\tc", "regular", block=True) == set()
    assert missing_glyphs("a\u202eb", "regular", block=True) == {"\u202e"}


# --- item 19: packs counted first ------------------------------------------------------

def _big_pack(folder: Path, cards: int, header_first: bool = True) -> Path:
    rows = "".join(f"  - [a{i}, b{i}, c{i}, d{i}, e{i}]\n" for i in range(cards))
    text = HEADER + "cards:\n" + rows if header_first else "cards:\n" + rows + HEADER
    path = folder / f"big-{cards}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_33000_card_pack_is_refused_before_it_is_parsed_whole(tmp_path):
    path = _big_pack(tmp_path, 33_000)
    assert path.stat().st_size > 1_000_000
    result, took = _wisegen("pack", "validate", str(path), cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    out = result.stdout.decode()
    assert "big-33000.yaml:1011:5:" in out and "at most 1,000" in out, out
    assert len(out) < 1000
    assert took < 15  # was 9.7 s and 327 MB for a 1.8 MB pack; now a fraction of a second


def test_counting_stops_at_the_first_card_over_the_limit():
    """Refusing 1,001 cards or 33,000 takes the same time: the parse stops at card 1,001."""
    from wisegen.packs.loader import _item_limit

    def refuse(cards: int) -> float:
        text = HEADER + "cards:\n" + "".join(f"  - [a{i}, b, c, d, e]\n" for i in range(cards))
        started = time.perf_counter()
        with pytest.raises(ContentError) as caught:
            loads(text, "p.yaml", _item_limit)
        assert caught.value.problems[0].line == 1011
        return time.perf_counter() - started

    small, large = refuse(1_001), refuse(33_000)
    assert large < small * 5 + 0.05, (small, large)


def test_the_limit_is_the_packs_own_schema_and_otherwise_the_largest():
    from wisegen.packs.loader import _item_limit

    assert _item_limit({"game": "just-one", "kind": "words"}, "cards") == 1000
    assert _item_limit({"game": "13-words", "kind": "words"}, "cards") == 2000
    assert _item_limit({}, "cards") == 2000  # header after the cards: no early refusal
    assert _item_limit({}, "authors") is None
    rows = "".join(f"  - [a{i}, b, c, d, e]\n" for i in range(1000))
    assert len(loads(HEADER + "cards:\n" + rows, "p.yaml", _item_limit).value["cards"]) == 1000


# --- item 15: errors quote at most 80 characters --------------------------------------

def test_a_long_value_is_quoted_to_80_characters(run, tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text(HEADER.replace("id: hostile", "id: " + "X" * 1_000_000)
                    + "? " + "x" * 500_000 + "\n: 1\ncards:\n  - [a, b, c, d, e]\n",
                    encoding="utf-8")
    result = run("pack", "validate", path)
    assert result.exit_code == 1
    assert "XXXX" in result.output and "1,000,000 characters" in result.output
    assert len(result.output) < 2000, len(result.output)


def test_quote_keeps_the_start_and_says_the_length():
    assert quote("short") == "'short'"
    long = quote("y" * 10_000)
    assert long.startswith("'" + "y" * QUOTE_CHARS + "'…") and "10,000 characters" in long


# --- item 16: --base-url and TTS nicknames -------------------------------------------

@pytest.mark.parametrize("url", ["javascript:alert(1)", "file:///etc/passwd", "", "///",
                                 "https://", 'https://example.org/"kit', "https://a.org/\nx",
                                 "https://a.org/ x", "https://[::1", "ftp://example.org/",
                                 "https://example.org/?q=1", "https://a.org/" + "a" * 100_000,
                                 "https://a.org/\u202e/x"])
def test_a_base_url_that_is_not_a_plain_http_url_is_refused(url):
    with pytest.raises(UsageError) as caught:
        check_base_url(url)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 250 and "\u202e" not in message


def test_a_base_url_is_refused_on_the_command_line_in_one_line(tmp_path):
    result, _ = _wisegen("export", "--game", "three-wise-words", "--format", "tts", "--only",
                         "die", "--out", str(tmp_path / "kit"), "--base-url",
                         "https://a.org/" + "a" * 100_000, cwd=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wisegen: error: --base-url"), lines
    assert str(MAX_URL_CHARS) in lines[0].replace(",", "")
    assert not (tmp_path / "kit").exists()


def test_a_plain_base_url_is_kept_without_its_trailing_slash(tmp_path):
    assert check_base_url("https://example.org/kit/") == "https://example.org/kit"
    assert check_base_url("http://127.0.0.1:8000/a%20b") == "http://127.0.0.1:8000/a%20b"
    export_report(tmp_path, "three-wise-words", "tts", "--only", "die", "--base-url",
                  "https://example.org/kit//")
    state = json.loads((tmp_path / "three-wise-words.json").read_text(encoding="utf-8"))
    assert state["ObjectStates"][0]["CustomImage"]["ImageURL"] == (
        "https://example.org/kit/die-1.png")


def test_without_a_base_url_the_save_points_at_absolute_local_files(tmp_path):
    """TTS loads a local image only from an absolute file:// URL: kept on purpose."""
    export_report(tmp_path, "three-wise-words", "tts", "--only", "die")
    state = json.loads((tmp_path / "three-wise-words.json").read_text(encoding="utf-8"))
    url = state["ObjectStates"][0]["CustomImage"]["ImageURL"]
    assert url == (tmp_path / "images" / "die-1.png").resolve().as_uri()


def test_tts_nicknames_hold_no_bidi_override_or_separator():
    sheet = tts_objects.Sheet(1, "https://a.org/f.png", "https://a.org/b.png", 1, 1, False)
    ref = tts_objects.CardRef(sheet, 0, "evil\u202eeman\u2028next\x85line")
    state = tts_objects.card(ref, "k")
    assert state["Nickname"] == "evileman next line"
    assert plain_text("ice\u00a0cream") == "ice\u00a0cream"


def test_a_base_url_for_another_format_is_refused(run, tmp_path):
    result = run("export", "--game", "just-one", "--format", "png", "--out", tmp_path / "k",
                 "--base-url", "https://example.org/")
    assert result.exit_code == 2 and "--base-url is for --format tts" in result.output


def test_a_rules_heading_with_a_tab_is_refused_and_its_text_may_break_lines(run, tmp_path):
    source = (Path(__file__).parents[1] / "content/13-words/rules.yaml").read_text(
        encoding="utf-8")
    path = tmp_path / "rules.yaml"
    path.write_text(source, encoding="utf-8")
    assert run("pack", "validate", path).exit_code == 0
    heading = next(line for line in source.splitlines() if "heading:" in line)
    path.write_text(source.replace(heading, '  - heading: "Setup\\tnow"'), encoding="utf-8")
    result = run("pack", "validate", path)
    assert result.exit_code == 1 and "U+0009 (TAB)" in result.output, result.output
