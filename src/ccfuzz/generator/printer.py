"""C source for a generated program: a visitor over the AST in ``ast.py``.

Every compound expression is parenthesized, so the printed program means exactly the tree,
whatever C's precedence rules; casts and literals carry their types (``cint.literal``).
"""

from __future__ import annotations

from ccfuzz import cint
from ccfuzz.constructs import HINT, HINT_MACRO, RESTRICT, RESTRICT_MACRO
from ccfuzz.generator import ast
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

CHECKSUM_C = """\
static uint64_t crc_ctx = 0xFFFFFFFFFFFFFFFFUL;
static void crc(uint64_t value)
{
    crc_ctx = (crc_ctx ^ value) * 0x100000001B3UL;
    crc_ctx ^= crc_ctx >> 31;
}
"""
# Binary and unary operators apart: BinOp.SUB and UnOp.NEG are equal strings (StrEnum).
_BINARY_NAMES = {
    cint.BinOp.ADD: "add", cint.BinOp.SUB: "sub", cint.BinOp.MUL: "mul",
    cint.BinOp.DIV: "div", cint.BinOp.MOD: "mod", cint.BinOp.SHL: "lshift",
    cint.BinOp.SHR: "rshift",
}
SAFE_BINARY = frozenset(_BINARY_NAMES)
# The limits of the types without a <stdint.h> name, by the <stdint.h> macros of their width
# (equal values; <limits.h> is not included).
_LIMITS = {cint.CHAR: "INT8", cint.LLONG: "INT64", cint.ULLONG: "UINT64"}




def _ident(t: cint.CType) -> str:
    return SPELLING[t].replace(" ", "_")


def _limits(t: cint.CType) -> tuple[str, str]:
    """C for ``t``'s largest and smallest values: <stdint.h>'s macros, or (128 bits and
    bit-precise types, which have none) constants."""
    if t.width == 128 or t.bitint:
        return (cint.literal(cint.Value(t.max, t)), cint.literal(cint.Value(t.min, t)))
    lim = _LIMITS.get(t) or SPELLING[t].upper().removesuffix("_T")
    return f"{lim}_MAX", f"{lim}_MIN"


def safe_name(op: cint.BinOp | cint.UnOp, t: cint.CType) -> str:
    if isinstance(op, cint.UnOp):
        assert op is cint.UnOp.NEG
        return f"safe_unary_minus_{_ident(t)}"
    return f"safe_{_BINARY_NAMES[op]}_{_ident(t)}"


def safe_wrapper(op: cint.BinOp | cint.UnOp, t: cint.CType) -> str:
    """A wrapper in Csmith's style: the operation, or its first operand where the operation
    would be undefined (``interp.safe_fallback`` models the same)."""
    s = SPELLING[t]
    mx, mn = _limits(t)
    if isinstance(op, cint.UnOp):
        test = f"a == {mn}" if t.signed else "0"
        return f"static {s} {safe_name(op, t)}({s} a) {{ return ({test}) ? a : -a; }}\n"
    if op in (cint.BinOp.SHL, cint.BinOp.SHR):
        test = f"b >= {t.width}"
        if op is cint.BinOp.SHL and t.signed:
            test += f" || a < 0 || a > ({mx} >> b)"
        sym = "<<" if op is cint.BinOp.SHL else ">>"
        return (f"static {s} {safe_name(op, t)}({s} a, uint64_t b) "
                f"{{ return ({test}) ? a : (a {sym} b); }}\n")
    sym = str(op)
    if not t.signed:
        test = "b == 0" if op in (cint.BinOp.DIV, cint.BinOp.MOD) else "0"
    elif op is cint.BinOp.ADD:
        test = f"(b > 0 && a > {mx} - b) || (b < 0 && a < {mn} - b)"
    elif op is cint.BinOp.SUB:
        test = f"(b < 0 && a > {mx} + b) || (b > 0 && a < {mn} + b)"
    elif op is cint.BinOp.MUL:
        # CERT INT32-C: each sign combination compared against the limit divided.
        test = (f"(a > 0 && b > 0 && a > {mx} / b) || (a > 0 && b <= 0 && b < {mn} / a) || "
                f"(a <= 0 && b > 0 && a < {mn} / b) || (a < 0 && b <= 0 && b < {mx} / a)")
    else:
        test = f"b == 0 || (a == {mn} && b == -1)"
    return (f"static {s} {safe_name(op, t)}({s} a, {s} b) "
            f"{{ return ({test}) ? a : (a {sym} b); }}\n")


