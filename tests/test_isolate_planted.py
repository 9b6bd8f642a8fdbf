"""DiWi end to end on a planted fault: a copy of Debian's tcc with one deliberate bug, built
with coverage; a campaign that records the program showing it; ``ccfuzz isolate`` ranks the
planted function near the top, its witnesses pass, are valid and differ in coverage, and
``ccfuzz report`` carries the ranking.

The fault is one of benchmarks/tcc_faults/ (its patch, program and truth)."""

from __future__ import annotations

import os
import random
import shutil
import time
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.errors import CoverageBuildError, ParseError
from ccfuzz.isolate import cmutate, covbuild, mutate, rank, sbfl, values
from ccfuzz.isolate.command import coverage_target, describe
from ccfuzz.isolate.gcovdata import Coverage
from ccfuzz.isolate.search import Budget, Search, Verdict, Witness
from ccfuzz.isolate.sites import Sites
from ccfuzz.isolate.trials import Trials
from ccfuzz.reduce.guard import default_guard
from ccfuzz.reduce.spec import from_finding
from ccfuzz.store import ReductionRow, Store
from tests.conftest import require

pytestmark = pytest.mark.slow
FAULT = Path(__file__).resolve().parent.parent / "benchmarks" / "tcc_faults" / \
    "03-int-to-ulong-no-sext"


@dataclass(frozen=True)
class Planted:
    build: covbuild.CoverageBuild
    rundir: Path
    config: Path
    cache_home: Path
    file: str
    function: str


@pytest.fixture(scope="session")
def planted(tmp_path_factory: pytest.TempPathFactory) -> Planted:
    """The fault's tcc built with coverage (once per test run, in the run's cache), and a
    campaign over its program with gcc and clang-14."""
    require("apt-get", "dpkg-source", "gcc", "clang-14", "make", "patch", "gcov", "tcc")
    base = tmp_path_factory.getbasetemp()
    home = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "xdg-cache"
    home.mkdir(exist_ok=True)
    build = covbuild.build_tcc(home / "ccfuzz" / "coverage", patch=FAULT / "fault.patch")
    work = tmp_path_factory.mktemp("planted")
    programs = work / "programs"
    programs.mkdir()
    shutil.copyfile(FAULT / "program.c", programs / "planted.c")
    config = work / "ccfuzz.toml"
    config.write_text(f'[compilers.planted]\npath = "{build.compiler}"\nfamily = "tcc"\n')
    rundir = work / "run"
    assert cli.main(["hunt", "--source", f"dir:{programs}", "--config", str(config),
                     "--compilers", "gcc,clang-14,planted", "--dir", str(rundir),
                     "--seed", "0", "--jobs", "2"]) == 0
    truth = tomllib.loads((FAULT / "truth.toml").read_text())
    return Planted(build, rundir, config, home, truth["file"], truth["function"])


def trials_of(planted: Planted) -> tuple[Trials, bytes]:
    """What the search asks of a mutant of the planted finding, and its recorded program."""
    with Store(planted.rundir, write=False) as store:
        [finding] = store.findings()
        program = store.program(finding.program_id)
        spec = from_finding(finding, program, store.observations(program.id), 60, 10,
                            default_guard(True))
    target, build = coverage_target(spec.claim.targets, None,
                                    planted.cache_home / "ccfuzz" / "coverage")
    assert build == planted.build
    return Trials(spec.claim, spec.guard, build, target), (program.source or "").encode()


def asked_again(trials: Trials, kept: list[Witness], failing: Coverage,
                verdict: Verdict) -> None:
    """Each of ``kept`` (witnesses or failing mutants) has a coverage of its own, not the
    failing compile's, and asked again from scratch gets ``verdict`` and passes the guard."""
    coverages = {k.coverage for k in kept}
    assert len(coverages) == len(kept) and failing not in coverages
    for program in kept:
        assert trials.judge(program.source)[0] is verdict
        assert trials.invalid(program.source) is None
        assert program.coverage == trials.coverage(program.source)


