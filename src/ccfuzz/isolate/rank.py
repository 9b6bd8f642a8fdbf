"""Spectrum-based ranking: which files and functions of a compiler's source are suspect.

The failing compile covers a set of lines (statements); each passing program covers its own.
With one failing program, Ochiai's ``ef / sqrt((ef + nf) * (ef + ep))`` is, for a line the
failing compile covers (``ef = 1``, ``nf = 0``), ``1 / sqrt(1 + ep)``, where ``ep`` counts the
passing programs that cover it too: a line no passing program runs scores 1, a line they all
run scores ``1 / sqrt(1 + n)``. Lines the failing compile does not cover are not ranked.

What "a passing program covers the line too" means is the spectrum's choice:

- ``Spectrum.LINES`` (the paper's): it ran the line at all;
- ``Spectrum.COUNTS``: it ran the line at least as many times as the failing compile did.
  A fault on a path that every program with the construct takes gives passing programs the
  failing compile's lines, but a witness that has one occurrence of the construct fewer (the
  mutation removed or changed it) runs the lines of that path fewer times: in the count
  spectrum those lines are run by the failing compile and not (as often) by the witness.
- ``Spectrum.TIERED``: files and functions ranked by lines, and those that tie there by
  counts. The count spectrum alone ranks worse than lines wherever witnesses avoid the
  faulty line (any witness changes how often hundreds of lines run); but where no witness
  runs other lines than the failing compile (a comment or a blank less: the preprocessor's
  code runs less often, and no other way), lines tie everything and counts are all there is.

A file's score is the mean over its lines that the failing compile covers, and a function's
likewise (DiWi ranks files so; functions are its "future work"). Ties count at their worst
rank: ``n`` entities with one score all get the rank of the last of them, so a ranking that
cannot tell the buggy function from 40 others says 40, never 1.

Two sets of passing programs (DiWi's witnesses and the compiler's test suite) are put
together either ranking by ranking (``combine``: the sum of the two ranks) or line by line
(``rank_together``: the product of the two scores, each unit by its few most suspect lines).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ccfuzz.isolate.calls import layers, simple
from ccfuzz.isolate.gcovdata import Coverage, Line

# Scores closer than this are one score: means summed in different orders differ in their
# last bits, and a tie must not depend on that.
_DIGITS = 12

# How many of a unit's most suspect lines ``rank_together`` averages.
TOP_LINES = 3


class Spectrum(StrEnum):
    LINES = "lines"  # a line ran, or did not
    COUNTS = "counts"  # how many times it ran
    TIERED = "lines-then-counts"  # by lines; what ties there, by counts


@dataclass(frozen=True)
class Ranked:
    """A file (``function`` empty) or a function of one file, its score and its rank."""

    file: str
    function: str
    score: float
    rank: int
    lines: int  # lines of it the failing compile covered

    @property
    def name(self) -> str:
        return f"{self.file}:{self.function}" if self.function else self.file

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"file": self.file, "score": self.score, "rank": self.rank,
                                "lines": self.lines}
        if self.function:
            data["function"] = self.function
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Ranked:
        return cls(str(data["file"]), str(data.get("function", "")), float(data["score"]),
                   int(data["rank"]), int(data["lines"]))


@dataclass(frozen=True)
class Ranking:
    """Every file and function the failing compile ran, most suspect first."""

    files: tuple[Ranked, ...]
    functions: tuple[Ranked, ...]
    passing: int  # how many passing programs it was computed from
    spectrum: Spectrum = Spectrum.LINES
    top: int | None = None  # units scored by their ``top`` best lines (None: all of them)
    # What each ranking stage that ran said (``isolate.stages``), by stage name, in the order
    # they ran: JSON values (the failure's stack, the functions values flagged, ...).
    notes: Mapping[str, Any] = field(default_factory=dict)

    def file_rank(self, file: str) -> int | None:
        """The rank of ``file``, or None when the failing compile did not run it."""
        return next((r.rank for r in self.files if r.file == file), None)

    def function_rank(self, file: str, function: str) -> int | None:
        return next((r.rank for r in self.functions
                     if r.file == file and r.function == function), None)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"passing": self.passing, "spectrum": self.spectrum.value,
                                "files": [r.to_json() for r in self.files],
                                "functions": [r.to_json() for r in self.functions]}
        if self.top is not None:
            data["top"] = self.top
        if self.notes:
            data["notes"] = dict(self.notes)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Ranking:
        top = data.get("top")
        return cls(tuple(Ranked.from_json(r) for r in data["files"]),
                   tuple(Ranked.from_json(r) for r in data["functions"]),
                   int(data["passing"]), Spectrum(data.get("spectrum", Spectrum.LINES)),
                   None if top is None else int(top),
                   dict(data.get("notes", _old_notes(data))))

    def noted(self, stage: str, note: Mapping[str, Any]) -> Ranking:
        """This ranking with ``note`` as what ``stage`` said."""
        return replace(self, notes={**self.notes, stage: dict(note)})


def _old_notes(data: Mapping[str, Any]) -> dict[str, Any]:
    """The notes of a ranking stored before rankings had notes: a field per stage."""
    notes: dict[str, Any] = {}
    if data.get("ties") == "callers-first":
        notes["callers-first"] = {}
    if data.get("refined"):
        notes["compiler-mutants"] = {"mutants": int(data["refined"])}
    if data.get("stack"):
        notes["stack"] = {"frames": [str(f) for f in data["stack"]]}
    if data.get("flagged"):
        notes["values"] = {"flagged": [str(f) for f in data["flagged"]]}
    if int(data.get("failing", 1)) > 1:
        notes["failing-mutants"] = {"failing": int(data["failing"]) - 1}
    return notes


def suspiciousness(failing: Coverage, passing: Sequence[Coverage],
                   spectrum: Spectrum = Spectrum.LINES) -> dict[Line, float]:
    """Ochiai's score of each line the failing compile covers."""
    if spectrum is Spectrum.TIERED:
        raise ValueError("a line has a score over lines and one over counts, not a tiered one")

    if spectrum is Spectrum.LINES:
        return {line: 1 / math.sqrt(1 + sum(line in p.lines for p in passing))
                for line in failing.lines}
    return {line: 1 / math.sqrt(1 + sum(p.count(line) >= failing.count(line)
                                        for p in passing))
            for line in failing.lines}


