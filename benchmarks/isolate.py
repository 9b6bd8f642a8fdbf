"""Bug isolation over the faults seeded into Debian's tcc (benchmarks/tcc_faults/).

For each fault: build the patched tcc with coverage and record its finding with a real ccfuzz
campaign (``tcc_faults.seeded.prepare``), then run ``ccfuzz isolate`` on that finding with
each method (DiWi, DiWi with random rule choice, SBFL over tcc's own tests/tests2) and look
up the rank of the fault's true file and function (ties at their worst rank). Prints, per
method, Top-1/5/10 and the mean first rank at file and at function level, and the time per
bug. A fault whose function the failing compile never runs (or whose campaign shows no
finding) counts as a miss in every Top-N and is left out of the mean rank (the table says
how many).

    .venv/bin/python benchmarks/isolate.py [--source TCC_SRC] [--dir RUNDIR]
        [--minutes 10] [--methods diwi,diwi-rand,sbfl] [--seed 1] [--results FILE]
        [FAULT ...]
    .venv/bin/python benchmarks/isolate.py --table --results FILE

Each result is appended to ``--results`` (JSON lines) as soon as it is known, and faults
already there are skipped, so an interrupted run continues where it stopped; ``--table``
prints the table of the results so far.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate.command import Options, isolate_finding
from ccfuzz.isolate.rank import Ranking
from ccfuzz.store import Store
from tcc_faults import seeded

METHODS = ("diwi", "diwi-rand", "sbfl")


def isolate_fault(fault: seeded.Fault, rundir: Path, source: Path, methods: Sequence[str],
                  minutes: float, seed: int) -> list[dict[str, Any]]:
    started = time.monotonic()
    base: dict[str, Any] = {"fault": fault.name, "file": fault.file,
                            "function": fault.function, "kind": fault.kind}
    try:
        prepared = seeded.prepare(fault.directory, rundir, source=source, coverage=True)
    except Exception as exc:  # a fault that does not build must not end the benchmark
        return [{**base, "method": m, "error": f"{type(exc).__name__}: {exc}"}
                for m in methods]
    base["prepare_seconds"] = round(time.monotonic() - started, 1)
    if prepared.finding is None:
        return [{**base, "method": m, "error": "no finding"} for m in methods]
    out = []
    for method in methods:
        try:
            with Store(rundir, write=True) as store:
                row = isolate_finding(store, prepared.finding.id,
                                      Options(method, seed, minutes))
        except Exception as exc:  # one fault's failure must not end the benchmark
            out.append({**base, "method": method, "error": f"{type(exc).__name__}: {exc}"})
            continue
        ranking = Ranking.from_json(row.ranking)
        out.append({**base, "method": method, "finding_kind": prepared.finding.kind.value,
                    "file_rank": ranking.file_rank(fault.file),
                    "function_rank": ranking.function_rank(fault.file, fault.function),
                    "files": len(ranking.files), "functions": len(ranking.functions),
                    "passing": row.witnesses, "tried": row.tried,
                    "seconds": round(row.seconds, 1)})
    return out


def table(results: Sequence[dict[str, Any]]) -> str:
    faults = sorted({r["fault"] for r in results})
    lines = [f"{len(faults)} faults", "",
             "| method | level | Top-1 | Top-5 | Top-10 | mean first rank | not ranked |"
             " mean time per bug |", "|---|---|---|---|---|---|---|---|"]
    for method in METHODS:
        rows = [r for r in results if r["method"] == method]
        if not rows:
            continue
        n = len(rows)
        seconds = [r["seconds"] for r in rows if "seconds" in r]
        mean_time = f"{sum(seconds) / len(seconds):.0f} s" if seconds else "-"
        for level in ("file", "function"):
            ranks = [r.get(f"{level}_rank") for r in rows]
            found = [k for k in ranks if k is not None]

            def top(k: int, found: list[int] = found, n: int = n) -> str:
                hits = sum(1 for x in found if x <= k)
                return f"{hits}/{n} ({100 * hits / n:.0f} %)"

            mfr = f"{sum(found) / len(found):.1f}" if found else "-"
            lines.append(f"| {method} | {level} | {top(1)} | {top(5)} | {top(10)} | {mfr} | "
                         f"{n - len(found)} | {mean_time} |")
    lines += ["", "| fault | true function | " + " | ".join(
        f"{m} file / function" for m in METHODS) + " |", "|---|---|---|---|---|"]
    for fault in faults:
        cells = []
        for method in METHODS:
            r = next((x for x in results if x["fault"] == fault and x["method"] == method),
                     None)
            if r is None:
                cells.append("-")
            elif "error" in r:
                cells.append(f"error: {r['error'][:60]}")
            else:
                cells.append(f"{r['file_rank']} / {r['function_rank']} "
                             f"({r['passing']} passing)")
        truth = next(x for x in results if x["fault"] == fault)
        lines.append(f"| {fault} | {truth['file']}:{truth['function']} | "
                     + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all)")
    ap.add_argument("--source", type=Path, help="unpacked 'apt-get source tcc' tree "
                    f"(default ${seeded.SOURCE_ENV})")
    ap.add_argument("--dir", type=Path, default=Path("isolate-runs"))
    ap.add_argument("--minutes", type=float, default=10.0, help="search time per method")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--results", type=Path, default=Path("isolate-results.jsonl"))
    ap.add_argument("--table", action="store_true", help="print the table of --results")
    args = ap.parse_args(argv)
    done: list[dict[str, Any]] = []
    if args.results.exists():
        done = [json.loads(line) for line in args.results.read_text().splitlines() if line]
    if args.table:
        print(table(done))
        return 0
    source = args.source or seeded.default_source()
    methods = [m for m in args.methods.split(",") if m]
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    for fault in faults:
        if any(r["fault"] == fault.name for r in done):
            continue
        print(f"{fault.name}: {fault.file}:{fault.function} ...", file=sys.stderr, flush=True)
        for r in isolate_fault(fault, args.dir / fault.name, source, methods, args.minutes,
                               args.seed):
            print(json.dumps(r), flush=True)
            with args.results.open("a") as out:
                out.write(json.dumps(r) + "\n")
            done.append(r)
    print(table(done))
    print(f"\n{len(os.sched_getaffinity(0))} cores; --minutes {args.minutes} per method")
    return 0


if __name__ == "__main__":
    sys.exit(main())