def test_the_witnesses_pass_are_valid_and_differ_in_coverage(planted: Planted) -> None:
    trials, source = trials_of(planted)
    assert trials.judge(source)[0] is Verdict.FAILS
    failing = trials.coverage(source)
    result = Search(source, failing, trials, random.Random(1), budget=Budget(12, 300)).run()
    assert len(result.witnesses) >= 3, result.verdicts
    asked_again(trials, result.witnesses, failing, Verdict.PASSES)
    ranking = rank.rank(failing, [w.coverage for w in result.witnesses])
    # tccgen.c is the planted file; x86_64-gen.c, whose code generation for the cast the
    # witnesses also change, may rank beside it.
    file_rank = ranking.file_rank(planted.file)
    assert file_rank is not None and file_rank <= 2
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 10, [r.name for r in ranking.functions[:10]]


# The planted fault (an int converted to unsigned long is not sign-extended) needs a
# negative int: without "v = -v" the program passes; without "w = v" it reads w
# uninitialized, which the guard refuses.
DELETABLE = b"""\
#include <stdio.h>
int main(void) {
    int v = 3;
    unsigned long w;
    v = -v;
    w = v;
    printf("%lu\\n", w >> 60);
    return 0;
}
"""


def test_deleting_one_statement_makes_a_witness(planted: Planted) -> None:
    trials, _ = trials_of(planted)
    assert trials.judge(DELETABLE)[0] is Verdict.FAILS
    failing = trials.coverage(DELETABLE)
    result = Search(DELETABLE, failing, trials, random.Random(1), rules=(mutate.Delete(),),
                    budget=Budget(5, 300)).run()
    [witness] = result.witnesses
    assert witness.rules == ("delete a statement",)
    assert b"v = -v;" not in witness.source and b"w = v;" in witness.source
    assert trials.judge(witness.source)[0] is Verdict.PASSES
    assert trials.invalid(witness.source) is None
    assert witness.coverage != failing and result.complete


def test_isolate_ranks_the_planted_function_and_report_shows_it(
        planted: Planted, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(planted.cache_home))
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), "--without-suite",
                     "--minutes", "4", "--witnesses", "10", "--seed", "2", "--config",
                     str(planted.config)]) == 0
    printed = capsys.readouterr().out
    assert f"{planted.file}:{planted.function}" in printed
    with Store(planted.rundir, write=False) as store:
        [row] = store.isolations(1)
    ranking = rank.Ranking.from_json(row.ranking)
    assert row.method == "diwi" and row.witnesses >= 3 and row.complete
    assert ranking.spectrum is rank.Spectrum.LINES
    assert ranking.callers_first and "ties ordered by who calls whom" in printed
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 10
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), "--baseline", "sbfl",
                     "--spectrum", "counts", "--config", str(planted.config)]) == 0
    with Store(planted.rundir, write=False) as store:
        stored = {r.method: rank.Ranking.from_json(r.ranking) for r in store.isolations(1)}
    assert stored["sbfl"].spectrum is rank.Spectrum.COUNTS
    assert stored["diwi"].spectrum is rank.Spectrum.LINES
    # DiWi's own rules only: a method of its own, beside the default's.
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), "--paper-rules",
                     "--without-suite", "--minutes", "2", "--witnesses", "3", "--seed", "2",
                     "--config", str(planted.config)]) == 0
    assert "diwi/paper-rules: 3 passing programs" in capsys.readouterr().out
    with Store(planted.rundir, write=False) as store:
        assert {r.method for r in store.isolations(1)} == {"diwi", "diwi/paper-rules", "sbfl"}
    assert cli.main(["report", "1", "--dir", str(planted.rundir)]) == 0
    report = capsys.readouterr().out
    # The report carries each method's top five (the planted function is in DiWi's top 10).
    assert "ccfuzz isolate" in report and ranking.functions[0].name in report
    assert "diwi:" in report and "sbfl:" in report and "diwi/paper-rules:" in report


