"""One function's body, generated statement by statement under its concrete states.

The function is generated under the states of its first call (copies of the caller's states
with the parameters bound), so its body is defined there; every later call of it is a
candidate statement like any other, run by the interpreter and dropped if undefined. Calls
go to finished functions, and a recursive function to itself with a depth that decreases to
0 (``recursion``), so every run ends.

Calls are statements of their own (``x = f(...)`` or ``f(...)``), so no expression depends
on the order of a call's side effects; a call's target is a variable, a member or a constant
element, which the callee cannot move. Side effects inside expressions (embedded assignments,
increments, the comma operator) are built where a full expression is (an assignment's right
side, a condition, a returned value) and kept within C's sequencing rules by
``effects.sequenced``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import (
    affine,
    ast,
    checked,
    effects,
    memidioms,
    nests,
    recursion,
    vectors,
    vloops,
)
from ccfuzz.generator.cursor import (
    Cursor,
    Jumps,
    LineCursor,
    LoopCursor,
    State,
    loop_jumps,
)
from ccfuzz.generator.exprgen import ExprGen, Scope, volatile_accesses
from ccfuzz.generator.interp import Interpreter, Memory
from ccfuzz.generator.policy import Chance
from ccfuzz.generator.types import Array, Int, Pointer, Qual, Record

if TYPE_CHECKING:
    from ccfuzz.generator.program import ProgramGen

_COMPOUND = (cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.AND, cint.BinOp.OR, cint.BinOp.XOR)
_TRIES = 4
_LOOP_FORMS = {"for": ast.LoopForm.FOR, "while": ast.LoopForm.WHILE, "do": ast.LoopForm.DO}


class _FixedTarget(ast.LvalueVisitor[bool]):
    """Whether an lvalue may take a call's result: no dereference and no computed index, so
    nothing the callee writes can change which object it is."""

    def visit_var_ref(self, e: ast.VarRef) -> bool:
        return True

    def visit_member(self, e: ast.Member) -> bool:
        return e.base.accept(self)

    def visit_index(self, e: ast.Index) -> bool:
        return isinstance(e.index, ast.Const) and e.base.accept(self)

    def visit_deref(self, e: ast.Deref) -> bool:
        return False


_FIXED_TARGET = _FixedTarget()


def _own_local(e: ast.Expr) -> bool:
    """Whether ``e`` is a local variable (or parameter) of the function, or an element of a
    local array: an object that dies with the function, and so may point at its locals."""
    while isinstance(e, ast.Index):
        e = e.base
    return isinstance(e, ast.VarRef) and e.decl.storage is not ast.Storage.GLOBAL


class FuncGen:
    def __init__(self, gen: ProgramGen, func: ast.Function, live: list[State],
                 is_main: bool = False, root: ast.Call | None = None,
                 root_entry: list[Memory] | None = None) -> None:
        self.gen = gen
        self.policy = gen.policy
        self.func = func
        self.is_main = is_main
        self.entry = live
        # A recursive function: the call that creates it, from the caller's states
        # ``root_entry`` (see ``recursion``); and how many times its body calls it.
        self.root = root
        self.root_entry = root_entry or []
        self.self_calls = 0
        self.scope: list[ast.VarDecl] = [*gen.globals, *func.params]
        self._scope: Scope | None = None
        self.open_blocks: list[ast.Block] = []
        self.pending: dict[str, list[State]] = {}
        self.recent: list[ast.Expr] = []  # subexpressions to use again (shapes.py)

    # ----- the function

    def generate(self, main_target: int | None = None) -> None:
        self._locals()
        if self.root is not None:
            recursion.body(self, self.root, self.root_entry)
            return
        cursor = LineCursor(self.func.body, self.entry, self.gen.budget, self.gen.code,
                            self.pending, counting=self.is_main)
        if main_target is None:
            self.block(cursor, 0)
        else:
            self.open_blocks.append(self.func.body)
            idle = 0  # draws in a row that added nothing: the step budget is spent
            while self.gen.size() < main_target and idle < 40:
                before = len(self.func.body.stmts)
                self.statement(cursor, 0)
                self.gen.main_printed(self.func.body.stmts[before:])
                idle = idle + 1 if len(self.func.body.stmts) == before else 0
            self.open_blocks.pop()
            cursor.close()
        ret = self.func.ret
        if ret is not None:
            exprs = self.exprs(cursor.states())
            if isinstance(ret, Record):
                e = exprs.record_value(ret)
                fallback: ast.Expr = self.func.locals[0].ref  # see _locals
                if e is None or volatile_accesses(e) > 1:
                    e = fallback
            else:
                e = exprs.int_expr(self.policy.number("expr_depth"))[0]
                fallback = ast.Const(cint.Value(0, ret.ctype))
            final = ast.Return(e)
            committed = cursor.commit(final)
            if not committed:
                final = ast.Return(fallback)
                committed = cursor.commit(final)
            if committed:  # printed after the body's label, not inside the body
                cursor.block.stmts.pop()
            self.func.final = final

    def _locals(self) -> None:
        p = self.policy
        ret = self.func.ret
        if isinstance(ret, Record):  # first: a struct to return, whatever else is in scope
            self._add_local(ast.VarDecl(self.gen.fresh("l"), Qual(ret), ast.Storage.LOCAL,
                                        self.gen.constant_init(ret)))
        for _ in range(p.randint(0, p.number("locals_max"))):
            mems = [s.mem for s in self.entry]
            exprs = self.exprs(mems)
            name = self.gen.fresh("l")
            d = self._local(name, exprs)
            if d is not None:
                self._add_local(d)

    def _add_local(self, d: ast.VarDecl) -> None:
        for s in self.entry:
            Interpreter(s.mem, 0, self.gen.code).init(d)
        self.func.locals.append(d)
        self.scope.append(d)
        self._scope = None

    def _local(self, name: str, exprs: ExprGen) -> ast.VarDecl | None:
        p = self.policy
        if p.on("pointers") and p.chance(Chance.LOCAL_POINTER):
            obj = p.choice(exprs.objects(False) or [None])
            if obj is None:
                return None
            made = self.gen.pointer_object(self.gen.pointer_target(obj), exprs,
                                           global_only=False)
            if made is None:
                return None
            const = p.on("const") and p.chance(Chance.CONST)
            return ast.VarDecl(name, Qual(made[0], const), ast.Storage.LOCAL, made[1])
        if p.chance(Chance.LOCAL_AGGREGATE):
            t = self.gen.aggregate_type()
            if t is not None:
                return ast.VarDecl(name, self.gen.qualify(Qual(t)), ast.Storage.LOCAL,
                                   self.gen.constant_init(t))
        e, _ = exprs.int_expr(self.policy.number("expr_depth"))
        if volatile_accesses(e) > 1:
            return None
        return ast.VarDecl(name, self.gen.qualify(Qual(self.gen.scalar_type())),
                           ast.Storage.LOCAL, e)

    def exprs(self, states: list[Memory]) -> ExprGen:
        if self._scope is None:
            own = self.scope[len(self.gen.globals):]  # the globals come first, unchanged
            self._scope = Scope.of(own, self.gen.global_scope)
        exprs = ExprGen(self.policy, self.gen.code, self._scope, states,
                        self.gen.global_objects, self.gen.pointer_cache)
        exprs.recent = self.recent
        return exprs

    # ----- blocks and statements

    def block(self, cursor: Cursor, depth: int, share: int = 1) -> None:
        """Fill ``cursor``'s block; ``share``: how many blocks of one statement share the
        statements one block may have (a switch's cases), so a switch is no bigger than an
        ``if``."""
        self.open_blocks.append(cursor.block)
        most = max(1, self.policy.number("block_max") // share)
        for _ in range(self.policy.randint(1, most)):
            self.statement(cursor, depth)
        self.open_blocks.pop()
        cursor.close()

    def statement(self, cursor: Cursor, depth: int) -> None:
        p = self.policy
        kinds = ["assign"]
        for kind, feature in (("compound_assign", "compound_assign"), ("goto", "goto"),
                              ("pointer_assign", "pointers"), ("struct_assign", "struct_assign"),
                              ("call_old", "calls")):
            if p.on(feature):
                kinds.append(kind)
        # No new function once the program has reached its size: one statement of main
        # (an if, its blocks calling new functions that call new functions) could otherwise
        # grow it many times over.
        if p.on("calls") and isinstance(cursor, LineCursor) \
                and len(self.gen.stack) < p.number("function_depth_max") \
                and self.gen.size() < self.gen.target:
            kinds.append("call_new")
        if depth < p.number("nesting_max"):
            kinds.append("if")
            if p.on("loops"):
                kinds.append("for")
                kinds += [k for k, f in (("while", "while_loops"), ("do", "do_loops"))
                          if p.on(f)]
            if p.on("switch"):
                kinds.append("switch")
            if p.on("loops") and p.on("loop_nests") and p.on("arrays"):
                kinds.append("nest")
        if p.on("vector_loops") and p.on("loops") and p.on("arrays") and vloops.allowed(cursor) \
                and depth < p.number("nesting_max"):
            kinds += vloops.SHAPES
            if p.on("loop_functions") and any(f.loop_function for f in self.gen.functions):
                kinds.append(vloops.LOOP_CALL)
        if p.on("overflow"):
            kinds.append("overflow")
        if self.gen.vector_objects:
            kinds += vectors.STATEMENTS
        if p.on("memory_idioms"):
            kinds += memidioms.STATEMENTS
        if p.on("break_continue"):
            if cursor.jumps.can_break:
                kinds.append("break")
            if cursor.jumps.can_continue:
                kinds.append("continue")
        if not self.is_main and p.on("early_return"):
            kinds.append("return")
        if recursion.can_call_self(self, depth):
            kinds.append("call_self")
        kind = p.stmt_kind(kinds, main_top=self.is_main and depth == 0) or "assign"
        if kind == "if":
            self._if(cursor, depth)
        elif kind == "call_self":
            assert isinstance(cursor, LoopCursor)
            for _ in range(_TRIES):
                if recursion.commit_self_call(self, cursor):
                    return
        elif kind == "nest":
            if not nests.nest(self, cursor, depth):
                self._for(cursor, depth, ast.LoopForm.FOR)
        elif kind == "switch":
            self._switch(cursor, depth)
        elif kind in _LOOP_FORMS:
            self._for(cursor, depth, _LOOP_FORMS[kind])
        elif kind == "call_new":
            self._call_new(cursor)
        elif kind in vloops.SHAPES or kind == vloops.LOOP_CALL:
            for _ in range(_TRIES):
                if vloops.vector_loop(self, cursor, kind):
                    return
        elif kind in vectors.STATEMENTS:
            for _ in range(_TRIES):
                if vectors.statement(self, cursor, kind):
                    return
        elif kind in memidioms.STATEMENTS:
            for _ in range(_TRIES):
                if memidioms.statement(self, cursor, kind):
                    return
        elif kind == "overflow":
            for _ in range(_TRIES):
                if checked.overflow(self, cursor):
                    return
        else:
            for _ in range(_TRIES):
                stmt = self._simple(kind, cursor)
                if stmt is not None and cursor.commit(stmt):
                    return

    def _simple(self, kind: str, cursor: Cursor) -> ast.Stmt | None:
        p = self.policy
        exprs = self.exprs(cursor.states())
        depth = p.randint(0, p.number("expr_depth"))
        if kind in ("assign", "compound_assign"):
            lhs = exprs.lvalue(lambda t: isinstance(t, Int), write=True)
            if lhs is None:
                return None
            built = exprs.full_expr(depth, [lhs])
            if built is None:
                return None
            rhs, rhs_values = built
            op = None
            if kind == "compound_assign":
                ops = list(_COMPOUND)
                if p.on("mul_div"):
                    ops.append(cint.BinOp.MUL)
                # No count to check in dead code. A count as wide as the left side's own type
                # is defined (it is promoted), but clang's -Werror=shift-count-overflow (the
                # reduction guard) refuses it, so such counts stay for plain shifts.
                assert isinstance(lhs.type, Int)
                if p.on("shifts") and not exprs.dead and all(
                        v.value < lhs.type.ctype.width for v in rhs_values):
                    ops += [cint.BinOp.SHL, cint.BinOp.SHR]
                op = p.choice(ops)
            if volatile_accesses(rhs) + volatile_accesses(lhs, op is not None) > 1:
                return None
            if op is not None and p.on("increments") and p.chance(Chance.INCREMENT):
                # x++ and x-- are x += 1 and x -= 1 with an int 1 (6.5.2.4p2)
                one = ast.Const(cint.Value(1, cint.INT))
                return ast.Assign(lhs, one, p.choice([cint.BinOp.ADD, cint.BinOp.SUB]), True)
            return ast.Assign(lhs, rhs, op)
        if kind == "pointer_assign":
            plhs = exprs.lvalue(lambda t: isinstance(t, Pointer), write=True)
            if plhs is None:
                return None
            assert isinstance(plhs.type, Pointer)
            # A pointer that may be global (or reached through a dereference) gets only
            # addresses of globals: it must never dangle when a function returns.
            local = _own_local(plhs)
            prhs = exprs.pointer_to(plhs.type.target, global_only=not local)
            if prhs is None or volatile_accesses(prhs) + volatile_accesses(plhs, False) > 1:
                return None
            return ast.Assign(plhs, prhs)
        if kind == "struct_assign":
            slhs = exprs.lvalue(lambda t: isinstance(t, Record), write=True)
            if slhs is None:
                return None
            record = slhs.type
            srhs = exprs.lvalue(lambda t: t is record, write=False)
            if srhs is None or volatile_accesses(srhs) + volatile_accesses(slhs, False) > 1:
                return None
            return ast.Assign(slhs, srhs)
        if kind == "call_old":
            done = [f for f in self.gen.functions if f not in self.gen.stack
                    and not f.loop_function]  # ``vloops`` picks a loop function's arguments
            if isinstance(cursor, LoopCursor):
                # Inside a loop every candidate re-runs the loop: a function that runs loop
                # shapes (``vloops``) is called from straight-line code only.
                done = [f for f in done if f.name not in self.gen.heavy]
            if not done:
                return None
            return self.call_stmt(p.choice(done), exprs)
        return self._jump(kind, cursor, exprs, depth)

    def _jump(self, kind: str, cursor: Cursor, exprs: ExprGen, depth: int) -> ast.Stmt | None:
        """``if (c) goto L;`` (L ends an enclosing block), ``break``, ``continue``, ``return``."""
        built = exprs.full_expr(depth)
        if built is None:
            return None
        cond = built[0]
        jump: ast.Stmt
        if kind == "goto":
            target = self.policy.choice(self.open_blocks)
            if target.end_label is None:
                target.end_label = self.gen.fresh("lbl")
            jump = ast.Goto(target.end_label)
        elif kind == "break":
            jump = ast.Break()
        elif kind == "continue":
            jump = ast.Continue()
        else:
            value = None
            if isinstance(self.func.ret, Record):
                value = exprs.record_value(self.func.ret)
                if value is None or volatile_accesses(value) > 0:
                    return None
            elif self.func.ret is not None:
                returned = exprs.full_expr(depth)
                if returned is None or volatile_accesses(returned[0]) > 0:
                    return None
                value = returned[0]
            jump = ast.Return(value)
        if volatile_accesses(cond) > 1:
            return None
        return ast.If(cond, ast.Block([jump]))

    def call_stmt(self, f: ast.Function, exprs: ExprGen, args: list[ast.Expr] | None = None) \
            -> ast.Call | None:
        if args is None:
            args = self._args(f, exprs)
            if args is None:
                return None
        if sum(volatile_accesses(a) for a in args) > 1:
            return None
        lhs = None
        if isinstance(f.ret, Record):
            if self.policy.chance(Chance.RESULT_STORED):
                lhs = exprs.record_value(f.ret, write=True)
        elif f.ret is not None and self.policy.chance(Chance.RESULT_STORED):
            lhs = exprs.lvalue(lambda t: isinstance(t, Int), write=True)
            if lhs is not None and (not lhs.accept(_FIXED_TARGET) or volatile_accesses(lhs, False)):
                lhs = None
        if lhs is not None and effects.conflicts([lhs, *args]):
            lhs = None  # the arguments' side effects stand; the result is not stored
        if f.name in self.gen.heavy:
            self.gen.heavy.add(self.func.name)
        return ast.Call(lhs, f, tuple(args))

    def _args(self, f: ast.Function, exprs: ExprGen) -> list[ast.Expr] | None:
        """Arguments for a call of ``f``, one full expression: side effects allowed."""
        args: list[ast.Expr] = []
        exprs.effects, exprs.made_effects = True, 0
        try:
            for param in f.params:
                t = param.type
                arg: ast.Expr | None
                if f.recursive and param is f.params[0]:
                    arg = recursion.depth_arg(self)
                elif isinstance(t, Pointer):
                    arg = exprs.pointer_to(t.target, global_only=False)
                elif isinstance(t, Record):
                    arg = exprs.record_value(t)
                else:
                    arg = exprs.int_expr(self.policy.randint(
                        0, self.policy.number("arg_depth_max")))[0]
                if arg is None:
                    return None
                args.append(arg)
        finally:
            exprs.effects = False
        return effects.sequenced(args) if exprs.made_effects else args

    def _call_new(self, cursor: Cursor) -> None:
        assert isinstance(cursor, LineCursor)
        p = self.policy
        exprs = self.exprs(cursor.states())
        params: list[ast.VarDecl] = []
        args: list[ast.Expr] = []
        exprs.effects, exprs.made_effects = True, 0  # the arguments: one full expression
        for _ in range(p.randint(0, p.number("params_max"))):
            name = self.gen.fresh("p")
            obj = p.choice(exprs.objects(False)) \
                if p.on("pointers") and p.chance(Chance.POINTER_PARAM) else None
            if obj is not None:
                target = self.gen.pointer_target(obj)
                arg = exprs.pointer_to(target, False)
                if arg is None:
                    continue
                params.append(ast.VarDecl(name, Qual(Pointer(target)), ast.Storage.PARAM))
            elif p.on("struct_params") and p.chance(Chance.STRUCT_PARAM) \
                    and (record := exprs.record_value(None)) is not None:
                assert isinstance(record.type, Record)
                arg = record  # passed by value: the callee's parameter is a copy
                params.append(ast.VarDecl(name, Qual(record.type), ast.Storage.PARAM))
            else:
                arg, _ = exprs.int_expr(p.randint(0, p.number("arg_depth_max")))
                params.append(ast.VarDecl(name, Qual(self.gen.scalar_type()),
                                          ast.Storage.PARAM))
            args.append(arg)
        exprs.effects = False
        if exprs.made_effects:
            done = effects.sequenced(args)
            if done is None:
                return
            args = done
        if sum(volatile_accesses(a) for a in args) > 1:
            return
        recursive = p.on("recursion") and p.chance(Chance.RECURSIVE_FUNCTION) \
            and recursion.make_recursive(self, params, args)
        ret: Int | Record | None = None
        if not p.chance(Chance.VOID_FUNCTION):
            ret = self.gen.scalar_type()
            if p.on("struct_returns") and self.gen.records and p.chance(Chance.STRUCT_RETURN) \
                    and not recursive:
                ret = p.choice(self.gen.records)
        f = ast.Function(self.gen.fresh("func"), ret, params, recursive=recursive)
        callee_states = []
        for m in cursor.states():
            mem = dict(m)
            it = Interpreter(mem, 0, self.gen.code)
            it.bind(f, [it.value(a) for a in args])
            callee_states.append(State(mem))
        root = ast.Call(None, f, tuple(args)) if recursive else None
        self.gen.function(f, callee_states, root, [dict(m) for m in cursor.states()])
        call = self.call_stmt(f, exprs, args)
        if call is not None:
            cursor.commit(call)

    # ----- compound statements

    def _if(self, cursor: Cursor, depth: int) -> None:
        exprs = self.exprs(cursor.states())
        for _ in range(_TRIES):
            built = exprs.full_expr(self.policy.randint(1, self.policy.number("expr_depth")))
            if built is None:
                continue
            cond, values = built
            if volatile_accesses(cond) > 1:
                continue
            else_block = ast.Block() if self.policy.chance(Chance.ELSE_BRANCH) else None
            stmt = ast.If(cond, ast.Block(), else_block)
            if not cursor.commit(stmt):
                continue
            if isinstance(cursor, LoopCursor):
                self.block(cursor.inner(stmt.then), depth + 1)
                if stmt.other is not None:
                    self.block(cursor.inner(stmt.other), depth + 1)
                return
            live = cursor.live
            taken = [s for s, v in zip(live, values, strict=True) if v.value]
            then = cursor.inner(stmt.then, taken)
            self.block(then, depth + 1)
            rest = [s for s, v in zip(live, values, strict=True) if not v.value]
            if stmt.other is not None:
                other = cursor.inner(stmt.other, rest)
                self.block(other, depth + 1)
                rest = other.live
            cursor.live = then.live + rest
            return

    def _switch(self, cursor: Cursor, depth: int) -> None:
        p = self.policy
        exprs = self.exprs(cursor.states())
        for _ in range(_TRIES):
            built = exprs.full_expr(p.randint(1, p.number("expr_depth")))  # a full expression
            if built is None:
                continue
            cond, values = built
            if volatile_accesses(cond) <= 1:
                break
        else:
            return
        assert isinstance(cond.type, Int)
        t = cint.promote(cond.type.ctype)
        # Mostly values the controlling expression takes, so the cases run; some others.
        # (Promotion keeps a value, so the values are those of the promoted type too.)
        taken = p.shuffled(sorted({v.value for v in values}))
        labels: list[int] = []
        for _ in range(p.randint(1, p.number("switch_cases_max"))):
            v = taken.pop() if taken and p.randint(0, 3) else cint.random_value(p.rng, t).value
            if v not in labels:
                labels.append(v)
        cases = [ast.Case(cint.Value(v, t), ast.Block(), p.chance(Chance.CASE_BREAK))
                 for v in labels]
        if p.chance(Chance.SWITCH_DEFAULT):
            cases.insert(p.randint(0, len(cases)), ast.Case(None, ast.Block(),
                                                            p.chance(Chance.CASE_BREAK)))
        stmt = ast.Switch(cond, cases)
        if not cursor.commit(stmt):
            return
        if isinstance(cursor, LoopCursor):
            jumps = Jumps(True, cursor.jumps.can_continue)
            for c in cases:
                self.block(cursor.inner(c.body, jumps), depth + 1, len(cases))
            return
        index = {c.value.value: k for k, c in enumerate(cases) if c.value is not None}
        default = next((k for k, c in enumerate(cases) if c.value is None), None)
        entering: list[list[State]] = [[] for _ in cases]
        out: list[State] = []
        for state, taken_value in zip(cursor.live, values, strict=True):
            k = index.get(taken_value.value, default)
            (out if k is None else entering[k]).append(state)
        broken: list[State] = []
        fall: list[State] = []
        for k, c in enumerate(cases):
            body = cursor.inner(c.body, entering[k] + fall, breaks=broken)
            self.block(body, depth + 1, len(cases))
            fall = [] if c.brk else body.live
            if c.brk:
                out += body.live
        cursor.live = out + fall + broken

    def _for(self, cursor: Cursor, depth: int, form: ast.LoopForm) -> None:
        p = self.policy
        trip = p.randint(1, p.number("loop_trip_max"))
        own = self.scope[len(self.gen.globals):]  # the globals' arrays are listed once
        arrays = [*self.gen.global_arrays, *(d.type.length for d in own
                                             if isinstance(d.type, Array))]
        if arrays and p.chance(Chance.LOOP_OVER_ARRAY):
            trip = p.choice(arrays)  # a loop over an array, indexed by the counter
        var = ast.VarDecl(self.gen.fresh("i"), Qual(Int(cint.INT)), ast.Storage.INDUCTION)
        if p.chance(Chance.LOOP_DOWN):
            loop = ast.For(var, trip - 1, -1, -1, ast.Block(), form)
        elif p.chance(Chance.LOOP_BY_TWO):
            loop = ast.For(var, 0, 2 * trip, 2, ast.Block(), form)
        else:
            loop = ast.For(var, 0, trip, 1, ast.Block(), form)
        var.bounds = affine.counter_bounds(loop)
        self.loop_nest(cursor, depth, [loop], lambda body: self.block(body, depth + 1))

    def loop_nest(self, cursor: Cursor, depth: int, loops: list[ast.For],
                  fill: Callable[[Cursor], None]) -> None:
        """Generate ``loops`` (each the only statement of the one before's body) here, their
        counters in scope, with ``fill`` making the innermost body."""
        counters = [loop.var for loop in loops]
        self.func.induction += counters
        self.scope += counters
        outer, self._scope = self._scope, None
        root, innermost = loops[0], loops[-1]
        try:
            if isinstance(cursor, LoopCursor):
                if cursor.commit(root):
                    fill(cursor.inner(innermost.body, loop_jumps(innermost)))
                return
            entry = [dict(m) for m in cursor.states()]
            body = cursor.loop_body(root, entry, innermost)
            if not body.runs():
                return
            fill(body)
            ok = cursor.commit(root)
            assert ok, "a loop that ran in simulation failed on its real states"
        finally:
            for var in counters:
                self.scope.remove(var)
            self._scope = outer
