"""`wisegen pack`: validate, stats, new, schema — the author's tools."""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.atomic import write_atomic
from wisegen.commands.completion import complete_game, complete_language
from wisegen.commands.paths import output_path
from wisegen.core.output import JSON_OPTION, emit, emit_json, finish, warn, write_out
from wisegen.errors import UsageError
from wisegen.games.registry import get_game

# The pack machinery (jsonschema, wordfreq, hunspell) is imported inside each command so
# that `wisegen --help` and unrelated commands start fast.

app = typer.Typer(help="Write and check content packs.\n\nExample: wisegen pack validate my.yaml",
                  no_args_is_help=True)

KIND_OPTION = typer.Option("words", "--kind", help="Pack kind: words, deck, dice, scoring, pad.")
FAMILY_OPTION = typer.Option(False, "--family", help="Also warn about words on the unwanted-"
                             "words list of the pack's language (for a family table).")


@app.command()
def validate(
    files: list[Path] = typer.Argument(..., help="Pack files to check.", show_default=False,
                                       exists=True, dir_okay=False),
    as_json: bool = JSON_OPTION,
    strict: bool = typer.Option(False, "--strict", help="Treat warnings as errors."),
    spelling: bool = typer.Option(True, "--spelling/--no-spelling",
                                  help="Check every word against the pack language's dictionary."),
    cards: bool = typer.Option(True, "--cards/--no-cards",
                               help="Check each card as a whole: words the referee would rule "
                               "one word, words too long for their box."),
    against: list[Path] = typer.Option([], "--against", exists=True, dir_okay=False,
                                       help="Warn about words another pack already has."),
    family: bool = FAMILY_OPTION,
) -> None:
    """Check packs against their schema and the semantic rules; exit 1 if any is invalid.

    Besides errors, it warns about two forms of one word (a word and its plural), proper
    nouns and tiers that do not get harder in the game's order; --family adds the words
    a family table would not want. Exit 0 valid, 1 invalid, 2 usage error.

    Example: wisegen pack validate my.yaml --family --against content/just-one/en.yaml --json
    """
    from wisegen.games.content import check_file, load_pack, pack_kind
    from wisegen.packs import word_checks
    from wisegen.packs.results import ValidationResult
    from wisegen.packs.semantic import repeats_of

    others = [load_pack(other) for other in against]
    reports = tuple(check_file(path, spelling=spelling, cards=cards) for path in files)
    for report in reports:
        if report.pack is None:
            continue
        kind = pack_kind(report.pack.game, report.pack.kind)
        report.problems.extend(word_checks.check(report.pack, kind, unwanted=family))
        for other in others:
            report.problems.extend(repeats_of(report.pack, kind, other,
                                              pack_kind(other.game, other.kind)))
    result = ValidationResult(reports, strict)
    emit(result, as_json)
    raise typer.Exit(result.exit_code)


@app.command()
def stats(
    file: Path = typer.Argument(..., help="A word pack.", exists=True, dir_okay=False),
    as_json: bool = JSON_OPTION,
    family: bool = FAMILY_OPTION,
) -> None:
    """Cards, words per tier, lengths, unknown words, difficulty (word frequency) and
    the designer's findings (forms of one word, proper nouns, tier order; --family: words
    a family table would not want).

    Example: wisegen pack stats content/three-wise-words/en.yaml --family
    """
    from wisegen.games.content import load_pack, pack_kind
    from wisegen.packs.results import StatsResult
    from wisegen.packs.stats import word_stats

    pack = load_pack(file)
    finish(StatsResult(word_stats(pack, pack_kind(pack.game, pack.kind), family=family)),
           as_json)


@app.command()
def new(
    game: str = typer.Option(..., "--game", help="Game id or alias.",
                             autocompletion=complete_game),
    lang: str = typer.Option("en", "--lang", help="BCP-47 language tag of the words.",
                             autocompletion=complete_language),
    kind: str = KIND_OPTION,
    out: str | None = typer.Option(None, "--out", help="File to write (default: stdout)."),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing file."),
) -> None:
    """Write a commented skeleton pack that validates as a partial pack.

    Example: wisegen pack new --game just-one --lang fr --out my-pack.yaml
    """
    from wisegen.games.content import pack_kind
    from wisegen.packs.skeleton import skeleton

    game_id = get_game(game).id
    target = output_path(out)
    # On standard output the comment names the file the header's `id: my-pack` suggests
    # (`> my-pack.yaml`), never a placeholder such as FILE.
    text = skeleton(game_id, lang, pack_kind(game_id, kind), out or "my-pack.yaml")
    if target is None:
        write_out(text, "utf-8")  # a pack file is UTF-8 whatever the terminal
        return
    if target.exists() and not force:
        raise UsageError(f"{target} exists; use --force to overwrite it")
    write_atomic(target, text.encode("utf-8"))
    warn(f"wrote {target}; check it with: wisegen pack validate {target}")


@app.command()
def schema(game: str = typer.Option(..., "--game", help="Game id or alias.",
                                    autocompletion=complete_game),
           kind: str = KIND_OPTION) -> None:
    """Print the JSON Schema (draft 2020-12) of a pack kind, header included.

    Example: wisegen pack schema --game three-wise-words
    """
    from wisegen.core import schemas
    from wisegen.games.content import RULES, pack_kind
    from wisegen.packs.loader import choices

    game_id = get_game(game).id
    document = dict(schemas.get_schema(game_id, pack_kind(game_id, kind).kind))
    document["$defs"] = {**document.get("$defs", {}),
                         "header": schemas.header_schema(choices(RULES, game_id))}
    emit_json(document)


def _register_io() -> None:
    from wisegen.commands import pack_io_cmd

    pack_io_cmd.register(app)


_register_io()
