"""An interpreter for generated programs with exact C semantics (via ``cint``).

The generator runs every candidate statement through it, on every state in which the
statement will execute, and keeps the candidate only if no run meets undefined behaviour; the
expected output of a program is what this interpreter prints for it. It runs the closures
compiled from the tree: expressions by ``code.py``, statements here (``Compiler``), each on
its first run, kept by the compiler beside the tree. Memory is described in ``memory.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from ccfuzz import cint
from ccfuzz.generator import ast, code, kernels
from ccfuzz.generator.memory import Flow, Loc, Memory, StepLimit, UndefinedBehavior, UnionCell
from ccfuzz.generator.types import Int, Pointer, Record, leaves

__all__ = ["Compiler", "Flow", "Interpreter", "Memory", "StepLimit", "UndefinedBehavior",
           "UnionCell", "apply_binary", "apply_unary", "run"]

_NORMAL, _BREAK, _CONTINUE, _RETURN, _GOTO = (Flow.NORMAL, Flow.BREAK, Flow.CONTINUE,
                                              Flow.RETURN, Flow.GOTO)


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
    """One run: its memory, the statements it may still take, and where a jump goes. Code
    comes from ``code``, the program's compiler, which keeps it for the next run."""

    def __init__(self, mem: Memory, step_limit: int, code: Compiler) -> None:
        self.mem = mem
        self.steps = 0
        self.step_limit = step_limit
        self.code = code
        self.compiled = code.stmts.values  # read on every statement run: by id
        self.goto_label: str | None = None
        self.retval: object = None
        self.recursion = 0  # calls of recursive functions active

    # ----- expressions (the generator asks for values of candidates; tests too)

    def value(self, e: ast.Expr) -> object:
        """An integer expression's value as an int; a pointer's target location; an
        aggregate's own location."""
        return self.code.value(e)(self.mem)

    def int(self, e: ast.Expr) -> cint.Value:
        """An integer expression's value, as a ``cint.Value`` of the expression's type."""
        assert isinstance(e.type, Int), e
        return cint.Value(self.code.int(e)(self.mem), e.type.ctype)

    # ----- declarations, statements, calls

    def init(self, decl: ast.VarDecl) -> None:
        """Give a declared variable its initial value (globals before main, locals at entry)."""
        self.code.init(decl)(self.mem)

    def stmt(self, s: ast.Stmt) -> Flow:
        self.steps += 1
        if self.steps > self.step_limit:
            raise StepLimit
        return self.code.stmt(s)(self)

    def bind(self, f: ast.Function, args: list[object]) -> None:
        """A call's entry: parameters get the arguments (values as ``value`` gives them,
        converted to the parameters' types), locals their initial values."""
        m = self.mem
        for (loc, conv), v in zip(self.code.params(f), args, strict=True):
            if conv is None:
                m[loc] = v
            elif isinstance(conv, tuple):  # a struct or union, copied from where v is
                conv[0](m, loc, v)  # type: ignore[arg-type]
            else:
                m[loc] = conv(v)  # type: ignore[arg-type]
        for decl in f.locals:
            self.code.init(decl)(m)

    def call(self, f: ast.Function, args: list[object]) -> object:
        if f.recursive:
            return self._recursive_call(f, args)
        self.bind(f, args)
        flow = _block(self, f.body)
        if flow is _NORMAL and f.final is not None:
            flow = self.stmt(f.final)
        result, self.retval = self.retval, None
        if f.ret is None or isinstance(f.ret, Record):  # a struct: where it was copied to
            return result
        assert flow is _RETURN and isinstance(result, int), f.name
        return kernels.converter(f.ret.ctype)(result)


    def _recursive_call(self, f: ast.Function, args: list[object]) -> object:
        """A call of a function that calls itself: memory has no frames (a location is a
        name), so the cells of ``f``'s parameters, locals and loop counters are saved before
        the call and put back after it. No pointer to them leaves the call (the generator
        passes a recursive call only pointers to globals), and such a function returns an
        integer or nothing, so its result is no location either."""
        if self.recursion >= RECURSION_CAP:
            raise StepLimit
        cells = _frame(f)  # not kept: the function grows loop counters while generated
        m = self.mem
        saved = [m.get(loc, _ABSENT) for loc in cells]
        self.recursion += 1
        try:
            self.bind(f, args)
            flow = _block(self, f.body)
            if flow is _NORMAL and f.final is not None:
                flow = self.stmt(f.final)
        finally:
            self.recursion -= 1
            for loc, cell in zip(cells, saved, strict=True):
                if cell is _ABSENT:
                    m.pop(loc, None)
                else:
                    m[loc] = cell
        result, self.retval = self.retval, None
        if f.ret is None:
            return None
        assert flow is _RETURN and isinstance(result, int) and isinstance(f.ret, Int), f.name
        return kernels.converter(f.ret.ctype)(result)


