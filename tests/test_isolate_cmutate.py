"""Mutants of the compiler: the mutants of one line, how their tallies score and reorder a
ranking, and what happens when trying them is stopped or cannot start."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from ccfuzz.errors import CcfuzzError
from ccfuzz.isolate import cmutate
from ccfuzz.isolate.cmutate import Tried, function_scores, line_mutants, mutant_score
from ccfuzz.isolate.covbuild import CoverageBuild
from ccfuzz.isolate.gcovdata import Line
from ccfuzz.isolate.rank import Ranked, Ranking, refine


def edits(line: str) -> dict[str, str]:
    return dict(line_mutants(line))


def test_operators_are_replaced_within_their_kind_and_constants_moved() -> None:
    got = edits("    if (a < b && c) x = y - 2;\n")
    assert got["< -> <="] == "    if (a <= b && c) x = y - 2;\n"
    assert {"< -> ==", "< -> !=", "< -> >", "< -> >="} < set(got)
    assert got["&& -> ||"] == "    if (a < b || c) x = y - 2;\n"
    assert got["- -> +"] == "    if (a < b && c) x = y + 2;\n"
    assert got["2 -> 3"] == "    if (a < b && c) x = y - 3;\n"
    assert got["2 -> 1"] == "    if (a < b && c) x = y - 1;\n"
    assert got["2 -> 0"] == "    if (a < b && c) x = y - 0;\n"
    assert got["if condition negated"] == "    if (!(a < b && c)) x = y - 2;\n"
    assert got["statement deleted"] == "    ;\n"


def test_nothing_in_strings_comments_directives_or_unary_operators_is_mutated() -> None:
    assert line_mutants('#define LIMIT (a < 3)\n') == []
    got = edits('    n = -k; /* a < b */ s = "x<y";\n')
    assert not any(w.startswith(("-", "<")) for w in got), got
    # ``*`` may be a dereference, and a declaration is not deleted.
    assert edits("    int v = *p * 4;\n") == {"4 -> 5": "    int v = *p * 5;\n",
                                               "4 -> 3": "    int v = *p * 3;\n",
                                               "4 -> 0": "    int v = *p * 0;\n"}


def tried(function: str, changed: bool = True, fixed: bool = False,
          witnesses: int = 0) -> Tried:
    return Tried(Line("f.c", function, 1), "x", True, changed, fixed, witnesses, 4)


def test_a_mutant_scores_by_metallaxis_and_one_more_when_it_fixes() -> None:
    assert mutant_score(tried("f", changed=False)) == 0
    assert mutant_score(tried("f", witnesses=3)) == pytest.approx(0.5)
    assert mutant_score(tried("f", witnesses=0)) == 1
    assert mutant_score(tried("f", fixed=True, witnesses=3)) == pytest.approx(1.5)
    scores = function_scores([tried("f", witnesses=3), tried("f", witnesses=0),
                              tried("g", changed=False)])
    assert scores == {("f.c", "f"): 1.0, ("f.c", "g"): 0.0}
    assert Tried.from_json(tried("f", fixed=True).to_json()) == tried("f", fixed=True)


def ranking(*functions: tuple[str, str, int]) -> Ranking:
    files = sorted({f for f, _, _ in functions})
    return Ranking(tuple(Ranked(f, "", 0.5, i + 1, 1) for i, f in enumerate(files)),
                   tuple(Ranked(f, fn, 1 / r, r, 1) for f, fn, r in functions), 3)


def test_refine_puts_the_done_functions_first_by_score_ties_kept_in_order() -> None:
    base = ranking(("a.c", "first", 1), ("a.c", "second", 2), ("b.c", "third", 4),
                   ("b.c", "fourth", 4), ("a.c", "fifth", 5))
    done = [("a.c", "first"), ("a.c", "second"), ("b.c", "third"), ("b.c", "fourth")]
    scores = {("a.c", "first"): 0.0, ("a.c", "second"): 0.5, ("b.c", "third"): 1.0,
              ("b.c", "fourth"): 1.0}
    refined = refine(base, scores, done, 40)
    # third and fourth tied in the ranking and score the same: still tied, at the worst.
    assert [(r.function, r.rank) for r in refined.functions] == [
        ("third", 2), ("fourth", 2), ("second", 3), ("first", 4), ("fifth", 5)]
    assert [(r.file, r.rank) for r in refined.files] == [("b.c", 1), ("a.c", 2)]
    assert refined.refined == 40 and Ranking.from_json(refined.to_json()) == refined
    # Nothing done, nothing changed; a function not done never moves before one done.
    assert refine(base, scores, [], 0) == base
    late = refine(base, {("a.c", "fifth"): 9.0}, [("a.c", "second")], 3)
    assert [r.function for r in late.functions][:2] == ["second", "first"]


def test_only_tcc_can_be_rebuilt_per_mutant(tmp_path: Path) -> None:
    build = CoverageBuild("gcc-cov", tmp_path / "bin" / "gcc", tmp_path, tmp_path, 3, "12",
                          family="gcc")
    with pytest.raises(CcfuzzError, match="for tcc only"):
        cmutate.rebuild_tcc(build, tmp_path / "work")


class Interrupted(cmutate.Probe):
    """A probe whose third mutant is interrupted (Ctrl-C)."""

    def start(self, slot: Path) -> str | None:
        self.count = 0
        return None

    def trial(self, line: Line, text: list[str], what: str, new: str, slot: Path) -> Tried:
        self.count += 1
        if self.count == 3:
            raise KeyboardInterrupt
        return Tried(line, what, True, False, False, 0, 0)


def test_an_interrupted_exploration_keeps_what_it_tried(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "f.c").write_text("int f(int a) {\n    return a + 1;\n}\n")
    rebuild = cmutate.Rebuild(tree, tree / "tcc", {"f.c": ["cc", "-c", "f.c", "-o", "f.o"]},
                              [], None)
    probe = Interrupted(rebuild, [], b"", lambda o: False, [], scratch=tmp_path)
    tally = cmutate.explore(probe, [("f.c", "f")], [Line("f.c", "f", 2)],
                            time.monotonic() + 60, workers=1)
    assert not tally.complete and tally.interrupted and len(tally.tried) == 2
    assert tally.functions == [("f.c", "f")] and tally.partial == 1