def type_name(t: Type) -> str:
    if isinstance(t, Int):
        return t.name
    if isinstance(t, Record):
        return f"{t.keyword} {t.name}"
    if isinstance(t, Vector):
        return t.name
    raise AssertionError(f"no simple name for {t}")


def declarator(q: Qual, inner: str) -> str:
    """``q`` declared with name ``inner``: qualifiers at each level of indirection."""
    quals = ("const " if q.const else "") + ("volatile " if q.volatile else "") \
        + (f"{RESTRICT} " if q.restrict else "")  # ``restrict`` (``constructs``)
    t = q.type
    if isinstance(t, Pointer):
        return declarator(t.target, f"* {quals}{inner}".rstrip())
    if isinstance(t, Array):
        if inner.startswith("*"):  # a pointer to an array: `int32_t (* p)[16]`
            inner = f"({inner})"
        dims = ""
        while isinstance(t, Array):
            dims += f"[{t.length}]"
            t = t.elem
        # An array's qualifiers are its elements' (6.7.3p9): `int32_t * const a[2]`.
        return declarator(Qual(t, q.const, q.volatile), f"{inner}{dims}")
    return f"{quals}{type_name(t)} {inner}"


class Printer(ast.ExprVisitor[str], ast.StmtVisitor[None]):
    """Expressions print to their text; a statement appends its lines to ``out`` (set by
    ``stmt`` and ``block``) at the current indentation."""

    def __init__(self) -> None:
        # by wrapper name: (op, type) pairs would conflate SUB and NEG, equal as strings
        self.safe_used: dict[str, tuple[cint.BinOp | cint.UnOp, cint.CType]] = {}
        self._out: list[str] = []
        self._pad = ""

    # ----- expressions

    def expr(self, e: ast.Expr) -> str:
        return e.accept(self)

    def visit_const(self, e: ast.Const) -> str:
        return cint.literal(e.value)

    def visit_var_ref(self, e: ast.VarRef) -> str:
        return e.decl.name

    def visit_member(self, e: ast.Member) -> str:
        if isinstance(e.base, ast.Deref):
            return f"{self.expr(e.base.pointer)}->{e.field.name}"
        return f"{self.expr(e.base)}.{e.field.name}"

    def visit_index(self, e: ast.Index) -> str:
        return f"{self.expr(e.base)}[{self.expr(e.index)}]"

    def visit_deref(self, e: ast.Deref) -> str:
        return f"(*{self.expr(e.pointer)})"

    def visit_addr_of(self, e: ast.AddrOf) -> str:
        return f"(&{self.expr(e.obj)})"

    def visit_unary(self, e: ast.Unary) -> str:
        if e.safe:
            return self._safe_call(e.op, e.type, e.operand)
        return f"({e.op}{self.expr(e.operand)})"

    def visit_binary(self, e: ast.Binary) -> str:
        if e.safe:
            return self._safe_call(e.op, e.type, e.left, e.right)
        return f"({self.expr(e.left)} {e.op} {self.expr(e.right)})"

    def _safe_call(self, op: cint.BinOp | cint.UnOp, t: Type, *args: ast.Expr) -> str:
        assert isinstance(t, Int)
        name = safe_name(op, t.ctype)
        self.safe_used[name] = (op, t.ctype)
        return f"{name}({', '.join(self.expr(a) for a in args)})"

    def visit_cast(self, e: ast.Cast) -> str:
        return f"(({SPELLING[e.to]}){self.expr(e.operand)})"

    def visit_cond(self, e: ast.Cond) -> str:
        return f"({self.expr(e.cond)} ? {self.expr(e.then)} : {self.expr(e.other)})"

    def visit_ptr_compare(self, e: ast.PtrCompare) -> str:
        op = "==" if e.equal else "!="
        return f"({self.expr(e.left)} {op} {self.expr(e.right)})"

    def visit_assign_expr(self, e: ast.AssignExpr) -> str:
        op = "=" if e.op is None else f"{e.op}="
        return f"({self.expr(e.lhs)} {op} {self.expr(e.rhs)})"

    def visit_inc_dec(self, e: ast.IncDec) -> str:
        step = "++" if e.increment else "--"
        lhs = self.expr(e.lhs)
        return f"({step}{lhs})" if e.prefix else f"({lhs}{step})"

    def visit_comma(self, e: ast.Comma) -> str:
        return f"({self.expr(e.left)}, {self.expr(e.right)})"

    def visit_builtin(self, e: ast.Builtin) -> str:
        return f"{e.name}({self.expr(e.arg)})"

    def visit_vec_op(self, e: ast.VecOp) -> str:
        from ccfuzz.generator import vecops

        return vecops.text(e, self.expr)

    def visit_overflow(self, e: ast.Overflow) -> str:
        return f"{e.name}({self.expr(e.left)}, {self.expr(e.right)}, &{self.expr(e.result)})"

    def init(self, d: ast.VarDecl) -> str:
        if d.init is None:
            return ""
        if not isinstance(d.init, tuple):
            return f" = {self.expr(d.init)}"
        return " = " + self.braces(d.type, d.init)

    def braces(self, t: Type, inits: tuple[ast.Expr, ...]) -> str:
        """An initializer of ``t`` from one expression per cell (``types.leaves``)."""
        values = iter(self.expr(e) for e in inits)

        def braces(t: Type) -> str:
            if isinstance(t, Array):
                return "{" + ", ".join(braces(t.elem) for _ in range(t.length)) + "}"
            if isinstance(t, Vector):
                return "{" + ", ".join(next(values) for _ in range(t.lanes)) + "}"
            if isinstance(t, Record) and not t.union:
                return "{" + ", ".join(braces(f.type) if f.bits is None else next(values)
                                       for f in t.fields) + "}"
            if isinstance(t, Record):
                return "{" + next(values) + "}"
            return next(values)

        return braces(t)

    def decl(self, d: ast.VarDecl) -> str:
        return declarator(d.qual, d.name) + self.init(d) + ";"

    # ----- statements

    def stmt(self, s: ast.Stmt, indent: int, out: list[str]) -> None:
        """Append ``s``'s lines to ``out``."""
        self._out, self._pad = out, "    " * indent
        s.accept(self)

    def _line(self, text: str) -> None:
        self._out.append(self._pad + text)

    def _inner(self, b: ast.Block, printed: list[str] | None = None,
               after: str | None = None) -> None:
        """``b``'s statements and end label, one level deeper than the current line;
        ``printed``: its statements' lines, if printed before; ``after``: a line after the
        label (a while loop's step)."""
        outer = self._pad
        self._pad += "    "
        if printed is None:
            for s in b.stmts:
                s.accept(self)
        else:
            self._out += printed
        if b.end_label is not None:
            self._line(f"{b.end_label}: ;")
        if after is not None:
            self._line(after)
        self._pad = outer

    def visit_assign(self, s: ast.Assign) -> None:
        if s.step:
            self._line(f"{self.expr(s.lhs)}{s.op}{s.op};")
            return
        op = "=" if s.op is None else f"{s.op}="
        self._line(f"{self.expr(s.lhs)} {op} {self.expr(s.rhs)};")

    def visit_call(self, s: ast.Call) -> None:
        call = f"{s.func.name}({', '.join(self.expr(a) for a in s.args)})"
        self._line(f"{self.expr(s.lhs)} = {call};" if s.lhs is not None else f"{call};")

    def visit_if(self, s: ast.If) -> None:
        self._line(f"if ({self.expr(s.cond)}) {{")
        self._inner(s.then)
        if s.other is not None:
            self._line("} else {")
            self._inner(s.other)
        self._line("}")

    def visit_for(self, s: ast.For) -> None:
        v = s.var.name
        cmp, step = ("<", f"{v} += {s.step}") if s.step > 0 else (">", f"{v} -= {-s.step}")
        if abs(s.step) == 1:
            step = f"{v}++" if s.step > 0 else f"{v}--"
        if s.form is ast.LoopForm.FOR:
            hint = f"{HINT} " if s.hint else ""
            self._line(f"{hint}for ({v} = {s.start}; {v} {cmp} {s.stop}; {step}) {{")
            self._inner(s.body)
            self._line("}")
            return
        self._line(f"{v} = {s.start};")
        if s.form is ast.LoopForm.WHILE:
            self._line(f"while ({v} {cmp} {s.stop}) {{")
            self._inner(s.body, after=f"{step};")
            self._line("}")
            return
        pre = f"++{v}" if s.step > 0 else f"--{v}"
        self._line("do {")
        self._inner(s.body)
        self._line(f"}} while ({pre if abs(s.step) == 1 else f'({step})'} {cmp} {s.stop});")

    def visit_switch(self, s: ast.Switch) -> None:
        self._line(f"switch ({self.expr(s.cond)}) {{")
        for c in s.cases:
            label = "default" if c.value is None else f"case {cint.literal(c.value)}"
            self._line(f"{label}: {{")
            self._inner(c.body, after="break;" if c.brk else None)
            self._line("}")
        self._line("}")

    def visit_block(self, s: ast.Block) -> None:
        self._line("{")
        self._inner(s)
        self._line("}")

    def visit_return(self, s: ast.Return) -> None:
        self._line("return;" if s.value is None else f"return {self.expr(s.value)};")

    def visit_goto(self, s: ast.Goto) -> None:
        self._line(f"goto {s.label};")

    def visit_break(self, s: ast.Break) -> None:
        self._line("break;")

    def visit_continue(self, s: ast.Continue) -> None:
        self._line("continue;")

    def visit_probe(self, s: ast.Probe) -> None:
        raise AssertionError("a probe left in a finished program")

    def visit_mem_op(self, s: ast.MemOp) -> None:
        from ccfuzz.generator import memops

        self._line(memops.text(s, self.expr, self.braces, type_name(s.dst.type)
                                  if not isinstance(s.dst.type, Array) else ""))

    def signature(self, f: ast.Function) -> str:
        ret = "void" if f.ret is None else type_name(f.ret)
        params = ", ".join(declarator(p.qual, p.name) for p in f.params) or "void"
        attribute = "__attribute__((noinline)) " if f.noinline else ""
        return f"static {attribute}{ret} {f.name}({params})"

    def function(self, f: ast.Function, main: bool = False,
                 globals_: list[ast.VarDecl] | None = None, body: list[str] | None = None) \
            -> str:
        """``f``'s definition; ``body``: the lines of its body's statements, if printed before
        (not its end label)."""
        out = ["int main(void)" if main else self.signature(f), "{"]
        out += [f"    {self.decl(d)}" for d in f.locals]
        out += [f"    {declarator(d.qual, d.name)};" for d in f.induction]
        self._out, self._pad = out, ""
        self._inner(f.body, printed=body)
        if f.final is not None:
            self.stmt(f.final, 1, out)
        if main:
            out += _checksum_lines(globals_ or [])
            out.append("    return 0;")
        out.append("}")
        return "\n".join(out) + "\n"


