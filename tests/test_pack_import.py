"""`pack import` and `pack export` with real CSV, TSV and .xlsx files made here, broken
ones included, and the round trip import ∘ export."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import Workbook, load_workbook

from wisegen.games.content import load_pack
from wisegen.lang.frequency import zipf

ROOT = Path(__file__).resolve().parent.parent


def _xlsx(path: Path, rows: list[list[object]], title: str = "Words") -> Path:
    book = Workbook()
    sheet = book.active
    sheet.title = title
    for row in rows:
        sheet.append(row)
    book.save(path)
    return path


def _import(run, source: Path, game: str, *args: str):
    result = run("pack", "import", source, "--game", game, "--lang", "en", "--json",
                 "--no-spelling", *args)
    return result, (json.loads(result.stdout) if result.stdout.strip() else None)


def test_a_three_wise_words_csv_becomes_a_valid_partial_pack(run, tmp_path):
    source = tmp_path / "words.csv"
    source.write_text("pink,yellow,blue\nclover,pizza,violin\n\n,,\npepper,school,bib\n",
                      encoding="utf-8")
    out = tmp_path / "pack.yaml"
    result, answer = _import(run, source, "3ww", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert answer["cards"] == 2 and answer["partial"] is True
    pack = load_pack(out)
    assert pack.data["cards"] == [{"pink": "clover", "yellow": "pizza", "blue": "violin"},
                                  {"pink": "pepper", "yellow": "school", "blue": "bib"}]
    text = out.read_text(encoding="utf-8")
    assert "partial: true" in text and "# row 5" in text  # empty rows skipped, rows kept


def test_a_wrong_header_names_the_cell(run, tmp_path):
    source = tmp_path / "words.csv"
    source.write_text("pink,yelow,blue\nclover,pizza,violin\n", encoding="utf-8")
    result = run("pack", "import", source, "--game", "3ww", "--lang", "en")
    assert result.exit_code == 2
    assert f"{source}:1:2: error: unknown column 'yelow'" in result.stderr
    assert "lacks yellow" in result.stderr


def test_an_empty_cell_and_a_later_row_are_placed(run, tmp_path):
    source = tmp_path / "words.csv"
    source.write_text("front,back\nolive,king\n\n\nmaple,\n", encoding="utf-8")
    result = run("pack", "import", source, "--game", "13words", "--lang", "en")
    assert result.exit_code == 2
    assert f"{source}:5:2: error: the back word is empty" in result.stderr


def test_a_byte_order_mark_is_not_part_of_the_header(run, tmp_path):
    source = tmp_path / "bom.csv"
    source.write_bytes("\ufefffront,back\nolive,king\n".encode())
    result, answer = _import(run, source, "13-words")
    assert result.exit_code == 0, result.output
    assert answer["cards"] == 1


def test_a_non_utf8_csv_is_refused_at_its_byte(run, tmp_path):
    source = tmp_path / "latin1.csv"
    source.write_bytes("front,back\ncafé,king\n".encode("latin-1"))
    result = run("pack", "import", source, "--game", "13words", "--lang", "en")
    assert result.exit_code == 2
    assert f"{source}:2:4: error: byte 0xE9 is not UTF-8" in result.stderr


def test_a_hundred_thousand_rows_are_refused_past_the_limit_quickly(run, tmp_path):
    source = tmp_path / "huge.csv"
    source.write_text("front,back\n" + "".join(f"w{i},v{i}\n" for i in range(100_000)),
                      encoding="utf-8")
    started = time.perf_counter()
    result = run("pack", "import", source, "--game", "13words", "--lang", "en")
    assert time.perf_counter() - started < 10
    assert result.exit_code == 2
    assert f"{source}:1002: error: more than 1,000 cards" in result.stderr


def test_a_tsv_and_a_joined_words_column(run, tmp_path):
    source = tmp_path / "cards.tsv"
    source.write_text("words\nturkey, goblin, sweater, fisherman, marshmallow\n",
                      encoding="utf-8")
    result, answer = _import(run, source, "just-one")
    assert result.exit_code == 0, result.output
    pack = yaml.safe_load(answer["pack"])
    assert pack["cards"] == [["turkey", "goblin", "sweater", "fisherman", "marshmallow"]]


def test_xlsx_a_named_sheet_and_a_missing_one(run, tmp_path):
    source = tmp_path / "words.xlsx"
    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["nothing here"])
    sheet = book.create_sheet("Deck")
    for row in (["1", "2", "3", "4", "5"], ["turkey", "goblin", "sweater", "fisherman", 1984]):
        sheet.append(row)
    book.save(source)
    result, answer = _import(run, source, "just-one", "--sheet", "Deck")
    assert result.exit_code == 0, result.output
    assert yaml.safe_load(answer["pack"])["cards"][0][4] == "1984"  # a number as a word
    missing = run("pack", "import", source, "--game", "just-one", "--lang", "en",
                  "--sheet", "Cards")
    assert missing.exit_code == 2
    assert "has no sheet 'Cards'; its sheets: Notes, Deck" in missing.stderr
    first = run("pack", "import", source, "--game", "just-one", "--lang", "en")
    assert first.exit_code == 2 and "unknown column 'nothing here'" in first.stderr


def test_a_formula_cell_is_refused_at_its_cell(run, tmp_path):
    source = _xlsx(tmp_path / "formula.xlsx", [["pink", "yellow", "blue"],
                                               ["clover", "pizza", "violin"],
                                               ["pepper", '=UPPER("school")', "bib"]])
    result = run("pack", "import", source, "--game", "3ww", "--lang", "en")
    assert result.exit_code == 2
    assert f"{source}:3:2: error: a formula" in result.stderr


def test_problems_in_the_generated_pack_point_at_the_source_cell(run, tmp_path):
    source = tmp_path / "words.csv"
    source.write_text("pink,yellow,blue\nclover,pizza,violin\nprince,king,princess\n"
                      "pepper,clover,bib\n", encoding="utf-8")
    result, answer = _import(run, source, "3ww")
    assert result.exit_code == 1  # a repeated word is an error: nothing written
    errors = {(p["line"], p["column"], p["code"]) for p in answer["errors"]}
    assert (4, 2, "duplicate-word") in errors
    assert "(cards[0].pink, row 2, column 1)" in answer["errors"][0]["message"]
    warnings = {(p["line"], p["column"], p["code"]) for p in answer["warnings"]}
    assert (3, 3, "same-word-on-card") in warnings


@pytest.mark.parametrize("to", ["csv", "tsv", "xlsx"])
@pytest.mark.parametrize("pack", ["three-wise-words/en.yaml", "just-one/fr.yaml",
                                  "13-words/en.yaml"])
def test_import_of_export_keeps_every_word_and_the_order(run, tmp_path, pack, to):
    original = load_pack(ROOT / "content" / pack)
    table = tmp_path / f"deck.{to}"
    exported = run("pack", "export", ROOT / "content" / pack, "--to", to, "--out", table)
    assert exported.exit_code == 0, exported.output
    back = tmp_path / "back.yaml"
    result = run("pack", "import", table, "--game", original.game, "--lang",
                 original.language, "--out", back, "--no-spelling")
    assert result.exit_code == 0, result.output
    assert load_pack(back).data["cards"] == original.data["cards"]


def test_xlsx_export_keeps_a_word_that_looks_like_a_formula(tmp_path):
    pack = tmp_path / "eq.yaml"
    pack.write_text("game: 13-words\nkind: words\nid: eq\nname: eq\nlanguage: en\n"
                    "version: 0.1.0\nlicense: MIT\nauthors: [me]\npartial: true\n"
                    "cards:\n  - {front: '=1+1', back: king}\n", encoding="utf-8")
    from wisegen.usecases.pack_io import export_pack

    export_pack(pack, "xlsx", tmp_path / "eq.xlsx")
    cell = load_workbook(tmp_path / "eq.xlsx")["eq"]["A2"]
    assert (cell.value, cell.data_type) == ("=1+1", "s")


def _word_list(path: Path, words: list[str]) -> Path:
    path.write_text("# my words\n" + "\n".join(words) + "\n\n", encoding="utf-8")
    return path


def test_a_word_list_is_dealt_with_the_most_frequent_as_yellow(run, tmp_path):
    words = ["lighthouse", "water", "kaleidoscope", "house", "spatula", "turnip",
             "car", "dandelion", "volcano", "leftover"]
    result, answer = _import(run, _word_list(tmp_path / "w.txt", words), "3ww")
    assert result.exit_code == 0, result.output
    cards = yaml.safe_load(answer["pack"])["cards"]
    assert len(cards) == 3
    for card in cards:
        assert zipf(card["yellow"], "en") >= max(zipf(card["pink"], "en"),
                                                  zipf(card["blue"], "en"))
    assert any(w["code"] == "left-over" and "leftover" in w["message"] and w["line"] == 11
               for w in answer["warnings"])


def test_just_one_cards_are_balanced_by_difficulty(run, tmp_path):
    original = load_pack(ROOT / "content" / "just-one" / "en.yaml")
    words = sorted(w for card in original.data["cards"] for w in card)  # alphabetical
    result, answer = _import(run, _word_list(tmp_path / "w.txt", words), "just-one")
    assert result.exit_code == 0, result.output
    cards = yaml.safe_load(answer["pack"])["cards"]
    assert len(cards) == 110 and sorted(w for c in cards for w in c) == words
    ranked = sorted(words, key=lambda w: -zipf(w, "en"))
    easiest, hardest = set(ranked[:110]), set(ranked[-110:])
    assert all(len(easiest & set(c)) == 1 and len(hardest & set(c)) == 1 for c in cards)
    positions = {c.index(next(w for w in c if w in easiest)) for c in cards}
    assert positions == {0, 1, 2, 3, 4}  # the easy word is not always number 1
    means = [sum(zipf(w, "en") for w in c) / 5 for c in cards]
    assert max(means) - min(means) < 1.0


def test_a_file_of_another_type_is_a_usage_error(run, tmp_path):
    source = tmp_path / "words.json"
    source.write_text("[]", encoding="utf-8")
    result = run("pack", "import", source, "--game", "3ww", "--lang", "en")
    assert result.exit_code == 2 and "use a .csv, .tsv, .xlsx" in result.stderr


_WORD = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Zs")),
                min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(cards=st.lists(st.tuples(_WORD, _WORD, _WORD), min_size=1, max_size=8),
       to=st.sampled_from(["csv", "tsv", "xlsx"]))
def test_any_words_survive_export_then_import(tmp_path_factory, cards, to):
    """Whatever the words (quotes, commas, tabs aside: no spaces or controls), the table
    `export` writes is read back by `read` word for word and in order."""
    from wisegen.core.yamlsafe import LoadedYaml
    from wisegen.packs import exporting, importing
    from wisegen.packs.model import Pack
    from wisegen.usecases.pack_io import words_kind

    kind = words_kind("three-wise-words")
    data = {"game": "three-wise-words", "kind": "words", "id": "h", "cards":
            [kind.card_from_words(list(card)) for card in cards]}
    path = tmp_path_factory.mktemp("h") / f"deck.{to}"
    data["cards"][0]["pink"] = "=1+1"  # a word, not a formula, whatever it looks like
    path.write_bytes(exporting.export(Pack(LoadedYaml(data, "h.yaml")), kind, to))
    assert importing.read(path, kind, "en").cards == data["cards"]
