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
from dataclasses import dataclass
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.case.guard import default_guard
from ccfuzz.case.spec import from_finding
from ccfuzz.errors import ParseError
from ccfuzz.isolate import mutate, rank, sbfl, values
from ccfuzz.isolate.gcovdata import Coverage
from ccfuzz.isolate.search import Budget, Search, Verdict, Witness
from ccfuzz.isolate.sites import Sites
from ccfuzz.isolate.spectra import coverage_target
from ccfuzz.isolate.trials import Trials
from ccfuzz.model import Limits
from ccfuzz.settings import CampaignSettings
from ccfuzz.store import INTERRUPTED_SUFFIX, ReductionRow, Store
from ccfuzz.toolchain import covbuild
from tests.conftest import require

pytestmark = pytest.mark.slow
BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
FAULT = BENCHMARKS / "tcc_faults" / "03-int-to-ulong-no-sext"
PIPELINES = BENCHMARKS / "pipelines"
DIWI = ["--pipeline", str(PIPELINES / "diwi.toml")]  # witnesses alone, no test suite


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
        spec = from_finding(finding, program, store.observations(program.id),
                            CampaignSettings(Limits(wall_seconds=60), Limits(wall_seconds=10)),
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
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), *DIWI,
                     "--minutes", "4", "--witnesses", "10", "--seed", "2", "--config",
                     str(planted.config)]) == 0
    printed = capsys.readouterr().out
    assert f"{planted.file}:{planted.function}" in printed
    with Store(planted.rundir, write=False) as store:
        [row] = store.isolations(1)
    ranking = rank.Ranking.from_json(row.ranking)
    assert row.method == "diwi" and row.witnesses >= 3 and row.complete
    assert ranking.spectrum is rank.Spectrum.LINES
    # The stages say what they did: callers first, and no stack for wrong code.
    assert "callers-first" in ranking.notes and "callers-first: functions that tie" in printed
    assert "stack: skipped: a wrong-code compile does not stop" in printed
    assert row.ranking["pipeline"]["name"] == "diwi"
    assert [s["name"] for s in row.ranking["pipeline"]["stages"]] == ["callers-first", "stack"]
    found = ranking.function_rank(planted.file, planted.function)
    assert found is not None and found <= 10
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), "--pipeline",
                     str(PIPELINES / "sbfl.toml"), "--config", str(planted.config)]) == 0
    with Store(planted.rundir, write=False) as store:
        stored = {r.method: r for r in store.isolations(1)}
    assert stored["sbfl"].ranking["counts"] == {"witnesses": 0, "suite": stored["sbfl"].witnesses}
    # DiWi's own rules only: a pipeline of its own, stored beside the others.
    assert cli.main(["isolate", "1", "--dir", str(planted.rundir), "--pipeline",
                     str(PIPELINES / "paper-rules.toml"), "--minutes", "2", "--witnesses", "3",
                     "--seed", "2", "--config", str(planted.config)]) == 0
    printed = capsys.readouterr().out
    assert "paper-rules: 3 witnesses and 0 test programs" in printed
    assert "warning: only 3 witnesses" in printed
    with Store(planted.rundir, write=False) as store:
        assert {r.method for r in store.isolations(1)} == {"diwi", "paper-rules", "sbfl"}
    assert cli.main(["report", "1", "--dir", str(planted.rundir)]) == 0
    report = capsys.readouterr().out
    # The report carries each method's top five (the planted function is in DiWi's top 10).
    assert "ccfuzz isolate" in report and ranking.functions[0].name in report
    assert "diwi:" in report and "sbfl:" in report and "paper-rules:" in report


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
    # The planted tcc's source has tests/tests2, so the default pipeline takes it.
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--minutes", "3",
                     "--witnesses", "5", "--seed", "2", "--config", str(planted.config)]) == 0
    printed = capsys.readouterr()
    assert "diwi+sbfl: 5 witnesses and " in printed.out
    assert "(pipeline default, seed 2)" in printed.err and "no test suite" not in printed.err
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
    assert cli.main(["isolate", "1", "--dir", str(rundir), *DIWI, "--minutes", "3",
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
    assert cli.main(["isolate", "1", "--dir", str(copied_run), *DIWI, "--minutes", "3",
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
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--minutes", "3",
                     "--seed", "2", "--config", str(planted.config)]) == 130
    assert "stopped early" in capsys.readouterr().out
    with Store(rundir, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "diwi+sbfl"]
    # The suite's programs, run before, are kept and ranked; the reduced program stays
    # the failing one.
    assert not row.complete and row.program == "reduced" and row.witnesses > 50


@pytest.mark.parametrize("method", [[], ["--pipeline", str(PIPELINES / "sbfl.toml")],
                                    ["--pipeline", str(PIPELINES / "values.toml")]])
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
    name = Path(method[-1]).stem if method else "diwi+sbfl"
    with Store(rundir, write=False) as store:
        # Beside a complete ranking of the same pipeline, if an earlier test stored one.
        row = max((r for r in store.isolations(1)
                   if r.method in (name, name + INTERRUPTED_SUFFIX)), key=lambda r: r.created)
    # No witness search after the interrupt: the test programs that ran before it (about
    # 20, nearly all passing) are the passing programs, and their ranking tells functions
    # apart (with no passing program, everything would tie).
    assert not row.complete and 10 <= row.witnesses <= row.tried <= 21
    ranking = rank.Ranking.from_json(row.ranking)
    assert ranking.passing == row.witnesses
    assert len({r.rank for r in ranking.functions}) > 10
    # The slow stage does not run after the interrupt, and says so.
    assert "values" not in ranking.notes
    if "values" in str(method):
        assert row.ranking["skipped"]["values"] == "the search was stopped early"


def test_isolate_refuses_a_finding_whose_compiler_has_no_coverage_build(
        planted: Planted, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "empty-cache"))
    rundir = tmp_path / "run"
    shutil.copytree(planted.rundir, rundir)
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--minutes", "1"]) == 1
    assert "has no build with coverage" in capsys.readouterr().err


def test_isolate_with_values_stores_the_functions_they_flag(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    command = ["isolate", "1", "--dir", str(copied_run), "--pipeline",
               str(PIPELINES / "values.toml"), "--minutes", "0.3", "--witnesses", "3",
               "--seed", "2", "--config", str(planted.config)]
    assert cli.main(command) == 0
    printed = capsys.readouterr().out
    assert "values: values no test program loads there, loaded in " in printed
    with Store(copied_run, write=False) as store:
        [row] = [r for r in store.isolations(1) if r.method == "values"]
    ranking = rank.Ranking.from_json(row.ranking)
    # The value build is the same source as the coverage build: what it flags, the failing
    # compile ran.
    flagged = ranking.notes["values"]["flagged"]
    assert flagged and set(flagged) <= {r.function for r in ranking.functions}
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
        [row] = [r for r in store.isolations(1) if r.method == "values"]
    assert row.created >= again
    assert rank.Ranking.from_json(row.ranking).notes["values"]["flagged"] == flagged


def test_ctrl_c_while_values_are_collected_keeps_the_searchs_ranking(
        planted: Planted, copied_run: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt  # the user presses Ctrl-C while the value build runs

    # Whether the value build is kept from an earlier test or not.
    monkeypatch.setattr(values, "cached_value_build", interrupted)
    started = time.time()
    assert cli.main(["isolate", "1", "--dir", str(copied_run), "--pipeline",
                     str(PIPELINES / "values.toml"), "--minutes", "0.3", "--witnesses", "3",
                     "--seed", "2", "--config", str(planted.config)]) == 130
    captured = capsys.readouterr()
    assert "stopped early" in captured.out and "values: stopped (Ctrl-C)" in captured.err
    with Store(copied_run, write=False) as store:
        stored = {r.method: r for r in store.isolations(1)}
    # Stored beside the complete ranking, marked as stopped early, with its witnesses.
    row = stored["values/without-values"]
    assert row.created >= started and not row.complete and row.witnesses > 50
    assert "values" not in rank.Ranking.from_json(row.ranking).notes
