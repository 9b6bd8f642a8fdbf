"""Pipelines as data, the registry of ranking stages, and a ranking that explains itself."""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

from ccfuzz.errors import CcfuzzError, ConfigError
from ccfuzz.isolate import engine, pipeline, stages
from ccfuzz.isolate.describe import describe, markdown
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.pipeline import Pipeline, SearchSpec, StageEntry, SuiteUse
from ccfuzz.isolate.rank import Ranking, Spectrum, rank
from ccfuzz.isolate.search import Choice
from ccfuzz.isolate.spectra import Spectra
from ccfuzz.model import FindingKind
from ccfuzz.store import IsolationRow

PIPELINES = Path(__file__).resolve().parent.parent / "benchmarks" / "pipelines"


def test_the_default_pipeline_is_the_shipped_file() -> None:
    default = pipeline.default()
    assert default == Pipeline(
        "default", SuiteUse.AUTO, SearchSpec(Choice.MH, "deletion", Spectrum.COUNTS,
                                             Spectrum.LINES), Spectrum.LINES,
        (StageEntry("callers-first"), StageEntry("stack", {"frames": 3, "factor": 0.5}),
         StageEntry("culprit", {"factor": 0.5})))
    assert Pipeline.from_json(default.to_json()) == default
    assert [type(s).__name__ for s in stages.build(default)] == ["CallersFirst", "Stack",
                                                                 "CulpritHint"]


@pytest.mark.parametrize("path", sorted(PIPELINES.glob("*.toml")), ids=lambda p: p.stem)
def test_the_benchmarks_pipelines_load_and_name_known_stages(path: Path) -> None:
    loaded = pipeline.load(path)
    assert loaded.name == path.stem
    stages.build(loaded)


