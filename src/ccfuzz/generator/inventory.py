"""Which language features a generated program uses, read off its tree.

The feature table of docs/design/generator.md is backed by tests that find each feature this
way in generated programs; the validity benchmark reports how often each one occurs.
"""

from __future__ import annotations

from ccfuzz import cint
from ccfuzz.generator import ast, effects
from ccfuzz.generator.types import (
    SPELLING,
    Array,
    Int,
    Pointer,
    Qual,
    Record,
    Type,
    Vector,
    leaves,
)

_ARITH = {cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.MUL, cint.BinOp.DIV, cint.BinOp.MOD}
_BITWISE = {cint.BinOp.AND, cint.BinOp.OR, cint.BinOp.XOR, cint.BinOp.SHL, cint.BinOp.SHR}
_RELATIONAL = {cint.BinOp.LT, cint.BinOp.GT, cint.BinOp.LE, cint.BinOp.GE, cint.BinOp.EQ,
               cint.BinOp.NE}
_LOGICAL = {cint.BinOp.LAND, cint.BinOp.LOR}
_LOOP_NAMES = {ast.LoopForm.FOR: "for", ast.LoopForm.WHILE: "while loop",
               ast.LoopForm.DO: "do loop"}


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


def _spelling_features(t: Type, found: set[str]) -> None:
    """A type written with keywords, in an object's type or behind its pointers (read off
    the type itself: ``leaves`` may give an equal type spelt otherwise)."""
    while isinstance(t, Array | Pointer):
        t = t.elem if isinstance(t, Array) else t.target.type
    if isinstance(t, Int) and t.spelling:
        found.add("keyword spelling")


def _type_features(t: Type, found: set[str]) -> None:
    _spelling_features(t, found)
    if isinstance(t, Vector):
        found.add(f"vector of {t.size} bytes")
    if isinstance(t, Array):
        found.add("array")
        if isinstance(t.elem, Array):
            found.add("multi-dimensional array")
        if isinstance(t.elem, Vector):
            found.add("vector array")
        if isinstance(t.elem, Record):
            found.add(f"array of {t.elem.keyword}s")
        inner = t.elem
        while isinstance(inner, Array):
            inner = inner.elem
        if isinstance(inner, Pointer):
            found.add("array of pointers")
    for _, lt, f in leaves(t):
        if isinstance(lt, Int):
            found.add(f"type {SPELLING.get(lt.ctype, lt.ctype.name)}")
        if f is not None and f.bits is not None:
            found.add("signed bit-field" if lt == Int(cint.INT) else "unsigned bit-field")


def features(p: ast.Program) -> set[str]:
    found: set[str] = set()
    for r in p.records:
        found.add("union" if r.union else "struct")
        if r.packed:
            found.add("packed struct")
        if r.pragma_pack:
            found.add("#pragma pack")
        if any(isinstance(f.type, Record) for f in r.fields):
            found.add("nested struct")
        if any(isinstance(f.type, Vector) for f in r.fields):
            found.add("vector struct member")
        for fld in r.fields:
            _type_features(fld.type, found)
            if fld.bits is not None and isinstance(fld.type, Int) and fld.type.ctype.bitint:
                found.add("bit-precise bit-field")
            elif fld.bits is not None:
                found.add("signed bit-field" if fld.type == Int(cint.INT) else
                          "unsigned bit-field")
    decls = list(p.globals)
    for f in p.functions:
        decls += f.params + f.locals
        if any(isinstance(s, ast.Call) and s.func is f for s in ast.statements(f.body)):
            found.add("recursion")
        if f.name != "main":
            found.add("function")
            if f.params:
                found.add("function with parameters")
            if f.ret is not None:
                found.add("return value")
                _spelling_features(f.ret, found)
            if isinstance(f.ret, Record):
                found.add(f"{f.ret.keyword} return value")
            for param in f.params:
                if isinstance(param.type, Record):
                    found.add(f"{param.type.keyword} parameter")
                if param.qual.restrict:
                    found.add("restrict parameter")
            if f.loop_function:
                found.add("loop function")
            if f.noinline:
                found.add("noinline function")
    if p.globals:
        found.add("global variable")
    for f in p.functions:
        if f.locals:
            found.add("local variable")
    for d in decls:
        _qual_features(d.qual, 0, found)
        _type_features(d.type, found)
    exprs: list[ast.Expr] = []
    stmt_features = _StmtFeatures(found)
    for f in p.functions:
        for s in ast.statements(f.body):
            s.accept(stmt_features)
            exprs += s.exprs()
        for d in [*f.locals, *(p.globals if f.name == "main" else [])]:
            if d.init is not None and not isinstance(d.init, tuple):
                exprs.append(d.init)
    expr_features = _ExprFeatures(found)
    for e in (x for top in exprs for x in ast.subexpressions(top)):
        e.accept(expr_features)
    for top in exprs:
        _shape_features(top, found)
    return found


