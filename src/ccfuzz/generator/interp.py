"""An interpreter for generated programs with exact C semantics (via ``cint``).

The generator runs every candidate statement through it, on every state in which the
statement will execute, and keeps the candidate only if no run meets undefined behaviour; the
expected output of a program is what this interpreter prints for it. Memory is a flat dict
from a cell's location (the variable's name, then member names and indices) to its value:
an ``int`` for an integer cell, a location tuple for a pointer, a ``UnionCell`` for a union.
Names are unique in a program and no function is recursive, so a location needs no frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ccfuzz import cint
from ccfuzz.generator import ast
from ccfuzz.generator.types import Array, Int, Pointer, Record, byte_size, leaves

Loc = tuple[str | int, ...]
Memory = dict[Loc, object]


class UndefinedBehavior(Exception):
    """An evaluation the C standard leaves undefined (or unspecified) happened."""


class StepLimit(Exception):
    """The run executed more statements than its budget: the program would run too long."""


@dataclass(frozen=True)
class UnionCell:
    """A union of integer members, as little-endian bytes: ``raw`` holds the bytes written
    last, of which the low ``valid`` are specified (6.2.6.1p7: a store to a member leaves the
    bytes beyond it unspecified, so reading a wider member afterwards is refused)."""

    raw: int
    valid: int

    def read(self, t: cint.CType) -> int:
        if byte_size(t) > self.valid:
            raise UndefinedBehavior("read of a union member wider than the one stored")
        return cint.convert(self.raw & ((1 << t.width) - 1), t)

    @staticmethod
    def store(value: int, t: cint.CType) -> UnionCell:
        return UnionCell(value & ((1 << t.width) - 1), byte_size(t))


class Flow(Enum):
    NORMAL = 0
    BREAK = 1
    CONTINUE = 2
    RETURN = 3
    GOTO = 4


def safe_fallback(left: cint.Value, t: cint.CType) -> cint.Value:
    """What a safe-math wrapper returns instead of an undefined result: its first operand,
    converted to the wrapper's type ``t``."""
    return cint.Value.cast(left.value, t)


def apply_binary(op: cint.BinOp, a: cint.Value, b: cint.Value, safe: bool) -> cint.Value:
    """``a op b`` with both operands evaluated (the caller short-circuits && and ||)."""
    r = cint.binary(op, a, b)
    if r.value is None:
        if not safe:
            raise UndefinedBehavior(f"{a.value} {op} {b.value}: {r.undefined}")
        return safe_fallback(a, r.type)
    return r.value


def apply_unary(op: cint.UnOp, v: cint.Value, safe: bool) -> cint.Value:
    r = cint.unary(op, v)
    if r.value is None:
        if not safe:
            raise UndefinedBehavior(f"{op}{v.value}: {r.undefined}")
        return safe_fallback(v, r.type)
    return r.value


