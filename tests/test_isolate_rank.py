"""Ochiai over hand-made coverage: scores, means per file and function, ties at their worst."""

from __future__ import annotations

import math

from ccfuzz.isolate.gcovdata import Line
from ccfuzz.isolate.rank import Ranking, rank, suspiciousness

A1, A2, A3 = Line("a.c", "f", 1), Line("a.c", "f", 2), Line("a.c", "g", 3)
B1, B2 = Line("b.c", "h", 1), Line("b.c", "h", 2)
C1 = Line("c.c", "k", 1)


def test_one_failing_program_scores_a_line_one_over_root_of_one_plus_ep() -> None:
    failing = frozenset({A1, A2, B1})
    passing = [frozenset({A1, B1}), frozenset({A1}), frozenset({A1, C1})]
    scores = suspiciousness(failing, passing)
    assert scores == {A1: 1 / math.sqrt(4), A2: 1.0, B1: 1 / math.sqrt(2)}
    assert C1 not in scores  # only what the failing compile ran is ranked


def test_files_and_functions_score_the_mean_of_their_lines() -> None:
    failing = frozenset({A1, A2, A3, B1, B2})
    passing = [frozenset({A1, A3, B1}), frozenset({A1, A3, B1, B2})]
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
    failing = frozenset({A1, A3, B1, C1})
    # f, g and h never run in a passing program: three-way tie for first; k runs in all.
    passing = [frozenset({C1})]
    r = rank(failing, passing)
    ranks = {x.name: x.rank for x in r.functions}
    assert ranks == {"a.c:f": 3, "a.c:g": 3, "b.c:h": 3, "c.c:k": 4}
    files = {x.file: x.rank for x in r.files}
    assert files == {"a.c": 2, "b.c": 2, "c.c": 3}


def test_no_passing_program_ranks_everything_tied_last() -> None:
    r = rank(frozenset({A1, B1, C1}), [])
    assert {x.rank for x in r.files} == {3}


def test_a_ranking_survives_json() -> None:
    r = rank(frozenset({A1, A2, A3, B1}), [frozenset({A1, B1})])
    assert Ranking.from_json(r.to_json()) == r
