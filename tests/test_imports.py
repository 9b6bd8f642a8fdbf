"""The module graph of ccfuzz: every module imports alone, no import cycles, and the core of
the campaign knows nothing of CTOS (``passes/`` plugs in as a build kind)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import ccfuzz

PACKAGE = Path(ccfuzz.__file__).parent
# The campaign's core: it runs any source through any build kind and must not depend on one.
CORE = ("campaign", "oracle", "tester", "store", "model", "sandbox", "compilers", "sources",
        "report", "reduce", "case", "toolchain")


COMMAND_LAYER = "ccfuzz.commands"


def is_command(module: str) -> bool:
    """The command layer: ``cli``, ``commands/`` and each package's command module."""
    return module in ("ccfuzz.cli", "ccfuzz.__main__") or module.startswith("ccfuzz.commands") \
        or module.rpartition(".")[2] in ("command", "buildcommand")


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_nodes(tree: ast.AST, *, typing: bool = False) -> Iterator[ast.AST]:
    """Every node that can run: what an ``if TYPE_CHECKING:`` block holds never does (with
    ``typing``, every node: the imports types need too)."""
    if typing:
        yield from ast.walk(tree)
        return
    for child in ast.iter_child_nodes(tree):
        if isinstance(child, ast.If) and _type_checking_only(child):
            for other in child.orelse:
                yield other
                yield from _runtime_nodes(other)
            continue
        yield child
        yield from _runtime_nodes(child)


def imports_of(name: str, path: Path, *, typing: bool = False) -> set[str]:
    """The ccfuzz modules ``name`` imports when it runs: at the top, inside functions, or by
    ``importlib.import_module("...")``; with ``typing``, under ``TYPE_CHECKING`` too."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    named: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(), str(path)), typing=typing):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                named.add(full if full in MODULES else base)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "import_module" and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            named.add(node.args[0].value)
    return {m for m in named if m in MODULES and m != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_reader_sees_every_way_of_importing(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text(
        "from typing import TYPE_CHECKING\nimport importlib\n"
        "from ccfuzz import model\nfrom ccfuzz.passes.catalog import Level\n"
        "if TYPE_CHECKING:\n    from ccfuzz.store import Store\n"
        "def f():\n    from ccfuzz.campaign import Plan\n"
        "    return importlib.import_module('ccfuzz.passes.select')\n")
    assert imports_of("ccfuzz.m", path) == {
        "ccfuzz.model", "ccfuzz.passes.catalog", "ccfuzz.campaign", "ccfuzz.passes.select"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles() -> None:
    graph = {name: imports_of(name, path) for name, path in MODULES.items()}
    assert cycles(graph) == []


def test_no_import_cycles_between_packages() -> None:
    """Packages too: a stage package (triage, isolate) and the report import one way only;
    the report reads their results, they never import it."""
    def package(module: str) -> str:
        return COMMAND_LAYER if is_command(module) else ".".join(module.split(".")[:2])

    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        graph.setdefault(package(name), set()).update(
            package(m) for m in imports_of(name, path) if package(m) != package(name))
    stages = {"ccfuzz.report", "ccfuzz.triage", "ccfuzz.isolate"}
    assert [c for c in cycles(graph) if stages & set(c)] == []
    assert {"ccfuzz.triage", "ccfuzz.isolate"} <= graph["ccfuzz.report"]


def test_the_core_does_not_import_passes() -> None:
    core = [name for name in MODULES
            if name.split(".")[1:2] and name.split(".")[1] in CORE]
    assert "ccfuzz.campaign" in core and "ccfuzz.reduce.run" in core
    offenders = {name: sorted(m for m in imports_of(name, MODULES[name])
                              if m.startswith("ccfuzz.passes"))
                 for name in core}
    assert {k: v for k, v in offenders.items() if v} == {}


# The layers of ccfuzz, from the top: a module imports only from its own layer and those
# below it, whether at the top, inside a function or for its types alone. A name is a top-level
# module or package of ``ccfuzz`` ("ccfuzz": the package's own ``__init__``), or one module
# of a package that sits lower than the rest of it; COMMAND_LAYER is every command module.
LAYERS: tuple[tuple[str, ...], ...] = (
    (COMMAND_LAYER,),
    ("report",),  # reads what the stages concluded
    ("triage", "cluster"),
    ("build_kinds",),
    ("passes",),  # a build kind: the campaign's core knows it only by its protocol
    ("campaign", "pool", "progress"),
    ("sources", "emi", "generator"),  # what yields programs
    ("isolate", "reduce", "culprit"),  # the stages after the store
    ("case", "predicate"),  # a finding as every stage loads it, and its one predicate
    ("oracle", "placement", "profile", "toolchain", "compilers", "tester", "config"),
    ("cmodel", "csmith_headers", "matrix", "store", "swarm", "toolchain.roots", "settings",
     "signatures", "targets", "sandbox"),
    ("model", "errors", "cint", "console", "constructs", "ddmin", "procgroups", "scratch",
     "wholefile", "ccfuzz"),
)
LAYER = {name: depth for depth, names in enumerate(LAYERS) for name in names}


def unit(module: str) -> str:
    """The name ``module`` has in LAYERS."""
    if is_command(module):
        return COMMAND_LAYER
    parts = module.split(".")[1:]
    for n in range(len(parts), 0, -1):
        if ".".join(parts[:n]) in LAYER:
            return ".".join(parts[:n])
    return "ccfuzz" if not parts else parts[0]


def test_every_module_has_a_layer() -> None:
    assert sorted({unit(m) for m in MODULES} - set(LAYER)) == []
    assert unit("ccfuzz.toolchain.roots") == "toolchain.roots"
    assert unit("ccfuzz.toolchain.covbuild") == "toolchain"
    assert unit("ccfuzz.isolate.command") == COMMAND_LAYER


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    upward = sorted(f"{name} -> {m}" for name, path in MODULES.items()
                    for m in imports_of(name, path, typing=True)
                    if LAYER[unit(m)] < LAYER[unit(name)])
    assert upward == []


def test_the_layering_test_sees_an_arrow_upward(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                    "    from ccfuzz.commands.options import add_dir\n")
    [found] = imports_of("ccfuzz.sources.m", path, typing=True)
    assert LAYER[unit(found)] < LAYER[unit("ccfuzz.sources.m")]
    assert imports_of("ccfuzz.sources.m", path) == set()


@pytest.mark.parametrize("module", sorted(MODULES))
def test_module_imports_alone(module: str) -> None:
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join([str(PACKAGE.parent),
                                          *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True,
                          text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
