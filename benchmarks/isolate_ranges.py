"""Values outside the suite's ranges as a near set (``ccfuzz.isolate.values``), scored on
the spectra ``benchmarks.isolate`` kept and the functions flagged either from the events
``benchmarks.isolate_values`` collected (``--values``) or by ``benchmarks.isolate`` running
the ``values`` pipeline (its stage's note, kept as ``SPECTRA/FAULT/flagged.json``).

    .venv/bin/python -m benchmarks.isolate_ranges [--values WORKDIR] --spectra SPECTRA \\
        [--source TREE] [FAULT ...]

``WORKDIR`` holds one directory per fault as ``benchmarks.isolate_values --work`` leaves it: the
value build (``src/tcc``), the failing program's events (``failing.vs``), each passing
suite program's (``NAME.vs``) and their names (``done.json``). For each fault: the default
ranking (``rank_together``, ties split callers first, near the failure's stack where the
compile stopped), that ranking with every function neither flagged nor called by a flagged
one halved (``rank.near_values``), and the same on the functions printed only (the first
``SHOWN``). See docs/design/isolate.md, "Values outside the suite's ranges" and the held-out
sets after it, for where each was asked and what it gave.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from benchmarks import seeded
from benchmarks.isolate import load_spectra, load_stack
from benchmarks.isolate_rankings import patched_calls
from ccfuzz.isolate import SHOWN, values
from ccfuzz.isolate.rank import callers_first, near_failure, near_values, rank_together

ROWS = ("default", "with the flagged near set", f"with it on the first {SHOWN} only")


def flagged_from_events(work: Path) -> tuple[tuple[str, ...], int]:
    """The functions flagged by the events of ``benchmarks.isolate_values --work`` for one fault,
    and the passing suite programs."""
    suite = json.loads((work / "done.json").read_text())["suite"]
    passing: values.Ranges = {}
    for test in suite:
        values.union(passing, values.ranges_of(values.read_events(work / f"{test}.vs")))
    failing = values.ranges_of(values.read_events(work / "failing.vs"))
    return values.flagged(values.of_compiler(work / "src" / "tcc"), failing, passing), \
        len(suite)


def scored(fault: seeded.Fault, flagged: tuple[str, ...], spectra: Path, source: Path
           ) -> tuple[int | None, int | None, int | None]:
    """The true function's rank by default, with the near set of ``flagged``, and with it
    on the functions printed (the first ``SHOWN``) only."""
    diwi = spectra / fault.name / "diwi.json.gz"
    coverage, witnesses, _, _ = load_spectra(diwi)
    tests = load_spectra(spectra / fault.name / "sbfl.json.gz").passing
    called = patched_calls(fault, source, coverage)
    default = near_failure(callers_first(rank_together(coverage, witnesses, tests), called),
                           load_stack(diwi), called)
    near = near_values(default, flagged, called)
    head = near_values(default, flagged, called, head=SHOWN)
    return (default.function_rank(fault.file, fault.function),
            near.function_rank(fault.file, fault.function),
            head.function_rank(fault.file, fault.function))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all kept)")
    ap.add_argument("--values", type=Path, help="benchmarks.isolate_values' work directory "
                    "(default: the flags the values pipeline kept in --spectra)")
    ap.add_argument("--spectra", type=Path, required=True)
    ap.add_argument("--source", type=Path, default=None)
    args = ap.parse_args(argv)
    source = args.source or seeded.default_source()
    if args.values is not None:
        names = args.faults or sorted(p.name for p in args.values.iterdir()
                                      if (p / "done.json").exists())
    else:
        names = args.faults or sorted(p.name for p in args.spectra.iterdir()
                                      if (p / "flagged.json").exists())
    ranks: list[tuple[int | None, int | None, int | None]] = []
    print("| fault | true function | suite | flagged | default | with the near set | "
          f"on the first {SHOWN} |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        fault = seeded.find(name)
        suite: int | str = "-"
        if args.values is not None:
            flagged, suite = flagged_from_events(args.values / fault.name)
        else:
            kept = json.loads((args.spectra / fault.name / "flagged.json").read_text())
            flagged = tuple(kept["flagged"])
        before, after, head = scored(fault, flagged, args.spectra, source)
        near = "yes" if fault.function in flagged else "no"
        print(f"| {fault.name} | `{fault.function}` (flagged: {near}) | {suite} | "
              f"{len(flagged)}: {', '.join(flagged[:5])} | {before} | {after} | {head} |")
        ranks.append((before, after, head))
    # As benchmarks.isolate's table: a true function the failing compile never ran is a miss in
    # every Top-N and left out of the mean.
    print("\n| ranking | function Top-1/5/10 | mean first rank | not ranked |\n|---|---|---|---|")
    for i, row in enumerate(ROWS):
        found = [x for x in (r[i] for r in ranks) if x is not None]
        top = "/".join(str(sum(x <= k for x in found)) for k in (1, 5, 10))
        mean = f"{sum(found) / len(found):.1f}" if found else "-"
        print(f"| {row} | {top} | {mean} | {len(ranks) - len(found)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
