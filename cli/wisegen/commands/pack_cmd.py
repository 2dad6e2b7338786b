"""`wisegen pack`: validate, stats, new, schema — the author's tools."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from wisegen.atomic import write_atomic
from wisegen.commands.output import JSON_OPTION, emit_json, say, warn
from wisegen.errors import UsageError
from wisegen.games.registry import get_game

# The pack machinery (jsonschema, wordfreq, hunspell) is imported inside each command so
# that `wisegen --help` and unrelated commands start fast.

app = typer.Typer(help="Write and check content packs.\n\nExample: wisegen pack validate my.yaml",
                  no_args_is_help=True)

KIND_OPTION = typer.Option("words", "--kind", help="Pack kind: words, deck, dice, scoring, pad.")


@app.command()
def validate(
    files: list[Path] = typer.Argument(..., help="Pack files to check.", show_default=False,
                                       exists=True, dir_okay=False),
    as_json: bool = JSON_OPTION,
    strict: bool = typer.Option(False, "--strict", help="Treat warnings as errors."),
    spelling: bool = typer.Option(True, "--spelling/--no-spelling",
                                  help="Check every word against the pack language's dictionary."),
) -> None:
    """Check packs against their schema and the semantic rules; exit 1 if any is invalid.

    Example: wisegen pack validate content/three-wise-words/en.yaml --json
    """
    from wisegen.packs.loader import check_file

    reports = [check_file(path, spelling=spelling) for path in files]
    ok = all(r.valid and not (strict and r.problems) for r in reports)
    if as_json:
        emit_json({"valid": ok, "files": [
            {"file": r.file, "valid": r.valid, "game": r.pack.game if r.pack else None,
             "kind": r.pack.kind if r.pack else None,
             "errors": [p.as_dict() for p in r.problems if p.severity == "error"],
             "warnings": [p.as_dict() for p in r.problems if p.severity == "warning"]}
            for r in reports]})
    else:
        for report in reports:
            errors = sum(p.severity == "error" for p in report.problems)
            warnings = len(report.problems) - errors
            verdict = "valid" if report.valid else "INVALID"
            say(f"{report.file}: {verdict} ({errors} error(s), {warnings} warning(s))")
            for problem in report.problems:
                say(f"  {problem.render()}")
    raise typer.Exit(0 if ok else 1)


@app.command()
def stats(
    file: Path = typer.Argument(..., help="A word pack.", exists=True, dir_okay=False),
    as_json: bool = JSON_OPTION,
) -> None:
    """Cards, words per tier, lengths, unknown words and difficulty (word frequency).

    Example: wisegen pack stats content/three-wise-words/en.yaml
    """
    from wisegen.packs.loader import load_pack
    from wisegen.packs.stats import word_stats

    result = word_stats(load_pack(file))
    if as_json:
        emit_json(result)
        return
    say(f"{result['file']}: {result['cards']} cards, {result['words']} words "
        f"({result['language']})")
    say("  per tier: " + ", ".join(f"{k} {v}" for k, v in result["per_tier"].items()))
    say("  lengths:  " + ", ".join(f"{k}:{v}" for k, v in result["lengths"].items()))
    say(f"  difficulty: median Zipf frequency {result['median_zipf']} (higher is easier)")
    easiest = sorted((w for w in result["per_word"] if w["zipf"] is not None),
                     key=lambda w: -w["zipf"])
    say("  easiest: " + ", ".join(f"{w['word']} {w['zipf']}" for w in easiest[:5]))
    say("  hardest: " + ", ".join(f"{w['word']} {w['zipf']}" for w in easiest[-5:]))
    if not result["dictionary"]:
        say("  spelling: no dictionary for this language")
    else:
        unknown = result["unknown_words"]
        say(f"  unknown to the dictionary: {', '.join(unknown) if unknown else 'none'}")
    flagged = result["children_rarer_than_median"]
    if flagged:
        say(f"  children's words rarer than the pack median ({len(flagged)}): "
            + ", ".join(f"{w['word']} ({w['path']}, {w['zipf']})" for w in flagged))


@app.command()
def new(
    game: str = typer.Option(..., "--game", help="Game id or alias."),
    lang: str = typer.Option("en", "--lang", help="BCP-47 language tag of the words."),
    kind: str = KIND_OPTION,
    out: Path | None = typer.Option(None, "--out", help="File to write (default: stdout)."),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing file."),
) -> None:
    """Write a commented skeleton pack that validates as a partial pack.

    Example: wisegen pack new --game just-one --lang fr --out my-pack.yaml
    """
    from wisegen.packs.skeleton import skeleton

    text = skeleton(get_game(game).id, lang, kind)
    if out is None:
        typer.echo(text, nl=False)
        return
    if out.exists() and not force:
        raise UsageError(f"{out} exists; use --force to overwrite it")
    write_atomic(out, text.encode("utf-8"))
    warn(f"wrote {out}; check it with: wisegen pack validate {out}")


@app.command()
def schema(game: str = typer.Option(..., "--game", help="Game id or alias."),
           kind: str = KIND_OPTION) -> None:
    """Print the JSON Schema (draft 2020-12) of a pack kind, header included.

    Example: wisegen pack schema --game three-wise-words
    """
    from wisegen.packs import schemas

    game_id = get_game(game).id
    document = dict(schemas.get_schema(game_id, kind))
    document["$defs"] = {**document.get("$defs", {}), "header": schemas.header_schema()}
    typer.echo(json.dumps(document, ensure_ascii=False, indent=2))
