"""Values outside the suite's ranges as a near set, scored on the events
``benchmarks/isolate_values.py`` collected and the spectra ``isolate.py`` kept.

    .venv/bin/python benchmarks/isolate_ranges.py --values WORKDIR --spectra SPECTRA \\
        [--source TREE] [FAULT ...]

``WORKDIR`` holds one directory per fault as ``isolate_values.py --work`` leaves it: the
value build (``src/tcc``), the failing program's events (``failing.vs``), each passing
suite program's (``NAME.vs``) and their names (``done.json``). A site of the compiler is
flagged when the failing compile loads there a small value (the runtime's exact values,
below 2^32 in magnitude) outside the range of those the passing suite programs' compiles
load there; sites no passing compile loads a small value at are not. For each fault: the
default ranking (``rank_together``, ties split callers first, near the failure's stack
where the compile stopped), and that ranking with every function neither flagged nor
called by a flagged one on a line the failing compile ran halved (``rank.near_failure``
over all of them). See docs/design/isolate.md, "Values outside the suite's ranges": asked
on held-out faults 202-211, not adopted.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate.rank import callers_first, near_failure, rank_together
from isolate import load_spectra, load_stack
from isolate_rankings import patched_calls
from isolate_values import load, symbolize
from tcc_faults import seeded

LOAD_EXACT = 7  # the runtime's kind (top 4 bits) of a load's exact small value
# Site -> (least, greatest) small value loaded there.
Ranges = dict[int, tuple[int, int]]


def ranges_of(events: np.ndarray) -> Ranges:
    """Each site's least and greatest small value loaded, from a compile's events."""
    loads = events[(events[:, 1] >> np.uint64(60)).astype(int) == LOAD_EXACT]
    values = (loads[:, 1] & np.uint64((1 << 60) - 1)).astype(np.int64)
    values = np.where(values >= 1 << 59, values - (1 << 60), values)  # the sign, back
    out: Ranges = {}
    for site, value in zip(loads[:, 0].tolist(), values.tolist(), strict=True):
        least, greatest = out.get(site, (value, value))
        out[site] = (min(least, value), max(greatest, value))
    return out


def union(into: Ranges, more: Ranges) -> None:
    for site, (least, greatest) in more.items():
        a, b = into.get(site, (least, greatest))
        into[site] = (min(a, least), max(b, greatest))


def flagged(compiler: Path, failing: Ranges, passing: Ranges) -> tuple[str, ...]:
    """The functions holding a site where the failing compile loaded a value outside the
    passing compiles' range there, those with the most such sites first."""
    sites = [site for site, (least, greatest) in failing.items()
             if site in passing and (least < passing[site][0] or greatest > passing[site][1])]
    count: dict[str, int] = {}
    for _, function in symbolize(compiler, sorted(sites)).values():
        count[function] = count.get(function, 0) + 1
    return tuple(sorted(count, key=lambda n: (-count[n], n)))


ROWS = ("default", "with the flagged near set")


def scored(fault: seeded.Fault, work: Path, spectra: Path, source: Path
           ) -> tuple[int | None, int | None, tuple[str, ...], int]:
    """The true function's rank by default and with the flagged near set; the flagged
    functions; the passing suite programs."""
    suite = json.loads((work / "done.json").read_text())["suite"]
    passing: Ranges = {}
    for test in suite:
        union(passing, ranges_of(load(work / f"{test}.vs")))
    near_set = flagged(work / "src" / "tcc", ranges_of(load(work / "failing.vs")), passing)
    diwi = spectra / fault.name / "diwi.json.gz"
    coverage, witnesses, _, _ = load_spectra(diwi)
    tests = load_spectra(spectra / fault.name / "sbfl.json.gz").passing
    called = patched_calls(fault, source, coverage)
    default = near_failure(callers_first(rank_together(coverage, witnesses, tests), called),
                           load_stack(diwi), called)
    near = near_failure(default, near_set, called, frames=len(near_set))
    return (default.function_rank(fault.file, fault.function),
            near.function_rank(fault.file, fault.function), near_set, len(suite))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all kept)")
    ap.add_argument("--values", type=Path, required=True)
    ap.add_argument("--spectra", type=Path, required=True)
    ap.add_argument("--source", type=Path, default=None)
    args = ap.parse_args(argv)
    source = args.source or seeded.default_source()
    names = args.faults or sorted(p.name for p in args.values.iterdir()
                                  if (p / "done.json").exists())
    ranks: list[tuple[int | None, int | None]] = []
    print("| fault | true function | suite | flagged | default | with the near set |")
    print("|---|---|---|---|---|---|")
    for name in names:
        fault = seeded.find(name)
        before, after, near_set, suite = scored(fault, args.values / fault.name,
                                                args.spectra, source)
        near = "yes" if fault.function in near_set else "no"
        print(f"| {fault.name} | `{fault.function}` (flagged: {near}) | {suite} | "
              f"{len(near_set)}: {', '.join(near_set[:5])} | {before} | {after} |")
        ranks.append((before, after))
    print("\n| ranking | function Top-1/5/10 | mean first rank |\n|---|---|---|")
    for i, row in enumerate(ROWS):
        found = [10**4 if x is None else x for x in (r[i] for r in ranks)]
        top = "/".join(str(sum(x <= k for x in found)) for k in (1, 5, 10))
        print(f"| {row} | {top} | {sum(found) / max(1, len(found)):.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