class Interpreter:
    def __init__(self, mem: Memory, step_limit: int) -> None:
        self.mem = mem
        self.steps = 0
        self.step_limit = step_limit
        self.goto_label: str | None = None
        self.retval: object = None

    # ----- expressions

    def lval(self, e: ast.Expr) -> Loc:
        if isinstance(e, ast.VarRef):
            return (e.decl.name,)
        if isinstance(e, ast.Member):
            base = self.lval(e.base)
            return base if e.record.union else (*base, e.field.name)
        if isinstance(e, ast.Index):
            i = self.int(e.index).value
            assert isinstance(e.base.type, Array)
            if not 0 <= i < e.base.type.length:
                raise UndefinedBehavior(f"index {i} out of bounds")
            return (*self.lval(e.base), i)
        if isinstance(e, ast.Deref):
            target = self.eval(e.pointer)
            assert isinstance(target, tuple)
            return target
        raise AssertionError(f"not an lvalue: {e}")

    def int(self, e: ast.Expr) -> cint.Value:
        v = self.eval(e)
        assert isinstance(v, cint.Value)
        return v

    def eval(self, e: ast.Expr) -> object:
        """An integer expression's ``cint.Value``; a pointer's target location; an
        aggregate's own location."""
        if isinstance(e, ast.Const):
            return e.value
        if isinstance(e, ast.Binary):
            return self._binary(e)
        if isinstance(e, ast.Unary):
            return apply_unary(e.op, self.int(e.operand), e.safe)
        if isinstance(e, ast.Cast):
            return cint.Value.cast(self.int(e.operand).value, e.to)
        if isinstance(e, ast.Cond):
            chosen = e.then if self.int(e.cond).value else e.other
            assert isinstance(e.type, Int)
            return cint.Value.cast(self.int(chosen).value, e.type.ctype)
        if isinstance(e, ast.PtrCompare):
            same = self.eval(e.left) == self.eval(e.right)
            return cint.Value(int(same == e.equal), cint.INT)
        if isinstance(e, ast.AddrOf):
            return self.lval(e.obj)
        return self.read(e)

    def read(self, e: ast.Expr) -> object:
        loc = self.lval(e)
        t = e.type
        if isinstance(e, ast.Member) and e.record.union:
            cell = self.mem[loc]
            assert isinstance(cell, UnionCell) and isinstance(e.field.type, Int)
            return cint.Value(cell.read(e.field.type.ctype), e.field.type.ctype)
        if isinstance(t, Int):
            raw = self.mem[loc]
            assert isinstance(raw, int), (e, raw)
            return cint.Value(raw, t.ctype)
        if isinstance(t, Pointer):
            return self.mem[loc]
        return loc  # an aggregate: the assignment that copies it reads its cells

    def _binary(self, e: ast.Binary) -> cint.Value:
        a = self.int(e.left)
        if e.op is cint.BinOp.LAND and a.value == 0:
            return cint.Value(0, cint.INT)
        if e.op is cint.BinOp.LOR and a.value != 0:
            return cint.Value(1, cint.INT)
        return apply_binary(e.op, a, self.int(e.right), e.safe)

    # ----- stores

    def store(self, lhs: ast.Expr, value: object) -> None:
        loc = self.lval(lhs)
        t = lhs.type
        if isinstance(lhs, ast.Member) and lhs.field.bits is not None:
            assert isinstance(value, cint.Value) and isinstance(lhs.field.type, Int)
            ft = lhs.field.type.ctype
            bits = cint.CType("bit-field", lhs.field.bits, ft.signed, 3)
            # Out-of-range values wrap, as gcc and clang document for bit-fields.
            self.mem[loc] = cint.convert(cint.convert(value.value, ft), bits)
        elif isinstance(lhs, ast.Member) and lhs.record.union:
            assert isinstance(value, cint.Value) and isinstance(lhs.field.type, Int)
            self.mem[loc] = UnionCell.store(value.value, lhs.field.type.ctype)
        elif isinstance(t, Int):
            assert isinstance(value, cint.Value)
            self.mem[loc] = cint.convert(value.value, t.ctype)
        elif isinstance(t, Record) and not t.union:
            assert isinstance(value, tuple)
            cells = [(path, self.mem[(*value, *path)]) for path, _, _ in leaves(t)]
            for path, v in cells:
                self.mem[(*loc, *path)] = v
        elif isinstance(t, Record):
            assert isinstance(value, tuple)
            self.mem[loc] = self.mem[value]
        else:
            self.mem[loc] = value

    def init(self, decl: ast.VarDecl) -> None:
        """Give a declared variable its initial value (globals before main, locals at entry)."""
        init = decl.init
        if init is None:
            return
        base = (decl.name,)
        if isinstance(init, tuple):
            for (path, lt, _), e in zip(leaves(decl.type), init, strict=True):
                v = self.eval(e)
                if isinstance(lt, Record):  # a union cell, initialized by its first member
                    first = lt.fields[0].type
                    assert isinstance(v, cint.Value) and isinstance(first, Int)
                    self.mem[(*base, *path)] = UnionCell.store(v.value, first.ctype)
                elif isinstance(lt, Int):
                    assert isinstance(v, cint.Value)
                    self.mem[(*base, *path)] = cint.convert(v.value, lt.ctype)
                else:
                    self.mem[(*base, *path)] = v
            return
        self.store(ast.VarRef(decl), self.eval(init))

    # ----- statements

    def block(self, b: ast.Block) -> Flow:
        for s in b.stmts:
            flow = self.stmt(s)
            if flow is not Flow.NORMAL:
                if flow is Flow.GOTO and self.goto_label == b.end_label:
                    return Flow.NORMAL
                return flow
        return Flow.NORMAL

    def stmt(self, s: ast.Stmt) -> Flow:
        self.steps += 1
        if self.steps > self.step_limit:
            raise StepLimit
        if isinstance(s, ast.Assign):
            if s.op is None:
                self.store(s.lhs, self.eval(s.rhs))
            else:
                cur, rhs = self.int(s.lhs), self.int(s.rhs)
                r = cint.binary(s.op, cur, rhs)
                if r.value is None:
                    raise UndefinedBehavior(f"{cur.value} {s.op}= {rhs.value}: {r.undefined}")
                self.store(s.lhs, r.value)
            return Flow.NORMAL
        if isinstance(s, ast.Call):
            result = self.call(s.func, [self.eval(a) for a in s.args])
            if s.lhs is not None:
                self.store(s.lhs, result)
            return Flow.NORMAL
        if isinstance(s, ast.If):
            if self.int(s.cond).value:
                return self.block(s.then)
            return self.block(s.other) if s.other is not None else Flow.NORMAL
        if isinstance(s, ast.For):
            return self._for(s)
        if isinstance(s, ast.Block):
            return self.block(s)
        if isinstance(s, ast.Return):
            self.retval = None if s.value is None else self.eval(s.value)
            return Flow.RETURN
        if isinstance(s, ast.Goto):
            self.goto_label = s.label
            return Flow.GOTO
        if isinstance(s, ast.Probe):
            s.hits.append(dict(self.mem))
            return Flow.NORMAL
        return Flow.BREAK if isinstance(s, ast.Break) else Flow.CONTINUE

    def _for(self, s: ast.For) -> Flow:
        loc = (s.var.name,)
        i = s.start
        while (i < s.stop) if s.step > 0 else (i > s.stop):
            self.mem[loc] = i
            flow = self.block(s.body)
            if flow is Flow.BREAK:
                return Flow.NORMAL
            if flow in (Flow.RETURN, Flow.GOTO):
                return flow
            i += s.step
        self.mem[loc] = i
        return Flow.NORMAL

    def bind(self, f: ast.Function, args: list[object]) -> None:
        """A call's entry: parameters get the arguments (converted), locals their values."""
        for p, v in zip(f.params, args, strict=True):
            if isinstance(p.type, Int):
                assert isinstance(v, cint.Value)
                v = cint.convert(v.value, p.type.ctype)
            self.mem[(p.name,)] = v
        for decl in f.locals:
            self.init(decl)

    def call(self, f: ast.Function, args: list[object]) -> object:
        self.bind(f, args)
        flow = self.block(f.body)
        if flow is Flow.NORMAL and f.final is not None:
            flow = self.stmt(f.final)
        result, self.retval = self.retval, None
        if f.ret is None:
            return None
        assert flow is Flow.RETURN and isinstance(result, cint.Value), f.name
        return cint.Value.cast(result.value, f.ret.ctype)


