"""A clang finding's IR reproducer: the IR before its culprit pass, reduced by llvm-reduce while
``opt`` with that pass alone still misbehaves on it (``triage/prepass.py``).

The finding is made by the fake clang (``tests/fakepasscc`` as ``clang-22``, wrapping the real
clang-22), which miscompiles the program when pass ``gvn`` runs; ``tests/fakeopt`` as the
``opt-22`` beside it does the same to IR that holds the marker when it runs ``gvn``. The real
clang-22 prints the IR before the pass, the real lli-22 runs it, the real llvm-reduce-22
reduces it. What the test does not exercise: a real pass's wrong code (the fake opt turns
1234 into 1235 after the real pass ran), and a crash in opt.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ccfuzz import cli, sandbox
from ccfuzz.case.bundle import RunDir
from ccfuzz.store import Store
from ccfuzz.triage import prepass
from tests.conftest import TESTS, private_tmpdir, require

PROGRAM = """\
#include <stdio.h>
const char ccfuzz_marker[] = "CCFUZZ_FAKE_PASS: gvn ";
static int twice(int x) { return x * 2; }
int main(void) {
    int a = 1234;
    printf("%d %d\\n", a, twice(21));
    return 0;
}
"""


@pytest.mark.slow
def test_a_clang_miscompile_gets_the_ir_before_its_pass_that_opt_and_lli_show_failing(
        tmp_path: Path) -> None:
    require("gcc", "clang-22", "opt-22", "lli-22", "llvm-reduce-22", "cvise")
    llvm = tmp_path / "fakellvm"
    llvm.mkdir()
    shutil.copy(TESTS / "fakepasscc", llvm / "clang-22")
    shutil.copy(TESTS / "fakeopt", llvm / "opt-22")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "marked.c").write_text(PROGRAM)
    config = tmp_path / "ccfuzz.toml"
    config.write_text(
        '[compilers.refgcc]\npath = "gcc"\nfamily = "gcc"\nopt_levels = ["-O0", "-O2"]\n'
        f'[compilers.fakeclang]\npath = "{llvm / "clang-22"}"\nfamily = "clang"\n'
        'opt_levels = ["-O0", "-O2"]\n[limits]\ncompile_timeout = 30\nrun_timeout = 5\n')
    run = tmp_path / "run"
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "refgcc,fakeclang",
                         "--config", str(config), "--dir", str(run), "--seed", "1",
                         "--jobs", "2"]) == 0
    # Outside the private TMPDIR: under pytest's long paths C-Vise's sockets would not fit.
    assert cli.main(["triage", "--dir", str(run), "--jobs", "2", "--reduce-timeout", "120",
                     "--ir-timeout", "120"]) == 0
    with Store(run, write=False) as store:
        [row] = store.triages().values()
    made = row.stages["pass-ir"]
    assert made["made"] is True and made["pass_name"] == "gvn" and made["unit"] == "main", made
    assert made["reduced"] is True and made["reduced_ir_bytes"] < made["ir_bytes"], made
    bundle = RunDir(run).bundle(row.finding_id)
    reduced = bundle.ir_before_pass_reduced.read_bytes()
    assert b"CCFUZZ_FAKE_PASS: gvn " in reduced and b"1234" in reduced
    # The recorded commands, run as a user would in the bundle: opt with the pass, then lli
    # of the IR before it (the expected output) and after it (the wrong one).
    opt, before, after = made["commands"]
    assert opt[1:] == ["-passes=gvn", "before-pass.reduced.ll", "-S", "-o", "after.ll"]
    ir = {"before-pass.reduced.ll": reduced}
    done = sandbox.run(opt, files=ir, keep={"after.ll": tmp_path / "after.ll"},
                       limits=sandbox.Limits(wall_seconds=60))
    assert done.ok, done.stderr_text()
    printed = sandbox.run(before, files=ir, limits=sandbox.Limits(wall_seconds=60))
    wrong = sandbox.run(after, files={"after.ll": (tmp_path / "after.ll").read_bytes()},
                        limits=sandbox.Limits(wall_seconds=60))
    # The reduced program's own output (C-Vise may have cut the call to twice).
    assert printed.stdout.startswith(b"1234 ") and printed.stdout.endswith(b"\n")
    assert wrong.stdout == printed.stdout.replace(b"1234", b"1235")
    report = bundle.report.read_text()
    assert "## LLVM IR reproducer" in report and "-passes=gvn before-pass.reduced.ll" in report
    assert "just before pass (" in report and "reduced by llvm-reduce" in report
    assert "before the pass: exits 0, printing '1234 " in report
    assert "after the pass: exits 0, printing '1235 " in report


def test_the_culprit_is_named_as_opt_knows_it_and_a_machine_pass_has_no_opt_pass() -> None:
    require("clang-22", "opt-22", "lli-22")
    tools = prepass.tools_for("clang-22")
    assert tools is not None and tools.major == 22
    assert prepass.pipeline_name(tools, "slp-vectorizer") == "slp-vectorizer"
    assert prepass.pipeline_name(tools, "GVNPass") == "gvn"  # older releases' class names
    assert prepass.pipeline_name(tools, "IndVarSimplifyPass") == "indvars"
    assert prepass.pipeline_name(tools, "X86 DAG->DAG Instruction Selection") is None