RECURSION_CAP = 16  # calls of recursive functions active at once: the run stops past it
_ABSENT = object()


def _block(it: Interpreter, b: ast.Block) -> Flow:
    compiled = it.compiled
    for s in b.stmts:  # read at each run: the generator grows blocks in place
        it.steps += 1
        # A probe is not the program's: it runs past the limit and gives its step back.
        if it.steps > it.step_limit and not isinstance(s, ast.Probe):
            raise StepLimit
        flow = (compiled.get(id(s)) or it.code.stmt(s))(it)
        if flow is not _NORMAL:
            if flow is _GOTO and it.goto_label == b.end_label:
                return _NORMAL
            return flow
    return _NORMAL


# ----- compiled statements and declarations

StmtCode = Callable[[Interpreter], Flow]
InitCode = Callable[[Memory], None]
# Where each parameter lives, and how an argument becomes its value: as it is (a pointer),
# converted (an integer), or copied from where it is (a struct or union, in a 1-tuple).
Params = list[tuple[Loc, kernels.Fn1 | tuple[code.Copy] | None]]


class Compiler(code.ExprCompiler, ast.StmtVisitor[StmtCode]):
    """Closures for one program's statements, declarations and functions (and, as an
    ``ExprCompiler``, its expressions), kept beside the tree by node: blocks run their
    statements again and again while the generator grows them. Statements are compiled on
    their first run; a block is read when it runs, since it grows in place."""

    def __init__(self) -> None:
        super().__init__()
        self.stmts: code.ByNode[ast.Stmt, StmtCode] = code.ByNode()
        self._inits: code.ByNode[ast.VarDecl, InitCode] = code.ByNode()
        self._params: code.ByNode[ast.Function, Params] = code.ByNode()

    def stmt(self, s: ast.Stmt) -> StmtCode:
        return self.stmts.get(s, self._compile)

    def _compile(self, s: ast.Stmt) -> StmtCode:
        return s.accept(self)

    def visit_assign(self, s: ast.Assign) -> StmtCode:
        if s.op is None:
            rhs = self.value(s.rhs)
            store = self.store(s.lhs, s.rhs.type)

            def assign(it: Interpreter) -> Flow:
                m = it.mem
                store(m, rhs(m))
                return _NORMAL
            return assign
        cur, rhs_int = self.int(s.lhs), self.int(s.rhs)
        op = kernels.binary(s.op, code.ctype(s.lhs), code.ctype(s.rhs), False)
        result = kernels.binary_type(s.op, code.ctype(s.lhs), code.ctype(s.rhs))
        store = self.store(s.lhs, Int(result))

        def compound(it: Interpreter) -> Flow:
            m = it.mem
            store(m, op(cur(m), rhs_int(m)))
            return _NORMAL
        return compound

    def visit_call(self, s: ast.Call) -> StmtCode:
        f, args = s.func, [self.value(a) for a in s.args]
        store = None if s.lhs is None or f.ret is None else self.store(s.lhs, f.ret)

        def call(it: Interpreter) -> Flow:
            m = it.mem
            result = it.call(f, [a(m) for a in args])
            if store is not None:
                store(m, result)
            return _NORMAL
        return call

    def visit_if(self, s: ast.If) -> StmtCode:
        cond, then, other = self.int(s.cond), s.then, s.other
        if other is None:
            return lambda it: _block(it, then) if cond(it.mem) else _NORMAL
        return lambda it: _block(it, then if cond(it.mem) else other)

    def visit_for(self, s: ast.For) -> StmtCode:
        loc, start, stop, step, body = (s.var.name,), s.start, s.stop, s.step, s.body
        up = step > 0
        if s.form is ast.LoopForm.WHILE:
            return _while_loop(loc, start, stop, step, body)
        if s.form is ast.LoopForm.DO:
            return _do_loop(loc, start, stop, step, body)

        def loop(it: Interpreter) -> Flow:
            m = it.mem
            i = start
            while (i < stop) if up else (i > stop):
                m[loc] = i
                flow = _block(it, body)
                if flow is _BREAK:
                    return _NORMAL
                if flow is _RETURN or flow is _GOTO:
                    return flow
                i += step
            m[loc] = i
            return _NORMAL
        return loop

    def visit_switch(self, s: ast.Switch) -> StmtCode:
        cond, cases = self.int(s.cond), s.cases
        # A case's value is of the promoted type, which holds the controlling value unchanged.
        table = {c.value.value: k for k, c in enumerate(cases) if c.value is not None}
        default = next((k for k, c in enumerate(cases) if c.value is None), None)

        def switch(it: Interpreter) -> Flow:
            k = table.get(cond(it.mem), default)
            if k is None:
                return _NORMAL
            for c in cases[k:]:
                flow = _block(it, c.body)
                if flow is _BREAK:
                    return _NORMAL
                if flow is not _NORMAL:
                    return flow  # continue, return or goto: for an enclosing statement
                if c.brk:
                    return _NORMAL
            return _NORMAL
        return switch

    def visit_break(self, s: ast.Break) -> StmtCode:
        return _break

    def visit_continue(self, s: ast.Continue) -> StmtCode:
        return _continue

    def visit_return(self, s: ast.Return) -> StmtCode:
        if s.value is None:
            return _return_void
        value = self.value(s.value)
        if isinstance(s.value.type, Record):
            # The value returned is a copy, in a cell of its own for the caller to copy
            # from: the object returned may change before the caller stores it.
            copy, slot = code.copier(s.value.type), (f"return {s.value.type.name}",)

            def ret_record(it: Interpreter) -> Flow:
                copy(it.mem, slot, value(it.mem))  # type: ignore[arg-type]
                it.retval = slot
                return _RETURN
            return ret_record

        def ret(it: Interpreter) -> Flow:
            it.retval = value(it.mem)
            return _RETURN
        return ret

    def visit_goto(self, s: ast.Goto) -> StmtCode:
        label = s.label

        def goto(it: Interpreter) -> Flow:
            it.goto_label = label
            return _GOTO
        return goto

    def visit_block(self, s: ast.Block) -> StmtCode:
        return lambda it: _block(it, s)

    def visit_mem_op(self, s: ast.MemOp) -> StmtCode:
        from ccfuzz.generator import memops

        run = memops.mem_code(s, self)

        def mem_op(it: Interpreter) -> Flow:
            run(it.mem)
            return _NORMAL
        return mem_op

    def visit_probe(self, s: ast.Probe) -> StmtCode:
        hits = s.hits

        def probe(it: Interpreter) -> Flow:
            # Not a statement of the program: the step its block counted is given back, so a
            # run with the probe anywhere takes exactly the steps of the run without it.
            it.steps -= 1
            hits.append(dict(it.mem))
            return _NORMAL
        return probe

    def params(self, f: ast.Function) -> Params:
        """Where each parameter lives, and how an argument becomes its value."""
        return self._params.get(f, _params)

    def init(self, decl: ast.VarDecl) -> InitCode:
        return self._inits.get(decl, self._compile_init)

    def _compile_init(self, decl: ast.VarDecl) -> InitCode:
        init = decl.init
        if init is None:
            return _no_init
        if not isinstance(init, tuple):
            value, store = self.value(init), self.store(decl.ref, init.type)
            return lambda m: store(m, value(m))
        cells: list[tuple[Loc, code.ValueCode]] = []
        for (path, lt, _), e in zip(leaves(decl.type), init, strict=True):
            v = self.value(e)
            loc = (decl.name, *path)
            if isinstance(lt, Record):  # a union cell, initialized by its first member
                first = lt.fields[0].type
                assert isinstance(first, Int)
                cells.append((loc, _union_init(v, first.ctype)))
            elif isinstance(lt, Int):
                assert isinstance(e.type, Int)
                conv = kernels.cast(e.type.ctype, lt.ctype)
                cells.append((loc, v if conv is None else _converted(v, conv)))
            else:
                cells.append((loc, v))

        def aggregate(m: Memory) -> None:
            for loc, cell in cells:
                m[loc] = cell(m)
        return aggregate


