"""The shape of the code: layers that run one way, no cycles, small modules, one contract.

Imports are read with `ast` from every module of `cli/wisegen`, those inside functions
included, so a deferred import cannot hide a dependency that runs the wrong way.

    commands/serve/cli -> usecases -> games -> (render, referee, packs) -> lang
        -> core, errors, resources
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

pytestmark = pytest.mark.registry  # a plug-in's own code keeps these rules too

PACKAGE = Path(__file__).resolve().parents[1] / "cli" / "wisegen"
MAX_LINES = 400
MAX_FUNCTION_LINES = 60
LONG_FUNCTIONS_TO_SPLIT: set[str] = set()
"""Functions allowed over the limit while being split: none. Nothing may be added."""

LAYERS = {
    "cli": 6, "__main__": 6, "commands": 6, "serve": 6,
    "usecases": 5,
    "games": 4,
    "render": 3, "referee": 3, "packs": 3,
    "lang": 2,
    "core": 1, "errors": 1, "resources": 1, "atomic": 1, "__init__": 1,
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(path: Path, name: str, known: set[str]) -> set[str]:
    """Every wisegen module `path` imports, at any depth of the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base if is_package else base[:-1]
                base = base[: len(base) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            # `from wisegen.games import x` depends on the module x when it is one.
            targets = [f"{module}.{alias.name}" if f"{module}.{alias.name}" in known
                       else module for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            # A module's own enclosing packages always run first; that is no dependency.
            if target.startswith("wisegen") and not (name + ".").startswith(target + "."):
                found.add(target)
    return found


GRAPH: dict[str, set[str]] = {}


def _graph() -> dict[str, set[str]]:
    if not GRAPH:
        modules = _modules()
        known = set(modules)
        for name, path in modules.items():
            GRAPH[name] = _imports(path, name, known)
    return GRAPH


def _layer(module: str) -> int:
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else "__init__"
    return LAYERS[top]


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                item = stack.pop()
                on_stack.discard(item)
                component.append(item)
                if item == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_every_top_level_part_has_a_layer():
    tops = {m.split(".")[1] if "." in m else "__init__" for m in _modules()}
    assert tops <= set(LAYERS), tops - set(LAYERS)


def test_no_import_runs_up_the_layers():
    wrong = [f"{a} (layer {_layer(a)}) imports {b} (layer {_layer(b)})"
             for a, targets in _graph().items() for b in targets if _layer(b) > _layer(a)]
    assert not wrong, "\n".join(wrong)


def test_no_import_cycle_between_files():
    assert _cycles(_graph()) == []


def test_no_import_cycle_between_packages():
    modules = _modules()

    def package(name: str) -> str:
        """A module's package; a loose top-level file (cli, errors) stands for itself."""
        parent = name.rpartition(".")[0]
        return name if modules[name].name == "__init__.py" or parent == "wisegen" else parent

    graph: dict[str, set[str]] = defaultdict(set)
    for a, targets in _graph().items():
        for b in targets:
            if package(a) != package(b):
                graph[package(a)].add(package(b))
    assert _cycles(graph) == []


def test_modules_stay_small():
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def long_functions(source: str, limit: int = MAX_FUNCTION_LINES) -> dict[str, int]:
    """Every function and method of `source` (nested ones by their dotted path) longer
    than `limit` lines, counted from its `def` to its last line, with its length."""
    found: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    length = (child.end_lineno or child.lineno) - child.lineno + 1
                    if length > limit:
                        found[name] = length
                visit(child, name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    return found


def _long_functions_in_package() -> dict[str, int]:
    return {f"{path.relative_to(PACKAGE).as_posix()}:{name}": length
            for path in sorted(PACKAGE.rglob("*.py"))
            for name, length in long_functions(path.read_text(encoding="utf-8")).items()}


def test_functions_stay_short():
    """No function or method is longer than 60 lines: past that, split it by what it does."""
    too_long = {name: length for name, length in _long_functions_in_package().items()
                if name not in LONG_FUNCTIONS_TO_SPLIT}
    assert not too_long, too_long


def test_the_list_of_long_functions_only_shrinks():
    """Each name on the list is still there and still too long: a split one leaves it."""
    stale = LONG_FUNCTIONS_TO_SPLIT - set(_long_functions_in_package())
    assert not stale, f"split or gone, take them off LONG_FUNCTIONS_TO_SPLIT: {stale}"


def test_function_length_counts_from_def_to_last_line():
    """60 lines pass (a decorator is not counted); 61 do not, nested or in a class."""
    body = "".join(f"    x{n} = {n}\n" for n in range(59))
    nested = body.replace("    ", "            ")
    source = (f"@cache\ndef fits():\n{body}\n"
              f"class Kit:\n    @staticmethod\n    def over():\n        pass\n"
              f"        def inner():\n{nested}            pass\n")
    assert long_functions(source) == {"Kit.over": 63, "Kit.over.inner": 61}


def _game_packages() -> set[str]:
    return {f"wisegen.games.{p.name}" for p in (PACKAGE / "games").iterdir()
            if (p / "__init__.py").exists()}


def test_no_module_outside_a_game_imports_that_game():
    outside = []
    for module, targets in _graph().items():
        for target in targets:
            for game in _game_packages():
                inside = module == game or module.startswith(game + ".")
                if (target == game or target.startswith(game + ".")) and not inside:
                    outside.append(f"{module} imports {target}")
    assert not outside, "\n".join(outside)


def _class_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}


def test_one_reason_class_for_every_verdict():
    owners = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
              if _class_names(p) & {"Reason", "Refusal"}]
    assert owners == ["referee/reasons.py"]


JSON_WRITERS = ("check_cmd.py", "pack_cmd.py")
"""The commands that print JSON that is not one result: batch lines, a schema."""


@pytest.mark.parametrize("path", sorted((PACKAGE / "commands").glob("*.py")),
                         ids=lambda p: p.name)
def test_commands_build_no_json_by_hand(path):
    """Commands hand results to `emit`; only `check batch` writes JSON lines itself and
    `pack schema` a JSON document (a schema, not an answer), both through `emit_json`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    dict_literals = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Dict)
                     and any(isinstance(k, ast.Constant) and k.value in ("game", "error")
                             and isinstance(v, ast.Dict | ast.List | ast.ListComp)
                             for k, v in zip(n.keys, n.values, strict=True))]
    calls = {n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")
             for n in ast.walk(tree) if isinstance(n, ast.Call)}
    assert not dict_literals
    assert "emit_json" not in calls or path.name in JSON_WRITERS



def test_reason_codes_are_declared_before_use():
    from wisegen.referee.reasons import Reason

    with pytest.raises(ValueError, match="unknown reason code"):
        Reason("no-such-code", "x")


TEXT_CALLS = ("drawString", "drawCentredString", "drawRightString", "setFont", "beginText")


def test_only_lettering_puts_text_on_a_canvas():
    """Every line a kit prints goes through lettering.letter, which records its size and
    colours for the legibility tests; a direct canvas call would escape them."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative == "render/lettering.py":
            continue
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in TEXT_CALLS:
                offenders.append(f"{relative}:{node.lineno} {node.attr}")
    assert not offenders, offenders