def test_replace_headers_searches_the_program_without_them(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = copied_run
    rows = []
    for flags in ([], ["--replace-headers"]):
        assert cli.main(["isolate", "1", "--dir", str(rundir), "--without-suite", "--minutes", "2",
                         "--witnesses", "3", "--seed", "2", "--config", str(planted.config),
                         *flags]) == 0
        with Store(rundir, write=False) as store:
            [row] = [r for r in store.isolations(1) if r.method == "diwi"]
        rows.append(row)
    printed = capsys.readouterr().out
    assert "against the recorded (without headers) program's compile" in printed
    assert [r.program for r in rows] == ["recorded", "recorded (without headers)"]
    with_header, ranking = (rank.Ranking.from_json(r.ranking) for r in rows)
    # Without <stdio.h> the failing compile preprocesses and parses far less.
    lines = [{f.name: f.lines for f in r.files} for r in (with_header, ranking)]
    assert lines[1]["tccpp.c"] < lines[0]["tccpp.c"]
    assert sum(lines[1].values()) < sum(lines[0].values())
    assert rows[-1].witnesses == 3 and rows[-1].complete
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 20, [r.name for r in ranking.functions[:20]]


def test_hoist_prints_searches_the_program_with_its_printed_values_computed_before(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--without-suite", "--minutes", "2",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config),
                     "--replace-headers", "--hoist-prints", "--rules", "operands"]) == 0
    assert "against the recorded (without headers, printed values hoisted) program's " \
        "compile" in capsys.readouterr().out
    with Store(copied_run, write=False) as store:
        # Beside whatever the planted campaign's earlier isolations stored.
        [row] = [r for r in store.isolations(1) if r.method == "diwi/operands-rules"]
    assert row.witnesses == 3 and row.complete
    ranking = rank.Ranking.from_json(row.ranking)
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 20, [r.name for r in ranking.functions[:20]]