def _frame(f: ast.Function) -> list[Loc]:
    """The cells of ``f``'s parameters, locals and loop counters."""
    return [(d.name, *path) for d in (*f.params, *f.locals, *f.induction)
            for path, _, _ in leaves(d.type)]


def _params(f: ast.Function) -> Params:
    return [((p.name,), kernels.converter(p.type.ctype) if isinstance(p.type, Int) else
             (code.copier(p.type),) if isinstance(p.type, Record) else None)
            for p in f.params]


def _while_loop(loc: Loc, start: int, stop: int, step: int, body: ast.Block) -> StmtCode:
    """``var = start; while (var < stop) { body  var += step; }``: a ``continue`` skips the
    step (the generator makes none there; the step budget would end such a run)."""
    up = step > 0

    def loop(it: Interpreter) -> Flow:
        m = it.mem
        i = start
        while (i < stop) if up else (i > stop):
            m[loc] = i
            flow = _block(it, body)
            if flow is _CONTINUE:
                continue
            if flow is _BREAK:
                return _NORMAL
            if flow is _RETURN or flow is _GOTO:
                return flow
            i += step
        m[loc] = i
        return _NORMAL
    return loop


def _do_loop(loc: Loc, start: int, stop: int, step: int, body: ast.Block) -> StmtCode:
    """``var = start; do body while ((var += step) < stop);``: the body runs before the first
    test; ``continue`` goes to the step and the test."""
    up = step > 0

    def loop(it: Interpreter) -> Flow:
        m = it.mem
        i = start
        while True:
            m[loc] = i
            flow = _block(it, body)
            if flow is _BREAK:
                return _NORMAL
            if flow is _RETURN or flow is _GOTO:
                return flow
            i += step
            if not ((i < stop) if up else (i > stop)):
                break
        m[loc] = i
        return _NORMAL
    return loop