def record_def(r: Record) -> str:
    lines = [f"{r.keyword} {r.name} {{"]
    for f in r.fields:
        if f.bits is not None and isinstance(f.type, Int) and f.type.ctype.bitint:
            lines.append(f"    {type_name(f.type)} {f.name} : {f.bits};")
        elif f.bits is not None:
            assert isinstance(f.type, Int)
            sign = "signed" if f.type.ctype.signed else "unsigned"
            lines.append(f"    {sign} int {f.name} : {f.bits};")
        else:
            lines.append(f"    {declarator(Qual(f.type), f.name)};")
    lines.append("} __attribute__((packed));" if r.packed else "};")
    if r.pragma_pack:
        # Not pack(push) / pack(pop), which tcc 0.9.27 rejects; pack() restores the default.
        lines = [f"#pragma pack({r.pragma_pack})", *lines, "#pragma pack()"]
    return "\n".join(lines) + "\n"


def _checksum_lines(globals_: list[ast.VarDecl]) -> list[str]:
    """``crc()`` of every non-pointer cell of every global, in ``types.leaves`` order."""
    out: list[str] = []
    depth_needed = 0

    def walk(t: Type, access: str, depth: int, indent: int) -> None:
        nonlocal depth_needed
        pad = "    " * indent
        if isinstance(t, Array | Vector):
            i = f"ci{depth}"
            depth_needed = max(depth_needed, depth + 1)
            out.append(f"{pad}for ({i} = 0; {i} < {t.length}; {i}++) {{")
            walk(t.elem if isinstance(t, Array) else Int(t.elem), f"{access}[{i}]", depth + 1,
                 indent + 1)
            out.append(f"{pad}}}")
        elif isinstance(t, Record) and t.union:
            narrow = t.narrowest()
            walk(narrow.type, f"{access}.{narrow.name}", depth, indent)
        elif isinstance(t, Record):
            for f in t.fields:
                walk(f.type, f"{access}.{f.name}", depth, indent)
        elif isinstance(t, Int) and t.ctype.bitint:  # its unsigned value, 64 bits at a time
            u = cint.unsigned_of(t.ctype).name if t.ctype.signed else t.ctype.name
            out.append(f"{pad}crc((uint64_t)({u}){access});")
            for k in range(64, t.ctype.width, 64):
                out.append(f"{pad}crc((uint64_t)(({u}){access} >> {k}));")
        elif isinstance(t, Int) and t.ctype.width == 128:  # both halves, the low one first
            out.append(f"{pad}crc((uint64_t){access});")
            out.append(f"{pad}crc((uint64_t)((uint128_t){access} >> 64));")
        elif isinstance(t, Int):
            out.append(f"{pad}crc({access});")

    for g in globals_:
        if any(not isinstance(lt, Pointer) for _, lt, _ in leaves(g.type)):
            walk(g.type, g.name, 0, 1)
    decls = [f"    int ci{k};" for k in range(depth_needed)]
    return [*decls, *out,
            '    printf("checksum = %X\\n", (unsigned int)(crc_ctx ^ (crc_ctx >> 32)));']


