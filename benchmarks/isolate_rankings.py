"""Rankings compared on the same searches: the coverages ``benchmarks.isolate --spectra
DIR`` kept (the failing compile's, DiWi's witnesses', the test suite's), ranked in each way
``ccfuzz isolate`` can rank them, and scored against each fault's truth.

    .venv/bin/python -m benchmarks.isolate_rankings --spectra DIR [--source TREE] [FAULT ...]

No compile runs here: each variant is a different ranking of the very same passing
programs, so the table separates what a ranking does from what a search happened to find.
With ``--source`` (default ``$CCFUZZ_TCC_SOURCE``), the rankings that split ties by who calls
whom (``rank.callers_first``) are scored too, each fault's calls read off a copy of the tree
with its patch applied, and two combinations of those (``best_of``, ``single_first``). The
last row is a bound: each fault's best rank over all the rankings scored, as if the right
one were picked for each fault.
"""

from __future__ import annotations

import argparse
import bisect
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from benchmarks import seeded
from benchmarks.isolate import load_spectra, load_stack
from ccfuzz.isolate import calls
from ccfuzz.isolate.gcovdata import Coverage
from ccfuzz.isolate.rank import (
    Ranked,
    Ranking,
    Spectrum,
    callers_first,
    combine,
    near_failure,
    rank,
    rank_together,
)

# failing compile, witnesses (or tests), the test suite -> ranking
Variant = Callable[[Coverage, list[Coverage], list[Coverage]], Ranking]


def _ranked_by(keys: Mapping[tuple[str, str], tuple[float, ...]],
               scores: Mapping[tuple[str, str], float],
               lines: Mapping[tuple[str, str], int]) -> tuple[Ranked, ...]:
    """Each unit by its key, the smallest first; equal keys tie at their worst rank."""
    order = sorted(keys, key=lambda k: (keys[k], k))
    ascending = [keys[k] for k in order]
    return tuple(Ranked(k[0], k[1], scores[k], bisect.bisect_right(ascending, keys[k]),
                        lines.get(k, 0)) for k in order)


def _by_scores(first: Ranking, second: Ranking, how: str) -> Ranking:
    """Files and functions ordered by two rankings' scores: ``lex`` by the first, ties by the
    second; ``product`` by their product. Ties count at their worst rank."""
    def merge(xs: tuple[Ranked, ...], ys: tuple[Ranked, ...]) -> tuple[Ranked, ...]:
        other = {(r.file, r.function): r.score for r in ys}
        keys = {(r.file, r.function): (r.score, other[(r.file, r.function)]) if how == "lex"
                else (r.score * other[(r.file, r.function)],) for r in xs}
        return _ranked_by({k: tuple(-v for v in key) for k, key in keys.items()},
                          {k: key[0] for k, key in keys.items()}, {})

    return Ranking(merge(first.files, second.files), merge(first.functions, second.functions),
                   first.passing + second.passing)


def best_of(first: Ranking, second: Ranking) -> Ranking:
    """Files and functions each at the better of its two ranks, ties there by the worse one
    (equal pairs tie at their worst rank); score ``1 / better rank``. A unit ranked ``k``th by
    either is at worst ``2k``th. Passing programs: ``first``'s."""
    def merged(xs: tuple[Ranked, ...], ys: tuple[Ranked, ...]) -> tuple[Ranked, ...]:
        other = {(r.file, r.function): r.rank for r in ys}
        pairs = {(r.file, r.function): tuple(sorted((float(r.rank), float(
            other.get((r.file, r.function), len(ys)))))) for r in xs}
        return _ranked_by(pairs, {k: 1 / pair[0] for k, pair in pairs.items()},
                          {(r.file, r.function): r.lines for r in xs})

    return Ranking(merged(first.files, second.files), merged(first.functions, second.functions),
                   first.passing)


def single_first(witnesses: Ranking, together: Ranking) -> Ranking:
    """``together``, except that when ``witnesses`` ranks exactly one function first, that
    function goes first and the others follow in ``together``'s order. Files: ``together``'s."""
    if not witnesses.functions or witnesses.functions[0].rank != 1:
        return together
    first = witnesses.functions[0]
    found = next((r for r in together.functions
                  if (r.file, r.function) == (first.file, first.function)), None)
    at = found.rank if found is not None else len(together.functions) + 1
    rest = tuple(replace(r, rank=r.rank + 1 - (at <= r.rank)) for r in together.functions
                 if r is not found)
    return replace(together, functions=(replace(found or first, rank=1), *rest))