def test_failing_mutants_fail_are_valid_and_differ_in_coverage(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trials, source = trials_of(planted)
    failing = trials.coverage(source)
    result = Search(source, failing, trials, random.Random(1), budget=Budget(3, 300),
                    keep_failing=4).run()
    assert 1 <= len(result.failing) <= 4, result.verdicts
    asked_again(trials, result.failing, failing, Verdict.FAILS)
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--without-suite", "--minutes", "2",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config),
                     "--failing-mutants", "4"]) == 0
    with Store(copied_run, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi/failing-mutants"]
    ranking = rank.Ranking.from_json(row.ranking)
    assert 2 <= ranking.failing <= 5
    assert f"and {ranking.failing - 1} failing mutants' by" in capsys.readouterr().out
    # No bound on the planted function's rank: with 3 witnesses and a few failing mutants a
    # function's mean score says little (docs/design/isolate.md); the benchmark measures it.
    assert ranking.function_rank(planted.file, planted.function) is not None


@pytest.fixture
def copied_run(planted: Planted, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the planted campaign's run directory, with the coverage build's cache."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(planted.cache_home))
    rundir = tmp_path / "run"
    shutil.copytree(planted.rundir, rundir)
    return rundir


def test_the_default_combines_the_witnesses_and_the_test_suite(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = copied_run
    for flag in ("--with-suite", "--without-suite"):
        assert cli.main(["isolate", "1", "--dir", str(rundir), flag, "--baseline",
                         "sbfl", "--config", str(planted.config)]) == 1
        assert f"{flag} says whether" in capsys.readouterr().err
    # The planted tcc's source has tests/tests2, so the default is --with-suite.
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--minutes", "3",
                     "--witnesses", "5", "--seed", "2", "--config", str(planted.config)]) == 0
    printed = capsys.readouterr()
    assert "score over the test suite" in printed.out
    assert "(diwi+sbfl, seed 2)" in printed.err and "no test suite" not in printed.err
    with Store(rundir, write=False) as store:
        # The other tests' isolations may be in the copied run directory too.
        [row] = [r for r in store.isolations(1) if r.method == "diwi+sbfl"]
    ranking = rank.Ranking.from_json(row.ranking)
    assert row.complete
    assert ranking.spectrum is rank.Spectrum.LINES and ranking.top == rank.TOP_LINES
    # Both kinds of passing programs: at least one witness, and tcc's own tests (about 90
    # of its tests2 pass); the mutants and test programs tried are counted together.
    assert row.witnesses > 50 and row.tried > row.witnesses
    # Scores are products of two Ochiai scores, each at most 1.
    top = ranking.functions[0]
    assert 0 < top.score <= 1 and top.rank >= 1
    # A row stored before, ranked by the sum of the two ranks, still says so.
    old = replace(row, ranking={k: v for k, v in row.ranking.items() if k != "top"})
    assert "combined with the test suite's ranking" in describe(old)[0]
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 20, [r.name for r in ranking.functions[:20]]


# The fault's cast of a negative int to unsigned long, with nothing a witness rule can edit:
# the cast is in the printing line (never mutated) and no other place matches a rule.
UNMUTABLE = ('#include <stdio.h>\n'
             'int main(int argc, char **argv) { printf("%lu\\n", (unsigned long)-argc); '
             'return 0; }\n')


def reduce_by_hand(rundir: Path, reduced: str) -> str:
    """Record ``reduced`` as finding 1's reduction; its recorded program."""
    with Store(rundir, write=True) as store:
        original = store.program(store.finding(1).program_id).source or ""
        store.record_reduction(ReductionRow(
            1, "reduced/finding-1", reduced, len(original), len(reduced), 2, "by hand",
            0.0, {}, time.time()))
    return original


def test_a_reduced_program_without_witnesses_gives_way_to_the_recorded_one(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = copied_run
    reduce_by_hand(rundir, UNMUTABLE)
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--without-suite", "--minutes", "3",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config)]) == 0
    printed = capsys.readouterr()
    assert "mutating the recorded one" in printed.err
    assert "against the recorded program's compile" in printed.out
    with Store(rundir, write=False) as store:
        # The other tests' isolations may be in the copied run directory too.
        row = max((r for r in store.isolations(1) if r.method == "diwi"),
                  key=lambda r: r.created)
    # The recorded program was searched, and is what the ranking is against.
    assert row.program == "recorded" and row.witnesses == 3 and row.complete
    ranking = rank.Ranking.from_json(row.ranking)
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 20, [r.name for r in ranking.functions[:20]]


# Still the planted bug (the chained comparison adds 0), but the C model refuses it.
UNPARSED = ('#include <stdio.h>\n'
            'int main(int argc, char **argv) { printf("%lu\\n", (unsigned long)-argc + '
            '(0 < 0 > argc)); return 0; }\n')


def test_a_reduced_program_the_c_model_cannot_read_gives_way_to_the_recorded_one(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ParseError):
        Sites(UNPARSED.encode())
    reduce_by_hand(copied_run, UNPARSED)
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--without-suite", "--minutes", "3",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config)]) == 0
    printed = capsys.readouterr()
    assert "the reduced program does not parse: mutating the recorded one" in printed.err
    with Store(copied_run, write=False) as store:
        row = max((r for r in store.isolations(1) if r.method == "diwi"),
                  key=lambda r: r.created)
    assert row.program == "recorded" and row.witnesses == 3 and row.complete


def test_ctrl_c_while_the_recorded_program_is_checked_stops_with_what_there_is(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    rundir = copied_run
    original = reduce_by_hand(rundir, UNMUTABLE)
    judge = Trials.judge

    def interrupted(self: Trials, source: bytes) -> tuple[Verdict, str]:
        # The user presses Ctrl-C while the recorded program is being compiled and run.
        if source == original.encode():
            raise KeyboardInterrupt
        return judge(self, source)

    monkeypatch.setattr(Trials, "judge", interrupted)
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--with-suite", "--minutes", "3",
                     "--seed", "2", "--config", str(planted.config)]) == 130
    assert "stopped early" in capsys.readouterr().out
    with Store(rundir, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi+sbfl"]
    # The suite's programs, run before, are kept and ranked; the reduced program stays
    # the failing one.
    assert not row.complete and row.program == "reduced" and row.witnesses > 50


@pytest.mark.parametrize("method", [["--with-suite"], ["--baseline", "sbfl"],
                                    ["--with-suite", "--values"]])
def test_ctrl_c_during_the_test_suite_ranks_the_tests_that_ran(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], method: list[str]) -> None:
    rundir = copied_run
    passing = sbfl._passing_coverage
    started: list[Path] = []

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the compiler was built for values after Ctrl-C")

    monkeypatch.setattr(values, "cached_value_build", never)

    def interrupted(build: covbuild.CoverageBuild, arguments: list[str], program: Path,
                    compile_seconds: float, run_seconds: float) -> Coverage:
        # The user presses Ctrl-C while the 21st test program compiles.
        started.append(program)
        if len(started) == 21:
            raise KeyboardInterrupt
        return passing(build, arguments, program, compile_seconds, run_seconds)

    monkeypatch.setattr(sbfl, "_passing_coverage", interrupted)
    assert cli.main(["isolate", "1", "--dir", str(rundir), *method, "--minutes", "3",
                     "--seed", "2", "--config", str(planted.config)]) == 130
    assert "stopped early" in capsys.readouterr().out
    with Store(rundir, write=False) as store:
        [row] = [r for r in store.isolations(1)
                 if r.method == ("diwi+sbfl" if "--with-suite" in method else "sbfl")]
    # No witness search after the interrupt: the test programs that ran before it (about
    # 20, nearly all passing) are the passing programs, and their ranking tells functions
    # apart (with no passing program, everything would tie).
    assert not row.complete and 10 <= row.witnesses <= row.tried <= 21
    ranking = rank.Ranking.from_json(row.ranking)
    assert ranking.passing == row.witnesses
    assert len({r.rank for r in ranking.functions}) > 10


def test_isolate_refuses_a_finding_whose_compiler_has_no_coverage_build(
        planted: Planted, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "empty-cache"))
    rundir = tmp_path / "run"
    shutil.copytree(planted.rundir, rundir)
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--minutes", "1"]) == 1
    assert "has no build with coverage" in capsys.readouterr().err


