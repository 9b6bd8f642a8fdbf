"""The generator's tree: every node kind has its method in every visitor, and nodes carry
their fields only (compiled code is kept beside the tree, by node, as long as the node
lives)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from dataclasses import fields
from typing import Any, get_args

import pytest

import ccfuzz.generator
from ccfuzz import cint
from ccfuzz.generator import Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.code import ByNode
from ccfuzz.generator.policy import HOST_FEATURES

KINDS = [(gast.ExprVisitor, get_args(gast.Expr)), (gast.StmtVisitor, get_args(gast.Stmt))]


def _method(cls: type) -> str:
    return "visit_" + re.sub(r"(?<!^)([A-Z])", r"_\1", cls.__name__).lower()


@pytest.mark.parametrize(("base", "classes"), KINDS)
def test_every_node_kind_has_its_method_and_accept_calls_it(
        base: type, classes: tuple[type, ...]) -> None:
    assert base.__abstractmethods__ == {_method(c) for c in classes}  # type: ignore[attr-defined]
    methods = {name: (lambda self, node, name=name: name)
               for name in base.__abstractmethods__}  # type: ignore[attr-defined]
    echo: Any = type("Echo", (), methods)()  # answers each method with its own name
    for cls in classes:
        assert cls.accept(None, echo) == _method(cls), cls  # type: ignore[attr-defined]


def _visitors() -> list[type]:
    for info in pkgutil.iter_modules(ccfuzz.generator.__path__):
        importlib.import_module(f"ccfuzz.generator.{info.name}")
    found: list[type] = []
    todo: list[type] = [gast.ExprVisitor, gast.StmtVisitor]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo += cls.__subclasses__()
    return found


def test_every_visitor_in_the_generator_handles_every_node_kind() -> None:
    concrete = [c for c in _visitors() if c.__module__ != gast.__name__]
    names = {c.__name__ for c in concrete}
    assert {"Printer", "Compiler", "_Values", "_Places", "_StmtFeatures"} <= names
    assert [c.__name__ for c in concrete if inspect.isabstract(c)] == []


def test_a_visitor_missing_a_node_kind_cannot_be_made() -> None:
    class Partial(gast.ExprVisitor[int]):
        def visit_const(self, e: gast.Const) -> int:
            return 0

    with pytest.raises(TypeError, match="visit_ptr_compare"):
        Partial()  # type: ignore[abstract]


def test_nodes_carry_their_fields_only_after_generation_and_a_run() -> None:
    seen = 0
    for seed in (21, 22):
        made = generate(seed, 6000, Settings(forced=dict.fromkeys(HOST_FEATURES, True)))
        for f in made.tree.functions:
            for s in [*gast.statements(f.body), *([f.final] if f.final else [])]:
                assert set(vars(s)) == {x.name for x in fields(s)}, s
                for top in s.exprs():
                    for e in gast.subexpressions(top):
                        assert set(vars(e)) == {x.name for x in fields(e)}, e
                        seen += 1
    assert seen > 500


def test_code_kept_by_node_goes_with_the_node_and_never_serves_another() -> None:
    cache: ByNode[gast.Const, str] = ByNode()
    kept = gast.Const(cint.Value(1, cint.INT))
    assert cache.get(kept, lambda e: "kept") == "kept"
    assert cache.get(kept, lambda e: "made again") == "kept"
    for k in range(1000):  # freed nodes' ids are soon reused by new nodes
        node = gast.Const(cint.Value(k, cint.INT))
        assert cache.get(node, lambda e: f"code {e.value.value}") == f"code {k}"
        assert len(cache) == 2
        del node
        assert len(cache) == 1
    assert cache.values == {id(kept): "kept"}
