"""A reduction keeps its original's dialect of strict C: the check refuses what gcc and clang
only warn about, and C-Vise's result passes -std=c11 -pedantic-errors.

The seed (tests/data/strict/seeds/member.c) shows the fake compiler's bug only while it
defines a struct, so its reduction must keep one: without the strictness check the same
reduction ended in ``struct {};`` (no member, no declarator: gcc and clang accept it
silently), and C-Vise's token cuts leave a last member without its semicolon or an empty
initializer ``{}`` as readily."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import cli, sandbox
from ccfuzz.case.bundle import Bundle
from ccfuzz.case.spec import Spec
from ccfuzz.case.strict import newest_clang
from ccfuzz.reduce import check as checker
from ccfuzz.store import Store
from tests.conftest import DATA, fake_hunt

SEEDS = DATA / "strict" / "seeds"
# Candidates that still show the fake compiler's miscompilation and have no undefined
# behaviour, but are not ISO C: what C-Vise's token cuts leave of member.c.
HEAD = b"/* CCFUZZ_FAKE_STRUCT_MISCOMPILE */\n#include <stdio.h>\n"
MISSING_SEMICOLON = HEAD + (
    b"struct record { int id; int weight } records[1] = {{7, 1234}};\n"
    b"int main(void) {\n  printf(\"%d\\n\", records[0].weight);\n  return 0;\n}\n")
EMPTY_INITIALIZER = HEAD + (
    b"struct record { int id; int weight; } records[1] = {};\n"
    b"int main(void) {\n  printf(\"%d\\n\", records[0].weight + 1234);\n  return 0;\n}\n")


@pytest.fixture(scope="module")
def rundir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with fake_hunt(tmp_path_factory.mktemp("strict"), SEEDS) as run:
        yield run


def _finding(run: Path) -> int:
    with Store(run, write=False) as store:
        [finding] = [f for f in store.findings() if f.kind == "wrong-code"]
        return finding.id


def _spec(run: Path, name: str) -> Spec:
    from ccfuzz.reduce.run import prepare_bundle

    with Store(run, write=False) as store:
        spec, _, _ = prepare_bundle(store, _finding(run), run, guard=True,
                                    bundle=Bundle(run / "bundles" / name))
    return spec


@pytest.mark.parametrize(("name", "candidate", "said"), [
    ("missing semicolon", MISSING_SEMICOLON, "semicolon"),
    ("empty initializer", EMPTY_INITIALIZER, "empty initializer"),
])
def test_the_check_refuses_a_candidate_that_is_not_c11(rundir: Path, name: str,
                                                       candidate: bytes, said: str) -> None:
    spec = _spec(rundir, "strict-" + name.replace(" ", "-"))
    assert spec.dialect is not None and spec.dialect.std == "c11"
    assert not spec.dialect.tolerated
    verdict = checker.check(spec, candidate)
    assert not verdict.holds and verdict.reason.startswith("not strict C: gcc -std=c11"), \
        verdict
    assert said in verdict.reason
    spec.dialect = None  # without strictness, the finding holds and the guard lets it pass
    assert checker.check(spec, candidate).holds


@pytest.mark.slow
def test_the_reduced_program_is_c11_for_gcc_and_the_newest_clang(
        rundir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    finding = _finding(rundir)
    assert cli.main(["reduce", str(finding), "--jobs", "2", "--timeout", "600",
                     "--dir", str(rundir)]) == 0
    assert "strict C: -std=c11 -pedantic-errors" in capsys.readouterr().out
    with Store(rundir, write=False) as store:
        reduction = store.reduction(finding)
    assert reduction is not None
    reduced = reduction.source.encode()
    # the fake compiler's bug needs a struct: the reduction kept one, and the struct is ISO C
    assert b"1234" in reduced and re.search(rb"\bstruct\s*\w*\s*\{", reduced), reduced
    clang = newest_clang()
    assert clang is not None
    for cc in ("gcc", clang):
        proc = sandbox.run([cc, "-std=c11", "-pedantic-errors", "-fsyntax-only", "prog.c"],
                           limits=sandbox.Limits(wall_seconds=60), files={"prog.c": reduced})
        assert proc.ok and "error" not in proc.stderr_text(), (cc, proc.stderr_text())
    bundle = rundir / "bundles" / f"finding-{finding}"
    strict = json.loads((bundle / "reduction.json").read_text())["strict"]
    assert strict["commands"] == [f"{cc} -std=c11 -pedantic-errors -fsyntax-only prog.c"
                                  for cc in ("gcc", clang)]
    assert cli.main(["report", str(finding), "--dir", str(rundir)]) == 0
    report = capsys.readouterr().out
    assert "- strict C: accepted\n" in report
    assert f"\n  {clang} -std=c11 -pedantic-errors -fsyntax-only prog.c\n" in report