def _witnesses(spectrum: Spectrum) -> Variant:
    return lambda f, w, s: rank(f, w, spectrum)


def _suite(spectrum: Spectrum) -> Variant:
    return lambda f, w, s: rank(f, s, spectrum)


def _both(witnesses: Spectrum, how: str) -> Variant:
    def variant(f: Coverage, w: list[Coverage], s: list[Coverage]) -> Ranking:
        a, b = rank(f, w, witnesses), rank(f, s, Spectrum.LINES)
        return combine(a, b) if how == "borda" else _by_scores(a, b, how)
    return variant


LINES, COUNTS, TIERED = Spectrum.LINES, Spectrum.COUNTS, Spectrum.TIERED
VARIANTS: dict[str, Variant] = {
    "diwi (lines)": _witnesses(LINES),
    "diwi (counts)": _witnesses(COUNTS),
    "sbfl (lines)": _suite(LINES),
    "sbfl (counts)": _suite(COUNTS),
    "one pool: witnesses and tests (lines)": lambda f, w, s: rank(f, w + s, LINES),
    "one pool: witnesses and tests (counts)": lambda f, w, s: rank(f, w + s, COUNTS),
    "lex: diwi (lines), then sbfl": _both(LINES, "lex"),
    "lex: diwi (counts), then sbfl": _both(COUNTS, "lex"),
    "product: diwi (lines) x sbfl": _both(LINES, "product"),
    "product: diwi (counts) x sbfl": _both(COUNTS, "product"),
    "rank sum: diwi (lines) + sbfl": _both(LINES, "borda"),
    "rank sum: diwi (counts) + sbfl": _both(COUNTS, "borda"),
    "sbfl (lines), top 3 lines": lambda f, w, s: rank_together(f, [], s),
    "together: diwi (lines) x sbfl per line, top 3 lines":
        lambda f, w, s: rank_together(f, w, s, LINES),
    "diwi (lines), top 3 lines": lambda f, w, s: rank(f, w, LINES, top=3),
    "diwi (lines, then counts)": _witnesses(TIERED),
    "together (lines, then counts)": lambda f, w, s: rank_together(f, w, s, TIERED),
}


# Scored with callers_first too, when the source is at hand.
SPLIT = ("diwi (lines)", "sbfl (lines)", "together: diwi (lines) x sbfl per line, top 3 lines")
CALLERS = ", callers first"
# Each function at the better of its ranks in two of those (``best_of``).
BEST_OF = {"best rank: together, sbfl (lines), callers first":
           (SPLIT[2] + CALLERS, SPLIT[1] + CALLERS)}
# DiWi's single first function before the together ranking's order (``single_first``).
SINGLE = {"witnesses' single first, then together, callers first":
          (SPLIT[0] + CALLERS, SPLIT[2] + CALLERS)}
# Each of those with the functions far from the failure's stack lowered (``near_failure``),
# where the failing compile stopped (a crash, a valid program rejected) and its stack was
# kept; the same ranking otherwise.
STACKED = ", near the failure's stack"


