"""parse -> validate -> check: the single entry point that turns a file into a Pack."""

from __future__ import annotations

from pathlib import Path

from wisegen.errors import ContentError, Problem
from wisegen.packs import schemas, semantic
from wisegen.packs.model import Pack, Report
from wisegen.packs.yamlsafe import LoadedYaml, load_file


def _schema_problems(doc: LoadedYaml) -> list[Problem]:
    if not isinstance(doc.value, dict):
        return [doc.problem((), "a content pack must be a mapping of fields, starting with "
                            "game, kind, id, name, language, version, license, authors",
                            "schema")]
    game, kind = doc.value.get("game"), doc.value.get("kind")
    if not isinstance(game, str) or not isinstance(kind, str) or schemas.schema_name(
        game, kind
    ) is None:
        # Without a known game and kind only the header can be checked; it will say why.
        return _header_problems(doc)
    return schemas.validate(doc, game, kind)


def _header_problems(doc: LoadedYaml) -> list[Problem]:
    from jsonschema import Draft202012Validator

    problems = []
    for error in Draft202012Validator(schemas.header_schema()).iter_errors(doc.value):
        path, message = schemas.explain(error)
        problems.append(doc.problem(tuple(path), message, "schema"))
    game, kind = doc.value.get("game"), doc.value.get("kind")
    if not problems:
        problems.append(doc.problem(("kind",), f"{game} has no packs of kind {kind!r}; use one "
                                    f"of: {', '.join(schemas.kinds_for(game))}", "schema"))
    return problems


def check_file(path: Path, *, spelling: bool = True) -> Report:
    """Validate one file completely; never raises for problems in the file itself."""
    try:
        doc = load_file(path)
    except ContentError as exc:
        return Report(str(path), exc.problems)
    problems = _schema_problems(doc)
    if any(p.severity == "error" for p in problems):
        return Report(str(path), problems)
    pack = Pack(doc)
    pack.problems = semantic.check(pack, spelling=spelling)
    return Report(str(path), pack.problems, pack)


def load_pack(path: Path, *, spelling: bool = False) -> Pack:
    """A usable pack or ContentError listing every error (warnings stay on the pack)."""
    report = check_file(path, spelling=spelling)
    if not report.valid or report.pack is None:
        raise ContentError([p for p in report.problems if p.severity == "error"])
    return report.pack