def test_a_compiler_mutant_undoes_the_planted_fault(planted: Planted, tmp_path: Path) -> None:
    trials, source = trials_of(planted)
    failing = trials.coverage(source)
    witnesses = Search(source, failing, trials, random.Random(1), budget=Budget(3, 300)).run()
    rebuild = cmutate.rebuild_tcc(planted.build, tmp_path)
    reference = trials.reference(source)
    assert reference is not None
    right = ("ok", reference.ending.value, reference.code, reference.stdout)
    probe = cmutate.Probe(rebuild, trials.arguments, source, lambda o: o == right,
                          [w.source for w in witnesses.witnesses], scratch=tmp_path)
    unit = (planted.file, planted.function)
    tally = cmutate.explore(probe, [unit], sorted(failing.lines), time.monotonic() + 900)
    assert tally.complete and tally.functions == [unit] and not tally.note
    assert {(t.line.file, t.line.function) for t in tally.tried} == {unit}
    text = (rebuild.tree / planted.file).read_text().splitlines()
    fixed = [t for t in tally.tried if t.fixed]
    # The planted line asks whether the destination is unsigned where tcc asks whether the
    # source is: negated, it sign-extends the negative int again, as a correct tcc does.
    assert any("dbt & VT_UNSIGNED" in text[t.line.line - 1] and t.what == "if condition "
               "negated" for t in fixed), [(t.line.line, t.what) for t in fixed]
    assert all(t.changed for t in fixed)
    # Most mutants of the function change nothing the failing program shows.
    assert sum(not t.changed for t in tally.tried) > len(tally.tried) / 2
    changed = [t for t in tally.tried if t.changed]
    # Witnesses are tried until three changed (``Probe.enough``), or all of them.
    assert changed and all(t.witnesses_tried == len(witnesses.witnesses)
                           or t.witnesses_changed == 3 for t in changed)
    assert all(t.witnesses_changed <= t.witnesses_tried for t in changed)