def patched_calls(fault: seeded.Fault, source: Path, failing: Coverage
                  ) -> dict[tuple[str, str], frozenset[str]]:
    """``calls.called`` on a copy of ``source`` with the fault's patch applied (the lines of
    its coverage build)."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-calls-") as tmp:
        tree = Path(tmp) / "src"
        shutil.copytree(source, tree, symlinks=True)
        subprocess.run(["patch", "-s", "-p1", "--batch", "-d", str(tree), "-i",
                        str(fault.patch)], check=True)
        return calls.called(failing, tree)


def scored(spectra: Path, faults: Sequence[seeded.Fault], source: Path | None = None,
           witnesses_from: str = "diwi") -> dict[str, list[tuple[int | None, int | None]]]:
    """Per variant, the (file rank, function rank) of each fault's truth; the witnesses are
    those of the method ``witnesses_from`` (its spectra file's name)."""
    names = [*VARIANTS, *(f"{v}{CALLERS}" for v in SPLIT if source is not None),
             *(BEST_OF if source is not None else ()), *(SINGLE if source is not None else ()),
             *(f"{v}{CALLERS}{STACKED}" for v in SPLIT if source is not None)]
    out: dict[str, list[tuple[int | None, int | None]]] = {v: [] for v in names}
    for fault in faults:
        diwi = spectra / fault.name / f"{witnesses_from}.json.gz"
        sbfl = spectra / fault.name / "sbfl.json.gz"
        if not (diwi.exists() and sbfl.exists()):
            continue
        failing, witnesses, _, _ = load_spectra(diwi)
        suite = load_spectra(sbfl).passing
        stack = load_stack(diwi)
        print(f"{fault.name}: {len(witnesses)} witnesses, {len(suite)} tests",
              file=sys.stderr)
        called = patched_calls(fault, source, failing) if source is not None else {}
        split: dict[str, Ranking] = {}
        for name, variant in VARIANTS.items():
            ranking = variant(failing, witnesses, suite)
            out[name].append((ranking.file_rank(fault.file),
                              ranking.function_rank(fault.file, fault.function)))
            if source is not None and name in SPLIT:
                split[name + CALLERS] = callers_first(ranking, called)
        fused = [*((n, best_of(split[a], split[b])) for n, (a, b) in BEST_OF.items()),
                 *((n, single_first(split[a], split[b])) for n, (a, b) in SINGLE.items()),
                 *((f"{n}{STACKED}", near_failure(split[n], stack, called))
                   for n in list(split))]
        for name, ranking in [*split.items(), *(fused if source is not None else [])]:
            out[name].append((ranking.file_rank(fault.file),
                              ranking.function_rank(fault.file, fault.function)))
    return out


BOUND = "(bound) the best of the rankings above, per fault"


def best_per_fault(results: dict[str, list[tuple[int | None, int | None]]]
                   ) -> list[tuple[int | None, int | None]]:
    """Each fault's best file rank and best function rank over every ranking in
    ``results``, chosen with its truth in hand: what no choice among those rankings, nor any
    switch between them fault by fault, can beat on these searches."""
    def best(ranks: Sequence[int | None]) -> int | None:
        found = [r for r in ranks if r is not None]
        return min(found) if found else None

    per_fault = list(zip(*results.values(), strict=True))
    return [(best([r[0] for r in ranks]), best([r[1] for r in ranks])) for ranks in per_fault]


def table(results: dict[str, list[tuple[int | None, int | None]]]) -> str:
    lines = ["| ranking | level | Top-1 | Top-5 | Top-10 | mean first rank |",
             "|---|---|---|---|---|---|"]
    for name, ranks in results.items():
        n = len(ranks)
        for level, pick in (("file", 0), ("function", 1)):
            found = [k for k in (r[pick] for r in ranks) if k is not None]

            def top(k: int, found: list[int] = found, n: int = n) -> str:
                hits = sum(1 for x in found if x <= k)
                return f"{hits}/{n}"

            mfr = f"{sum(found) / len(found):.1f}" if found else "-"
            lines.append(f"| {name} | {level} | {top(1)} | {top(5)} | {top(10)} | {mfr} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all)")
    ap.add_argument("--spectra", type=Path, required=True)
    ap.add_argument("--per-fault", action="store_true", help="print each fault's ranks")
    ap.add_argument("--source", type=Path, default=None,
                    help=f"the unpacked tcc source the faults patch (default: "
                    f"${seeded.SOURCE_ENV}; without either, no callers-first rankings)")
    ap.add_argument("--witnesses-from", default="diwi", metavar="METHOD",
                    help="the method whose witnesses are ranked (its spectra file: "
                    "METHOD.json.gz; default diwi)")
    args = ap.parse_args(argv)
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    source = args.source or (Path(os.environ[seeded.SOURCE_ENV])
                             if os.environ.get(seeded.SOURCE_ENV) else None)
    results = scored(args.spectra, faults, source, args.witnesses_from)
    results[BOUND] = best_per_fault(results)
    print(table(results))
    if args.per_fault:
        shown = [f for f in faults
                 if (args.spectra / f.name / f"{args.witnesses_from}.json.gz").exists()
                 and (args.spectra / f.name / "sbfl.json.gz").exists()]
        print("\n| fault | " + " | ".join(results) + " |")
        for i, fault in enumerate(shown):
            print(f"| {fault.name} | " + " | ".join(
                f"{r[i][0]} / {r[i][1]}" for r in results.values()) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