def rank(failing: Coverage, passing: Sequence[Coverage],
         spectrum: Spectrum = Spectrum.LINES, top: int | None = None) -> Ranking:
    """Files and functions ranked by the mean suspiciousness of their covered lines (of
    their ``top`` most suspect ones)."""
    if spectrum is Spectrum.TIERED:
        return _tiered(rank(failing, passing, Spectrum.LINES, top),
                       rank(failing, passing, Spectrum.COUNTS, top))
    return _aggregated(suspiciousness(failing, passing, spectrum), len(passing), spectrum, top)


def rank_together(failing: Coverage, witnesses: Sequence[Coverage], suite: Sequence[Coverage],
                  spectrum: Spectrum = Spectrum.LINES, top: int = TOP_LINES) -> Ranking:
    """Files and functions ranked by what the witnesses and the test suite say of each line
    at once: a line's score is the product of its Ochiai score over the witnesses (over
    ``spectrum``) and over the suite (over lines), high only when both mostly avoid it; a
    file's or function's score is the mean of its ``top`` highest line scores (all of them
    when it has fewer). A fault sits in a line or a few: the mean over every covered line
    of a long function (the lines every compile runs) buries them, the mean of its few most
    suspect lines does not, and unlike the single highest it still tells apart the many
    functions that each have one line nothing else runs. With no witness it is the suite's
    ranking by the same aggregate."""
    if top < 1:
        raise ValueError(f"top must be at least 1, not {top}")
    if spectrum is Spectrum.TIERED:
        return _tiered(*(rank_together(failing, witnesses, suite, s, top)
                         for s in (Spectrum.LINES, Spectrum.COUNTS)))
    by_witnesses = suspiciousness(failing, witnesses, spectrum)
    by_suite = suspiciousness(failing, suite, Spectrum.LINES)
    scores = {line: score * by_suite[line] for line, score in by_witnesses.items()}
    return _aggregated(scores, len(witnesses) + len(suite), spectrum, top)


def _aggregated(scores: Mapping[Line, float], passing: int, spectrum: Spectrum,
                top: int | None) -> Ranking:
    """Files and functions by the mean of their lines' scores, or of their ``top`` highest."""
    by_file: dict[tuple[str, str], list[float]] = {}
    by_function: dict[tuple[str, str], list[float]] = {}
    for line, score in scores.items():
        by_file.setdefault((line.file, ""), []).append(score)
        by_function.setdefault((line.file, line.function), []).append(score)
    return Ranking(_means(by_file, top), _means(by_function, top), passing, spectrum, top)


def _tiered(first: Ranking, second: Ranking) -> Ranking:
    """``first``'s files and functions, those that tie there ordered by ``second``'s scores
    (the same units: two spectra of one failing compile); ``first``'s scores shown."""
    def merged(xs: tuple[Ranked, ...], ys: tuple[Ranked, ...]) -> tuple[Ranked, ...]:
        other = {(r.file, r.function): r.score for r in ys}
        return _ranked({(r.file, r.function): r.score for r in xs},
                       {(r.file, r.function): r.lines for r in xs}, other)

    return Ranking(merged(first.files, second.files), merged(first.functions, second.functions),
                   first.passing, Spectrum.TIERED, first.top)