_COMPOUND = (ast.Binary, ast.Unary, ast.Cast)
_REASSOCIABLE = {cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.XOR, cint.BinOp.AND,
                 cint.BinOp.OR, cint.BinOp.MUL}
_NARROW_UNSIGNED = {cint.UINT8_T, cint.UINT16_T}
_NARROW_SIGNED = {cint.INT8_T, cint.INT16_T, cint.CHAR}


def _shape_features(top: ast.Expr, found: set[str]) -> None:
    """Features of how an expression's parts relate: the same compound subexpression (one
    node) used twice; an operand that appears on both sides of a chain of arithmetic."""
    seen: set[int] = set()
    for e in ast.subexpressions(top):
        if isinstance(e, _COMPOUND):
            if id(e) in seen:
                found.add("common subexpression")
            seen.add(id(e))
        if isinstance(e, ast.Binary) and e.op in _REASSOCIABLE and any(
                isinstance(c, ast.Binary) and c.op in _REASSOCIABLE for c in e.children()):
            left = {id(x) for x in ast.subexpressions(e.left) if not isinstance(x, ast.Const)}
            if any(id(x) in left for x in ast.subexpressions(e.right)):
                found.add("reassociable arithmetic")


class _StmtFeatures(ast.StmtVisitor[None]):
    """Adds a statement's own features (not its expressions') to ``found``."""

    def __init__(self, found: set[str]) -> None:
        self.found = found

    def visit_assign(self, s: ast.Assign) -> None:
        self.found.add("assign")
        if s.step:
            self.found.add("increment and decrement")
        elif s.op is not None:
            self.found.add("compound assignment")
        if isinstance(s.lhs.type, Record):
            self.found.add("struct assignment")
        if isinstance(s.lhs.type, Pointer):
            self.found.add("pointer assignment")
            if isinstance(s.lhs, ast.Index):
                self.found.add("assignment to a pointer element")

    def visit_call(self, s: ast.Call) -> None:
        self.found.add("call")
        if s.func.loop_function and len({a.obj.decl.name for a in s.args
                                         if isinstance(a, ast.AddrOf)
                                         and isinstance(a.obj, ast.VarRef)}) < len(s.args):
            self.found.add("loop function call with aliased arguments")
        if s.lhs is not None and isinstance(s.lhs.type, Record):
            self.found.add("returned struct or union stored")

    def visit_if(self, s: ast.If) -> None:
        self.found.add("if")
        if s.other is not None:
            self.found.add("if/else")

    def visit_for(self, s: ast.For) -> None:
        self.found.add(_LOOP_NAMES[s.form])
        if s.shape is not None:
            self.found.add(f"vector loop {s.shape}")
        if s.hint:
            self.found.add("vector loop hint")
        chain = [s]
        while chain[-1].body.stmts and isinstance(chain[-1].body.stmts[0], ast.For):
            chain.append(chain[-1].body.stmts[0])
        counters = {id(loop.var) for loop in chain}
        indexed = {id(x.decl) for t in ast.statements(chain[-1].body) for top in t.exprs()
                   for e in ast.subexpressions(top) if isinstance(e, ast.Index)
                   for x in ast.subexpressions(e.index) if isinstance(x, ast.VarRef)}
        if len(counters & indexed) >= 2:
            self.found.add("loop nest over arrays")
        if any(isinstance(e, ast.Index) and isinstance(e.index, ast.VarRef)
               and e.index.decl is s.var
               for t in ast.statements(s.body) if isinstance(t, ast.Assign)
               for top in t.exprs() for e in ast.subexpressions(top)):
            self.found.add("loop over an array")

    def visit_switch(self, s: ast.Switch) -> None:
        self.found.add("switch")
        if any(c.value is None for c in s.cases):
            self.found.add("switch default")
        if any(not c.brk for c in s.cases[:-1]):
            self.found.add("switch fall-through")
        if any(c.brk for c in s.cases):
            self.found.add("break out of a switch")

    def visit_break(self, s: ast.Break) -> None:
        self.found.add("break")

    def visit_continue(self, s: ast.Continue) -> None:
        self.found.add("continue")

    def visit_return(self, s: ast.Return) -> None:
        self.found.add("return")

    def visit_goto(self, s: ast.Goto) -> None:
        self.found.add("goto")

    def visit_block(self, s: ast.Block) -> None:
        self.found.add("block")

    def visit_probe(self, s: ast.Probe) -> None:
        raise AssertionError("a probe left in a finished program")

    def visit_mem_op(self, s: ast.MemOp) -> None:
        t = s.dst.type
        what = "array" if isinstance(t, Array) else t.keyword if isinstance(t, Record) else ""
        self.found.add(f"{s.kind.value} of {what}".strip())


