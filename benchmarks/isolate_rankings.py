"""Rankings compared on the same searches: the coverages ``benchmarks/isolate.py --spectra
DIR`` kept (the failing compile's, DiWi's witnesses', the test suite's), ranked in each way
``ccfuzz isolate`` can rank them, and scored against each fault's truth.

    .venv/bin/python benchmarks/isolate_rankings.py --spectra DIR [FAULT ...]

No compile runs here: each variant is a different ranking of the very same passing
programs, so the table separates what a ranking does from what a search happened to find.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import Ranked, Ranking, Spectrum, rank, ranked
from isolate import load_spectra
from tcc_faults import seeded

Variant = Callable[[Coverage, list[Coverage], list[Coverage], list[Coverage]], Ranking]
Shares = Callable[[Coverage, Coverage, Line], float]  # failing, passing, line: 0..1


def _lines(f: Coverage, p: Coverage, line: Line) -> float:
    return 1.0 if line in p.lines else 0.0


def _counts(f: Coverage, p: Coverage, line: Line) -> float:
    return 1.0 if p.count(line) >= f.count(line) else 0.0


def _ratio(f: Coverage, p: Coverage, line: Line) -> float:
    return min(1.0, p.count(line) / f.count(line)) if f.count(line) else 0.0


def ochiai(*groups: tuple[list[Coverage], Shares]) -> Variant:
    """Ochiai with one failing compile, ``ep`` summed over groups of passing programs, each
    with its own notion of "covers the line too"."""
    def variant(f: Coverage, w: list[Coverage], s: list[Coverage],
                m: list[Coverage]) -> Ranking:
        chosen = [(w if which is WITNESSES else s, shares) for which, shares in groups]
        scores = {line: 1 / math.sqrt(1 + sum(shares(f, p, line) for ps, shares in chosen
                                              for p in ps))
                  for line in f.lines}
        return ranked(scores, sum(len(ps) for ps, _ in chosen))
    return variant


def combined(first: Variant, second: Variant, how: str) -> Variant:
    """Files and functions ordered by two rankings' scores: ``lex`` by the first, ties by the
    second; ``product`` by the product of the two. Ties count at their worst rank."""
    def variant(f: Coverage, w: list[Coverage], s: list[Coverage],
                m: list[Coverage]) -> Ranking:
        a, b = first(f, w, s, m), second(f, w, s, m)

        def merge(xs: tuple[Ranked, ...], ys: tuple[Ranked, ...]) -> tuple[Ranked, ...]:
            other = {(r.file, r.function): r.score for r in ys}
            keys = {(r.file, r.function): ((r.score, other[(r.file, r.function)])
                                           if how == "lex"
                                           else (r.score * other[(r.file, r.function)],))
                    for r in xs}
            order = sorted(keys, key=lambda k: keys[k], reverse=True)
            return tuple(Ranked(k[0], k[1], keys[k][0],
                                sum(1 for o in order if keys[o] >= keys[k]), 0)
                         for k in order)

        return Ranking(merge(a.files, b.files), merge(a.functions, b.functions), a.passing)
    return variant


WITNESSES: list[Coverage] = []
SUITE: list[Coverage] = []

VARIANTS: dict[str, Variant] = {
    "diwi lines": lambda f, w, s, m: rank(f, w, Spectrum.LINES),
    "diwi counts": lambda f, w, s, m: rank(f, w, Spectrum.COUNTS),
    "sbfl lines": lambda f, w, s, m: rank(f, s, Spectrum.LINES),
    "sbfl counts": lambda f, w, s, m: rank(f, s, Spectrum.COUNTS),
    "witnesses+suite lines": lambda f, w, s, m: rank(f, w + s, Spectrum.LINES),
    "witnesses+suite counts": lambda f, w, s, m: rank(f, w + s, Spectrum.COUNTS),
    "witnesses counts+suite lines": ochiai((WITNESSES, _counts), (SUITE, _lines)),
    "diwi ratio": ochiai((WITNESSES, _ratio)),
    "witnesses ratio+suite lines": ochiai((WITNESSES, _ratio), (SUITE, _lines)),
    "witnesses+suite ratio": ochiai((WITNESSES, _ratio), (SUITE, _ratio)),
}
VARIANTS.update({
    "diwi+failing lines": lambda f, w, s, m: rank(f, w, Spectrum.LINES, m),
    "diwi+failing counts": lambda f, w, s, m: rank(f, w, Spectrum.COUNTS, m),
    "diwi+failing+suite lines": lambda f, w, s, m: rank(f, w + s, Spectrum.LINES, m),
    "diwi+failing+suite counts": lambda f, w, s, m: rank(f, w + s, Spectrum.COUNTS, m),
    "lex diwi lines, sbfl lines": combined(VARIANTS["diwi lines"], VARIANTS["sbfl lines"],
                                           "lex"),
    "lex diwi counts, sbfl lines": combined(VARIANTS["diwi counts"], VARIANTS["sbfl lines"],
                                            "lex"),
    "lex diwi ratio, sbfl lines": combined(VARIANTS["diwi ratio"], VARIANTS["sbfl lines"],
                                           "lex"),
    "product diwi lines, sbfl lines": combined(VARIANTS["diwi lines"],
                                               VARIANTS["sbfl lines"], "product"),
    "product diwi counts, sbfl lines": combined(VARIANTS["diwi counts"],
                                                VARIANTS["sbfl lines"], "product"),
    "product diwi ratio, sbfl lines": combined(VARIANTS["diwi ratio"],
                                               VARIANTS["sbfl lines"], "product"),
})


def scored(spectra: Path, faults: Sequence[seeded.Fault]) -> dict[str, list[tuple[int | None,
                                                                                 int | None]]]:
    """Per variant, the (file rank, function rank) of each fault's truth."""
    out: dict[str, list[tuple[int | None, int | None]]] = {v: [] for v in VARIANTS}
    for fault in faults:
        diwi, sbfl = spectra / fault.name / "diwi.json.gz", spectra / fault.name / "sbfl.json.gz"
        if not (diwi.exists() and sbfl.exists()):
            continue
        failing, witnesses, mutants = load_spectra(diwi)
        _, suite, _ = load_spectra(sbfl)
        print(f"{fault.name}: {len(witnesses)} witnesses, {len(mutants)} failing mutants, "
              f"{len(suite)} tests", file=sys.stderr)
        for name, variant in VARIANTS.items():
            ranking = variant(failing, witnesses, suite, mutants)
            out[name].append((ranking.file_rank(fault.file),
                              ranking.function_rank(fault.file, fault.function)))
    return out


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
    args = ap.parse_args(argv)
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    results = scored(args.spectra, faults)
    print(table(results))
    if args.per_fault:
        shown = [f for f in faults if (args.spectra / f.name / "diwi.json.gz").exists()
                 and (args.spectra / f.name / "sbfl.json.gz").exists()]
        print("\n| fault | " + " | ".join(results) + " |")
        for i, fault in enumerate(shown):
            print(f"| {fault.name} | " + " | ".join(
                f"{r[i][0]} / {r[i][1]}" for r in results.values()) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