def combine(first: Ranking, second: Ranking) -> Ranking:
    """One ranking from two of the same failing compile (Borda's count): each file and
    function by the sum of its two ranks, the smaller the more suspect; ties at their worst
    rank. Its score is ``2 / (rank in first + rank in second)``: 1 for what both rank first.
    Two rankings that each see part of the truth (DiWi's witnesses where a small change of
    the program avoids the faulty path, the test suite where the path is one the suite seldom
    runs) agree on it more often than on anything else."""
    def merged(xs: tuple[Ranked, ...], ys: tuple[Ranked, ...]) -> tuple[Ranked, ...]:
        other = {(r.file, r.function): r.rank for r in ys}
        last = len(ys)  # what ``second`` did not rank counts as its last
        return _ranked({(r.file, r.function): 2 / (r.rank + other.get((r.file, r.function),
                                                                       last))
                        for r in xs},
                       {(r.file, r.function): r.lines for r in xs})

    return Ranking(merged(first.files, second.files),
                   merged(first.functions, second.functions),
                   first.passing + second.passing, first.spectrum)


def _means(groups: Mapping[tuple[str, str], list[float]],
           top: int | None = None) -> tuple[Ranked, ...]:
    """Each key ranked by the mean of its lines' scores (of its ``top`` highest)."""
    def mean(scores: list[float]) -> float:
        kept = sorted(scores, reverse=True)[:top] if top is not None else scores
        return sum(kept) / len(kept)

    return _ranked({key: mean(s) for key, s in groups.items()},
                   {key: len(s) for key, s in groups.items()})


def _ranked(scores: Mapping[tuple[str, str], float],
            lines: Mapping[tuple[str, str], int],
            tiebreak: Mapping[tuple[str, str], float] | None = None) -> tuple[Ranked, ...]:
    """Each key ranked by its score, the highest first (equal scores by ``tiebreak``'s,
    when given), ties at their worst rank."""
    rounded = {key: round(score, _DIGITS) for key, score in scores.items()}
    second = {key: round(tiebreak[key], _DIGITS) if tiebreak else 0.0 for key in scores}
    order = sorted(rounded, key=lambda k: (-rounded[k], -second[k], k))
    negated = [(-rounded[k], -second[k]) for k in order]  # ascending
    # A key's rank: how many score at least as much as it does.
    return tuple(Ranked(k[0], k[1], rounded[k],
                        bisect.bisect_right(negated, (-rounded[k], -second[k])), lines[k])
                 for k in order)


def callers_first(ranking: Ranking, calls: Mapping[tuple[str, str], frozenset[str]]
                  ) -> Ranking:
    """``ranking`` with each tie among its functions ordered by the calls within it
    (``calls``: function -> the names it called in the failing compile, ``calls.called``):
    first the functions no other of the tie calls, then those whose callers in the tie all
    came before, and so on (``calls.layers``); last, those a recursion in the tie calls.
    Each layer at its worst rank, so no function ranks below where the tie put it. Lines that
    run whenever a caller calls them get the caller's spectrum, so the spectrum cannot tell a
    caller from its callees; the caller holds the decision that took the failing compile
    there, a callee only does what it is asked. Files are unchanged."""
    depth: dict[tuple[str, str], int] = {}
    ties: dict[int, dict[tuple[str, str], frozenset[str]]] = {}
    for r in ranking.functions:
        ties.setdefault(r.rank, {})[(r.file, r.function)] = calls.get((r.file, r.function),
                                                                       frozenset())
    for group in ties.values():
        depth.update(layers(group))

    def place(r: Ranked) -> tuple[int, float]:
        return r.rank, depth.get((r.file, r.function), math.inf)

    order = sorted(ranking.functions, key=lambda r: (*place(r), r.file, r.function))
    places = [place(r) for r in order]  # ascending
    return replace(ranking, functions=tuple(
        replace(r, rank=bisect.bisect_right(places, place(r))) for r in order))


def _files_after(files: tuple[Ranked, ...], functions: tuple[Ranked, ...]
                 ) -> tuple[Ranked, ...]:
    """``files`` ordered by where their first function ranks in ``functions`` (a file with
    none there after all that have one, in its old order), each scored as that function
    is, so that the order follows from the scores shown (equal scores keep the old order);
    ties at their worst rank."""
    first: dict[str, Ranked] = {}
    for r in functions:
        first.setdefault(r.file, r)
    last = len(functions) + 1
    keys = {r.file: (first[r.file].rank if r.file in first else last, r.rank) for r in files}
    order = sorted(files, key=lambda r: (keys[r.file], r.file))
    ascending = [keys[r.file] for r in order]
    return tuple(replace(r, rank=bisect.bisect_right(ascending, keys[r.file]),
                         score=first[r.file].score if r.file in first else r.score)
                 for r in order)


