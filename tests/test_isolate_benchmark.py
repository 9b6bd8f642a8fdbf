"""benchmarks.isolate keeps each search's coverages (``--spectra``) for
benchmarks.isolate_rankings, which ranks them again in every way ``ccfuzz isolate`` can; the
benchmarks run the isolation engine, never the command's internals."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from benchmarks import isolate, isolate_faultlines, isolate_rankings
from ccfuzz.isolate import engine
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.pipeline import Pipeline
from ccfuzz.isolate.rank import Spectrum, rank
from ccfuzz.isolate.spectra import Spectra
from ccfuzz.model import FindingKind

F1, F2, G1 = Line("a.c", "f", 1), Line("a.c", "f", 2), Line("b.c", "g", 7)


def coverage(**counts: int) -> Coverage:
    lines = {"f1": F1, "f2": F2, "g1": G1}
    by_line = {lines[k]: n for k, n in counts.items()}
    return Coverage(frozenset(by_line), 3, by_line)


def test_spectra_survive_the_file_with_their_counts(tmp_path: Path) -> None:
    failing = coverage(f1=3, f2=1, g1=2)
    witnesses = [coverage(f1=1, g1=2), coverage(f1=3, f2=1)]
    suite = [coverage(g1=9)]
    spectra = Spectra(failing, witnesses, 40, True, "reduced", "tcc-cov 0.9.27", 0.0,
                      FindingKind.WRONG_CODE, suite, searched=b"int main(void) { return 0; }\n",
                      witness_sources=(b"int main(void) { return 1; }\n", b"\xff\x00"))
    path = tmp_path / "01-x" / "diwi+sbfl.json.gz"
    isolate.save_spectra(path, spectra)
    assert isolate.load_programs(path) == (spectra.searched, list(spectra.witness_sources))
    loaded_failing, loaded_passing, loaded_suite, _ = isolate.load_spectra(path)
    assert loaded_failing.counts == failing.counts
    assert [c.counts for c in loaded_passing] == [c.counts for c in witnesses]
    assert [c.counts for c in loaded_suite] == [c.counts for c in suite]
    again = Spectra(loaded_failing, loaded_passing, 40, True, "reduced", "", 0.0,
                    FindingKind.WRONG_CODE, loaded_suite)
    for spectrum in Spectrum:
        chosen = Pipeline(spectrum=spectrum)
        assert engine.rework(again, chosen).ranking == engine.rework(spectra, chosen).ranking


def test_the_suite_alone_is_kept_as_the_passing_programs(tmp_path: Path) -> None:
    suite = [coverage(g1=9), coverage(f1=1)]
    sbfl = Spectra(coverage(f1=3, g1=2), [], 90, True, "recorded", "", 0.0,
                   FindingKind.WRONG_CODE, suite)
    path = tmp_path / "sbfl.json.gz"
    isolate.save_spectra(path, sbfl)
    loaded = isolate.load_spectra(path)
    assert [c.counts for c in loaded.passing] == [c.counts for c in suite] and not loaded.suite
    # The pipeline without a search ranks the suite alone, by the mean of each unit's lines.
    alone = engine.rework(sbfl, Pipeline(name="sbfl", search=None))
    assert alone.method == "sbfl"
    assert alone.ranking == rank(sbfl.failing, suite)


PATCH = """\
--- a/tccgen.c
+++ b/tccgen.c
@@ -10,6 +10,6 @@
 static int f(int t)
 {
-    if ((t & (A | B)) ==
+    if ((t & A) ==
         (C | B)) {
         g();
@@ -40,5 +40,4 @@
     if (v) {
         gsym(x);
-        gsym(y);
     }
--- a/tccpp.c
+++ b/tccpp.c
@@ -7,3 +7,3 @@
 {
-    n = v >> (32 - s);
+    n = v >> s;
 }
"""


def test_the_faulty_lines_of_a_patch() -> None:
    # A changed line and the line it continues on; the lines around a deleted one.
    assert isolate_faultlines.faulty_lines(PATCH) == {"tccgen.c": {12, 13, 41, 42},
                                                      "tccpp.c": {8}}


def test_the_bound_takes_each_faults_best_rank_of_every_ranking() -> None:
    results: dict[str, list[tuple[int | None, int | None]]] = {
        "a": [(1, 9), (3, None), (2, 4)],
        "b": [(2, 5), (1, 7), (None, None)]}
    assert isolate_rankings.best_per_fault(results) == [(1, 5), (1, 7), (2, 4)]


# One line in each of four functions: f and g in a.c, h in b.c, k in c.c.
FL, GL, HL, KL = Line("a.c", "f", 1), Line("a.c", "g", 1), Line("b.c", "h", 1), Line("c.c", "k", 1)


def ran(*lines: Line) -> Coverage:
    return Coverage(frozenset(lines), 4, dict.fromkeys(lines, 1))


FAILING = ran(FL, GL, HL, KL)
# The test suite's ranking: h 1; g 2; f, k 4.
SUITE = rank(FAILING, [ran(FL, GL, KL), ran(FL, KL)])


def test_the_best_of_two_rankings_keeps_each_unit_at_its_better_rank() -> None:
    witnesses = rank(FAILING, [ran(GL, HL, KL)])  # f 1; g, h, k 4
    both = isolate_rankings.best_of(witnesses, SUITE)
    # Pairs (better, worse): f (1, 4) and h (1, 4) tie at their worst, 2; g (2, 4); k (4, 4).
    assert {x.name: x.rank for x in both.functions} == \
        {"a.c:f": 2, "b.c:h": 2, "a.c:g": 3, "c.c:k": 4}
    assert [x.score for x in both.functions] == [1, 1, 0.5, 0.25]


def test_the_witnesses_single_first_function_goes_first_and_only_then() -> None:
    alone = rank(FAILING, [ran(GL, HL, KL)])  # f alone first; g, h, k 4
    moved = isolate_rankings.single_first(alone, SUITE)
    # f first; h and g one place down; k stays 4th (f had been counted in its tie).
    assert {x.name: x.rank for x in moved.functions} == \
        {"a.c:f": 1, "b.c:h": 2, "a.c:g": 3, "c.c:k": 4}
    assert moved.files == SUITE.files
    # A first place shared by two is no single first: nothing moves.
    tied = rank(FAILING, [ran(HL, KL)])  # f, g 2; h, k 4
    assert isolate_rankings.single_first(tied, SUITE) == SUITE


def test_spectra_kept_before_the_programs_were_have_none(tmp_path: Path) -> None:
    path = tmp_path / "old.json.gz"
    with gzip.open(path, "wt") as out:
        json.dump({"lines": [], "failing": [], "passing": []}, out)
    assert isolate.load_programs(path) == (b"", [])