_MASK64 = (1 << 64) - 1
CRC_START = _MASK64
CRC_MULTIPLIER = 0x100000001B3


def crc_step(ctx: int, value: int) -> int:
    """One step of the checksum main computes in C (see ``printer.CHECKSUM_C``)."""
    ctx = ((ctx ^ (value & _MASK64)) * CRC_MULTIPLIER) & _MASK64
    return ctx ^ (ctx >> 31)


def global_cells(program: ast.Program) -> list[tuple[ast.VarDecl, tuple[str | int, ...], object]]:
    """The checksummed cells: every non-pointer cell of every global, in printing order."""
    out: list[tuple[ast.VarDecl, tuple[str | int, ...], object]] = []
    for g in program.globals:
        for path, lt, _ in leaves(g.type):
            if not isinstance(lt, Pointer):
                out.append((g, path, lt))
    return out


def run(program: ast.Program, step_limit: int) -> bytes:
    """What the program prints: main's checksum line."""
    mem: Memory = {}
    it = Interpreter(mem, step_limit)
    for g in program.globals:
        it.init(g)
    main = program.functions[-1]
    it.call(main, [])
    ctx = CRC_START
    for g, path, lt in global_cells(program):
        cell = mem[(g.name, *path)]
        if isinstance(lt, Record):
            assert isinstance(cell, UnionCell)
            narrow = lt.narrowest().type
            assert isinstance(narrow, Int)
            value = cell.read(narrow.ctype)
        else:
            assert isinstance(cell, int)
            value = cell
        ctx = crc_step(ctx, value)
    folded = (ctx ^ (ctx >> 32)) & 0xFFFFFFFF
    return f"checksum = {folded:X}\n".encode()