@pytest.mark.parametrize(("text", "says"), [
    ('name = "x"\nsuite = "sometimes"\n', "'sometimes' is not one of auto, always, never"),
    ('[search]\nrules = "all"\n', "no rule set 'all'"),
    ('[search]\nnovelty = "words"\n', "'words' is not one of"),
    ('spectrum = "lines"\n', "unknown key(s) spectrum"),
    ('[search]\nwitnesses = 3\n', "unknown key(s) witnesses"),
    ('suite = "never"\n', "no passing program"),
    ("[[stages]]\nfactor = 1\n", "each [[stages]] entry needs a name"),
    ("not toml [", "cannot read the pipeline"),
])
def test_a_bad_pipeline_file_is_a_clear_error(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "p.toml"
    path.write_text(text)
    with pytest.raises(ConfigError, match=re.escape(says)):
        pipeline.load(path)


def test_unknown_stages_and_parameters_are_refused_by_name() -> None:
    with pytest.raises(ConfigError, match="unknown ranking stage 'compiler-mutants'; known: "
                       "callers-first, culprit, stack, values"):
        stages.build(Pipeline(stages=(StageEntry("compiler-mutants"),)))
    with pytest.raises(ConfigError, match=r"stage stack: .*'depth'"):
        stages.stage("stack", {"depth": 2})
    with pytest.raises(ConfigError, match="factor in"):
        stages.stage("stack", {"factor": 2.0})
    with pytest.raises(ConfigError, match=re.escape("factor must be in [0, 1], not -1")):
        stages.stage("values", {"factor": -1})


def test_the_stack_stage_says_when_it_could_not_act() -> None:
    stack = stages.stage("stack")
    assert stack.applies(None, FindingKind.WRONG_CODE) == \
        "a wrong-code compile does not stop where it fails"
    assert stack.applies(None, FindingKind.REJECTS_VALID) is None
    assert stack.describe({"acted": False, "why": "no frame"}) == "stack: could not act: no frame"
    line = stack.describe({"frames": [f"f{i}" for i in range(10)], "lowered": 7, "near": 3,
                           "factor": 0.5})
    assert line == ("stack: the compile stopped in f0 <- f1 <- f2 <- f3 <- f4 <- f5 <- f6 <- "
                    "f7 <- ... (2 more); 7 functions neither among its 3 innermost nor "
                    "called by them scored x0.5")
    # A note of a stage no longer registered is still shown, as stored.
    assert stages.describe("compiler-mutants", {"mutants": 40}) == "compiler-mutants: mutants 40"


A1, A2, B1, C1 = (Line("a.c", "f", 1), Line("a.c", "g", 2), Line("b.c", "h", 1),
                  Line("c.c", "k", 1))


def cov(*lines: Line) -> Coverage:
    return Coverage(frozenset(lines), 4, dict.fromkeys(lines, 1))


def row_of(isolation: engine.Isolation) -> IsolationRow:
    """``isolation`` as ``engine.record`` would store it (without a store)."""
    ranking = isolation.ranking.to_json()
    ranking[engine.PIPELINE_KEY] = isolation.pipeline.to_json()
    ranking[engine.COUNTS_KEY] = {"witnesses": isolation.witnesses, "suite": isolation.suite}
    if isolation.skipped:
        ranking["skipped"] = isolation.skipped
    return IsolationRow(1, isolation.method, "reduced", "tcc-cov 1", isolation.witnesses
                        + isolation.suite, 9, 1, True, ranking, 3.0, time.time())


@pytest.mark.parametrize(("witnesses", "warning"), [
    (0, "warning: no passing program: every line the failing compile ran scores the same, "
        "and the ranking below says nothing"),
    (2, "warning: only 2 witnesses: the ranking rests on few programs made from the failing "
        "one"),
    (6, None),
])
def test_a_ranking_says_what_it_rests_on(witnesses: int, warning: str | None) -> None:
    passing = [cov(A2, B1)] * witnesses
    kept = Spectra(cov(A1, A2, B1, C1), passing, 9, True, "reduced", "tcc-cov 1", 0.0,
                   FindingKind.WRONG_CODE, witness_sources=(b"x",) * witnesses)
    isolation = engine.rework(kept, Pipeline(suite=SuiteUse.NEVER,
                                             stages=(StageEntry("stack"),)))
    lines = describe(row_of(isolation))
    assert lines[0].startswith(f"diwi: {witnesses} witnesses and 0 test programs (9 mutants "
                               "and test programs tried) against the reduced program's compile")
    warnings = [x for x in lines if x.startswith("warning:")]
    assert warnings == ([] if warning is None else [warning])
    assert "stack: skipped: a wrong-code compile does not stop where it fails" in lines


def test_no_witness_beside_the_suite_is_said() -> None:
    kept = Spectra(cov(A1, A2, B1, C1), [], 90, True, "reduced", "tcc-cov 1", 0.0,
                   FindingKind.WRONG_CODE, [cov(A2), cov(B1)])
    lines = describe(row_of(engine.rework(kept, Pipeline())))
    assert "warning: the search found no witness: the ranking rests on the test suite alone" \
        in lines


def test_top_shows_more_than_ten_and_says_how_many_there_are() -> None:
    failing = [Line("a.c", f"f{i}", i) for i in range(1, 15)]
    kept = Spectra(cov(*failing), [cov(*failing[:i]) for i in range(1, 8)], 9, True,
                   "recorded", "tcc-cov 1", 0.0, FindingKind.WRONG_CODE,
                   witness_sources=(b"x",) * 7)
    row = row_of(engine.rework(kept, Pipeline(suite=SuiteUse.NEVER)))
    assert "functions (rank, score, lines the failing compile ran), the first 10 of 14:" \
        in describe(row)
    assert len([x for x in describe(row, 14) if x.endswith(tuple(f":f{i}" for i in
                                                                 range(1, 15)))]) == 14
    shown = [x for x in describe(row, 14) if ":f" in x]
    scores = [float(x.split()[1]) for x in shown]
    assert scores == sorted(scores, reverse=True)  # the order follows from the scores
    assert "## Where in the compiler (ccfuzz isolate)" in markdown([row])


def test_the_stored_ranking_keeps_its_pipeline_and_the_notes_of_its_stages() -> None:
    kept = Spectra(cov(A1, A2, B1, C1), [cov(A2, B1)], 9, True, "reduced", "tcc-cov 1", 0.0,
                   FindingKind.WRONG_CODE, witness_sources=(b"x",))
    chosen = Pipeline(name="mine", suite=SuiteUse.NEVER, stages=(StageEntry("callers-first"),))
    isolation = engine.rework(kept, chosen)
    row = row_of(isolation)
    assert row.method == "mine"
    assert Pipeline.from_json(row.ranking["pipeline"]) == chosen
    assert set(isolation.ranking.notes) == {"callers-first"}
    assert isolation.ranking.functions[0].name == rank(kept.failing, kept.passing
                                                       ).functions[0].name


@dataclass(frozen=True)
class Failing:
    """A stage that cannot do its work (a value build that fails, say), or is stopped."""

    name: ClassVar[str] = "failing"
    slow: ClassVar[bool] = False
    interrupt: bool = False

    def applies(self, build: object, kind: FindingKind) -> str | None:
        return None

    def check(self, build: object) -> None:
        pass

    def apply(self, context: stages.Context, ranking: Ranking) -> tuple[Ranking, stages.Note]:
        if self.interrupt:
            raise KeyboardInterrupt
        raise CcfuzzError("the value build failed")

    def describe(self, note: Mapping[str, Any]) -> str:
        return self.name


@pytest.mark.parametrize("interrupt", [False, True])
def test_a_stage_that_fails_leaves_the_ranking_before_it_stored_beside(
        monkeypatch: pytest.MonkeyPatch, interrupt: bool) -> None:
    monkeypatch.setitem(stages.STAGES, "failing", Failing)
    kept = Spectra(cov(A1, A2, B1, C1), [cov(A2, B1)], 9, True, "reduced", "tcc-cov 1", 0.0,
                   FindingKind.WRONG_CODE, witness_sources=(b"x",))
    chosen = Pipeline(name="mine", suite=SuiteUse.NEVER, stages=(
        StageEntry("callers-first"), StageEntry("failing", {"interrupt": interrupt}),
        StageEntry("stack")))
    isolation = engine.rework(kept, chosen)
    before = engine.rework(kept, Pipeline(name="mine", suite=SuiteUse.NEVER,
                                          stages=(StageEntry("callers-first"),)))
    assert isolation.ranking == before.ranking  # callers-first ran, nothing after the failure
    assert isolation.method == "mine/without-failing"
    assert isolation.failed is not None and isolation.failed.interrupted is interrupt
    assert isolation.complete is not interrupt
    assert "stack" not in isolation.skipped
