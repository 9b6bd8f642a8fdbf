"""Ochiai over hand-made coverage: scores, means per file and function, ties at their worst;
line and count spectra."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import Ranking, Spectrum, combine, rank, rank_together, suspiciousness

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


def test_the_tiered_spectrum_ranks_by_lines_then_breaks_ties_by_counts() -> None:
    failing = cov(A1, A2, A3, B1, B2, C1, A1=2, B1=3, C1=5)
    # Every witness runs every line the failing compile ran: over lines, all tie.
    passing = [cov(A1, A2, A3, B1, B2, C1, A1=1, B1=3, C1=5),
               cov(A1, A2, A3, B1, B2, C1, A1=2, B1=2, C1=4)]
    lines = rank(failing, passing, Spectrum.LINES)
    assert {r.rank for r in lines.functions} == {4}
    tiered = rank(failing, passing, Spectrum.TIERED)
    assert tiered.spectrum is Spectrum.TIERED
    counts = rank(failing, passing, Spectrum.COUNTS)
    assert [(r.function, r.rank) for r in tiered.functions] == \
        [(r.function, r.rank) for r in counts.functions] == [("k", 1), ("f", 3), ("h", 3),
                                                             ("g", 4)]
    # The scores shown are the lines' (the first tier).
    assert {r.score for r in tiered.functions} == {round(1 / math.sqrt(3), 12)}
    # Where lines tell units apart, counts do not reorder them.
    passing.append(cov(A1, A2, A3, B2, A1=9))
    tiered = rank(failing, passing, Spectrum.TIERED)
    by_lines = rank(failing, passing, Spectrum.LINES)
    assert tiered.functions[0].function == by_lines.functions[0].function == "k"
    assert Ranking.from_json(tiered.to_json()) == tiered
    with pytest.raises(ValueError, match="not a tiered one"):
        suspiciousness(failing, passing, Spectrum.TIERED)


def test_combining_two_rankings_sums_their_ranks() -> None:
    failing = cov(A1, A3, B1, C1)
    # Witnesses: f (a.c) never run by them, the rest always: f first, g, h, k tied at 4.
    witnesses = rank(failing, [cov(A3, B1, C1)])
    # The suite: h never run, g once, f and k twice.
    suite = rank(failing, [cov(A1, A3, C1), cov(A1, C1)])
    assert {x.name: x.rank for x in witnesses.functions} == \
        {"a.c:f": 1, "a.c:g": 4, "b.c:h": 4, "c.c:k": 4}
    assert {x.name: x.rank for x in suite.functions} == \
        {"b.c:h": 1, "a.c:g": 2, "a.c:f": 4, "c.c:k": 4}
    both = combine(witnesses, suite)
    # Sums: f 5, h 5 (tied, at their worst: 2), g 6, k 8.
    assert {x.name: x.rank for x in both.functions} == \
        {"a.c:f": 2, "b.c:h": 2, "a.c:g": 3, "c.c:k": 4}
    assert [x.score for x in both.functions] == pytest.approx([2 / 5, 2 / 5, 2 / 6, 2 / 8])
    assert both.passing == 3 and both.spectrum is witnesses.spectrum
    assert {x.file for x in both.files} == {"a.c", "b.c", "c.c"}
    assert Ranking.from_json(both.to_json()) == both


def test_together_multiplies_each_lines_two_scores_and_averages_a_units_top_lines() -> None:
    # Function l (a.c, twelve lines L1..L12) and m (b.c, two lines).
    lines = [Line("a.c", "l", n) for n in range(1, 13)]
    m1, m2 = Line("b.c", "m", 1), Line("b.c", "m", 2)
    failing = Coverage(frozenset([*lines, m1, m2]))
    # The witnesses avoid L1 and m1; the suite avoids L1 and L2; everything else they run.
    witnesses = [Coverage(frozenset([*lines[1:], m2]))] * 2
    suite = [Coverage(frozenset([*lines[2:], m1, m2]))] * 3
    r = rank_together(failing, witnesses, suite, top=3)
    w, s = 1 / math.sqrt(3), 1 / math.sqrt(4)  # one line's score when all of them run it
    score = {x.name: x.score for x in r.functions}
    # l's top three lines: L1 (1 x 1), L2 (w x 1), one of the others (w x s).
    assert score["a.c:l"] == pytest.approx((1 + w + w * s) / 3)
    # m has two lines, both averaged: m1 (1 x s), m2 (w x s).
    assert score["b.c:m"] == pytest.approx((s + w * s) / 2)
    assert r.function_rank("a.c", "l") == 1 and r.passing == 5
    # The mean over all of l's lines, as ``rank`` takes it, would put m first.
    everything = rank_together(failing, witnesses, suite, top=len(lines))
    assert everything.functions[0].name == "b.c:m"
    assert {x.name: x.score for x in r.files} == {"a.c": score["a.c:l"],
                                                  "b.c": score["b.c:m"]}
    assert r.top == 3 and Ranking.from_json(r.to_json()) == r
    assert rank(failing, witnesses).top is None


def test_together_without_witnesses_is_the_suites_ranking_by_the_same_aggregate() -> None:
    failing = cov(A1, A2, A3, B1, B2)
    suite = [cov(A1, A3, B1), cov(A1, A3, B1, B2)]
    alone = rank_together(failing, [], suite, top=10)
    assert [(x.name, x.score) for x in alone.functions] == \
        [(x.name, x.score) for x in rank(failing, suite).functions]
    with pytest.raises(ValueError):
        rank_together(failing, [], suite, top=0)


def test_callers_first_ranks_a_tie_by_who_calls_whom(tmp_path: Path) -> None:
    from ccfuzz.isolate import calls
    from ccfuzz.isolate.rank import callers_first

    (tmp_path / "a.c").write_text("int f(void) { return g(1)\n  + k (2); }\n"
                                  "int g(int x) { return x; }\n")
    (tmp_path / "b.c").write_text("void h(void) {\n  /* f() in a comment counts too */ }\n")
    (tmp_path / "c.c").write_text("int k(int x) { return -x; }\n")
    failing = cov(A1, A2, A3, B1, B2, C1)
    called = calls.called(failing, tmp_path)
    assert called == {("a.c", "f"): {"f", "g", "k"}, ("a.c", "g"): {"g"},
                      ("b.c", "h"): {"h", "f"}, ("c.c", "k"): {"k"}}
    gone = Coverage(frozenset({Line("gone.c", "z", 3)}))
    assert calls.called(gone, tmp_path) == {("gone.c", "z"): set()}
    # No passing program: every function ties, at the worst rank.
    plain = rank(failing, [])
    assert {r.rank for r in plain.functions} == {4}
    split = callers_first(plain, called)
    # h (by its comment) calls f, and f calls g and k: h alone is called by no other of
    # the tie, then f, then g and k.
    assert [(r.function, r.rank) for r in split.functions] == [
        ("h", 1), ("f", 2), ("g", 4), ("k", 4)]
    assert split.files == plain.files and split.passing == plain.passing
    # Only ties are split: g ranks alone above the others, though f calls it.
    passing = [cov(A1, A2, B1, B2, C1)]
    ranked = rank(failing, passing)
    assert [(r.function, r.rank) for r in ranked.functions] == [
        ("g", 1), ("f", 4), ("h", 4), ("k", 4)]
    assert [(r.function, r.rank) for r in callers_first(ranked, called).functions] == [
        ("g", 1), ("h", 2), ("f", 3), ("k", 4)]
    h_calls_nothing = {**called, ("b.c", "h"): frozenset()}
    assert [(r.function, r.rank) for r in callers_first(ranked, h_calls_nothing).functions
            ] == [("g", 1), ("f", 3), ("h", 3), ("k", 4)]
    assert Ranking.from_json(split.to_json()) == split
    # A ranking stored before rankings had notes: its fields become the stages' notes.
    old = {**plain.to_json(), "ties": "callers-first", "stack": ["h", "main"],
           "flagged": ["f"], "refined": 40, "failing": 3}
    assert Ranking.from_json(old).notes == {
        "callers-first": {}, "compiler-mutants": {"mutants": 40},
        "stack": {"frames": ["h", "main"]}, "values": {"flagged": ["f"]},
        "failing-mutants": {"failing": 2}}
    # A function a recursion in the tie calls comes last, with what it calls.
    group = {("x", "r"): frozenset({"a"}), ("x", "a"): frozenset({"b", "d"}),
             ("x", "b"): frozenset({"a"}), ("x", "c"): frozenset({"r"}),
             ("x", "d"): frozenset(), ("x", "e"): frozenset()}
    assert calls.layers(group) == {("x", "c"): 0, ("x", "e"): 0, ("x", "r"): 1}


def test_the_pipeline_splits_ties_by_calls_only_with_the_callers_first_stage(
        tmp_path: Path) -> None:
    from ccfuzz.isolate import engine, spectra
    from ccfuzz.isolate.pipeline import Pipeline, StageEntry, SuiteUse
    from ccfuzz.model import FindingKind

    (tmp_path / "a.c").write_text("int f(void) { return g(1)\n  + 1; }\nint g(int x);\n")
    failing = cov(A1, A2, A3)
    kept = spectra.Spectra(failing, [], 0, True, "reduced", "cc", 0.0,
                           FindingKind.WRONG_CODE, source_dir=tmp_path)
    worst = engine.rework(kept, Pipeline(suite=SuiteUse.NEVER))
    assert [(r.function, r.rank) for r in worst.ranking.functions] == [("f", 2), ("g", 2)]
    assert worst.method == "diwi" and not worst.ranking.notes
    split = engine.rework(kept, Pipeline(suite=SuiteUse.NEVER,
                                         stages=(StageEntry("callers-first"),)))
    assert [(r.function, r.rank) for r in split.ranking.functions] == [("f", 1), ("g", 2)]
    assert split.ranking.notes == {"callers-first": {"moved": 1}}
    # The stack stage has nothing to do for wrong code, and says why.
    stacked = engine.rework(kept, Pipeline(name="stacked", suite=SuiteUse.NEVER,
                                           stages=(StageEntry("stack"),)))
    assert stacked.method == "stacked" and stacked.ranking == worst.ranking
    assert stacked.skipped == {"stack": "a wrong-code compile does not stop where it fails"}


def test_near_failure_halves_what_is_far_from_the_stack() -> None:
    from ccfuzz.isolate.rank import near_failure

    # f runs alone in the failing compile (score 1), g and h are run by one passing program
    # (1/sqrt 2), k by two (1/sqrt 3).
    failing = cov(A1, A3, B1, C1)
    plain = rank(failing, [cov(A3, B1, C1), cov(C1)])
    assert [(r.function, r.rank) for r in plain.functions] == [
        ("f", 1), ("g", 3), ("h", 3), ("k", 4)]
    # The compile stopped in h, called from main; h calls k.
    calls = {("b.c", "h"): frozenset({"k", "printf"}), ("a.c", "f"): frozenset({"g"})}
    near = near_failure(plain, ["h", "main"], calls)
    assert [(r.function, r.rank) for r in near.functions] == [
        ("h", 1), ("k", 2), ("f", 3), ("g", 4)]
    scores = {r.function: r.score for r in near.functions}
    assert scores == pytest.approx({"h": 1 / math.sqrt(2), "f": 0.5, "k": 1 / math.sqrt(3),
                                    "g": 0.5 / math.sqrt(2)})
    # Files follow where their first function ranks; the stack is kept, innermost first.
    assert [(r.file, r.rank) for r in near.files] == [("b.c", 1), ("c.c", 2), ("a.c", 3)]
    # Each file is shown with its first function's score: the order follows from it.
    assert [r.score for r in near.files] == pytest.approx([1 / math.sqrt(2),
                                                            1 / math.sqrt(3), 0.5])
    assert Ranking.from_json(near.to_json()) == near
    # No stack (the compile did not stop): the ranking as it was; only the 3 innermost
    # functions and what they call are near.
    assert near_failure(plain, [], calls) == plain
    deep = near_failure(plain, ["main", "x", "y", "h"], calls)
    assert [r.function for r in deep.functions][:2] == ["f", "g"]
    with pytest.raises(ValueError, match="factor"):
        near_failure(plain, ["h"], calls, factor=2.0)


def test_near_failure_keeps_ties_and_their_order() -> None:
    from ccfuzz.isolate.rank import near_failure

    # Nothing passes: every function ties at rank 4; near ones stay tied among themselves.
    plain = rank(cov(A1, A3, B1, C1), [])
    near = near_failure(plain, ["g", "h"], {})
    assert [(r.function, r.rank) for r in near.functions] == [
        ("g", 2), ("h", 2), ("f", 4), ("k", 4)]


def test_near_values_halves_what_is_far_from_the_flagged_functions() -> None:
    from ccfuzz.isolate.rank import near_failure, near_values

    failing = cov(A1, A3, B1, C1)
    plain = rank(failing, [cov(A3, B1, C1), cov(C1)])
    calls = {("b.c", "h"): frozenset({"k", "printf"}), ("a.c", "f"): frozenset({"g"})}
    # Every flagged function is near (not only the first three, as for a stack), and what
    # each calls.
    near = near_values(plain, ["x", "y", "z", "h"], calls)
    assert [(r.function, r.rank) for r in near.functions] == [
        ("h", 1), ("k", 2), ("f", 3), ("g", 4)]
    assert Ranking.from_json(near.to_json()) == near
    # After the stack: a function far from both is halved twice.
    both = near_values(near_failure(plain, ["f"], calls), ["h"], calls)
    assert {r.function: r.score for r in both.functions}["k"] == pytest.approx(
        0.5 / math.sqrt(3))
    assert near_values(plain, [], calls) == plain


def test_near_values_on_the_head_reorders_only_the_first_functions() -> None:
    from ccfuzz.isolate.rank import near_values

    failing = cov(A1, A3, B1, C1)
    plain = rank(failing, [cov(A3, B1, C1), cov(C1)])
    assert [(r.function, r.rank) for r in plain.functions] == [
        ("f", 1), ("g", 3), ("h", 3), ("k", 4)]
    calls = {("b.c", "h"): frozenset({"k"})}
    # On the whole ranking, h and what it calls go first; on the first three only, h
    # passes f and g, and k, fourth, stays where it was with its score.
    assert [(r.function, r.rank) for r in near_values(plain, ["h"], calls).functions] == [
        ("h", 1), ("k", 2), ("f", 3), ("g", 4)]
    head = near_values(plain, ["h"], calls, head=3)
    assert [(r.function, r.rank) for r in head.functions] == [
        ("h", 1), ("f", 2), ("g", 3), ("k", 4)]
    assert head.functions[3] == plain.functions[3]
    assert [r.file for r in head.files] == ["b.c", "a.c", "c.c"]
    # Ties count at their worst rank: g and h (3rd) are not among the first two.
    assert [(r.function, r.rank) for r in near_values(plain, ["h"], calls, head=2).functions
            ] == [(r.function, r.rank) for r in plain.functions]
    # A head that holds every function is the whole ranking's order.
    assert near_values(plain, ["h"], calls, head=4).functions == near_values(
        plain, ["h"], calls).functions
