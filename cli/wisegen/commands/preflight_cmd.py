"""`wisegen preflight FILE --for SERVICE`: will a print service accept this file?"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish

HELP = "\n\n".join([
    "Check a print file against a print service's rules before uploading it.",
    "FILE is a PDF or a folder of card images, made here or anywhere else. Each finding "
    "names the page or image, the service's rule, what was found and the fix. Exit 0: "
    "no findings; 1: findings; 2: the file or service cannot be used.",
    "Example: wisegen preflight deck.pdf --for drivethrucards",
])


def preflight(
    file: str = typer.Argument(..., help="A PDF, or a folder of images."),
    service: str = typer.Option(..., "--for", help="The print service: drivethrucards, "
                                "thegamecrafter, makeplayingcards..."),
    product: str | None = typer.Option(None, "--product", help="The service's product "
                                       "the file is for (default: any of them)."),
    as_json: bool = JSON_OPTION,
) -> None:
    from wisegen.commands.print_cmd import with_progress
    from wisegen.usecases.preflight import PreflightRequest, run_preflight

    request = PreflightRequest(Path(file), service, product)
    finish(with_progress(run_preflight, request, as_json, "checking"), as_json)
