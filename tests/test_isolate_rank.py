"""Ochiai over hand-made coverage: scores, means per file and function, ties at their worst;
line and count spectra."""

from __future__ import annotations

import math

from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import Ranking, Spectrum, rank, suspiciousness

A1, A2, A3 = Line("a.c", "f", 1), Line("a.c", "f", 2), Line("a.c", "g", 3)
B1, B2 = Line("b.c", "h", 1), Line("b.c", "h", 2)
C1 = Line("c.c", "k", 1)


def cov(*lines: Line, **times: int) -> Coverage:
    """Each line ran once, or as many times as ``times`` says (keyed ``A1``, ``B2``, ...)."""
    names = {line: name for name, line in globals().items() if isinstance(line, Line)}
    counts = {line: times.get(names[line], 1) for line in lines}
    return Coverage(frozenset(lines), counts=counts)


def test_one_failing_program_scores_a_line_one_over_root_of_one_plus_ep() -> None:
    failing = cov(A1, A2, B1)
    passing = [cov(A1, B1), cov(A1), cov(A1, C1)]
    scores = suspiciousness(failing, passing)
    assert scores == {A1: 1 / math.sqrt(4), A2: 1.0, B1: 1 / math.sqrt(2)}
    assert C1 not in scores  # only what the failing compile ran is ranked


def test_files_and_functions_score_the_mean_of_their_lines() -> None:
    failing = cov(A1, A2, A3, B1, B2)
    passing = [cov(A1, A3, B1), cov(A1, A3, B1, B2)]
    r = rank(failing, passing)
    third = 1 / math.sqrt(3)
    score = {x.name: x.score for x in (*r.files, *r.functions)}
    assert math.isclose(score["a.c"], (third + 1 + third) / 3)
    assert math.isclose(score["b.c"], (third + 1 / math.sqrt(2)) / 2)
    assert math.isclose(score["a.c:f"], (third + 1) / 2)
    assert math.isclose(score["a.c:g"], third)
    assert [x.name for x in r.functions] == ["a.c:f", "b.c:h", "a.c:g"]
    assert [x.rank for x in r.functions] == [1, 2, 3]
    assert r.file_rank("a.c") == 1 and r.file_rank("b.c") == 2 and r.file_rank("c.c") is None
    assert r.function_rank("a.c", "f") == 1 and r.function_rank("a.c", "h") is None
    assert r.passing == 2
    assert [x.lines for x in r.functions] == [2, 2, 1]


def test_ties_count_at_their_worst_rank() -> None:
    failing = cov(A1, A3, B1, C1)
    # f, g and h never run in a passing program: three-way tie for first; k runs in all.
    passing = [cov(C1)]
    r = rank(failing, passing)
    ranks = {x.name: x.rank for x in r.functions}
    assert ranks == {"a.c:f": 3, "a.c:g": 3, "b.c:h": 3, "c.c:k": 4}
    files = {x.file: x.rank for x in r.files}
    assert files == {"a.c": 2, "b.c": 2, "c.c": 3}


def test_no_passing_program_ranks_everything_tied_last() -> None:
    r = rank(cov(A1, B1, C1), [])
    assert {x.rank for x in r.files} == {3}


def test_a_ranking_survives_json() -> None:
    r = rank(cov(A1, A2, A3, B1), [cov(A1, B1)])
    assert Ranking.from_json(r.to_json()) == r


def test_the_count_spectrum_suspects_lines_a_witness_runs_less_often() -> None:
    # Both witnesses run every line the failing compile ran; the first runs A2 once where
    # the failing compile ran it three times, the second runs A1 more often than it did.
    failing = cov(A1, A2, B1, A2=3)
    passing = [cov(A1, A2, B1, A2=1), cov(A1, A2, B1, A1=5, A2=3)]
    assert set(suspiciousness(failing, passing).values()) == {1 / math.sqrt(3)}
    counted = suspiciousness(failing, passing, Spectrum.COUNTS)
    assert counted == {A1: 1 / math.sqrt(3), A2: 1 / math.sqrt(2), B1: 1 / math.sqrt(3)}
    assert rank(failing, passing).function_rank("a.c", "f") == 2  # tied with b.c:h
    r = rank(failing, passing, Spectrum.COUNTS)
    assert r.function_rank("a.c", "f") == 1 and r.function_rank("b.c", "h") == 2
    assert Ranking.from_json(r.to_json()) == r and r.spectrum is Spectrum.COUNTS


def test_failing_mutants_lower_the_lines_a_failure_does_without() -> None:
    # A2 and B1 run in the failing compile and in no passing one; a failing mutant runs A2
    # but not B1, so B1 is not needed for the failure: ef 1 of 2 failing compiles.
    failing = cov(A1, A2, B1)
    passing = [cov(A1)]
    scores = suspiciousness(failing, passing, failing_too=[cov(A1, A2)])
    assert scores[A2] == 1.0
    assert math.isclose(scores[B1], 1 / math.sqrt(2 * 1))
    assert math.isclose(scores[A1], 2 / math.sqrt(2 * 3))
    # Without failing mutants it is the one-failing-program formula.
    assert suspiciousness(failing, passing, failing_too=[]) == suspiciousness(failing, passing)
    assert [r.file for r in rank(failing, passing, failing_too=[cov(A1, A2)]).files] == \
        ["a.c", "b.c"]
    assert [r.file for r in rank(failing, passing).files] == ["b.c", "a.c"]