# ``near_failure``: the innermost frames of the failure's stack that count as near it, and
# what the score of a function near none of them is multiplied by.
STACK_FRAMES = 3
FAR_FACTOR = 0.5


def near_failure(ranking: Ranking, stack: Sequence[str],
                 calls: Mapping[tuple[str, str], frozenset[str]],
                 frames: int = STACK_FRAMES, factor: float = FAR_FACTOR) -> Ranking:
    """``ranking`` with the score of every function far from where the compile failed
    multiplied by ``factor``. ``stack``: the compiler's functions on the stack where it
    stopped (an error reported for a valid program, a crash), innermost first; near are the
    first ``frames`` of them and the functions these called on lines the failing compile ran
    (``calls``, as for ``callers_first``). A compiler that rejects a valid program or crashes
    does so where it acts on the fault's result: in the faulty function, or in its caller
    just after it returned a wrong answer. Equal new scores keep ``ranking``'s order and its
    ties; files follow where their first function now ranks. Without a stack, ``ranking``."""
    if not stack:
        return ranking
    return _lowered_far(ranking, list(dict.fromkeys(stack))[:frames], calls, factor)


def near_values(ranking: Ranking, flagged: Sequence[str],
                calls: Mapping[tuple[str, str], frozenset[str]],
                factor: float = FAR_FACTOR, head: int | None = None) -> Ranking:
    """``ranking`` with the score of every function far from where the failing compile
    loaded values no passing compile loads there (``values.flagged``) multiplied by
    ``factor``: near are the flagged functions and those they call on lines the failing
    compile ran. As ``near_failure`` for the stack, equal new scores keep ``ranking``'s
    order; files follow. With ``head``, only the functions ``ranking`` ranks among its
    first ``head`` (ties at their worst rank) are so reordered, among themselves; every
    other function keeps its rank and score. Without flagged functions, ``ranking``."""
    if not flagged:
        return ranking
    lowered = _lowered_far(ranking, list(dict.fromkeys(flagged)), calls, factor)
    if head is not None:
        lowered = _head_only(ranking, lowered, head)
    return lowered


def _head_only(ranking: Ranking, lowered: Ranking, head: int) -> Ranking:
    """``lowered``'s order and scores for the functions ``ranking`` ranks among its first
    ``head``, ranked among themselves; ``ranking``'s for the others, after them."""
    old = {(r.file, r.function): r.rank for r in ranking.functions}
    top = [r for r in lowered.functions if old[(r.file, r.function)] <= head]
    keys = [(-r.score, old[(r.file, r.function)]) for r in top]  # ascending, as sorted
    functions = tuple(
        [replace(r, rank=bisect.bisect_right(keys, k)) for r, k in zip(top, keys, strict=True)]
        + [r for r in ranking.functions if r.rank > head])
    return replace(lowered, functions=functions, files=_files_after(ranking.files, functions))


def near_files(ranking: Ranking, files: Collection[str], factor: float = FAR_FACTOR
               ) -> Ranking:
    """``ranking`` with the score of every function outside ``files`` multiplied by
    ``factor``; equal new scores keep ``ranking``'s order, and files follow where their first
    function now ranks. Without files, ``ranking``."""
    if not files:
        return ranking
    return _lowered(ranking, lambda r: r.file in files, factor)


def _lowered_far(ranking: Ranking, seeds: Sequence[str],
                 calls: Mapping[tuple[str, str], frozenset[str]], factor: float) -> Ranking:
    """``ranking`` with every function but ``seeds`` and what they call (``calls``) scored
    ``factor`` times as high."""
    called: dict[str, set[str]] = {}
    for (_, function), names in calls.items():
        called.setdefault(function, set()).update(names)
    near = set(seeds).union(*(called.get(f, set()) for f in seeds))
    return _lowered(ranking, lambda r: r.function in near or simple(r.function) in near,
                    factor)


def _lowered(ranking: Ranking, is_near: Callable[[Ranked], bool], factor: float) -> Ranking:
    """``ranking`` with every function not ``is_near`` scored ``factor`` times as high."""
    if not 0.0 <= factor <= 1.0:
        raise ValueError(f"the factor for functions far from the failure must be in [0, 1], "
                         f"not {factor}")
    old_rank = {(r.file, r.function): r.rank for r in ranking.functions}

    def score(r: Ranked) -> float:
        return round(r.score if is_near(r) else r.score * factor, _DIGITS)

    def key(r: Ranked) -> tuple[float, int]:
        return -score(r), old_rank[(r.file, r.function)]

    order = sorted(ranking.functions, key=key)
    ascending = [key(r) for r in order]
    functions = tuple(replace(r, score=score(r), rank=bisect.bisect_right(ascending, key(r)))
                      for r in order)
    return replace(ranking, functions=functions, files=_files_after(ranking.files, functions))
