"""Issue #27, 13 Words in French and Polish: the kit prints in each language with no
English left on it.

A kit's languages come from its rulebooks, so the French and Polish rules, score sheet,
success table and kit text must all exist for `--lang fr` and `--lang pl` to be offered;
a label still drawn from English code or text would put two languages on the table. The
check reads every PDF of the kit back: a word of the English kit (not from its word
cards) that turns up in the French or Polish kit must be a word that language's own
texts use ("total", "centre", "score" are French words too), or the game's name.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from wisegen.core.yamlsafe import load_file
from wisegen.games.registry import get_game
from wisegen.resources import content_dir
from wisegen.usecases.kit_facts import languages_of

GAME = "13-words"
LANGUAGES = ("fr", "pl")
NAME_WORDS = {"words"}
"""The game keeps its name, "13 Words", in every language, as Just One does."""
WORD = re.compile(r"[^\W\d_]{3,}")


def _kit_words(folder: Path) -> set[str]:
    """Every word of three letters or more on any page of the kit's PDFs, lower case."""
    text = "\n".join(page.extract_text() for pdf in sorted(folder.glob("*.pdf"))
                     for page in PdfReader(pdf).pages)
    return {w.lower() for w in WORD.findall(text)}


METADATA = {"game", "kind", "id", "name", "language", "version", "license", "authors"}


def _strings(value: object) -> list[str]:
    """The printed strings of a YAML document: values, never keys or a pack's metadata
    (the keys are English: "token.captain", "kind: rules")."""
    if isinstance(value, dict):
        return [t for k, v in value.items() if k not in METADATA for t in _strings(v)]
    if isinstance(value, list):
        return [t for v in value for t in _strings(v)]
    return [value] if isinstance(value, str) else []


def _source_words(*paths: Path) -> set[str]:
    return {w.lower() for path in paths for text in _strings(load_file(path).value)
            for w in WORD.findall(text)}


def _pack_words(language: str) -> set[str]:
    cards = load_file(content_dir() / GAME / f"{language}.yaml").value["cards"]
    return {w.lower() for card in cards for side in ("front", "back")
            for w in WORD.findall(card[side])}


def _own_texts(language: str) -> list[Path]:
    """Everything written in `language` that a 13 Words kit prints from, but its cards."""
    suffix = "" if language == "en" else f".{language}"
    return [*(content_dir() / GAME / f"{kind}{suffix}.yaml"
              for kind in ("rules", "pad", "scoring")),
            content_dir() / "kit-text" / language / "common.yaml",
            content_dir() / "kit-text" / language / f"{GAME}.yaml"]


def _english_words(kits: dict) -> set[str]:
    """The English kit's words but those only its word cards print ("captain" is on a
    card and in the rules: it stays)."""
    return kits["en"][1] - (_pack_words("en") - _source_words(*_own_texts("en")))


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, tuple[dict, set[str]]]:
    """Each kit printed once: its report and the words on its pages."""
    out = {}
    for language in ("en", *LANGUAGES):
        folder = tmp_path_factory.mktemp(f"13w-{language}")
        report = print_report(folder, GAME, "--lang", language)
        out[language] = (report, _kit_words(folder))
    return out


def test_the_kit_is_offered_in_french_and_polish():
    assert languages_of(get_game(GAME)) == ("en", "fr", "pl")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_material_prints_in_the_language(kits, language):
    report, _ = kits[language]
    english, _ = kits["en"]
    pages = {f["material"]: f["pages"] for f in report["files"]}
    assert pages == {f["material"]: f["pages"] for f in english["files"]}
    assert report["pack"].endswith(f"({language})")
    # Text that had to shrink shrinks no further than the English kit's.
    smallest = min((s["size"] for s in english["shrunk"]), default=99)
    assert all(s["size"] >= smallest for s in report["shrunk"]), report["shrunk"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_english_is_left_on_the_kit(kits, language):
    _, words = kits[language]
    english = _english_words(kits)
    leftover = (english & words) - _pack_words(language) - NAME_WORDS
    leftover -= _source_words(*_own_texts(language))
    assert not leftover, f"English words on the {language} kit: {sorted(leftover)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_kit_speaks_its_language(kits, language):
    """The translation is what is printed: its own labels are on the pages."""
    _, words = kits[language]
    table = load_file(content_dir() / GAME / f"scoring.{language}.yaml").value
    pad = load_file(content_dir() / GAME / f"pad.{language}.yaml").value
    labels = [row["label"] for row in table["rows"] if row["label"]]
    labels += [pad["title"], pad["row_label"], *(c["name"] for c in pad["columns"])]
    for label in labels:
        assert {w.lower() for w in WORD.findall(label)} <= words, label


def test_the_check_catches_an_english_label(kits):
    """The leftover check can fail: an English label the French kit does not use is
    caught, and a French word the English kit shares is not."""
    english = _english_words(kits)
    french = _source_words(*_own_texts("fr"))
    assert {"summary", "captain", "wheel"} <= english - french
    assert {"total", "score"} <= english & french