def program_text(p: ast.Program, pr: Printer | None = None,
                 function_texts: dict[str, str] | None = None) -> str:
    """The whole translation unit. ``function_texts`` holds functions ``pr`` printed before."""
    pr = pr or Printer()
    texts = dict(function_texts or {})
    main = p.functions[-1]
    for f in p.functions:
        if f.name not in texts:
            texts[f.name] = pr.function(f, main=f is main, globals_=p.globals)
    parts = ["#include <stdint.h>\n#include <stdio.h>\n"
             + "".join(f"#include <{h}>\n" for h in p.headers), CHECKSUM_C]
    if p.int128:
        parts.append(cint.INT128_TYPEDEFS)
    if p.bitint_widths:
        parts.append(cint.bitint_typedefs(p.bitint_widths))
    if p.vector_types:
        from ccfuzz.generator import vecops

        parts.append(vecops.preamble(list(p.vector_types), list(p.vector_funcs)))
    if any(HINT in texts[f.name] for f in p.functions):
        parts.append(HINT_MACRO)
    if any(RESTRICT in texts[f.name] for f in p.functions):
        parts.append(RESTRICT_MACRO)
    parts += [record_def(r) for r in p.records]
    parts.append("".join(f"static {pr.decl(g)}\n" for g in p.globals))
    parts.append("".join(f"{pr.signature(f)};\n" for f in p.functions[:-1]))
    parts.append("".join(safe_wrapper(*pr.safe_used[name]) for name in sorted(pr.safe_used)))
    parts += [texts[f.name] for f in p.functions]
    return "\n".join(parts)
