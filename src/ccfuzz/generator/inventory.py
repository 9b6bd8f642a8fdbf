"""Which language features a generated program uses, read off its tree.

The README's feature table is backed by tests that find each feature this way in generated
programs; the validity benchmark reports how often each one occurs.
"""

from __future__ import annotations

from collections.abc import Iterator

from ccfuzz import cint
from ccfuzz.generator import ast
from ccfuzz.generator.exprgen import children
from ccfuzz.generator.types import SPELLING, Array, Int, Pointer, Qual, Record, Type, leaves

_ARITH = {cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.MUL, cint.BinOp.DIV, cint.BinOp.MOD}
_BITWISE = {cint.BinOp.AND, cint.BinOp.OR, cint.BinOp.XOR, cint.BinOp.SHL, cint.BinOp.SHR}
_RELATIONAL = {cint.BinOp.LT, cint.BinOp.GT, cint.BinOp.LE, cint.BinOp.GE, cint.BinOp.EQ,
               cint.BinOp.NE}
_LOGICAL = {cint.BinOp.LAND, cint.BinOp.LOR}


def _stmts(b: ast.Block) -> Iterator[ast.Stmt]:
    for s in b.stmts:
        yield s
        if isinstance(s, ast.If):
            yield from _stmts(s.then)
            if s.other is not None:
                yield from _stmts(s.other)
        elif isinstance(s, ast.For):
            yield from _stmts(s.body)
        elif isinstance(s, ast.Block):
            yield from _stmts(s)


def _exprs(e: ast.Expr) -> Iterator[ast.Expr]:
    yield e
    for c in children(e):
        yield from _exprs(c)


def _qual_features(q: Qual, level: int, found: set[str]) -> None:
    """const / volatile at the object itself (level 0) or behind pointers (level >= 1)."""
    where = "object" if level == 0 else "pointee"
    if q.const:
        found.add(f"const {where}")
    if q.volatile:
        found.add(f"volatile {where}")
    if isinstance(q.type, Pointer):
        found.add("pointer")
        if level >= 1:
            found.add("pointer to pointer")
        target = q.type.target.type
        if isinstance(target, Record) and not target.union:
            found.add("pointer to struct")
        _qual_features(q.type.target, level + 1, found)


def _type_features(t: Type, found: set[str]) -> None:
    if isinstance(t, Array):
        found.add("array")
        if isinstance(t.elem, Array):
            found.add("multi-dimensional array")
        if isinstance(t.elem, Record):
            found.add(f"array of {t.elem.keyword}s")
    for _, lt, f in leaves(t):
        if isinstance(lt, Int):
            found.add(f"type {SPELLING.get(lt.ctype, lt.ctype.name)}")
        if f is not None and f.bits is not None:
            found.add("signed bit-field" if lt == Int(cint.INT) else "unsigned bit-field")


def features(p: ast.Program) -> set[str]:
    found: set[str] = set()
    for r in p.records:
        found.add("union" if r.union else "struct")
        if any(isinstance(f.type, Record) for f in r.fields):
            found.add("nested struct")
        for fld in r.fields:
            _type_features(fld.type, found)
            if fld.bits is not None:
                found.add("signed bit-field" if fld.type == Int(cint.INT) else
                          "unsigned bit-field")
    decls = list(p.globals)
    for f in p.functions:
        decls += f.params + f.locals
        if f.name != "main":
            found.add("function")
            if f.params:
                found.add("function with parameters")
            if f.ret is not None:
                found.add("return value")
    if p.globals:
        found.add("global variable")
    for f in p.functions:
        if f.locals:
            found.add("local variable")
    for d in decls:
        _qual_features(d.qual, 0, found)
        _type_features(d.type, found)
    for f in p.functions:
        body = list(_stmts(f.body))
        exprs: list[ast.Expr] = []
        for s in body:
            found.add(type(s).__name__.lower())
            if isinstance(s, ast.Assign):
                exprs += [s.lhs, s.rhs]
                if s.step:
                    found.add("increment and decrement")
                elif s.op is not None:
                    found.add("compound assignment")
                if isinstance(s.lhs.type, Record):
                    found.add("struct assignment")
                if isinstance(s.lhs.type, Pointer):
                    found.add("pointer assignment")
            elif isinstance(s, ast.Call):
                exprs += list(s.args)
            elif isinstance(s, ast.If):
                exprs.append(s.cond)
                if s.other is not None:
                    found.add("if/else")
            elif isinstance(s, ast.Return) and s.value is not None:
                exprs.append(s.value)
            elif isinstance(s, ast.For) and any(
                    isinstance(e, ast.Index) and isinstance(e.index, ast.VarRef)
                    and e.index.decl is s.var
                    for t in _stmts(s.body) if isinstance(t, ast.Assign)
                    for e in (*_exprs(t.lhs), *_exprs(t.rhs))):
                found.add("loop over an array")
        for d in [*f.locals, *(p.globals if f.name == "main" else [])]:
            if d.init is not None and not isinstance(d.init, tuple):
                exprs.append(d.init)
        for e in (x for top in exprs for x in _exprs(top)):
            _expr_feature(e, found)
    return found


def _expr_feature(e: ast.Expr, found: set[str]) -> None:
    if isinstance(e, ast.Binary):
        op = e.op
        if e.safe:
            found.add("safe-math wrapper")
        elif op in _ARITH:
            found.add("plain arithmetic")
        for group, name in ((_ARITH, "arithmetic operator"), (_BITWISE, "bitwise operator"),
                            (_RELATIONAL, "relational operator"),
                            (_LOGICAL, "logical operator")):
            if op in group:
                found.add(name)
    elif isinstance(e, ast.Unary):
        found.add("unary operator")
        if e.op is cint.UnOp.NOT:
            found.add("logical operator")
        if e.safe:
            found.add("safe-math wrapper")
    elif isinstance(e, ast.Cast):
        found.add("cast")
    elif isinstance(e, ast.Cond):
        found.add("conditional operator")
    elif isinstance(e, ast.PtrCompare):
        found.add("pointer comparison")
    elif isinstance(e, ast.Deref):
        found.add("dereference")
    elif isinstance(e, ast.AddrOf):
        if isinstance(e.obj, ast.Member):
            found.add("pointer to struct member")
        if isinstance(e.obj, ast.Index):
            found.add("pointer to array element")
    elif isinstance(e, ast.Member) and e.record.union:
        found.add("union member access")
