"""Bounded recursion: a function that calls itself with a depth decreasing to a base case.

A new function is made recursive when ``_call_new`` creates it (feature ``recursion``): its
first parameter is a ``const int`` depth, the call that creates it passes a small constant
(at most ``recursion_depth_max``), and its body may call it again, only at the top level of
the body and at most ``_SELF_CALLS`` times, as ``if (depth > 0) [x =] f(depth - 1, ...);``.
The depth is const, so nothing in the body writes it, and every chain of calls ends within
the depth it started with.

While a function is generated it is not finished, and the states at a point of its body
depend on the statements still to come (a recursive call runs the whole body again, later
statements included) — the situation of a loop body. So the body is generated with a
``LoopCursor`` whose root is the call that creates the function, run from the caller's
states: every candidate is checked by running that whole call, every recursion level
included, and the states for the next statement are those met at the cursor on every level.
Until its final ``return`` is chosen the function returns 0 (its last word is a placeholder
``return 0;``, replaced at the end if the expression chosen keeps the call defined).

The interpreter gives each call of a recursive function its own frame (it saves the cells of
the parameters, locals and loop counters, and puts them back after the call), and stops a
run past ``interp.RECURSION_CAP`` active calls. For that to be C's semantics nothing may
point into a frame from another one: the recursive call passes only pointers to globals, and
a recursive function has no struct parameters or struct result (both are locations in the
interpreter). Other functions call a finished recursive function with a constant depth.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast
from ccfuzz.generator.cursor import NO_JUMPS, LoopCursor
from ccfuzz.generator.exprgen import volatile_accesses
from ccfuzz.generator.interp import Memory
from ccfuzz.generator.types import Int, Pointer, Qual, Record

if TYPE_CHECKING:
    from ccfuzz.generator.function import FuncGen

_SELF_CALLS = 2
_TRIES = 4
_INT = Int(cint.INT)


def depth_arg(fg: FuncGen) -> ast.Expr:
    """The depth a call from outside passes: a small constant."""
    p = fg.policy
    return ast.Const(cint.Value(p.randint(0, p.number("recursion_depth_max")), cint.INT))


def make_recursive(fg: FuncGen, params: list[ast.VarDecl], args: list[ast.Expr]) -> bool:
    """Add the depth parameter (first) to a new function's ``params`` and its argument to
    ``args``, unless a parameter is a struct (or the operators the recursive call needs,
    ``-`` and ``>``, have weight 0); whether it did."""
    if any(isinstance(q.type, Record) for q in params) \
            or len(fg.policy.operators(("sub", "gt"))) < 2:
        return False
    params.insert(0, ast.VarDecl(fg.gen.fresh("p"), Qual(_INT, const=True),
                                 ast.Storage.PARAM))
    p = fg.policy
    args.insert(0, ast.Const(cint.Value(p.randint(1, max(1, p.number(
        "recursion_depth_max"))), cint.INT)))
    return True


def body(fg: FuncGen, root: ast.Call, entry: list[Memory]) -> None:
    """Generate the body and final return of the recursive function ``root`` calls, from
    the caller's states ``entry``."""
    f = fg.func
    assert f.ret is None or isinstance(f.ret, Int)
    placeholder = None if f.ret is None else ast.Return(ast.Const(cint.Value(0, f.ret.ctype)))
    f.final = placeholder
    cursor = LoopCursor(f.body, root, entry, fg.gen.budget, fg.gen.code, NO_JUMPS)
    if not cursor.runs():
        return
    fg.block(cursor, 0)
    for _ in range(_TRIES):
        if fg.self_calls:
            break
        if commit_self_call(fg, cursor):
            break
    if f.ret is not None:
        e = fg.exprs(cursor.states()).int_expr(fg.policy.number("expr_depth"))[0]
        if volatile_accesses(e) <= 1:
            f.final = ast.Return(e)
            if not cursor.runs():
                f.final = placeholder


def can_call_self(fg: FuncGen, depth: int) -> bool:
    return fg.root is not None and depth == 0 and fg.self_calls < _SELF_CALLS


def commit_self_call(fg: FuncGen, cursor: LoopCursor) -> bool:
    """``if (depth > 0) [x =] f(depth - 1, ...);`` committed at ``cursor``, or False."""
    f = fg.func
    depth = f.params[0].ref
    exprs = fg.exprs(cursor.states())
    args: list[ast.Expr] = [ast.Binary(cint.BinOp.SUB, depth, ast.int_const(1), _INT)]
    for param in f.params[1:]:
        t = param.type
        arg: ast.Expr | None
        if isinstance(t, Pointer):
            arg = exprs.pointer_to(t.target, global_only=True)  # nothing into this frame
        else:
            arg = exprs.int_expr(fg.policy.randint(0, fg.policy.number("arg_depth_max")))[0]
        if arg is None:
            return False
        args.append(arg)
    call = fg.call_stmt(f, exprs, args)
    if call is None:
        return False
    cond = ast.Binary(cint.BinOp.GT, depth, ast.Const(cint.Value(0, cint.INT)), _INT)
    if not cursor.commit(ast.If(cond, ast.Block([call]))):
        return False
    fg.self_calls += 1
    return True