def _break(it: Interpreter) -> Flow:
    return Flow.BREAK


def _continue(it: Interpreter) -> Flow:
    return Flow.CONTINUE


def _return_void(it: Interpreter) -> Flow:
    it.retval = None
    return _RETURN


def _no_init(m: Memory) -> None:
    pass


def _union_init(value: code.ValueCode, first: cint.CType) -> code.ValueCode:
    write = UnionCell.writer(first)
    return lambda m: write(value(m))  # type: ignore[arg-type]


def _converted(value: code.ValueCode, conv: kernels.Fn1) -> code.ValueCode:
    return lambda m: conv(value(m))  # type: ignore[arg-type]


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


def run(program: ast.Program, step_limit: int, compiler: Compiler | None = None) -> bytes:
    """What the program prints: main's checksum line. ``compiler``: the one that compiled
    (some of) the program before, whose code serves again."""
    mem: Memory = {}
    it = Interpreter(mem, step_limit, compiler or Compiler())
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
            width, value = narrow.ctype.width, cell.read(narrow.ctype)
        else:
            assert isinstance(cell, int) and isinstance(lt, Int)
            width, value = lt.ctype.width, cell
            if lt.ctype.bitint:  # its unsigned value, 64 bits at a time
                value &= (1 << width) - 1
                for k in range(0, width, 64):
                    ctx = crc_step(ctx, value >> k)
                continue
        ctx = crc_step(ctx, value)
        if width == 128:  # the high half too (``printer._checksum_lines``)
            ctx = crc_step(ctx, value >> 64)
    folded = (ctx ^ (ctx >> 32)) & 0xFFFFFFFF
    return f"checksum = {folded:X}\n".encode()