class _ExprFeatures(ast.ExprVisitor[None]):
    """Adds an expression's own features (not its operands') to ``found``."""

    def __init__(self, found: set[str]) -> None:
        self.found = found

    def visit_const(self, e: ast.Const) -> None:
        pass

    def visit_var_ref(self, e: ast.VarRef) -> None:
        pass

    def visit_member(self, e: ast.Member) -> None:
        if e.record.union:
            self.found.add("union member access")

    def visit_index(self, e: ast.Index) -> None:
        if isinstance(e.base.type, Vector):
            self.found.add("vector subscript")
        if isinstance(e.index, ast.Binary) and any(
                isinstance(x, ast.VarRef) and x.decl.storage is ast.Storage.INDUCTION
                for x in ast.subexpressions(e.index)):
            self.found.add("affine index")

    def visit_deref(self, e: ast.Deref) -> None:
        self.found.add("dereference")
        if isinstance(e.pointer, ast.Index):
            self.found.add("dereference of an array element")

    def visit_addr_of(self, e: ast.AddrOf) -> None:
        if isinstance(e.obj, ast.Member):
            self.found.add("pointer to struct member")
        if isinstance(e.obj, ast.Index):
            self.found.add("pointer to array element")

    def visit_unary(self, e: ast.Unary) -> None:
        self.found.add("unary operator")
        if e.op is cint.UnOp.NOT:
            self.found.add("logical operator")
        if e.safe:
            self.found.add("safe-math wrapper")

    def visit_binary(self, e: ast.Binary) -> None:
        op = e.op
        left, right = e.left, e.right
        if op is cint.BinOp.OR and isinstance(left, ast.Binary) and isinstance(right, ast.Binary) \
                and left.op is cint.BinOp.SHL and right.op is cint.BinOp.SHR \
                and left.left is right.left:
            self.found.add("idiom rotate")
        if e.safe:
            self.found.add("safe-math wrapper")
        elif op in _ARITH:
            self.found.add("plain arithmetic")
        for group, name in ((_ARITH, "arithmetic operator"), (_BITWISE, "bitwise operator"),
                            (_RELATIONAL, "relational operator"),
                            (_LOGICAL, "logical operator")):
            if op in group:
                self.found.add(name)
        if op in _RELATIONAL and any(isinstance(c.type, Int) and c.type.ctype in
                                     _NARROW_UNSIGNED for c in e.children()):
            self.found.add("narrow unsigned comparison")

    def visit_cast(self, e: ast.Cast) -> None:
        self.found.add("cast")
        if e.to in _NARROW_UNSIGNED and isinstance(e.operand, ast.Cast) \
                and e.operand.to in _NARROW_SIGNED:
            self.found.add("narrow unsigned cast of a narrow signed value")

    def visit_cond(self, e: ast.Cond) -> None:
        self.found.add("conditional operator")
        c = e.cond
        if isinstance(c, ast.Binary) and c.left is e.then and c.right is e.other:
            if c.op is cint.BinOp.LT:
                self.found.add("idiom min")
            elif c.op is cint.BinOp.GT:
                self.found.add("idiom max")
        elif isinstance(c, ast.Binary) and isinstance(e.then, ast.Binary) \
                and e.then.right is e.other and c.op is cint.BinOp.LT:
            self.found.add("idiom abs")

    def visit_ptr_compare(self, e: ast.PtrCompare) -> None:
        self.found.add("pointer comparison")

    def visit_assign_expr(self, e: ast.AssignExpr) -> None:
        self.found.add("embedded assignment" if e.op is None else
                       "embedded compound assignment")
        self._target(e.lhs)

    def visit_inc_dec(self, e: ast.IncDec) -> None:
        self.found.add("embedded increment and decrement")
        self._target(e.lhs)

    def _target(self, lhs: ast.Expr) -> None:
        if isinstance(lhs, ast.Member) and lhs.field.bits is not None:
            self.found.add("embedded store to a bit-field")
        elif isinstance(lhs, ast.Deref):
            self.found.add("embedded store through a pointer")
        elif not isinstance(lhs, ast.VarRef):
            self.found.add("embedded store to a member or element")

    def visit_builtin(self, e: ast.Builtin) -> None:
        self.found.add(f"builtin {e.name}")

    def visit_vec_op(self, e: ast.VecOp) -> None:
        self.found.add(f"vector {e.kind.value}")

    def visit_overflow(self, e: ast.Overflow) -> None:
        self.found.add(f"builtin {e.name}")

    def visit_comma(self, e: ast.Comma) -> None:
        self.found.add("comma operator")
        stored = {effects.root(x.lhs) for x in ast.subexpressions(e.left)
                  if isinstance(x, ast.AssignExpr | ast.IncDec)}
        if any(isinstance(x, ast.VarRef) and x.decl in stored
               for x in ast.subexpressions(e.right)):
            self.found.add("comma reading back what it stored")