def test_isolate_with_compiler_mutants_stores_the_refined_ranking(
        planted: Planted, copied_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--without-suite", "--minutes", "2",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config),
                     "--compiler-mutants", "0.3"]) == 0
    assert "mutants of the compiler" in capsys.readouterr().out
    with Store(copied_run, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi/compiler-mutants"]
    ranking = rank.Ranking.from_json(row.ranking)
    assert ranking.refined > 0
    assert ranking.function_rank(planted.file, planted.function) is not None


def test_mutants_need_a_rebuild_that_builds_the_program_and_gcc_when_tcc_does_not(
        planted: Planted, tmp_path: Path) -> None:
    trials, source = trials_of(planted)
    rebuild = replace(cmutate.rebuild_tcc(planted.build, tmp_path), fast="false")
    probe = cmutate.Probe(rebuild, trials.arguments, source, lambda o: False, [],
                          scratch=tmp_path)
    slot = tmp_path / "slot"
    slot.mkdir()
    assert probe.start(slot) is None
    assert probe.rebuild.fast is None
    text = (rebuild.tree / planted.file).read_text()
    assert probe.rebuild.build(planted.file, text, slot) is not None
    # A rebuild that cannot build the program (here: it finds no <stdio.h>) would make every
    # mutant look harmless: nothing is tried.
    blind = cmutate.Probe(rebuild, ["-nostdinc", *trials.arguments], source,
                          lambda o: False, [], scratch=tmp_path)
    why = blind.start(slot)
    assert why is not None and "does not build the program" in why, why


def test_a_failed_rebuild_for_compiler_mutants_keeps_the_searchs_ranking(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*_: object, **__: object) -> cmutate.Rebuild:
        raise CoverageBuildError("building tcc: make failed (a full disk, say)")

    monkeypatch.setattr(cmutate, "rebuild_tcc", broken)
    started = time.time()
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--without-suite", "--minutes", "1",
                     "--witnesses", "2", "--seed", "2", "--config", str(planted.config),
                     "--compiler-mutants", "1"]) == 1
    assert "make failed" in capsys.readouterr().err
    with Store(copied_run, write=False) as store:
        stored = {r.method: r for r in store.isolations(1)}
    # Stored now (the copied run may hold an older one), under the name without mutants.
    assert stored["diwi"].created >= started
    assert "diwi/compiler-mutants" not in stored


def test_isolate_with_values_stores_the_functions_they_flag(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    command = ["isolate", "1", "--dir", str(copied_run), "--with-suite", "--values",
               "--minutes", "0.3", "--witnesses", "3", "--seed", "2",
               "--config", str(planted.config)]
    assert cli.main(command) == 0
    printed = capsys.readouterr().out
    assert "functions far from values no test program loads lowered" in printed
    assert "values no test program loads there, loaded in: " in printed
    with Store(copied_run, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi+sbfl/values"]
    ranking = rank.Ranking.from_json(row.ranking)
    # The value build is the same source as the coverage build: what it flags, the failing
    # compile ran.
    assert ranking.flagged and set(ranking.flagged) <= {r.function for r in ranking.functions}
    assert ranking.function_rank(planted.file, planted.function) is not None

    # The value build and the suite's values are kept: asked again, nothing is built, no
    # test program is compiled with values, and the same functions are flagged.
    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the value build was made, or the suite compiled, again")

    monkeypatch.setattr(values, "value_build", never)
    monkeypatch.setattr(values, "suite_ranges", never)
    again = time.time()
    assert cli.main(command) == 0
    with Store(copied_run, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi+sbfl/values"]
    assert row.created >= again
    assert rank.Ranking.from_json(row.ranking).flagged == ranking.flagged


def test_ctrl_c_while_values_are_collected_keeps_the_searchs_ranking(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt  # the user presses Ctrl-C while the value build runs

    # Whether the value build is kept from an earlier test or not.
    monkeypatch.setattr(values, "cached_value_build", interrupted)
    started = time.time()
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--values", "--minutes", "0.3",
                     "--witnesses", "3", "--seed", "2", "--config", str(planted.config)]) == 130
    assert "stopped early" in capsys.readouterr().out
    with Store(copied_run, write=False) as store:
        stored = {r.method: r for r in store.isolations(1)}
    # Stored under the name without values, marked as stopped early, with its witnesses.
    row = stored["diwi+sbfl"]
    assert row.created >= started and not row.complete and row.witnesses > 50
    assert not rank.Ranking.from_json(row.ranking).flagged
    assert "diwi+sbfl/values" not in stored
