"""The probe the generator puts in a loop to see the states there is not a statement of the
program: a run with it takes exactly the steps of the run without it. Were it to count, a
loop committed near the end of main's steps would no longer run once the probe moved into a
loop nested in it, and the generator would stop with "a committed loop no longer runs"."""

from __future__ import annotations

from pathlib import Path

from ccfuzz import cint, sandbox
from ccfuzz.generator import ast as gast
from ccfuzz.generator import generate
from ccfuzz.generator.interp import Compiler, Interpreter, StepLimit
from ccfuzz.generator.types import Int, Qual
from tests.conftest import require


def _nest(body: list[gast.Stmt]) -> tuple[gast.For, gast.Block]:
    i = gast.VarDecl("i_1", Qual(Int(cint.INT)), gast.Storage.INDUCTION)
    j = gast.VarDecl("i_2", Qual(Int(cint.INT)), gast.Storage.INDUCTION)
    inner = gast.For(j, 0, 7, 1, gast.Block(body))
    return gast.For(i, 0, 5, 1, gast.Block([inner])), inner.body


def _steps(loop: gast.For, limit: int) -> int | None:
    it = Interpreter({}, limit, Compiler())
    try:
        it.stmt(loop)
    except StepLimit:
        return None
    return it.steps


def test_a_probe_takes_no_step_wherever_it_stands() -> None:
    loop, body = _nest([])
    exact = _steps(loop, 10**6)
    assert exact is not None and _steps(loop, exact) == exact
    assert _steps(loop, exact - 1) is None  # the limit does bind: one step fewer stops it
    probe = gast.Probe()
    body.stmts.append(probe)
    assert _steps(loop, exact) == exact  # 35 probe hits, no step more
    assert len(probe.hits) == 35


def test_the_seed_that_stopped_on_a_committed_loop_makes_its_program(tmp_path: Path) -> None:
    require("gcc")
    made = generate(3101045602, 200_000)
    built = sandbox.run(["gcc", "-O1", "-w", "p.c", "-o", "p"], files={"p.c": made.source.encode()},
                        limits=sandbox.Limits(wall_seconds=300), keep={"p": tmp_path / "p"})
    assert built.ok, built.stderr_text()
    ran = sandbox.run([str(tmp_path / "p")], limits=sandbox.Limits(wall_seconds=60))
    assert ran.ok and ran.stdout == made.expected
